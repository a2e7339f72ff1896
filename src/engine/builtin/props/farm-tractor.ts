import type { Detail } from '../motif-library';
import type { ComposedProp, PropArt } from './composed-prop';
import { circle, line, polygon, rect, shape, type Point } from './prop-shapes';

const REAR: Point = [116, 92];
const REAR_RADIUS = 30;
const FRONT: Point = [32, 101];
const FRONT_RADIUS = 21;

/** One tread lug on a tyre's edge at `degrees` (0 = right, 90 = down): a block half in the tyre, half out. */
function lug(centre: Point, radius: number, degrees: number, size: number): string {
  const angle = (degrees * Math.PI) / 180;
  const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
  const [tx, ty] = [-uy, ux];
  const corner = (out: number, side: number): Point => [centre[0] + ux * (radius + out) + tx * side, centre[1] + uy * (radius + out) + ty * side];
  return polygon([corner(-size * 0.6, -size / 2), corner(size * 0.5, -size / 2), corner(size * 0.5, size / 2), corner(-size * 0.6, size / 2)], size * 0.2);
}

/**
 * A tyre with its rim and hub; older children get tread lugs round the tyre (where no fender hides it) and bolts on the
 * hub. Drawn small (`isSmall`) it keeps one rim ring and no bolts, which would close up into slivers.
 */
function wheel(centre: Point, radius: number, detail: Detail, lugDegrees: number[], isSmall: boolean): string[] {
  const [cx, cy] = centre;
  // Lugs first, the tyre over their inner halves: drawn over the tyre they were loose blocks floating round its edge.
  const shapes = detail === 'high' ? lugDegrees.map((degrees) => lug(centre, radius, degrees, radius * 0.17)) : [];
  shapes.push(circle(cx, cy, radius), circle(cx, cy, radius * 0.58));
  if (detail !== 'low' && !isSmall) shapes.push(circle(cx, cy, radius * 0.42));
  shapes.push(circle(cx, cy, radius * 0.2));
  if (detail === 'high' && !isSmall) {
    for (let index = 0; index < 5; index++) {
      const angle = (index * 2 * Math.PI) / 5 - Math.PI / 2;
      shapes.push(circle(cx + Math.cos(angle) * radius * 0.33, cy + Math.sin(angle) * radius * 0.33, radius * 0.05));
    }
  }
  return shapes;
}

/**
 * A farm tractor side on, facing left as the vehicle icons do: a long hood with a grille, headlight and
 * exhaust stack, a small front wheel, a big rear wheel under a fender, and an open cab of two posts
 * under a canopy roof. The tractor icon is one blank body on two blank wheels with a roof on one post,
 * so a tractor driven is drawn with this (see VEHICLE_ART in compose-scene.ts). It has no words:
 * "tractor" still names the thing.
 */
export const farmTractor: ComposedProp = {
  name: 'farm-tractor',
  words: [],
  kind: 'vehicle',
  size: 'large',
  stands: 'ground',
  includes: ['tractor'],
  draw: (detail) => tractorArt(detail, false),
};

/**
 * The farm tractor's drawing, 164 by 124. Drawn small beside what it pulls (`isSmall`, a hay wagon), its cab's posts and
 * exhaust stack are drawn thicker and its wheels plainer, so no thin part closes up into a white sliver.
 */
export function tractorArt(detail: Detail, isSmall: boolean): PropArt {
  const hasDetail = detail !== 'low';
  const post = isSmall ? 8 : 5;
  const stack = isSmall ? 9 : 6;
  const shapes = [
    // The cab's two posts and its canopy roof, behind the body, the back post at the back of the cab.
    rect(84, 10, post, 50, 1.5),
    rect(151 - post, 10, post, 50, 1.5),
    rect(78, 4, 80, 9, 3.5),
    // The exhaust stack with its cap, rising from the hood.
    rect(50 - stack / 2, 22, stack, 32, 2),
    rect(50 - stack / 2 - 2, 18, stack + 4, 6, 2),
    // The cab's lower side, reaching back past the rear wheel's fender: ending inside its arc, its back edge cut
    // across the fender (round 17, page 24). Then the hood sloping a little to the front.
    rect(84, 56, 72, 36, 4),
    shape('M14 62 Q14 52 24 52 L94 50 L94 94 L14 94 Z'),
    // Grille at the front, headlight above it.
    rect(6, 60, 12, 30, 3),
    circle(19, 56, 4.5),
  ];
  if (hasDetail) {
    // Slats across the grille, a trim line along the hood.
    for (const y of [66, 72, 78, 84]) shapes.push(line([8.5, y], [15.5, y]));
    shapes.push(line([22, 60], [90, 58.4]));
  }
  if (detail === 'high') {
    // Vents along the hood's side and the cab's panel seam.
    for (const x of [30, 44, 58, 72]) shapes.push(rect(x, 66, 9, 16, 3));
    shapes.push(line([90, 70], [142, 70]));
  }
  // The big rear wheel, its fender over the top half, then the small front wheel in front of the hood.
  const lower = [15, 35, 55, 75, 95, 115, 135, 155, 175];
  shapes.push(...wheel(REAR, REAR_RADIUS, detail, lower.filter((degrees) => degrees > 10 && degrees < 170), isSmall));
  shapes.push(shape(`M${REAR[0] - 36} ${REAR[1]} A36 36 0 0 1 ${REAR[0] + 36} ${REAR[1]} L${REAR[0] + 27.5} ${REAR[1]} A27.5 27.5 0 0 0 ${REAR[0] - 27.5} ${REAR[1]} Z`));
  shapes.push(...wheel(FRONT, FRONT_RADIUS, detail, Array.from({ length: 12 }, (_, index) => index * 30 + 15), isSmall));
  return { width: 164, height: 124, shapes, anchors: {} };
}
