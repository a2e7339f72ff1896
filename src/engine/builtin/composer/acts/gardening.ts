import { BED_HEIGHT, heldTrowel, plantingBed } from '../gardening';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `plant`: kneeling at a flower bed, a trowel in the hand digging a hole among seedlings. */
export const gardeningAct: Act = { isForHands: true, draw: drawGardener };

/** How far ahead of straight down the trowel's blade points from the fist into the soil, in degrees. */
const TROWEL_SLANT = 32;

/**
 * Gardening: kneeling at the near end of a long flower bed, the trowel in the near fist digging a hole in the soil,
 * seedlings planted in a row beyond it and flowers grown at the far end. (With no verb the gardener stood waving.)
 */
function drawGardener(scene: Scene, { lead: gardener, pose, others, crowdPose }: ActCast): void {
  const { art, style } = scene;
  const slant = (TROWEL_SLANT * Math.PI) / 180;
  drawLeadWithThing(scene, gardener, pose, others, crowdPose, {
    heightShare: 0.88,
    left: others.length > 0 ? 0.02 : 0.04,
    width: 0.42,
    placement: { fists: { front: 180 - TROWEL_SLANT } },
    thing: (drawn, height) => {
      const fist = drawn.anchors.hands.front;
      const size = height * 0.3;
      const soil = drawn.box.y + drawn.box.height;
      // The hole's floor, where the blade's tip goes: the trowel as long as reaches it from the fist.
      const holeY = soil - size * BED_HEIGHT * 0.68;
      const length = Math.max(size * 0.6, Math.min(size * 1.3, (holeY - fist.y) / Math.cos(slant)));
      const tip = { x: fist.x + Math.sin(slant) * length, y: fist.y + Math.cos(slant) * length };
      const bed = plantingBed(tip.x - size * 0.5, art.x + art.width * (others.length > 0 ? 0.62 : 0.95), soil, tip.x, size, style.linePx, style.detail);
      const trowel = heldTrowel(fist, tip, length, style.linePx);
      // Measured by tests: the trowel in the fist, its tip down in the bed's soil.
      const joins = [{ what: 'trowel-in-hand', figure: fist, thing: trowel.tip }, { what: 'trowel-in-soil', figure: { x: tip.x, y: bed.top }, thing: trowel.tip }];
      return { under: bed.markup, markup: [trowel.markup, drawn.grip?.front ?? ''], boxes: [bed.box, trowel.box], drawnAs: 'flower-bed', used: ['flower', 'tulip', 'flower-bed', 'trowel'], joins };
    },
  });
}
