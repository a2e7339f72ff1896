import type { TRIM_SIZES } from '../../../shared/book';
import { DEFAULT_BOOK_PRINT_SETTINGS, frontMatterOf, type BookPrintSettings } from '../../../shared/book-publishing';
import { bookPdfPages, DEFAULT_FRONT_MATTER, KDP_MIN_PAGE_COUNT, type FrontMatter, type PrintSides } from '../../../shared/print-layout';

/** What an export will be: the format chosen on the screen, the rest from the book's stored print settings. */
export interface ExportChoices {
  format: 'zip' | 'pdf';
  trim: (typeof TRIM_SIZES)[number];
  hasBleed: boolean;
  sides: PrintSides;
  frontMatter: FrontMatter;
}

/** The server's defaults: ZIP; for PDF letter, no bleed, single-sided, a title page and an owner page. */
export const DEFAULT_EXPORT_CHOICES: ExportChoices = { format: 'zip', trim: 'letter', hasBleed: false, sides: 'single', frontMatter: DEFAULT_FRONT_MATTER };

export function exportChoicesOf(format: ExportChoices['format'], settings: BookPrintSettings = DEFAULT_BOOK_PRINT_SETTINGS): ExportChoices {
  return { format, trim: settings.trim, hasBleed: settings.hasBleed, sides: settings.sides, frontMatter: frontMatterOf(settings) };
}

export function bookDownloadUrl(bookId: string, choices: Pick<ExportChoices, 'format' | 'trim' | 'hasBleed' | 'sides'>): string {
  const base = `/api/books/${encodeURIComponent(bookId)}/download`;
  if (choices.format === 'zip') return base;
  const query = new URLSearchParams({ format: 'pdf', trim: choices.trim, bleed: String(choices.hasBleed), sides: choices.sides });
  return `${base}?${query}`;
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

/** What the export will hold, for the note under the choices. */
export function exportSummary(sceneCount: number, choices: ExportChoices): string {
  if (choices.format === 'zip') return `A ZIP of ${sceneCount} PNG ${sceneCount === 1 ? 'file' : 'files'}, numbered in page order.`;
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
  if (choices.format !== 'pdf') return null;
  const pageCount = pdfPagesOf(sceneCount, choices).length;
  if (pageCount >= KDP_MIN_PAGE_COUNT) return null;
  return `Amazon KDP needs at least ${KDP_MIN_PAGE_COUNT} pages; this PDF has ${pageCount}. It prints fine at home, or add more scenes for KDP.`;
}
