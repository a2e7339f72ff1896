import { describe, expect, it } from 'vitest';
import { fishingRod } from './held-things';

describe('a fishing rod', () => {
  it.each([14, 9, 6])('hangs its line in the page\'s own line width, not a hairline (line %i px)', (linePx) => {
    const { markup } = fishingRod({ x: 1000, y: 1500 }, 1, 900, { x: 1700, y: 2600 }, linePx);
    // The line is the one open curve from the rod's tip: judging 19 found it half the page's line at 9-12.
    const line = [...markup.matchAll(/<path d="M[^"]*Q[^"]*" fill="none" stroke="#000" stroke-width="([\d.]+)"/g)];
    expect(line).toHaveLength(1);
    expect(Number(line[0]![1])).toBeGreaterThanOrEqual(linePx);
  });
});
