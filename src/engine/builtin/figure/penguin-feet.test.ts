import { describe, expect, it } from 'vitest';
import { drawFigure } from './draw-figure';
import type { FigureSpec } from './figure-context';

const penguin: FigureSpec = { kind: 'penguin', hair: null, hasBeard: false, outfit: null, accessories: [], prop: null };

describe("a penguin's feet seen side on", () => {
  it('stand half a step apart, the far heel showing behind the near foot, not side by side as one slab (round 13)', () => {
    const drawn = drawFigure(penguin, { pose: 'stargazing', cx: 1000, groundY: 2000, height: 800, linePx: 10, detail: 'medium' });
    const points = drawn.outline.flat();
    const bottom = Math.max(...points.map((point) => point.y));
    const soles = points.filter((point) => point.y > bottom - 12).map((point) => point.x);
    // Side by side, both feet spanned 0.55 of a head along the ground; staggered, the far heel adds a third of a foot.
    expect((Math.max(...soles) - Math.min(...soles)) / drawn.headBox.width).toBeGreaterThan(0.68);
  });
});
