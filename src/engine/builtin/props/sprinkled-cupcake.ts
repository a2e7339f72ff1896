import type { ComposedProp } from './composed-prop';
import { bar, circle, curve, polygon, rect, type Point } from './prop-shapes';

/** Sprinkles on the icing: where each lies and which way, in the drawing's units; the youngest get the first few, bigger. */
const SPRINKLES: Array<{ at: Point; angle: number }> = [
  { at: [28, 54], angle: 0.6 },
  { at: [50, 38], angle: -0.5 },
  { at: [72, 55], angle: -0.8 },
  { at: [50, 56], angle: 1.4 },
  { at: [46, 25.5], angle: 0.3 },
  { at: [36, 38], angle: 1.1 },
  { at: [64, 38], angle: 0.2 },
  { at: [39, 57], angle: -0.3 },
  { at: [61, 53], angle: 0.9 },
  { at: [18, 55], angle: -1.2 },
  { at: [82, 54], angle: 1.3 },
  { at: [58, 25], angle: -1 },
  { at: [38, 25], angle: 1.5 },
  { at: [26, 39], angle: -0.7 },
  { at: [74, 39], angle: 0.5 },
];

/**
 * A cupcake with sprinkles ("a cupcake with sprinkles"): a pleated paper case under three swirls of icing with a
 * cherry on top, sprinkles lying all over the icing as little closed rods, where the page drew a plain cupcake icon and
 * said "Couldn't draw: sprinkles". Five big sprinkles for 3-5; more of them, the case's pleats and the cherry's stem
 * for older children.
 */
export const sprinkledCupcake: ComposedProp = {
  name: 'sprinkled-cupcake',
  words: ['cupcake with sprinkle', 'sprinkled cupcake', 'sprinkle', 'fairy cake'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  isOnTable: true,
  draw(detail) {
    const shapes: string[] = [];
    if (detail !== 'low') shapes.push(curve('M50 8Q52 0 60 -2'));
    shapes.push(circle(50, 13, 8));
    // The paper case, its pleats from its top to its foot.
    shapes.push(polygon([[16, 58], [84, 58], [74, 98], [26, 98]], 2));
    if (detail !== 'low') {
      for (let pleat = 1; pleat < 7; pleat++) {
        const share = pleat / 7;
        shapes.push(curve(`M${16 + 68 * share} 64L${26 + 48 * share} 98`));
      }
    }
    // The icing's swirls, the top one furthest back so each lower one lies in front of the one above it.
    shapes.push(rect(30, 18, 40, 17, 8.5), rect(19, 31, 62, 18, 9), rect(8, 45, 84, 19, 9.5));
    const count = detail === 'low' ? 5 : detail === 'medium' ? 10 : SPRINKLES.length;
    const [length, thickness] = detail === 'low' ? [8, 3.6] : [6.5, 2.8];
    for (const { at, angle } of SPRINKLES.slice(0, count)) {
      const dx = (Math.cos(angle) * length) / 2;
      const dy = (Math.sin(angle) * length) / 2;
      shapes.push(bar([at[0] - dx, at[1] - dy], [at[0] + dx, at[1] + dy], thickness));
    }
    return { width: 100, height: 98, shapes, anchors: {} };
  },
};
