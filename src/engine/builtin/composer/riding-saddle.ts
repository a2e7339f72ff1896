import { fmt } from '../drawing';
import type { Point } from '../figure/geometry';

/**
 * A saddle under a rider seen from the side, facing right: the seat over the mount's back, raised to a cantle
 * behind the rider and a pommel in front, a flap down the flank behind the near leg and a stirrup under the
 * foot (`foot`: where the sole rests). A child's leg is shorter than a horse's barrel is deep: with nothing
 * under it, the foot ended on the flank and the rider read as standing on the horse's back or pasted in front
 * of it.
 */
export function ridingSaddle(seat: Point, foot: Point, linePx: number): { markup: string; stirrup: Point } {
  const leg = Math.max(foot.y - seat.y, linePx * 12);
  const at = (dx: number, dy: number) => `${fmt(seat.x + dx * leg)} ${fmt(seat.y + dy * leg)}`;
  const style = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  // The seat dips from the cantle and runs forward under the thigh, which hides the pommel: a pommel standing up
  // ahead of the hips poked out over the knee of a thigh going forward like a claw.
  const seatPath = `M${at(-0.6, -0.16)}Q${at(-0.52, 0.02)} ${at(-0.3, 0.05)}L${at(0.22, 0.1)}Q${at(0.4, 0.12)} ${at(0.36, 0.2)}L${at(-0.46, 0.2)}Q${at(-0.66, 0.1)} ${at(-0.6, -0.16)}Z`;
  const flapTop = seat.y + leg * 0.12;
  const flapBottom = seat.y + leg * 0.66;
  const strapWidth = Math.max(leg * 0.08, linePx * 3.5);
  const treadWidth = leg * 0.66;
  // A bar deep enough to read as the stirrup's tread: a shallow one showed under the shoe as a doubled outline (round 15).
  const treadHeight = Math.max(leg * 0.17, linePx * 5.5);
  const treadTop = foot.y - treadHeight * 0.2;
  const markup = [
    `<path d="${seatPath}" ${style}/>`,
    `<rect x="${fmt(foot.x - leg * 0.45)}" y="${fmt(flapTop)}" width="${fmt(leg * 0.8)}" height="${fmt(flapBottom - flapTop)}" rx="${fmt(leg * 0.12)}" ${style}/>`,
    `<rect x="${fmt(foot.x - strapWidth / 2)}" y="${fmt(flapBottom - linePx)}" width="${fmt(strapWidth)}" height="${fmt(foot.y - flapBottom + linePx)}" ${style}/>`,
    `<rect x="${fmt(foot.x + leg * 0.1 - treadWidth / 2)}" y="${fmt(treadTop)}" width="${fmt(treadWidth)}" height="${fmt(treadHeight)}" rx="${fmt(treadHeight * 0.4)}" ${style}/>`,
  ].join('');
  return { markup, stirrup: { x: foot.x + leg * 0.1, y: treadTop } };
}
