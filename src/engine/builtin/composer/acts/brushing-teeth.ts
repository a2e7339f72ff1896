import { heldToothbrush } from '../toothbrush';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, MOUTH_DOWN, type Act, type ActCast } from './act';

/** `brush`: a toothbrush in the fist at the open mouth, foam bubbles round the lips. */
export const brushingTeethAct: Act = { isForHands: true, draw: drawTeethBrusher };

/** Brushing teeth: the toothbrush up in the near fist, its head at the open mouth, foam bubbles round the lips. */
function drawTeethBrusher(scene: Scene, { lead: brusher, pose, others, crowdPose }: ActCast): void {
  const { style } = scene;
  drawLeadWithThing(scene, brusher, pose, others, crowdPose, {
    heightShare: 0.9,
    left: others.length > 0 ? 0.04 : 0.25,
    width: 0.5,
    placement: { expression: 'surprised', fists: { front: 0 } },
    thing: (drawn) => {
      const { face, headTop } = drawn.anchors;
      const r = face.y - headTop.y;
      // At the near edge of the open mouth: the brush's tip in it, the mouth still showing round it.
      const mouth = { x: face.x + r * 0.1, y: face.y + r * (MOUTH_DOWN * 2 - 1) };
      const brush = heldToothbrush(drawn.anchors.hands.front, mouth, r * 0.6, style.linePx, style.detail);
      // Measured by tests: the brush's tip at the mouth, foam round it.
      const joins = [{ what: 'brush-at-mouth', figure: mouth, thing: brush.tip }, ...brush.foam.map((bubble) => ({ what: 'foam', figure: mouth, thing: bubble }))];
      // Drawn in the hand, so no tooth stands beside the child as the page's thing.
      return { markup: [brush.markup, drawn.grip?.front ?? ''], boxes: [brush.box], drawnAs: 'toothbrush', used: ['tooth'], joins };
    },
  });
}
