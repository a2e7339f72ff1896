import { hopscotchCourt } from '../hopscotch';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `hop`: hopping on one foot along a hopscotch court chalked on the ground. */
export const hopscotchAct: Act = { isForHands: true, draw: drawHopscotcher };

/**
 * Hopscotch: a court chalked on the ground running away to the right, the hopper up on one foot over its second box,
 * the other foot bent up behind, arms out; a stone tossed into the third box. (With no verb she stood waving and the
 * page said "Couldn't draw: hopscotch".)
 */
function drawHopscotcher(scene: Scene, { lead: hopper, pose, others, crowdPose }: ActCast): void {
  const { art, groundY, style } = scene;
  drawLeadWithThing(scene, hopper, pose, others, crowdPose, {
    heightShare: 0.78,
    // Friends wait their turn at the court's start: with the hopper at the page's left they stood in front of him.
    left: others.length > 0 ? 0.3 : 0.06,
    width: 0.36,
    thing: (drawn, height) => {
      const foot = drawn.anchors.feet.front;
      // Deep enough for a number in each of a pair's boxes: a thin strip held none.
      const depth = height * 0.15;
      // The second box under the hopping foot: the court starts one box behind it.
      const right = art.x + art.width * 0.97;
      const boxWidth = (right - foot.x) / 5.7;
      // Its near edge clear of the frame's foot, where it ran along the frame or was cut off by it.
      const court = hopscotchCourt(foot.x - boxWidth * 1.5, right, Math.min(groundY, art.y + art.height - depth - style.linePx * 8), depth, style.linePx, style.detail);
      // Measured by tests: the hopping foot over the second box, the other up behind it.
      const raised = drawn.anchors.feet.back;
      const joins = [{ what: 'foot-over-box', figure: foot, thing: court.squares[1]! }, { what: 'foot-up-behind', figure: foot, thing: raised }];
      return { under: court.markup, markup: [], boxes: [court.box], drawnAs: 'hopscotch', used: ['hopscotch', 'chalk'], joins };
    },
  });
}
