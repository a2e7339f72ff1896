import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';
import type { Detail } from '../motif-library';

/** Each bubble's radius as a share of the ring's, and its sideways wobble off the drift, in ring radii. */
const BUBBLES = [
  { radius: 1.1, wobble: -0.4 },
  { radius: 1.7, wobble: 0.7 },
  { radius: 1.0, wobble: -0.6 },
  { radius: 1.45, wobble: 0.3 },
];
/** The space between one bubble and the next, in ring radii. */
const BUBBLE_GAP = 0.9;

/**
 * A bubble wand held up at the mouth: a stick from the fist to a ring just ahead of the lips, and bubbles drifting up
 * and away from it, each a circle with a shine for older children. Returns the ring's centre.
 */
export function bubbleWand(fist: Point, mouth: Point, facing: 1 | -1, ring: number, linePx: number, detail: Detail): { markup: string; box: Box; ring: Point; bubbles: Point[] } {
  const stroke = `stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"`;
  // The ring just past the cheek at the lips' height, so it reads as blown into without covering the face.
  const centre = { x: mouth.x + facing * ring * 1.2, y: mouth.y };
  const towards = Math.hypot(centre.x - fist.x, centre.y - fist.y) || 1;
  const stickEnd = { x: centre.x - ((centre.x - fist.x) / towards) * ring, y: centre.y - ((centre.y - fist.y) / towards) * ring };
  // Up and away from the face at about 35 degrees over the level.
  const drift = { x: facing * Math.cos(0.6), y: -Math.sin(0.6) };
  let along = ring;
  const bubbles = BUBBLES.map((bubble, index) => {
    along += ring * ((BUBBLES[index - 1]?.radius ?? 0) + bubble.radius + BUBBLE_GAP);
    const side = ring * bubble.wobble;
    return { x: centre.x + drift.x * along - drift.y * facing * side, y: centre.y + drift.y * along + drift.x * facing * side, r: ring * bubble.radius };
  });
  const shine = (b: { x: number; y: number; r: number }): string =>
    detail === 'low' ? '' : `<path d="M${fmt(b.x - b.r * 0.55)} ${fmt(b.y - b.r * 0.05)}A${fmt(b.r * 0.55)} ${fmt(b.r * 0.55)} 0 0 1 ${fmt(b.x - b.r * 0.05)} ${fmt(b.y - b.r * 0.55)}" fill="none" ${stroke}/>`;
  const markup =
    `<path d="M${fmt(fist.x)} ${fmt(fist.y)}L${fmt(stickEnd.x)} ${fmt(stickEnd.y)}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 1.6)}" stroke-linecap="round"/>` +
    `<circle cx="${fmt(centre.x)}" cy="${fmt(centre.y)}" r="${fmt(ring)}" fill="#fff" ${stroke}/>` +
    bubbles.map((b) => `<circle cx="${fmt(b.x)}" cy="${fmt(b.y)}" r="${fmt(b.r)}" fill="#fff" ${stroke}/>${shine(b)}`).join('');
  const xs = [centre.x - ring, centre.x + ring, ...bubbles.flatMap((b) => [b.x - b.r, b.x + b.r])];
  const ys = [centre.y - ring, centre.y + ring, ...bubbles.flatMap((b) => [b.y - b.r, b.y + b.r])];
  const box = { x: Math.min(...xs) - linePx, y: Math.min(...ys) - linePx, width: Math.max(...xs) - Math.min(...xs) + linePx * 2, height: Math.max(...ys) - Math.min(...ys) + linePx * 2 };
  return { markup, box, ring: centre, bubbles };
}
