import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CONTENT, fittedFontSize, outlinedText, renderPage, solidText } from './drawing';
import { cropImage, longestThinWhiteRun, whiteRegions, whiteSlivers } from './white-regions';

async function titleBand(markup: string) {
  const page = await renderPage(markup, { kind: 'scene', description: '', matched: [], engine: 'test' });
  const { data, info } = await sharp(page.png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return cropImage({ data, width: info.width, height: info.height }, 150, 200, 2250, 500);
}

describe('page letters', () => {
  it('outline each letter once: white regions are the letters and their real counters only', async () => {
    // t, f, y: one region each; d, b: the letter and its counter; plus the paper around them.
    const band = await titleBand(outlinedText('tfdby', 1275, 560, 260, 9));
    expect(whiteRegions(band)).toHaveLength(1 + 3 + 2 * 2);
    expect(whiteSlivers(band)).toEqual([]);
  }, 30_000);

  it('keep letters apart, leaving no crumbs of white between them', async () => {
    const band = await titleBand(outlinedText('Fluffy Bird', 1275, 560, 220, 9));
    const regions = whiteRegions(band);
    expect(regions.filter((region) => region.area < 300)).toEqual([]);
    expect(whiteSlivers(band)).toEqual([]);
  }, 30_000);

  it.each(['Captain Finn', 'Grandpa Joe', 'Sparky', 'Mia'])('leave white between the outlines of the sheet title %s wide enough to colour', async (name) => {
    // As a character sheet draws its title (sheet.ts): letters this size sit closest to one another.
    const band = await titleBand(outlinedText(name, 1275, 560, fittedFontSize(name, CONTENT.right - CONTENT.left, 220), 8));
    expect(longestThinWhiteRun(band.data, band.width, band.height, 5)).toBeLessThan(60);
  }, 30_000);

  it('fill solid captions with only the counters left white', async () => {
    const band = await titleBand(solidText('tfdby', 1275, 560, 200));
    expect(whiteRegions(band)).toHaveLength(1 + 2);
  }, 30_000);
});
