import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { KIN_ICONS } from './kin-icons';
import { pathBounds, type Bounds, type PathBounds } from './path-bounds';

/**
 * Fluent Emoji Flat (MIT, Microsoft) turned into outline art. Each icon is flat colour shapes painted
 * in order on a 32-unit square; drawing every shape with a white fill and a black outline in the same
 * order keeps what is visible of each shape as one closed region a child can colour.
 */

export type Detail = 'low' | 'medium' | 'high';

interface MotifShape {
  /** The element with its geometry only (no fill or stroke), in icon units. */
  markup: string;
  /** Longest side of the largest subpath, in icon units: two eyes in one path are two small marks. */
  size: number;
  /** Longest side of the whole shape, in icon units. */
  extent: number;
  /** Lies within what earlier shapes cover: a detail on the body, not a part sticking out (a horn). */
  isInterior: boolean;
  /** Pupils, nostrils and similar small dark marks stay solid black: they read as features. */
  isDarkMark: boolean;
  /** A shape the icon draws as a stroke rather than a filled area. */
  isLine: boolean;
}

export interface Motif {
  name: string;
  shapes: MotifShape[];
  /** Bounds of everything drawn, in icon units. */
  bounds: Bounds;
  /** Top centre of the highest sizeable shape: where a hat goes. */
  top: { x: number; y: number };
  /** Centre of the small dark marks (the eyes) when there are any: where a close-up looks. */
  face: { x: number; y: number } | null;
  /** It floats up on its string (a balloon): set down on the grass or the table it read as fallen. */
  isFloating: boolean;
}

interface IconSet {
  icons: Record<string, { body: string }>;
}

