import type { Detail } from '../motif-library';
import type { ComposedProp, PropArt } from './composed-prop';
import { bar, circle, curve, ellipse, line, rect, shape } from './prop-shapes';

/** The cage's roof line and the top of its tray, in the drawing's units. */
const EAVES = 16;
const TRAY = 72;

/**
 * A pet's cage: a wire cage under a round roof with a ring to carry it by, on a deep tray, an exercise wheel inside
 * for 6-8 and a water bottle for 9-12; with its hamster sitting in it when the words name one.
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
  if (detail === 'high') shapes.push(rect(10, 24, 8, 22, 3), bar([14, 46], [18, 54], 2.5));
  if (hasHamster) {
    // The hamster sitting facing left, its ear behind its round back, its round body down into the tray's bedding
    // between two bars, so no bar ends in a crumb of white against it.
    shapes.push(circle(33, 45, 5), shape(`M24 ${TRAY + 2}C19 68 19 62 21 57C24 48 32 44 41 44C52 44 60 50 62 57C63.5 63 63 68 59 ${TRAY + 2}Z`));
    if (detail !== 'low') shapes.push(circle(33, 45.5, 2.3), curve('M27 62Q31 70 39 68'));
    shapes.push(circle(29, 55, 2.4), ellipse(22, 60.5, 1.8, 1.5));
  }
  shapes.push(rect(2, TRAY, 96, 16, 4));
  if (detail !== 'low') shapes.push(line([2, TRAY + 6], [98, TRAY + 6]));
  return { width: 100, height: TRAY + 16, shapes, anchors: {} };
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
 * hamster sits in it (hamsterCage), not beside it.
 */
export const cage: ComposedProp = {
  name: 'cage',
  words: ['cage', 'hamster cage', 'pet cage', 'animal cage'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  houses: { hamster: 'hamster-cage' },
  draw: (detail) => drawCage(detail, false),
};
