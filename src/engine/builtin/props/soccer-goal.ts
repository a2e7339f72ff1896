import type { ComposedProp } from './composed-prop';
import { line, rect, shape } from './prop-shapes';

/** How thick the posts and crossbar are, in the goal's 120 units (the composer sets the near post beside the kicker by it). */
const POST = 7;
/** Where the net's back sits inside the posts: lower than the crossbar, as the net slopes back and down, and its foot a little up the pitch. */
const BACK = { left: 22, right: 98, top: 18, bottom: 54 } as const;
const FRONT = { left: POST, right: 120 - POST, top: POST, bottom: 64 } as const;

/**
 * A football goal standing on the pitch, seen from in front: two posts down to the goal line and the crossbar, and
 * behind them a net with depth, a grid on its back panel whose lines run on across its roof and sides to the posts.
 * No bar along the foot: with one the goal was a framed box, a picture on a wall rather than a goal on the grass
 * (round 15, 02), and inside it the grass is bare, as a goal has no net underfoot.
 */
export const soccerGoal: ComposedProp = {
  name: 'soccer-goal',
  words: ['goal', 'soccer goal', 'football goal', 'goal post', 'goalpost'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    // The net's front, open along the goal line: its foot drawn there was a bar between the posts (page 02).
    const shapes = [shape(`M${FRONT.left} ${FRONT.bottom}V${FRONT.top}H${FRONT.right}V${FRONT.bottom}`)];
    shapes.push(rect(BACK.left, BACK.top, BACK.right - BACK.left, BACK.bottom - BACK.top));
    for (const [back, front] of [[[BACK.left, BACK.top], [FRONT.left, FRONT.top]], [[BACK.right, BACK.top], [FRONT.right, FRONT.top]], [[BACK.left, BACK.bottom], [FRONT.left, FRONT.bottom]], [[BACK.right, BACK.bottom], [FRONT.right, FRONT.bottom]]] as const) {
      shapes.push(line(back, front));
    }
    const columns = detail === 'low' ? 3 : detail === 'medium' ? 5 : 7;
    const rows = detail === 'low' ? 2 : detail === 'medium' ? 3 : 4;
    for (let index = 1; index < columns; index++) {
      const share = index / columns;
      const back = BACK.left + (BACK.right - BACK.left) * share;
      shapes.push(line([back, BACK.top], [back, BACK.bottom]), line([back, BACK.top], [FRONT.left + (FRONT.right - FRONT.left) * share, FRONT.top]));
    }
    for (let index = 1; index < rows; index++) {
      const share = index / rows;
      const back = BACK.top + (BACK.bottom - BACK.top) * share;
      const front = FRONT.top + (FRONT.bottom - FRONT.top) * share;
      shapes.push(line([BACK.left, back], [BACK.right, back]), line([BACK.left, back], [FRONT.left, front]), line([BACK.right, back], [FRONT.right, front]));
    }
    // The posts and crossbar last, in front of the net: open at the foot, each post standing on the goal line.
    shapes.push(shape(`M0 ${FRONT.bottom}V3Q0 0 3 0H117Q120 0 120 3V${FRONT.bottom}H${FRONT.right}V${FRONT.top}H${FRONT.left}V${FRONT.bottom}Z`));
    return { width: 120, height: 64, shapes, anchors: { goalMouth: [60, 40] } };
  },
};
