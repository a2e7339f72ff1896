import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { PAGE_HEIGHT_PX, PAGE_WIDTH_PX, type AgeGroup } from '../../shared/constants';
import { CONTENT, fittedFontSize, outlinedText } from '../builtin/drawing';
import { BUILTIN_ENGINE_NAME } from '../builtin/character';
import { inkBounds, type Bitmap } from '../linework/bitmap-ops';
import { traceOutlines } from '../linework/trace-outlines';
import { encodePagePng } from '../page-png';
import { EngineError, type Page, type PageMetadata } from '../types';
import { removeSpecks } from '../linework/bitmap-ops';
import { photoLines, thicken, thinOutsideSubject, type PhotoBackground, type PhotoLinesOptions } from './photo-lines';

export interface PhotoPageInput {
  image: Buffer;
  /** Empty for a page without a title. */
  title: string;
  ageGroup: AgeGroup;
  background: PhotoBackground;
}

/** What a photo page carries so refine can redraw it; the photo itself is never kept. */
export interface PhotoPlan {
  title: string;
  ageGroup: AgeGroup;
  background: PhotoBackground;
  /** Extra line thickness refine added, working pixels. */
  extraThickness: number;
  /** Refine's "less detail": the shortest stroke kept is this many times longer. */
  detailFactor: number;
}

const TITLE_BAND_PX = 330;
/** The page is rasterised in this many horizontal bands (3300 px / 3 = 1100 px each): each band parses the drawing again, so few. */
const RENDER_BANDS = 3;
/** Lines on a page are at least this share of a page: less than that, the photo had nothing to draw. */
const MIN_INK_SHARE = 0.0015;
const BLANK_PHOTO_MESSAGE = 'This photo has no shapes to draw: it looks all one colour. Try a photo with a clear subject.';

/** Where the drawing goes on the page: the content box below the title. */
function artBox(hasTitle: boolean): { top: number; width: number; height: number; aspect: number } {
  const top = hasTitle ? CONTENT.top + TITLE_BAND_PX : CONTENT.top;
  const width = CONTENT.right - CONTENT.left;
  const height = CONTENT.bottom - top;
  return { top, width, height, aspect: width / height };
}

/** The drawing's lines as filled outlines, scaled into the page below the title. */
function placeLines(lines: Bitmap, hasTitle: boolean): string {
  const bounds = inkBounds(lines);
  if (!bounds) throw new EngineError('invalid_request', BLANK_PHOTO_MESSAGE);
  const crop = new Uint8Array(bounds.width * bounds.height);
  for (let y = 0; y < bounds.height; y++) {
    const from = (bounds.top + y) * lines.width + bounds.left;
    crop.set(lines.data.subarray(from, from + bounds.width), y * bounds.width);
  }
  const { pathData } = traceOutlines({ data: crop, width: bounds.width, height: bounds.height }, { minOutlineArea: 8, fitTolerance: 0.8 });
  const { top, width: boxWidth, height: boxHeight } = artBox(hasTitle);
  const scale = Math.min(boxWidth / bounds.width, boxHeight / bounds.height);
  const x = CONTENT.left + (boxWidth - bounds.width * scale) / 2;
  const y = top + (boxHeight - bounds.height * scale) / 2;
  return `<g transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${scale.toFixed(5)})"><path d="${pathData}" fill="#000"/></g>`;
}

async function renderPhotoPage(lines: Bitmap, plan: PhotoPlan): Promise<Page> {
  let ink = 0;
  for (let i = 0; i < lines.data.length; i++) ink += lines.data[i]!;
  if (ink / lines.data.length < MIN_INK_SHARE) throw new EngineError('invalid_request', BLANK_PHOTO_MESSAGE);
  const title = plan.title.trim();
  const titleMarkup = title
    ? outlinedText(title, (CONTENT.left + CONTENT.right) / 2, CONTENT.top + TITLE_BAND_PX * 0.68, fittedFontSize(title, CONTENT.right - CONTENT.left, 220), plan.ageGroup === '3-5' ? 14 : 10)
    : '';
  const content = `<rect width="${PAGE_WIDTH_PX}" height="${PAGE_HEIGHT_PX}" fill="#fff"/>${titleMarkup}${placeLines(lines, Boolean(title))}`;
  const data = Buffer.alloc(PAGE_WIDTH_PX * PAGE_HEIGHT_PX);
  // Drawn in bands: a whole page in RGBA is 34 MB, twice over while resvg hands its pixels out, and four
  // pages may be drawn at once. Two tones only: anti-aliased edges fall to ink or paper at half gray.
  const bandHeight = PAGE_HEIGHT_PX / RENDER_BANDS;
  for (let band = 0; band < RENDER_BANDS; band++) {
    const top = band * bandHeight;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH_PX}" height="${bandHeight}" viewBox="0 ${top} ${PAGE_WIDTH_PX} ${bandHeight}">${content}</svg>`;
    const rgba = new Resvg(svg, { fitTo: { mode: 'original' }, background: '#ffffff', font: { loadSystemFonts: false } }).render().pixels;
    const offset = top * PAGE_WIDTH_PX;
    for (let i = 0; i < PAGE_WIDTH_PX * bandHeight; i++) data[offset + i] = rgba[i * 4 + 1]! >= 128 ? 255 : 0;
  }
  const metadata: PageMetadata = { kind: 'photo', description: title || 'Photo page', matched: [], engine: BUILTIN_ENGINE_NAME, photo: plan };
  const png = await encodePagePng({ data, width: PAGE_WIDTH_PX, height: PAGE_HEIGHT_PX, channels: 1 }, metadata);
  return { png, width: PAGE_WIDTH_PX, height: PAGE_HEIGHT_PX, metadata };
}

