import type { ComposedProp } from './composed-prop';
import { circle, line, polygon, rect } from './prop-shapes';

type Point = readonly [number, number];

/** The wheels' centres and radius, in the drawing's units. */
const WHEELS = [64, 98, 184] as const;
const AXLE_Y = 100;
const TYRE = 14;
/** The drum's axis, from its raised open back to its front by the cab. */
const DRUM_BACK: Point = [30, 30];
const DRUM_FRONT: Point = [150, 50];

/** The drum's half-height at share `t` of its length: narrow at the open back, widest past the middle. */
function drumHalfHeight(t: number): number {
  return 11 + 8 * t + 15 * Math.sin(Math.PI * t);
}

/** The point on the drum's top (side -1) or bottom (side 1) edge at share `t` of its length. */
function drumEdge(t: number, side: -1 | 1): Point {
  const [dx, dy] = [DRUM_FRONT[0] - DRUM_BACK[0], DRUM_FRONT[1] - DRUM_BACK[1]];
  const length = Math.hypot(dx, dy);
  const halfHeight = drumHalfHeight(t);
  return [DRUM_BACK[0] + dx * t - (side * dy * halfHeight) / length, DRUM_BACK[1] + dy * t + (side * dx * halfHeight) / length];
}

/**
 * A cement mixer truck ("a cement mixer"): the big drum on its back, tilted up to its open end at the back with a
 * hopper over the opening and a chute below it, striped round by the spiral of its blades, a cab at the front and three
 * wheels. Where the page was an empty meadow that said "Couldn't draw: mixer". Each stripe runs from the drum's top
 * edge to its bottom edge, so every band is closed; older children get more bands, and a headlight and a step on the
 * cab.
 */
export const cementMixer: ComposedProp = {
  name: 'cement-mixer',
  words: ['cement mixer truck', 'concrete mixer truck', 'cement mixer', 'concrete mixer', 'cement truck', 'concrete truck', 'mixer truck'],
  kind: 'vehicle',
  size: 'large',
  stands: 'ground',
  draw(detail) {
    const hasDetail = detail !== 'low';
    // The stands that hold the drum up, and the frame under it all.
    const shapes = [polygon([[44, 88], [50, 50], [62, 50], [68, 88]], 2), polygon([[126, 88], [130, 60], [144, 60], [148, 88]], 2)];
    shapes.push(rect(20, 82, 170, 10, 2));
    // The drum, its edge sampled every fiftieth of its length, where each stripe ends, so no stripe overshoots it.
    const samples = Array.from({ length: 51 }, (_, index) => index / 50);
    shapes.push(polygon([...samples.map((t) => drumEdge(t, -1)), ...samples.reverse().map((t) => drumEdge(t, 1))]));
    // The spiral's stripes lean across the drum, each from the top edge to the bottom edge a little further on.
    const stripeStarts = detail === 'low' ? [0.22, 0.52] : [0.1, 0.28, 0.46, 0.64];
    for (const t of stripeStarts) shapes.push(line(drumEdge(t, -1), drumEdge(t + 0.2, 1)));
    // The collar round the open back, the hopper over it, and the chute down from under it.
    const [backTop, backBottom] = [drumEdge(0, -1), drumEdge(0, 1)];
    shapes.push(polygon([[backTop[0] - 8, backTop[1] + 1], [backTop[0] + 2, backTop[1] - 1], [backBottom[0] + 2, backBottom[1] - 1], [backBottom[0] - 8, backBottom[1] + 1]], 2));
    shapes.push(polygon([[backTop[0] - 18, backTop[1] - 15], [backTop[0] + 8, backTop[1] - 15], [backTop[0] + 1, backTop[1] + 2], [backTop[0] - 9, backTop[1] + 3]], 2));
    shapes.push(polygon([[backBottom[0] - 6, backBottom[1] - 2], [backBottom[0] + 2, backBottom[1] + 2], [backBottom[0] - 14, 74], [backBottom[0] - 22, 68]], 2));
    // The cab, its window, and the bumper.
    shapes.push(polygon([[164, 30], [192, 30], [208, 56], [208, 92], [164, 92]], 4));
    shapes.push(polygon([[171, 36], [190, 36], [201, 56], [171, 56]], 2));
    if (hasDetail) shapes.push(line([168, 68], [180, 68]));
    if (detail === 'high') shapes.push(rect(200, 64, 8, 7, 2), rect(166, 80, 16, 7, 2));
    for (const cx of WHEELS) {
      shapes.push(circle(cx, AXLE_Y, TYRE), circle(cx, AXLE_Y, hasDetail ? 6 : 5));
      if (detail === 'high') shapes.push(circle(cx, AXLE_Y, 2));
    }
    return { width: 212, height: 116, shapes, anchors: {} };
  },
};
