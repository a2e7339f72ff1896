import { fmt } from '../svg-number';
import type { ComposedProp } from './composed-prop';
import { curve, line, polygon, rect, shape, tubeEdges, type Point } from './prop-shapes';

/** The drawing's size, in its units: trunk to tail, back to feet. */
const WIDTH = 214;
const HEIGHT = 170;

/** Each leg's left edge and width, far legs first and a little higher, so the near pair stands over them. */
const LEGS: ReadonlyArray<{ x: number; top: number; width: number; isNear: boolean }> = [
  { x: 102, top: 100, width: 24, isNear: false },
  { x: 170, top: 100, width: 24, isNear: false },
  { x: 80, top: 104, width: 28, isNear: true },
  { x: 150, top: 104, width: 28, isNear: true },
];

/** The trunk's middle line, from the face down to the tip curled up forward, and its width along it. */
const TRUNK: readonly Point[] = [
  [46, 62],
  [33, 90],
  [25, 118],
  [22, 140],
  [16, 154],
  [6, 150],
];
const TRUNK_WIDTH = [24, 21, 16, 13, 11, 10];

/**
 * An elephant standing side on, trunk to the left like the icons it stands in for: a big round body on four pillar
 * legs with toenails, a domed head with a big flapping ear, a long trunk curling up at its tip, a tusk and a tufted
 * tail. Older children get the trunk's wrinkles, the ear's inner fold and more toenails. (The Fluent
 * elephant was "a flat-topped slab with a slab-shaped ear", round 16.) It has no words: "elephant" names the creature,
 * drawn with this (see CREATURE_ART in composer/figures.ts).
 */
export const standingElephant: ComposedProp = {
  name: 'standing-elephant',
  words: [],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  draw(detail) {
    const shapes: string[] = [];
    // The tail hangs from the rump behind everything, its tuft at the end.
    shapes.push(curve('M200 72Q212 90 208 116'), polygon([[205, 112], [211, 112], [215, 128], [211, 125], [207, 131], [203, 125], [200, 128]], 1.5));
    for (const { x, top, width, isNear } of LEGS) {
      shapes.push(rect(x, top, width, HEIGHT - top, 5));
      // Toenails along the front of the foot.
      const nails = detail === 'low' ? (isNear ? [0.3, 0.7] : []) : [0.2, 0.5, 0.8];
      for (const share of nails) {
        const cx = x + width * share;
        shapes.push(shape(`M${fmt(cx - 3.6)} ${HEIGHT}Q${fmt(cx - 3.6)} ${HEIGHT - 6} ${fmt(cx)} ${HEIGHT - 6}Q${fmt(cx + 3.6)} ${HEIGHT - 6} ${fmt(cx + 3.6)} ${HEIGHT}Z`));
      }
    }
    // The body: a high round back falling to the rump, the belly under it.
    shapes.push(shape('M64 52C76 24 118 14 152 18C186 22 208 46 206 80C204 104 196 118 178 118L96 118C78 118 64 104 62 86Z'));
    // The trunk, curling up forward at its tip.
    const trunk = tubeEdges(TRUNK, TRUNK_WIDTH);
    shapes.push(polygon([...trunk.left, ...[...trunk.right].reverse()], 3));
    // Wrinkles across the trunk, each from edge to edge so both sides stay closed; more for older children.
    const wrinkles = detail === 'low' ? [] : detail === 'medium' ? [2] : [2, 3];
    for (const index of wrinkles) shapes.push(line(trunk.left[index]!, trunk.right[index]!));
    // The tusk from the corner of the mouth, over the trunk, its root under the cheek.
    shapes.push(shape('M44 86Q40 104 24 112Q36 114 46 104Q52 96 54 86Z'));
    // The head: a dome with the cheek rounding down to the trunk's root.
    shapes.push(shape('M86 48C82 24 60 14 42 20C26 26 22 46 26 62C28 74 34 84 46 92C58 98 72 96 80 88C88 78 90 62 86 48Z'));
    // The big ear over the shoulder, behind the eye; its inner fold for older children.
    shapes.push(shape('M66 30C84 16 110 24 112 48C114 70 104 92 86 98C76 100 70 92 68 84C66 66 62 46 66 30Z'));
    if (detail !== 'low') shapes.push(curve('M74 40C90 34 102 44 100 60C98 74 92 84 82 88'));
    // The eye with a lash, and a smile at the trunk's root.
    shapes.push(`<circle cx="48" cy="46" r="3" fill="#000"/>`, curve('M43 40Q48 37 53 40'), curve('M52 80Q58 84 64 80'));
    return { width: WIDTH, height: HEIGHT, shapes, anchors: {} };
  },
};
