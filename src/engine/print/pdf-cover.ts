import fontkit from '@pdf-lib/fontkit';
import {
  clip,
  concatTransformationMatrix,
  degrees,
  drawObject,
  endPath,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import sharp from 'sharp';
import { KDP_SPINE_TEXT_MIN_PAGES, SPINE_INCHES_PER_PAGE, type PaperType } from '../../shared/book-publishing';
import { BLEED_INCHES, POINTS_PER_INCH, TRIM_SIZE_INCHES, type Rect, type TrimSize } from '../../shared/print-layout';
import { loadFontBytes, registerImage, wrapText } from './pdf-interior';
import { readPageMetadata } from '../page-png';
import { toPdfPngImage } from './pdf-png-image';

/** KDP: text and art at least this far inside the trim (top, bottom, outside edges). */
export const COVER_SAFE_INCHES = 0.125;
/** KDP: spine text at least this far from each spine fold. */
export const SPINE_FOLD_CLEARANCE_INCHES = 0.0625;
/** KDP's barcode area on the back, lower right, this far from the spine fold and the trim edges. */
export const BARCODE_SIZE_INCHES = { width: 2, height: 1.2 } as const;
export const BARCODE_CLEARANCE_INCHES = 0.25;

const SUBTITLE_GAP = 8;

/** Breathing room around cover text beyond KDP's minimum: a title at the very edge looks cut even when it isn't. */
const COVER_MARGIN_INCHES = 0.5;

export interface CoverGeometry {
  widthInches: number;
  heightInches: number;
  spineInches: number;
  /** In points, PDF user space (y up from the bottom of the full cover). */
  media: Rect;
  back: Rect;
  spine: Rect;
  front: Rect;
  barcode: Rect;
}

/** The full-wrap cover's size and panels: bleed + back + spine + front + bleed across, bleed + trim + bleed high. */
export function coverGeometry(trim: TrimSize, paper: PaperType, interiorPageCount: number): CoverGeometry {
  const trimInches = TRIM_SIZE_INCHES[trim];
  const spineInches = interiorPageCount * SPINE_INCHES_PER_PAGE[paper];
  const widthInches = 2 * BLEED_INCHES + 2 * trimInches.width + spineInches;
  const heightInches = 2 * BLEED_INCHES + trimInches.height;
  const pt = (inches: number) => inches * POINTS_PER_INCH;
  const bleed = pt(BLEED_INCHES);
  const panelHeight = pt(trimInches.height);
  const back = { x: bleed, y: bleed, width: pt(trimInches.width), height: panelHeight };
  const spine = { x: back.x + back.width, y: bleed, width: pt(spineInches), height: panelHeight };
  const front = { x: spine.x + spine.width, y: bleed, width: pt(trimInches.width), height: panelHeight };
  const clearance = pt(BARCODE_CLEARANCE_INCHES);
  const barcodeWidth = pt(BARCODE_SIZE_INCHES.width);
  const barcode = { x: spine.x - clearance - barcodeWidth, y: back.y + clearance, width: barcodeWidth, height: pt(BARCODE_SIZE_INCHES.height) };
  return {
    widthInches,
    heightInches,
    spineInches,
    media: { x: 0, y: 0, width: pt(widthInches), height: pt(heightInches) },
    back,
    spine,
    front,
    barcode,
  };
}

export function hasSpineText(interiorPageCount: number): boolean {
  return interiorPageCount >= KDP_SPINE_TEXT_MIN_PAGES;
}

export interface CoverOptions {
  title: string;
  subtitle: string;
  author: string;
  /** The back cover's text; empty for none. */
  description: string;
  trim: TrimSize;
  paper: PaperType;
  interiorPageCount: number;
  /** The page drawn large on the front (a page PNG of the engine's format), or null for a text-only cover. */
  art: Buffer | null;
  /** Up to three more pages shown small on the back, as a look inside. */
  backArt?: Buffer[];
  /** Null for black line art on white; otherwise the colour of the band behind the title (sRGB, 0-1). */
  bandColor: readonly [number, number, number] | null;
}

const INK = rgb(0, 0, 0);
const PAPER = rgb(1, 1, 1);

function inset(rect: Rect, by: number): Rect {
  return { x: rect.x + by, y: rect.y + by, width: rect.width - 2 * by, height: rect.height - 2 * by };
}

/**
 * The largest size (in steps of 2 pt) at which `text` fits `width` in at most `maxLines` lines, with the
 * words spread evenly over those lines (no single word left alone on the last one).
 */
function fitLines(text: string, font: PDFFont, width: number, sizes: { max: number; min: number }, maxLines: number) {
  let size = sizes.max;
  let lines = wrapText(text, font, size, width);
  const fits = () => lines.length <= maxLines && lines.every((line) => font.widthOfTextAtSize(line, size) <= width);
  while (size > sizes.min && !fits()) {
    size -= 2;
    lines = wrapText(text, font, size, width);
  }
  let narrow = 0;
  let wide = width;
  for (let step = 0; step < 12; step++) {
    const middle = (narrow + wide) / 2;
    if (wrapText(text, font, size, middle).length <= lines.length) wide = middle;
    else narrow = middle;
  }
  return { size, lines: wrapText(text, font, size, wide) };
}

function drawCentredLines(page: PDFPage, lines: string[], font: PDFFont, size: number, area: Rect, topY: number): number {
  let baseline = topY - size;
  for (const line of lines) {
    const width = font.widthOfTextAtSize(line, size);
    page.drawText(line, { x: area.x + (area.width - width) / 2, y: baseline, size, font, color: INK });
    baseline -= size * 1.2;
  }
  return baseline + size * 1.2 - size * 0.3;
}

/** Rows of white this tall (1 mm at 300 DPI) below a page's title separate it from the picture. */
const TITLE_GAP_PX = 12;
/** A page's title sits in its top part: the share of the height searched for the gap below it. */
const TITLE_BAND_SHARE = 0.18;

/**
 * Where the picture of a page sits, so the cover shows the picture rather than its paper margin, and not the
 * page's own title (the book's title is on the cover): a titled page's first band of ink, up to a white gap in
 * its top fifth, is left out.
 */
async function pictureBounds(png: Buffer): Promise<{ left: number; top: number; width: number; height: number; pageWidth: number; pageHeight: number }> {
  const { data, info } = await sharp(png).flatten({ background: '#ffffff' }).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const rowHasInk = (y: number) => {
    for (let x = 0; x < width; x++) if (data[y * width + x]! < 128) return true;
    return false;
  };
  let top = 0;
  while (top < height && !rowHasInk(top)) top++;
  if (top === height) return { left: 0, top: 0, width, height, pageWidth: width, pageHeight: height };
  const title = readPageMetadata(png)?.title;
  if (typeof title === 'string' && title.trim()) {
    // The last white gap in the title band: a two-line title has a gap between its lines too.
    let gap = 0;
    let pictureTop = top;
    for (let y = top; y < height * TITLE_BAND_SHARE; y++) {
      gap = rowHasInk(y) ? 0 : gap + 1;
      if (gap >= TITLE_GAP_PX) pictureTop = y + 1;
    }
    top = pictureTop;
    while (top < height && !rowHasInk(top)) top++;
  }
  let bottom = height - 1;
  while (bottom > top && !rowHasInk(bottom)) bottom--;
  let left = width;
  let right = 0;
  for (let y = top; y <= bottom; y++) {
    for (let x = 0; x < width; x++) {
      if (data[y * width + x]! < 128) {
        if (x < left) left = x;
        if (x > right) right = x;
      }
    }
  }
  return { left, top, width: right - left + 1, height: bottom - top + 1, pageWidth: width, pageHeight: height };
}

async function drawArt(doc: PDFDocument, page: PDFPage, png: Buffer, area: Rect, name = 'CoverArt'): Promise<Rect> {
  const image = await toPdfPngImage(png);
  const ink = await pictureBounds(png);
  // The picture's inked part fills the area; the page image never prints below 300 DPI.
  const scale = Math.min(area.width / ink.width, area.height / ink.height, POINTS_PER_INCH / 300);
  const shown = { width: ink.width * scale, height: ink.height * scale };
  const shownX = area.x + (area.width - shown.width) / 2;
  const shownY = area.y + (area.height - shown.height) / 2;
  const imageX = shownX - ink.left * scale;
  const imageY = shownY - (ink.pageHeight - ink.top - ink.height) * scale;
  const xObject = page.node.newXObject(name, registerImage(doc, image));
  page.pushOperators(
    pushGraphicsState(),
    rectangle(shownX, shownY, shown.width, shown.height),
    clip(),
    endPath(),
    concatTransformationMatrix(ink.pageWidth * scale, 0, 0, ink.pageHeight * scale, imageX, imageY),
    drawObject(xObject),
    popGraphicsState(),
  );
  return { x: shownX, y: shownY, width: shown.width, height: shown.height };
}

async function drawFront(doc: PDFDocument, page: PDFPage, options: CoverOptions, geometry: CoverGeometry, fonts: CoverFonts): Promise<void> {
  const margin = COVER_MARGIN_INCHES * POINTS_PER_INCH;
  const area = inset(geometry.front, margin);
  const title = fitLines(options.title, fonts.title, area.width, { max: 56, min: 24 }, 3);
  const subtitle = options.subtitle ? fitLines(options.subtitle, fonts.body, area.width, { max: 24, min: 12 }, 2) : null;
  const blockHeight = (lines: { lines: string[]; size: number }) => (lines.lines.length - 1) * lines.size * 1.2 + lines.size * 1.3;
  const titleBlockHeight = blockHeight(title) + (subtitle ? SUBTITLE_GAP + blockHeight(subtitle) : 0);
  const bandTop = geometry.media.y + geometry.media.height;
  const bandBottom = area.y + area.height - titleBlockHeight - margin;
  if (options.bandColor) {
    const [r, g, b] = options.bandColor;
    // From the spine fold to the outer bleed edge and through the top bleed, so trimming never shows a white edge.
    page.drawRectangle({ x: geometry.front.x, y: bandBottom, width: geometry.media.x + geometry.media.width - geometry.front.x, height: bandTop - bandBottom, color: rgb(r, g, b) });
  }
  let cursor = drawCentredLines(page, title.lines, fonts.title, title.size, area, area.y + area.height);
  if (subtitle) cursor = drawCentredLines(page, subtitle.lines, fonts.body, subtitle.size, area, cursor - SUBTITLE_GAP);
  const authorSize = 20;
  const authorHeight = options.author ? authorSize * 2 : 0;
  if (options.author) {
    const width = fonts.body.widthOfTextAtSize(options.author, authorSize);
    page.drawText(options.author, { x: area.x + (area.width - width) / 2, y: area.y + authorSize * 0.4, size: authorSize, font: fonts.body, color: INK });
  }
  if (options.art) {
    const artTop = Math.min(cursor, bandBottom) - margin * 0.5;
    const artBottom = area.y + authorHeight;
    if (artTop - artBottom > 72) await drawArt(doc, page, options.art, { x: area.x, y: artBottom, width: area.width, height: artTop - artBottom });
  }
}

/** Pages shown on the back: a row of small framed pictures above the barcode area, like a look inside. */
const BACK_THUMBNAILS = 3;

async function drawBack(doc: PDFDocument, page: PDFPage, options: CoverOptions, geometry: CoverGeometry, fonts: CoverFonts): Promise<void> {
  const margin = COVER_MARGIN_INCHES * POINTS_PER_INCH;
  const area = inset(geometry.back, margin);
  let textBottom = geometry.barcode.y + geometry.barcode.height + margin * 0.5;
  const thumbnails = (options.backArt ?? []).slice(0, BACK_THUMBNAILS);
  if (thumbnails.length > 0) {
    const gap = margin * 0.5;
    const width = (area.width - gap * (BACK_THUMBNAILS - 1)) / BACK_THUMBNAILS;
    const height = Math.min(width * (11 / 8.5), area.height * 0.4);
    const rowBottom = textBottom;
    const rowWidth = thumbnails.length * width + (thumbnails.length - 1) * gap;
    const firstX = area.x + (area.width - rowWidth) / 2;
    for (const [index, png] of thumbnails.entries()) {
      const box = { x: firstX + index * (width + gap), y: rowBottom, width, height };
      const shown = await drawArt(doc, page, png, inset(box, 6), `BackArt${index}`);
      page.drawRectangle({ x: shown.x - 6, y: shown.y - 6, width: shown.width + 12, height: shown.height + 12, borderColor: INK, borderWidth: 1.5 });
    }
    textBottom = rowBottom + height + margin * 0.5;
  }
  if (options.description) {
    const size = 14;
    const lineHeight = size * 1.4;
    let baseline = area.y + area.height - size;
    for (const paragraph of options.description.split(/\r?\n/)) {
      for (const line of paragraph.trim() ? wrapText(paragraph, fonts.body, size, area.width) : ['']) {
        if (baseline < textBottom) return;
        page.drawText(line, { x: area.x, y: baseline, size, font: fonts.body, color: INK });
        baseline -= lineHeight;
      }
    }
  }
}

/** Title (and author) along the spine, reading top to bottom as US and UK books do. */
function drawSpine(page: PDFPage, options: CoverOptions, geometry: CoverGeometry, fonts: CoverFonts): void {
  if (!hasSpineText(options.interiorPageCount)) return;
  const clearance = SPINE_FOLD_CLEARANCE_INCHES * POINTS_PER_INCH;
  const room = geometry.spine.width - 2 * clearance;
  const length = geometry.spine.height - 2 * COVER_MARGIN_INCHES * POINTS_PER_INCH;
  const text = options.author ? `${options.title}  ·  ${options.author}` : options.title;
  // Cap height of Fredoka is about 0.7 em: the letters, not the em box, must stay inside the folds.
  let size = Math.min(24, room / 0.75);
  while (size > 4 && fonts.title.widthOfTextAtSize(text, size) > length) size -= 0.5;
  const textWidth = fonts.title.widthOfTextAtSize(text, size);
  const centreX = geometry.spine.x + geometry.spine.width / 2;
  const capHeight = size * 0.7;
  page.drawText(text, {
    x: centreX - capHeight / 2,
    y: geometry.spine.y + (geometry.spine.height + textWidth) / 2,
    size,
    font: fonts.title,
    color: INK,
    rotate: degrees(-90),
  });
}

interface CoverFonts {
  title: PDFFont;
  body: PDFFont;
}

/** The full-wrap paperback cover: one page, back + spine + front, 0.125 in bleed on every side. */
export async function generateCoverPdf(options: CoverOptions): Promise<Uint8Array> {
  const geometry = coverGeometry(options.trim, options.paper, options.interiorPageCount);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${options.title} (cover)`);
  doc.setCreator('Colorbook Studio');
  const bytes = await loadFontBytes();
  const fonts = { title: await doc.embedFont(bytes.title, { subset: true }), body: await doc.embedFont(bytes.body, { subset: true }) };
  const page = doc.addPage([geometry.media.width, geometry.media.height]);
  page.setBleedBox(geometry.media.x, geometry.media.y, geometry.media.width, geometry.media.height);
  const trimX = geometry.back.x;
  page.setTrimBox(trimX, geometry.back.y, geometry.front.x + geometry.front.width - trimX, geometry.back.height);
  page.drawRectangle({ ...geometry.media, color: PAPER });
  await drawFront(doc, page, options, geometry, fonts);
  await drawBack(doc, page, options, geometry, fonts);
  drawSpine(page, options, geometry, fonts);
  return doc.save();
}
