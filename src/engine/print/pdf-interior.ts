import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import fontkit from '@pdf-lib/fontkit';
import {
  clip,
  concatTransformationMatrix,
  drawObject,
  endPath,
  PDFCrossRefSection,
  PDFDocument,
  PDFHeader,
  PDFName,
  PDFPageLeaf,
  PDFRef,
  PDFTrailer,
  PDFTrailerDict,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  type PDFFont,
  type PDFObject,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';
import {
  bookPdfPages,
  COPYRIGHT_PAGE_TEXT,
  fitImage,
  OWNER_PAGE_TEXT,
  type FrontMatter,
  pageBoxes,
  type BookPdfPage,
  type PageBoxes,
  type PrintLayout,
  type PrintSides,
  type Rect,
  type TrimSize,
} from '../../shared/print-layout';
import { findArtEdges, toPdfPngImage, type ArtEdges, type PdfPngImage } from './pdf-png-image';

export interface PrintOptions {
  trim: TrimSize;
  hasBleed: boolean;
}

/** The words of the pages before the first picture. */
export interface FrontMatterText {
  subtitle: string;
  author: string;
  /** The year on the copyright page. */
  year: number;
  /** An AI image provider drew at least one page: the copyright page says so. */
  hasAiArt: boolean;
}

export interface BookPdfOptions extends PrintOptions {
  title: string;
  sides: PrintSides;
  frontMatter?: FrontMatter;
  frontMatterText?: FrontMatterText;
  /** How many scenes `scenes` yields; the page count (and so the gutter) is fixed before the first page. */
  sceneCount: number;
  /** Page PNGs in page order, read one at a time. */
  scenes: AsyncIterable<Buffer>;
}

export interface ScenePdfOptions extends PrintOptions {
  title: string;
  png: Buffer;
}

const require = createRequire(import.meta.url);
const FONT_FILES = {
  title: '@expo-google-fonts/fredoka/600SemiBold/Fredoka_600SemiBold.ttf',
  body: '@expo-google-fonts/fredoka/400Regular/Fredoka_400Regular.ttf',
} as const;
let fontBytes: Promise<{ title: Buffer; body: Buffer }> | undefined;

export function loadFontBytes(): Promise<{ title: Buffer; body: Buffer }> {
  fontBytes ??= Promise.all([readFile(require.resolve(FONT_FILES.title)), readFile(require.resolve(FONT_FILES.body))]).then(
    ([title, body]) => ({ title, body }),
  );
  return fontBytes;
}

const INK = rgb(0, 0, 0);

/**
 * Writes a PDF one object at a time. pdf-lib builds every object and embeds the fonts, but its own
 * `save()` serializes the whole document into one buffer; here each page's objects are written as soon
 * as the page is complete and then dropped from the document, so memory holds one page's image at a
 * time. The page tree and catalog go last, as only they refer to every page.
 */
class StreamingPdfWriter {
  private offset = 0;
  private readonly offsets = new Map<number, number>();
  private readonly heldBack: Set<number>;

  constructor(
    private readonly doc: PDFDocument,
    heldBack: PDFRef[],
  ) {
    this.heldBack = new Set(heldBack.map((ref) => ref.objectNumber));
  }

  header(): Uint8Array {
    const header = PDFHeader.forVersion(1, 7);
    const bytes = new Uint8Array(header.sizeInBytes() + 2);
    header.copyBytesInto(bytes, 0);
    bytes.set([0x0a, 0x0a], bytes.length - 2);
    return this.advance(bytes);
  }

  /** Serializes every object not yet written (except the held-back ones) and removes it from the document. */
  *flushObjects(): Generator<Uint8Array> {
    const pending = this.doc.context
      .enumerateIndirectObjects()
      .filter(([ref]) => !this.heldBack.has(ref.objectNumber) && !this.offsets.has(ref.objectNumber))
      .sort(([a], [b]) => a.objectNumber - b.objectNumber);
    for (const [ref, object] of pending) {
      yield this.writeObject(ref, object);
      this.doc.context.delete(ref);
    }
  }

  /** The held-back objects, the cross-reference table and the trailer. */
  *finish(): Generator<Uint8Array> {
    for (const objectNumber of this.heldBack) {
      const ref = PDFRef.of(objectNumber);
      const object = this.doc.context.lookup(ref);
      if (object) yield this.writeObject(ref, object);
    }
    const xref = PDFCrossRefSection.create();
    for (const [objectNumber, offset] of [...this.offsets].sort(([a], [b]) => a - b)) {
      xref.addEntry(PDFRef.of(objectNumber), offset);
    }
    const xrefOffset = this.offset;
    const { context } = this.doc;
    const trailerDict = PDFTrailerDict.of(
      context.obj({ Size: context.largestObjectNumber + 1, Root: context.trailerInfo.Root, Info: context.trailerInfo.Info }),
    );
    const trailer = PDFTrailer.forLastCrossRefSectionOffset(xrefOffset);
    const bytes = new Uint8Array(xref.sizeInBytes() + 1 + trailerDict.sizeInBytes() + 2 + trailer.sizeInBytes());
    let at = xref.copyBytesInto(bytes, 0);
    bytes[at++] = 0x0a;
    at += trailerDict.copyBytesInto(bytes, at);
    bytes[at++] = 0x0a;
    bytes[at++] = 0x0a;
    trailer.copyBytesInto(bytes, at);
    yield this.advance(bytes);
  }

  private writeObject(ref: PDFRef, object: PDFObject): Uint8Array {
    const head = Buffer.from(`${ref.objectNumber} ${ref.generationNumber} obj\n`, 'latin1');
    const tail = Buffer.from('\nendobj\n\n', 'latin1');
    const size = object.sizeInBytes();
    const bytes = new Uint8Array(head.length + size + tail.length);
    bytes.set(head, 0);
    object.copyBytesInto(bytes, head.length);
    bytes.set(tail, head.length + size);
    this.offsets.set(ref.objectNumber, this.offset);
    return this.advance(bytes);
  }

  private advance(bytes: Uint8Array): Uint8Array {
    this.offset += bytes.length;
    return bytes;
  }
}

export function registerImage(doc: PDFDocument, image: PdfPngImage): PDFRef {
  const { context } = doc;
  const colorSpace =
    image.colorSpace.kind === 'gray'
      ? PDFName.of('DeviceGray')
      : context.obj([
          PDFName.of('Indexed'),
          PDFName.of('DeviceRGB'),
          image.colorSpace.palette.length / 3 - 1,
          context.stream(image.colorSpace.palette),
        ]);
  const stream = context.stream(image.data, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: image.width,
    Height: image.height,
    BitsPerComponent: image.bitsPerComponent,
    ColorSpace: colorSpace,
    Filter: 'FlateDecode',
    DecodeParms: { Predictor: 15, Colors: 1, BitsPerComponent: image.bitsPerComponent, Columns: image.width },
  });
  return context.register(stream);
}

