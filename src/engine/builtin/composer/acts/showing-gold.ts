import { drawMotif } from '../../drawing';
import { fmt } from '../../svg-number';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `gold`: a gold coin held up in the raised fist, the pot of gold it came from at the feet below it. */
export const showingGoldAct: Act = { isForHands: true, draw: drawGoldShower };

/**
 * With a pot of gold: the leprechaun stands left of the middle holding up one gold coin in his raised fist, over the
 * pot heaped with coins at his near boot. (He waved an empty hand away from the pot beside him: judging 19.)
 */
function drawGoldShower(scene: Scene, { lead: shower, pose, others, crowdPose }: ActCast): void {
  const { art, groundY, style } = scene;
  drawLeadWithThing(scene, shower, pose, others, crowdPose, {
    heightShare: 0.9,
    left: others.length > 0 ? 0.04 : 0.12,
    width: 0.42,
    isHandsFull: true,
    placement: { fists: { front: 0 } },
    thing: (drawn) => {
      const hand = drawn.anchors.hands.front;
      const coinR = drawn.headBox.width * 0.3;
      // Held up in the fingers of the upright fist, its foot behind them: lower, the fist covered it, a ring round it.
      const coin = { x: hand.x, y: hand.y - coinR * 1.1 };
      const feet = drawn.anchors.feet;
      const boot = Math.max(feet.back.x, feet.front.x);
      const potSize = art.width * 0.24;
      // Beside the near boot, tucked in a little behind it, on the ground with him.
      const potX = Math.min(art.x + art.width - potSize * 0.6, boot + potSize * 0.42);
      const pot = drawMotif({ motif: 'pot-of-gold', cx: potX, bottom: groundY, size: potSize, linePx: style.linePx, detail: style.detail });
      const footY = Math.max(feet.back.y, feet.front.y);
      // Measured by tests: the coin in the raised fist, the pot at the feet (as a thing beside a lone lead is).
      const joins = [
        { what: 'coin-in-hand', figure: hand, thing: coin },
        ...(pot ? [{ what: 'thing-beside-lead', figure: { x: boot, y: footY }, thing: { x: pot.box.x, y: pot.box.y + pot.box.height } }] : []),
      ];
      return { under: pot?.markup ?? '', markup: [goldCoin(coin, coinR, style.linePx), drawn.grip?.front ?? ''], boxes: [...(pot ? [pot.box] : []), { x: coin.x - coinR, y: coin.y - coinR, width: coinR * 2, height: coinR * 2 }], drawnAs: 'pot-of-gold', used: ['pot-of-gold'], joins };
    },
  });
}

/** A gold coin face on, glinting: its rim, the ring stamped on its face and short rays of shine over it (plain, a round held up read as a ball). */
function goldCoin(centre: { x: number; y: number }, r: number, linePx: number): string {
  const ring = `<circle cx="${fmt(centre.x)}" cy="${fmt(centre.y)}" r="${fmt(r * 0.55)}" fill="none" stroke-width="${fmt(linePx)}"/>`;
  const rays = [-60, -20, 20, 60].map((degrees) => {
    const angle = (degrees * Math.PI) / 180;
    const at = (distance: number): string => `${fmt(centre.x + Math.sin(angle) * distance)} ${fmt(centre.y - Math.cos(angle) * distance)}`;
    return `M${at(r * 1.35)} L${at(r * 1.75)}`;
  });
  return `<g fill="#fff" stroke="#000" stroke-linecap="round"><circle cx="${fmt(centre.x)}" cy="${fmt(centre.y)}" r="${fmt(r)}" stroke-width="${fmt(linePx * 1.6)}"/>${ring}<path d="${rays.join('')}" fill="none" stroke-width="${fmt(linePx * 1.3)}"/></g>`;
}
