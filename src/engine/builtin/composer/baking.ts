import { fmt, type Box } from '../drawing';
import type { Detail } from '../motif-library';
import type { Point } from '../figure/geometry';

const outline = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;

/** Share of a rolling pin's length each handle takes. */
export const ROLLING_PIN_HANDLE = 0.24;

/**
 * A rolling pin on a sheet of dough lying on the table: the pin's middle at `centre`, its handles
 * either side, the dough spread out under it and on past its front end, where the cookies are cut.
 */
export function rollingPin(centre: Point, length: number, tableTop: number, facing: 1 | -1, linePx: number): { markup: string; box: Box } {
  const radius = (tableTop - centre.y) * 0.62;
  const dough = tableTop - centre.y - radius;
  const handle = length * ROLLING_PIN_HANDLE;
  const body = length - handle * 2;
  const sheetFrom = centre.x - facing * length * 0.55;
  const sheetTo = centre.x + facing * length * 0.5;
  const sheet = { x: Math.min(sheetFrom, sheetTo), width: Math.abs(sheetTo - sheetFrom) };
  const parts = [
    `<rect x="${fmt(sheet.x)}" y="${fmt(tableTop - dough - linePx * 0.5)}" width="${fmt(sheet.width)}" height="${fmt(dough + linePx)}" rx="${fmt(dough * 0.5)}" ${outline(linePx)}/>`,
    `<rect x="${fmt(centre.x - length / 2)}" y="${fmt(centre.y - radius * 0.45)}" width="${fmt(length)}" height="${fmt(radius * 0.9)}" rx="${fmt(radius * 0.45)}" ${outline(linePx)}/>`,
    `<rect x="${fmt(centre.x - body / 2)}" y="${fmt(centre.y - radius)}" width="${fmt(body)}" height="${fmt(radius * 2)}" rx="${fmt(radius * 0.7)}" ${outline(linePx)}/>`,
  ];
  const box = { x: Math.min(sheet.x, centre.x - length / 2 - handle), y: centre.y - radius, width: Math.max(sheet.width, length), height: tableTop - centre.y + radius };
  return { markup: parts.join(''), box };
}

/** How much shapes lying flat on the table are squashed, seen a little from above. */
const FLAT = 0.6;

/** A heart lying flat, `size` wide, its middle at `centre`. */
function heartPath(centre: Point, size: number): string {
  const w = size / 2;
  const h = size * 0.9 * FLAT;
  const top = centre.y - h * 0.5;
  const tip = centre.y + h * 0.5;
  const dip = top + h * 0.22;
  return `M${fmt(centre.x)} ${fmt(tip)}C${fmt(centre.x - w * 0.55)} ${fmt(tip - h * 0.3)} ${fmt(centre.x - w * 1.15)} ${fmt(top + h * 0.35)} ${fmt(centre.x - w * 0.75)} ${fmt(top + h * 0.02)}C${fmt(centre.x - w * 0.45)} ${fmt(top - h * 0.18)} ${fmt(centre.x - w * 0.05)} ${fmt(top)} ${fmt(centre.x)} ${fmt(dip)}C${fmt(centre.x + w * 0.05)} ${fmt(top)} ${fmt(centre.x + w * 0.45)} ${fmt(top - h * 0.18)} ${fmt(centre.x + w * 0.75)} ${fmt(top + h * 0.02)}C${fmt(centre.x + w * 1.15)} ${fmt(top + h * 0.35)} ${fmt(centre.x + w * 0.55)} ${fmt(tip - h * 0.3)} ${fmt(centre.x)} ${fmt(tip)}Z`;
}

/** A star's inner corners as a share of its points' radius. */
const STAR_WAIST = 0.48;

/** A five-pointed star lying flat, `radius` to its points, its middle at `centre`. */
function starPath(centre: Point, radius: number): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    const r = index % 2 === 0 ? radius : radius * STAR_WAIST;
    return `${fmt(centre.x + Math.cos(angle) * r)} ${fmt(centre.y + Math.sin(angle) * r * FLAT)}`;
  });
  return `M${points.join('L')}Z`;
}

