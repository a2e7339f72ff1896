import type { TRIM_SIZES } from '../../../shared/book';
import { bookPdfPages, KDP_MIN_PAGE_COUNT, type PrintSides } from '../../../shared/print-layout';

export interface ExportChoices {
  format: 'zip' | 'pdf';
  trim: (typeof TRIM_SIZES)[number];
  hasBleed: boolean;
  sides: PrintSides;
}

/** The server's defaults (BookExportQuerySchema): ZIP; for PDF letter, no bleed, single-sided. */
export const DEFAULT_EXPORT_CHOICES: ExportChoices = { format: 'zip', trim: 'letter', hasBleed: false, sides: 'single' };

export function bookDownloadUrl(bookId: string, choices: ExportChoices): string {
  const base = `/api/books/${encodeURIComponent(bookId)}/download`;
  if (choices.format === 'zip') return base;
  const query = new URLSearchParams({ format: 'pdf', trim: choices.trim, bleed: String(choices.hasBleed), sides: choices.sides });
  return `${base}?${query}`;
}

export function scenePdfUrl(sceneId: string, choices: Pick<ExportChoices, 'trim' | 'hasBleed'>): string {
  const query = new URLSearchParams({ format: 'pdf', trim: choices.trim, bleed: String(choices.hasBleed) });
  return `/api/scenes/${encodeURIComponent(sceneId)}/download?${query}`;
}

/** What the export will hold, for the note under the choices. */
export function exportSummary(sceneCount: number, choices: ExportChoices): string {
  const pictures = `${sceneCount} coloring ${sceneCount === 1 ? 'page' : 'pages'}`;
  if (choices.format === 'zip') return `A ZIP of ${sceneCount} PNG ${sceneCount === 1 ? 'file' : 'files'}, numbered in page order.`;
  const pages = bookPdfPages(sceneCount, choices.sides);
  const blanks = pages.filter((page) => page.kind === 'blank').length;
  const blankNote = blanks ? `, ${blanks} blank ${blanks === 1 ? 'page' : 'pages'}` : '';
  return `The PDF will have ${pages.length} pages: a title page, a "This book belongs to" page, ${pictures}${blankNote}.`;
}

/** KDP prints paperbacks of 24 pages or more; a shorter PDF still downloads. */
export function kdpPageCountWarning(sceneCount: number, choices: ExportChoices): string | null {
  if (choices.format !== 'pdf') return null;
  const pageCount = bookPdfPages(sceneCount, choices.sides).length;
  if (pageCount >= KDP_MIN_PAGE_COUNT) return null;
  return `Amazon KDP needs at least ${KDP_MIN_PAGE_COUNT} pages; this PDF has ${pageCount}. It prints fine at home, or add more scenes for KDP.`;
}
