import { fmt, type Box } from '../drawing';
import type { Detail } from '../motif-library';
import type { Point } from '../figure/geometry';

/** Degrees of arc the swoosh trails behind the top ball, where it came from. */
const SWOOSH_FROM = 16;
const SWOOSH_TO = 38;

/**
 * Three balls in the air on one arc from hand to hand, over the head: one just leaving the far hand, one at the top,
 * one coming down to the near hand, a short swoosh along the arc behind the top one. Plain juggling balls to colour,
 * a band round them for older children (a soccer ball's patches were too busy at this size).
 */
export function jugglingBalls(hands: { back: Point; front: Point }, head: Box, top: number, size: number, linePx: number, detail: Detail): { markup: string; box: Box; balls: Point[] } {
  const [left, right] = hands.back.x <= hands.front.x ? [hands.back, hands.front] : [hands.front, hands.back];
  const r = size / 2;
  const baseY = Math.min(left.y, right.y) - size;
  // Starting just over the hands, and wide enough that the arc's sides pass clear of the head.
  const cx = (left.x + right.x) / 2;
  const a = Math.max((right.x - left.x) / 2, Math.max(cx - head.x, head.x + head.width - cx) + size * 0.8);
  const b = Math.max(baseY - top - r, size);
  const at = (degrees: number): Point => {
    const t = (degrees * Math.PI) / 180;
    return { x: cx + a * Math.cos(t), y: baseY - b * Math.sin(t) };
  };
  // The first just up off the far hand and the last dropping to the near one higher above it, both over the fists, a
  // little out from the head: out at the arc's ends they hung in front of a wide collar; lower, a ball hid the fist.
  // Each held clear of the hair by a gap to colour in: a clown's wig of curls, wider than his head, touched the near ball.
  const clear = r * 0.4 + head.width * 0.14;
  const balls = [{ x: Math.min(left.x - r * 0.2, head.x - r - clear), y: left.y - size }, at(90), { x: Math.max(right.x + r * 0.3, head.x + head.width + r + clear), y: right.y - size * 1.5 }];
  // Only the top ball trails a swoosh, up the arc from the far hand: one down the near side crossed the far hills.
  const swoosh = [0, 1, 2, 3, 4].map((step) => at(90 + SWOOSH_FROM + ((SWOOSH_TO - SWOOSH_FROM) * step) / 4));
  const seams = (centre: Point): string => {
    const edge = (dy: number, bow: number): string =>
      `M${fmt(centre.x - r * 0.94)} ${fmt(centre.y + r * dy)}Q${fmt(centre.x)} ${fmt(centre.y + r * bow)} ${fmt(centre.x + r * 0.94)} ${fmt(centre.y + r * dy)}`;
    return detail === 'high' ? edge(-0.34, 0.3) + edge(0.34, 0.75) : edge(-0.34, 0.3);
  };
  const stroke = `stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round" stroke-linejoin="round"`;
  const markup =
    `<path d="M${swoosh.map((point) => `${fmt(point.x)} ${fmt(point.y)}`).join('L')}" fill="none" ${stroke}/>` +
    balls.map((centre) => `<circle cx="${fmt(centre.x)}" cy="${fmt(centre.y)}" r="${fmt(r)}" fill="#fff" ${stroke}/>${detail === 'low' ? '' : `<path d="${seams(centre)}" fill="none" ${stroke}/>`}`).join('');
  const xs = balls.map((ball) => ball.x);
  const ys = balls.map((ball) => ball.y);
  const box = { x: Math.min(...xs) - r - linePx, y: Math.min(...ys) - r - linePx, width: Math.max(...xs) - Math.min(...xs) + size + linePx * 2, height: Math.max(...ys) - Math.min(...ys) + size + linePx * 2 };
  return { markup, box, balls };
}
