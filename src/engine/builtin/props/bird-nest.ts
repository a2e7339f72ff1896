import type { Detail } from '../motif-library';
import type { ComposedProp, PropArt } from './composed-prop';
import { circle, curve, ellipse, line, polygon, shape } from './prop-shapes';

const WIDTH = 150;
const HEIGHT = 150;
/** The canopy's round clumps, back to front: x, y, radius; kept above the nest so the birds stand clear of it. */
const CLUMPS: ReadonlyArray<readonly [number, number, number]> = [
  [32, 20, 19],
  [68, 14, 17],
  [102, 18, 18],
  [12, 36, 12],
  [130, 28, 14],
  [50, 34, 16],
  [86, 34, 15],
];
/** The nest's middle across, the top of its rim and the foot of its bowl. */
const NEST = { x: 118, rim: 84, bottom: 100, half: 28 };
/** Each chick's head middle, each higher than the one at its left so its open beak clears that one's head. */
const CHICKS: ReadonlyArray<readonly [number, number]> = [
  [99, 78],
  [118, 73],
  [137, 68],
];
const CHICK_HEAD_RADIUS = 7.5;
/** Twigs across the nest's bowl, by age. */
const TWIGS = {
  low: [],
  medium: [[[94, 95], [106, 99]], [[120, 98], [134, 94]]],
  high: [[[92, 93], [102, 98]], [[108, 99], [122, 98]], [[126, 96], [140, 91]], [[100, 91], [114, 93]]],
} as const;

/**
 * A bird feeding its young in their nest ("a bird feeding its babies in a nest"): a big leafy tree, a bough reaching
 * out under its canopy, a twig nest on the bough with three chicks, beaks wide open, and the parent bird on the bough
 * at the rim, bending to them with a worm in its beak. The bird was a boot-shaped block on the grass and its babies a
 * human baby beside it, with no nest or tree (judging 23, d27).
 */
function drawBirdNest(detail: Detail, hasBirds: boolean): PropArt {
  // The bough, from the trunk out to the right under the nest, tapering; the trunk in front of its root.
  const shapes: string[] = [shape('M32 102 Q96 100 148 90 L148 98 Q100 112 32 114 Z')];
  shapes.push(shape('M12 150 Q24 142 24 128 L25 30 L39 30 L39 128 Q39 142 50 150 Z'));
  if (detail === 'high') shapes.push(curve('M29 118 Q28 128 30 138'));
  for (const [x, y, r] of CLUMPS) shapes.push(circle(x, y, r));
  if (detail !== 'low') shapes.push(curve('M20 22 Q26 10 38 8'), curve('M92 12 Q102 6 112 10'), curve('M42 38 Q48 46 58 44'));
  // The nest's far rim behind the chicks.
  // Its foot reaches down inside the bowl's dip, leaving no white strip between the two.
  shapes.push(shape(`M${NEST.x - NEST.half} ${NEST.rim + 2} Q${NEST.x - NEST.half} ${NEST.rim - 6} ${NEST.x} ${NEST.rim - 6} Q${NEST.x + NEST.half} ${NEST.rim - 6} ${NEST.x + NEST.half} ${NEST.rim + 2} L${NEST.x + NEST.half - 8} ${NEST.rim + 9} L${NEST.x - NEST.half + 8} ${NEST.rim + 9} Z`));
  if (hasBirds) for (const [x, y] of CHICKS) shapes.push(...chick(x, y, detail));
  else for (const [x] of CHICKS) shapes.push(ellipse(x - 2, NEST.rim - 1, 6, 7.5));
  // The nest's bowl of twigs in front of the chicks, round under its near rim.
  shapes.push(shape(`M${NEST.x - NEST.half - 2} ${NEST.rim} Q${NEST.x - NEST.half} ${NEST.bottom + 4} ${NEST.x} ${NEST.bottom + 4} Q${NEST.x + NEST.half} ${NEST.bottom + 4} ${NEST.x + NEST.half + 2} ${NEST.rim} Q${NEST.x + 14} ${NEST.rim + 7} ${NEST.x} ${NEST.rim + 7} Q${NEST.x - 14} ${NEST.rim + 7} ${NEST.x - NEST.half - 2} ${NEST.rim} Z`));
  for (const [from, to] of TWIGS[detail]) shapes.push(line(from, to));
  if (hasBirds) shapes.push(...parentBird(detail));
  for (const x of FOOT_TULIPS[detail]) shapes.push(...tulip(x));
  for (const x of FOOT_TUFTS[detail]) shapes.push(polygon([[x - 6, HEIGHT], [x - 4, HEIGHT - 7], [x - 2, HEIGHT - 2], [x, HEIGHT - 9], [x + 2, HEIGHT - 2], [x + 4, HEIGHT - 7], [x + 6, HEIGHT]]));
  return { width: WIDTH, height: HEIGHT, shapes, anchors: {} };
}

/**
 * Tulips and grass tufts at the tree's foot, across from its trunk, by age: the tree took the page's ground, so it
 * kept no flowers and the grass under the bough was bare.
 */
const FOOT_TULIPS = { low: [], medium: [96, 128], high: [84, 104, 132] } as const;
const FOOT_TUFTS = { low: [], medium: [70, 112], high: [66, 120] } as const;

