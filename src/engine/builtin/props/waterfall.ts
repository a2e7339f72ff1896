import type { ComposedProp } from './composed-prop';
import { circle, curve, ellipse, polygon, shape, type Point } from './prop-shapes';

/** Where the water pours over the cliff's lip and where it lands in the pool, in the drawing's units. */
const LIP = 14;
const FOOT = 84;

/**
 * A waterfall the words name ("a waterfall in the forest"): water pouring over a lip between two rocky cliffs into a
 * pool, foaming where it lands. Streaks down the falling water, a ledge across each cliff and ripples on the pool for
 * 6-8; more ledges, cracks and stones at the pool's edge for 9-12.
 */
export const waterfall: ComposedProp = {
  name: 'waterfall',
  words: ['waterfall', 'waterfalls'],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  draw(detail) {
    // Two cliffs of rock, their tops stepped and uneven, their feet under the pool drawn next.
    const shapes = [
      polygon([[5, 92], [3, 50], [8, 38], [6, 30], [14, 20], [24, 18], [30, 12], [38, 14], [44, 18], [44, 92]], 3),
      polygon([[56, 92], [56, 18], [62, 14], [72, 16], [78, 8], [90, 12], [94, 24], [98, 34], [96, 50], [97, 92]], 3),
    ];
    if (detail !== 'low') {
      // Ledges across each cliff, edge to edge, so each block of rock is closed.
      shapes.push(curve('M3.6 52Q20 46 44 54'), curve('M56 44Q76 38 97.4 46'));
      if (detail === 'high') shapes.push(curve('M4 74Q24 70 44 76'), curve('M56 70Q74 66 96.6 72'), curve('M24 48.6Q26 62 22 72'), curve('M76 40.4Q74 54 80 67'));
    }
    // A fir on each side, behind the pool, so the fall stands among the forest's trees at every age.
    for (const x of [11, 89]) shapes.push(firOf(x));
    shapes.push(ellipse(50, 91, 49, 8.6));
    if (detail !== 'low') shapes.push(curve('M8 94Q14 92 20 94'), curve('M80 94Q86 92 92 94'));
    // The falling water over the cliffs' inner edges and tops, so no strip of what is behind shows between them; a
    // little wider where it lands.
    shapes.push(shape(`M36 ${LIP + 2}Q50 ${LIP - 4} 64 ${LIP + 2}L68 ${FOOT}H32Z`));
    // Bold wavy lines down the water, from its lip into the splash, so it reads as water falling, not a pillar.
    const flows = detail === 'low' ? [43, 57] : detail === 'medium' ? [42, 50, 58] : [40, 47, 53, 60];
    for (const x of flows) shapes.push(curve(flowLine(x)));
    // A ripple ring spreading from under the foam across the pool.
    shapes.push(curve('M16 90Q50 102 84 90'));
    // White water where it lands: one heap of round foam over the fall's foot, spilling onto the pool, curling swirls
    // in it, a bubble rising each side and drops flying out. (A band of pointed crests there read as a crown.)
    shapes.push(shape(foamHeap()));
    for (const [x, y, size] of FOAM_SWIRLS) shapes.push(curve(foamSwirl(x, y, size)));
    for (const [cx, cy, r] of LOOSE_BUBBLES) shapes.push(circle(cx, cy, r));
    const drops = detail === 'low' ? [[25, 72], [75, 72]] : [[25, 72], [75, 72], [30, 64], [70, 64]];
    for (const [x, y] of drops) shapes.push(dropAt(x!, y!, 2.8));
    if (detail === 'high') for (const [cx, cy, rx] of [[6, 96, 5], [94, 96, 5], [24, 98, 3.5]] as const) shapes.push(ellipse(cx, cy, rx, rx * 0.6));
    return { width: 100, height: 100, shapes, anchors: {} };
  },
};

