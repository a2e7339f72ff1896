import { fmt, type Box } from '../drawing';
import type { Detail } from '../motif-library';

/** The bumps along a cloud's top, as shares of its width and height: a tall middle puff, two puffs, a low bank. */
const CLOUD_TOPS: Array<Array<[number, number]>> = [
  [[0.34, 0.2], [0.58, 0.02], [0.8, 0.24]],
  [[0.44, 0.16], [0.74, 0.04]],
  [[0.3, 0.3], [0.52, 0.1], [0.74, 0.18]],
];

/**
 * A cloud drawn in the page's own line, not the icon's: the icon's outline is drawn over a silhouette twice as thick,
 * which made the clouds much heavier than everything round them (round 13, 14). `size` is its width; it sits on
 * `bottom`. By `variant` it has two or three bumps of different heights, so a sky of them is not one stamp. Older
 * children's clouds are banks of two areas, a wavy line parting the lower puff from the upper.
 */
export function cloud(cx: number, bottom: number, size: number, linePx: number, detail: Detail, variant: number): { markup: string; box: Box } {
  const [w, h] = [size, size * 0.58];
  const [left, top] = [cx - w / 2, bottom - h];
  const isMirrored = variant % 2 === 1;
  // The contour's corners, clockwise from the bottom left: up the left end, over the top's bumps, down the right end.
  const tops = CLOUD_TOPS[variant % CLOUD_TOPS.length]!;
  const corners: Array<[number, number]> = [[0.12, 1], [0.08, 0.5], ...tops, [0.93, 0.52], [0.86, 1]];
  const at = ([x, y]: [number, number]): [number, number] => [left + w * (isMirrored ? 1 - x : x), top + h * y];
  const points = (isMirrored ? [...corners].reverse() : corners).map(at);
  const [start] = points;
  let d = `M${fmt(start![0])} ${fmt(start![1])}`;
  for (let index = 1; index < points.length; index++) {
    const [x, y] = points[index]!;
    const [px, py] = points[index - 1]!;
    // Each puff a circular arc bulging outwards, a little more than a half circle's chord for a round puff.
    const radius = Math.hypot(x - px, y - py) * 0.62;
    d += `A${fmt(radius)} ${fmt(radius)} 0 0 1 ${fmt(x)} ${fmt(y)}`;
  }
  const line = `stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;
  const parts = [`<path d="${d}Z" fill="#fff" ${line}/>`];
  if (detail === 'high') {
    // From the left end's top corner to the right end's: a wave parting the bank's lower puff from the upper.
    const [from, to] = [points[1]!, points.at(-2)!];
    const sag = h * 0.18;
    const mid = (from[0] + to[0]) / 2;
    parts.push(`<path d="M${fmt(from[0])} ${fmt(from[1])}Q${fmt((from[0] + mid) / 2)} ${fmt(from[1] + sag)} ${fmt(mid)} ${fmt((from[1] + to[1]) / 2 + sag * 0.2)}T${fmt(to[0])} ${fmt(to[1])}" fill="none" ${line}/>`);
  }
  return { markup: parts.join(''), box: { x: left, y: top, width: w, height: h } };
}

/**
 * A rain cloud in the page's own line: the cloud with rows of closed raindrops falling from it, each big enough to
 * colour (the icon's rain cloud had a silhouette's heavy outline and a white sliver inside it). Its box takes in the drops.
 */
export function rainCloud(cx: number, bottom: number, size: number, linePx: number, detail: Detail, variant: number): { markup: string; box: Box } {
  const rainDepth = size * 0.42;
  const drawn = cloud(cx, bottom - rainDepth, size, linePx, detail, variant);
  // Staggered rows under the cloud's flat bottom: three drops for the youngest, five for older children.
  const drops: Array<[number, number]> = detail === 'low' ? [[0.3, 0.35], [0.5, 0.72], [0.7, 0.35]] : [[0.26, 0.3], [0.5, 0.3], [0.74, 0.3], [0.38, 0.76], [0.62, 0.76]];
  const radius = size * (detail === 'low' ? 0.07 : 0.055);
  const line = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  const markup = drops.map(([share, depth]) => {
    const [x, y] = [cx - size / 2 + size * share, bottom - rainDepth + rainDepth * depth + radius * 0.8];
    // A drop: a round bottom rising to a point.
    return `<path d="M${fmt(x)} ${fmt(y - radius * 2)}C${fmt(x + radius * 0.3)} ${fmt(y - radius * 1.3)} ${fmt(x + radius)} ${fmt(y - radius * 0.7)} ${fmt(x + radius)} ${fmt(y)}A${fmt(radius)} ${fmt(radius)} 0 0 1 ${fmt(x - radius)} ${fmt(y)}C${fmt(x - radius)} ${fmt(y - radius * 0.7)} ${fmt(x - radius * 0.3)} ${fmt(y - radius * 1.3)} ${fmt(x)} ${fmt(y - radius * 2)}Z" ${line}/>`;
  });
  return { markup: drawn.markup + markup.join(''), box: { ...drawn.box, height: drawn.box.height + rainDepth } };
}
