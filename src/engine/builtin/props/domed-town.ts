import type { ComposedProp } from './composed-prop';
import { rect, shape } from './prop-shapes';

/** An onion dome standing on `baseY`: swelling out past its base, then drawn in to a point on top. */
function onionDome(cx: number, baseY: number, halfWidth: number, height: number): string {
  const [swell, waist] = [halfWidth * 1.4, halfWidth * 0.25];
  const [low, high, tip] = [baseY - height * 0.35, baseY - height * 0.7, baseY - height];
  return shape(`M${cx - halfWidth} ${baseY} C${cx - swell} ${low} ${cx - waist} ${high} ${cx} ${tip} C${cx + waist} ${high} ${cx + swell} ${low} ${cx + halfWidth} ${baseY} Z`);
}

/** A slim tower with a balcony ring near its top and a small onion dome, its foot at the town's ground. */
function tower(cx: number, top: number): string[] {
  return [rect(cx - 7, top, 14, 120 - top), rect(cx - 10, top + 14, 20, 10, 2), onionDome(cx, top, 8, 18)];
}

/** An arched opening (a door or a window) with its foot at `bottom`. */
function arch(cx: number, bottom: number, halfWidth: number, height: number): string {
  return shape(`M${cx - halfWidth} ${bottom} V${bottom - height + halfWidth} A${halfWidth} ${halfWidth} 0 0 1 ${cx + halfWidth} ${bottom - height + halfWidth} V${bottom} Z`);
}

/**
 * A desert town seen from far off: a palace with a great onion dome on its drum in the middle, smaller domed halls at its
 * sides, slim towers with balconies at both ends and flat-roofed houses between, with arched doors and, for older children,
 * arched windows to colour. (A flying carpet over a meadow's hills read as a rug over a park, round 19.) It has no words:
 * the setting a flying carpet flies in stands it along the horizon.
 */
export const domedTown: ComposedProp = {
  name: 'domed-town',
  words: [],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  horizonShare: 0.5,
  draw(detail) {
    const shapes = [...tower(14, 34), ...tower(196, 40)];
    // Flat-roofed houses, low between the towers and the halls.
    shapes.push(rect(24, 92, 24, 28), rect(172, 96, 22, 24));
    // The side halls with their small domes.
    for (const cx of [52, 158]) shapes.push(rect(cx - 14, 80, 28, 40), onionDome(cx, 80, 12, 24));
    // The palace, its drum and its great dome.
    shapes.push(rect(66, 74, 78, 46), rect(82, 60, 46, 14), onionDome(105, 60, 24, 52));
    shapes.push(arch(105, 120, 9, 28));
    if (detail !== 'low') {
      // High on the walls: the sand's crest in front of the town runs across their feet.
      for (const cx of [80, 130]) shapes.push(arch(cx, 100, 5, 18));
      for (const cx of [52, 158]) shapes.push(arch(cx, 102, 5, 16));
    }
    if (detail === 'high') for (const [cx, bottom] of [[36, 106], [183, 108], [94, 72], [116, 72]] as const) shapes.push(arch(cx, bottom, 3.5, 10));
    return { width: 210, height: 120, shapes, anchors: {} };
  },
};
