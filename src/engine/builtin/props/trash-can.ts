import type { Detail } from '../motif-library';
import type { ComposedProp, PropArt } from './composed-prop';
import { circle, line, polygon, rect, shape } from './prop-shapes';

/** The can's rim, under its lid, in the drawing's units. */
const RIM = 52;

/**
 * A trash can: a ribbed metal can with handles either side under a rim; with a raccoon in it, the lid is pushed up
 * askew and the raccoon looks out over the rim, its masked face and paws on the rim, its striped tail hanging out.
 */
function drawTrashCan(detail: Detail, hasRaccoon: boolean): PropArt {
  const shapes: string[] = [];
  if (hasRaccoon) {
    // The lid pushed up and leaning on the rim behind the raccoon's head, its handle on top.
    shapes.push(polygon([[69, 26.2], [70.2, 18.5], [81.2, 20], [80.5, 27.7]], 2), polygon([[52, 24], [98, 30], [96, 40], [50, 34]], 3));
    // The raccoon's ears, its head, its mask round the eyes and the muzzle, all above its paws on the rim.
    shapes.push(polygon([[22, 28], [22, 10], [36, 20]], 2.5), polygon([[62, 28], [62, 10], [48, 20]], 2.5));
    shapes.push(shape(`M42 ${RIM + 2}C22 ${RIM + 2} 18 32 22 26C26 18 34 16 42 16C50 16 58 18 62 26C66 32 62 ${RIM + 2} 42 ${RIM + 2}Z`));
    shapes.push(shape('M22 31Q30 23 38 29Q42 31 46 29Q54 23 62 31Q56 39 46 36Q42 35 38 36Q28 39 22 31Z'));
    shapes.push(circle(31, 31, 3), circle(53, 31, 3));
    if (detail !== 'low') shapes.push(circle(31.5, 31.5, 1.2), circle(53.5, 31.5, 1.2));
    shapes.push(shape('M34 45Q34 36 42 36Q50 36 50 45Z'), polygon([[39, 38], [45, 38], [42, 41]], 1.2));
  } else {
    shapes.push(rect(42, 36, 16, 8, 3), shape(`M8 ${RIM + 2}Q10 40 50 40Q90 40 92 ${RIM + 2}Z`));
  }
  // The handles, then the can, its ribs and its rim.
  shapes.push(rect(6, RIM + 14, 10, 12, 3), rect(84, RIM + 14, 10, 12, 3));
  shapes.push(polygon([[12, RIM], [88, RIM], [82, 118], [18, 118]], 3));
  if (detail !== 'low') for (const share of [0.25, 0.5, 0.75]) shapes.push(line([12 + 76 * share, RIM + 8], [18 + 64 * share, 118]));
  if (detail === 'high') shapes.push(line([15.2, RIM + 40], [84.8, RIM + 40]));
  shapes.push(rect(8, RIM - 2, 84, 10, 4));
  if (hasRaccoon) {
    shapes.push(rect(22, RIM - 6, 14, 9, 4.5), rect(48, RIM - 6, 14, 9, 4.5));
    // Its ringed tail hanging out over the rim at the right and down the can's side, each ring across it where its
    // sides run straight.
    shapes.push(polygon([[66, RIM], [84, RIM], [96, RIM + 12], [98, RIM + 30], [90, RIM + 40], [82, RIM + 32], [76, RIM + 14]], 3));
    shapes.push(line([77.33, RIM + 18], [96.67, RIM + 18]), line([80.67, RIM + 28], [97.78, RIM + 28]));
  }
  return { width: 100, height: 118, shapes, anchors: {} };
}

/** A raccoon in a trash can ("a raccoon in a trash can"): the can the words name, the raccoon looking out of it. */
export const raccoonInTrashCan: ComposedProp = {
  name: 'raccoon-in-trash-can',
  words: [],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  includes: ['raccoon', 'trash-can'],
  draw: (detail) => drawTrashCan(detail, true),
};

/**
 * A trash can the words name, where the page said "Couldn't draw: trash"; named with a raccoon ("a raccoon in a
 * trash can"), the raccoon looks out of it (raccoonInTrashCan), not standing beside it.
 */
export const trashCan: ComposedProp = {
  name: 'trash-can',
  words: ['trash can', 'garbage can', 'trash bin', 'rubbish bin', 'dustbin', 'garbage bin'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  houses: { raccoon: 'raccoon-in-trash-can' },
  draw: (detail) => drawTrashCan(detail, false),
};
