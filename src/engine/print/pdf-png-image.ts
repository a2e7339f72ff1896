import sharp from 'sharp';

/**
 * A PNG ready to be a PDF image XObject without decoding: PDF's FlateDecode with the PNG predictor reads
 * the PNG's IDAT bytes as they are, so a 1-bit or grayscale page costs what its PNG costs, not the 25 MB
 * of RGB that pdf-lib's own `embedPng` decodes to.
 */
export interface PdfPngImage {
  width: number;
  height: number;
  bitsPerComponent: number;
  /** Gray, or the palette of an indexed PNG (RGB triples). */
  colorSpace: { kind: 'gray' } | { kind: 'indexed'; palette: Buffer };
  /** The concatenated IDAT chunks: one zlib stream of PNG-filtered scanlines. */
  data: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOR_TYPE_GRAY = 0;
const COLOR_TYPE_PALETTE = 3;

interface PngStructure {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  isInterlaced: boolean;
  palette: Buffer | null;
  hasTransparency: boolean;
  idat: Buffer[];
}

function readPngStructure(png: Buffer): PngStructure {
  if (png.length < 8 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('Page image is not a PNG');
  const structure: PngStructure = {
    width: 0,
    height: 0,
    bitDepth: 0,
    colorType: -1,
    isInterlaced: false,
    palette: null,
    hasTransparency: false,
    idat: [],
  };
  let offset = 8;
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (data.length !== length) throw new Error('Page image PNG is truncated');
    if (type === 'IHDR') {
      structure.width = data.readUInt32BE(0);
      structure.height = data.readUInt32BE(4);
      structure.bitDepth = data[8] ?? 0;
      structure.colorType = data[9] ?? -1;
      structure.isInterlaced = data[12] === 1;
    } else if (type === 'PLTE') {
      structure.palette = data;
    } else if (type === 'tRNS') {
      structure.hasTransparency = true;
    } else if (type === 'IDAT') {
      structure.idat.push(data);
    } else if (type === 'IEND') {
      break;
    }
    offset += 12 + length;
  }
  if (structure.width === 0 || structure.idat.length === 0) throw new Error('Page image PNG has no pixels');
  return structure;
}

function isPassThrough(png: PngStructure): boolean {
  if (png.isInterlaced || png.hasTransparency || png.bitDepth > 8) return false;
  if (png.colorType === COLOR_TYPE_GRAY) return true;
  return png.colorType === COLOR_TYPE_PALETTE && png.palette !== null;
}

function toPdfImage(png: PngStructure): PdfPngImage {
  return {
    width: png.width,
    height: png.height,
    bitsPerComponent: png.bitDepth,
    colorSpace:
      png.colorType === COLOR_TYPE_PALETTE && png.palette
        ? { kind: 'indexed', palette: Buffer.from(png.palette) }
        : { kind: 'gray' },
    // A copy, so the XObject does not pin the whole source PNG (or the blob it was read with) in memory.
    data: Buffer.concat(png.idat),
  };
}

/**
 * Makes a page PNG embeddable. Grayscale and palette PNGs (what the engine writes) pass through
 * untouched; anything else (RGB, alpha, interlaced, 16-bit) is flattened on white to 8-bit gray first,
 * since pages are black line art on white.
 */
export async function toPdfPngImage(png: Buffer): Promise<PdfPngImage> {
  const structure = readPngStructure(png);
  if (isPassThrough(structure)) return toPdfImage(structure);
  const gray = await sharp(png)
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
  return toPdfImage(readPngStructure(gray));
}

export interface ArtEdges {
  left: boolean;
  right: boolean;
  top: boolean;
  bottom: boolean;
}

const DARK_THRESHOLD = 128;

/**
 * Which edges of the picture its lines run into (a dark pixel in the outermost row or column).
 * An edge whose outermost row is dark for more than half its length is a frame, not lines running
 * off the page, and is not reported: stretching it into the bleed would print a solid band.
 */
export async function findArtEdges(png: Buffer): Promise<ArtEdges> {
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const isEdgeRun = (pixelAt: (i: number) => number, length: number): boolean => {
    let dark = 0;
    for (let i = 0; i < length; i++) if (pixelAt(i) < DARK_THRESHOLD) dark++;
    return dark > 0 && dark <= length / 2;
  };
  return {
    top: isEdgeRun((i) => data[i] ?? 255, width),
    bottom: isEdgeRun((i) => data[(height - 1) * width + i] ?? 255, width),
    left: isEdgeRun((i) => data[i * width] ?? 255, height),
    right: isEdgeRun((i) => data[i * width + width - 1] ?? 255, height),
  };
}
