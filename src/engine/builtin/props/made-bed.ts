import type { ComposedProp } from './composed-prop';
import { curve, ellipse, line, rect, shape } from './prop-shapes';

/**
 * A bed made up for the night, side on: a tall rounded headboard at the left, a lower footboard at
 * the right, the mattress on its frame and legs, a plump pillow at the head and a blanket with its
 * sheet turned down. The bed icon reads as a sofa at page size, so a sleeper's bed is drawn with this
 * (see drawSleeper in compose-scene.ts). It has no words: "bed" still names the thing.
 */
export const madeBed: ComposedProp = {
  name: 'made-bed',
  words: [],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  includes: ['bed'],
  draw(detail) {
    const hasDetail = detail !== 'low';
    const shapes = [
      // Headboard and footboard, each with its own posts.
      shape('M4 92 L4 14 Q4 2 16 2 L20 2 Q30 2 30 12 L30 92 Z'),
      shape('M128 92 L128 38 Q128 30 136 30 L148 30 Q156 30 156 38 L156 92 Z'),
      // The frame under the mattress, on its legs.
      rect(24, 68, 110, 14, 3),
      rect(26, 82, 8, 10, 2),
      rect(122, 82, 8, 10, 2),
      // The mattress.
      rect(24, 52, 108, 18, 6),
      // The pillow at the head, plump and rounded.
      shape('M30 53 Q27 40 40 39 L58 39 Q70 40 67 53 Q48 56 30 53 Z'),
      // The blanket over the mattress, hanging down its side, the sheet turned down over its top.
      shape('M64 47 Q98 43 128 47 L128 82 Q96 87 64 82 Z'),
      shape('M64 47 Q70 45.5 76 45.6 L76 83.5 Q70 83 64 82 Z'),
    ];
    if (hasDetail) {
      // Panels on the headboard and footboard, a quilted line along the blanket.
      shapes.push(rect(10, 16, 14, 30, 4), rect(134, 40, 16, 20, 4));
      shapes.push(curve('M76 64 Q102 60 128 64'));
    }
    if (detail === 'high') shapes.push(line([96, 45.2], [96, 84.4]), line([112, 45.6], [112, 83.8]), ellipse(49, 46, 7, 2.6));
    // `lie` is where a head rests on the pillow; `top` the middle of the blanket, where a pet curls up.
    return { width: 160, height: 92, shapes, anchors: { lie: [48, 42], top: [102, 45] } };
  },
};
