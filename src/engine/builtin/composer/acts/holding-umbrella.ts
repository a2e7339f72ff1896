import { fmt, type Box } from '../../drawing';
import type { Point } from '../../figure/geometry';
import { drawBeingInBox, naturalHeight } from '../figures';
import { taperedBar } from '../held-things';
import { addFigure, type Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `umbrella`: an open umbrella held up over the head by its shaft in the raised fist, a friend close under it too. */
export const holdingUmbrellaAct: Act = { isForHands: true, draw: drawUmbrellaHolder };

/** The umbrella's sizes, as shares of the lead's height: the shaft's width, the gap over the head, the canopy's half-width alone and its height. */
const UMBRELLA = { shaft: 0.03, gap: 0.07, halfWidth: 0.36, height: 0.24 };

/**
 * "Two friends sharing an umbrella in the rain": the lead holds the umbrella's shaft up in the raised fist, its canopy
 * over the head, and the one it is shared with stands close on the other side of the shaft, under it too. The umbrella
 * floated in the sky as a sticker nobody held, the two far apart on the grass (judging 23, d06).
 */
function drawUmbrellaHolder(scene: Scene, { lead, pose, others, crowdPose }: ActCast): void {
  const { art, groundY, style } = scene;
  const [friend] = others;
  drawLeadWithThing(scene, lead, pose, others, crowdPose, {
    heightShare: friend ? 0.8 : 0.86,
    left: friend ? 0.08 : 'centred',
    width: friend ? 0.44 : 0.5,
    placement: { fists: { front: 0 } },
    thing: (drawn, height) => {
      const fist = drawn.anchors.hands.front;
      const headTop = drawn.headBox.y;
      const heads = [drawn.headBox];
      let halfWidth = height * UMBRELLA.halfWidth;
      let top = headTop;
      if (friend) {
        // Close on the shaft's other side, its head clear of the fist.
        // As tall beside the lead as the two stand (a son under his dad's umbrella comes up to his shoulder).
        const friendHeight = height * Math.min(1, (naturalHeight(friend) / naturalHeight(lead)) * 0.94);
        const width = height * 0.62;
        const region: Box = { x: fist.x + height * 0.07 + drawn.headBox.width * 0.47 - width / 2, y: groundY - friendHeight * 1.1, width, height: friendHeight * 1.1 };
        region.x = Math.min(region.x, art.x + art.width - width);
        const shared = drawBeingInBox(friend, { pose: 'standing', facing: -1, style, prop: null }, region, friendHeight);
        addFigure(scene, shared, friend);
        heads.push(shared.headBox);
        scene.subject.push(shared.box);
        top = Math.min(top, shared.headBox.y);
        halfWidth = Math.max(halfWidth, Math.abs(shared.headBox.x + shared.headBox.width - fist.x) + height * 0.06, Math.abs(fist.x - drawn.headBox.x) + height * 0.06);
      } else {
        halfWidth = Math.max(halfWidth, Math.abs(fist.x - drawn.headBox.x) + height * 0.06);
      }
      const hem = Math.max(art.y + height * (UMBRELLA.height + 0.08), top - height * UMBRELLA.gap);
      const umbrella = openUmbrella({ x: fist.x, y: hem }, fist, halfWidth, height, style.linePx, style.detail !== 'low');
      scene.layers.occupied.push(...umbrella.boxes);
      // Measured by tests: the shaft in the fist, and the hem over each head's middle, clamped to the canopy's span.
      const joins = [
        { what: 'shaft-in-fist', figure: fist, thing: { x: fist.x, y: fist.y } },
        ...heads.map((head) => {
          const middle = { x: head.x + head.width / 2, y: head.y };
          return { what: 'canopy-over-head', figure: middle, thing: { x: Math.min(Math.max(middle.x, fist.x - halfWidth), fist.x + halfWidth), y: hem } };
        }),
      ];
      return { under: umbrella.shaft, markup: [drawn.grip?.front ?? '', umbrella.canopy], boxes: umbrella.boxes, drawnAs: 'umbrella', used: ['umbrella'], joins, shown: friend };
    },
  });
}

/**
 * An open umbrella: a scalloped dome whose hem's middle is at `hem`, ribs from its tip down to the points of the hem, a
 * knob on top; the shaft from the tip down through the fist to a crook just below it.
 */
function openUmbrella(hem: Point, fist: Point, halfWidth: number, size: number, linePx: number, hasRibs: boolean): { shaft: string; canopy: string; boxes: Box[] } {
  const shaftWidth = Math.max(linePx * 2.4, size * UMBRELLA.shaft);
  const domeHeight = size * UMBRELLA.height;
  const tip = { x: hem.x, y: hem.y - domeHeight };
  const outline = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;
  // Four scallops, each a shallow arc up between two points of the hem.
  const scallops = 4;
  const step = (halfWidth * 2) / scallops;
  const left = hem.x - halfWidth;
  const dip = step * 0.28;
  const dome = `M${fmt(left)} ${fmt(hem.y)}C${fmt(left)} ${fmt(tip.y + domeHeight * 0.2)} ${fmt(hem.x - halfWidth * 0.45)} ${fmt(tip.y)} ${fmt(tip.x)} ${fmt(tip.y)}C${fmt(hem.x + halfWidth * 0.45)} ${fmt(tip.y)} ${fmt(hem.x + halfWidth)} ${fmt(tip.y + domeHeight * 0.2)} ${fmt(hem.x + halfWidth)} ${fmt(hem.y)}`;
  // The hem's scallops run back right to left, closing the dome drawn left to right.
  const canopy = [`<path d="${dome}${reversedScallops(left, hem.y, step, dip, scallops)}Z" ${outline}/>`];
  if (hasRibs) {
    const ribs = Array.from({ length: scallops - 1 }, (_, index) => {
      const x = left + step * (index + 1);
      const bend = (x - hem.x) * 0.35;
      return `M${fmt(tip.x)} ${fmt(tip.y)}Q${fmt(x - bend)} ${fmt(tip.y + domeHeight * 0.45)} ${fmt(x)} ${fmt(hem.y)}`;
    }).join('');
    canopy.push(`<path d="${ribs}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`);
  }
  const knob = shaftWidth * 0.9;
  canopy.push(`<circle cx="${fmt(tip.x)}" cy="${fmt(tip.y - knob * 0.6)}" r="${fmt(knob)}" ${outline}/>`);
  // The crook hangs below the fist, curling back towards the holder.
  const bottom = { x: fist.x, y: fist.y + size * 0.1 };
  const hook = size * 0.045;
  const shaft =
    taperedBar({ x: fist.x, y: hem.y - dip }, bottom, shaftWidth, shaftWidth, linePx) +
    `<path d="M${fmt(bottom.x)} ${fmt(bottom.y)}a${fmt(hook)} ${fmt(hook)} 0 0 1 ${fmt(-hook * 2)} 0" fill="none" stroke="#000" stroke-width="${fmt(shaftWidth + linePx * 2)}" stroke-linecap="round"/>` +
    `<path d="M${fmt(bottom.x)} ${fmt(bottom.y)}a${fmt(hook)} ${fmt(hook)} 0 0 1 ${fmt(-hook * 2)} 0" fill="none" stroke="#fff" stroke-width="${fmt(shaftWidth)}" stroke-linecap="round"/>`;
  const boxes = [
    { x: left, y: tip.y - knob * 1.6, width: halfWidth * 2, height: hem.y - tip.y + knob * 1.6 },
    { x: fist.x - hook * 2 - shaftWidth, y: hem.y, width: hook * 2 + shaftWidth * 2, height: bottom.y + hook - hem.y },
  ];
  return { shaft, canopy: canopy.join(''), boxes };
}

/** The hem's scallops from right to left, closing the dome drawn left to right. */
function reversedScallops(left: number, y: number, step: number, dip: number, scallops: number): string {
  return Array.from({ length: scallops }, (_, index) => {
    const from = scallops - index;
    return `Q${fmt(left + step * (from - 0.5))} ${fmt(y - dip)} ${fmt(left + step * (from - 1))} ${fmt(y)}`;
  }).join('');
}
