import type { ComposedProp } from './composed-prop';
import { curve, ellipse, polygon, shape, type Point } from './prop-shapes';

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
    // Ripple rings spreading round the foot of the fall across the pool.
    shapes.push(curve('M16 90Q50 102 84 90'));
    if (detail !== 'low') shapes.push(curve('M26 88Q50 97 74 88'));
    // A crown of splash where it lands, its crests pointed as water throws up, with drops flying out each side.
    shapes.push(polygon(splashCrown(), 1));
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

/** The splash where the water lands: a flat foot on the pool and a row of pointed crests, tallest in the middle, leaning out. */
function splashCrown(): Point[] {
  const crests: Point[] = [];
  const xs = [28, 34, 40, 46, 50, 54, 60, 66, 72];
  xs.forEach((x, index) => {
    const isCrest = index % 2 === 0;
    const height = isCrest ? 9 - Math.abs(x - 50) * 0.18 : 2;
    crests.push([isCrest ? x + (x - 50) * 0.15 : x, FOOT - height]);
  });
  return [[24, FOOT + 5], ...crests, [76, FOOT + 5]];
}

/** A drop of water, pointed at the top and round at the bottom. */
function dropAt(x: number, y: number, r: number): string {
  return shape(`M${x} ${y - r * 2}C${x + r * 0.4} ${y - r} ${x + r} ${y - r * 0.4} ${x + r} ${y}C${x + r} ${y + r * 1.3} ${x - r} ${y + r * 1.3} ${x - r} ${y}C${x - r} ${y - r * 0.4} ${x - r * 0.4} ${y - r} ${x} ${y - r * 2}Z`);
}

/** A fir of three stacked tiers, its point at the top and its foot hidden behind the pool, centred on x. */
function firOf(x: number): string {
  return polygon([[x, 36], [x + 6, 50], [x + 3, 50], [x + 9, 66], [x + 4, 66], [x + 11, 86], [x - 11, 86], [x - 4, 66], [x - 9, 66], [x - 3, 50], [x - 6, 50]], 1.5);
}
