import { describe, expect, it } from 'vitest';
import { rasterise } from '../composer/rasterise-markup';
import { howlingWolf } from './howling-wolf';
import { drawComposedProp } from './prop-library';

describe('a howling wolf', () => {
  // Its skull was a circle drawn over a separate snout: a round face with a tube behind it, not a wolf's long muzzle
  // (judging 21).
  it.each(['low', 'medium', 'high'] as const)('draws its head and long muzzle as one shape, no line across from brow to nose (%s)', async (detail) => {
    const drawn = drawComposedProp(howlingWolf, { cx: 1275, bottom: 2400, size: 1200, linePx: 9, detail });
    const { data, width } = await rasterise(drawn.markup);
    // From the brow above the closed eye along the muzzle's ridge to just short of the nose, in the drawing's units
    // (drawn facing right, turned to face left on the page).
    const scale = drawn.box.width / 100;
    const inked: number[] = [];
    for (let step = 0; step <= 40; step++) {
      const [x, y] = [60 + ((77 - 60) * step) / 40, 19 + ((8 - 19) * step) / 40];
      const px = Math.round(drawn.box.x + (100 - x) * scale);
      const py = Math.round(drawn.box.y + y * scale);
      if (data[py * width + px]! < 128) inked.push(step);
    }
    expect(inked).toEqual([]);
  });
});
