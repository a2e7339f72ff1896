import type { ComposedProp } from './composed-prop';
import { curve, polygon, type Point } from './prop-shapes';

/** Where a slope from `top` down to `foot` is at height y. */
function slopeAt(top: Point, foot: Point, y: number): number {
  return top[0] + ((foot[0] - top[0]) * (y - top[1])) / (foot[1] - top[1]);
}

/** A snow cap's wavy lower edge across a peak, from slope to slope at height y. */
function capEdge(top: Point, left: Point, right: Point, y: number): string {
  const from = slopeAt(top, left, y);
  const to = slopeAt(top, right, y);
  const step = (to - from) / 4;
  let d = `M${from} ${y}`;
  for (let index = 0; index < 4; index++) d += ` Q${from + step * (index + 0.5)} ${y + (index % 2 === 0 ? 6 : -2)} ${from + step * (index + 1)} ${y}`;
  return curve(d);
}

/**
 * Two snow-capped peaks on the horizon, sloping all the way down to it: the icon's mountain had a
 * vertical wall each side and a doubled outline, so it looked like a tent or a house.
 */
export const snowyMountain: ComposedProp = {
  name: 'snowy-mountain',
  words: [],
  kind: 'place',
  size: 'medium',
  stands: 'backdrop',
  draw(detail) {
    const back: [Point, Point, Point] = [[78, 22], [46, 72], [100, 72]];
    const front: [Point, Point, Point] = [[40, 2], [0, 72], [84, 72]];
    const shapes = [polygon([back[1], back[0], back[2]], 4)];
    if (detail !== 'low') shapes.push(capEdge(back[0], back[1], back[2], 36));
    shapes.push(polygon([front[1], front[0], front[2]], 5), capEdge(front[0], front[1], front[2], 26));
    return { width: 100, height: 72, shapes, anchors: {} };
  },
};
