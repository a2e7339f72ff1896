import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';
import { wateringCan } from './ground-dressing';

/** Degrees the can is tipped forward from standing, its spout down towards the flowers. */
const TIP = 70;

/**
 * A watering can held by its handle in the hand, turned to face the way the figure does and tipped forward, so its
 * rose points down ahead; drops fall from the rose down to `dropsBottom` (the flowers' tops). Returns where the rose is,
 * so the flowers can stand under it.
 */
export function tippedWateringCan(hand: Point, facing: 1 | -1, size: number, linePx: number, dropsBottom: number): { markup: string; box: Box; rose: Point } {
  // The grip at the top of the handle's arch is the can's origin: the hand holds it there.
  const can = wateringCan(0, size * 0.3125, size, linePx);
  const angle = (TIP * facing * Math.PI) / 180;
  // The rose's point in the can's own frame, spout to the left, mirrored to face ahead.
  const local = { x: -size * 0.62 * -facing, y: -size * 0.2125 };
  const rose = { x: hand.x + local.x * Math.cos(angle) - local.y * Math.sin(angle), y: hand.y + local.x * Math.sin(angle) + local.y * Math.cos(angle) };
  // Three drops down from the rose to the flowers' tops, each a little further ahead as the water arcs out.
  const length = size * 0.15;
  const gap = Math.max(dropsBottom - rose.y - length, length);
  const drops = [0.12, 0.45, 0.78].map((share, index) => {
    const x = rose.x + facing * size * (index - 1) * 0.09;
    const y = rose.y + gap * share - length * 0.3;
    const w = length * 0.38;
    // A teardrop: pointed at the top, round at the bottom.
    return `<path d="M${fmt(x)} ${fmt(y)}C${fmt(x + w * 0.4)} ${fmt(y + length * 0.4)} ${fmt(x + w)} ${fmt(y + length * 0.6)} ${fmt(x)} ${fmt(y + length)}C${fmt(x - w)} ${fmt(y + length * 0.6)} ${fmt(x - w * 0.4)} ${fmt(y + length * 0.4)} ${fmt(x)} ${fmt(y)}Z" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"/>`;
  });
  const markup = `<g transform="translate(${fmt(hand.x)} ${fmt(hand.y)}) rotate(${fmt(TIP * facing)}) scale(${-facing} 1)">${can.markup}</g>${drops.join('')}`;
  // The drops' fall is kept clear too: a bush planted between the spout and the flowers caught them.
  const reach = size * 0.75;
  const box = { x: Math.min(hand.x, hand.x + facing * reach) - size * 0.2, y: hand.y - size * 0.35, width: reach + size * 0.4, height: Math.max(size * 0.9, dropsBottom - hand.y + size * 0.35) };
  return { markup, box, rose };
}
