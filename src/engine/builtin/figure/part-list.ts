import { fmt, outlineWeight } from '../drawing';
import { area, bounds, closeGaps, grow, intersect, lineData, pathData, subtract, thinParts, thinRings, unite, type Point, type Ring, type Shape } from './geometry';

/** Back to front: a higher layer covers a lower one. */
export const LAYER = {
  behind: 0,
  backHair: 5,
  backLimb: 10,
  legs: 20,
  body: 30,
  clothes: 33,
  bodyDetail: 36,
  headBack: 38,
  head: 40,
  headDetail: 42,
  faceWear: 44,
  face: 46,
  faceDetail: 48,
  hair: 50,
  headWear: 55,
  neckWear: 58,
  frontLimb: 60,
  hand: 65,
  inHand: 70,
} as const;

export interface Part {
  shape: Shape;
  layer: number;
  fill: 'white' | 'black';
  /** Whether it belongs to the figure's outer outline (a pupil or a stitch does not). */
  isOuter: boolean;
  /** Small details (buttons, inner ears) that young children's pages leave out. */
  isDetail: boolean;
  /** Eyes stay eyes at any size: their whites are not inked over when thin. */
  mayBeThin: boolean;
  /** A hand: drawn again over what it holds, so it grips a tool rather than hides behind it. */
  grip?: 'back' | 'front';
  /** An arm or its sleeve: with its hand, it can be left out of the figure and drawn on its own (a hug). */
  arm?: 'back' | 'front';
  /**
   * False for a patch of white with no line of its own, laid over the lines it hides: where an arm's
   * round top lies on the body, so the shoulder flows into the arm instead of showing a ball on it.
   */
  hasLine: boolean;
}

export interface Stroke {
  points: Point[];
  layer: number;
  /** Multiple of the line width. */
  weight: number;
  isDetail: boolean;
  /** A line of a hand: drawn again with it over what it holds. */
  grip?: 'back' | 'front';
}

export interface PartList {
  parts: Part[];
  strokes: Stroke[];
}

export function createPartList(): PartList {
  return { parts: [], strokes: [] };
}

export function addPart(list: PartList, layer: number, shape: Shape, options: Partial<Omit<Part, 'shape' | 'layer'>> = {}): void {
  list.parts.push({ shape, layer, fill: options.fill ?? 'white', isOuter: options.isOuter ?? true, isDetail: options.isDetail ?? false, mayBeThin: options.mayBeThin ?? false, hasLine: options.hasLine ?? true, ...(options.grip ? { grip: options.grip } : {}), ...(options.arm ? { arm: options.arm } : {}) });
}

export function addStroke(list: PartList, layer: number, points: Point[], options: { weight?: number; isDetail?: boolean; grip?: 'back' | 'front' } = {}): void {
  list.strokes.push({ points, layer, weight: options.weight ?? 1, isDetail: options.isDetail ?? false, ...(options.grip ? { grip: options.grip } : {}) });
}

/** A pattern's clip need not follow a curve closer than this under lines of 6 px and more. */
const MORPHOLOGY_ARC_TOLERANCE_PX = 3;

/** White that is narrower than this cannot be coloured (1 mm at 300 DPI). */
export const MIN_WHITE_PX = 12;
/** White narrower than this at a sharp tip, where two lines meet, is inked: wider, the tip stays white, not a wedge. */
const TIP_WHITE_PX = 6;
/** A sharp tip longer than this many times the thin radius is inked, not taken by the part beside it. */
const LONG_TIP = 5;

export interface RenderedParts {
  markup: string;
  /** The figure's closed outer outline, page px. */
  outline: Shape;
}

/**
 * Draws parts back to front as white shapes with black lines over one united, gap-closed silhouette
 * filled black: wherever two parts nearly touch, the silhouette's black shows, so no uncolourable
 * white sliver is left between doubled lines; white strips too thin to colour inside are inked too. The outline is
 * `weight` line widths wide (`outlineWeight`), inner lines one.
 */
