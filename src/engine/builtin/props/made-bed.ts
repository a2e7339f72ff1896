import type { ComposedProp } from './composed-prop';
import { curve, ellipse, line, rect, shape } from './prop-shapes';

/**
 * A bed made up for the night, side on: a tall rounded headboard at the left that rises well above
 * the mattress (so the bed stands against the wall, not on the floor line), a lower footboard at the
 * right, the mattress on its frame and legs, a plump pillow at the head and a blanket pulled up to it,
 * turned back at the top and draped over the side to a scalloped hem (left off where the composer draws a
 * sleeper's own blanket over them). The bed icon reads as a sofa at page size, so a
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
  draw(detail, options) {
    const hasDetail = detail !== 'low';
    // The blanket's hem, scallops from the foot back to where its side drapes down.
    let hem = '';
    const [foot, side, scallops] = [134, 64, 6];
    const scallop = (foot - side) / scallops;
    for (let x = foot; x > side + 1; x -= scallop) hem += ` Q${x - scallop / 2} 105 ${x - scallop} 99`;
    const shapes = [
      // The frame under the mattress, held between the headboard's and footboard's posts, which are the bed's legs:
      // legs of its own stood in the gap beside the headboard, and the room showed under it as a hole.
      rect(28, 78, 106, 13, 3),
      // The mattress.
      rect(28, 57, 106, 23, 7),
      // The blanket pulled up to the pillow over the whole mattress, its side draping down in a curve to a scalloped hem
      // well past the frame (91): just under it, a white sliver too thin to colour opened between them. Its top is
      // turned back along the pillow's end, a fold to colour apart.
      ...(options?.isSleptIn ? [] : [shape(`M70 54 Q100 50 134 53 L134 99${hem} Q58 76 70 54 Z`), curve('M65 64 Q98 59 134 62')]),
      // The pillow at the head, plump and rounded, lying on the blanket's turned-back top.
      shape('M36 58 Q32 40 48 38 L66 38 Q80 40 76 58 Q56 61 36 58 Z'),
      // The headboard and footboard, boards with rounded tops standing on the floor, in front of the mattress's,
      // frame's and blanket's ends so those end at the boards instead of running over them.
      shape('M4 110 L4 18 Q4 6 16 6 L22 6 Q34 6 34 18 L34 110 Z'),
      shape('M130 110 L130 40 Q130 32 138 32 L148 32 Q156 32 156 40 L156 110 Z'),
    ];
    if (hasDetail) shapes.push(rect(10, 18, 18, 40, 5), rect(136, 42, 14, 24, 4));
    if (options?.isSleptIn) return { width: 160, height: 110, shapes, anchors: { lie: [56, 44], top: [104, 51] } };
    // A seam along the blanket, quilting for older children.
    if (hasDetail) shapes.push(curve('M64 80 Q97 77 130 80'));
    if (detail === 'high') shapes.push(line([91, 60], [91, 100]), line([110, 60], [110, 100]), ellipse(56, 48, 8, 2.8));
    // `lie` is where a head rests on the pillow; `top` the middle of the blanket, where a pet curls up.
    return { width: 160, height: 110, shapes, anchors: { lie: [56, 44], top: [104, 51] } };
  },
};
