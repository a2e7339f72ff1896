import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';

/**
 * A jump rope swung over the head: a handle in each fist, pointing out and up, and the rope in one smooth arc from one
 * handle's end over the head to the other's. Returns the arc's top, for the test that it clears the head.
 */
export function jumpRope(hands: { back: Point; front: Point }, headTop: number, size: number, linePx: number): { markup: string; box: Box; top: Point } {
  const [left, right] = hands.back.x <= hands.front.x ? [hands.back, hands.front] : [hands.front, hands.back];
  const handle = size * 0.16;
  // Each handle from the top of the fist out and up, clear of the wrist, so the rope leaves it already on its way over.
  const ends = [left, right].map((hand, index) => {
    const out = index === 0 ? -1 : 1;
    return { x: hand.x + out * handle * 0.5, y: hand.y - handle * 1.05 };
  }) as [Point, Point];
  const handles = [left, right]
    .map((hand, index) => {
      const end = ends[index]!;
      return `<path d="M${fmt(hand.x)} ${fmt(hand.y - handle * 0.1)}L${fmt(end.x)} ${fmt(end.y)}" fill="none" stroke="#000" stroke-width="${fmt(Math.max(linePx * 3, size * 0.045))}" stroke-linecap="round"/>` +
        `<path d="M${fmt(hand.x)} ${fmt(hand.y - handle * 0.1)}L${fmt(end.x)} ${fmt(end.y)}" fill="none" stroke="#fff" stroke-width="${fmt(Math.max(linePx, size * 0.045 - linePx * 2))}" stroke-linecap="round"/>`;
    })
    .join('');
  const top = { x: (ends[0].x + ends[1].x) / 2, y: headTop - size * 0.12 };
  // A cubic whose middle reaches `top`: the controls are a third higher than the top above the ends.
  const lift = (Math.min(ends[0].y, ends[1].y) - top.y) * (4 / 3);
  const rope = `M${fmt(ends[0].x)} ${fmt(ends[0].y)}C${fmt(ends[0].x - size * 0.08)} ${fmt(ends[0].y - lift)} ${fmt(ends[1].x + size * 0.08)} ${fmt(ends[1].y - lift)} ${fmt(ends[1].x)} ${fmt(ends[1].y)}`;
  const markup = `<path d="${rope}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 1.4)}" stroke-linecap="round"/>${handles}`;
  const box = { x: Math.min(left.x, ends[0].x) - size * 0.1, y: top.y - linePx * 2, width: Math.max(right.x, ends[1].x) - Math.min(left.x, ends[0].x) + size * 0.2, height: Math.max(left.y, right.y) - top.y + handle };
  return { markup, box, top };
}