function boxArray(doc: PDFDocument, rect: Rect): PDFObject {
  return doc.context.obj([rect.x, rect.y, rect.x + rect.width, rect.y + rect.height]);
}

function addLeafPage(doc: PDFDocument, pagesRef: PDFRef, boxes: PageBoxes): PDFPageLeaf {
  const leaf = PDFPageLeaf.withContextAndParent(doc.context, pagesRef);
  leaf.set(PDFName.MediaBox, boxArray(doc, boxes.media));
  leaf.set(PDFName.of('BleedBox'), boxArray(doc, boxes.media));
  leaf.set(PDFName.of('TrimBox'), boxArray(doc, boxes.trim));
  const leafRef = doc.context.register(leaf);
  doc.catalog.Pages().pushLeafNode(leafRef);
  return leaf;
}

function drawImageOps(name: PDFName, rect: Rect, clipTo?: Rect): PDFOperator[] {
  return [
    pushGraphicsState(),
    ...(clipTo ? [rectangle(clipTo.x, clipTo.y, clipTo.width, clipTo.height), clip(), endPath()] : []),
    concatTransformationMatrix(rect.width, 0, 0, rect.height, rect.x, rect.y),
    drawObject(name),
    popGraphicsState(),
  ];
}

/**
 * Lines that run off the picture are carried on to the paper's edge through the bleed: the picture's
 * outermost pixel row or column is stretched across the gap, drawn from the same image (no extra bytes).
 */
