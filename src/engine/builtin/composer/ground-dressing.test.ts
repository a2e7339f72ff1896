import { describe, expect, it } from 'vitest';
import { whiteRegions, whiteSlivers } from '../white-regions';
import { rasterise } from './rasterise-markup';
import { bush } from './ground-dressing';

describe('bush', () => {
  // Round 14 (25): the lawn's big bush at 6-8 was an outline with nothing in it.
  it.each([[9, false], [6, true]] as const)('is two rows of leafy clumps when big, with no slivers, at %s px lines', async (linePx, isDense) => {
    const [plain, rowed] = [await rasterise(bush(1275, 1800, 460, linePx, isDense).markup), await rasterise(bush(1275, 1800, 460, linePx, isDense, true).markup)];
    expect(whiteRegions(rowed).length).toBe(whiteRegions(plain).length + 1);
    expect(whiteSlivers(rowed)).toEqual([]);
  });

  it('keeps a small bush one clump: a row across it would leave bands too thin to colour', () => {
    expect(bush(1275, 1800, 200, 9, false, true).markup).toBe(bush(1275, 1800, 200, 9, false).markup);
  });
});
