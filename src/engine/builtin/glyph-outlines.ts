import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font, type Glyph } from '@pdf-lib/fontkit';
import { FillRule, getBoundsPathsD, unionD, type PathD, type PathsD } from 'clipper2-ts';
import { fmt } from './svg-number';

/**
 * Page text as glyph outlines instead of SVG text. Fredoka builds letters from overlapping strokes
 * (the bar of a t over its stem, the bowl of a d against its stem); drawn as they come, each overlap
 * would be a closed white region nobody means to colour. Uniting the contours leaves one outline
 * per letter with only its real counters (the holes of d, b, o).
 */

const require = createRequire(import.meta.url);
const FONT_FILE = require.resolve('@expo-google-fonts/fredoka/700Bold/Fredoka_700Bold.ttf');
/** Straight segments per curve: below half a pixel of error at title sizes. */
const CURVE_STEPS = 8;
/**
 * Least space between two letters' boxes, in em. Fredoka's letters nearly touch or overlap (the bars
 * of "ff"); outlines that close leave slivers and crumbs of white between them nobody can colour.
 */
const LETTER_GAP = 0.07;
/**
 * Least white between two outlined letters' lines, in px: a strip thinner than about 1.3 mm between
 * an a and a t is a sliver no crayon fits into.
 */
const LETTER_WHITE_PX = 16;
/** What the gap adds to a line's width on average, in em per letter, for fitting titles. */
export const LETTER_SPACING = 0.06;

/** fontkit's path commands, which its type declarations leave out. */
interface PathCommand {
  command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
  args: number[];
}

let font: Font | null = null;
const glyphOutlines = new Map<number, PathsD>();

function loadFont(): Font {
  font ??= fontkit.create(readFileSync(FONT_FILE));
  return font;
}

/** One glyph's contours united, in font units (y up). */
function glyphOutline(glyph: Glyph): PathsD {
  const cached = glyphOutlines.get(glyph.id);
  if (cached) return cached;
  const contours: PathsD = [];
  let contour: PathD = [];
  let at = { x: 0, y: 0 };
  const closeContour = (): void => {
    if (contour.length > 2) contours.push(contour);
    contour = [];
  };
  for (const { command, args } of (glyph.path as unknown as { commands: PathCommand[] }).commands) {
    if (command === 'moveTo') {
      closeContour();
      at = { x: args[0]!, y: args[1]! };
      contour.push(at);
    } else if (command === 'lineTo') {
      at = { x: args[0]!, y: args[1]! };
      contour.push(at);
    } else if (command === 'quadraticCurveTo' || command === 'bezierCurveTo') {
      const start = at;
      const points = command === 'quadraticCurveTo' ? [start, { x: args[0]!, y: args[1]! }, { x: args[2]!, y: args[3]! }] : [start, { x: args[0]!, y: args[1]! }, { x: args[2]!, y: args[3]! }, { x: args[4]!, y: args[5]! }];
      for (let step = 1; step <= CURVE_STEPS; step++) contour.push(bezierPoint(points, step / CURVE_STEPS));
      at = points[points.length - 1]!;
    } else if (command === 'closePath') {
      closeContour();
    }
  }
  closeContour();
  const outline = unionD(contours, FillRule.NonZero);
  glyphOutlines.set(glyph.id, outline);
  return outline;
}

function bezierPoint(points: Array<{ x: number; y: number }>, t: number): { x: number; y: number } {
  let level = points;
  while (level.length > 1) {
    level = level.slice(1).map((point, index) => ({ x: level[index]!.x + (point.x - level[index]!.x) * t, y: level[index]!.y + (point.y - level[index]!.y) * t }));
  }
  return level[0]!;
}

/**
 * Path data for a line of text centred on x with its baseline at y. Each letter keeps its own
 * outline: where the font would bring two letters closer than LETTER_GAP, or than LETTER_WHITE_PX
 * of white between the `outlinePx` lines to be drawn on their edges, the later one moves right.
 */
export function textOutline(text: string, x: number, y: number, fontSize: number, outlinePx = 0): string {
  const { letters, width, scale } = layOut(text, fontSize, outlinePx);
  const left = x - (width * scale) / 2;
  return letters
    .flat()
    .map((contour) => `M${contour.map((point) => `${fmt(left + point.x * scale)} ${fmt(y - point.y * scale)}`).join(' L')} Z`)
    .join(' ');
}

/** How wide textOutline draws a line of text, letters' edges to edges, in px. */
export function textWidth(text: string, fontSize: number, outlinePx = 0): number {
  const { width, scale } = layOut(text, fontSize, outlinePx);
  return width * scale;
}

/** The letters laid out from 0 in font units (y up), the line's width in font units, and px per unit. */
function layOut(text: string, fontSize: number, outlinePx: number): { letters: PathsD[]; width: number; scale: number } {
  const loaded = loadFont();
  // No ligatures: Fredoka's "ff" encloses a crumb of white between its two hooks.
  const run = loaded.layout(text, { liga: false, clig: false, dlig: false });
  const scale = fontSize / loaded.unitsPerEm;
  const gap = Math.max(LETTER_GAP * loaded.unitsPerEm, outlinePx > 0 ? (outlinePx + LETTER_WHITE_PX) / scale : 0);
  let pen = 0;
  let previousRight = -Infinity;
  const letters: PathsD[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!;
    const outline = glyphOutline(glyph);
    if (outline.length > 0) {
      const bounds = getBoundsPathsD(outline);
      pen = Math.max(pen, previousRight + gap - bounds.left - position.xOffset);
      letters.push(outline.map((contour) => contour.map((point) => ({ x: pen + position.xOffset + point.x, y: position.yOffset + point.y }))));
      previousRight = pen + position.xOffset + bounds.right;
    }
    pen += position.xAdvance;
  });
  return { letters, width: Math.max(pen, previousRight), scale };
}