const require = createRequire(import.meta.url);
/** Anything needing defs, clips, filters or <use> is skipped: outlines of clipped shapes would not close. */
const UNSUPPORTED_MARKUP = /<(use|defs|filter|clipPath|linearGradient|radialGradient|mask)\b|clip-path=|url\(/;
const SHAPE_ELEMENT = /<(path|circle|ellipse|rect)\b([^>]*?)\/?>/g;
const GEOMETRY_ATTRIBUTES = ['d', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'width', 'height', 'transform', 'fill-rule'];
/** Smallest shape kept per detail level, in icon units (1 unit is 1/32 of the icon). */
const MIN_SHAPE_SIZE: Record<Detail, number> = { low: 4.2, medium: 1.1, high: 0.35 };
const DARK_MARK_MAX_SIZE = 4.5;
const HEAD_MIN_SIZE = 6;
const MIN_OUTSIDE_SIZE = 1;
/** Icons whose small dark shapes are things to colour (a palette's blob of black paint, a car's mirror and lamps), not eyes. */
const WITHOUT_MARKS = new Set(['artist-palette', 'automobile', 'police-car', 'taxi']);
/** Icons that float up on their strings: see `Motif.isFloating`. */
const FLOATING_ICONS = new Set(['balloon']);
/**
 * Shine painted as a part of its own, and what stands in its place. Drawn as a shape, the dolphin's pale belly shine was a
 * thin loop across its flipper (round 19); left out, the sea's far line showed through the gap between flipper and belly
 * in a tiny cusp. Its stand-in fills that gap, from the flipper's edge to the belly's, and ends where the shine began, so
 * the subpath after it starts where it did.
 */
const SHINE_PARTS: Record<string, { shine: string | RegExp; standIn: string }> = {
  // The phoenix's only gradient is the shine of its eye, under the pupil: with its definition it kept the whole bird
  // from being drawn ("a phoenix" drew none).
  'phoenix-bird': { shine: /<path fill="url\(#\w+\)"[^>]*\/>|<defs>.*<\/defs>/g, standIn: '' },
  dolphin: {
    shine: 'm16.486 12.262l.03.02c2.48 2.153 1.455 5.242-.398 7.24c3.332-2.651 4.215-5.168 3.195-7.272c-.522-1.075-1.376-1.65-2.401-1.957a8.2 8.2 0 0 0-.426 1.969',
    standIn: 'M16.119 19.52c3.317-2.654 3.179-5.377 2.381-7.02c-.42-.865-.98-1.372-1.759-1.66c-.53 1.944-.231 3.685.118 4.659Q17.1 17.6 16.119 19.52zM16.486 12.262',
  },
};

let iconSet: IconSet | null = null;
const motifCache = new Map<string, Motif | null>();

function loadIconSet(): IconSet {
  iconSet ??= JSON.parse(readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8')) as IconSet;
  return iconSet;
}

/** Names of all icons the library can draw. */
export function motifNames(): string[] {
  return Object.keys(loadIconSet().icons);
}

/** Whether the icon exists and can be outlined, without building it (cheap enough for whole-set scans). */
export function hasMotif(name: string): boolean {
  const cached = motifCache.get(name);
  if (cached !== undefined) return cached !== null;
  const body = iconBody(name);
  return body !== undefined && !UNSUPPORTED_MARKUP.test(body);
}

/** The outline-ready motif, or null when the icon does not exist or cannot be outlined cleanly. */
export function getMotif(name: string): Motif | null {
  const cached = motifCache.get(name);
  if (cached !== undefined) return cached;
  const body = iconBody(name);
  const motif = body !== undefined && !UNSUPPORTED_MARKUP.test(body) ? buildMotif(name, body) : null;
  motifCache.set(name, motif);
  return motif;
}

/** The icon's markup as it is drawn: its shine taken out, a kin's parts painted behind and over it, or drawn whole. */
function iconBody(name: string): string | undefined {
  const kin = KIN_ICONS[name];
  if (kin?.isDrawnWhole) return `<g>${kin.parts}</g>`;
  const body = loadIconSet().icons[kin?.kin ?? name]?.body;
  const shine = SHINE_PARTS[name];
  if (body === undefined) return undefined;
  if (shine) return body.replace(shine.shine, shine.standIn);
  return kin ? body.replace(/^<g[^>]*>/, (open) => `${open}${kin.behind ?? ''}`).replace(/<\/g>$/, `${kin.parts}</g>`) : body;
}

function buildMotif(name: string, body: string): Motif | null {
  const shapes: MotifShape[] = [];
  const bounds: Bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  let top = { x: 16, y: Infinity };
  const marks: Bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const match of body.matchAll(SHAPE_ELEMENT)) {
    const [, tag, attributeText] = match;
    const attributes = parseAttributes(attributeText ?? '');
    const opacity = Number(attributes.opacity ?? '1');
    // Translucent shapes are shading and shine, not parts of the drawing.
    if (opacity < 0.6) continue;
    const shapeBounds = elementBounds(tag!, attributes);
    if (!shapeBounds) continue;
    const isLine = attributes.stroke !== undefined && (attributes.fill === undefined || attributes.fill === 'none');
    const color = isLine ? attributes.stroke : attributes.fill;
    if (!isLine && (color === undefined || color === 'none')) continue;
    const size =
      'largestPart' in shapeBounds
        ? shapeBounds.largestPart
        : Math.max(shapeBounds.maxX - shapeBounds.minX, shapeBounds.maxY - shapeBounds.minY);
    const geometry = GEOMETRY_ATTRIBUTES.filter((key) => attributes[key] !== undefined)
      .map((key) => `${key}="${attributes[key]}"`)
      .join(' ');
    const lineWidth = isLine ? ` data-line-width="${Number(attributes['stroke-width'] ?? '1')}"` : '';
    const isDarkMark = !isLine && !WITHOUT_MARKS.has(name) && luminance(color ?? '#fff') < 0.3 && size <= DARK_MARK_MAX_SIZE;
    shapes.push({
      markup: `<${tag} ${geometry}${lineWidth}/>`,
      size,
      extent: Math.max(shapeBounds.maxX - shapeBounds.minX, shapeBounds.maxY - shapeBounds.minY),
      isInterior:
        shapeBounds.minX >= bounds.minX && shapeBounds.maxX <= bounds.maxX && shapeBounds.minY >= bounds.minY && shapeBounds.maxY <= bounds.maxY,
      isDarkMark,
      isLine,
    });
    if (isDarkMark) {
      marks.minX = Math.min(marks.minX, shapeBounds.minX);
      marks.minY = Math.min(marks.minY, shapeBounds.minY);
      marks.maxX = Math.max(marks.maxX, shapeBounds.maxX);
      marks.maxY = Math.max(marks.maxY, shapeBounds.maxY);
    }
    if (size >= HEAD_MIN_SIZE && shapeBounds.minY < top.y) top = { x: (shapeBounds.minX + shapeBounds.maxX) / 2, y: shapeBounds.minY };
    bounds.minX = Math.min(bounds.minX, shapeBounds.minX);
    bounds.minY = Math.min(bounds.minY, shapeBounds.minY);
    bounds.maxX = Math.max(bounds.maxX, shapeBounds.maxX);
    bounds.maxY = Math.max(bounds.maxY, shapeBounds.maxY);
  }
  if (shapes.length === 0) return null;
  if (!Number.isFinite(top.y)) top = { x: (bounds.minX + bounds.maxX) / 2, y: bounds.minY };
  const face = Number.isFinite(marks.minX) ? { x: (marks.minX + marks.maxX) / 2, y: (marks.minY + marks.maxY) / 2 } : null;
  return { name, shapes, bounds, top, face, isFloating: FLOATING_ICONS.has(name) };
}

/**
 * The motif as SVG elements in icon units. `lineWidth` is in icon units too: the caller knows the
 * scale it draws at and converts its pixel line width. Shapes too small for the detail level are
 * left out, so young children get fewer, larger regions.
 */
export function motifMarkup(motif: Motif, options: { lineWidth: number; detail: Detail }): string {
  const minSize = Math.max(MIN_SHAPE_SIZE[options.detail], options.lineWidth * 2.2);
  const parts: string[] = [];
  for (const shape of motif.shapes) {
    if (shape.isDarkMark) {
      // Marks stay even when small, but not when the line would swallow them.
      if (shape.size < options.lineWidth * 1.2 && options.detail !== 'high') continue;
      // Unstroked: an outline around a pupil would swell it into a blot at small sizes.
      parts.push(shape.markup.replace('/>', ' fill="#000" stroke="none"/>'));
      continue;
    }
    if (shape.isLine) {
      const width = Number(/data-line-width="([\d.]+)"/.exec(shape.markup)?.[1] ?? '1');
      parts.push(shape.markup.replace(/ data-line-width="[\d.]+"\/>/, ` fill="none" stroke-width="${round(Math.max(width, options.lineWidth))}"/>`));
      continue;
    }
    // Small details on the body go; small parts that stick out (a horn, an ear) shape the figure and stay.
    if (shape.extent < (shape.isInterior ? minSize : MIN_OUTSIDE_SIZE)) continue;
    parts.push(shape.markup);
  }
  return parts.join('');
}

function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(/([\w:-]+)="([^"]*)"/g)) attributes[match[1]!] = match[2]!;
  return attributes;
}

