import { describe, expect, it } from 'vitest';
import { containsPoint, ellipse, roundedPolygon } from './geometry';
import { addPart, createPartList, LAYER, visibleSkin } from './part-list';

describe('visibleSkin', () => {
  // A body with a leg drawn over its lower left corner.
  const list = createPartList();
  addPart(list, LAYER.body, roundedPolygon([{ x: 0, y: 0 }, { x: 400, y: 0 }, { x: 400, y: 200 }, { x: 0, y: 200 }], 10));
  addPart(list, LAYER.legs + 20, ellipse({ x: 100, y: 200 }, 60, 120));
  const skin = visibleSkin(list, true, [LAYER.body], 10);

  it('covers what shows of the body', () => {
    expect(containsPoint(skin, { x: 300, y: 100 })).toBe(true);
  });

  it('stops short of the outline of a leg in front, so a pattern does not run on through it', () => {
    expect(containsPoint(skin, { x: 100, y: 150 })).toBe(false);
    expect(containsPoint(skin, { x: 165, y: 180 })).toBe(false);
    expect(containsPoint(skin, { x: 185, y: 180 })).toBe(true);
  });
});
