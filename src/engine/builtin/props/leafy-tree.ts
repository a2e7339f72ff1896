import { fmt } from '../svg-number';
import type { ComposedProp } from './composed-prop';
import { circle, curve, shape } from './prop-shapes';

/** The canopy's round clumps, back to front: x, y, radius. */
const CLUMPS: ReadonlyArray<readonly [number, number, number]> = [
  [50, 24, 22],
  [29, 40, 21],
  [71, 40, 21],
  [20, 60, 17],
  [80, 60, 17],
  [50, 50, 23],
  [36, 70, 16],
  [64, 70, 16],
];

/** Where a clump gets its leaf line, in degrees clockwise from the right: the part of it nothing in front covers. */
const LEAF_ARCS: Record<number, readonly [number, number]> = { 0: [200, 250], 1: [190, 240], 2: [-60, -10], 3: [150, 200], 4: [-20, 30] };

/**
 * A leafy tree: a trunk flaring into roots and a canopy of overlapping round clumps, each clump its
 * own area to colour; older children get leaf curls on the clumps in front and bark on the trunk. The
 * tree icon is one blank blob on a stick at page size, so a broad-leaved tree in a scene is drawn
 * with this (see BUILDING_ART in composer/backdrops.ts). It has no words: "tree" still names the icon.
 */
export const leafyTree: ComposedProp = {
  name: 'leafy-tree',
  words: [],
  kind: 'thing',
  size: 'medium',
  stands: 'backdrop',
  includes: ['deciduous-tree'],
  draw(detail) {
    const shapes = [shape('M36 120 Q45 113 45 98 L45 66 L55 66 L55 98 Q55 113 64 120 Z')];
    if (detail === 'high') shapes.push(curve('M48.4 90 Q47.4 100 48.6 110'), curve('M52 84 Q53 92 51.8 100'));
    CLUMPS.forEach(([x, y, r], index) => {
      shapes.push(circle(x, y, r));
      const arc = LEAF_ARCS[index];
      if (detail !== 'high' || !arc) return;
      // A line following the clump's round edge, inside it where nothing in front covers it: leaves, not a face.
      const point = (degrees: number): string => `${fmt(x + Math.cos((degrees * Math.PI) / 180) * r * 0.72)} ${fmt(y + Math.sin((degrees * Math.PI) / 180) * r * 0.72)}`;
      shapes.push(curve(`M${point(arc[0])} A${fmt(r * 0.72)} ${fmt(r * 0.72)} 0 0 1 ${point(arc[1])}`));
    });
    return { width: 100, height: 120, shapes, anchors: {} };
  },
};