function elementBounds(tag: string, attributes: Record<string, string>): Bounds | PathBounds | null {
  const number = (key: string): number => Number(attributes[key] ?? '0');
  let bounds: Bounds | PathBounds | null;
  switch (tag) {
    case 'path':
      bounds = pathBounds(attributes.d ?? '');
      break;
    case 'circle':
      bounds = { minX: number('cx') - number('r'), minY: number('cy') - number('r'), maxX: number('cx') + number('r'), maxY: number('cy') + number('r') };
      break;
    case 'ellipse':
      bounds = { minX: number('cx') - number('rx'), minY: number('cy') - number('ry'), maxX: number('cx') + number('rx'), maxY: number('cy') + number('ry') };
      break;
    default:
      bounds = { minX: number('x'), minY: number('y'), maxX: number('x') + number('width'), maxY: number('y') + number('height') };
  }
  // A rotated ellipse or rect: its bounds grow at most to the enclosing circle.
  if (bounds && attributes.transform) {
    const cx = (bounds.minX + bounds.maxX) / 2;
    const cy = (bounds.minY + bounds.maxY) / 2;
    const radius = Math.hypot(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY) / 2;
    bounds = { minX: cx - radius, minY: cy - radius, maxX: cx + radius, maxY: cy + radius };
  }
  return bounds;
}

function luminance(color: string): number {
  const hex = color.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const value = Number.parseInt(full.slice(0, 6), 16);
  if (Number.isNaN(value)) return 1;
  const r = (value >> 16) & 255;
  const g = (value >> 8) & 255;
  const b = value & 255;
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
