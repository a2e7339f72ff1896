import type { ComposedProp } from './composed-prop';
import { circle, curve, line, polygon, shape } from './prop-shapes';

/** The egg's middle and half-width and half-height, and where the crack runs round it, in the drawing's units. */
const EGG_X = 70;
const EGG_Y = 92;
const EGG_RX = 40;
const EGG_RY = 50;
const CRACK_Y = 82;

/** The zigzag crack across the egg between its sides, with `teeth` points up. */
function crackPoints(teeth: number): Array<[number, number]> {
  const half = EGG_RX * Math.sqrt(1 - ((CRACK_Y - EGG_Y) / EGG_RY) ** 2);
  const [left, right] = [EGG_X - half, EGG_X + half];
  const step = (right - left) / (teeth * 2);
  return Array.from({ length: teeth * 2 + 1 }, (_, index) => [left + index * step, CRACK_Y + (index % 2 === 1 ? -9 : 0)]);
}

/** Spots on the egg's shell, [x, y, r], for older children. */
const SHELL_SPOTS = { low: [], medium: [[52, 104, 5], [86, 112, 4]], high: [[48, 102, 5], [84, 110, 4], [64, 124, 3.5], [96, 96, 3]] } as const;

/** Twigs across the nest's near rim, by age. */
const NEST_TWIGS = {
  low: [],
  medium: [[[24, 136], [40, 146]], [[62, 139], [80, 149]], [[100, 138], [116, 145]]],
  high: [[[16, 134], [30, 144]], [[38, 138], [54, 148]], [[62, 139], [80, 149]], [[88, 139], [104, 147]], [[110, 136], [124, 142]]],
} as const;

/**
 * A dinosaur egg hatching ("a dinosaur egg hatching"): a big egg cracked round its middle in a nest, a baby dinosaur's
 * head poking out of the lower shell with the top of the shell still on it like a cap. A nest of twigs, spots on the egg and the baby's spikes give older children more to colour.
 */
export const dinosaurEgg: ComposedProp = {
  name: 'dinosaur-egg',
  words: ['dinosaur egg', 'dino egg', 'dragon egg'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  // Its baby is the dinosaur "a dinosaur hatching from an egg" names: a grown one waved beside no egg.
  includes: ['t-rex', 'sauropod'],
  draw(detail) {
    const hasDetail = detail !== 'low';
    const crack = crackPoints(detail === 'low' ? 3 : 4);
    const first = crack[0]!;
    // Spikes down the back of the baby's head, behind it.
    const shapes = hasDetail ? [polygon([[44, 50], [34, 46], [42, 58]], 1), polygon([[42, 62], [32, 62], [42, 72]], 1)] : [];
    // The baby's head on its neck, snout to the right, rising out of the shell.
    shapes.push(shape('M46 86 Q40 66 44 50 Q48 32 70 32 Q90 32 96 44 Q116 44 118 56 Q118 70 100 70 L88 70 Q84 78 88 86 Z'));
    // The youngest's eye one black dot: a ringed eye's white closes to a sliver between their thick lines.
    shapes.push(...(hasDetail ? [circle(74, 48, 6), '<circle cx="75.5" cy="49" r="3" fill="#000"/>'] : ['<circle cx="74" cy="48" r="5" fill="#000"/>']), curve('M98 62 Q106 64 112 60'), circle(112, 51, 1.6));
    // The top of the shell, a cap on its head, its edge the crack's zigzag.
    shapes.push(shape('M40 40 L46 32 L53 40 L60 32 L67 40 L74 32 L81 40 L88 32 L94 38 Q94 8 68 6 Q42 8 40 40 Z'));
    // The nest the egg sits in: its far rim behind the egg, its near rim in front of the egg's foot.
    if (hasDetail) shapes.push(shape('M6 128 Q6 112 70 112 Q134 112 134 128 Z'));
    // The lower shell, round under the crack.
    shapes.push(shape(`M${first[0]} ${first[1]} ${crack.slice(1).map(([x, y]) => `L${x} ${y}`).join(' ')} A${EGG_RX} ${EGG_RY} 0 1 1 ${first[0]} ${first[1]} Z`));
    for (const [x, y, r] of SHELL_SPOTS[detail]) shapes.push(circle(x, y, r));
    if (hasDetail) {
      shapes.push(line([EGG_X + 20, 118], [EGG_X + 26, 127]));
      shapes.push(shape('M4 126 Q4 150 70 150 Q136 150 136 126 Q120 136 70 136 Q20 136 4 126 Z'));
      // Twigs woven round the near rim.
      for (const [from, to] of NEST_TWIGS[detail]) shapes.push(line(from, to));
    }
    return { width: 140, height: 150, shapes, anchors: { top: [70, 6] } };
  },
};
