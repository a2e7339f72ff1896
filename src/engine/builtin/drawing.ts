import { renderAsync } from '@resvg/resvg-js';
import { PAGE_HEIGHT_PX, PAGE_WIDTH_PX } from '../../shared/constants';
import { encodePagePng } from '../page-png';
import type { Page, PageMetadata } from '../types';
import { getMotif, motifMarkup, type Detail } from './motif-library';
import { drawComposedProp, getComposedProp, type DrawnProp, type PropPlacement } from './props/prop-library';
import { LETTER_SPACING, textOutline, textWidth } from './glyph-outlines';
import { fmt } from './svg-number';

export { fmt };

export const PAGE_MARGIN_PX = 150;
/** Lines keep this far inside the margin: a stroke's half width and antialiasing must not reach it. */
const SAFE_INSET_PX = 20;
export const CONTENT = {
  left: PAGE_MARGIN_PX + SAFE_INSET_PX,
  top: PAGE_MARGIN_PX + SAFE_INSET_PX,
  right: PAGE_WIDTH_PX - PAGE_MARGIN_PX - SAFE_INSET_PX,
  bottom: PAGE_HEIGHT_PX - PAGE_MARGIN_PX - SAFE_INSET_PX,
} as const;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where and how big a motif is drawn: placed as a composed prop is, whichever of the two draws it. */
export interface MotifPlacement extends PropPlacement {
  motif: string;
  /** Degrees, around the drawing's centre. */
  rotation?: number;
}

export interface DrawnMotif {
  markup: string;
  /** The unrotated box the drawing fills, px. */
  box: Box;
  /** Top of the head (the highest sizeable shape), unrotated, px. */
  top: { x: number; y: number };
  /** Centre of the eyes, unrotated, px; the top of the head when the motif has no eyes. */
  face: { x: number; y: number };
  /** Where figures meet a composed prop (seat, stand...), px; see props/composed-prop.ts. */
  anchors?: DrawnProp['anchors'];
  /** Where a composed team's reins meet each harness, px, leader first. */
  harnesses?: DrawnProp['harnesses'];
}

const RENDER_DOWNSCALE = 2;

/**
 * How many line widths wide a figure's or motif's outer outline is, its inner lines one: bold for the young, less so
 * on 9-12 pages, where at 2.2 it was the thickest line on the page, half again as wide as the room's lines behind
 * it, and round 14's judges found them "thick-lined" for the age.
 */
export function outlineWeight(detail: Detail): number {
  return detail === 'high' ? 1.6 : 2.2;
}

/**
 * One motif scaled into place. The outer contour is drawn a second time at twice the line width
 * underneath, so every figure has a bold silhouette and lighter inner lines, as in printed books.
 */
export function drawMotif(placement: MotifPlacement): DrawnMotif | null {
  const prop = getComposedProp(placement.motif);
  if (prop) {
    const drawn = drawComposedProp(prop, placement);
    const top = { x: drawn.box.x + drawn.box.width / 2, y: drawn.box.y };
    return { markup: drawn.markup, box: drawn.box, top, face: top, anchors: drawn.anchors, harnesses: drawn.harnesses };
  }
  const motif = getMotif(placement.motif);
  if (!motif) return null;
  const { bounds } = motif;
  const width = bounds.maxX - bounds.minX;
  const height = bounds.maxY - bounds.minY;
  const scale = placement.size / Math.max(width, height);
  const lineUnits = placement.linePx / scale;
  const box: Box = {
    x: placement.cx - (width * scale) / 2,
    y: placement.bottom - height * scale,
    width: width * scale,
    height: height * scale,
  };
  const centreX = (bounds.minX + bounds.maxX) / 2;
  const centreY = (bounds.minY + bounds.maxY) / 2;
  const transforms = [`translate(${fmt(placement.cx)} ${fmt(placement.bottom - (height * scale) / 2)})`];
  if (placement.rotation) transforms.push(`rotate(${fmt(placement.rotation)})`);
  transforms.push(`scale(${fmt(placement.isFlipped ? -scale : scale)} ${fmt(scale)})`, `translate(${fmt(-centreX)} ${fmt(-centreY)})`);
  const inner = motifMarkup(motif, { lineWidth: lineUnits, detail: placement.detail });
  const silhouette = motifMarkup(motif, { lineWidth: lineUnits, detail: 'low' });
  const markup =
    `<g transform="${transforms.join(' ')}" fill="#fff" stroke="#000" stroke-linejoin="round" stroke-linecap="round">` +
    `<g stroke-width="${fmt(lineUnits * outlineWeight(placement.detail))}">${silhouette}</g>` +
    `<g stroke-width="${fmt(lineUnits)}">${inner}</g></g>`;
  const toPage = (point: { x: number; y: number }): { x: number; y: number } => ({
    x: placement.cx + (point.x - centreX) * scale * (placement.isFlipped ? -1 : 1),
    y: box.y + (point.y - bounds.minY) * scale,
  });
  const top = toPage(motif.top);
  // Without eyes to find, the upper third of the figure is where a face usually is.
  const face = motif.face ?? { x: centreX, y: bounds.minY + height * 0.35 };
  return { markup, box, top, face: toPage(face) };
}

