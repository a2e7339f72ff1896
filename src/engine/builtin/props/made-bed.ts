import type { ComposedProp } from './composed-prop';
import { curve, ellipse, line, rect, shape } from './prop-shapes';

/**
 * A bed made up for the night, side on: a tall rounded headboard at the left that rises well above
 * the mattress (so the bed stands against the wall, not on the floor line), a lower footboard at the
 * right, the mattress on its frame and legs, a plump pillow at the head and a blanket draped over the
 * side with a scalloped hem. The bed icon reads as a sofa at page size, so a
 * sleeper's bed is drawn with this (see drawSleeper in compose-scene.ts). It has no words: "bed" still
 * names the thing.
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
      // The headboard, a board with a rounded top standing on the floor.
      shape('M4 110 L4 18 Q4 6 16 6 L22 6 Q34 6 34 18 L34 110 Z'),
      // The frame under the mattress, on its legs.
      rect(28, 78, 106, 13, 3),
      rect(32, 91, 10, 19, 2),
      rect(118, 91, 10, 19, 2),
      // The mattress.
      rect(28, 57, 106, 23, 7),
      // The pillow at the head, plump and rounded.
      shape('M36 58 Q32 40 48 38 L66 38 Q80 40 76 58 Q56 61 36 58 Z'),
      // The blanket over the mattress, hanging down well past the frame (91) to a scalloped hem: just under it, a
      // white sliver too thin to colour opened between them.
      shape('M72 53 Q100 49 134 53 L134 100 Q122 106 115 101 Q107 106 100 101 Q93 106 86 101 Q79 106 72 100 Z'),
      // The footboard in front of the mattress's and blanket's ends, so no sliver opens between their edges.
      shape('M130 110 L130 40 Q130 32 138 32 L148 32 Q156 32 156 40 L156 110 Z'),
    ];
    if (hasDetail) {
      // Panels on the headboard and footboard, a quilted line along the blanket.
      shapes.push(rect(10, 18, 18, 40, 5), rect(136, 42, 14, 24, 4));
      shapes.push(curve('M72 72 Q101 69 130 72'));
    }
    if (detail === 'high') shapes.push(line([91, 50.8], [91, 101]), line([110, 50.6], [110, 101]), ellipse(56, 48, 8, 2.8));
    // `lie` is where a head rests on the pillow; `top` the middle of the blanket, where a pet curls up.
    return { width: 160, height: 110, shapes, anchors: { lie: [56, 44], top: [104, 51] } };
  },
};
