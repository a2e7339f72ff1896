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

/** Along the hand from the wrist and across it towards the thumb, in units of the arm's radius. */
function handFrame(centre: Point, elbow: Point, r: number, thumbToward: Point): (a: number, c: number) => Point {
  const length = Math.hypot(centre.x - elbow.x, centre.y - elbow.y) || 1;
  const along = { x: (centre.x - elbow.x) / length, y: (centre.y - elbow.y) / length };
  const side = -along.y * thumbToward.x + along.x * thumbToward.y < 0 ? -1 : 1;
  const across = { x: -along.y * side, y: along.x * side };
  return (a, c) => ({ x: centre.x + (along.x * a + across.x * c) * r, y: centre.y + (along.y * a + across.y * c) * r });
}

/** The row of a picture-book hand's fingers across the end of its palm, from the little finger to the index finger. */
const FINGER_ROW = { from: { a: 1.62, c: -0.78 }, to: { a: 1.66, c: 0.36 }, radius: 0.46 };

/**
 * A younger child's relaxed hand, where fingers would be too small to colour: a rounded palm no wider than the
 * wrist by much, the fingers' row across its end a little wider, and a thumb standing well clear of it on the
 * inner side. A long mitten with a thumb merged into its side read as a shapeless blob, the lowered one
 * oversized (round 11); its fingers are the lines `pictureBookHandCreases` draws.
 */
export function pictureBookHand(centre: Point, elbow: Point, r: number, thumbToward: Point): Shape {
  const at = handFrame(centre, elbow, r, thumbToward);
  const angle = (Math.atan2(centre.y - elbow.y, centre.x - elbow.x) * 180) / Math.PI;
  const palm = ellipse(at(0.9, -0.08), r * 1.05, r * 1.0, angle);
  const fingers = capsule(at(FINGER_ROW.from.a, FINGER_ROW.from.c), at(FINGER_ROW.to.a, FINGER_ROW.to.c), r * FINGER_ROW.radius);
  const thumb = capsule(at(0.6, 0.55), at(1.22, 1.06), r * 0.4, r * 0.36);
  return unite([palm, fingers, thumb]);
}

/**
 * The lines between a picture-book hand's fingers, from their tips back onto the palm, away from the thumb: one down
 * the middle where the lines are bold (two closed up into a black patch), two elsewhere.
 */
export function pictureBookHandCreases(centre: Point, elbow: Point, r: number, thumbToward: Point, count: 1 | 2 = 2): Point[][] {
  const at = handFrame(centre, elbow, r, thumbToward);
  return (count === 1 ? [-0.18] : [-0.45, 0.1]).map((c) => {
    const share = (c - FINGER_ROW.from.c) / (FINGER_ROW.to.c - FINGER_ROW.from.c);
    const tip = FINGER_ROW.from.a + (FINGER_ROW.to.a - FINGER_ROW.from.a) * share + FINGER_ROW.radius;
    return [at(tip - 0.04, c), at(tip - 0.55, c)];
  });
}

/**
 * A hand open palm out, waving: four fingers spread like a fan, the middle ones longest, and the thumb out to the
 * side. Fingers packed close were a row of bumps along a ball, "a lumpy blob" (round 11); spread, the notches between
 * them run deep enough to show under a bold line.
 */
export function openHand(centre: Point, elbow: Point, r: number, thumbToward: Point): Shape {
  const at = handFrame(centre, elbow, r, thumbToward);
  const palm = { a: 0.9, c: 0 };
  const fingers = [
    { degrees: -48, reach: 1.75 },
    { degrees: -16, reach: 2.05 },
    { degrees: 16, reach: 2.0 },
    { degrees: 48, reach: 1.7 },
  ].map(({ degrees, reach }) => {
    const radians = (degrees * Math.PI) / 180;
    const point = (distance: number): Point => at(palm.a + Math.cos(radians) * distance, palm.c + Math.sin(radians) * distance);
    return capsule(point(0.4), point(reach - 0.34), r * 0.37, r * 0.34);
  });
  const thumb = capsule(at(0.55, 0.55), at(1.05, 1.6), r * 0.4, r * 0.36);
  return unite([ellipse(at(palm.a, palm.c), r, r), ...fingers, thumb]);
}

/** A critter's paw's three fingertips across its end, from the one away from the thumb to the one beside it. */
const PAW_FINGERS = [
  { a: 1.6, c: -0.8 },
  { a: 1.74, c: -0.2 },
  { a: 1.64, c: 0.4 },
];
const PAW_FINGER_RADIUS = 0.47;

/**
 * A critter's hand: a picture-book hand (a palm, a row of fingers, a thumb standing clear on the inner side) whose
 * fingers end in three rounded tips. A pad with three toe bumps round its end, as the feet have, read as "plain balls"
 * and, raised beside the head, as earmuffs (round 13); the thumb and the lines between the fingers
 * (`pictureBookPawCreases`) make it a hand.
 */
export function pictureBookPaw(centre: Point, elbow: Point, r: number, thumbToward: Point): Shape {
  const at = handFrame(centre, elbow, r, thumbToward);
  const angle = (Math.atan2(centre.y - elbow.y, centre.x - elbow.x) * 180) / Math.PI;
  const palm = ellipse(at(0.85, -0.15), r * 1.08, r * 1.1, angle);
  const fingers = PAW_FINGERS.map((finger) => capsule(at(0.95, finger.c), at(finger.a, finger.c), r * PAW_FINGER_RADIUS));
  const thumb = capsule(at(0.55, 0.6), at(1.18, 1.12), r * 0.42, r * 0.38);
  return unite([palm, ...fingers, thumb]);
}

/** The lines between a paw's fingers, from the notches between their tips back onto the palm; one where lines are bold. */
export function pictureBookPawCreases(centre: Point, elbow: Point, r: number, thumbToward: Point, count: 1 | 2 = 2): Point[][] {
  const at = handFrame(centre, elbow, r, thumbToward);
  const between = PAW_FINGERS.slice(1).map((finger, index) => {
    const previous = PAW_FINGERS[index]!;
    return { a: Math.min(finger.a, previous.a) + PAW_FINGER_RADIUS * 0.75, c: (finger.c + previous.c) / 2 };
  });
  return (count === 1 ? between.slice(0, 1) : between).map(({ a, c }) => [at(a, c), at(a - 0.6, c)]);
}
