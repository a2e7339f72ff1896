import { describe, expect, it } from 'vitest';
import { drawFigure } from './draw-figure';
import type { FigureSpec } from './figure-context';
import { bounds } from './geometry';

const owl: FigureSpec = { kind: 'owl', hair: null, hasBeard: false, outfit: null, accessories: [], prop: null };

describe('spread wings', () => {
  it('spreads an owl in flight wider than it is tall, its wings out to the sides', () => {
    // A scene draws its flyer in the jumping pose, then banks it.
    const flying = bounds([drawFigure(owl, { pose: 'jumping', cx: 1000, groundY: 2000, height: 600, linePx: 9, detail: 'medium' }).outline]);
    const standing = bounds([drawFigure(owl, { pose: 'standing', cx: 1000, groundY: 2000, height: 600, linePx: 9, detail: 'medium' }).outline]);
    expect(flying.width).toBeGreaterThan(flying.height * 1.3);
    expect(flying.width).toBeGreaterThan(standing.width * 2);
  });
});
