import { flower } from '../ground-dressing';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast, type ThingWithLead } from './act';

/** `gather`: kneeling among flowers, one just picked held up in the fist. */
export const pickingFlowersAct: Act = { isForHands: true, draw: drawFlowerPicker };

/**
 * Picking flowers: kneeling in the grass among flowers, the near fist holding up one just picked by its stem, more
 * growing ahead of her. (With no verb she stood waving.)
 */
function drawFlowerPicker(scene: Scene, { lead: picker, pose, others, crowdPose }: ActCast): void {
  const { art, style } = scene;
  drawLeadWithThing(scene, picker, pose, others, crowdPose, {
    heightShare: 0.88,
    left: others.length > 0 ? 0.02 : 0.06,
    width: 0.42,
    placement: { fists: { front: 0 } },
    thing: (drawn, height) => {
      const fist = drawn.anchors.hands.front;
      const soles = drawn.box.y + drawn.box.height;
      const size = height * 0.3;
      // The picked flower's stem down through the fist, its head up over it.
      const picked = flower(fist.x, fist.y + size * 0.25, size, style.linePx, 1);
      const thing: ThingWithLead = { markup: [picked.markup, drawn.grip?.front ?? ''], boxes: [picked.box], drawnAs: 'flower', used: ['flower', 'tulip', 'daisy'], joins: [] };
      const growing = [0.9, 1.8, 2.7].map((step) => fist.x + size * step).filter((x) => x < art.x + art.width - size * 0.4);
      for (const [index, x] of growing.entries()) {
        const placed = flower(x, soles, size * (index % 2 === 0 ? 0.95 : 0.8), style.linePx, index + 2);
        thing.markup.unshift(placed.markup);
        thing.boxes.push(placed.box);
      }
      // Measured by tests: the picked flower's head up over the fist, flowers growing on the ground ahead.
      thing.joins.push({ what: 'flower-in-hand', figure: fist, thing: { x: picked.box.x + picked.box.width / 2, y: picked.box.y + picked.box.height * 0.3 } });
      if (growing.length > 0) thing.joins.push({ what: 'flowers-ahead', figure: fist, thing: { x: growing[0]!, y: soles } });
      return thing;
    },
  });
}
