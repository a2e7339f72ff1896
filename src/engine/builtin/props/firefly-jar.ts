import type { ComposedProp } from './composed-prop';
import { circle, curve, rect, shape, type Point } from './prop-shapes';

/** The jar's middle and its glass body's bottom, in the drawing's units. */
const MIDDLE = 52;
const BOTTOM = 128;

/** A firefly's size, big enough for the youngest to colour its wings and its glowing tail. */
const SIZE = 1.35;

/** Where each firefly flies inside the glass, and which way it heads (1 right, -1 left). */
const INSIDE: Array<[Point, number]> = [
  [[MIDDLE - 14, 104], 1],
  [[MIDDLE + 16, 90], -1],
  [[MIDDLE - 6, 58], 1],
];

/**
 * A small firefly: a round body with a wing either side raised over it and its glowing tail behind, rays shining from
 * the tail. Each part a closed shape of its own, apart, so none leaves a sliver against another.
 */
function firefly([x, y]: Point, heading: number): string[] {
  const at = (dx: number, dy: number): string => `${x + dx * SIZE} ${y + dy * SIZE}`;
  const tail: Point = [x - heading * 9 * SIZE, y + 2 * SIZE];
  const rays = [-50, 0, 50].map((degrees) => {
    const angle = ((heading > 0 ? 180 : 0) + degrees) * (Math.PI / 180);
    const ray = (radius: number): string => `${tail[0] + Math.cos(angle) * radius * SIZE} ${tail[1] + Math.sin(angle) * radius * SIZE}`;
    return curve(`M${ray(7.5)}L${ray(11)}`);
  });
  return [
    circle(tail[0], tail[1], 4.5 * SIZE),
    shape(`M${at(-5, -3)}Q${at(-9, -13)} ${at(-2, -12)}Q${at(0, -7)} ${at(-1, -3)}Z`),
    shape(`M${at(1, -3)}Q${at(0, -7)} ${at(2, -12)}Q${at(9, -13)} ${at(5, -3)}Z`),
    circle(x, y, 5 * SIZE),
    circle(x + heading * 6.5 * SIZE, y - SIZE, 2.6 * SIZE),
    ...rays,
  ];
}

/**
 * "A jar of fireflies": a big glass jar with a screw lid, holes punched in it, three fireflies glowing inside. The
 * fireflies were drawn as three huge beetles filling a day sky over a farm, the jar small on the grass (review of this
 * session).
 */
export const fireflyJar: ComposedProp = {
  name: 'firefly-jar',
  words: ['jar of fireflies', 'firefly jar', 'jar of firefly', 'jar with fireflies'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  isOnTable: true,
  includes: ['firefly', 'jar'],
  draw(detail) {
    const shapes = [rect(MIDDLE - 48, 34, 96, BOTTOM - 34, 22), rect(MIDDLE - 38, 18, 76, 18, 4)];
    if (detail !== 'low') shapes.push(circle(MIDDLE - 18, 27, 2.5), circle(MIDDLE, 27, 2.5), circle(MIDDLE + 18, 27, 2.5));
    for (const [at, heading] of INSIDE) shapes.push(...firefly(at, heading));
    if (detail !== 'low') shapes.push(curve(`M${MIDDLE - 38} 60Q${MIDDLE - 40} 50 ${MIDDLE - 32} 46`));
    return { width: MIDDLE * 2, height: BOTTOM + 2, shapes, anchors: {} };
  },
};
