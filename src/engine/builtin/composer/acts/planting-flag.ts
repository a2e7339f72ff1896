import { fmt, type Box } from '../../drawing';
import type { Point } from '../../figure/geometry';
import { taperedBar } from '../held-things';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `flag`: a flag on a tall pole held upright in the near fist, its foot pushed into the ground beside the lead. */
export const plantingFlagAct: Act = { isForHands: true, draw: drawFlagPlanter };

/** The flag's sizes, as shares of the lead's height: the pole's width (narrower than the fist closed round it), how far its top stands above the fist, and the cloth's width and height. */
const FLAG = { pole: 0.032, above: 0.62, clothWidth: 0.44, clothHeight: 0.27 };

/**
 * "An astronaut planting a flag on the moon": the lead stands left of the middle turned right, the near arm out holding
 * the pole upright, its foot in the ground ahead, the cloth flying above the head. The astronaut waved among the stars
 * with the flag a small icon in a corner he did not touch (judging 22).
 */
function drawFlagPlanter(scene: Scene, { lead: planter, pose, others, crowdPose }: ActCast): void {
  const { art, groundY, style } = scene;
  drawLeadWithThing(scene, planter, pose, others, crowdPose, {
    heightShare: 0.78,
    left: others.length > 0 ? 0.06 : 0.16,
    width: 0.4,
    placement: { fists: { front: 0 } },
    thing: (drawn, height) => {
      const fist = drawn.anchors.hands.front;
      // Its foot just below the soles, pushed into the ground.
      const foot = { x: fist.x, y: Math.min(groundY + height * 0.03, art.y + art.height - style.linePx) };
      const top = { x: fist.x, y: Math.max(art.y + style.linePx * 4, fist.y - height * FLAG.above) };
      const flag = poleFlag(foot, top, height, style.linePx, style.detail !== 'low');
      // Measured by tests: the pole in the fist, its foot on the ground below it.
      const joins = [
        { what: 'pole-in-fist', figure: fist, thing: { x: foot.x, y: fist.y } },
        { what: 'pole-in-ground', figure: { x: fist.x, y: groundY }, thing: foot },
      ];
      // Whole, not shrunk as a figure's box is: a star sat on the knob, the pole's foot and the cloth's edge.
      scene.layers.occupied.push(...flag.boxes);
      // Under the fist, which closes round the pole.
      return { under: flag.markup, markup: [drawn.grip?.front ?? ''], boxes: flag.boxes, drawnAs: 'flag', used: ['flag'], joins };
    },
  });
}

/** A flag on a pole from its foot up to its top: a round knob on the top, the cloth waving out ahead from just below it. */
function poleFlag(foot: Point, top: Point, size: number, linePx: number, hasStar: boolean): { markup: string; boxes: Box[] } {
  const pole = size * FLAG.pole;
  const width = size * FLAG.clothWidth;
  const height = size * FLAG.clothHeight;
  const x0 = top.x + pole / 2;
  const y0 = top.y + pole * 1.2;
  const wave = height * 0.14;
  // The cloth's top and bottom edges each wave once across it, the far edge straight.
  const cloth = `M${fmt(x0)} ${fmt(y0)}Q${fmt(x0 + width * 0.25)} ${fmt(y0 - wave)} ${fmt(x0 + width * 0.5)} ${fmt(y0)}T${fmt(x0 + width)} ${fmt(y0)}L${fmt(x0 + width)} ${fmt(y0 + height)}Q${fmt(x0 + width * 0.75)} ${fmt(y0 + height - wave)} ${fmt(x0 + width * 0.5)} ${fmt(y0 + height)}T${fmt(x0)} ${fmt(y0 + height)}Z`;
  const outline = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  const parts = [`<path d="${cloth}" ${outline}/>`, taperedBar(foot, top, pole, pole, linePx), `<circle cx="${fmt(top.x)}" cy="${fmt(top.y)}" r="${fmt(pole * 0.9)}" ${outline}/>`];
  if (hasStar) {
    // A star on the cloth: one more region to colour.
    const centre = { x: x0 + width * 0.5, y: y0 + height * 0.5 };
    const points = Array.from({ length: 10 }, (_, index) => {
      const angle = -Math.PI / 2 + (index * Math.PI) / 5;
      const radius = height * (index % 2 === 0 ? 0.3 : 0.13);
      return `${fmt(centre.x + Math.cos(angle) * radius)} ${fmt(centre.y + Math.sin(angle) * radius)}`;
    });
    parts.splice(1, 0, `<path d="M${points.join('L')}Z" ${outline}/>`);
  }
  const boxes = [
    { x: top.x - pole, y: top.y - pole, width: pole * 2, height: foot.y - top.y + pole },
    { x: x0, y: y0 - wave, width, height: height + wave },
  ];
  return { markup: parts.join(''), boxes };
}