/** A mixing bowl standing on the table, batter inside its rim; returns where a spoon stirs it. */
export function mixingBowl(cx: number, tableTop: number, width: number, linePx: number, detail: Detail): { markup: string; box: Box; batter: Point; rimY: number } {
  const height = width * 0.5;
  const rimY = tableTop - height;
  const rimRy = width * 0.12;
  const foot = width * 0.34;
  const parts = [
    `<rect x="${fmt(cx - foot / 2)}" y="${fmt(tableTop - width * 0.08)}" width="${fmt(foot)}" height="${fmt(width * 0.08)}" rx="${fmt(width * 0.03)}" ${outline(linePx)}/>`,
    `<path d="M${fmt(cx - width / 2)} ${fmt(rimY)}C${fmt(cx - width / 2)} ${fmt(rimY + height * 0.8)} ${fmt(cx - width * 0.28)} ${fmt(tableTop - width * 0.06)} ${fmt(cx)} ${fmt(tableTop - width * 0.06)}C${fmt(cx + width * 0.28)} ${fmt(tableTop - width * 0.06)} ${fmt(cx + width / 2)} ${fmt(rimY + height * 0.8)} ${fmt(cx + width / 2)} ${fmt(rimY)}Z" ${outline(linePx)}/>`,
    `<ellipse cx="${fmt(cx)}" cy="${fmt(rimY)}" rx="${fmt(width / 2)}" ry="${fmt(rimRy)}" ${outline(linePx)}/>`,
    // The batter heaped a little inside the rim.
    `<path d="M${fmt(cx - width * 0.4)} ${fmt(rimY + rimRy * 0.3)}Q${fmt(cx - width * 0.2)} ${fmt(rimY - rimRy * 1.3)} ${fmt(cx)} ${fmt(rimY - rimRy * 0.6)}Q${fmt(cx + width * 0.2)} ${fmt(rimY - rimRy * 1.4)} ${fmt(cx + width * 0.4)} ${fmt(rimY + rimRy * 0.3)}Q${fmt(cx)} ${fmt(rimY + rimRy * 0.9)} ${fmt(cx - width * 0.4)} ${fmt(rimY + rimRy * 0.3)}Z" ${outline(linePx)}/>`,
  ];
  // A band round the bowl for older children to colour apart.
  if (detail !== 'low') parts.push(`<path d="M${fmt(cx - width * 0.485)} ${fmt(rimY + height * 0.3)}Q${fmt(cx)} ${fmt(rimY + height * 0.48)} ${fmt(cx + width * 0.485)} ${fmt(rimY + height * 0.3)}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`);
  return { markup: parts.join(''), box: { x: cx - width / 2, y: rimY - rimRy * 1.4, width, height: tableTop - rimY + rimRy * 1.4 }, batter: { x: cx, y: rimY - rimRy * 0.4 }, rimY };
}

/** A step stool for a child to reach the table: a top board on two splayed legs. */
export function stepStool(cx: number, floorY: number, height: number, width: number, linePx: number): string {
  const board = Math.max(linePx * 3, height * 0.22);
  const leg = Math.max(linePx * 3, width * 0.13);
  const parts = [
    `<path d="M${fmt(cx - width * 0.36)} ${fmt(floorY - height + board)}L${fmt(cx - width * 0.46)} ${fmt(floorY)}L${fmt(cx - width * 0.46 + leg)} ${fmt(floorY)}L${fmt(cx - width * 0.36 + leg)} ${fmt(floorY - height + board)}Z" ${outline(linePx)}/>`,
    `<path d="M${fmt(cx + width * 0.36)} ${fmt(floorY - height + board)}L${fmt(cx + width * 0.46)} ${fmt(floorY)}L${fmt(cx + width * 0.46 - leg)} ${fmt(floorY)}L${fmt(cx + width * 0.36 - leg)} ${fmt(floorY - height + board)}Z" ${outline(linePx)}/>`,
    `<rect x="${fmt(cx - width / 2)}" y="${fmt(floorY - height)}" width="${fmt(width)}" height="${fmt(board)}" rx="${fmt(board * 0.3)}" ${outline(linePx)}/>`,
  ];
  return parts.join('');
}

/**
 * The cookies on a tray of two or three for older children: a heart and a star, as cut out of the dough with cutters,
 * a round one with chocolate chips between them (only round ones, nothing said the dough had been cut: round 15).
 */
const CUT_COOKIES: Record<number, Array<'heart' | 'round' | 'star'>> = { 2: ['heart', 'star'], 3: ['heart', 'round', 'star'] };

/** A baking tray on the table with a row of cookies on it; for older children cut-out shapes, chips on the round ones. */
export function cookieTray(tray: Box, count: number, linePx: number, detail: Detail): string {
  const parts = [`<rect x="${fmt(tray.x)}" y="${fmt(tray.y)}" width="${fmt(tray.width)}" height="${fmt(tray.height)}" rx="${fmt(tray.height * 0.4)}" ${outline(linePx)}/>`];
  const r = tray.width / (count * 2.4);
  for (let index = 0; index < count; index++) {
    const cx = tray.x + (tray.width * (index + 0.5)) / count;
    const cy = tray.y - r * 0.45;
    const shape = detail === 'low' ? 'round' : (CUT_COOKIES[count]?.[index] ?? 'round');
    if (shape === 'heart') parts.push(`<path d="${heartPath({ x: cx, y: cy }, r * 1.9)}" ${outline(linePx)}/>`);
    // The star set down into the tray's edge as far as the notch between its lower points, which closed a sliver there.
    else if (shape === 'star') parts.push(`<path d="${starPath({ x: cx, y: tray.y + linePx * 0.5 - r * 1.12 * STAR_WAIST * FLAT }, r * 1.12)}" ${outline(linePx)}/>`);
    else parts.push(`<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(r)}" ry="${fmt(r * 0.55)}" ${outline(linePx)}/>`);
    if (shape === 'round' && detail !== 'low') for (const [ox, oy] of [[-0.4, -0.1], [0.3, -0.2], [0, 0.25]] as const) parts.push(`<circle cx="${fmt(cx + ox * r)}" cy="${fmt(cy + oy * r * 0.55)}" r="${fmt(Math.max(linePx * 0.8, r * 0.1))}" fill="#000"/>`);
  }
  return parts.join('');
}
