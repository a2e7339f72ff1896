import type { ComposedProp } from './composed-prop';
import { circle, curve, shape } from './prop-shapes';

/**
 * A fluffy house slipper ("a puppy chewing a slipper"), side on with its toe to the right: a thick sole, a puffed-up toe
 * cap with a pompom on it and a low back round the heel, the lining showing in the opening. Stitching along the cap and
 * a seam round the sole give older children more to colour. The page said "Couldn't draw: slipper".
 */
export const slipper: ComposedProp = {
  name: 'slipper',
  words: ['slipper', 'house slipper', 'bedroom slipper', 'fluffy slipper'],
  kind: 'thing',
  size: 'small',
  stands: 'ground',
  isIndoors: true,
  draw(detail) {
    const shapes: string[] = [];
    // The low back round the heel, behind the cap, its lining showing in the opening.
    shapes.push(shape('M10 58Q4 40 18 34Q40 30 70 36L70 58Z'));
    // Hung from the back's rim, so no sliver lies between them; at the youngest's thick lines too thin to colour, so left out.
    if (detail !== 'low') shapes.push(shape('M18 34Q40 30 70 36Q44 54 18 34Z'));
    // The puffed-up toe cap over the front half.
    shapes.push(shape('M58 58Q54 26 92 18Q132 14 152 40Q160 52 154 58Z'));
    // The sole under it all, a rounded slab.
    shapes.push(shape('M4 58Q2 70 16 70L148 70Q162 70 160 58Z'));
    // A pompom on top of the toe.
    shapes.push(circle(112, 18, 14));
    if (detail !== 'low') {
      // Stitching along the cap's edge, and a seam along the sole.
      shapes.push(curve('M66 54Q64 32 92 26Q124 22 144 42'));
      shapes.push(curve('M14 64L150 64'));
    }
    if (detail === 'high') for (const [x, y] of [[104, 12], [118, 22], [110, 24]] as const) shapes.push(curve(`M${x} ${y}q3 -3 6 0`));
    return { width: 164, height: 72, shapes, anchors: { top: [112, 6] } };
  },
};
