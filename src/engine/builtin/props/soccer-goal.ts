import type { ComposedProp } from './composed-prop';
import { line, rect } from './prop-shapes';

/** Where the goal's back frame sits inside the front one: the net runs back from the posts to it. */
const BACK = { left: 22, right: 98, top: 18, bottom: 54 } as const;
const FRONT = { left: 7, right: 113, top: 7, bottom: 64 } as const;

/**
 * A football goal seen from the pitch: posts and crossbar in front, and a net with depth behind them,
 * a grid on its back panel whose lines run on across its roof and sides to the posts.
 */
export const soccerGoal: ComposedProp = {
  name: 'soccer-goal',
  words: ['goal', 'soccer goal', 'football goal', 'goal post', 'goalpost'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const shapes = [rect(0, 0, 120, 64, 3), rect(FRONT.left, FRONT.top, FRONT.right - FRONT.left, FRONT.bottom - FRONT.top)];
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
    return { width: 120, height: 64, shapes, anchors: { goalMouth: [60, 40] } };
  },
};