function bleedExtensionOps(name: PDFName, art: Rect, image: PdfPngImage, boxes: PageBoxes, edges: ArtEdges): PDFOperator[] {
  const ops: PDFOperator[] = [];
  const { media, bleedSides } = boxes;
  const artRight = art.x + art.width;
  const artTop = art.y + art.height;
  if (edges.left && bleedSides.left && art.x > media.x) {
    const strip = art.x - media.x;
    ops.push(...drawImageOps(name, { x: media.x, y: art.y, width: image.width * strip, height: art.height }, { x: media.x, y: art.y, width: strip, height: art.height }));
  }
  if (edges.right && bleedSides.right && artRight < media.x + media.width) {
    const strip = media.x + media.width - artRight;
    const x = artRight - (image.width - 1) * strip;
    ops.push(...drawImageOps(name, { x, y: art.y, width: image.width * strip, height: art.height }, { x: artRight, y: art.y, width: strip, height: art.height }));
  }
  if (edges.top && bleedSides.top && artTop < media.y + media.height) {
    const strip = media.y + media.height - artTop;
    const y = artTop - (image.height - 1) * strip;
    ops.push(...drawImageOps(name, { x: art.x, y, width: art.width, height: image.height * strip }, { x: art.x, y: artTop, width: art.width, height: strip }));
  }
  if (edges.bottom && bleedSides.bottom && art.y > media.y) {
    const strip = art.y - media.y;
    ops.push(...drawImageOps(name, { x: art.x, y: media.y, width: art.width, height: image.height * strip }, { x: art.x, y: media.y, width: art.width, height: strip }));
  }
  return ops;
}

async function addScenePage(doc: PDFDocument, pagesRef: PDFRef, boxes: PageBoxes, png: Buffer): Promise<void> {
  const image = await toPdfPngImage(png);
  const leaf = addLeafPage(doc, pagesRef, boxes);
  const name = leaf.newXObject('Art', registerImage(doc, image));
  const art = fitImage(image, boxes.safe);
  const hasBleedSide = Object.values(boxes.bleedSides).some(Boolean);
  const edges = hasBleedSide ? await findArtEdges(png) : null;
  const ops = [...drawImageOps(name, art), ...(edges ? bleedExtensionOps(name, art, image, boxes, edges) : [])];
  leaf.addContentStream(doc.context.register(doc.context.contentStream(ops)));
}

export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const TITLE_MAX_SIZE = 40;
const TITLE_MIN_SIZE = 16;
const TITLE_MAX_LINES = 4;

