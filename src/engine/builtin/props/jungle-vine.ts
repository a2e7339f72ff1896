import { figurePropShapes } from '../figure/draw-figure';
import type { FigureSpec } from '../figure/figure-context';
import type { Detail } from '../motif-library';
import type { ComposedProp, PropArt } from './composed-prop';
import { circle, polygon, shape, type Point } from './prop-shapes';

const MONKEY: FigureSpec = { kind: 'monkey', hair: null, hasBeard: false, outfit: null, accessories: [], prop: null };
const TROOP_MONKEY: FigureSpec = { ...MONKEY, kind: 'troop-monkey' };

const WIDTH = 240;
const HEIGHT = 300;
/**
 * The bough's underside, from its tip under the leaves down to where it curves into the trunk: start, control, end.
 * The bough tapers and rises out to its tip; a flat slab straight out from the trunk read as a gallows (round 20).
 */
const BOUGH_UNDERSIDE: readonly [Point, Point, Point] = [[222, 50], [140, 66], [84, 90]];
/** Where the hands hold the vines, and the vines' ends with nothing holding them. */
const GRIP_Y = 150;

/** The leaves' clumps, back row first: middle and radius. */
const CLUMPS = [
  [40, 12, 22],
  [92, 10, 24],
  [148, 12, 22],
  [200, 18, 20],
  [22, 32, 22],
  [62, 30, 26],
  [102, 28, 26],
  [142, 30, 26],
  [182, 28, 24],
  [218, 30, 18],
] as const;

const OUT = 24;
/** How much longer the bough is for each more monkey of a troop, each hanging that far along from the last. */
const TROOP_STEP = 165;
/** Half a vine's width, by age: wide enough inside the youngest's thick lines to colour. */
const VINE_HALF: Record<Detail, number> = { low: 4.6, medium: 2.8, high: 2.6 };
/**
 * The page's line in this drawing's units, by age, at the size scenes draw it (1250 px high): the monkey lays out its
 * face for it. The youngest's is a little thicker than their 14 px lines, so their monkey gets solid dot eyes: ringed
 * ones, inside the face's mask, left rings of white too thin to colour.
 */
const LINE_UNITS: Record<Detail, number> = { low: 4.4, medium: 9 / (1250 / HEIGHT), high: 6 / (1250 / HEIGHT) };

/** A vine hanging from the bough at `top` down to `bottom`, swaying a little, as a thin closed band. */
function vine(top: Point, bottom: Point, sway: number, half: number): string {
  const steps = 16;
  const at = (share: number): Point => [top[0] + (bottom[0] - top[0]) * share + Math.sin(share * Math.PI) * sway, top[1] + (bottom[1] - top[1]) * share];
  const side = (offset: number): Point[] => Array.from({ length: steps + 1 }, (_, index) => at(index / steps)).map(([x, y]) => [x + offset, y] as const);
  return polygon([...side(-half), ...side(half).reverse()], 2);
}

/** The bough's underside, lengthened by `reach` out to its tip for a troop of monkeys along it. */
function boughUnderside(reach: number): readonly [Point, Point, Point] {
  const [tip, control, root] = BOUGH_UNDERSIDE;
  return [[tip[0] + reach, tip[1]], [control[0] + reach / 2, control[1]], root];
}

/** The bough's underside's height at `x`, so a vine hangs from under it wherever it is; `reach` as in `boughUnderside`. */
export function boughUndersideAt(x: number, reach = 0): number {
  const [start, control, end] = boughUnderside(reach);
  const along = (share: number, axis: 0 | 1): number => (1 - share) ** 2 * start[axis] + 2 * share * (1 - share) * control[axis] + share ** 2 * end[axis];
  // The underside runs leftwards all along, so halving the share finds the point over `x`.
  let low = 0;
  let high = 1;
  for (let step = 0; step < 24; step++) {
    const middle = (low + high) / 2;
    if (along(middle, 0) > x) low = middle;
    else high = middle;
  }
  return along((low + high) / 2, 1);
}

/**
 * The crown over a troop's long bough, back row first: a high row (not for the youngest, whose thick lines closed its
 * crescents up), a middle one and a front one, the clumps a little different in size along each. The one crown's
 * clumps copied along it overlapped in arcs and read as a row of beads.
 */
function troopCrown(width: number, hasHighRow: boolean): Array<readonly [number, number, number]> {
  const row = (y: number, from: number, step: number, radius: number): Array<readonly [number, number, number]> =>
    Array.from({ length: Math.floor((width - 20 - from) / step) + 1 }, (_, index) => [from + index * step, y + (index % 2) * 4, radius + ((index * 7) % 3) * 3] as const);
  return [...(hasHighRow ? row(-14, 70, 78, 26) : []), ...row(12, 36, 56, 22), ...row(32, 22, 44, 21)];
}

/** A small pointed leaf on a vine at `base`, out to `side`. */
function vineLeaf([x, y]: Point, side: 1 | -1): string {
  return shape(`M${x} ${y}Q${x + side * 6} ${y - 10} ${x + side * 16} ${y - 8}Q${x + side * 10} ${y + 2} ${x} ${y}Z`);
}

/**
 * A jungle vine hanging from a tree's bough ("a monkey swinging on a vine"): the trunk at the side, its bough across the
 * top under round clumps of leaves, and two long vines hanging from it. With a monkey (`hasMonkey`) it hangs from them,
 * one vine in each hand over its head, its feet dangling over the grass; older children get leaves along the vines.
 */
