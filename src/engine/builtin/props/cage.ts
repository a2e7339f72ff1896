import type { Detail } from '../motif-library';
import type { ComposedProp, PropArt } from './composed-prop';
import { bar, circle, curve, ellipse, line, rect, shape } from './prop-shapes';

/** The cage's roof line and the top of its tray, in the drawing's units. */
const EAVES = 16;
const TRAY = 72;

/**
 * A pet's cage: a wire cage under a round roof with a ring to carry it by, on a deep tray heaped with shavings, an
 * exercise wheel and a water bottle inside for 6-8 and 9-12; with its hamster sitting in it when the words name one.
 */
function drawCage(detail: Detail, hasHamster: boolean): PropArt {
  const shapes = [circle(50, 5, 4.5)];
  shapes.push(shape(`M6 ${EAVES + 2}Q6 8 50 8Q94 8 94 ${EAVES + 2}Z`), rect(6, EAVES, 88, TRAY - EAVES + 2, 1));
  for (let x = 16; x < 94; x += 10) shapes.push(line([x, EAVES], [x, TRAY]));
  if (detail !== 'low') {
    // The exercise wheel on its stand.
    shapes.push(bar([78, 56], [78, TRAY], 5), circle(78, 48, 15), circle(78, 48, 3));
    for (const angle of [0, Math.PI / 3, (2 * Math.PI) / 3]) {
      const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
      shapes.push(line([78 + dx * 3, 48 + dy * 3], [78 + dx * 15, 48 + dy * 15]), line([78 - dx * 3, 48 - dy * 3], [78 - dx * 15, 48 - dy * 15]));
    }
  }
  // The water bottle clipped over a bar, its spout down to the hamster's height.
  if (detail !== 'low') shapes.push(rect(12, 24, 8, 20, 3), bar([16, 44], [18, 50], 2.5));
  if (hasHamster) shapes.push(...sittingHamster(detail));
  // Wood shavings heaped over the tray, round the bars' feet and the hamster's, bump by bump between the bars.
  shapes.push(shape(`M6.5 ${TRAY + 2}L6.5 68.5Q9 65 14 68Q19 64 24 67Q29 63 34 67Q39 64 44 67Q49 63 54 67Q59 64 64 67Q69 63 74 67Q79 64 84 67Q89 64 93.5 68.5L93.5 ${TRAY + 2}Z`));
  shapes.push(rect(2, TRAY, 96, 16, 4));
  if (detail !== 'low') shapes.push(line([2, TRAY + 6], [98, TRAY + 6]));
  return { width: 100, height: TRAY + 16, shapes, anchors: {} };
}

/**
 * A hamster sitting up facing out: a round body, a round head with two small round ears, puffed cheeks, a little nose,
 * dark eyes and two tiny front paws held together; no tail, as a hamster shows none. Its feet are in the shavings.
 * It was a half circle with one ear and an empty ring for an eye (judging 19).
 */
function sittingHamster(detail: Detail): string[] {
  const shapes = [circle(27, 35, 4.6), circle(45, 35, 4.6)];
  if (detail !== 'low') shapes.push(circle(26.5, 34.2, 2), circle(45.5, 34.2, 2));
  shapes.push(ellipse(37, 61, 19, 15), circle(36, 46, 11.5));
  // Puffed cheeks at the head's lower sides, clear of the mouth between them.
  shapes.push(ellipse(27, 51, 5, 4.5), ellipse(45, 51, 5, 4.5));
  shapes.push('<circle cx="31.5" cy="42.5" r="2" fill="#000"/>', '<circle cx="40.5" cy="42.5" r="2" fill="#000"/>');
  shapes.push(ellipse(36, 48, 1.8, 1.3), curve('M34 51Q36 53 38 51'));
  // The front paws held together under the chin.
  shapes.push(ellipse(33.5, 58, 3, 2.4), ellipse(38.5, 58, 3, 2.4));
  return shapes;
}

/** A hamster in its cage ("a hamster in a cage"): the cage the words name, with its hamster inside it. */
export const hamsterCage: ComposedProp = {
  name: 'hamster-cage',
  words: [],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  isIndoors: true,
  includes: ['hamster', 'cage'],
  draw: (detail) => drawCage(detail, true),
};

/**
 * A cage the words name, where the page said "Couldn't draw: cage"; named with a hamster ("a hamster in a cage"), the
 * hamster sits in it (hamsterCage), not beside it, and a zoo's lion or monkey stands in a big barred cage of its own.
 */
export const cage: ComposedProp = {
  name: 'cage',
  words: ['cage', 'hamster cage', 'pet cage', 'animal cage'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  houses: { hamster: 'hamster-cage', lion: 'lion-in-cage', monkey: 'monkey-in-cage' },
  draw: (detail) => drawCage(detail, false),
};
