import { fmt } from '../svg-number';

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
