import type { ComposedProp } from './composed-prop';
import { bar, line, rect } from './prop-shapes';

/** An A-frame swing set: two legs each side, the top beam, and swings hanging on ropes. */
export const swingSet: ComposedProp = {
  name: 'swing-set',
  words: ['swing', 'swing set', 'swingset', 'swings'],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  draw(detail) {
    const shapes = [bar([4, 100], [16, 8], 5), bar([28, 100], [16, 8], 5), bar([96, 100], [84, 8], 5), bar([72, 100], [84, 8], 5)];
    const swings = detail === 'low' ? [50] : [36, 64];
    for (const x of swings) shapes.push(line([x - 7, 10], [x - 7, 70]), line([x + 7, 10], [x + 7, 70]));
    shapes.push(rect(6, 3, 88, 8, 3));
    for (const x of swings) shapes.push(rect(x - 10, 68, 20, 7, 2.5));
    return { width: 100, height: 100, shapes, anchors: { seat: [swings[0]!, 68] } };
  },
};