function drawTitlePage(page: PDFPage, boxes: PageBoxes, title: string, text: FrontMatterText | undefined, fonts: { title: PDFFont; body: PDFFont }): void {
  const { safe } = boxes;
  const font = fonts.title;
  let size = TITLE_MAX_SIZE;
  let lines = wrapText(title, font, size, safe.width);
  const fits = (candidate: string[], at: number) =>
    candidate.length <= TITLE_MAX_LINES && candidate.every((line) => font.widthOfTextAtSize(line, at) <= safe.width);
  while (size > TITLE_MIN_SIZE && !fits(lines, size)) {
    size -= 2;
    lines = wrapText(title, font, size, safe.width);
  }
  const lineHeight = size * 1.25;
  // Optical centre: a little above the middle of the safe area.
  let y = safe.y + safe.height * 0.58 + ((lines.length - 1) * lineHeight) / 2;
  for (const line of lines) {
    const width = font.widthOfTextAtSize(line, size);
    page.drawText(line, { x: safe.x + (safe.width - width) / 2, y, size, font, color: INK });
    y -= lineHeight;
  }
  if (text?.subtitle) {
    const subtitleSize = Math.max(12, Math.round(size * 0.5));
    for (const line of wrapText(text.subtitle, fonts.body, subtitleSize, safe.width).slice(0, 3)) {
      const width = fonts.body.widthOfTextAtSize(line, subtitleSize);
      page.drawText(line, { x: safe.x + (safe.width - width) / 2, y: y - subtitleSize * 0.2, size: subtitleSize, font: fonts.body, color: INK });
      y -= subtitleSize * 1.3;
    }
  }
  if (text?.author) {
    const authorSize = 18;
    const width = fonts.body.widthOfTextAtSize(text.author, authorSize);
    page.drawText(text.author, { x: safe.x + (safe.width - width) / 2, y: safe.y + safe.height * 0.2, size: authorSize, font: fonts.body, color: INK });
  }
}

/** The back of the title page: who holds the rights, and whether AI drew any of the pictures. */
function drawCopyrightPage(page: PDFPage, boxes: PageBoxes, title: string, text: FrontMatterText | undefined, font: PDFFont): void {
  const { safe } = boxes;
  const size = 10;
  const owner = text?.author ? ` ${text.author}` : '';
  const paragraphs = [
    title,
    `Copyright © ${text?.year ?? new Date().getUTCFullYear()}${owner}. ${COPYRIGHT_PAGE_TEXT.rights}`,
    COPYRIGHT_PAGE_TEXT.copies,
    ...(text?.hasAiArt ? [COPYRIGHT_PAGE_TEXT.aiDisclosure] : []),
  ];
  // Low on the page, as books set it.
  const lines = paragraphs.flatMap((paragraph, index) => [...(index > 0 ? [''] : []), ...wrapText(paragraph, font, size, safe.width)]);
  let y = safe.y + lines.length * size * 1.4;
  for (const line of lines) {
    if (line) page.drawText(line, { x: safe.x, y, size, font, color: INK });
    y -= size * 1.4;
  }
}

function drawOwnerPage(page: PDFPage, boxes: PageBoxes, font: PDFFont): void {
  const { safe } = boxes;
  const size = 28;
  const textWidth = font.widthOfTextAtSize(OWNER_PAGE_TEXT, size);
  const y = safe.y + safe.height * 0.6;
  page.drawText(OWNER_PAGE_TEXT, { x: safe.x + (safe.width - textWidth) / 2, y, size, font, color: INK });
  const lineWidth = safe.width * 0.7;
  const lineX = safe.x + (safe.width - lineWidth) / 2;
  page.drawLine({ start: { x: lineX, y: y - 72 }, end: { x: lineX + lineWidth, y: y - 72 }, thickness: 1.5, color: INK });
}

function addTextPage(doc: PDFDocument, boxes: PageBoxes): PDFPage {
  const page = doc.addPage([boxes.media.width, boxes.media.height]);
  page.setBleedBox(boxes.media.x, boxes.media.y, boxes.media.width, boxes.media.height);
  page.setTrimBox(boxes.trim.x, boxes.trim.y, boxes.trim.width, boxes.trim.height);
  return page;
}

function isTextPage(page: BookPdfPage): page is { kind: 'title' | 'copyright' | 'owner' } {
  return page.kind === 'title' || page.kind === 'copyright' || page.kind === 'owner';
}

interface PdfPlan {
  title: string;
  frontMatterText?: FrontMatterText;
  layout: PrintLayout;
  pages: BookPdfPage[];
  scenes: AsyncIterator<Buffer>;
}

