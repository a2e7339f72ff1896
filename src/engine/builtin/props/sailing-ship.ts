import type { Detail } from '../motif-library';
import type { ComposedProp, PropArt } from './composed-prop';
import { circle, line, polygon, rect, shape } from './prop-shapes';

/** A tall ship on the waves; a pirate ship flies a skull flag and has cannon ports. */
function shipArt(detail: Detail, isPirate: boolean): PropArt {
  const shapes = [
    // The jib, from the top of the mast to the bow, behind the square sails.
    polygon([[54, 12], [96, 66], [56, 62]], 2),
    rect(47, 8, 6, 62, 2),
    // The lower sail overlaps the upper one: a narrow gap between them could not be coloured.
    shape('M30 14 Q50 10 70 14 L69 36 Q50 32 31 36 Z'),
    shape('M24 34 Q50 29 76 34 L74 60 Q50 55 26 60 Z'),
    isPirate ? rect(52, -6, 30, 22, 2) : rect(52, 0, 22, 14, 1.5),
  ];
  // The skull and crossbones: bones as bold lines with round knuckles at both ends, behind a skull with a jaw and eye holes.
  if (isPirate) {
    shapes.push(line([58, 12], [76, -2]), line([58, -2], [76, 12]));
    for (const [x, y] of [[57.5, 12.5], [76.5, -2.5], [57.5, -2.5], [76.5, 12.5]] as const) shapes.push(circle(x, y, 1.7));
    shapes.push(rect(63.6, 5, 6.8, 5.2, 1.6), circle(67, 2.4, 5.4), circle(65, 2.6, 1.4), circle(69, 2.6, 1.4));
  }
  if (!isPirate && detail !== 'low') shapes.push(line([52, 7], [74, 7]));
  // A wooden hull: a raised stern deck, the main deck lower, the bow sweeping up; round-bellied below.
  shapes.push(shape('M2 52 L26 52 L28 64 L86 64 Q98 62 106 52 Q100 78 90 92 Q52 98 14 92 Q6 78 2 52 Z'));
  if (detail !== 'low') {
    shapes.push(rect(8, 56, 12, 6, 2));
    for (const x of [34, 50, 66, 82]) shapes.push(isPirate ? rect(x - 4, 70, 8, 7, 1.5) : circle(x, 74, 3.5));
  }
  // Planks along the hull for older children, each seam from one side of the hull to the other.
  if (detail === 'high') shapes.push(line([10.3, 84], [94.7, 84]), line([12.1, 88], [92.7, 88]));
  // Waves in front of the hull.
  shapes.push(shape('M-4 90 Q5 84 14 90 Q23 96 32 90 Q41 84 50 90 Q59 96 68 90 Q77 84 86 90 Q95 96 104 90 L104 100 L-4 100 Z'));
  return { width: 104, height: isPirate ? 106 : 100, shapes: isPirate ? [`<g transform="translate(0 6)">${shapes.join('')}</g>`] : shapes, anchors: { stand: [40, isPirate ? 70 : 64] } };
}

export const sailingShip: ComposedProp = {
  name: 'sailing-ship',
  words: ['ship', 'sailing ship', 'tall ship', 'galleon'],
  kind: 'vehicle',
  size: 'large',
  stands: 'ground',
  draw: (detail) => shipArt(detail, false),
};

export const pirateShip: ComposedProp = {
  name: 'pirate-ship',
  words: ['pirate ship', 'pirate boat'],
  kind: 'vehicle',
  size: 'large',
  stands: 'ground',
  draw: (detail) => shipArt(detail, true),
};
