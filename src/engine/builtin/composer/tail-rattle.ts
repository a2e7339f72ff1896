import { fmt, type Box } from '../drawing';
import { getMotif, type Detail } from '../motif-library';

/**
 * Words that give a snake the rattle on its tail: "a snake with a rattle", "a rattlesnake". Only a rattle the snake has:
 * "a baby with a rattle and a toy snake" gave the baby's rattle to the snake's tail.
 */
const RATTLE = /\brattlesnakes?\b|\bsnakes?\s+(?:with|shaking|rattling)\s+(?:(?:a|an|its|the|his|her)\s+)?(?:[a-z]+\s+)?rattles?\b/i;

/** The tip of the snake icon's tail, in its units, and how far the rattle tips up from the ground, in radians. */
const TIP = [29.9, 29.2] as const;
const TILT = (-35 * Math.PI) / 180;
/** Four segments for 6-8 and 9-12: how far each is out from the tail's tip along the rattle, its half-length and half-width. */
const FOUR_SEGMENTS = [
  [2.75, 0.38, 0.62],
  [2.1, 0.43, 0.8],
  [1.35, 0.47, 0.95],
  [0.55, 0.5, 1.05],
] as const;
/** The rattle's segments, outermost first. The youngest get three further apart: behind their thick lines four left slivers between them. */
const SEGMENTS: Record<Detail, ReadonlyArray<readonly [number, number, number]>> = {
  low: [
    [2.55, 0.45, 0.75],
    [1.55, 0.5, 0.92],
    [0.55, 0.55, 1.05],
  ],
  medium: FOUR_SEGMENTS,
  high: FOUR_SEGMENTS,
};

/** The thing a snake's rattle would otherwise be drawn as: a baby's rattle lying beside it. */
export const RATTLE_MOTIF = 'rattle';

/** Whether the words give the creature `motif` names a rattle on its tail (a rattlesnake's, not a baby's toy). */
export function hasTailRattle(motif: string, description: string): boolean {
  return motif === 'snake' && RATTLE.test(description);
}

/**
 * The rattle on the tip of the snake icon's tail, over the icon drawn in `box` (facing right when `facesRight`): four
 * rounded segments (three for the youngest), each smaller than the last, tipped up off the ground, outlined as boldly as
 * the snake's outline. Drawn in the icon's own units (its tail ends at its bottom right), so it stays on the tail's tip at
 * any size. "A snake with a rattle" drew a baby's rattle lying on the grass beside the snake.
 */
export function tailRattle(box: Box, facesRight: boolean, linePx: number, detail: Detail): string {
  const { minX, minY, maxX, maxY } = getMotif('snake')!.bounds;
  const scale = box.width / (maxX - minX);
  const transform = `translate(${fmt(box.x + box.width / 2)} ${fmt(box.y + box.height / 2)}) scale(${fmt(facesRight ? -scale : scale)} ${fmt(scale)}) translate(${fmt(-(minX + maxX) / 2)} ${fmt(-(minY + maxY) / 2)})`;
  // Outermost first, so each segment nearer the tail overlaps the one beyond it, the nearest over the tail's tip.
  const segments = SEGMENTS[detail]
    .map(([along, rx, ry]) => {
      const [cx, cy] = [fmt(TIP[0] + along * Math.cos(TILT)), fmt(TIP[1] + along * Math.sin(TILT))];
      return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${fmt((TILT * 180) / Math.PI)} ${cx} ${cy})"/>`;
    })
    .join('');
  return `<g transform="${transform}" fill="#fff" stroke="#000" stroke-width="${fmt((linePx * 1.5) / scale)}" stroke-linejoin="round">${segments}</g>`;
}
