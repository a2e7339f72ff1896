import { fmt } from '../svg-number';
import type { ComposedProp } from './composed-prop';
import { circle, curve, polygon, shape } from './prop-shapes';

/** Where the fronds spring from, at the trunk's top. */
const CROWN = [55, 36] as const;

/** The fronds, back to front: the tip's x and y, and how far the frond's middle arches up. */
const FRONDS: ReadonlyArray<readonly [number, number, number]> = [
  [40, 3, -4],
  [78, 5, -4],
  [12, 20, -9],
  [97, 24, -9],
  [4, 62, -16],
  [98, 64, -16],
];

/** A frond's half width at its middle, in the palm's units. */
const FROND_WIDTH = 10;

/**
 * A palm tree: a slim trunk leaning a little, ringed, with long pointed fronds arching out from its top and drooping at
 * their tips, and a bunch of coconuts hanging under them. (The icon's palm was a mushroom of semicircles with coconuts
 * stuck on the trunk's top, round 13.) It has no words: "palm tree" still names the icon, drawn with this
 * (BUILDING_ART in composer/backdrops.ts).
 */
export const palm: ComposedProp = {
  name: 'palm',
  words: [],
  kind: 'thing',
  size: 'medium',
  stands: 'backdrop',
  includes: ['palm-tree'],
  draw(detail) {
    const [cx, cy] = CROWN;
    const shapes = [polygon([[40, 130], [cx - 4, cy + 4], [cx + 4, cy + 4], [54, 130]])];
    // Rings round the trunk, from edge to edge: bands to colour, fewer for the youngest.
    const rings = detail === 'low' ? [] : detail === 'medium' ? [60, 84, 108] : [52, 66, 80, 94, 108, 120];
    for (const y of rings) {
      const t = (130 - y) / (130 - cy - 4);
      const left = 40 + (cx - 4 - 40) * t;
      const right = 54 + (cx + 4 - 54) * t;
      shapes.push(curve(`M${fmt(left)} ${fmt(y)} Q${fmt((left + right) / 2)} ${fmt(y + 2.5)} ${fmt(right)} ${fmt(y)}`));
    }
    shapes.push(circle(cx - 6, cy + 8, 5.5), circle(cx + 6, cy + 8, 5.5), circle(cx, cy + 12, 5.5));
    for (const [x, y, arch] of FRONDS) {
      const length = Math.hypot(x - cx, y - cy);
      const normal = { x: -(y - cy) / length, y: (x - cx) / length };
      const middle = { x: (cx + x) / 2, y: (cy + y) / 2 + arch };
      const side = (sign: number): string => `${fmt(middle.x + normal.x * FROND_WIDTH * sign)} ${fmt(middle.y + normal.y * FROND_WIDTH * sign)}`;
      shapes.push(shape(`M${cx} ${cy} Q${side(1)} ${fmt(x)} ${fmt(y)} Q${side(-1)} ${cx} ${cy} Z`));
      if (detail === 'high') shapes.push(curve(`M${cx} ${cy} Q${fmt(middle.x)} ${fmt(middle.y)} ${fmt(x)} ${fmt(y)}`));
    }
    // A round heart where the fronds spring from, over their meeting points (slivers between them there).
    shapes.push(circle(cx, cy, 5));
    return { width: 100, height: 130, shapes, anchors: {} };
  },
};
