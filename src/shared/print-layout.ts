import { z } from 'zod';
import { TRIM_SIZES } from './book';

/** PDF user space unit: 72 points to the inch. */
export const POINTS_PER_INCH = 72;
/** Print resolution every placed page image must reach or beat. */
export const MIN_PRINT_DPI = 300;
/** KDP: with bleed the page is this much wider (outside edge only) and twice this taller (top and bottom). */
export const BLEED_INCHES = 0.125;
/** KDP's minimum outside/top/bottom margin from the trim line. */
export const SAFE_MARGIN_INCHES = { withBleed: 0.375, withoutBleed: 0.25 } as const;
/** KDP's fewest pages for a paperback; shorter books still export, the UI warns. */
export const KDP_MIN_PAGE_COUNT = 24;

export type TrimSize = (typeof TRIM_SIZES)[number];

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

const MM_PER_INCH = 25.4;

export const TRIM_SIZE_INCHES: Record<TrimSize, Size> = {
  letter: { width: 8.5, height: 11 },
  square: { width: 8.5, height: 8.5 },
  '8x10': { width: 8, height: 10 },
  a4: { width: 210 / MM_PER_INCH, height: 297 / MM_PER_INCH },
};

export const TRIM_SIZE_LABELS: Record<TrimSize, string> = {
  letter: 'US Letter 8.5 × 11 in',
  square: 'Square 8.5 × 8.5 in',
  '8x10': '8 × 10 in',
  a4: 'A4 210 × 297 mm',
};

/** KDP's gutter (inside margin) by page count; the last row's value also covers longer books. */
const GUTTER_TABLE: ReadonlyArray<{ maxPages: number; inches: number }> = [
  { maxPages: 150, inches: 0.375 },
  { maxPages: 300, inches: 0.5 },
  { maxPages: 500, inches: 0.625 },
  { maxPages: 700, inches: 0.75 },
  { maxPages: 828, inches: 0.875 },
];

export function gutterInches(pageCount: number): number {
  const row = GUTTER_TABLE.find((entry) => pageCount <= entry.maxPages);
  return row ? row.inches : 0.875;
}

export interface PrintLayout {
  trim: TrimSize;
  hasBleed: boolean;
  /** Total pages of the document, which sets the gutter. */
  pageCount: number;
  /** A loose page (a single scene) has no spine, so no gutter. Default true. */
  isBound?: boolean;
}

/** The PDF page (MediaBox) in points: the trim, plus the bleed when on. */
export function pageSizePoints(trim: TrimSize, hasBleed: boolean): Size {
  const inches = TRIM_SIZE_INCHES[trim];
  const extraWidth = hasBleed ? BLEED_INCHES : 0;
  const extraHeight = hasBleed ? 2 * BLEED_INCHES : 0;
  return {
    width: (inches.width + extraWidth) * POINTS_PER_INCH,
    height: (inches.height + extraHeight) * POINTS_PER_INCH,
  };
}

/** Page numbers are 1-based: odd pages are right-hand (recto), their spine edge is on the left. */
export function isRightHandPage(pageNumber: number): boolean {
  return pageNumber % 2 === 1;
}

export interface PageBoxes {
  media: Rect;
  trim: Rect;
  /** Where art may go: inside the trim by the safe margin, and by margin plus gutter on the spine side. */
  safe: Rect;
  /** The sides of the page that have bleed beyond the trim (never the spine side). */
  bleedSides: { left: boolean; right: boolean; top: boolean; bottom: boolean };
}

/** Boxes of one page in points, mirrored for left- and right-hand pages. */
export function pageBoxes(layout: PrintLayout, pageNumber: number): PageBoxes {
  const media = { x: 0, y: 0, ...pageSizePoints(layout.trim, layout.hasBleed) };
  const trimInches = TRIM_SIZE_INCHES[layout.trim];
  const isRight = isRightHandPage(pageNumber);
  const bleed = layout.hasBleed ? BLEED_INCHES * POINTS_PER_INCH : 0;
  const trim = {
    // The bleed sits on the outside edge: the right of a right-hand page, the left of a left-hand one.
    x: isRight ? 0 : bleed,
    y: bleed,
    width: trimInches.width * POINTS_PER_INCH,
    height: trimInches.height * POINTS_PER_INCH,
  };
  const margin = (layout.hasBleed ? SAFE_MARGIN_INCHES.withBleed : SAFE_MARGIN_INCHES.withoutBleed) * POINTS_PER_INCH;
  const gutter = layout.isBound === false ? 0 : gutterInches(layout.pageCount) * POINTS_PER_INCH;
  const inside = margin + gutter;
  const left = isRight ? inside : margin;
  const right = isRight ? margin : inside;
  const safe = {
    x: trim.x + left,
    y: trim.y + margin,
    width: trim.width - left - right,
    height: trim.height - 2 * margin,
  };
  const hasBleed = layout.hasBleed;
  return {
    media,
    trim,
    safe,
    bleedSides: { left: hasBleed && !isRight, right: hasBleed && isRight, top: hasBleed, bottom: hasBleed },
  };
}

