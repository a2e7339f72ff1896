import type { ComposedProp } from './composed-prop';
import { circle, curve, line, polygon, rect, shape } from './prop-shapes';

/** A four-pointed sparkle centred on (x, y), `size` from its middle to each point: the glass catching the light. */
function sparkle(x: number, y: number, size: number): string {
  const waist = size * 0.28;
  return polygon([[x, y - size], [x + waist, y - waist], [x + size, y], [x + waist, y + waist], [x, y + size], [x - waist, y + waist], [x - size, y], [x - waist, y - waist]], 0.6);
}

/** Sparkles round the slipper, [x, y, size], by age: two big ones for the youngest, more for older children. */
const SPARKLES = {
  low: [[22, 22, 11], [150, 34, 10]],
  medium: [[22, 22, 10], [150, 30, 9], [40, 50, 6]],
  high: [[22, 22, 10], [150, 30, 9], [40, 50, 6], [132, 8, 5], [72, 16, 5]],
} as const;

/**
 * Cinderella's glass slipper ("a glass slipper"): a high-heeled shoe seen from the side, toe to the left, its opening
 * showing the lining, resting on a velvet cushion with tassels at its corners, sparkles round it for the glass. A bow
 * on the toe, shine on the glass, the cushion's buttons and piping give older children more to colour.
 */
export const glassSlipper: ComposedProp = {
  name: 'glass-slipper',
  words: ['glass slipper', 'glass shoe', 'cinderella slipper', 'cinderella shoe'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const hasDetail = detail !== 'low';
    const shapes: string[] = [];
    for (const [x, y, size] of SPARKLES[detail]) shapes.push(sparkle(x, y, size));
    // The cushion: a plump pillow, its corners pointing out at the sides, a tassel hanging from each.
    for (const x of [12, 160]) shapes.push(line([x, 102], [x, 110]), polygon([[x, 108], [x + 6, 124], [x - 6, 124]], 2));
    shapes.push(shape('M10 102 Q26 78 86 80 Q146 78 162 102 Q146 126 86 124 Q26 126 10 102 Z'));
    if (hasDetail) shapes.push(curve('M22 104 Q86 114 150 104'));
    if (detail === 'high') for (const x of [56, 86, 116]) shapes.push(circle(x, 115, 2.6));
    // The heel under the back, then the shoe: its toe on the cushion at the left, the sole arching up to the heel.
    shapes.push(polygon([[122, 58], [136, 56], [132, 92], [126, 92]], 2));
    shapes.push(shape('M30 92 Q22 92 22 84 Q24 72 40 68 Q62 62 78 52 Q100 60 116 42 Q124 32 136 34 Q146 38 142 52 L138 60 Q124 60 110 70 Q92 86 62 90 L36 92 Z'));
    // The opening, the lining seen inside it.
    shapes.push(shape('M80 54 Q100 62 116 46 Q124 38 134 40 Q126 52 114 58 Q96 68 80 54 Z'));
    if (hasDetail) {
      // Shine along the toe and the heel counter, and a bow on the toe.
      shapes.push(curve('M32 78 Q40 72 50 70'), curve('M138 44 Q140 50 136 56'));
      shapes.push(polygon([[56, 66], [48, 58], [46, 70]], 1.5), polygon([[56, 66], [66, 56], [68, 68]], 1.5), circle(57, 64, 3.4));
    }
    if (detail === 'high') shapes.push(rect(124, 88, 10, 4, 1));
    return { width: 172, height: 126, shapes, anchors: { top: [80, 54] } };
  },
};
