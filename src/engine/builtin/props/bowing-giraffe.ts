import type { ComposedProp } from './composed-prop';
import { curve, ellipse, polygon, tubeEdges, type Point } from './prop-shapes';

/** The drawing's size, in its units: nose to tail, ossicones to hooves. */
const WIDTH = 120;
const HEIGHT = 150;

/** Where its lips are, as shares of the drawing's width and height (it faces left): what it eats goes there. */
export const GIRAFFE_MOUTH = { x: 4 / WIDTH, y: 52 / HEIGHT };

/** The neck's middle line, from the shoulders up over its arch and down to the head, and its width along it. */
const NECK: readonly Point[] = [
  [62, 66],
  [56, 42],
  [46, 24],
  [32, 14],
  [20, 16],
  [13, 26],
];
const NECK_WIDTH = [22, 17, 14, 12, 11, 11];

/** The patches on the body and the neck, big ones first: how many each age colours is PATCH_COUNT. */
const PATCHES: Point[][] = [
  [[72, 66], [84, 64], [88, 74], [78, 80], [70, 76]],
  [[94, 68], [106, 70], [106, 80], [96, 82], [90, 76]],
  [[54, 48], [60, 46], [62, 56], [56, 58]],
  [[40, 24], [46, 22], [48, 30], [42, 32]],
  [[60, 74], [66, 74], [66, 82], [60, 82]],
  [[84, 80], [90, 80], [88, 86], [82, 86]],
  [[26, 15], [32, 14], [33, 20], [27, 21]],
];
const PATCH_COUNT = { low: 3, medium: 5, high: 7 } as const;

/**
 * A giraffe seen side on, facing left, bowing its long neck forward and down so its head is low, at a zookeeper's raised
 * hand: the sloping back, four long legs with hooves, a short tufted tail, the head with two ossicones, an ear and an
 * open mouth, patches to colour. The giraffe icon stood small and upright beside the keeper, its head at his chest, and
 * no food reached it (judging 20). It has no words: "giraffe" names the creature, drawn with this when it is fed
 * (acts/feeding-giraffe.ts).
 */
export const bowingGiraffe: ComposedProp = {
  name: 'bowing-giraffe',
  words: [],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  draw(detail) {
    const shapes: string[] = [];
    // The tail hanging from the rump, its tuft at the end; the far legs with their hooves, then the near ones in front of
    // them, a clear strip of each far leg showing beside its near one (a hair's gap between them was a sliver). Their
    // tops go under the body.
    const hoof = (x: number): string => polygon([[x - 5, 143], [x + 5, 143], [x + 6, 149], [x - 6, 149]], 1.5);
    shapes.push(curve('M110 70 Q118 80 116 96'), ellipse(116, 100, 3, 5));
    shapes.push(polygon([[62, 80], [72, 80], [71, 144], [63, 144]], 2), polygon([[94, 80], [104, 80], [103, 144], [95, 144]], 2), hoof(67), hoof(99));
    shapes.push(polygon([[56, 82], [65, 82], [64, 144], [57, 144]], 2), polygon([[86, 82], [95, 82], [94, 144], [87, 144]], 2), hoof(60.5), hoof(90.5));
    // The neck arched forward over and down to the head, then the body over its root: high at the shoulders, sloping
    // down to the rump.
    const neck = tubeEdges(NECK, NECK_WIDTH);
    shapes.push(polygon([...neck.left, ...[...neck.right].reverse()], 3));
    shapes.push(polygon([[54, 62], [72, 56], [108, 66], [112, 78], [104, 90], [60, 92], [52, 80]], 8));
    // The head hanging down from the arch: the ossicones and the ear behind it, the long face down to the muzzle, the
    // mouth open for the leaves, the nostril and the eye.
    shapes.push(polygon([[8, 24], [3, 13], [7, 12], [12, 22]], 1.5), ellipse(4.5, 12, 3.2, 2.8));
    shapes.push(polygon([[18, 26], [30, 24], [24, 32]], 2));
    shapes.push(polygon([[4, 24], [18, 22], [22, 32], [14, 52], [4, 54], [0, 44]], 5));
    shapes.push(curve('M1 48 Q6 50 11 47'), ellipse(7, 44, 1.5, 1.1), '<circle cx="13" cy="32" r="2.2" fill="#000"/>', curve('M10 28 Q13 26 16 28'));
    shapes.push(...PATCHES.slice(0, PATCH_COUNT[detail]).map((patch) => polygon(patch, 2)));
    if (detail !== 'low') shapes.push(curve('M57 120 L64 120 M87 120 L94 120'));
    return { width: WIDTH, height: HEIGHT, shapes, anchors: {} };
  },
};
