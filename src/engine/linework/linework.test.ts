import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PAGE_HEIGHT_PX, PAGE_WIDTH_PX } from '../../shared/constants';
import { readPageMetadata, readPngDpi } from '../page-png';
import { EngineError } from '../types';
import { createLineworkPage, PAGE_MARGIN_PX, traceLinework, type LineworkRaster } from './linework';

const BOX_WIDTH = PAGE_WIDTH_PX - 2 * PAGE_MARGIN_PX;
const BOX_HEIGHT = PAGE_HEIGHT_PX - 2 * PAGE_MARGIN_PX;

function svgImage(width: number, height: number, body: string, background = '#ffffff'): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="${background}"/>${body}</svg>`,
  );
}

function pixel(raster: LineworkRaster, x: number, y: number): number {
  return raster.data[Math.round(y) * raster.width + Math.round(x)]!;
}

function hasInkNear(raster: LineworkRaster, x: number, y: number, radius: number): boolean {
  for (let dy = -radius; dy <= radius; dy++) {
    for (let dx = -radius; dx <= radius; dx++) if (pixel(raster, x + dx, y + dy) === 0) return true;
  }
  return false;
}

function inkBox(raster: LineworkRaster): { left: number; right: number; top: number; bottom: number } {
  let left = Infinity;
  let right = -1;
  let top = Infinity;
  let bottom = -1;
  for (let y = 0; y < raster.height; y++) {
    for (let x = 0; x < raster.width; x++) {
      if (pixel(raster, x, y) !== 0) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return { left, right, top, bottom };
}

/** True when paper at (x, y) is sealed off from the page corner by ink, i.e. a child can colour it in. */
function isEnclosed(raster: LineworkRaster, x: number, y: number): boolean {
  const seen = new Uint8Array(raster.width * raster.height);
  const stack = [Math.round(y) * raster.width + Math.round(x)];
  while (stack.length > 0) {
    const index = stack.pop()!;
    if (seen[index] === 1 || raster.data[index] === 0) continue;
    seen[index] = 1;
    const px = index % raster.width;
    const py = (index - px) / raster.width;
    if (px === 0 || py === 0 || px === raster.width - 1 || py === raster.height - 1) return false;
    stack.push(index - 1, index + 1, index - raster.width, index + raster.width);
  }
  return true;
}

describe('traceLinework', () => {
  // A 1000 px drawing whose ink spans 96..904 (frame with an 8 px stroke), so it maps to the page predictably.
  const frame = '<rect x="100" y="100" width="800" height="800" fill="none" stroke="#000" stroke-width="8"/>';
  const inkSpan = 808;
  const pageScale = Math.min(BOX_WIDTH, BOX_HEIGHT) / inkSpan;
  const toPage = (x: number, y: number) => ({
    x: PAGE_WIDTH_PX / 2 + (x - 500) * pageScale,
    y: PAGE_HEIGHT_PX / 2 + (y - 500) * pageScale,
  });

  it('turns a shaded, noisy JPEG into pure black and white while keeping the drawn circle in place', async () => {
    const specks = [
      [200, 150],
      [820, 180],
      [180, 820],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.5" fill="#000"/>`)
      .join('');
    const drawing = svgImage(
      1000,
      1000,
      `${frame}<circle cx="500" cy="500" r="300" fill="#b4b4b4" stroke="#000" stroke-width="6"/>${specks}`,
    );
    const jpeg = await sharp(drawing).jpeg({ quality: 35 }).toBuffer();

    const raster = await traceLinework(jpeg);

    expect([raster.width, raster.height]).toEqual([PAGE_WIDTH_PX, PAGE_HEIGHT_PX]);
    expect(new Set(raster.data)).toEqual(new Set([0, 255]));
    for (const [x, y] of [
      [800, 500],
      [200, 500],
      [500, 200],
      [500, 800],
    ] as const) {
      const at = toPage(x, y);
      expect(hasInkNear(raster, at.x, at.y, 8), `circle outline at ${x},${y}`).toBe(true);
    }
    const centre = toPage(500, 500);
    expect(hasInkNear(raster, centre.x, centre.y, 40), 'gray fill became paper').toBe(false);
    expect(isEnclosed(raster, centre.x, centre.y)).toBe(true);
    for (const [x, y] of [
      [200, 150],
      [820, 180],
      [180, 820],
    ] as const) {
      const at = toPage(x, y);
      expect(hasInkNear(raster, at.x, at.y, 20), `speck at ${x},${y}`).toBe(false);
    }
  });

  it('hollows a solid black shape into an outline that can be colored, keeping small dots solid', async () => {
    const drawing = svgImage(
      1000,
      1000,
      `${frame}<circle cx="400" cy="450" r="200" fill="#000"/><circle cx="750" cy="750" r="10" fill="#000"/>`,
    );

    const raster = await traceLinework(await sharp(drawing).png().toBuffer());

    const discCentre = toPage(400, 450);
    expect(pixel(raster, discCentre.x, discCentre.y)).toBe(255);
    expect(isEnclosed(raster, discCentre.x, discCentre.y)).toBe(true);
    const discEdge = toPage(598, 450);
    expect(hasInkNear(raster, discEdge.x, discEdge.y, 6)).toBe(true);
    const dot = toPage(750, 750);
    expect(pixel(raster, dot.x, dot.y)).toBe(0);
  });

  it('keeps a one-pixel line of a 1024 px image as a continuous stroke', async () => {
    const drawing = svgImage(1024, 1024, `<line x1="112" y1="512" x2="912" y2="512" stroke="#000" stroke-width="1"/>`);

    const raster = await traceLinework(await sharp(drawing).png().toBuffer());

    const box = inkBox(raster);
    expect(box.left).toBeLessThanOrEqual(PAGE_MARGIN_PX + 6);
    expect(box.right).toBeGreaterThanOrEqual(PAGE_WIDTH_PX - PAGE_MARGIN_PX - 7);
    const y = PAGE_HEIGHT_PX / 2;
    for (let x = box.left + 10; x < box.right - 10; x += 25) {
      expect(hasInkNear(raster, x, y, 4), `line at x=${x}`).toBe(true);
    }
  });

  it('closes a hairline gap so the outline still encloses a colorable region', async () => {
    // A circle drawn with a 2 px break in its outline.
    const circumference = 2 * Math.PI * 300;
    const drawing = svgImage(
      1024,
      1024,
      `<circle cx="512" cy="512" r="300" fill="none" stroke="#000" stroke-width="5" ` +
        `stroke-dasharray="${circumference - 2} 2"/>`,
    );
    const source = await sharp(drawing).png().toBuffer();
    const { data, info } = await sharp(source).greyscale().raw().toBuffer({ resolveWithObject: true });
    let gapPixels = 0;
    for (let x = 808; x <= 816; x++) for (let y = 505; y <= 519; y++) if (data[y * info.width + x]! > 200) gapPixels++;
    expect(gapPixels, 'the source outline really has a gap').toBeGreaterThan(0);

    const raster = await traceLinework(source);

    expect(isEnclosed(raster, PAGE_WIDTH_PX / 2, PAGE_HEIGHT_PX / 2)).toBe(true);
  });

  it('scales a wide drawing to the margin box without distorting it, centred on the page', async () => {
    const drawing = svgImage(1600, 400, '<rect x="4" y="4" width="1592" height="392" fill="none" stroke="#000" stroke-width="8"/>');

    const raster = await traceLinework(await sharp(drawing).webp({ quality: 80 }).toBuffer());

    const box = inkBox(raster);
    const width = box.right - box.left + 1;
    const height = box.bottom - box.top + 1;
    expect(box.left).toBeGreaterThanOrEqual(PAGE_MARGIN_PX - 1);
    expect(box.right).toBeLessThanOrEqual(PAGE_WIDTH_PX - PAGE_MARGIN_PX);
    expect(width).toBeGreaterThan(BOX_WIDTH - 6);
    expect(width / height).toBeCloseTo(4, 1);
    expect(Math.abs((box.top + box.bottom) / 2 - PAGE_HEIGHT_PX / 2)).toBeLessThan(3);
  });

  it('reads a transparent PNG as lines on white paper', async () => {
    const drawing = svgImage(512, 512, '<circle cx="256" cy="256" r="200" fill="none" stroke="#000" stroke-width="6"/>', 'none');

    const raster = await traceLinework(await sharp(drawing).png().toBuffer());

    expect(isEnclosed(raster, PAGE_WIDTH_PX / 2, PAGE_HEIGHT_PX / 2)).toBe(true);
    expect(pixel(raster, PAGE_WIDTH_PX / 2, PAGE_HEIGHT_PX / 2)).toBe(255);
  });

  it('rejects a blank image and bytes that are no image as a bad provider answer', async () => {
    const blank = await sharp(svgImage(256, 256, '')).png().toBuffer();
    await expect(traceLinework(blank)).rejects.toMatchObject({ kind: 'bad_response' });
    await expect(traceLinework(Buffer.from('not an image'))).rejects.toBeInstanceOf(EngineError);
  });
});

describe('createLineworkPage', () => {
  it('encodes the traced page as a 300 DPI PNG carrying its metadata', async () => {
    const drawing = svgImage(1024, 1536, '<circle cx="512" cy="768" r="400" fill="none" stroke="#000" stroke-width="6"/>');
    const metadata = { kind: 'scene' as const, description: 'a circle', matched: [], engine: 'openai' };

    const page = await createLineworkPage(await sharp(drawing).png().toBuffer(), metadata);

    expect([page.width, page.height]).toEqual([PAGE_WIDTH_PX, PAGE_HEIGHT_PX]);
    expect(readPngDpi(page.png)).toEqual({ x: 300, y: 300 });
    expect(readPageMetadata(page.png)).toEqual(metadata);
    const stats = await sharp(page.png).stats();
    expect(stats.channels[0]!.min).toBe(0);
    expect(stats.channels[0]!.max).toBe(255);
  });
});