/** The top of the falling water at x (the quadratic curve over the lip), so a flow line starts on the water. */
function lipAt(x: number): number {
  const t = (x - 36) / 28;
  return LIP + 2 - 12 * t * (1 - t);
}

/** A wavy line down the water from its lip to under the splash, swinging a little either side of x. */
function flowLine(x: number): string {
  const top = lipAt(x) + 1;
  const steps = 5;
  const span = (FOOT - top) / steps;
  let d = `M${x} ${top.toFixed(2)}`;
  for (let step = 0; step < steps; step++) {
    const swing = step % 2 === 0 ? 2.2 : -2.2;
    const drift = ((x - 50) * 0.12 * (step + 1)) / steps;
    d += `Q${(x + drift + swing).toFixed(2)} ${(top + span * (step + 0.5)).toFixed(2)} ${(x + drift).toFixed(2)} ${(top + span * (step + 1)).toFixed(2)}`;
  }
  return d;
}

/** The dips between the foam heap's round bumps, left to right: wide of the fall's edges and highest over its middle. */
const FOAM_DIPS: readonly Point[] = [[24, 89.5], [29, 86.5], [38, 83.5], [46, 82], [54, 82], [62, 83.5], [71, 86.5], [76, 89.5]];
/** Curls in the heap ([x, y, size]), each under a bump and clear of its outline. */
const FOAM_SWIRLS: ReadonlyArray<readonly [number, number, number]> = [[35, 88, 2.6], [50, 86.6, 3], [65, 88, 2.6]];
/** A small bubble rising off the foam at each side, clear of the fall's edges and the flying drops. */
const LOOSE_BUBBLES: ReadonlyArray<readonly [number, number, number]> = [[27.6, 80, 1.7], [72.6, 80.2, 1.9]];

/** The foam heap: a round bump between each two dips (a cubic's half circle), then a scalloped foot back along the pool. */
function foamHeap(): string {
  let d = `M${FOAM_DIPS[0]![0]} ${FOAM_DIPS[0]![1]}`;
  for (let index = 1; index < FOAM_DIPS.length; index++) {
    const [x0, y0] = FOAM_DIPS[index - 1]!;
    const [x1, y1] = FOAM_DIPS[index]!;
    const rise = ((x1 - x0) / 2) * 1.33;
    d += `C${x0} ${(y0 - rise).toFixed(2)} ${x1} ${(y1 - rise).toFixed(2)} ${x1} ${y1}`;
  }
  for (const x of [67, 58, 50, 42, 33, 24]) d += `Q${x + 4.5} 92 ${x} 90`;
  return `${d}Z`;
}

/** A curl of churning foam at (x, y): an arch over, rolling back in under its right end. */
function foamSwirl(x: number, y: number, size: number): string {
  const at = (dx: number, dy: number) => `${(x + dx * size).toFixed(2)} ${(y + dy * size).toFixed(2)}`;
  return `M${at(-1, 0)}C${at(-1, -1.3)} ${at(1, -1.3)} ${at(1, 0)}Q${at(1, 0.6)} ${at(0.25, 0.4)}`;
}

/** A drop of water, pointed at the top and round at the bottom. */
function dropAt(x: number, y: number, r: number): string {
  return shape(`M${x} ${y - r * 2}C${x + r * 0.4} ${y - r} ${x + r} ${y - r * 0.4} ${x + r} ${y}C${x + r} ${y + r * 1.3} ${x - r} ${y + r * 1.3} ${x - r} ${y}C${x - r} ${y - r * 0.4} ${x - r * 0.4} ${y - r} ${x} ${y - r * 2}Z`);
}

/** A fir of three stacked tiers, its point at the top and its foot hidden behind the pool, centred on x. */
function firOf(x: number): string {
  return polygon([[x, 36], [x + 6, 50], [x + 3, 50], [x + 9, 66], [x + 4, 66], [x + 11, 86], [x - 11, 86], [x - 4, 66], [x - 9, 66], [x - 3, 50], [x - 6, 50]], 1.5);
}