/**
 * Where an image of `pixels` goes inside `area`: as large as fits without distortion, centred, and never
 * larger than MIN_PRINT_DPI allows, so every placed image prints at 300 DPI or better.
 */
export function fitImage(pixels: Size, area: Rect): Rect & { dpi: number } {
  const fitScale = Math.min(area.width / pixels.width, area.height / pixels.height);
  const scale = Math.min(fitScale, POINTS_PER_INCH / MIN_PRINT_DPI);
  const width = pixels.width * scale;
  const height = pixels.height * scale;
  return {
    x: area.x + (area.width - width) / 2,
    y: area.y + (area.height - height) / 2,
    width,
    height,
    dpi: POINTS_PER_INCH / scale,
  };
}

export type PrintSides = 'single' | 'double';

/** The words of a book's second page, above a line to write a name on. */
export const OWNER_PAGE_TEXT = 'This book belongs to';

/** The copyright page's sentences; the year and author come from the book's print settings. */
export const COPYRIGHT_PAGE_TEXT = {
  rights: 'All rights reserved.',
  copies: 'You may copy pages of this book for your own family or classroom. No part of it may be sold or published without written permission.',
  aiDisclosure: 'Some illustrations in this book were created with the help of AI image generation.',
} as const;

/** What each page of a book's PDF holds, in order. */
export type BookPdfPage =
  | { kind: 'title' }
  | { kind: 'copyright' }
  | { kind: 'owner' }
  | { kind: 'scene'; sceneIndex: number }
  | { kind: 'blank' };

/** The pages before the first picture; a book's print settings choose them. */
export interface FrontMatter {
  hasTitlePage: boolean;
  hasOwnerPage: boolean;
  hasCopyrightPage: boolean;
}

export const DEFAULT_FRONT_MATTER: FrontMatter = { hasTitlePage: true, hasOwnerPage: true, hasCopyrightPage: false };

/**
 * The pages of a book's PDF: the front matter (title page, the copyright page on its back, the "this book
 * belongs to" page), then the scenes. Single-sided, each scene is on a right-hand page with a blank back
 * so markers cannot bleed onto the next picture; double-sided, scenes follow one another. Always an even
 * count, as printers bind sheets.
 */
export function bookPdfPages(sceneCount: number, sides: PrintSides, frontMatter: FrontMatter = DEFAULT_FRONT_MATTER): BookPdfPage[] {
  const pages: BookPdfPage[] = [];
  if (frontMatter.hasTitlePage) pages.push({ kind: 'title' });
  if (frontMatter.hasCopyrightPage) pages.push({ kind: 'copyright' });
  if (frontMatter.hasOwnerPage) pages.push({ kind: 'owner' });
  if (sides === 'single' && pages.length % 2 === 1) pages.push({ kind: 'blank' });
  for (let sceneIndex = 0; sceneIndex < sceneCount; sceneIndex++) {
    pages.push({ kind: 'scene', sceneIndex });
    if (sides === 'single') pages.push({ kind: 'blank' });
  }
  if (pages.length % 2 === 1) pages.push({ kind: 'blank' });
  return pages;
}

/** `GET /api/scenes/:id/download`: the saved 300-DPI PNG (default), one PDF page on a trim, or the page's vectors as SVG. */
export const SceneExportQuerySchema = z.object({
  format: z.enum(['png', 'pdf', 'svg']).default('png'),
  trim: z.enum(TRIM_SIZES).default('letter'),
  bleed: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
});
export type SceneExportQuery = z.input<typeof SceneExportQuerySchema>;
