import { capsule, ellipse, unite, type Point, type Shape } from './geometry';

/**
 * An older child's relaxed hand, for the most detailed pages: a palm, four fingers side by side (the middle one
 * longest) with the lines between them, and a thumb standing off the inner side. A mitten on a ten-year-old read as
 * a toddler's (round 10: "huge head and mitten hands"). The fingers overlap, so the notches between their tips stay
 * shallow: deep ones closed up into black wedges under the figure's bold outline.
 * `thumbToward` as for `handShape` (biped.ts): to the body's middle seen from the front, ahead and up from the side.
 */
export function fingeredHand(centre: Point, elbow: Point, r: number, thumbToward: Point): { shape: Shape; partings: Point[][] } {
  const length = Math.hypot(centre.x - elbow.x, centre.y - elbow.y) || 1;
  const along = { x: (centre.x - elbow.x) / length, y: (centre.y - elbow.y) / length };
  const side = -along.y * thumbToward.x + along.x * thumbToward.y < 0 ? -1 : 1;
  const across = { x: -along.y * side, y: along.x * side };
  const at = (a: number, c: number): Point => ({ x: centre.x + (along.x * a + across.x * c) * r, y: centre.y + (along.y * a + across.y * c) * r });
  const angle = (Math.atan2(along.y, along.x) * 180) / Math.PI;
  const palm = ellipse(at(0.75, 0), r * 0.95, r * 0.98, angle);
  // Little finger (away from the thumb) to index finger; each as long as it reaches past the palm.
  const fingers = [
    { c: -0.64, reach: 1.75, radius: 0.3 },
    { c: -0.22, reach: 2.05, radius: 0.31 },
    { c: 0.2, reach: 2.12, radius: 0.31 },
    { c: 0.6, reach: 1.95, radius: 0.3 },
  ];
  const fingerShapes = fingers.map((finger) => capsule(at(0.9, finger.c), at(finger.reach - finger.radius, finger.c * 1.06), finger.radius * r));
  const thumb = capsule(at(0.45, 0.7), at(1.2, 1.2), r * 0.34, r * 0.3);
  // Between neighbouring fingers, from near their tips back onto the palm.
  const partings = fingers.slice(0, -1).map((finger, index) => {
    const next = fingers[index + 1]!;
    const c = (finger.c + next.c) / 2;
    const tip = Math.min(finger.reach, next.reach) - 0.22;
    return [at(tip, c * 1.04), at(1.12, c)];
  });
  return { shape: unite([palm, ...fingerShapes, thumb]), partings };
}
