import type { Detail } from '../motif-library';
import type { ComposedProp } from './composed-prop';
import { tractorArt } from './farm-tractor';
import { circle, line, rect } from './prop-shapes';

/** The wagon's bed (left, right, top, depth) and its two wheels, behind the tractor that faces left. */
const BED_LEFT = 180;
const BED_RIGHT = 336;
const BED_TOP = 72;
const BED_DEPTH = 13;
const WHEEL_Y = 104;
const WHEEL_RADIUS = 18;
const WHEELS = [210, 306] as const;
/** A hay bale's size. */
const BALE_WIDTH = 50;
const BALE_HEIGHT = 27;

/** A hay bale: a rounded block with its two twine bands for 6-8, and wisps of straw poking out for 9-12. */
function bale(x: number, y: number, detail: Detail): string[] {
  const shapes = [rect(x, y, BALE_WIDTH, BALE_HEIGHT, 4)];
  if (detail !== 'low') for (const share of [0.3, 0.7]) shapes.push(line([x + BALE_WIDTH * share, y + 2], [x + BALE_WIDTH * share, y + BALE_HEIGHT - 2]));
  if (detail === 'high') {
    shapes.push(line([x + 7, y + 9], [x + 11, y + 13]), line([x + 22, y + 16], [x + 27, y + 19]), line([x + 40, y + 8], [x + 44, y + 12]));
  }
  return shapes;
}

/**
 * A farm tractor pulling a wagon of hay ("a tractor pulling a hay wagon"): the farm tractor facing left, a drawbar from
 * its back to a flat wagon on two wheels, the hay bales stacked on the wagon's bed (two rows for 3-5, a third bale on
 * top for older children). The words' tractor was drawn alone, with no wagon behind it.
 */
export const hayWagon: ComposedProp = {
  name: 'hay-wagon',
  words: ['hay wagon', 'hay cart', 'hay trailer', 'hay wagons', 'hay carts', 'hayride', 'hay ride', 'wagon of hay', 'cart of hay', 'trailer of hay'],
  kind: 'vehicle',
  size: 'large',
  stands: 'ground',
  loneShare: 0.94,
  includes: ['tractor', 'farm-tractor'],
  draw(detail) {
    const tractor = tractorArt(detail, true);
    // The drawbar from under the cab's back to the wagon's front, drawn first so both ends hide under what they join.
    const shapes = [rect(146, 82, BED_LEFT - 146 + 8, 9, 3)];
    shapes.push(...tractor.shapes);
    // The wagon's bed over its wheels, its side a plank or two deep.
    for (const x of WHEELS) shapes.push(circle(x, WHEEL_Y, WHEEL_RADIUS), circle(x, WHEEL_Y, WHEEL_RADIUS * 0.45));
    shapes.push(rect(BED_LEFT, BED_TOP, BED_RIGHT - BED_LEFT, BED_DEPTH, 2));
    if (detail !== 'low') shapes.push(line([BED_LEFT + 3, BED_TOP + BED_DEPTH / 2], [BED_RIGHT - 3, BED_TOP + BED_DEPTH / 2]));
    // The bales: a bottom row along the bed, a row of two over their joins, one more on top for older children.
    const rows = detail === 'low' ? [3, 2] : [3, 2, 1];
    rows.forEach((count, row) => {
      const left = (BED_LEFT + BED_RIGHT) / 2 - (count * BALE_WIDTH) / 2;
      for (let index = 0; index < count; index++) shapes.push(...bale(left + index * BALE_WIDTH, BED_TOP - (row + 1) * BALE_HEIGHT, detail));
    });
    return { width: BED_RIGHT + 2, height: tractor.height, shapes, anchors: {} };
  },
};