/** A tulip on its stem, its foot on the ground. */
function tulip(x: number): string[] {
  const top = HEIGHT - 22;
  return [
    line([x, HEIGHT], [x, top + 6]),
    shape(`M${x} ${HEIGHT - 2} Q${x + 8} ${HEIGHT - 8} ${x + 9} ${HEIGHT - 14} Q${x + 2} ${HEIGHT - 10} ${x} ${HEIGHT - 6} Z`),
    shape(`M${x - 5.5} ${top + 2} L${x - 5.5} ${top - 5} L${x - 2.5} ${top - 2} L${x} ${top - 6} L${x + 2.5} ${top - 2} L${x + 5.5} ${top - 5} L${x + 5.5} ${top + 2} Q${x} ${top + 9} ${x - 5.5} ${top + 2} Z`),
  ];
}

/** A chick's head up over the rim, turned up to its parent at the left, its beak open wide. */
function chick(x: number, y: number, detail: Detail): string[] {
  const r = CHICK_HEAD_RADIUS;
  const shapes = [ellipse(x + 1, y + 10, r + 2, 10), circle(x, y, r)];
  // The upper jaw up and the lower one out to the left, the open mouth between them, short of the next chick's head.
  shapes.push(polygon([[x - 4, y - 6.9], [x - 13, y - 10], [x - 7.6, y - 2]], 0.8), polygon([[x - 7.8, y + 1], [x - 13, y + 1], [x - 6, y + 5.3]], 0.8));
  shapes.push(`<circle cx="${x + 1.5}" cy="${y - 2}" r="${detail === 'low' ? 1.8 : 1.5}" fill="#000"/>`);
  // A downy tuft on the crown for older children.
  if (detail !== 'low') shapes.push(curve(`M${x + 2} ${y - r} Q${x + 4} ${y - r - 4} ${x + 7} ${y - r - 3}`));
  return shapes;
}

/** The parent on the bough left of the nest, bent to the chicks, a worm hanging from its beak into the nearest one's. */
function parentBird(detail: Detail): string[] {
  const shapes = [line([48, 92], [46, 103]), line([56, 92], [56, 102]), line([42, 103], [51, 103]), line([52, 102], [61, 102])];
  // The tail fanned out behind, then the body, the head leaning out over the nest's rim.
  shapes.push(polygon([[40, 76], [20, 66], [22, 82], [40, 86]], 1.5));
  shapes.push(ellipse(52, 80, 16, 13), circle(62, 60, 10.5));
  shapes.push(shape('M38 78 Q52 68 64 78 Q54 92 38 78 Z'));
  if (detail === 'high') shapes.push(line([25, 72], [39, 80]), line([24, 78], [39, 83]));
  shapes.push(polygon([[71, 55], [83, 60], [71, 64]], 0.6));
  shapes.push('<circle cx="65" cy="57" r="2.4" fill="#000"/>');
  // The worm, a fat wriggle from the beak's tip into the nearest chick's open beak.
  shapes.push(shape('M81.5 58.5 Q86 59.5 85 63.5 Q84 68 88.5 70 L87.5 72.5 Q81.5 70 82.5 64.5 Q83 62 80.5 61.5 Z'));
  return shapes;
}

/** A bird and its young named with no nest ("a mother bird and her chicks", "a bird feeding its babies"). */
const BIRD_WITH_YOUNG = /\bbirds?\b.*\b(?:her|its|their)\s+(?:babies|baby|chicks|young|little ones)\b|\bbaby birds\b/i;

/**
 * The words with the nest a bird's young are in added when they name none: "a mama bird feeds her babies" drew a
 * human baby on the grass beside a bird.
 */
export function withNest(description: string): string {
  return BIRD_WITH_YOUNG.test(description) && !/\bnest\b/i.test(description) ? `${description} in a nest` : description;
}

/**
 * A bird's nest on a bough of a big tree, three eggs in it; named with a bird, its chicks hatched and the bird feeding
 * them. The nest icon lay on the grass, empty.
 */
export const birdNest: ComposedProp = {
  name: 'bird-nest',
  words: ['nest', 'bird nest', "bird's nest", 'birds nest'],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  // The page's whole width: at a large thing's four fifths the birds were small under a tree that reached no edge.
  loneShare: 0.96,
  // The tree it is drawn in is the tree the words name it in ("a bird's nest in a tree").
  includes: ['empty-nest', 'deciduous-tree'],
  houses: { bird: 'bird-feeding-chicks', 'baby-chick': 'bird-feeding-chicks' },
  draw: (detail) => drawBirdNest(detail, false),
};

/** A bird feeding its young in their nest: the bird and its chicks drawn in the nest's tree. */
export const birdFeedingChicks: ComposedProp = {
  ...birdNest,
  name: 'bird-feeding-chicks',
  words: [],
  // Its chicks are the babies, young or chicks the words name with it, not a human baby on the grass beside it.
  includes: ['bird', 'baby-chick', 'baby', 'bird-nest', 'empty-nest', 'deciduous-tree'],
  houses: {},
  draw: (detail) => drawBirdNest(detail, true),
};
