import { describe, expect, it } from 'vitest';
import { whiteRegions, whiteSlivers } from '../white-regions';
import { rasterise } from './rasterise-markup';
import { house } from './patterns';

describe('house', () => {
  // Round 14 (05): Santa's village was plain boxes with thin roof lines, no snow and no chimneys.
  it.each([12, 9, 6])('has a chimney and, in the snow, a scalloped cap of snow on its roof, with no slivers at %s px lines', async (linePx) => {
    const plain = house(1275, 2400, 640, linePx, false, true);
    const snowy = house(1275, 2400, 640, linePx, false, true, true);
    // The chimney stands up out of the roof's right slope: its top above the slope there.
    const slopeAt = (x: number): number => plain.box.y + ((x - 1275) / (640 * 0.6)) * (2400 - 640 * 0.62 + 4 - plain.box.y);
    expect(plain.chimney.y).toBeLessThan(slopeAt(plain.chimney.x) - 40);
    const [plainImage, snowyImage] = [await rasterise(plain.markup), await rasterise(snowy.markup)];
    // The snow's cap and its drips are areas of their own to colour.
    expect(whiteRegions(snowyImage).length).toBeGreaterThan(whiteRegions(plainImage).length);
    expect(whiteSlivers(snowyImage)).toEqual([]);
  });
});
