import { drawMotif } from '../../drawing';
import { tippedWateringCan } from '../watering';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast, type ThingWithLead } from './act';

/** `pour`: a watering can in the hand tipped over flowers ahead, drops falling from its spout. */
export const wateringAct: Act = { isForHands: true, draw: drawWaterer };

/**
 * Watering the flowers: the waterer stands left of the middle, the near arm out ahead holding a watering can by its
 * handle, tipped so drops fall from its spout onto a row of flowers on the ground in front.
 */
function drawWaterer(scene: Scene, { lead: waterer, pose, named, others, crowdPose }: ActCast): void {
  const flowerMotif = named.find((motif) => /tulip|flower|rose|daisy|sunflower|plant/.test(motif)) ?? scene.verb?.thing ?? 'tulip';
  const { art, style } = scene;
  drawLeadWithThing(scene, waterer, pose, others, crowdPose, {
    heightShare: 0.85,
    left: 0.08,
    width: 0.45,
    // Her far arm behind her, turned as she is: reaching ahead too, it showed as a bar under the can's body.
    placement: { hiddenArm: 'back' },
    thing: (drawn, height) => {
      const hand = drawn.anchors.hands.front;
      // The flowers stand under the spout, the middle one right below it, their heads below the falling drops.
      const feet = drawn.box.y + drawn.box.height;
      const canSize = height * 0.34;
      // Room under the spout for the drops' fall: with the hand low (a small child's), flowers sized to the hand's height
      // took the drops into their heads.
      const { rose } = tippedWateringCan(hand, 1, canSize, style.linePx, feet);
      const flowerSize = Math.max(height * 0.16, Math.min(height * 0.3, feet - rose.y - canSize * 0.3));
      const can = tippedWateringCan(hand, 1, canSize, style.linePx, feet - flowerSize);
      const thing: ThingWithLead = { markup: [can.markup, drawn.grip?.front ?? ''], boxes: [can.box], drawnAs: 'watering-can', used: [flowerMotif], joins: [] };
      const spots = [-0.75, 0, 0.75].map((step) => can.rose.x + step * flowerSize * 0.8);
      for (const [index, cx] of spots.entries()) {
        const placed = drawMotif({ motif: flowerMotif, cx: Math.min(cx, art.x + art.width - flowerSize / 2), bottom: feet - (index === 1 ? 0 : flowerSize * 0.08), size: flowerSize * (index === 1 ? 1 : 0.86), linePx: style.linePx, detail: style.detail });
        if (!placed) continue;
        thing.markup.push(placed.markup);
        thing.boxes.push(placed.box);
        if (index === 1) thing.joins.push({ what: 'drops-on-flowers', figure: can.rose, thing: { x: placed.box.x + placed.box.width / 2, y: placed.box.y } });
      }
      // Measured by tests: the can in the near hand, its spout ahead of it and lower.
      thing.joins.push({ what: 'can-in-hand', figure: hand, thing: can.rose });
      return thing;
    },
  });
}
