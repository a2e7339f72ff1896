import { fmt, type Box } from '../drawing';

/**
 * Three outlined Z letters rising smaller to larger up and away from the sleeper, each clear of the
 * next: the icon's letters overlapped in one small black tangle.
 */
export function snoreLetters(cx: number, bottom: number, size: number, linePx: number): { markup: string; box: Box } {
  const left = cx - size / 2;
  const top = bottom - size;
  const letters = [
    { x: 0, y: 0.66, h: 0.28 },
    { x: 0.31, y: 0.34, h: 0.33 },
    { x: 0.64, y: 0, h: 0.38 },
  ].map(({ x, y, h }) => {
    const height = size * h;
    const width = height * 0.82;
    const t = Math.max(height * 0.24, linePx * 3);
    const ox = left + size * x;
    const oy = top + size * y;
    const points: Array<[number, number]> = [[0, 0], [width, 0], [width, t], [t * 1.5, height - t], [width, height - t], [width, height], [0, height], [0, height - t], [width - t * 1.5, t], [0, t]];
    return `M${points.map(([px, py]) => `${fmt(ox + px)} ${fmt(oy + py)}`).join('L')}Z`;
  });
  return { markup: `<path d="${letters.join('')}" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"/>`, box: { x: left - linePx, y: top - linePx, width: size + linePx * 2, height: size + linePx * 2 } };
}
