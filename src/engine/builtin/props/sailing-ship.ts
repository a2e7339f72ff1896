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
  // The skull and crossbones: bones as bold lines behind the skull, so nothing is too thin to colour.
  if (isPirate) shapes.push(line([58, 12], [76, -2]), line([58, -2], [76, 12]), circle(67, 3, 6), rect(63.5, 6, 7, 5, 1.5));
  if (!isPirate && detail !== 'low') shapes.push(line([52, 7], [74, 7]));
  // Stern cabin, bulwark and hull.
  shapes.push(rect(4, 52, 24, 20, 2));
  if (detail !== 'low') shapes.push(rect(10, 57, 12, 8, 2));
  // A wooden hull whose bow and stern curve up, not a ferry's straight sides.
  shapes.push(shape('M0 60 Q4 70 14 70 L86 70 Q96 68 104 56 L92 92 Q52 97 14 92 Z'));
  if (detail !== 'low') {
    for (const x of [30, 46, 62, 78]) shapes.push(isPirate ? rect(x - 4, 74, 8, 7, 1.5) : circle(x, 78, 3.5));
  }
  if (detail === 'high') shapes.push(line([10.6, 84], [94.6, 84]));
  // Waves in front of the hull.
  shapes.push(shape('M-4 90 Q5 84 14 90 Q23 96 32 90 Q41 84 50 90 Q59 96 68 90 Q77 84 86 90 Q95 96 104 90 L104 100 L-4 100 Z'));
  return { width: 104, height: isPirate ? 106 : 100, shapes: isPirate ? [`<g transform="translate(0 6)">${shapes.join('')}</g>`] : shapes, anchors: { stand: [33, isPirate ? 76 : 70] } };
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
