import { Resvg } from '@resvg/resvg-js';
import sharp, { type OutputInfo } from 'sharp';
import { MAX_IMAGE_PIXELS, PAGE_DPI, PAGE_HEIGHT_PX, PAGE_WIDTH_PX } from '../../shared/constants';
import { encodePagePng, type RawImage } from '../page-png';
import { EngineError, type Page, type PageMetadata } from '../types';
import { closeGaps, hollowFills, inkBounds, removeSpecks, type Bitmap, type Bounds } from './bitmap-ops';
import { traceOutlines } from './trace-outlines';

/**
 * Every raster is first scaled so its long side is this many pixels: small AI output (1024 px) gets enough
 * resolution for smooth traced curves, huge uploads stay quick to trace, and the pixel sizes below mean
 * the same thing for every input.
 */
const WORKING_LONG_SIDE = 2048;
/**
 * Luminance below this is ink. Above mid-gray so faint anti-aliased hairlines survive; light shading an AI adds
 * despite the prompt (lighter than about 60% gray) still drops to paper.
 */
const INK_THRESHOLD = 150;
/** Ink regions smaller than this (working pixels, about a 3 px dot at 1024 px) are noise, not drawing; eye dots are larger. */
const MIN_SPECK_AREA = 40;
/** Closing radius in working pixels: bridges line gaps up to about 2 px at 1024 px. */
const GAP_CLOSE_RADIUS = 2;
/** Ink thicker than twice this (working pixels, about 14 px at 1024 px) is a filled area, not a line. */
const FILL_CORE_RADIUS = 14;
/** Outline left around a hollowed fill, in working pixels: a bold line, about 4 px at 1024 px. */
const FILL_OUTLINE_WIDTH = 8;
/** A hollowed area smaller than 40 x 40 working pixels (about 5 mm printed) is too small to color: it stays solid. */
const MIN_FILL_INTERIOR_AREA = 40 * 40;
/**
 * How far (working pixels) a traced curve may stray from the smoothed pixel boundary: under a printed dot
 * once scaled to the page, and loose enough that a gentle curve is a few Beziers, not dozens.
 */
const FIT_TOLERANCE = 1;
/** 0.5 in at 300 DPI: the page margin nothing is drawn in (home printers and KDP's safe zone). */
export const PAGE_MARGIN_PX = PAGE_DPI / 2;

/** One gray byte per pixel, only 0 (ink) or 255 (paper), sized 2550 x 3300. */
export interface LineworkRaster extends RawImage {
  channels: 1;
}

/**
 * Any raster (PNG, JPEG, WebP, any size) to a print page of pure black line art: grayscale, threshold,
 * remove specks, close hairline gaps, hollow solid fills into outlines, vectorise into smooth curves
 * (trace-outlines.ts), render them onto the 2550 x 3300 page inside the margins. Rendering vectors is what keeps a 1024 px image crisp at 300 DPI.
 */
export async function traceLinework(image: Buffer): Promise<LineworkRaster> {
  const lines = closeGaps(removeSpecks(await binarize(image), MIN_SPECK_AREA), GAP_CLOSE_RADIUS);
  const cleaned = hollowFills(lines, {
    coreRadius: FILL_CORE_RADIUS,
    outlineWidth: FILL_OUTLINE_WIDTH,
    minInteriorArea: MIN_FILL_INTERIOR_AREA,
  });
  const bounds = inkBounds(cleaned);
  if (!bounds) throw new EngineError('bad_response', 'The image provider returned a blank image.');
  // Half the speck area also fills pinholes inside lines that survived thresholding.
  const { pathData } = traceOutlines(crop(cleaned, bounds), { minOutlineArea: MIN_SPECK_AREA / 2, fitTolerance: FIT_TOLERANCE });
  return renderOnPage(pathData, bounds);
}

/** `traceLinework` encoded as the product's page PNG (300 DPI, metadata chunk). */
export async function createLineworkPage(image: Buffer, metadata: PageMetadata): Promise<Page> {
  const raster = await traceLinework(image);
  return { png: await encodePagePng(raster, metadata), width: raster.width, height: raster.height, metadata };
}

async function binarize(image: Buffer): Promise<Bitmap> {
  let gray: { data: Buffer; info: OutputInfo };
  try {
    gray = await sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS })
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .grayscale()
      .resize({ width: WORKING_LONG_SIDE, height: WORKING_LONG_SIDE, fit: 'inside', kernel: 'lanczos3' })
      // A 3x3 median after upscaling drops salt-and-pepper and JPEG ringing but keeps 1 px source lines (2 px here).
      .median(3)
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new EngineError('bad_response', 'The image provider returned something that is not a readable image.', {
      cause: error,
    });
  }
  const { data, info } = gray;
  const ink = new Uint8Array(info.width * info.height);
  for (let i = 0; i < ink.length; i++) ink[i] = data[i]! < INK_THRESHOLD ? 1 : 0;
  return { data: ink, width: info.width, height: info.height };
}

function crop(bitmap: Bitmap, bounds: Bounds): Bitmap {
  const data = new Uint8Array(bounds.width * bounds.height);
  for (let y = 0; y < bounds.height; y++) {
    const from = (bounds.top + y) * bitmap.width + bounds.left;
    data.set(bitmap.data.subarray(from, from + bounds.width), y * bounds.width);
  }
  return { data, width: bounds.width, height: bounds.height };
}

async function renderOnPage(pathData: string, bounds: Bounds): Promise<LineworkRaster> {
  const boxWidth = PAGE_WIDTH_PX - 2 * PAGE_MARGIN_PX;
  const boxHeight = PAGE_HEIGHT_PX - 2 * PAGE_MARGIN_PX;
  const scale = Math.min(boxWidth / bounds.width, boxHeight / bounds.height);
  const offsetX = PAGE_MARGIN_PX + (boxWidth - bounds.width * scale) / 2;
  const offsetY = PAGE_MARGIN_PX + (boxHeight - bounds.height * scale) / 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH_PX}" height="${PAGE_HEIGHT_PX}">` +
    `<rect width="100%" height="100%" fill="#ffffff"/>` +
    `<g transform="translate(${offsetX} ${offsetY}) scale(${scale})"><path d="${pathData}"/></g></svg>`;
  const rendered = new Resvg(svg, { fitTo: { mode: 'original' }, background: '#ffffff' }).render();
  // resvg anti-aliases edges; a threshold at 50% makes the page strictly two-tone for print.
  const { data, info } = await sharp(rendered.pixels, {
    raw: { width: rendered.width, height: rendered.height, channels: 4 },
  })
    .extractChannel(0)
    .threshold(128)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 1 };
}
