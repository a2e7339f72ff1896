import { jumpRope } from '../jump-rope';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `rope`: a jump rope from a handle in each fist in an arc over the head. */
export const skippingRopeAct: Act = { isForHands: true, draw: drawRopeSkipper };

/** Skipping rope: up off the grass with the rope in an arc over the head from a handle in each fist. */
function drawRopeSkipper(scene: Scene, { lead: skipper, pose, others, crowdPose }: ActCast): void {
  const { style } = scene;
  drawLeadWithThing(scene, skipper, pose, others, crowdPose, {
    heightShare: 0.82,
    left: others.length > 0 ? 0.04 : 'centred',
    width: 0.5,
    thing: (drawn, height) => {
      const rope = jumpRope(drawn.anchors.hands, Math.min(drawn.box.y, drawn.headBox.y), height, style.linePx);
      // Measured by tests: the rope's arc over the top of the head.
      const joins = [{ what: 'rope-over-head', figure: { x: drawn.headBox.x + drawn.headBox.width / 2, y: Math.min(drawn.box.y, drawn.headBox.y) }, thing: rope.top }];
      // Shown, so the page no longer says it could not draw the rope.
      return { markup: [rope.markup, drawn.grip?.back ?? '', drawn.grip?.front ?? ''], boxes: [rope.box], used: ['rope'], joins };
    },
  });
}