function drawVine(detail: Detail, monkeyCount: number): PropArt {
  const hasDetail = detail !== 'low';
  const hasMonkey = monkeyCount > 0;
  const reach = Math.max(0, monkeyCount - 1) * TROOP_STEP;
  const width = WIDTH + reach;
  // A troop's drawing is wider than high and scenes fit its width, not its height, to their size: the vines are that
  // much wider in its units, or their insides thin to slivers.
  const unitsPerLine = Math.max(width, HEIGHT) / HEIGHT;
  const shapes: string[] = [];
  const vines: string[] = [];
  // A troop's monkeys are laid out for the line as thick in its units as it is on the page, and as simply as the
  // youngest's: drawn that much smaller, their finer details closed up into slivers.
  const isTroop = monkeyCount > 1;
  const placement = { pose: 'jumping' as const, expression: 'happy' as const, cx: WIDTH * 0.58, height: 165, facing: 1 as const, linePx: LINE_UNITS[detail] * unitsPerLine, detail: isTroop ? ('low' as const) : detail };
  const { hands } = figurePropShapes(MONKEY, { ...placement, groundY: 0 }).anchors;
  const lift = GRIP_Y - Math.min(hands.back.y, hands.front.y);
  // A troop hangs one after another along the bough, every other one a little higher: in one row they read as a frieze.
  const monkeys = Array.from({ length: monkeyCount }, (_, index) => ({ shift: index * TROOP_STEP, drop: index % 2 === 1 ? -18 : 0 }));
  const grips: Point[] = hasMonkey
    ? monkeys.flatMap(({ shift, drop }): Point[] => [[hands.back.x + shift, hands.back.y + lift + drop], [hands.front.x + shift, hands.front.y + lift + drop]])
    : [[WIDTH * 0.5, GRIP_Y + 40], [WIDTH * 0.72, GRIP_Y + 20]];
  // Each vine from the bough straight above its hand, swaying out a little, down into the hand, which closes over its end.
  grips.forEach((grip, index) => {
    const isLeft = index % 2 === 0;
    const sway = hasMonkey ? 0 : isLeft ? -8 : 8;
    // Straight up from the hand, behind the monkey's ear: swaying out past the ear, it left a sliver between them. Its
    // top runs up into the bough, drawn over it, so it hangs from under it.
    const x = grip[0] + (hasMonkey ? (isLeft ? -OUT : OUT) : 0);
    const top: Point = [x, boughUndersideAt(x, reach) - 4];
    vines.push(vine(top, grip, sway, VINE_HALF[detail] * unitsPerLine));
    if (hasDetail) for (const share of [0.3, 0.62]) vines.push(vineLeaf([top[0] + (grip[0] - top[0]) * share + Math.sin(share * Math.PI) * sway, top[1] + (grip[1] - top[1]) * share], isLeft ? -1 : 1));
  });
  // The trunk at the left, flaring into the ground, one outline with its bough: the bough curves up out of the trunk
  // and tapers to its tip under the leaves, over the vines' tops. The leaves go over both in round clumps, a back row
  // peeping over a front one; each clump overlaps the next down past the bough's top, so no sliver is left between.
  const [tip, control, root] = boughUnderside(reach);
  shapes.push(
    ...vines,
    shape(
      `M6 ${HEIGHT}Q22 ${HEIGHT - 10} 22 ${HEIGHT - 40}V36H50V40Q${140 + reach / 2} 34 ${tip[0] - 6} 42Q${tip[0] + 2} 44 ${tip[0]} ${tip[1]}` +
        `Q${control[0]} ${control[1]} ${root[0]} ${root[1]}Q56 102 50 128V${HEIGHT - 40}Q50 ${HEIGHT - 10} 66 ${HEIGHT}Z`,
    ),
  );
  for (const [x, y, r] of reach > 0 ? troopCrown(width, hasDetail) : CLUMPS) shapes.push(circle(x, y, r));
  for (const { shift, drop } of monkeys) shapes.push(...figurePropShapes(isTroop ? TROOP_MONKEY : MONKEY, { ...placement, cx: placement.cx + shift, groundY: lift + drop }, 3).shapes);
  return { width, height: HEIGHT, shapes, anchors: {} };
}

/** A monkey swinging from a jungle vine, the vine the words name with it: "a monkey swinging on a vine". */
export const monkeyOnVine: ComposedProp = {
  name: 'monkey-on-vine',
  // Hanging from a tree, a monkey hangs by its arms from what hangs from it: stood beside the tree, it waved.
  words: ['monkey hanging'],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  loneShare: 0.85,
  includes: ['monkey', 'jungle-vine', 'deciduous-tree'],
  draw: (detail) => drawVine(detail, 1),
};

/** Two monkeys swinging from the vines along one long bough ("two monkeys swinging on vines"): one was drawn. */
export const twoMonkeysOnVines: ComposedProp = {
  name: 'two-monkeys-on-vines',
  words: [],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  loneShare: 0.9,
  includes: ['monkey', 'jungle-vine', 'deciduous-tree'],
  draw: (detail) => drawVine(detail, 2),
};

/** Three monkeys swinging from the vines along one long bough ("three monkeys swinging on vines"): one was drawn. */
export const threeMonkeysOnVines: ComposedProp = {
  ...twoMonkeysOnVines,
  name: 'three-monkeys-on-vines',
  loneShare: 0.92,
  draw: (detail) => drawVine(detail, 3),
};

/** A jungle vine the words name: "a vine" drew nothing and the page said it could not draw it. */
export const jungleVine: ComposedProp = {
  name: 'jungle-vine',
  words: ['vine', 'jungle vine', 'hanging vine', 'liana'],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  houses: { monkey: ['monkey-on-vine', 'two-monkeys-on-vines', 'three-monkeys-on-vines'] },
  draw: (detail) => drawVine(detail, 0),
};
