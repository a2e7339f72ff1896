import type { Point } from '../figure/geometry';
import { fmt } from '../svg-number';

/**
 * What the bicycle icon leaves out for a rider: a saddle under the seat, over the icon's own on its post, and a pedal
 * on its crank under the foot. Without them the rider floated over the frame with a foot in the air. (A post of its
 * own, straight down from a seat off the icon's saddle, ended in the air beside the frame, round 12.)
 */
export function bicycleParts(seat: Point, sole: Point, crank: Point, size: number, linePx: number): { markup: string; pedal: Point } {
  const style = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  const seatWidth = size * 0.17;
  const seatHeight = Math.max(size * 0.04, linePx * 3.5);
  // The crank reaches from the chainring's middle to under the sole, a pedal across its end.
  const pedal = { x: sole.x, y: sole.y + linePx };
  const crankWidth = Math.max(size * 0.022, linePx * 2.5);
  const angle = (Math.atan2(pedal.y - crank.y, pedal.x - crank.x) * 180) / Math.PI;
  const length = Math.hypot(pedal.x - crank.x, pedal.y - crank.y);
  const pedalWidth = size * 0.09;
  const pedalHeight = Math.max(size * 0.025, linePx * 3);
  const markup = [
    `<path d="M${fmt(seat.x - seatWidth * 0.55)} ${fmt(seat.y - seatHeight * 0.3)}Q${fmt(seat.x)} ${fmt(seat.y - seatHeight * 0.9)} ${fmt(seat.x + seatWidth * 0.5)} ${fmt(seat.y)}Q${fmt(seat.x + seatWidth * 0.2)} ${fmt(seat.y + seatHeight * 0.6)} ${fmt(seat.x - seatWidth * 0.45)} ${fmt(seat.y + seatHeight * 0.5)}Q${fmt(seat.x - seatWidth * 0.7)} ${fmt(seat.y + seatHeight * 0.1)} ${fmt(seat.x - seatWidth * 0.55)} ${fmt(seat.y - seatHeight * 0.3)}Z" ${style}/>`,
    `<rect x="${fmt(crank.x)}" y="${fmt(crank.y - crankWidth / 2)}" width="${fmt(length)}" height="${fmt(crankWidth)}" rx="${fmt(crankWidth / 2)}" transform="rotate(${fmt(angle)} ${fmt(crank.x)} ${fmt(crank.y)})" ${style}/>`,
    `<rect x="${fmt(pedal.x - pedalWidth / 2)}" y="${fmt(pedal.y - pedalHeight / 2)}" width="${fmt(pedalWidth)}" height="${fmt(pedalHeight)}" rx="${fmt(pedalHeight * 0.4)}" ${style}/>`,
  ].join('');
  return { markup, pedal };
}

/** The bicycle icon's wheels, as shares of its box's width (centres) and height (their middle's height). */
export const BICYCLE_WHEELS = { centres: [0.196, 0.804], y: 0.736, hole: 0.14 } as const;

/**
 * White discs to go under the bicycle icon, filling the holes inside its tyres: through them a path's edge or a hill
 * behind ran across the wheel.
 */
export function wheelDiscs(box: { x: number; y: number; width: number; height: number }): string {
  const cy = box.y + box.height * BICYCLE_WHEELS.y;
  const r = box.width * BICYCLE_WHEELS.hole;
  return BICYCLE_WHEELS.centres.map((share) => `<circle cx="${fmt(box.x + box.width * share)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="#fff"/>`).join('');
}
