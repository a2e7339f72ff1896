import type { ComposedProp } from './composed-prop';
import { circle, curve, ellipse, shape } from './prop-shapes';

/**
 * A desert's tall cactus: a rounded trunk with an arm bent up at each side, at different heights. Ribs down the trunk
 * and the arms give 6-8 stripes to colour, and for 9-12 a flower opens on its top. No spines: specks too small to
 * colour. It has no words: the desert stands it on its dunes; "a cactus" the words name keeps its own icon.
 */
export const saguaroCactus: ComposedProp = {
  name: 'saguaro-cactus',
  words: [],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    // The arms first, their inner ends under the trunk drawn over them.
    const shapes = [
      shape('M34 66H16Q8 66 8 58V36Q8 30 14 30Q20 30 20 36V54H34Z'),
      shape('M46 52H62Q70 52 70 44V24Q70 18 64 18Q58 18 58 24V40H46Z'),
      shape('M28 100V14Q28 4 39 4Q50 4 50 14V100Z'),
    ];
    if (detail !== 'low') {
      // Ribs from edge to edge of each part, so each stripe is closed: one down each for 6-8, two down the trunk for 9-12.
      const trunkRibs = detail === 'high' ? [35, 43] : [39];
      shapes.push(...trunkRibs.map((x) => curve(`M${x} ${x === 39 ? 4 : 4.6}V100`)), curve('M14 30V65.6'), curve('M64 18V51.6'));
    }
    if (detail === 'high') {
      for (const [cx, cy] of [[34, 4], [44, 4], [39, 0]] as const) shapes.push(ellipse(cx, cy, 4, 3.5));
      shapes.push(circle(39, 4, 2.6));
    }
    return { width: 78, height: 100, shapes, anchors: {} };
  },
};
