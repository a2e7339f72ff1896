import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { attachmentContentDisposition } from '../../engine/print/book-zip';
import { coverGeometry, generateCoverPdf, hasSpineText } from '../../engine/print/pdf-cover';
import { readPageMetadata } from '../../engine/page-png';
import {
  BookPrintSettingsSchema,
  COVER_BAND_COLORS,
  DEFAULT_BOOK_PRINT_SETTINGS,
  interiorPages,
  KDP_MAX_PAGE_COUNT,
  KDP_SPINE_TEXT_MIN_PAGES,
  type BookCoverQuerySchema,
  type BookPreflight,
  type BookPrintSettings,
  type PreflightCheck,
} from '../../shared/book-publishing';
import {
  fitImage,
  gutterInches,
  KDP_MIN_PAGE_COUNT,
  MIN_PRINT_DPI,
  pageBoxes,
  POINTS_PER_INCH,
  SAFE_MARGIN_INCHES,
  TRIM_SIZE_LABELS,
} from '../../shared/print-layout';
import { HttpError, notFound } from '../http-error';
import { listBookScenes, type SceneRecord } from '../scenes/scenes.repository';
import { findPageImages, findPrintSettingsJson, savePrintSettingsJson, type PageImageRow } from './book-publishing.repository';
import { findBook, type BookRecord } from './books.repository';
import { EMPTY_BOOK_MESSAGE } from './books.service';
import type { FileDownload } from './book-print.service';

/** Pages of the book shown small on the back cover, after the front's picture. */
const BACK_COVER_PAGES = 3;

/** Engines that draw from the words without an AI model; every other engine name is an AI provider. */
const NON_AI_ENGINES = new Set(['builtin']);

async function ownedBook(app: FastifyInstance, userId: string, bookId: string): Promise<BookRecord> {
  const book = await findBook(app.db, userId, bookId);
  if (!book) throw notFound('Book not found');
  return book;
}

