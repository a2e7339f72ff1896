import { describe, expect, it } from 'vitest';
import { scales } from './patterns';

describe('scales', () => {
  it('keeps only whole scales on the skin, no arc fragments cut off at its edge', () => {
    const box = { x: 0, y: 0, width: 400, height: 400 };
    // A skin that ends at x = 200: a scale crossing that line would be cut into an open fragment.
    const markup = scales('M0 0H200V400H0Z', box, 50, 4, (point) => point.x <= 200);
    const starts = [...markup.matchAll(/M([\d.]+) [\d.]+a/g)].map((match) => Number(match[1]));
    expect(starts.length).toBeGreaterThan(10);
    for (const x of starts) expect(x + 50).toBeLessThanOrEqual(200);
  });
});
