import type { ComposedProp } from './composed-prop';
import { curve, ellipse, polygon, shape } from './prop-shapes';

/** Where the crater's rim is, in the drawing's units. */
const RIM = 44;

/**
 * A volcano the words name ("a dinosaur near a volcano"): a mountain with a crater at its top, lava running down its
 * slopes and a cloud of smoke above. Bands of rock across the slopes give older children more to colour.
 */
export const smokingVolcano: ComposedProp = {
  name: 'smoking-volcano',
  words: ['volcano'],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  draw(detail) {
    // The smoke rises from behind the rim, so the mountain drawn next covers the column's foot.
    const shapes = [
      shape(`M44 ${RIM}Q40 34 44 28Q34 26 34 18Q34 8 46 10Q50 0 62 4Q74 0 78 10Q90 10 88 20Q88 28 76 28Q78 34 70 34Q64 36 60 32Q56 36 56 ${RIM}Z`),
      polygon([[0, 100], [36, RIM], [64, RIM], [100, 100]], 5),
    ];
    if (detail === 'high') {
      // Bands of rock from slope to slope, each wider towards the foot.
      for (const y of [54, 80]) {
        const half = 14 + ((y - RIM) / (100 - RIM)) * 36;
        shapes.push(curve(`M${50 - half} ${y}Q50 ${y + 6} ${50 + half} ${y}`));
      }
    }
    // Lava spilling over the rim in tongues of different lengths.
    shapes.push(shape(`M40 ${RIM}Q34 60 30 76Q28 84 34 82Q38 78 40 66Q44 60 46 66Q46 88 52 90Q58 88 56 68Q58 60 62 64Q66 74 70 72Q72 68 66 56Q62 48 60 ${RIM}Z`));
    if (detail !== 'low') shapes.push(ellipse(22, 92, 6, 4), ellipse(74, 92, 5, 3.5));
    shapes.push(ellipse(50, RIM, 14, 4));
    return { width: 100, height: 100, shapes, anchors: {} };
  },
};
