import { describe, expect, it } from 'vitest';
import { TRIM_SIZES } from '../../shared/book';
import { PAPER_TYPES } from '../../shared/book-publishing';
import { TRIM_SIZE_INCHES } from '../../shared/print-layout';
import { BARCODE_CLEARANCE_INCHES, COVER_SAFE_INCHES, coverGeometry, generateCoverPdf, hasSpineText, SPINE_FOLD_CLEARANCE_INCHES, type CoverOptions } from './pdf-cover';
import { inspectPdf } from './pdf-inspection';
import { drawSamplePage } from './sample-page';

const baseOptions: Omit<CoverOptions, 'trim' | 'paper' | 'interiorPageCount' | 'art'> = {
  title: 'Pip and the Moon Picnic',
  subtitle: 'A coloring book for brave little dragons',
  author: 'Ana Lima',
  description: 'Color Pip the dragon through twenty-four adventures.\nFor ages 4 to 8.',
  bandColor: null,
};

describe('full-wrap cover geometry', () => {
  it.each([24, 100, 300].flatMap((pages) => PAPER_TYPES.flatMap((paper) => TRIM_SIZES.map((trim) => ({ pages, paper, trim })))))(
    '$pages pages, $paper paper, $trim: bleed + back + spine + front + bleed',
    ({ pages, paper, trim }) => {
      const geometry = coverGeometry(trim, paper, pages);
      const spine = pages * (paper === 'white' ? 0.002252 : 0.0025);
      const trimInches = TRIM_SIZE_INCHES[trim];
      expect(geometry.spineInches).toBeCloseTo(spine, 6);
      expect(geometry.widthInches).toBeCloseTo(0.125 + trimInches.width + spine + trimInches.width + 0.125, 6);
      expect(geometry.heightInches).toBeCloseTo(0.125 + trimInches.height + 0.125, 6);
      expect(geometry.media.width).toBeCloseTo(geometry.widthInches * 72, 4);
      // Barcode area: lower right of the back, 0.25 in from the spine fold and the bottom trim.
      expect(geometry.spine.x - (geometry.barcode.x + geometry.barcode.width)).toBeCloseTo(BARCODE_CLEARANCE_INCHES * 72, 4);
      expect(geometry.barcode.y - geometry.back.y).toBeCloseTo(BARCODE_CLEARANCE_INCHES * 72, 4);
      expect(geometry.barcode.width).toBeCloseTo(144, 4);
      expect(geometry.barcode.height).toBeCloseTo(86.4, 4);
    },
  );

  it('allows spine text from 79 pages', () => {
    expect(hasSpineText(78)).toBe(false);
    expect(hasSpineText(79)).toBe(true);
  });
});

