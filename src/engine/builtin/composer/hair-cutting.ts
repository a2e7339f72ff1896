import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';
import type { Detail } from '../motif-library';

const outline = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
const at = (point: Point): string => `${fmt(point.x)} ${fmt(point.y)}`;

/**
 * Scissors held in the fist, open, their tips at the hair: two finger rings at the fist, two blades crossing at a pivot
 * screw and reaching on to the tips, slightly apart. Returns the point between the tips (at the hair).
 */
export function heldScissors(fist: Point, hair: Point, linePx: number): { markup: string; box: Box; tip: Point } {
  const length = Math.hypot(hair.x - fist.x, hair.y - fist.y) || 1;
  const along = { x: (hair.x - fist.x) / length, y: (hair.y - fist.y) / length };
  const across = { x: -along.y, y: along.x };
  const ring = Math.max(linePx * 4, length * 0.18);
  const pivot = { x: fist.x + along.x * length * 0.42, y: fist.y + along.y * length * 0.42 };
  const spread = length * 0.12;
  const blade = Math.max(linePx * 2.6, length * 0.08);
  // Each blade runs from the ring on one side, through the pivot, to the tip on the other: open, they cross there.
  const blades = [1, -1].map((side) => {
    const ringAt = { x: fist.x - along.x * ring * 0.6 + across.x * side * ring * 0.9, y: fist.y - along.y * ring * 0.6 + across.y * side * ring * 0.9 };
    const tip = { x: hair.x - across.x * side * spread, y: hair.y - across.y * side * spread };
    const base = (lift: number): Point => ({ x: ringAt.x + across.x * lift, y: ringAt.y + across.y * lift });
    const mid = (lift: number): Point => ({ x: pivot.x + across.x * lift, y: pivot.y + across.y * lift });
    return {
      blade: `<path d="M${at(base(blade * 0.6))}L${at(mid(blade))}L${at(tip)}L${at(mid(-blade))}L${at(base(-blade * 0.6))}Z" ${outline(linePx)}/>`,
      ring: `<circle cx="${fmt(ringAt.x)}" cy="${fmt(ringAt.y)}" r="${fmt(ring * 0.7)}" ${outline(linePx)}/>`,
      points: [ringAt, tip],
    };
  });
  const screw = `<circle cx="${fmt(pivot.x)}" cy="${fmt(pivot.y)}" r="${fmt(Math.max(linePx * 1.4, blade * 0.7))}" ${outline(linePx)}/>`;
  const points = blades.flatMap(({ points: ends }) => ends);
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const box = { x: Math.min(...xs) - ring, y: Math.min(...ys) - ring, width: Math.max(...xs) - Math.min(...xs) + ring * 2, height: Math.max(...ys) - Math.min(...ys) + ring * 2 };
  return { markup: blades.map(({ ring: handle }) => handle).join('') + blades.map(({ blade: edge }) => edge).join('') + screw, box, tip: hair };
}

/**
 * A comb hanging down from the fist by its spine, its teeth forward (fewer, wider teeth for the youngest): the fist
 * drawn over it hides the top, the rest shows below it.
 */
export function heldComb(fist: Point, length: number, linePx: number, detail: Detail): { markup: string; box: Box } {
  const spine = Math.max(linePx * 3, length * 0.16);
  const teeth = detail === 'low' ? 5 : 8;
  const tooth = length * 0.26;
  const x = fist.x - spine * 0.5;
  const y = fist.y;
  const gaps = Array.from({ length: teeth - 1 }, (_, index) => y + (length * (index + 1)) / teeth);
  const lines = gaps.map((gy) => `M${fmt(x + spine)} ${fmt(gy)}H${fmt(x + spine + tooth)}`).join('');
  const markup =
    `<rect x="${fmt(x + spine - linePx)}" y="${fmt(y)}" width="${fmt(tooth + linePx)}" height="${fmt(length)}" rx="${fmt(linePx)}" ${outline(linePx)}/>` +
    `<path d="${lines}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}"/>` +
    `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(spine)}" height="${fmt(length)}" rx="${fmt(spine * 0.4)}" ${outline(linePx)}/>`;
  return { markup, box: { x, y, width: spine + tooth, height: length } };
}

/**
 * A cutting cape over a seated customer, from a band round the neck down over the shoulders and lap to just past the
 * knees, in one piece with a hem. `back` and `front` are its hem's ends (behind the back, past the knees).
 */
export function hairCape(neck: Point, shoulder: number, back: Point, front: Point, linePx: number, detail: Detail): { markup: string; box: Box } {
  const band = Math.max(linePx * 2.4, shoulder * 0.22);
  const hemY = Math.max(back.y, front.y);
  const cape =
    `<path d="M${fmt(neck.x - shoulder * 0.5)} ${fmt(neck.y)}` +
    `Q${fmt(back.x)} ${fmt(neck.y + (hemY - neck.y) * 0.2)} ${fmt(back.x)} ${fmt(hemY)}` +
    `Q${fmt((back.x + front.x) / 2)} ${fmt(hemY + band)} ${fmt(front.x)} ${fmt(hemY)}` +
    `Q${fmt(front.x)} ${fmt(neck.y + (hemY - neck.y) * 0.35)} ${fmt(neck.x + shoulder * 0.5)} ${fmt(neck.y)}Z" ${outline(linePx)}/>`;
  const collar = `<rect x="${fmt(neck.x - shoulder * 0.55)}" y="${fmt(neck.y - band * 0.5)}" width="${fmt(shoulder * 1.1)}" height="${fmt(band)}" rx="${fmt(band * 0.5)}" ${outline(linePx)}/>`;
  // Older children get a band of stripes down the cape to colour.
  const stripes = detail === 'high' ? `<path d="M${fmt(neck.x)} ${fmt(neck.y + band)}Q${fmt(neck.x + shoulder * 0.1)} ${fmt((neck.y + hemY) / 2)} ${fmt(neck.x + shoulder * 0.2)} ${fmt(hemY + band * 0.4)}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}"/>` : '';
  return { markup: cape + stripes + collar, box: { x: back.x, y: neck.y - band, width: front.x - back.x, height: hemY + band - neck.y + band } };
}
