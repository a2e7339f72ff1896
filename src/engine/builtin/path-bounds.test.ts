import { describe, expect, it } from 'vitest';
import { pathBounds } from './path-bounds';

describe('pathBounds', () => {
  it('measures relative curves and smooth curves', () => {
    const bounds = pathBounds('M15.99 30c5.545 0 10.04-4.607 10.04-10.29S21.535 9.42 15.99 9.42S5.95 14.027 5.95 19.71S10.445 30 15.99 30');
    expect(bounds).toMatchObject({ minX: 5.95, minY: 9.42, maxX: 26.03, maxY: 30 });
  });

  it('follows arcs around their centre, including flags written without separators', () => {
    const bounds = pathBounds('M4 16a12 12 0 1 0 24 0a12 12 0 10-24 0')!;
    expect(bounds.minX).toBeCloseTo(4);
    expect(bounds.maxX).toBeCloseTo(28);
    expect(bounds.minY).toBeCloseTo(4);
    expect(bounds.maxY).toBeCloseTo(28);
  });

  it('reports the largest subpath separately from the whole path', () => {
    // Two 1-unit eyes 10 units apart.
    const bounds = pathBounds('M0 0h1v1h-1z M10 0h1v1h-1z')!;
    expect(bounds.maxX - bounds.minX).toBe(11);
    expect(bounds.largestPart).toBe(1);
  });

  it('returns null for an empty path', () => {
    expect(pathBounds('')).toBeNull();
  });
});