/** Letters with a white inside and a black outline, so a child can colour them too: one outline per letter. */
export function outlinedText(text: string, x: number, y: number, fontSize: number, linePx: number): string {
  return `<path d="${textOutline(text, x, y, fontSize, linePx)}" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"/>`;
}

/** Small solid captions (pose names) that are read, not coloured. */
export function solidText(text: string, x: number, y: number, fontSize: number): string {
  return `<path d="${textOutline(text, x, y, fontSize)}" fill="#000"/>`;
}

/**
 * A title shrunk until it fits the width: first from Fredoka Bold's average of about 0.58 em per
 * character plus the letter spacing, then to the width drawn with outlines up to `outlinePx` wide,
 * whose white between letters does not shrink with the letters.
 */
export function fittedFontSize(text: string, maxWidth: number, maxSize: number, outlinePx = 14): number {
  let size = Math.min(maxSize, maxWidth / (Math.max(text.length, 1) * (0.58 + LETTER_SPACING)));
  // The white between letters stays while they shrink: a few steps close in on the width.
  for (let step = 0; step < 8 && size > 40; step++) {
    const drawn = textWidth(text, size, outlinePx) + outlinePx;
    if (drawn <= maxWidth) break;
    size *= (maxWidth / drawn) * 0.98;
  }
  return Math.max(40, size);
}

export function boxesOverlap(a: Box, b: Box, gap = 0): boolean {
  return a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;
}

/**
 * Renders page markup (2550 x 3300 px space) to the final print PNG. Rasterising at half size and
 * upscaling smoothly before the black/white threshold gives the same clean contours (lines are at
 * least 6 px there) in about a third of the time of a full-size render.
 */
export async function renderPage(body: string, metadata: PageMetadata): Promise<Page> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH_PX}" height="${PAGE_HEIGHT_PX}" viewBox="0 0 ${PAGE_WIDTH_PX} ${PAGE_HEIGHT_PX}"><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`;
  // Off the main thread: a server keeps answering other requests while a page renders.
  const rendered = await renderAsync(svg, {
    background: '#ffffff',
    fitTo: { mode: 'width', value: PAGE_WIDTH_PX / RENDER_DOWNSCALE },
    // Text arrives as glyph outlines (glyph-outlines.ts): no font to load, none from the system.
    font: { loadSystemFonts: false },
  });
  // resvg renders exactly half the page: the page width is even, and the height follows the 2550:3300 ratio.
  const upscaled = upscaleTwiceToBlackWhite(rendered.pixels, rendered.width, rendered.height);
  const png = await encodePagePng({ data: upscaled, width: rendered.width * RENDER_DOWNSCALE, height: rendered.height * RENDER_DOWNSCALE, channels: 1 }, metadata);
  return { png, width: PAGE_WIDTH_PX, height: PAGE_HEIGHT_PX, metadata };
}

/**
 * The half-size render doubled with bilinear weights (centre-aligned: 9/3/3/1 sixteenths) and
 * thresholded at mid grey in one pass over the green channel. Lines are black on white, so one
 * channel carries everything; done here it costs a fraction of a general resize followed by a threshold.
 */
function upscaleTwiceToBlackWhite(rgba: Uint8Array, width: number, height: number): Buffer {
  const gray = new Uint8Array(width * height);
  for (let i = 0, p = 1; i < gray.length; i++, p += 4) gray[i] = rgba[p]!;
  const outWidth = width * 2;
  const out = Buffer.allocUnsafe(outWidth * height * 2);
  // Sixteen times mid grey: below it a pixel is ink.
  const threshold = 128 * 16;
  for (let outY = 0; outY < height * 2; outY++) {
    const y = outY >> 1;
    const nearY = (outY & 1) === 1 ? Math.min(height - 1, y + 1) : Math.max(0, y - 1);
    const row = y * width;
    const nearRow = nearY * width;
    let o = outY * outWidth;
    let left = 3 * gray[row]! + gray[nearRow]!;
    let here = left;
    for (let x = 0; x < width; x++) {
      const right = x < width - 1 ? 3 * gray[row + x + 1]! + gray[nearRow + x + 1]! : here;
      out[o++] = 3 * here + left < threshold ? 0 : 255;
      out[o++] = 3 * here + right < threshold ? 0 : 255;
      left = here;
      here = right;
    }
  }
  return out;
}