async function* generatePdf(plan: PdfPlan): AsyncGenerator<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(plan.title);
  doc.setCreator('Colorbook Studio');
  const hasText = plan.pages.some((page) => isTextPage(page));
  const fonts = hasText
    ? await loadFontBytes().then(async (bytes) => ({
        title: await doc.embedFont(bytes.title, { subset: true }),
        body: await doc.embedFont(bytes.body, { subset: true }),
      }))
    : null;
  const pagesRef = doc.catalog.get(PDFName.of('Pages'));
  const catalogRef = doc.context.trailerInfo.Root;
  if (!(pagesRef instanceof PDFRef) || !(catalogRef instanceof PDFRef)) throw new Error('pdf-lib document has no page tree');
  const writer = new StreamingPdfWriter(doc, [pagesRef, catalogRef]);
  let isHeaderWritten = false;
  let scenesRead = 0;
  try {
    for (const [index, page] of plan.pages.entries()) {
      const boxes = pageBoxes(plan.layout, index + 1);
      if (isTextPage(page)) {
        if (!fonts) throw new Error('Text page without fonts');
        const textPage = addTextPage(doc, boxes);
        if (page.kind === 'title') drawTitlePage(textPage, boxes, plan.title, plan.frontMatterText, fonts);
        else if (page.kind === 'copyright') drawCopyrightPage(textPage, boxes, plan.title, plan.frontMatterText, fonts.body);
        else drawOwnerPage(textPage, boxes, fonts.body);
        continue;
      }
      if (!isHeaderWritten) {
        // Fonts are subset to the glyphs used, so they can be written once all text is drawn.
        await doc.flush();
        yield writer.header();
        isHeaderWritten = true;
      }
      if (page.kind === 'blank') {
        addLeafPage(doc, pagesRef, boxes);
      } else {
        const next = await plan.scenes.next();
        if (next.done) throw new Error(`Expected ${plan.pages.filter((p) => p.kind === 'scene').length} scene images, got ${scenesRead}`);
        scenesRead++;
        await addScenePage(doc, pagesRef, boxes, next.value);
      }
      yield* writer.flushObjects();
    }
    if (!isHeaderWritten) {
      await doc.flush();
      yield writer.header();
    }
    if (!(await plan.scenes.next()).done) throw new Error(`More scene images than the ${scenesRead} expected`);
    yield* writer.flushObjects();
    yield* writer.finish();
  } finally {
    await plan.scenes.return?.();
  }
}

/** A book's print interior as PDF bytes, produced page by page as the reader pulls them. */
export function generateBookPdf(options: BookPdfOptions): AsyncGenerator<Uint8Array> {
  const pages = bookPdfPages(options.sceneCount, options.sides, options.frontMatter);
  return generatePdf({
    title: options.title,
    frontMatterText: options.frontMatterText,
    layout: { trim: options.trim, hasBleed: options.hasBleed, pageCount: pages.length },
    pages,
    scenes: options.scenes[Symbol.asyncIterator](),
  });
}

/** One scene on one page of the chosen trim (no title page, no gutter: it is not bound). */
export function generateScenePdf(options: ScenePdfOptions): AsyncGenerator<Uint8Array> {
  async function* single(): AsyncGenerator<Buffer> {
    yield options.png;
  }
  return generatePdf({
    title: options.title,
    layout: { trim: options.trim, hasBleed: options.hasBleed, pageCount: 1, isBound: false },
    pages: [{ kind: 'scene', sceneIndex: 0 }],
    scenes: single(),
  });
}

export function bookPdfStream(options: BookPdfOptions): Readable {
  return Readable.from(generateBookPdf(options), { objectMode: false });
}

export function scenePdfStream(options: ScenePdfOptions): Readable {
  return Readable.from(generateScenePdf(options), { objectMode: false });
}
