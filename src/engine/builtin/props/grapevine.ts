import { capsule, pathData, unite } from '../figure/geometry';
import type { Detail } from '../motif-library';
import type { ComposedProp } from './composed-prop';
import { bar, circle, curve, polygon, rect, shape, type Point } from './prop-shapes';

const WIDTH = 620;
const HEIGHT = 560;
/** The trellis's top rail, which the vine's arms run along. */
const RAIL_Y = 120;
/** A grape's radius: big enough to colour each one. */
const GRAPE_R = 19;

/** A bough along points with a half-width at each, as one closed outline. */
function bough(points: ReadonlyArray<readonly [number, number, number]>): string {
  return `<path d="${pathData(unite(points.slice(1).map(([x, y, half], index) => capsule({ x: points[index]![0], y: points[index]![1] }, { x, y }, points[index]![2], half))))}"/>`;
}

/**
 * Round a hanging grape leaf from its stalk's notch at the top: each lobe's tip and the cleft after it, as the angle
 * from straight down and the reach out from the leaf's middle, in shares of its size. Five pointed lobes, the bottom
 * one longest.
 */
const LEAF_OUTLINE: ReadonlyArray<readonly [number, number]> = [
  [Math.PI, 0.1],
  [-2.55, 0.34],
  [-2.05, 0.48],
  [-1.55, 0.3],
  [-1.0, 0.54],
  [-0.5, 0.32],
  [0, 0.6],
  [0.5, 0.32],
  [1.0, 0.54],
  [1.55, 0.3],
  [2.05, 0.48],
  [2.55, 0.34],
];

/** A grape leaf hanging with its middle at `at`, `size` across, tipped `tilt` degrees; older children get its veins. */
function grapeLeaf([x, y]: Point, size: number, tilt: number, hasVeins: boolean): string[] {
  const turn = (tilt * Math.PI) / 180;
  const at = (angle: number, reach: number): Point => [x + Math.sin(angle + turn) * reach * size, y + Math.cos(angle + turn) * reach * size];
  const outline = polygon(LEAF_OUTLINE.map(([angle, reach]) => at(angle, reach)), size * 0.03);
  if (!hasVeins) return [outline];
  const [stalkX, stalkY] = at(Math.PI, 0.1);
  const veins = [-1.0, 0, 1.0].map((angle) => {
    const [tipX, tipY] = at(angle, 0.4);
    return `M${stalkX.toFixed(1)} ${stalkY.toFixed(1)}L${tipX.toFixed(1)} ${tipY.toFixed(1)}`;
  });
  return [outline, curve(veins.join(''))];
}

/** A bunch of grapes hanging from `top`: rows of grapes narrowing to one at the bottom, back rows first, on a short stalk. */
function bunch([x, y]: Point, rows: readonly number[]): string[] {
  // The stalk wide enough to colour inside: a thinner one was a hollow strip too narrow for a crayon.
  const shapes = [bar([x, y - 6], [x + 4, y + GRAPE_R], 15)];
  const step = GRAPE_R * 1.7;
  rows.forEach((count, row) => {
    const rowY = y + GRAPE_R * 1.6 + row * GRAPE_R * 1.45;
    for (let index = 0; index < count; index++) shapes.push(circle(x + (index - (count - 1) / 2) * step, rowY, GRAPE_R));
  });
  return shapes;
}

/** A tendril curling from `from`: a spiral line off the vine, for older children. */
function tendril([x, y]: Point, side: 1 | -1): string {
  return curve(`M${x} ${y}q${side * 18} 6 ${side * 22} 24q2 14 -${side * 10} 14q-${side * 8} -2 -${side * 4} -10q4 -6 ${side * 8} 0`);
}

/**
 * A grapevine on its trellis ("grapes on the vine"), where a jungle vine hung from a tree over a bunch of grapes on a
 * table: a gnarled trunk rising between two posts, its two arms running out along the top rail, big five-lobed leaves
 * over them and bunches of grapes hanging below; older children get the leaves' veins and curling tendrils.
 */
export const grapevine: ComposedProp = {
  name: 'grapevine',
  words: ['grapevine', 'grape vine', 'vineyard'],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  loneShare: 0.86,
  includes: ['grapes', 'jungle-vine'],
  draw(detail: Detail) {
    const hasDetail = detail !== 'low';
    const shapes: string[] = [
      // The trellis: two posts and the rail over them.
      rect(30, RAIL_Y - 20, 30, HEIGHT - RAIL_Y + 20, 6),
      rect(WIDTH - 60, RAIL_Y - 20, 30, HEIGHT - RAIL_Y + 20, 6),
      rect(10, RAIL_Y - 8, WIDTH - 20, 18, 6),
      // The trunk, twisting up from the ground, and its two arms along the rail.
      shape(`M250 ${HEIGHT}Q294 470 276 390Q258 310 288 240Q302 190 290 ${RAIL_Y + 30}H326Q334 196 320 244Q298 312 314 388Q330 470 352 ${HEIGHT}Z`),
      bough([[WIDTH / 2 + 4, RAIL_Y + 30, 22], [WIDTH / 2 - 60, RAIL_Y + 14, 18], [WIDTH / 2 - 140, RAIL_Y + 8, 15], [60, RAIL_Y + 14, 11]]),
      bough([[WIDTH / 2 + 4, RAIL_Y + 30, 22], [WIDTH / 2 + 70, RAIL_Y + 14, 18], [WIDTH / 2 + 150, RAIL_Y + 10, 15], [WIDTH - 60, RAIL_Y + 16, 11]]),
    ];
    if (hasDetail) shapes.push(tendril([110, RAIL_Y + 22], -1), tendril([WIDTH - 150, RAIL_Y + 24], 1));
    // A bunch hangs from each arm, between the leaves.
    const rows = hasDetail ? [4, 4, 3, 2, 1] : [4, 3, 2, 1];
    for (const top of [[160, RAIL_Y + 30], [WIDTH - 170, RAIL_Y + 34]] as const) shapes.push(...bunch(top, rows));
    // Leaves over the rail, tipped this way and that.
    const leaves: Array<[Point, number, number]> = [
      [[70, RAIL_Y - 6], 150, 24],
      [[230, RAIL_Y - 30], 160, -10],
      [[WIDTH / 2 + 20, RAIL_Y - 2], 150, 0],
      [[WIDTH - 210, RAIL_Y - 34], 160, -16],
      [[WIDTH - 66, RAIL_Y - 4], 150, -26],
    ];
    for (const [at, size, tilt] of leaves) shapes.push(...grapeLeaf(at, size, tilt, hasDetail));
    return { width: WIDTH, height: HEIGHT, shapes, anchors: {} };
  },
};
