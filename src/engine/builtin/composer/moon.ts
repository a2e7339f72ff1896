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
