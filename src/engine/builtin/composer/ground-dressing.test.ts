import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../drawing';
import { whiteRegions, whiteSlivers } from '../white-regions';
import { bush } from './ground-dressing';

async function rasterise(markup: string): Promise<{ data: Uint8Array; width: number; height: number }> {
  const page = await renderPage(markup, { kind: 'scene', description: '', matched: [], engine: 'test' });
  const { data, info } = await sharp(page.png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

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
