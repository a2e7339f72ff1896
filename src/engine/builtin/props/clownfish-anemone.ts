import type { Detail } from '../motif-library';
import { fmt } from '../svg-number';
import type { ComposedProp } from './composed-prop';
import { circle, curve, ellipse, shape, type Point } from './prop-shapes';

const WIDTH = 180;
const HEIGHT = 172;
/** The anemone's column top, where its tentacles grow from. */
const CROWN_Y = 124;
/** The fish's body: middle and half-sizes. */
const FISH = { cx: 84, cy: 72, rx: 40, ry: 24 } as const;

/** Tentacles, [start share across the crown, angle from straight up in degrees, length]: 9-12 get 6-8's, as more left slivers between them. */
const TENTACLES: Record<Exclude<Detail, 'high'>, Array<[number, number, number]>> = {
  low: [[-0.6, -46, 62], [-0.3, -24, 70], [0, -4, 76], [0.3, 20, 70], [0.6, 44, 62]],
  medium: [[-0.62, -48, 60], [-0.37, -30, 68], [-0.12, -10, 74], [0.12, 10, 74], [0.37, 30, 68], [0.62, 48, 60]],
};
/** Short tentacles in front of the fish's belly, so it sits in the anemone, not over it. */
const FRONT_TENTACLES: Array<[number, number, number]> = [[-0.3, -18, 38], [0.05, 4, 42], [0.4, 22, 38]];

/** Where the body's outline is at `x`, above and below. */
function bodyEdges(x: number): [number, number] {
  const half = FISH.ry * Math.sqrt(Math.max(0, 1 - ((x - FISH.cx) / FISH.rx) ** 2));
  return [FISH.cy - half, FISH.cy + half];
}

/** A band's edge across the body at `x`, bowed toward the tail, ending on the outline above and below. */
function bandEdge(x: number): string {
  const [top, bottom] = bodyEdges(x);
  return curve(`M${fmt(x)} ${fmt(top)}Q${fmt(x - 7)} ${FISH.cy} ${fmt(x)} ${fmt(bottom)}`);
}

/** A wavy tentacle from the crown at `base`, leaning `angle` degrees, `length` long, bowed to one side, with a round tip. */
function tentacle(base: Point, angle: number, length: number, bow: number): string {
  const radians = (angle * Math.PI) / 180;
  const along: Point = [Math.sin(radians), -Math.cos(radians)];
  const across: Point = [-along[1], along[0]];
  const half = 5;
  const at = (share: number, side: number): Point => [
    base[0] + along[0] * length * share + across[0] * (side * half * (1 - share * 0.25) + bow * Math.sin(share * Math.PI)),
    base[1] + along[1] * length * share + across[1] * (side * half * (1 - share * 0.25) + bow * Math.sin(share * Math.PI)),
  ];
  const [l0, l1, l2] = [at(0, -1), at(0.5, -1), at(1, -1)];
  const [r0, r1, r2] = [at(0, 1), at(0.5, 1), at(1, 1)];
  const p = (point: Point): string => `${fmt(point[0])} ${fmt(point[1])}`;
  return shape(`M${p(l0)}Q${p([2 * l1[0] - (l0[0] + l2[0]) / 2, 2 * l1[1] - (l0[1] + l2[1]) / 2])} ${p(l2)}A${fmt(half * 0.75)} ${fmt(half * 0.75)} 0 0 1 ${p(r2)}Q${p([2 * r1[0] - (r0[0] + r2[0]) / 2, 2 * r1[1] - (r0[1] + r2[1]) / 2])} ${p(r0)}Z`);
}

/**
 * A clownfish nestled in its sea anemone ("a clownfish", "a clownfish in an anemone"): the anemone's column standing on
 * the sea floor, its round-tipped tentacles fanning up, and the clownfish in front of them, side on, with its three
 * bands edged across its body to colour white between orange, rounded fins, a fan tail and a big eye. The fish was the
 * sea's plain round tropical fish, with no bands and no anemone (judging 20).
 */
export const clownfishAnemone: ComposedProp = {
  name: 'clownfish-anemone',
  words: ['clownfish', 'clown fish', 'anemone', 'sea anemone', 'clownfish in an anemone'],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  draw(detail) {
    const shapes: string[] = [];
    const crown = { cx: 80, half: 52 };
    // Rooted down inside the column, which covers them where they crowd together, so no gap is left between two.
    TENTACLES[detail === 'low' ? 'low' : 'medium'].forEach(([share, angle, length], index) => shapes.push(tentacle([crown.cx + share * crown.half, CROWN_Y + 12], angle, length, index % 2 === 0 ? 4 : -4)));
    // The fish: tail and fins behind the body, the body, its bands, the eye.
    const tailRoot = FISH.cx + FISH.rx - 4;
    shapes.push(shape(`M${tailRoot} ${FISH.cy}Q${tailRoot + 18} ${FISH.cy - 30} ${tailRoot + 30} ${FISH.cy - 22}Q${tailRoot + 20} ${FISH.cy} ${tailRoot + 30} ${FISH.cy + 22}Q${tailRoot + 18} ${FISH.cy + 30} ${tailRoot} ${FISH.cy}Z`));
    shapes.push(shape(`M${FISH.cx - 18} ${FISH.cy - 18}Q${FISH.cx - 4} ${FISH.cy - 44} ${FISH.cx + 20} ${FISH.cy - 34}Q${FISH.cx + 30} ${FISH.cy - 26} ${FISH.cx + 24} ${FISH.cy - 16}Z`));
    shapes.push(shape(`M${FISH.cx + 2} ${FISH.cy + 18}Q${FISH.cx + 10} ${FISH.cy + 38} ${FISH.cx + 24} ${FISH.cy + 32}Q${FISH.cx + 28} ${FISH.cy + 24} ${FISH.cx + 20} ${FISH.cy + 16}Z`));
    shapes.push(ellipse(FISH.cx, FISH.cy, FISH.rx, FISH.ry));
    // Three bands: behind the head, across the middle and at the tail's root, each between two edges.
    for (const [from, to] of [[-21, -12], [3, 12], [29, 35]] as const) shapes.push(bandEdge(FISH.cx + from), bandEdge(FISH.cx + to));
    shapes.push(circle(FISH.cx - 27, FISH.cy - 5, 6), '<circle cx="' + fmt(FISH.cx - 26) + '" cy="' + fmt(FISH.cy - 5) + '" r="3" fill="#000"/>');
    shapes.push(curve(`M${FISH.cx - 38} ${FISH.cy + 6}Q${FISH.cx - 34} ${FISH.cy + 9} ${FISH.cx - 31} ${FISH.cy + 7}`));
    FRONT_TENTACLES.forEach(([share, angle, length], index) => shapes.push(tentacle([crown.cx + share * crown.half, CROWN_Y + 10], angle, length, index % 2 === 0 ? -3 : 3)));
    // The column under the crown, wider at its foot, over all the tentacles' roots.
    shapes.push(shape(`M${crown.cx - 40} ${HEIGHT}Q${crown.cx - 30} ${CROWN_Y + 20} ${crown.cx - 56} ${CROWN_Y}Q${crown.cx} ${CROWN_Y - 14} ${crown.cx + 56} ${CROWN_Y}Q${crown.cx + 30} ${CROWN_Y + 20} ${crown.cx + 40} ${HEIGHT}Z`));
    return { width: WIDTH, height: HEIGHT, shapes, anchors: {} };
  },
};