/** Stored settings over the defaults; a field stored by an older version that no longer parses falls back to its default. */
function parseStoredSettings(json: string | undefined): BookPrintSettings {
  if (!json) return DEFAULT_BOOK_PRINT_SETTINGS;
  let stored: Record<string, unknown>;
  try {
    stored = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return DEFAULT_BOOK_PRINT_SETTINGS;
  }
  const settings: Record<string, unknown> = { ...DEFAULT_BOOK_PRINT_SETTINGS };
  for (const [key, schema] of Object.entries(BookPrintSettingsSchema.shape)) {
    const parsed = schema.safeParse(stored[key]);
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings as BookPrintSettings;
}

export async function readPrintSettings(app: FastifyInstance, bookId: string): Promise<BookPrintSettings> {
  return parseStoredSettings(await findPrintSettingsJson(app.db, bookId));
}

export async function getPrintSettings(app: FastifyInstance, userId: string, bookId: string): Promise<BookPrintSettings> {
  await ownedBook(app, userId, bookId);
  return readPrintSettings(app, bookId);
}

export async function updatePrintSettings(
  app: FastifyInstance,
  userId: string,
  bookId: string,
  settings: BookPrintSettings,
): Promise<BookPrintSettings> {
  await ownedBook(app, userId, bookId);
  if (settings.coverSceneId) {
    const pages = await listBookScenes(app.db, bookId);
    if (!pages.some((page) => page.id === settings.coverSceneId)) {
      throw new HttpError(400, 'coverSceneId: the cover picture must be a page of this book');
    }
  }
  await savePrintSettingsJson(app.db, bookId, JSON.stringify(settings), new Date().toISOString());
  return settings;
}

/** The front cover's picture: the chosen page while it is still in the book, otherwise the first page. */
function coverScene(pages: SceneRecord[], settings: BookPrintSettings): SceneRecord | undefined {
  return pages.find((page) => page.id === settings.coverSceneId) ?? pages[0];
}

async function readPage(app: FastifyInstance, images: Map<string, PageImageRow>, page: SceneRecord): Promise<Buffer> {
  const image = images.get(page.image_id);
  if (!image) throw new HttpError(500, `The picture of page "${page.title}" is missing. Remove the page from the book and add it again.`);
  return app.blobs.get(image.blob_key);
}

/** Which engine drew each page, read from the page's own metadata (one page in memory at a time). */
async function pageEngines(app: FastifyInstance, images: Map<string, PageImageRow>, pages: SceneRecord[]): Promise<string[]> {
  const engines: string[] = [];
  for (const page of pages) engines.push(readPageMetadata(await readPage(app, images, page))?.engine ?? 'unknown');
  return engines;
}

export async function bookDrawnByAi(app: FastifyInstance, userId: string, pages: SceneRecord[]): Promise<boolean> {
  const images = await findPageImages(app.db, userId, pages.map((page) => page.image_id));
  return (await pageEngines(app, images, pages)).some((engine) => !NON_AI_ENGINES.has(engine));
}

export async function downloadBookCover(
  app: FastifyInstance,
  userId: string,
  bookId: string,
  query: z.output<typeof BookCoverQuerySchema>,
): Promise<FileDownload> {
  const book = await ownedBook(app, userId, bookId);
  const stored = await readPrintSettings(app, bookId);
  const settings = { ...stored, trim: query.trim ?? stored.trim, paper: query.paper ?? stored.paper };
  const pages = await listBookScenes(app.db, bookId);
  if (pages.length === 0) throw new HttpError(400, EMPTY_BOOK_MESSAGE);
  const art = coverScene(pages, settings);
  const inside = pages.filter((page) => page !== art).slice(0, BACK_COVER_PAGES);
  const images = await findPageImages(app.db, userId, [...(art ? [art] : []), ...inside].map((page) => page.image_id));
  const backArt: Buffer[] = [];
  for (const page of inside) backArt.push(await readPage(app, images, page));
  const pdf = await generateCoverPdf({
    title: book.title,
    subtitle: settings.subtitle,
    author: settings.author,
    description: settings.description,
    trim: settings.trim,
    paper: settings.paper,
    interiorPageCount: interiorPages(pages.length, settings).length,
    art: art ? await readPage(app, images, art) : null,
    backArt,
    bandColor: settings.coverStyle === 'color-band' ? COVER_BAND_COLORS[settings.bandColor].rgb : null,
  });
  return {
    contentType: 'application/pdf',
    contentDisposition: attachmentContentDisposition(`${book.title.trim() || 'book'}_cover.pdf`),
    body: Buffer.from(pdf),
  };
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function inches(value: number): string {
  return `${Number(value.toFixed(3))} in`;
}

/** How many scenes the book needs for KDP's minimum, printed as the settings say. */
function scenesNeededForMinimum(sceneCount: number, settings: BookPrintSettings): number {
  let scenes = sceneCount;
  while (interiorPages(scenes, settings).length < KDP_MIN_PAGE_COUNT) scenes++;
  return scenes - sceneCount;
}

function pageCountCheck(sceneCount: number, pageCount: number, settings: BookPrintSettings): PreflightCheck {
  const max = KDP_MAX_PAGE_COUNT[settings.trim][settings.paper];
  const label = `${KDP_MIN_PAGE_COUNT} to ${max} pages`;
  if (sceneCount === 0) {
    return { id: 'page-count', status: 'fail', label, detail: 'The book has no pictures yet.', fix: 'Add scenes to the book.' };
  }
  if (pageCount < KDP_MIN_PAGE_COUNT) {
    const missing = scenesNeededForMinimum(sceneCount, settings);
    return {
      id: 'page-count',
      status: 'fail',
      label,
      detail: `The interior has ${plural(pageCount, 'page')}; KDP needs at least ${KDP_MIN_PAGE_COUNT}.`,
      fix: `Add ${plural(missing, 'more scene')}${settings.sides === 'double' ? ', or print single-sided (a blank back behind each picture)' : ''}.`,
    };
  }
  if (pageCount > max) {
    return {
      id: 'page-count',
      status: 'fail',
      label,
      detail: `The interior has ${pageCount} pages; KDP prints at most ${max} on ${TRIM_SIZE_LABELS[settings.trim]} ${settings.paper} paper.`,
      fix: settings.sides === 'single' ? 'Print double-sided, or split the pictures into two books.' : 'Split the pictures into two books.',
    };
  }
  return { id: 'page-count', status: 'pass', label, detail: `The interior has ${pageCount} pages.` };
}

function resolutionCheck(pages: SceneRecord[], images: Map<string, PageImageRow>, pageCount: number, settings: BookPrintSettings): PreflightCheck {
  const label = `Every picture at ${MIN_PRINT_DPI} DPI`;
  const layout = { trim: settings.trim, hasBleed: settings.hasBleed, pageCount };
  const safe = pageBoxes(layout, 1).safe;
  const small: string[] = [];
  pages.forEach((page, index) => {
    const image = images.get(page.image_id);
    if (!image) return;
    // At 300 DPI or finer, a picture fills the safe area; a coarser one is printed smaller than the page.
    const fillDpi = POINTS_PER_INCH / Math.min(safe.width / image.width, safe.height / image.height);
    if (fillDpi < MIN_PRINT_DPI - 0.5) small.push(`"${page.title}" (page ${index + 1} of the pictures, ${image.width} × ${image.height} px, ${Math.round(fillDpi)} DPI at full size)`);
  });
  if (small.length === 0) {
    const placed = fitImage({ width: 2550, height: 3300 }, safe);
    return { id: 'resolution', status: 'pass', label, detail: `Every picture prints at ${Math.round(Math.max(placed.dpi, MIN_PRINT_DPI))} DPI or finer.` };
  }
  return {
    id: 'resolution',
    status: 'fail',
    label,
    detail: `${plural(small.length, 'picture')} would print below ${MIN_PRINT_DPI} DPI at full size, so ${small.length === 1 ? 'it is' : 'they are'} printed smaller: ${small.slice(0, 5).join('; ')}${small.length > 5 ? '; …' : ''}.`,
    fix: 'Regenerate those pages (every page this app draws is 2550 × 3300 px) or remove them from the book.',
  };
}

function marginsCheck(pageCount: number, settings: BookPrintSettings): PreflightCheck {
  const margin = settings.hasBleed ? SAFE_MARGIN_INCHES.withBleed : SAFE_MARGIN_INCHES.withoutBleed;
  const gutter = gutterInches(pageCount);
  const bleed = settings.hasBleed ? 'Choose "Bleed (PDF only)" on KDP: the pages are 0.125 in wider and 0.25 in taller than the trim.' : 'Choose "No bleed" on KDP: the pages are exactly the trim size.';
  return {
    id: 'margins',
    status: 'pass',
    label: 'Trim, margins and bleed',
    detail: `${TRIM_SIZE_LABELS[settings.trim]}; pictures stay ${inches(margin)} inside the outer edges and ${inches(margin + gutter)} from the spine (KDP's gutter for ${pageCount} pages). ${bleed}`,
  };
}

function spineCheck(pageCount: number): PreflightCheck {
  const label = 'Spine text';
  if (hasSpineText(pageCount)) {
    return { id: 'spine-text', status: 'pass', label, detail: `The spine carries the title (KDP allows spine text from ${KDP_SPINE_TEXT_MIN_PAGES} pages; this book has ${pageCount}).` };
  }
  return {
    id: 'spine-text',
    status: 'info',
    label,
    detail: `The spine is left blank: KDP allows spine text only from ${KDP_SPINE_TEXT_MIN_PAGES} pages, and this book has ${pageCount}.`,
  };
}

function coverCheck(pageCount: number, settings: BookPrintSettings, cover: ReturnType<typeof coverGeometry>, artTitle: string | undefined): PreflightCheck {
  const art = artTitle ? ` Front picture: "${artTitle}".` : '';
  return {
    id: 'cover-size',
    status: 'pass',
    label: 'Cover size',
    detail: `The cover is ${inches(cover.widthInches)} × ${inches(cover.heightInches)} with a ${inches(cover.spineInches)} spine, for ${pageCount} pages on ${settings.paper} paper.${art} Download the cover again whenever pages are added or removed.`,
  };
}

function aiDisclosureCheck(engines: string[]): PreflightCheck {
  const aiPages = engines.filter((engine) => !NON_AI_ENGINES.has(engine));
  const label = 'AI-generated content';
  if (aiPages.length === 0) {
    return {
      id: 'ai-disclosure',
      status: 'info',
      label,
      detail: 'KDP asks whether a book contains AI-generated text, images or translations. Every picture here was drawn by the built-in engine from a library of shapes, not by an AI image model; answer for your own text and cover as they are.',
    };
  }
  const providers = [...new Set(aiPages)].join(', ');
  return {
    id: 'ai-disclosure',
    status: 'info',
    label,
    detail: `${plural(aiPages.length, 'picture')} of this book ${aiPages.length === 1 ? 'was' : 'were'} drawn by an AI image model (${providers}). When you publish, KDP asks about AI-generated content: answer Yes for images and name the tool. Turn on the copyright page to print a disclosure line in the book.`,
  };
}

export async function bookPreflight(app: FastifyInstance, userId: string, bookId: string): Promise<BookPreflight> {
  await ownedBook(app, userId, bookId);
  const settings = await readPrintSettings(app, bookId);
  const pages = await listBookScenes(app.db, bookId);
  const images = await findPageImages(app.db, userId, pages.map((page) => page.image_id));
  const pageCount = interiorPages(pages.length, settings).length;
  const cover = coverGeometry(settings.trim, settings.paper, pageCount);
  const engines = await pageEngines(app, images, pages);
  const checks: PreflightCheck[] = [
    pageCountCheck(pages.length, pageCount, settings),
    {
      id: 'even-pages',
      status: pageCount % 2 === 0 ? 'pass' : 'fail',
      label: 'An even number of pages',
      detail: pageCount % 2 === 0 ? `${pageCount} pages: every sheet has two printed sides.` : `${pageCount} pages is odd.`,
      ...(pageCount % 2 === 0 ? {} : { fix: 'Add or remove one page.' }),
    },
    resolutionCheck(pages, images, pageCount, settings),
    marginsCheck(pageCount, settings),
    spineCheck(pageCount),
    coverCheck(pageCount, settings, cover, coverScene(pages, settings)?.title),
    aiDisclosureCheck(engines),
  ];
  return {
    isReady: checks.every((check) => check.status !== 'fail'),
    interiorPageCount: pageCount,
    cover: { widthInches: cover.widthInches, heightInches: cover.heightInches, spineInches: cover.spineInches },
    checks,
  };
}