describe('full-wrap cover PDF', () => {
  it.each([
    { pages: 24, paper: 'white', trim: 'letter' },
    { pages: 100, paper: 'cream', trim: 'square' },
    { pages: 300, paper: 'white', trim: 'a4' },
    { pages: 300, paper: 'cream', trim: '8x10' },
  ] as const)('is one page the computed size with fonts embedded and the art at 300 DPI or finer ($pages, $paper, $trim)', async ({ pages, paper, trim }) => {
    const art = await drawSamplePage(4);
    const bytes = await generateCoverPdf({ ...baseOptions, trim, paper, interiorPageCount: pages, art });
    const pdf = await inspectPdf(bytes);
    const geometry = coverGeometry(trim, paper, pages);
    expect(pdf.pages).toHaveLength(1);
    const page = pdf.pages[0]!;
    expect(page.mediaBox.width).toBeCloseTo(geometry.widthInches * 72, 2);
    expect(page.mediaBox.height).toBeCloseTo(geometry.heightInches * 72, 2);
    expect(page.bleedBox.width).toBeCloseTo(page.mediaBox.width, 2);
    expect(page.trimBox.width).toBeCloseTo(page.mediaBox.width - 18, 2);
    expect(page.trimBox.height).toBeCloseTo(page.mediaBox.height - 18, 2);
    expect(pdf.fonts.length).toBeGreaterThan(0);
    expect(pdf.fonts.every((font) => font.isEmbedded)).toBe(true);
    expect(page.images).toHaveLength(1);
    const image = page.images[0]!;
    expect(image.dpi).toBeGreaterThanOrEqual(300);
    // The art is on the front panel, inside the trim by the safe distance.
    const safe = COVER_SAFE_INCHES * 72;
    expect(image.isClipped).toBe(true);
    expect(page.text).toContain('Pip and the Moon Picnic'.split(' ')[0]);
    expect(page.text).toContain('Ana Lima');
    expect(page.text.includes('Color Pip the dragon')).toBe(true);
    expect(geometry.front.x + safe).toBeLessThan(geometry.front.x + geometry.front.width);
    // Spine text only from 79 pages.
    const spineTitle = page.text.split('\n').filter((line) => line.includes('·'));
    expect(spineTitle.length > 0).toBe(hasSpineText(pages));
  });

  it('keeps text inside the panels: the spine title between the folds, the description out of the barcode area', async () => {
    const bytes = await generateCoverPdf({ ...baseOptions, description: 'Long text. '.repeat(400), trim: 'letter', paper: 'white', interiorPageCount: 100, art: null });
    const geometry = coverGeometry('letter', 'white', 100);
    const page = (await inspectPdf(bytes)).pages[0]!;
    const safe = COVER_SAFE_INCHES * 72;
    const clearance = SPINE_FOLD_CLEARANCE_INCHES * 72;
    const spineRuns = page.textRuns.filter((run) => run.angle === -90);
    expect(spineRuns).toHaveLength(1);
    const spineRun = spineRuns[0]!;
    // Turned a quarter clockwise, the letters stand to the right of the baseline, up to their cap
    // height: both inside the folds' clearance.
    expect(spineRun.x).toBeGreaterThanOrEqual(geometry.spine.x + clearance - 0.01);
    expect(spineRun.x + spineRun.size * 0.7).toBeLessThanOrEqual(geometry.spine.x + geometry.spine.width - clearance + 0.01);
    expect(spineRun.y).toBeLessThanOrEqual(geometry.spine.y + geometry.spine.height - safe);
    const flatRuns = page.textRuns.filter((run) => run.angle === 0 && run.text.trim());
    expect(flatRuns.some((run) => run.text.includes('Long text.'))).toBe(true);
    for (const run of flatRuns) {
      const panel = run.x < geometry.spine.x ? geometry.back : geometry.front;
      expect(run.x).toBeGreaterThanOrEqual(panel.x + safe);
      expect(run.y).toBeGreaterThanOrEqual(panel.y + safe);
      expect(run.y + run.size).toBeLessThanOrEqual(panel.y + panel.height - safe);
      if (panel === geometry.back) expect(run.y).toBeGreaterThan(geometry.barcode.y + geometry.barcode.height);
    }
  });

  it('shows up to three more pages small on the back, above the barcode area, at 300 DPI or finer', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5].map((n) => drawSamplePage(n)));
    const bytes = await generateCoverPdf({ ...baseOptions, trim: 'letter', paper: 'white', interiorPageCount: 48, art: pages[0]!, backArt: pages.slice(1) });
    const geometry = coverGeometry('letter', 'white', 48);
    const images = (await inspectPdf(bytes)).pages[0]!.images;
    expect(images).toHaveLength(4);
    const back = images.filter((image) => image.placed.x + image.placed.width <= geometry.spine.x);
    expect(back).toHaveLength(3);
    for (const image of images) expect(image.dpi).toBeGreaterThanOrEqual(300);
  });

  it('draws a colour band behind the title when asked, and nothing transparent', async () => {
    const art = await drawSamplePage(2);
    const plain = await generateCoverPdf({ ...baseOptions, trim: 'letter', paper: 'white', interiorPageCount: 40, art });
    const banded = await generateCoverPdf({ ...baseOptions, trim: 'letter', paper: 'white', interiorPageCount: 40, art, bandColor: [1, 0.8, 0.2] });
    expect((await inspectPdf(plain)).pages[0]!.fillColors.filter((color) => color !== '0 0 0' && color !== '1 1 1')).toEqual([]);
    expect((await inspectPdf(banded)).pages[0]!.fillColors).toContain('1 0.8 0.2');
    for (const pdf of [plain, banded]) expect(Buffer.from(pdf).toString('latin1')).not.toMatch(/\/SMask|\/S \/Transparency/);
  });
});
