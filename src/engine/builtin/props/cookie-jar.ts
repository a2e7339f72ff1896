import type { Detail } from '../motif-library';
import type { ComposedProp } from './composed-prop';
import { circle, curve, polygon, rect, shape, type Point } from './prop-shapes';

/** The jar's middle and its glass body's bottom, in the drawing's units. */
const MIDDLE = 70;
const BOTTOM = 128;
const COOKIE_R = 15;

/**
 * The cookies piled inside, bottom row first, so each lies on those under it; nearer than radius times the square root
 * of three, so no gap is left between three of them.
 */
const PILE: Point[] = [
  [MIDDLE - 24, 110],
  [MIDDLE, 111],
  [MIDDLE + 24, 110],
  [MIDDLE - 12, 89],
  [MIDDLE + 12, 89],
  [MIDDLE, 68],
];

/**
 * Chips on a cookie, as offsets from its middle, scattered unevenly so they never read as a face's eyes; near the
 * middle, where no cookie over it cuts one in two.
 */
const CHIPS: Record<Detail, Point[]> = {
  low: [[-5, 0], [2, -5], [1, 5]],
  medium: [[-6, 0], [1, -6], [-1, 6], [6, 2]],
  high: [[-6, 1], [1, -6], [-1, 6], [6, 2], [-5, -5]],
};

/** A round cookie with its chocolate chips. */
function cookie([x, y]: Point, r: number, detail: Detail): string[] {
  const size = detail === 'low' ? 2.8 : 2.2;
  return [circle(x, y, r), ...CHIPS[detail].map(([dx, dy]) => chip([x + (dx * r) / COOKIE_R, y + (dy * r) / COOKIE_R], size))];
}

/** A chocolate chip: a little rounded drop, not a dot, so a cookie's chips never read as a face. */
function chip([x, y]: Point, size: number): string {
  return polygon([[x - size, y + size * 0.7], [x + size * 0.1, y - size], [x + size, y + size * 0.6]], size * 0.35);
}

/**
 * A cookie jar ("a cookie jar"), big as the page's subject: a round-shouldered glass jar under a domed lid with a knob,
 * full of chocolate-chip cookies piled inside, two more lying at its foot. The jar was small, plain and empty beside a
 * cookie bigger than itself, and read as a jam jar (judging 20). A glint on the glass for older children.
 */
export const cookieJar: ComposedProp = {
  name: 'cookie-jar',
  words: ['cookie jar', 'biscuit jar'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  isOnTable: true,
  includes: ['cookie', 'jar'],
  draw(detail) {
    const shapes = [rect(MIDDLE - 50, 38, 100, BOTTOM - 38, 24), rect(MIDDLE - 36, 26, 72, 16, 4)];
    shapes.push(shape(`M${MIDDLE - 42} 30Q${MIDDLE - 42} 8 ${MIDDLE} 8Q${MIDDLE + 42} 8 ${MIDDLE + 42} 30Z`), circle(MIDDLE, 6, 7));
    for (const at of PILE) shapes.push(...cookie(at, COOKIE_R, detail));
    if (detail !== 'low') shapes.push(curve(`M${MIDDLE - 40} 62Q${MIDDLE - 42} 52 ${MIDDLE - 34} 48`));
    shapes.push(...cookie([12, BOTTOM - 10], 12, detail), ...cookie([MIDDLE + 58, BOTTOM - 10], 12, detail));
    return { width: MIDDLE * 2, height: BOTTOM + 2, shapes, anchors: {} };
  },
};
