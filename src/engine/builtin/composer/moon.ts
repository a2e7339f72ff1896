import { fmt, type Box } from '../drawing';

/**
 * A crescent moon opening to the right with two big craters in its thick middle, for the youngest: the
 * moon icon's craters are dots too small for a 3-5 child to colour at the size a window or a sky gives it.
 * The crescent is the moon's disc with a disc as large cut from its right, its horns where the two meet.
 */
export function bigCrescent(cx: number, bottom: number, size: number, linePx: number): { markup: string; box: Box } {
  const r = size / 2;
  const cy = bottom - r;
  // Centre the drawn crescent (from the disc's left edge to its horns) on cx.
  const x = cx + r * 0.25;
  const horn = { x: x + r * 0.5, y: r * Math.sqrt(3) * 0.5 };
  const line = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  const crescent = `M${fmt(horn.x)} ${fmt(cy - horn.y)}A${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(horn.x)} ${fmt(cy + horn.y)}A${fmt(r)} ${fmt(r)} 0 0 1 ${fmt(horn.x)} ${fmt(cy - horn.y)}Z`;
  const craters = [
    [-0.52, -0.1, 0.24],
    [-0.42, 0.5, 0.17],
  ].map(([dx, dy, radius]) => `<circle cx="${fmt(x + dx! * r)}" cy="${fmt(cy + dy! * r)}" r="${fmt(radius! * r)}" ${line}/>`);
  return { markup: `<path d="${crescent}" ${line}/>${craters.join('')}`, box: { x: x - r, y: cy - r, width: r * 1.5, height: r * 2 } };
}

/** The full moon's craters 6-8 and 9-12 share, as [dx, dy, r] shares of its radius: 9-12 adds two small ones round them. */
const OLDER_MOON_CRATERS: Array<[number, number, number]> = [
  [-0.4, -0.25, 0.2],
  [0.34, 0.3, 0.18],
  [0.28, -0.42, 0.11],
  [-0.22, 0.52, 0.1],
];

/** Craters of a full moon as [dx, dy, r] shares of its radius: the youngest get two big ones, older children more, smaller. */
const FULL_MOON_CRATERS: Record<'low' | 'medium' | 'high', Array<[number, number, number]>> = {
  low: [
    [-0.38, -0.22, 0.24],
    [0.3, 0.36, 0.2],
  ],
  medium: OLDER_MOON_CRATERS,
  high: [...OLDER_MOON_CRATERS, [-0.6, 0.22, 0.08], [0.62, -0.08, 0.08]],
};

/** A big round full moon with craters to colour, for a page whose words are about the moon (a leap over it, a howl at it). */
export function fullMoon(cx: number, cy: number, radius: number, linePx: number, detail: 'low' | 'medium' | 'high'): { markup: string; box: Box } {
  const line = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}"`;
  const craters = FULL_MOON_CRATERS[detail].map(([dx, dy, r]) => `<circle cx="${fmt(cx + dx * radius)}" cy="${fmt(cy + dy * radius)}" r="${fmt(r * radius)}" ${line}/>`);
  return { markup: `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(radius)}" ${line}/>${craters.join('')}`, box: { x: cx - radius, y: cy - radius, width: radius * 2, height: radius * 2 } };
}
