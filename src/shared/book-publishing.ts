import { z } from 'zod';
import { TRIM_SIZES } from './book';
import { IdSchema, optionalTextSchema } from './fields';
import { bookPdfPages, type BookPdfPage, type FrontMatter, type PrintSides, type TrimSize } from './print-layout';

export const PAPER_TYPES = ['white', 'cream'] as const;
export type PaperType = (typeof PAPER_TYPES)[number];

/** KDP's spine width per interior page, in inches, for black ink on each paper. */
export const SPINE_INCHES_PER_PAGE: Record<PaperType, number> = { white: 0.002252, cream: 0.0025 };

/** KDP prints spine text only on books of at least this many pages. */
export const KDP_SPINE_TEXT_MIN_PAGES = 79;

/** KDP's most pages for a black-ink paperback, by trim and paper (large trims allow fewer than 828). */
export const KDP_MAX_PAGE_COUNT: Record<TrimSize, Record<PaperType, number>> = {
  letter: { white: 590, cream: 550 },
  square: { white: 590, cream: 550 },
  '8x10': { white: 828, cream: 776 },
  a4: { white: 780, cream: 730 },
};

export const COVER_STYLES = ['line-art', 'color-band'] as const;
export type CoverStyle = (typeof COVER_STYLES)[number];

/** The one colour a cover may carry: a band behind the title. sRGB, 0-1. */
export const COVER_BAND_COLORS = {
  sunflower: { label: 'Sunflower yellow', rgb: [1, 0.8, 0.2] },
  sky: { label: 'Sky blue', rgb: [0.45, 0.75, 0.95] },
  berry: { label: 'Berry pink', rgb: [0.93, 0.42, 0.62] },
  leaf: { label: 'Leaf green', rgb: [0.45, 0.78, 0.45] },
} as const satisfies Record<string, { label: string; rgb: readonly [number, number, number] }>;
export type CoverBandColor = keyof typeof COVER_BAND_COLORS;
const BAND_COLOR_NAMES = Object.keys(COVER_BAND_COLORS) as [CoverBandColor, ...CoverBandColor[]];

/** What a book prints with: stored with the book, used by the interior PDF, the cover and the preflight. */
export const BookPrintSettingsSchema = z
  .object({
    author: optionalTextSchema(100, { allowsLineBreaks: false }),
    subtitle: optionalTextSchema(150, { allowsLineBreaks: false }),
    /** The back cover's text; line breaks are kept. */
    description: optionalTextSchema(1200, { allowsLineBreaks: true }),
    trim: z.enum(TRIM_SIZES),
    paper: z.enum(PAPER_TYPES),
    hasBleed: z.boolean(),
    sides: z.enum(['single', 'double']),
    hasTitlePage: z.boolean(),
    hasOwnerPage: z.boolean(),
    hasCopyrightPage: z.boolean(),
    /** The page of this book drawn large on the front cover; null: the first page. */
    coverSceneId: IdSchema.nullable(),
    coverStyle: z.enum(COVER_STYLES),
    bandColor: z.enum(BAND_COLOR_NAMES),
  })
  .strict();
export type BookPrintSettings = z.infer<typeof BookPrintSettingsSchema>;

export const DEFAULT_BOOK_PRINT_SETTINGS: BookPrintSettings = {
  author: '',
  subtitle: '',
  description: '',
  trim: 'letter',
  paper: 'white',
  hasBleed: false,
  sides: 'single',
  hasTitlePage: true,
  hasOwnerPage: true,
  hasCopyrightPage: false,
  coverSceneId: null,
  coverStyle: 'line-art',
  bandColor: 'sunflower',
};

/** `PUT /api/books/:id/print-settings`: every field, as the book screen's form holds them all. */
export const UpdateBookPrintSettingsRequestSchema = BookPrintSettingsSchema;
export type UpdateBookPrintSettingsRequest = z.input<typeof UpdateBookPrintSettingsRequestSchema>;

export function frontMatterOf(settings: Pick<BookPrintSettings, 'hasTitlePage' | 'hasOwnerPage' | 'hasCopyrightPage'>): FrontMatter {
  return { hasTitlePage: settings.hasTitlePage, hasOwnerPage: settings.hasOwnerPage, hasCopyrightPage: settings.hasCopyrightPage };
}

/** The interior PDF's pages for a book of `sceneCount` pages printed with `settings`. */
export function interiorPages(sceneCount: number, settings: Pick<BookPrintSettings, 'sides' | 'hasTitlePage' | 'hasOwnerPage' | 'hasCopyrightPage'>): BookPdfPage[] {
  return bookPdfPages(sceneCount, settings.sides as PrintSides, frontMatterOf(settings));
}

/** `GET /api/books/:id/cover`: the stored settings apply; the query may override trim and paper. */
export const BookCoverQuerySchema = z.object({
  format: z.literal('pdf').default('pdf'),
  trim: z.enum(TRIM_SIZES).optional(),
  paper: z.enum(PAPER_TYPES).optional(),
});
export type BookCoverQuery = z.input<typeof BookCoverQuerySchema>;

export const PREFLIGHT_CHECK_IDS = ['page-count', 'even-pages', 'resolution', 'margins', 'spine-text', 'cover-size', 'ai-disclosure'] as const;

export const PreflightCheckSchema = z.object({
  id: z.enum(PREFLIGHT_CHECK_IDS),
  /** `info` lines are reminders that never block the upload. */
  status: z.enum(['pass', 'fail', 'info']),
  label: z.string(),
  detail: z.string(),
  /** How to fix a failed line; absent when nothing needs doing. */
  fix: z.string().optional(),
});
export type PreflightCheck = z.infer<typeof PreflightCheckSchema>;

export const BookPreflightSchema = z.object({
  isReady: z.boolean(),
  interiorPageCount: z.number().int(),
  cover: z.object({ widthInches: z.number(), heightInches: z.number(), spineInches: z.number() }),
  checks: z.array(PreflightCheckSchema),
});
export type BookPreflight = z.infer<typeof BookPreflightSchema>;
