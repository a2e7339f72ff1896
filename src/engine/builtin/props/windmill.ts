import type { ComposedProp } from './composed-prop';
import { circle, line, polygon, rect, shape, type Point } from './prop-shapes';

/** Where the sails turn, in the drawing's units. */
const HUB: Point = [50, 36];
/** How far a sail reaches from the hub, and how wide it is. */
const SAIL_LENGTH = 40;
const SAIL_WIDTH = 11;

/** Where the tower's sloping side is at height y (left side; the right mirrors it about x = 50). */
function towerLeft(y: number): number {
  return 34 + ((110 - y) / 70) * 6;
}

/** A point `along` the sail at `degrees` from the hub and `across` from its middle line. */
function onSail(degrees: number, along: number, across: number): Point {
  const radians = (degrees * Math.PI) / 180;
  const [dx, dy] = [Math.cos(radians), Math.sin(radians)];
  return [HUB[0] + dx * along - dy * across, HUB[1] + dy * along + dx * across];
}

/**
 * A windmill the words name ("a windmill on a farm"): a tapering tower with a domed cap, a door and a window, and four
 * sails crossed over it. Lattice on the sails and bands of boards on the tower give older children more to colour.
 */
export const windmill: ComposedProp = {
  name: 'windmill',
  words: ['windmill', 'wind mill'],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  draw(detail) {
    const shapes = [polygon([[34, 110], [40, 40], [60, 40], [66, 110]], 2)];
    if (detail === 'high') for (const y of [58, 86]) shapes.push(line([towerLeft(y), y], [100 - towerLeft(y), y]));
    shapes.push(shape('M35 44Q30 12 50 11Q70 12 65 44Z'), shape('M45 110V99A5 5 0 0 1 55 99V110Z'));
    if (detail !== 'low') shapes.push(rect(46, 64, 8, 12, 1.5));
    const half = SAIL_WIDTH / 2;
    for (const degrees of [45, 135, 225, 315]) {
      shapes.push(polygon([onSail(degrees, 4, -half), onSail(degrees, SAIL_LENGTH, -half), onSail(degrees, SAIL_LENGTH, half), onSail(degrees, 4, half)], 2));
      if (detail === 'low') continue;
      // Cross slats from edge to edge, and for older children the spar down the middle that holds them.
      for (const along of detail === 'high' ? [17, 25, 33] : [20, 30]) shapes.push(line(onSail(degrees, along, -half), onSail(degrees, along, half)));
      if (detail === 'high') shapes.push(line(onSail(degrees, 9, 0), onSail(degrees, SAIL_LENGTH, 0)));
    }
    shapes.push(circle(HUB[0], HUB[1], 8));
    return { width: 100, height: 110, shapes, anchors: {} };
  },
};
