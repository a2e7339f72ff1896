import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRIM_SIZES } from '../../shared/book';
import { COPYRIGHT_PAGE_TEXT, OWNER_PAGE_TEXT, pageBoxes, pageSizePoints, type PrintSides, type TrimSize } from '../../shared/print-layout';
import { generateBookPdf, generateScenePdf } from './pdf-interior';
import { inspectPdf, type InspectedPdf } from './pdf-inspection';
import { drawSamplePage } from './sample-page';

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

async function* yieldAll(pngs: Buffer[]): AsyncGenerator<Buffer> {
  for (const png of pngs) yield png;
}

let plainPages: Buffer[];
let edgePage: Buffer;

beforeAll(async () => {
  plainPages = await Promise.all([1, 2, 3].map((n) => drawSamplePage(n)));
  edgePage = await drawSamplePage(9, { reachesEdge: true });
});

async function bookPdf(options: { trim?: TrimSize; hasBleed?: boolean; sides?: PrintSides; pages?: Buffer[]; title?: string }): Promise<InspectedPdf> {
  const pages = options.pages ?? plainPages;
  const bytes = await collect(
    generateBookPdf({
      title: options.title ?? 'The Dragon Picnic',
      trim: options.trim ?? 'letter',
      hasBleed: options.hasBleed ?? false,
      sides: options.sides ?? 'single',
      sceneCount: pages.length,
      scenes: yieldAll(pages),
    }),
  );
  return inspectPdf(bytes);
}

function artOf(pdf: InspectedPdf, pageIndex: number) {
  return pdf.pages[pageIndex]?.images.filter((image) => !image.isClipped) ?? [];
}