/** A photo as a coloring page: its lines by age group, traced to vectors and drawn again at 300 DPI. */
export async function drawPhotoPage(input: PhotoPageInput): Promise<Page> {
  const plan: PhotoPlan = { title: input.title, ageGroup: input.ageGroup, background: input.background, extraThickness: 0, detailFactor: 1 };
  const options: PhotoLinesOptions = { ageGroup: plan.ageGroup, background: plan.background, frameAspect: artBox(Boolean(input.title.trim())).aspect };
  return renderPhotoPage(await photoLines(input.image, options), plan);
}


/** Page pixels (2550 x 3300): lines drawn at this share of the width are a stroke a refine can add. */
const PAGE_THICKEN_PX = 4;
/** Page pieces smaller than this (page pixels) go with "less detail". */
const PAGE_DETAIL_AREA = 2500;
export const PHOTO_REFINE_HELP = 'For a photo page, ask for "thicker lines", "less detail" or "remove the background".';

/**
 * Refine of a photo page works on the page itself, as the photo is not kept: thicker lines grow every line,
 * less detail drops short strokes, removing the background keeps the subject's lines in the middle. The
 * title band stays as it is.
 */
export async function refinePhotoPage(png: Buffer, metadata: PageMetadata, instructions: string): Promise<Page> {
  const wants = instructions.toLowerCase();
  const isThicker = /\b(thick|thicker|bold|bolder|heavier)\b/.test(wants);
  const isSimpler = /\b(less detail|fewer (lines|details)|simpler|simplify|cleaner)\b/.test(wants);
  const isNoBackground = /\b(background|backdrop)\b/.test(wants);
  if (!isThicker && !isSimpler && !isNoBackground) throw new EngineError('invalid_request', PHOTO_REFINE_HELP);
  const { data } = await sharp(png).flatten({ background: '#ffffff' }).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const plan = metadata.photo as PhotoPlan | undefined;
  const artTop = plan?.title.trim() ? CONTENT.top + TITLE_BAND_PX : 0;
  const ink = new Uint8Array(PAGE_WIDTH_PX * PAGE_HEIGHT_PX);
  for (let i = artTop * PAGE_WIDTH_PX; i < ink.length; i++) ink[i] = data[i]! < 128 ? 1 : 0;
  let art: Bitmap = { data: ink, width: PAGE_WIDTH_PX, height: PAGE_HEIGHT_PX };
  if (isNoBackground) art = thinOutsideSubject(art, PAGE_DETAIL_AREA);
  if (isSimpler) art = removeSpecks(art, PAGE_DETAIL_AREA);
  if (isThicker) art = thicken(art, PAGE_THICKEN_PX);
  const out = Buffer.alloc(ink.length);
  for (let i = 0; i < out.length; i++) out[i] = i < artTop * PAGE_WIDTH_PX ? data[i]! : art.data[i] ? 0 : 255;
  const refined: PhotoPlan = {
    title: plan?.title ?? '',
    ageGroup: plan?.ageGroup ?? '6-8',
    background: isNoBackground ? 'simplify' : (plan?.background ?? 'keep'),
    extraThickness: (plan?.extraThickness ?? 0) + (isThicker ? 1 : 0),
    detailFactor: (plan?.detailFactor ?? 1) * (isSimpler ? 2 : 1),
  };
  const refinedMetadata: PageMetadata = { ...metadata, photo: refined };
  return { png: await encodePagePng({ data: out, width: PAGE_WIDTH_PX, height: PAGE_HEIGHT_PX, channels: 1 }, refinedMetadata), width: PAGE_WIDTH_PX, height: PAGE_HEIGHT_PX, metadata: refinedMetadata };
}
