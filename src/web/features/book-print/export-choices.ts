import type { TRIM_SIZES } from '../../../shared/book';
import { DEFAULT_BOOK_PRINT_SETTINGS, frontMatterOf, type BookPrintSettings } from '../../../shared/book-publishing';
import { bookPdfPages, DEFAULT_FRONT_MATTER, KDP_MIN_PAGE_COUNT, type FrontMatter, type PrintSides } from '../../../shared/print-layout';

/** What the book's PDF will be, from its stored print settings (the ZIP of PNGs has no choices). */
export interface ExportChoices {
  trim: (typeof TRIM_SIZES)[number];
  hasBleed: boolean;
  sides: PrintSides;
  frontMatter: FrontMatter;
}

/** The server's defaults: letter, no bleed, single-sided, a title page and an owner page. */
export const DEFAULT_EXPORT_CHOICES: ExportChoices = { trim: 'letter', hasBleed: false, sides: 'single', frontMatter: DEFAULT_FRONT_MATTER };

export function exportChoicesOf(settings: BookPrintSettings = DEFAULT_BOOK_PRINT_SETTINGS): ExportChoices {
  return { trim: settings.trim, hasBleed: settings.hasBleed, sides: settings.sides, frontMatter: frontMatterOf(settings) };
}

export function bookPdfUrl(bookId: string, choices: Pick<ExportChoices, 'trim' | 'hasBleed' | 'sides'>): string {
  const query = new URLSearchParams({ format: 'pdf', trim: choices.trim, bleed: String(choices.hasBleed), sides: choices.sides });
  return `/api/books/${encodeURIComponent(bookId)}/download?${query}`;
}

export function bookCoverUrl(bookId: string): string {
  return `/api/books/${encodeURIComponent(bookId)}/cover?format=pdf`;
}

export function scenePdfUrl(sceneId: string, choices: Pick<ExportChoices, 'trim' | 'hasBleed'>): string {
  const query = new URLSearchParams({ format: 'pdf', trim: choices.trim, bleed: String(choices.hasBleed) });
  return `/api/scenes/${encodeURIComponent(sceneId)}/download?${query}`;
}

export function sceneSvgUrl(sceneId: string): string {
  return `/api/scenes/${encodeURIComponent(sceneId)}/download?format=svg`;
}

function pdfPagesOf(sceneCount: number, choices: ExportChoices) {
  return bookPdfPages(sceneCount, choices.sides, choices.frontMatter);
}

/** What the PDF will hold, for the note under the choices. */
export function exportSummary(sceneCount: number, choices: ExportChoices): string {
  const pages = pdfPagesOf(sceneCount, choices);
  const parts = [
    ...(choices.frontMatter.hasTitlePage ? ['a title page'] : []),
    ...(choices.frontMatter.hasCopyrightPage ? ['a copyright page'] : []),
    ...(choices.frontMatter.hasOwnerPage ? ['a "This book belongs to" page'] : []),
    `${sceneCount} coloring ${sceneCount === 1 ? 'page' : 'pages'}`,
  ];
  const blanks = pages.filter((page) => page.kind === 'blank').length;
  if (blanks) parts.push(`${blanks} blank ${blanks === 1 ? 'page' : 'pages'}`);
  return `The PDF will have ${pages.length} pages: ${parts.join(', ')}.`;
}

/** KDP prints paperbacks of 24 pages or more; a shorter PDF still downloads. */
export function kdpPageCountWarning(sceneCount: number, choices: ExportChoices): string | null {
  const pageCount = pdfPagesOf(sceneCount, choices).length;
  if (pageCount >= KDP_MIN_PAGE_COUNT) return null;
  return `Amazon KDP needs at least ${KDP_MIN_PAGE_COUNT} pages; this PDF has ${pageCount}. It prints fine at home, or add more scenes for KDP.`;
}
