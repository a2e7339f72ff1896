import type { ComposedProp } from './composed-prop';
import type { Point } from './prop-shapes';
import { ellipse, line, shape } from './prop-shapes';

const WIDTH = 100;
const HEIGHT = 72;
/** Where a creature perches: on the branch's top edge, halfway out along it. */
const PERCH: Point = [56, 29.6];
/** Where a creature hanging from it holds on: the branch's middle line, out past the perch, clear of the trunk. */
const HANG: Point = [55, 31];
/** Leaves, each from where its stalk meets the wood: x, y, length and the angle it points to, degrees (0 is right, -90 up). */
const LEAVES: Array<[number, number, number, number]> = [
  [93, 25, 13, -45],
  [94, 27, 13, 0],
  [94, 41, 12, 35],
  [86, 26.5, 12, -85],
  [76, 28.5, 11, -60],
  [29, 23, 12, -125],
  [30, 23, 12, -65],
  [6, 2, 14, -150],
  [9, 0, 14, -115],
  [14, 0, 14, -70],
  [17, 2, 14, -30],
]

/** A leaf: pointed at both ends, its widest a third of its length, lying along its angle. */
function leaf(x: number, y: number, length: number, degrees: number): { outline: string; vein: [Point, Point] } {
  const angle = (degrees * Math.PI) / 180;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const tip: Point = [x + dx * length, y + dy * length];
  const middle: Point = [x + (dx * length) / 2, y + (dy * length) / 2];
  const width = length * 0.36;
  const side = (sign: number): Point => [middle[0] - dy * width * sign, middle[1] + dx * width * sign];
  const [left, right] = [side(1), side(-1)];
  return {
    outline: shape(`M${x} ${y} Q${left[0]} ${left[1]} ${tip[0]} ${tip[1]} Q${right[0]} ${right[1]} ${x} ${y} Z`),
    vein: [[x + dx * length * 0.15, y + dy * length * 0.15], [x + dx * length * 0.75, y + dy * length * 0.75]],
  };
}

/**
 * A big tree branch across the page to perch on: the trunk rising at the left from the ground, the branch reaching out
 * from it to the right, thinning to a fork at its end with leaves, a twig with leaves rising from it behind the
 * percher. A bird or a creature sits on its top (`stand`). Older children get the bark's lines, a knot hole and the
 * leaves' middle veins.
 */
export const treeBranch: ComposedProp = {
  name: 'tree-branch',
  // No words: "branch" chooses the branch's setting, whose ground this is.
  words: [],
  kind: 'place',
  size: 'large',
  stands: 'ground',
  draw(detail) {
    const shapes: string[] = [];
    // The twig rising from the branch, behind it.
    shapes.push(shape('M32 33 C31 28 29 26 28 24 L31 23 C32 25 34 28 36 32 Z'));
    // The trunk, flaring at its foot, and the branch out of it, tapering to its forked end.
    shapes.push(shape(`M4 ${HEIGHT} C7 ${HEIGHT - 6} 8 50 8 30 C8 18 7 8 6 0 L18 0 C17 10 17 20 18 27 C30 29 48 30 66 29 C76 28 84 26 92 24 L93 27 C86 30 80 33 74 34 C84 35 90 38 95 40 L93 42 C84 40 76 38 66 38 C48 39 30 40 20 42 C20 52 21 ${HEIGHT - 6} 26 ${HEIGHT} Z`));
    for (const [x, y, length, degrees] of LEAVES) {
      const drawn = leaf(x, y, length * (detail === 'low' ? 1.15 : 1), degrees);
      shapes.push(drawn.outline);
      if (detail !== 'low') shapes.push(line(...drawn.vein));
    }
    if (detail !== 'low') {
      // Bark: long lines along the trunk and the branch, and a knot hole.
      shapes.push(line([11, 62], [12, 46]), line([14, 30], [13, 16]), line([40, 34.4], [58, 34]), ellipse(14, 52, 1.8, 3));
    }
    if (detail === 'high') shapes.push(line([70, 33], [82, 32]), line([24, 36.5], [34, 36]), line([16, 68], [16, 58]));
    return { width: WIDTH, height: HEIGHT, shapes, anchors: { stand: PERCH, hang: HANG } };
  },
};
