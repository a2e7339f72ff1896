import type { ComposedProp } from './composed-prop';
import { rect, shape } from './prop-shapes';

interface Stalk {
  x: number;
  width: number;
  top: number;
}

/** The stalks, left to right, in the drawing's units: two stout ones for the youngest, three for older children. */
const STALKS: Record<'few' | 'many', Stalk[]> = {
  few: [
    { x: 22, width: 18, top: 6 },
    { x: 56, width: 16, top: 30 },
  ],
  many: [
    { x: 18, width: 16, top: 6 },
    { x: 46, width: 14, top: 28 },
    { x: 72, width: 12, top: 48 },
  ],
};
/** Heights of the joints, evenly up every stalk. */
const JOINTS = [40, 70, 100, 130];

/** A long pointed leaf springing from a joint, out to the left (side -1) or right and up. */
function leaf(x: number, y: number, side: -1 | 1, rise = 12): string {
  const tip = [x + side * 28, y - rise] as const;
  return shape(`M${x} ${y}Q${x + side * 12} ${y - rise - 7} ${tip[0]} ${tip[1]}Q${x + side * 16} ${y - rise * 0.2 + 2} ${x} ${y}Z`);
}

/**
 * Bamboo the words name ("a panda eating bamboo"): tall stalks growing beside the panda, pinched in at every joint,
 * long pointed leaves springing out from the joints, where the page said "Couldn't draw: bamboo". Two stout stalks and
 * three leaves for 3-5; three stalks and more leaves for older children.
 */
export const bamboo: ComposedProp = {
  name: 'bamboo',
  words: ['bamboo', 'bamboo shoot', 'bamboo stalk', 'bamboo stick', 'bamboo leaf'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  besideShare: 0.45,
  draw(detail) {
    const isFew = detail === 'low';
    const stalks = STALKS[isFew ? 'few' : 'many'];
    const first = stalks[0]!;
    const last = stalks[stalks.length - 1]!;
    const second = stalks[1]!;
    // Leaves behind the stalks: out from the outer stalks' sides, and from the middle stalk's top joint up over the
    // shorter stalk beside it.
    const leaves = [leaf(first.x, 40, -1), leaf(last.x + last.width, 70, 1), leaf(second.x + second.width, 40, 1, 16)];
    if (!isFew) leaves.push(leaf(first.x, 100, -1), leaf(last.x + last.width, 100, 1, 8), leaf(first.x, 70, -1, 20));
    if (detail === 'high') leaves.push(leaf(last.x + last.width, 130, 1, 6), leaf(first.x, 130, -1, 6));
    const shapes = [...leaves];
    for (const { x, width, top } of stalks) {
      // A stalk is its segments end to end, each rounded at its ends, so the outline dips in at every joint.
      const ends = [top, ...JOINTS.filter((y) => y > top + 8), 150];
      for (let index = 1; index < ends.length; index++) shapes.push(rect(x, ends[index - 1]!, width, ends[index]! - ends[index - 1]!, 3.5));
    }
    return { width: 100, height: 150, shapes, anchors: {} };
  },
};

/**
 * A cane of bamboo held in the paws to eat ("a panda eating bamboo"): one stalk, jointed, with a spray of leaves at its
 * top, stood upright in the fists (HELD_ART in compose-scene.ts). It has no words: "bamboo" names the growing clump.
 */
export const heldBamboo: ComposedProp = {
  name: 'held-bamboo',
  words: [],
  kind: 'thing',
  size: 'small',
  stands: 'ground',
  draw(detail) {
    // Leaves out either side of the top joint, wide of the paws that hold it lower down.
    const shapes = [leaf(33, 24, -1, 16), leaf(47, 24, 1, 12)];
    if (detail !== 'low') shapes.push(leaf(47, 50, 1, 14));
    if (detail === 'high') shapes.push(leaf(33, 50, -1, 8));
    const ends = [2, 24, 50, 76, 100];
    for (let index = 1; index < ends.length; index++) shapes.push(rect(33, ends[index - 1]!, 14, ends[index]! - ends[index - 1]!, 4));
    return { width: 80, height: 100, shapes, anchors: {} };
  },
};
