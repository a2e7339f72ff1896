import { createHash } from 'node:crypto';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFStream,
  type PDFPage,
} from 'pdf-lib';
import type { Rect } from '../../shared/print-layout';

/**
 * Reads back what a print PDF shows, for the checks of tests and of the export routes: page boxes,
 * where each image is drawn (and so its effective DPI), and the text drawn with embedded fonts.
 */
export interface InspectedImage {
  widthPx: number;
  heightPx: number;
  bitsPerComponent: number;
  /** Where the whole image lands on the page, in points. */
  placed: Rect;
  /** Drawn through a clip: a bleed extension strip rather than the picture itself. */
  isClipped: boolean;
  dpi: number;
  /** SHA-256 of the image's stream bytes, to tell which page image is drawn. */
  digest: string;
}

/** One run of text: where its baseline starts (points), its size, and its direction in degrees. */
export interface InspectedTextRun {
  text: string;
  x: number;
  y: number;
  size: number;
  angle: number;
}

export interface InspectedPage {
  mediaBox: Rect;
  trimBox: Rect;
  bleedBox: Rect;
  images: InspectedImage[];
  text: string;
  textRuns: InspectedTextRun[];
  /** Fill colours set with `rg`, as "r g b" strings. */
  fillColors: string[];
  annotationCount: number;
}

export interface InspectedPdf {
  pages: InspectedPage[];
  /** Every font of the document and whether its program is embedded. */
  fonts: { name: string; isEmbedded: boolean }[];
}

function toRect(box: { x: number; y: number; width: number; height: number }): Rect {
  return { x: box.x, y: box.y, width: box.width, height: box.height };
}

function streamText(stream: PDFStream): string {
  const bytes = stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();
  return Buffer.from(bytes).toString('latin1');
}

function contentStreams(page: PDFPage): PDFStream[] {
  const contents = page.node.Contents();
  if (!contents) return [];
  if (contents instanceof PDFArray) {
    return contents.asArray().map((ref) => page.doc.context.lookup(ref, PDFStream));
  }
  return contents instanceof PDFStream ? [contents] : [];
}

/** Glyph code (hex) to text, from a font's ToUnicode CMap. */
function readToUnicode(font: PDFDict): Map<string, string> {
  const map = new Map<string, string>();
  const toUnicode = font.lookupMaybe(PDFName.of('ToUnicode'), PDFStream);
  if (!toUnicode) return map;
  const cmap = streamText(toUnicode);
  for (const match of cmap.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
    const [, code = '', unicode = ''] = match;
    const codeUnits = unicode.match(/.{4}/g)?.map((unit) => parseInt(unit, 16)) ?? [];
    map.set(code.toUpperCase(), String.fromCharCode(...codeUnits));
  }
  return map;
}

function pageResources(page: PDFPage): { fonts: PDFDict | undefined; xObjects: PDFDict | undefined } {
  const resources = page.node.Resources();
  return {
    fonts: resources?.lookupMaybe(PDFName.of('Font'), PDFDict),
    xObjects: resources?.lookupMaybe(PDFName.of('XObject'), PDFDict),
  };
}

function numberIn(dict: PDFDict, key: string): number {
  return dict.lookup(PDFName.of(key), PDFNumber).asNumber();
}

function inspectPage(page: PDFPage): InspectedPage {
  const { fonts, xObjects } = pageResources(page);
  const images: InspectedImage[] = [];
  const textRuns: InspectedTextRun[] = [];
  const fillColors: string[] = [];
  let text = '';
  let glyphs = new Map<string, string>();
  let fontSize = 0;
  let textMatrix = [1, 0, 0, 1, 0, 0];
  for (const stream of contentStreams(page)) {
    const tokens = streamText(stream).match(/<[0-9A-Fa-f]*>|\/[^\s/<>[\]()]+|[^\s/<>[\]()]+/g) ?? [];
    const operands: string[] = [];
    let matrix: number[] = [];
    let isClipped = false;
    for (const token of tokens) {
      if (token === 'q') {
        matrix = [];
        isClipped = false;
      } else if (token === 'W') {
        isClipped = true;
      } else if (token === 'cm') {
        matrix = operands.slice(-6).map(Number);
      } else if (token === 'Tf') {
        fontSize = Number(operands.at(-1) ?? 0);
        const fontName = operands.at(-2)?.slice(1) ?? '';
        const font = fonts?.lookupMaybe(PDFName.of(fontName), PDFDict);
        glyphs = font ? readToUnicode(font) : new Map();
      } else if (token === 'Tm') {
        textMatrix = operands.slice(-6).map(Number);
      } else if (token === 'rg') {
        fillColors.push(operands.slice(-3).map((value) => Number(value)).join(' '));
      } else if (token === 'Tj') {
        const hex = (operands.at(-1) ?? '<>').slice(1, -1).toUpperCase();
        const codes = hex.match(/.{4}/g) ?? [];
        const runText = codes.map((code) => glyphs.get(code) ?? '').join('');
        text += `${runText}\n`;
        const [a = 1, b = 0, , , e = 0, f = 0] = textMatrix;
        textRuns.push({ text: runText, x: e, y: f, size: fontSize, angle: Math.round((Math.atan2(b, a) * 180) / Math.PI) });
      } else if (token === 'Do') {
        const name = operands.at(-1)?.slice(1) ?? '';
        const image = xObjects?.lookupMaybe(PDFName.of(name), PDFStream);
        const [a = 0, , , d = 0, e = 0, f = 0] = matrix;
        if (image) {
          const widthPx = numberIn(image.dict, 'Width');
          images.push({
            widthPx,
            heightPx: numberIn(image.dict, 'Height'),
            bitsPerComponent: numberIn(image.dict, 'BitsPerComponent'),
            placed: { x: e, y: f, width: a, height: d },
            isClipped,
            dpi: widthPx / (a / 72),
            digest: createHash('sha256').update(image.getContents()).digest('hex'),
          });
        }
      }
      if (/^[A-Za-z'"*]+$/.test(token) && !/^(true|false|null)$/.test(token)) operands.length = 0;
      else operands.push(token);
    }
  }
  const annotations = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
  return {
    mediaBox: toRect(page.getMediaBox()),
    trimBox: toRect(page.getTrimBox()),
    bleedBox: toRect(page.getBleedBox()),
    images,
    text,
    textRuns,
    fillColors,
    annotationCount: annotations?.size() ?? 0,
  };
}

/** Every font that draws glyphs (composite fonts stand for their descendant), with its embedding. */
function inspectFonts(doc: PDFDocument): InspectedPdf['fonts'] {
  const fonts: InspectedPdf['fonts'] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Font')) continue;
    if (object.get(PDFName.of('Subtype')) === PDFName.of('Type0')) continue;
    const descriptor = object.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
    const name = object.lookupMaybe(PDFName.of('BaseFont'), PDFName)?.decodeText() ?? '';
    const isEmbedded = ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor?.get(PDFName.of(key)) instanceof PDFRef);
    fonts.push({ name, isEmbedded });
  }
  return fonts;
}

export async function inspectPdf(bytes: Uint8Array): Promise<InspectedPdf> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return { pages: doc.getPages().map(inspectPage), fonts: inspectFonts(doc) };
}