describe('book PDF interior', () => {
  it('has a title page, an owner page and a right-hand page with a blank back per scene, single-sided', async () => {
    const pdf = await bookPdf({});
    expect(pdf.pages).toHaveLength(8);
    const withArt = pdf.pages.map((page, index) => (page.images.length > 0 ? index + 1 : 0)).filter(Boolean);
    expect(withArt).toEqual([3, 5, 7]);
    for (const blank of [4, 6, 8]) expect(pdf.pages[blank - 1]?.text).toBe('');
  });

  it('puts scenes on consecutive pages double-sided and pads the count to even', async () => {
    const pdf = await bookPdf({ sides: 'double' });
    expect(pdf.pages).toHaveLength(6);
    const withArt = pdf.pages.map((page, index) => (page.images.length > 0 ? index + 1 : 0)).filter(Boolean);
    expect(withArt).toEqual([3, 4, 5]);
    expect(pdf.pages[5]?.images).toHaveLength(0);
  });

  it('draws the title on the first page and "This book belongs to" on the second, in embedded fonts', async () => {
    const pdf = await bookPdf({ title: 'Unicorns at the Seaside: a very long title that has to wrap over lines' });
    expect(pdf.pages[0]?.text.replace(/\n/g, ' ').trim()).toBe('Unicorns at the Seaside: a very long title that has to wrap over lines');
    expect(pdf.pages[1]?.text.trim()).toBe(OWNER_PAGE_TEXT);
    expect(pdf.fonts.length).toBeGreaterThan(0);
    expect(pdf.fonts.every((font) => font.isEmbedded)).toBe(true);
    expect(pdf.pages.every((page) => page.annotationCount === 0)).toBe(true);
  });

  it('prints a copyright page on the back of the title page, with the AI line only when AI drew a picture', async () => {
    const copyrightText = async (hasAiArt: boolean) => {
      const bytes = await collect(
        generateBookPdf({
          title: 'The Dragon Picnic',
          trim: 'letter',
          hasBleed: false,
          sides: 'single',
          frontMatter: { hasTitlePage: true, hasCopyrightPage: true, hasOwnerPage: false },
          frontMatterText: { subtitle: 'A sunny day', author: 'Ana Lima', year: 2026, hasAiArt },
          sceneCount: 1,
          scenes: yieldAll(plainPages.slice(0, 1)),
        }),
      );
      const pdf = await inspectPdf(bytes);
      expect(pdf.pages.map((page) => page.images.length > 0)).toEqual([false, false, true, false]);
      expect(pdf.pages[0]?.text).toContain('A sunny day');
      expect(pdf.pages[0]?.text).toContain('Ana Lima');
      return pdf.pages[1]?.text.replace(/\n/g, ' ') ?? '';
    };
    const withoutAi = await copyrightText(false);
    expect(withoutAi).toContain(`Copyright © 2026 Ana Lima. ${COPYRIGHT_PAGE_TEXT.rights}`);
    expect(withoutAi).not.toContain('AI image generation');
    expect(await copyrightText(true)).toContain(COPYRIGHT_PAGE_TEXT.aiDisclosure);
  });

  for (const trim of TRIM_SIZES) {
    for (const hasBleed of [false, true]) {
      it(`makes ${trim} pages ${hasBleed ? 'with' : 'without'} bleed at the right size, art at 300 DPI or more inside the safe area`, async () => {
        const pdf = await bookPdf({ trim, hasBleed, sides: 'double' });
        const size = pageSizePoints(trim, hasBleed);
        for (const [index, page] of pdf.pages.entries()) {
          expect(page.mediaBox.width).toBeCloseTo(size.width, 2);
          expect(page.mediaBox.height).toBeCloseTo(size.height, 2);
          const boxes = pageBoxes({ trim, hasBleed, pageCount: pdf.pages.length }, index + 1);
          expect(page.trimBox.x).toBeCloseTo(boxes.trim.x, 2);
          expect(page.trimBox.width).toBeCloseTo(boxes.trim.width, 2);
          expect(page.trimBox.height).toBeCloseTo(boxes.trim.height, 2);
        }
        for (const pageIndex of [2, 3, 4]) {
          const [art] = artOf(pdf, pageIndex);
          if (!art) throw new Error(`no art on page ${pageIndex + 1}`);
          expect(art.dpi).toBeGreaterThanOrEqual(300);
          expect(art.placed.width / art.placed.height).toBeCloseTo(art.widthPx / art.heightPx, 6);
          const { safe } = pageBoxes({ trim, hasBleed, pageCount: pdf.pages.length }, pageIndex + 1);
          expect(art.placed.x).toBeGreaterThanOrEqual(safe.x - 1e-6);
          expect(art.placed.y).toBeGreaterThanOrEqual(safe.y - 1e-6);
          expect(art.placed.x + art.placed.width).toBeLessThanOrEqual(safe.x + safe.width + 1e-6);
          expect(art.placed.y + art.placed.height).toBeLessThanOrEqual(safe.y + safe.height + 1e-6);
        }
      });
    }
  }

  it('embeds the 8-bit grayscale page as it is, without converting to RGB', async () => {
    const pdf = await bookPdf({ pages: [plainPages[0] as Buffer] });
    const [art] = artOf(pdf, 2);
    expect(art).toMatchObject({ widthPx: 2550, heightPx: 3300, bitsPerComponent: 8 });
  });

  it('carries art that runs off the picture into the bleed on the outside, top and bottom, never the spine', async () => {
    const pdf = await bookPdf({ hasBleed: true, sides: 'double', pages: [edgePage, edgePage] });
    const rightPage = pdf.pages[2];
    const leftPage = pdf.pages[3];
    if (!rightPage || !leftPage) throw new Error('missing pages');
    const strips = (page: typeof rightPage) => page.images.filter((image) => image.isClipped).length;
    // Right-hand: right, top, bottom. Left-hand: left, top, bottom.
    expect(strips(rightPage)).toBe(3);
    expect(strips(leftPage)).toBe(3);
    const withoutBleed = await bookPdf({ hasBleed: false, pages: [edgePage] });
    expect(withoutBleed.pages[2]?.images.filter((image) => image.isClipped)).toHaveLength(0);
    const framed = await bookPdf({ hasBleed: true, pages: [plainPages[0] as Buffer] });
    expect(framed.pages[2]?.images.filter((image) => image.isClipped)).toHaveLength(0);
  });

  it('converts an RGB page with transparency to grayscale and still embeds it', async () => {
    const rgba = await sharp({ create: { width: 900, height: 1200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><circle cx="450" cy="600" r="300" fill="none" stroke="black" stroke-width="10"/></svg>') }])
      .png()
      .toBuffer();
    const pdf = await bookPdf({ pages: [rgba] });
    const [art] = artOf(pdf, 2);
    expect(art).toMatchObject({ widthPx: 900, heightPx: 1200, bitsPerComponent: 8 });
    expect(art?.dpi).toBeCloseTo(300, 6);
  });

  it('fails when the scenes run out before the count it was promised', async () => {
    const pages = generateBookPdf({ title: 'Short', trim: 'letter', hasBleed: false, sides: 'single', sceneCount: 3, scenes: yieldAll(plainPages.slice(0, 2)) });
    await expect(collect(pages)).rejects.toThrow(/Expected 3 scene images, got 2/);
  });
});

describe('single scene PDF', () => {
  it('is one page of the chosen trim with the art centred, no gutter', async () => {
    const bytes = await collect(generateScenePdf({ title: 'Dragon', png: plainPages[0] as Buffer, trim: 'square', hasBleed: false }));
    const pdf = await inspectPdf(bytes);
    expect(pdf.pages).toHaveLength(1);
    const page = pdf.pages[0];
    expect(page?.mediaBox).toMatchObject({ width: 612, height: 612 });
    const [art] = page?.images ?? [];
    if (!art) throw new Error('no art');
    expect(art.dpi).toBeGreaterThanOrEqual(300);
    expect(art.placed.x + art.placed.width / 2).toBeCloseTo(306, 6);
  });
});
