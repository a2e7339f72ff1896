import type { ComposedProp } from './composed-prop';
import { curve, ellipse, polygon, shape, type Point } from './prop-shapes';

/** The drum's size in its units, and how deep its round top looks from a little above. */
export const CIRCUS_DRUM = { width: 130, height: 70, topDepth: 15 } as const;
const { width: WIDTH, height: HEIGHT, topDepth: TOP_DEPTH } = CIRCUS_DRUM;

/** A five-pointed star round a centre, point up. */
function star(cx: number, cy: number, radius: number): string {
  const points: Point[] = [];
  for (let index = 0; index < 10; index++) {
    const angle = (index * Math.PI) / 5 - Math.PI / 2;
    const r = index % 2 === 0 ? radius : radius * 0.45;
    points.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
  }
  return polygon(points, radius * 0.08);
}

/**
 * The round drum a circus animal stands up on to perform: its top seen from a little above, stars round its side (one
 * big one for the youngest) and a rim along its foot for older children. It has no words: the composer stands a lone
 * animal at the circus on it (compose-scene.ts).
 */
export const circusDrum: ComposedProp = {
  name: 'circus-drum',
  words: [],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const foot = HEIGHT - TOP_DEPTH;
    const shapes = [shape(`M0 ${TOP_DEPTH}V${foot}A${WIDTH / 2} ${TOP_DEPTH} 0 0 0 ${WIDTH} ${foot}V${TOP_DEPTH}Z`)];
    // The rim's top edge runs from side to side, so the band under it and the side above it are each closed.
    if (detail === 'high') shapes.push(curve(`M0 ${foot - 6}A${WIDTH / 2} ${TOP_DEPTH} 0 0 0 ${WIDTH} ${foot - 6}`));
    if (detail === 'low') shapes.push(star(65, 43, 12));
    else shapes.push(star(26, 40, 9), star(65, 43, 10), star(104, 40, 9));
    shapes.push(ellipse(WIDTH / 2, TOP_DEPTH, WIDTH / 2, TOP_DEPTH));
    return { width: WIDTH, height: HEIGHT, shapes, anchors: {} };
  },
};
