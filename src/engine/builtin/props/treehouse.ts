import type { ComposedProp } from './composed-prop';
import type { Detail } from '../motif-library';
import { fmt } from '../svg-number';
import { bar, circle, curve, line, polygon, rect, shape } from './prop-shapes';

/** The treehouse's window, in its units: a friend looks out of it (drawn clipped to it by the composer). */
export const TREEHOUSE_WINDOW = { x: 13, y: 59, width: 22, height: 19 } as const;
/**
 * The boxes the treehouse fills, in its units (crown and house, trunk, swing, ladder): grass and
 * flowers may grow in the gaps between them, under the swing and beside the ladder.
 */
export const TREEHOUSE_PARTS = [
  { x: 0, y: 0, width: 100, height: 96 },
  { x: 28, y: 88, width: 42, height: 62 },
  { x: 5, y: 94, width: 28, height: 38 },
  { x: 62, y: 82, width: 24, height: 68 },
] as const;
/** The rope swing's two ropes (across) and its seat's middle and top, in the treehouse's units. */
export const TREEHOUSE_SWING = { ropes: [11, 27], seat: [19, 126] } as const;
/** Where the platform's top is, in the treehouse's units. */
export const TREEHOUSE_FLOOR = 88;
/**
 * The ladder's rails, foot and top: ending at the platform's top (up past it they stuck up beside the feet of a friend
 * on the porch), and as wide as a climber's hands are apart, so the hands beside the head hold the rails.
 */
const LADDER = { foot: [[69, 150], [84, 150]], top: [[66.2, TREEHOUSE_FLOOR], [81.2, TREEHOUSE_FLOOR]] } as const;
/** The ladder's rails' feet on the ground, in the treehouse's units. */
export const TREEHOUSE_LADDER_FEET = LADDER.foot;

/** Leaf tufts drawn as little arcs inside the crown, clear of the house. */
const LEAF_TUFTS: ReadonlyArray<readonly [number, number]> = [[72, 20], [20, 24], [84, 44], [55, 10], [12, 44]];

/** A tree's crown: an ellipse's outline made of outward bumps, one closed shape, the first dip `phase` bumps past its right end. */
function leafyCrown(cx: number, cy: number, rx: number, ry: number, bumps: number, phase: number): string {
  const at = (index: number): readonly [number, number] => {
    const angle = ((index + phase) / bumps) * Math.PI * 2;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)];
  };
  let d = `M${fmt(at(0)[0])} ${fmt(at(0)[1])}`;
  for (let index = 1; index <= bumps; index++) {
    const [fromX, fromY] = at(index - 1);
    const [x, y] = at(index);
    const radius = Math.hypot(x - fromX, y - fromY) * 0.62;
    d += `A${fmt(radius)} ${fmt(radius)} 0 0 1 ${fmt(x)} ${fmt(y)}`;
  }
  return shape(`${d}Z`);
}

/**
 * A big tree with a little wooden house on a platform in its crown: a thick trunk with roots, the
 * house with a pitched roof, a window, a door and a pennant, a porch beside it, a rope swing under
 * the platform and a ladder from the ground up to the platform's top, so it plainly reaches it.
 */
/** The ladder's rungs' heights, in the treehouse's units (a climber's foot stands on one). */
export function treehouseRungs(detail: Detail): number[] {
  return detail === 'low' ? [102, 120, 138] : [100, 112, 124, 136, 146];
}

export const treehouse: ComposedProp = {
  name: 'treehouse',
  words: ['treehouse', 'tree house', 'tree fort'],
  kind: 'place',
  size: 'large',
  stands: 'ground',
  draw(detail) {
    // Down to the porch behind the house and the friend on it, so the hill's line crosses its side steeply: ending
    // just at the hill, its underside ran along that line in a thin wedge behind the friend's waving arm (round 13).
    // The dips between bumps are kept off the hill's line, so it meets the crown on a round bump, not in a notch.
    const shapes = [leafyCrown(50, 40, 48, 39, detail === 'low' ? 11 : 14, 0.5)];
    if (detail !== 'low') for (const [x, y] of detail === 'high' ? LEAF_TUFTS : LEAF_TUFTS.slice(0, 3)) shapes.push(curve(`M${x - 5} ${y}q5 -4 10 0`));
    // The brace goes under the trunk and the platform, so both ends are hidden in what it holds, and keeps right of the
    // swing's rope: from further out under the platform it crossed the rope.
    shapes.push(bar([47, 124], [32, 91], 4.5));
    shapes.push(polygon([[30, 150], [39, 141], [42, 92], [58, 92], [61, 141], [68, 150]], 3));
    if (detail !== 'low') shapes.push(line([47, 100], [46, 140]), line([53, 108], [54, 132]));
    // The rope swing hangs under the platform, clear of the trunk and the ladder.
    const [ropeA, ropeB] = TREEHOUSE_SWING.ropes;
    shapes.push(line([ropeA, 95], [ropeA, 127]), line([ropeB, 95], [ropeB, 127]), rect(ropeA - 4, TREEHOUSE_SWING.seat[1], ropeB - ropeA + 8, 4.5, 1.5));
    // The ladder goes up behind the platform's edge, which hides its top: drawn over the plank, its rails ran across it
    // up to the feet of a friend on the porch.
    const [[lx0, ly0], [rx0, ry0]] = LADDER.foot;
    const [[lx1, ly1], [rx1, ry1]] = LADDER.top;
    shapes.push(line([lx0, ly0], [lx1, ly1]), line([rx0, ry0], [rx1, ry1]));
    for (const rungY of treehouseRungs(detail)) {
      const t = (ly0 - rungY) / (ly0 - ly1);
      shapes.push(line([lx0 + (lx1 - lx0) * t, rungY], [rx0 + (rx1 - rx0) * t, rungY]));
    }
    shapes.push(rect(2, TREEHOUSE_FLOOR, 96, 7, 2));
    shapes.push(rect(8, 52, 52, TREEHOUSE_FLOOR - 52, 1.5));
    // Plank seams run the wall's width; the window and door drawn over them hide them there.
    if (detail !== 'low') for (const y of detail === 'high' ? [60, 67, 74, 81] : [64, 76]) shapes.push(line([8, y], [60, y]));
    shapes.push(polygon([[2, 55], [34, 30], [66, 55]], 3));
    if (detail === 'high') shapes.push(line([12, 48], [56, 48]), line([21, 41], [47, 41]));
    shapes.push(line([34, 31], [34, 16]), polygon([[34, 15], [47, 19.5], [34, 24]], 1.5));
    const { x, y, width, height } = TREEHOUSE_WINDOW;
    shapes.push(rect(x, y, width, height, 2), rect(x - 2, y + height, width + 4, 3, 1));
    shapes.push(rect(42, 62, 13, TREEHOUSE_FLOOR - 62, 5), circle(51.5, 76, 1.3));
    return {
      width: 100,
      height: 150,
      shapes,
      // `stand` is the porch beside the house, `ladder` the top of the ladder, `swing` its seat.
      anchors: { stand: [85, TREEHOUSE_FLOOR], ladder: [(lx1 + rx1) / 2, ly1], swing: TREEHOUSE_SWING.seat },
    };
  },
};
