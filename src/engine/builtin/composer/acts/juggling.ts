import type { Point } from '../../figure/geometry';
import { jugglingBalls } from '../juggling';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `juggle`: balls in an arc over the head from one raised hand to the other. */
export const jugglingAct: Act = { isForHands: true, draw: drawJuggler };

/**
 * A juggler with the balls in the air over the head, on an arc from one raised hand to the other. Standing a little
 * shorter than a lead alone, so the top ball has room under the frame; a ball the words name ("juggling balls") is
 * these, not one more on the grass.
 */
function drawJuggler(scene: Scene, { lead: juggler, pose, named, others, crowdPose }: ActCast): void {
  const namedBall = named.find((motif) => /ball/.test(motif)) ?? null;
  const { art, style } = scene;
  drawLeadWithThing(scene, juggler, pose, others, crowdPose, {
    heightShare: others.length > 0 ? 0.72 : 0.8,
    left: others.length > 0 ? 0.04 : 'centred',
    width: 0.5,
    thing: (drawn, height) => {
      const size = height * 0.11;
      const top = Math.max(art.y + size * 0.6, Math.min(drawn.box.y, drawn.headBox.y) - size * 1.5);
      const balls = jugglingBalls(drawn.anchors.hands, drawn.headBox, top, size, style.linePx, style.detail);
      const [first, highest, last] = balls.balls as [Point, Point, Point];
      const { back, front } = drawn.anchors.hands;
      const [leftHand, rightHand] = back.x <= front.x ? [back, front] : [front, back];
      // Measured by tests: a ball above each hand and one above the head.
      const joins = [{ what: 'ball-over-hand', figure: leftHand, thing: first }, { what: 'ball-over-head', figure: { x: drawn.headBox.x + drawn.headBox.width / 2, y: Math.min(drawn.box.y, drawn.headBox.y) }, thing: highest }, { what: 'ball-over-hand', figure: rightHand, thing: last }];
      return { markup: [balls.markup], boxes: [balls.box], used: namedBall ? [namedBall] : [], joins };
    },
  });
}
