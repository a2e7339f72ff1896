import type { ComposedProp } from './composed-prop';
import { circle, curve, ellipse, polygon, rect, shape } from './prop-shapes';

/** The bowl's middle and radius, in the drawing's units; its mouth is cut off flat near the top. */
const MIDDLE_X = 50;
const MIDDLE_Y = 50;
const RADIUS = 44;

/** Where the bowl's side crosses height y, left and right. */
function sideAt(y: number): [number, number] {
  const half = Math.sqrt(RADIUS ** 2 - (y - MIDDLE_Y) ** 2);
  return [MIDDLE_X - half, MIDDLE_X + half];
}

/** "A fish in a bowl" is in a fishbowl, not by a soup bowl on a meadow. */
const FISH_IN_BOWL = /\b((?:gold)?fish\s+in\s+(?:a|the|its|his|her)\s+)bowl\b/gi;

/** The words with the bowl a fish is in named as the fishbowl it is. */
export function withFishbowl(description: string): string {
  return description.replace(FISH_IN_BOWL, '$1fishbowl');
}

/**
 * A fishbowl the words name ("a fish in a fishbowl"): a round glass bowl on a little foot with a lip round its mouth,
 * the water's wavy top across it and a goldfish swimming inside, bubbles rising from its mouth, where the fish swam in
 * the open sea and the page said "Couldn't draw: fishbowl". Gravel on the bottom and a fin for 6-8, a waterweed,
 * pebbles and a gill for 9-12, give older children more to colour. It draws its own fish, so the fish the words name
 * is not drawn again beside it.
 */
export const fishbowl: ComposedProp = {
  name: 'fishbowl',
  words: ['fishbowl', 'fish bowl', 'goldfish bowl'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  isIndoors: true,
  isOnTable: true,
  includes: ['fish'],
  draw(detail) {
    const shapes = [rect(28, 86, 44, 12, 4)];
    const [rimLeft, rimRight] = sideAt(10);
    // The bowl round from one side of its mouth, down under, to the other.
    shapes.push(shape(`M${rimLeft} 10A${RADIUS} ${RADIUS} 0 1 0 ${rimRight} 10Z`));
    const [waterLeft, waterRight] = sideAt(28);
    shapes.push(curve(`M${waterLeft} 28Q30 23 50 28T${waterRight} 28`));
    if (detail === 'high') shapes.push(shape('M24 84Q16 72 20 62Q24 52 14 44Q28 48 28 60Q27 72 32 84Z'));
    if (detail !== 'low') {
      // The gravel over the waterweed's foot, its top a low wave and its bottom the bowl's own curve.
      const [gravelLeft, gravelRight] = sideAt(82);
      shapes.push(shape(`M${gravelLeft} 82Q35 76 50 80T${gravelRight} 82A${RADIUS} ${RADIUS} 0 0 1 ${gravelLeft} 82Z`));
      if (detail === 'high') shapes.push(circle(39, 87, 3), circle(52, 89, 3), circle(63, 86, 3));
    }
    // The goldfish facing left: its tail and fin behind its body.
    shapes.push(polygon([[68, 58], [82, 47], [82, 69]], 2));
    if (detail !== 'low') shapes.push(polygon([[48, 50], [58, 42], [64, 51]], 1.5));
    shapes.push(ellipse(54, 58, 17, 11), circle(45, 55, 2.6));
    if (detail === 'high') shapes.push(curve('M53 47.1Q49 58 53 68.9'));
    // Bubbles rising from its mouth up to the water's top.
    shapes.push(circle(37, 47, 3.4), circle(33, 38, 2.6));
    if (detail !== 'low') shapes.push(circle(39, 32.5, 2));
    // The lip round its mouth, over the glass.
    shapes.push(rect(27, 5, 46, 9, 4.5));
    return { width: 100, height: 98, shapes, anchors: {} };
  },
};
