import { describe, expect, it } from 'vitest';
import { drawFigure } from './draw-figure';
import type { FigureSpec } from './figure-context';

const owl: FigureSpec = { kind: 'owl', hair: null, hasBeard: false, outfit: null, accessories: [], prop: null };

describe('an owl\'s ear tufts', () => {
  it('rise out of the sides of the head instead of jutting past them like triangles stuck on top', () => {
    const drawn = drawFigure(owl, { pose: 'standing', cx: 1000, groundY: 2000, height: 600, linePx: 9, detail: 'medium' });
    const { headBox } = drawn;
    const points = drawn.outline.flat();
    const tufts = points.filter((point) => point.y < headBox.y + headBox.height * 0.25);
    // They show above the head...
    expect(Math.min(...tufts.map((point) => point.y))).toBeLessThan(headBox.y - headBox.height * 0.05);
    // ...but no wider than the head itself: the old tufts' outer corners stuck out a fifth of a head past each side.
    const width = Math.max(...tufts.map((point) => point.x)) - Math.min(...tufts.map((point) => point.x));
    expect(width).toBeLessThan(headBox.width * 1.08);
  });
});