export function renderParts(list: PartList, linePx: number, isDetailed: boolean, weight = outlineWeight('medium')): RenderedParts {
  const parts = list.parts.filter((part) => isDetailed || !part.isDetail).sort((a, b) => a.layer - b.layer);
  const strokes = list.strokes.filter((stroke) => isDetailed || !stroke.isDetail);
  // Clipping can leave slivers of a pixel where outlines meet: they are noise, not shapes.
  const united = unite(parts.filter((part) => part.isOuter).map((part) => part.shape));
  // Gaps close as under the bold outline at any weight, so a finer line changes the line, not the silhouette things are placed round.
  const outline = closeGaps(united, MIN_WHITE_PX / 2 + linePx * (outlineWeight('medium') / 2)).filter((ring) => area([ring]) > linePx * linePx);
  const { inked: slivers, absorbed } = thinVisibleStrips(parts, (MIN_WHITE_PX + linePx) / 2, (TIP_WHITE_PX + linePx) / 2);
  // What of a gap the outline closes between parts is wide enough to colour (where a hand meets a knee) goes to the
  // part beside it, as a thin strip does: filled black under the parts, it was a black clot. Its thin ends stay black.
  const gapRadius = (MIN_WHITE_PX + linePx) / 2;
  for (const gap of subtract(outline, united)) {
    // Too small to hold a disc of that radius, nothing of it is wide: a speck of a ring wound the other way, shrunk, was
    // grown inside out into a disc and stuck on the part beside it as a stray round blob (a unicorn's ear tip, round 13).
    if (area([gap]) < Math.PI * gapRadius ** 2) continue;
    const wide = grow(grow([gap], -gapRadius), gapRadius);
    if (wide.length === 0) continue;
    const best = borderingMost(parts, gap, parts.map((_, index) => index));
    if (best >= 0) absorbed.set(best, [...(absorbed.get(best) ?? []), ...wide]);
  }
  const elements: string[] = [`<path d="${pathData(outline)}" fill="#000" stroke="#000" stroke-width="${fmt(linePx * weight)}"/>`];
  let strokeIndex = 0;
  const sortedStrokes = [...strokes].sort((a, b) => a.layer - b.layer);
  const flushStrokes = (upTo: number): void => {
    while (strokeIndex < sortedStrokes.length && sortedStrokes[strokeIndex]!.layer <= upTo) {
      const stroke = sortedStrokes[strokeIndex++]!;
      elements.push(`<path d="${lineData(stroke.points)}" fill="none" stroke="#000" stroke-width="${fmt(linePx * stroke.weight)}"/>`);
    }
  };
  parts.forEach((part, index) => {
    flushStrokes(part.layer - 1);
    const fill = part.fill === 'black' ? '#000' : '#fff';
    const strips = absorbed.get(index);
    const shape = strips ? unite([part.shape, strips]) : part.shape;
    elements.push(part.hasLine ? `<path d="${pathData(shape)}" fill="${fill}" stroke="#000" stroke-width="${fmt(linePx)}"/>` : `<path d="${pathData(shape)}" fill="${fill}"/>`);
  });
  flushStrokes(Infinity);
  if (slivers.length > 0) elements.push(`<path d="${pathData(slivers)}" fill="#000"/>`);
  return {
    markup: `<g fill-rule="evenodd" stroke-linejoin="round" stroke-linecap="round">${elements.join('')}</g>`,
    outline,
  };
}

/**
 * What shows of the white outer parts on `layers` (a body and its legs), each part shrunk by `inset` on
 * its own: a pattern clipped to it stops short of every line, a leg's outline over the body included,
 * instead of running on through it. Strips narrower than the inset are left out: a pattern there is crumbs.
 */
export function visibleSkin(list: PartList, isDetailed: boolean, layers: number[], inset: number): Shape {
  const parts = list.parts.filter((part) => isDetailed || !part.isDetail).sort((a, b) => a.layer - b.layer);
  const regions: Shape[] = [];
  parts.forEach((part, index) => {
    if (part.fill === 'black' || !part.isOuter || !layers.includes(part.layer)) return;
    const visible = subtract(part.shape, unite(parts.slice(index + 1).map((other) => other.shape)));
    regions.push(grow(grow(visible, -2 * inset, MORPHOLOGY_ARC_TOLERANCE_PX), inset, MORPHOLOGY_ARC_TOLERANCE_PX));
  });
  return unite(regions);
}

