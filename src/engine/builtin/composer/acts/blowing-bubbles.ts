import { bubbleWand } from '../bubbles';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, MOUTH_DOWN, type Act, type ActCast } from './act';

/** `blow`: a bubble wand held up at the mouth, bubbles drifting away from it. */
export const blowingBubblesAct: Act = { isForHands: true, draw: drawBubbleBlower };

/** Blowing bubbles: the wand held up in the near fist, its ring just ahead of the lips, bubbles drifting up and away. */
function drawBubbleBlower(scene: Scene, { lead: blower, pose, others, crowdPose }: ActCast): void {
  const { style } = scene;
  drawLeadWithThing(scene, blower, pose, others, crowdPose, {
    heightShare: 0.9,
    left: others.length > 0 ? 0.04 : 0.1,
    width: 0.5,
    placement: { fists: { front: 0 } },
    thing: (drawn) => {
      const head = drawn.headBox;
      // The lips' height at the cheek's edge: the ring just past it stays off the face.
      const mouth = { x: head.x + head.width, y: head.y + head.height * MOUTH_DOWN };
      const wand = bubbleWand(drawn.anchors.hands.front, mouth, 1, head.width * 0.13, style.linePx, style.detail);
      // Measured by tests: the ring at the mouth, the bubbles above it and ahead.
      const joins = [{ what: 'wand-at-mouth', figure: mouth, thing: wand.ring }, ...wand.bubbles.map((bubble) => ({ what: 'bubble', figure: wand.ring, thing: bubble }))];
      return { markup: [wand.markup, drawn.grip?.front ?? ''], boxes: [wand.box], used: ['bubbles'], joins };
    },
  });
}