/**
 * Of the white lined parts at `candidates`, the frontmost of those that border `ring` well (near as much as the one that
 * borders it most), or -1: a part that lies over another along the same edge (a blanket's turned-down band) would
 * otherwise keep its line across what the one under it took.
 */
function borderingMost(parts: Part[], ring: Ring, candidates: number[]): number {
  const near = grow([ring], 2);
  const box = bounds([near]);
  const touching = candidates.map((index) => {
    const other = parts[index]!;
    if (other.fill !== 'white' || !other.hasLine) return 0;
    const otherBox = bounds([other.shape]);
    if (otherBox.x > box.x + box.width || box.x > otherBox.x + otherBox.width || otherBox.y > box.y + box.height || box.y > otherBox.y + otherBox.height) return 0;
    return area(intersect(near, other.shape));
  });
  const most = Math.max(0, ...touching);
  let best = -1;
  candidates.forEach((index, at) => {
    if (most > 0 && touching[at]! >= most * 0.5 && index > best) best = index;
  });
  return best;
}

/**
 * The strips and sharp tips of each part still visible under the parts in front of it that are too thin to colour. Each
 * goes to the part in front that borders it most (`absorbed`, by index), which is drawn over it: that part's line then
 * runs along the strip's far edge, or caps the tip where it is still wide enough to colour, one line where two ran
 * together. Inked solid, a strip between a hem and a thigh or the tip where an arm met a chest was a black wedge, and
 * left white, a sliver. With nothing in front beside it, a strip is inked, and of a tip only its point (`tipRadius`).
 */
function thinVisibleStrips(parts: Part[], radius: number, tipRadius: number): { inked: Shape; absorbed: Map<number, Shape> } {
  const boxes = parts.map((part) => bounds([part.shape]));
  // A crumb of a strip, inked or given to the part beside it, reads as a stray speck or a bump in its line; left white
  // it is only a dot inside the lines.
  const crumb = (radius * 2) ** 2;
  const inked: Shape[] = [];
  const absorbed = new Map<number, Shape>();
  parts.forEach((part, index) => {
    if (part.fill === 'black' || part.mayBeThin || !part.hasLine) return;
    const box = boxes[index]!;
    const covering = parts
      .map((other, otherIndex) => ({ other, otherIndex }))
      .slice(index + 1)
      .filter(({ otherIndex }) => {
        const other = boxes[otherIndex]!;
        return other.x < box.x + box.width && box.x < other.x + other.width && other.y < box.y + box.height && box.y < other.y + other.height;
      });
    if (covering.length === 0) return;
    // A patch only hides lines: a part shows whole round it, and a strip under it opens into its white.
    const lined = covering.filter(({ other }) => other.hasLine);
    const patches = covering.filter(({ other }) => !other.hasLine).map(({ other }) => other.shape);
    const unpatched = (shape: Shape): Shape => (patches.length > 0 ? subtract(shape, unite(patches)) : shape);
    const visible = subtract(part.shape, unite(lined.map(({ other }) => other.shape)));
    const takers = lined.map(({ otherIndex }) => otherIndex);
    let points: Shape | null = null;
    for (const { ring, isStrip } of thinRings(visible, radius)) {
      if (Math.abs(area([ring])) <= crumb) continue;
      // A long tip (a channel between a raised arm and the head) taken by the part beside it left a sliver where it
      // widens: it is inked whole, as before.
      const ringBox = bounds([[ring]]);
      if (!isStrip && Math.max(ringBox.width, ringBox.height) > radius * LONG_TIP) {
        inked.push(unpatched([ring]));
        continue;
      }
      const best = borderingMost(parts, ring, takers);
      if (best >= 0) absorbed.set(best, [...(absorbed.get(best) ?? []), ...unpatched([ring])]);
      else if (isStrip) inked.push(unpatched([ring]));
      else {
        points ??= thinParts(visible, tipRadius);
        inked.push(unpatched(intersect([ring], points)));
      }
    }
  });
  return { inked: inked.flat().filter((ring) => Math.abs(area([ring])) > crumb), absorbed };
}
