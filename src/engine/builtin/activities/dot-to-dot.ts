import type { AgeGroup } from '../../../shared/constants';
import { boxesOverlap, CONTENT, fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';
import { textOutline } from '../glyph-outlines';
import { pathBounds } from '../path-bounds';
import { motifKind } from '../word-matching';
import type { ActivityPlan } from './activity-plan';
import type { AgeStyle } from '../composer/age-style';
import { chooseCurveDots, dotSilhouetteFor, fitSilhouette } from './dot-silhouettes';
import { inkOf, isInside, silhouetteOf, traceBoundary, type Silhouette } from './outline-trace';
import { activityStyle, decorate, drawSubject, GROUND_DECORATIONS, SKY_DECORATIONS, subjectName, type ActivityEntry, type ComposedActivity, type DrawnSubject, type Subject } from './page-parts';

/** Dots by age (the most each age gets), and how big dots and numbers are printed. */
const DOTS: Record<AgeGroup, { count: number; max: number; radius: number; fontSize: number }> = {
  '3-5': { count: 19, max: 20, radius: 14, fontSize: 78 },
  '6-8': { count: 42, max: 50, radius: 11, fontSize: 60 },
  '9-12': { count: 80, max: 100, radius: 9, fontSize: 46 },
};
const FALLBACK_SUBJECTS = ['cat', 'rabbit', 'elephant', 'fish'];
/** Room below the picture for a little scene, px. */
const GROUND_BAND_PX = 470;
/** Room below a 9-12 picture with nothing else named, px: just clear of the margin. */
const PLAIN_GROUND_PX = 140;
/**
 * Dots that are not neighbours along the outline stay this many number heights apart: where the outline
 * doubles back (a tail, a trunk's tip) their numbers would otherwise bunch up and be hard to match.
 */
const CROWD_GAP = 1.5;
/** Paper between two numbers where there is room, in digit heights. */
const LABEL_APART = 0.9;
/** Clear paper around every number, px: a crayon line passing by must not touch it. */
const LABEL_MARGIN = 14;

export interface PlacedDot {
  n: number;
  x: number;
  y: number;
  /** Distance along the traced outline from dot 1, px: increasing, so the numbers follow the outline. */
  along: number;
  label: Box;
}

export function dotCount(plan: Pick<ActivityPlan, 'ageGroup' | 'amountShift'>): number {
  const { count, max } = DOTS[plan.ageGroup];
  return Math.max(8, Math.min(max, Math.round(count * Math.pow(1.25, plan.amountShift))));
}

function chooseSubject(plan: ActivityPlan): Subject {
  if (plan.characters[0]) return { character: plan.characters[0] };
  const being = plan.things.find((motif) => motifKind(motif) === 'being');
  const thing = being ?? plan.things[0];
  return { motif: thing ?? FALLBACK_SUBJECTS[plan.seed % FALLBACK_SUBJECTS.length]! };
}

/** Douglas-Peucker on an open run of points: indices kept. */
function simplify(points: Point[], from: number, to: number, tolerance: number, kept: Set<number>): void {
  let farthest = -1;
  let distance = tolerance;
  const a = points[from]!;
  const b = points[to]!;
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  for (let index = from + 1; index < to; index++) {
    const p = points[index]!;
    const d = Math.abs((b.x - a.x) * (a.y - p.y) - (a.x - p.x) * (b.y - a.y)) / length;
    if (d > distance) {
      distance = d;
      farthest = index;
    }
  }
  if (farthest < 0) return;
  kept.add(farthest);
  simplify(points, from, farthest, tolerance, kept);
  simplify(points, farthest, to, tolerance, kept);
}

/**
 * Which outline points become dots: the corners first (so the joined picture keeps its shape), then
 * the longest stretches split until there are `count`, never two dots closer than `minGap`.
 */
export function chooseDots(outline: Point[], count: number, minGap: number): number[] {
  const along = [0];
  for (let index = 1; index < outline.length; index++) along.push(along[index - 1]! + Math.hypot(outline[index]!.x - outline[index - 1]!.x, outline[index]!.y - outline[index - 1]!.y));
  const perimeter = along[along.length - 1]! + Math.hypot(outline[0]!.x - outline[outline.length - 1]!.x, outline[0]!.y - outline[outline.length - 1]!.y);
  const half = outline.reduce((best, point, index) => (Math.hypot(point.x - outline[0]!.x, point.y - outline[0]!.y) > Math.hypot(outline[best]!.x - outline[0]!.x, outline[best]!.y - outline[0]!.y) ? index : best), 0);
  const cornersAt = (tolerance: number): number[] => {
    const kept = new Set([0, half]);
    simplify(outline, 0, half, tolerance, kept);
    simplify([...outline, outline[0]!], half, outline.length, tolerance, kept);
    kept.delete(outline.length);
    return [...kept].sort((a, b) => a - b);
  };
  let low = 1;
  let high = 400;
  for (let step = 0; step < 16; step++) {
    const middle = (low + high) / 2;
    if (cornersAt(middle).length > count * 0.55) low = middle;
    else high = middle;
  }
  const chosen = cornersAt(high);
  const gapAfter = (position: number): number => {
    const next = chosen[(position + 1) % chosen.length]!;
    const current = chosen[position]!;
    return next > current ? along[next]! - along[current]! : perimeter - along[current]! + along[next]!;
  };
  while (chosen.length < count) {
    let widest = 0;
    for (let position = 1; position < chosen.length; position++) if (gapAfter(position) > gapAfter(widest)) widest = position;
    const start = chosen[widest]!;
    const target = (along[start]! + gapAfter(widest) / 2) % perimeter;
    let index = start;
    while (along[(index + 1) % outline.length]! < target && index + 1 < outline.length) index++;
    if (chosen.includes(index)) break;
    chosen.splice(widest + 1, 0, index);
    chosen.sort((a, b) => a - b);
  }
  // Dots a label's width apart at least: close pairs keep the earlier one.
  const spaced: number[] = [];
  for (const index of chosen) {
    const last = spaced[spaced.length - 1];
    if (last !== undefined && along[index]! - along[last]! < minGap) continue;
    spaced.push(index);
  }
  if (spaced.length > 2 && perimeter - along[spaced[spaced.length - 1]!]! < minGap) spaced.pop();
  return spaced;
}

/** The chosen dots less those too near a dot that is not their neighbour along the outline (the earlier one stays). */
export function thinCrowded(outline: Point[], chosen: number[], gap: number): number[] {
  const kept: number[] = [];
  for (const index of chosen) {
    const point = outline[index]!;
    const isCrowded = kept.some((other, position) => position < kept.length - 1 && Math.hypot(outline[other]!.x - point.x, outline[other]!.y - point.y) < gap && !(position === 0 && index === chosen[chosen.length - 1]));
    if (!isCrowded) kept.push(index);
  }
  return kept;
}

const labelBoxes = new Map<string, { width: number; height: number; dx: number; dy: number }>();
/** The ink box of a number at a font size, relative to the point `solidText` centres it on. */
function labelSize(text: string, fontSize: number): { width: number; height: number; dx: number; dy: number } {
  const key = `${text}@${fontSize}`;
  const cached = labelBoxes.get(key);
  if (cached) return cached;
  const bounds = pathBounds(textOutline(text, 0, 0, fontSize)) ?? { minX: 0, minY: 0, maxX: 1, maxY: 1 };
  const size = { width: bounds.maxX - bounds.minX, height: bounds.maxY - bounds.minY, dx: bounds.minX, dy: bounds.minY };
  labelBoxes.set(key, size);
  return size;
}

const numberOutlines = new Map<string, string>();
/** A number's glyph outline at the origin, kept: every page numbers its dots 1, 2, 3... at one of a few sizes. */
function numberOutline(text: string, fontSize: number): string {
  const key = `${text}@${fontSize}`;
  let outline = numberOutlines.get(key);
  if (outline === undefined) {
    outline = textOutline(text, 0, 0, fontSize);
    numberOutlines.set(key, outline);
  }
  return outline;
}

/** Whether a segment comes within `margin` of a box (the box grown by the margin, clipped against the segment). */
export function segmentTouchesBox(a: Point, b: Point, box: Box, margin: number): boolean {
  const minX = box.x - margin;
  const minY = box.y - margin;
  const maxX = box.x + box.width + margin;
  const maxY = box.y + box.height + margin;
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  for (const [p, q] of [
    [-dx, a.x - minX],
    [dx, maxX - a.x],
    [-dy, a.y - minY],
    [dy, maxY - a.y],
  ] as const) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

function boxTouchesSilhouette(silhouette: Silhouette, box: Box, margin: number): boolean {
  for (let y = box.y - margin; y <= box.y + box.height + margin; y += 6) {
    for (let x = box.x - margin; x <= box.x + box.width + margin; x += 6) if (isInside(silhouette, { x, y })) return true;
  }
  return false;
}

/** How much nearer its own dot must be to a number than any other dot, so nobody wonders which it labels. */
const CLEARLY_NEARER = 1.5;
/** Where the outline is crowded: still clearly nearer, if by less. */
const NEARER = 1.4;

/** Distance from a point to the nearest edge of a box (0 inside it). */
export function distanceToBox(point: Point, box: Box): number {
  return Math.hypot(Math.max(box.x - point.x, 0, point.x - box.x - box.width), Math.max(box.y - point.y, 0, point.y - box.y - box.height));
}

/**
 * A place for each number beside its dot, outside the picture: tried straight out from the outline
 * first, then turning further round and further away, until it touches no line, dot or other number.
 */
function placeLabels(dots: Point[], silhouette: Silhouette, inner: Silhouette | null, radius: number, fontSize: number, apartShare: number, floor: number): { labels: Box[]; size: number; clashes: number[] } {
  const segments = dots.map((dot, index) => [dot, dots[(index + 1) % dots.length]!] as const);
  const labels: Box[] = [];
  const clashes: number[] = [];
  dots.forEach((dot, index) => {
    const previous = dots[(index - 1 + dots.length) % dots.length]!;
    const next = dots[(index + 1) % dots.length]!;
    // Outward: perpendicular to the outline here, on the side away from the picture.
    let nx = next.y - previous.y;
    let ny = previous.x - next.x;
    const length = Math.hypot(nx, ny) || 1;
    nx /= length;
    ny /= length;
    if (isInside(silhouette, { x: dot.x + nx * 20, y: dot.y + ny * 20 })) {
      nx = -nx;
      ny = -ny;
    }
    const text = String(index + 1);
    const size = labelSize(text, fontSize);
    let placed: Box | null = null;
    let fallback: Box | null = null;
    // Strict first; then a number may sit a little less clearly by its dot; last, at a notch too narrow
    // for it, inside the picture on paper its lines leave free, rather than the dot go.
    // The strict tier also keeps numbers a digit's height apart: two numbers stacked close read as a pair.
    const apart = Math.max(LABEL_MARGIN, size.height * apartShare);
    const tiers = [
      { nearer: CLEARLY_NEARER, reaches: [1, 1.25, 1.5, 1.8, 2.1], side: 1, gap: apart },
      { nearer: CLEARLY_NEARER, reaches: [1, 1.25, 1.5, 1.8, 2.1], side: 1, gap: LABEL_MARGIN },
      { nearer: NEARER, reaches: [1, 1.25, 1.5, 1.8, 2.1, 2.5], side: 1, gap: LABEL_MARGIN },
      ...(inner ? [{ nearer: NEARER, reaches: [1, 1.25, 1.5, 1.8, 2.1], side: -1, gap: LABEL_MARGIN }] : []),
    ];
    search: for (const { nearer, reaches, side, gap } of tiers) for (const reach of reaches) {
      for (const turn of [0, 20, -20, 40, -40, 60, -60, 80, -80, 100, -100, 125, -125, 150, -150, 180]) {
        const angle = (turn * Math.PI) / 180;
        const ux = side * (nx * Math.cos(angle) - ny * Math.sin(angle));
        const uy = side * (nx * Math.sin(angle) + ny * Math.cos(angle));
        const distance = (radius + LABEL_MARGIN + Math.abs(ux) * (size.width / 2) + Math.abs(uy) * (size.height / 2)) * reach;
        const box = { x: dot.x + ux * distance - size.width / 2, y: dot.y + uy * distance - size.height / 2, width: size.width, height: size.height };
        fallback ??= box;
        if (box.x < CONTENT.left || box.y < CONTENT.top || box.x + box.width > CONTENT.right || box.y + box.height > floor) continue;
        if (labels.some((other) => boxesOverlap(box, other, gap))) continue;
        if (segments.some(([a, b]) => segmentTouchesBox(a, b, box, LABEL_MARGIN))) continue;
        if (dots.some((other) => segmentTouchesBox(other, other, box, radius + LABEL_MARGIN))) continue;
        if (side > 0 ? boxTouchesSilhouette(silhouette, box, 4) : !isInside(silhouette, { x: box.x + box.width / 2, y: box.y + box.height / 2 }) || boxTouchesSilhouette(inner!, box, 4)) continue;
        // A number reads as its own dot's: its own dot the nearest to the number's middle, and clearly the
        // nearest to its edge (by a share and by half a digit's height, so no dot sits just beside it).
        const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        const ownDistance = Math.hypot(centre.x - dot.x, centre.y - dot.y);
        const ownGap = distanceToBox(dot, box);
        if (dots.some((other) => other !== dot && (Math.hypot(centre.x - other.x, centre.y - other.y) < ownDistance || distanceToBox(other, box) < ownGap * nearer + size.height * 0.5))) continue;
        placed = box;
        break search;
      }
    }
    if (!placed) clashes.push(index);
    labels.push(placed ?? fallback!);
  });
  return { labels, size: fontSize, clashes };
}

/** How deep inside the outline a hint must lie, as a share of the figure's smaller side. */
const HINT_INSET = 0.06;
/** Hints lie this near the face (shares of the head's width): eyes, nose, mouth, cheeks. */
const HINT_REACH = 0.4;
/** Smaller marks are crumbs of the drawing's joins, not features. */
const HINT_MIN_SIZE = 0.045;

/**
 * The small shapes of a drawing that lie well inside its outline (eyes, nose, a smile, buttons): enough
 * to tell who it is once the dots are joined, while every line to trace is left to the child.
 */
export function interiorHints(drawn: DrawnSubject, silhouette: Silhouette, dots: Point[]): string {
  const face = drawn.face;
  if (!face) return '';
  const side = Math.min(drawn.box.width, drawn.box.height);
  const inset = side * HINT_INSET;
  // A drawing placed by a transform (an icon) keeps its solid dark marks, its eyes, when they lie clear of every joining line.
  const transform = /^<g transform="([^"]+)"/.exec(drawn.markup)?.[1];
  if (transform) {
    const marks = [...new Set(drawn.markup.match(/<(?:path|circle|ellipse|rect|polygon)\b[^>]*fill="#000" stroke="none"\/>/g) ?? [])];
    const around = { x: face.x - inset / 2, y: face.y - inset / 2, width: inset, height: inset };
    const isClear = isInside(silhouette, face) && !dots.some((dot, index) => segmentTouchesBox(dot, dots[(index + 1) % dots.length]!, around, inset / 2));
    return marks.length > 0 && isClear ? `<g transform="${transform}">${marks.join('')}</g>` : '';
  }
  const wrapper = /^<g([^>]*)>([\s\S]*)<\/g>$/.exec(drawn.markup);
  if (!wrapper) return '';
  const reach = face.headWidth * HINT_REACH;
  const isHint = (bounds: { minX: number; minY: number; maxX: number; maxY: number }): boolean => {
    const size = Math.max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY);
    if (size < side * HINT_MIN_SIZE) return false;
    for (const x of [bounds.minX, bounds.maxX]) for (const y of [bounds.minY, bounds.maxY]) if (Math.hypot(x - face.x, y - face.y) > reach) return false;
    const area = { x: bounds.minX, y: bounds.minY, width: bounds.maxX - bounds.minX, height: bounds.maxY - bounds.minY };
    for (const fx of [0, 0.5, 1]) {
      for (const fy of [0, 0.5, 1]) {
        for (const [dx, dy] of [[-1, 0], [1, 0], [0, -1], [0, 1]] as const) {
          if (!isInside(silhouette, { x: area.x + area.width * fx + dx * inset, y: area.y + area.height * fy + dy * inset })) return false;
        }
      }
    }
    return !dots.some((dot, index) => segmentTouchesBox(dot, dots[(index + 1) % dots.length]!, area, inset / 2));
  };
  const kept: string[] = [];
  for (const element of wrapper[2]!.match(/<path\b[^>]*\/>/g) ?? []) {
    const d = /\sd="([^"]*)"/.exec(element)?.[1];
    if (!d) continue;
    // Absolute subpaths stand alone; a relative move ties the path together, so it is judged whole.
    const subpaths = /m/.test(d) ? [d] : d.split(/(?=M)/);
    const hints = subpaths.filter((subpath) => {
      // A lone straight stroke (a glasses arm, a seam) says nothing without the shape it belonged to.
      if ((subpath.match(/[\d.]+[ ,]+-?[\d.]+/g) ?? []).length <= 2) return false;
      const bounds = pathBounds(subpath);
      return bounds !== null && isHint(bounds);
    });
    if (hints.length > 0) kept.push(element.replace(/\sd="[^"]*"/, ` d="${hints.join('')}"`));
  }
  return kept.length > 0 ? `<g${wrapper[1]}>${kept.join('')}</g>` : '';
}

/** The outline the dots go on, how to choose them, and the lines printed inside it. */
interface DotOutline {
  curve: Point[];
  silhouette: Silhouette;
  box: Box;
  /** The silhouette entry's name, or null when the drawing's own outline was traced. */
  entry: string | null;
  choose(count: number, minGap: number): number[];
  /** The inner lines' ink, grown: where a number inside the picture must not go (null: no number inside). */
  innerInk: Silhouette | null;
  inner(dots: Point[]): string;
}

/**
 * A picture drawn for joining when there is one for the subject (a cat's ears and tail survive any
 * dot count); otherwise the drawing's own silhouette, traced.
 */
function dotOutline(subject: Subject, box: Box, style: AgeStyle): DotOutline {
  const motif = 'character' in subject ? subject.character.motif : subject.motif;
  const entry = dotSilhouetteFor(motif);
  if (entry) {
    const fitted = fitSilhouette(entry.silhouette, box, 'character' in subject ? (subject.character.figure?.accessories ?? []) : []);
    const lines = `<path transform="${fitted.detailsTransform}" d="${fitted.details}" fill="none" stroke="#000" stroke-width="${fmt(style.linePx / fitted.scale)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    const filled = `<path d="M${fitted.curve.map((point) => `${fmt(point.x)} ${fmt(point.y)}`).join('L')}Z" fill="#000"/>`;
    return {
      curve: fitted.curve,
      silhouette: silhouetteOf(filled + lines, fitted.box, 0),
      box: fitted.box,
      entry: entry.name,
      choose: (count, minGap) => chooseCurveDots(fitted.curve, fitted.corners, count, minGap),
      innerInk: inkOf(lines, fitted.box, 3),
      inner: () => lines,
    };
  }
  const drawn = drawSubject(subject, box, style, 'standing');
  if (!drawn) throw new Error(`cannot draw ${subjectName(subject)}`);
  const silhouette = silhouetteOf(drawn.markup, drawn.box);
  const outline = traceBoundary(silhouette);
  return {
    curve: outline,
    silhouette,
    box: drawn.box,
    entry: null,
    choose: (count, minGap) => chooseDots(outline, count, minGap),
    innerInk: null,
    inner: (dots) => interiorHints(drawn, silhouette, dots),
  };
}

function composeDotToDot(plan: ActivityPlan): ComposedActivity {
  const style = activityStyle(plan);
  const { radius, fontSize } = DOTS[plan.ageGroup];
  const subject = chooseSubject(plan);
  const extras = plan.things.filter((motif) => !('motif' in subject && subject.motif === motif));
  // 9-12 get the picture alone, as big as the page allows: only things the words name join it, no friendly clip-art.
  const isPlain = plan.ageGroup === '9-12';
  const groundBand = isPlain && extras.length === 0 ? PLAIN_GROUND_PX : GROUND_BAND_PX;
  const room = fontSize * 1.6 + radius;
  const box = { x: CONTENT.left + room, y: CONTENT.top + room, width: CONTENT.right - CONTENT.left - 2 * room, height: CONTENT.bottom - CONTENT.top - groundBand - room };
  const shape = dotOutline(subject, box, style);
  const outline = shape.curve;
  const silhouette = shape.silhouette;
  const count = dotCount(plan);
  const perimeter = outline.reduce((sum, point, index) => sum + Math.hypot(point.x - outline[(index + 1) % outline.length]!.x, point.y - outline[(index + 1) % outline.length]!.y), 0);
  // Numbers shrink before dots crowd: each dot needs about a number's width of outline.
  let size = fontSize;
  while (size > fontSize * 0.7 && perimeter / count < size * 1.2) size = Math.round(size * 0.9);
  let chosen = thinCrowded(outline, shape.choose(count, Math.max(radius * 4, size * 0.9)), size * CROWD_GAP);
  // Distance along the outline from dot 1, going the way the numbers go.
  const step: number[] = outline.map((point, index) => Math.hypot(outline[(index + 1) % outline.length]!.x - point.x, outline[(index + 1) % outline.length]!.y - point.y));
  const alongFrom = (first: number, index: number): number => {
    let total = 0;
    for (let at = first; at !== index; at = (at + 1) % outline.length) total += step[at]!;
    return total;
  };
  // Numbers stay above the little scene along the bottom, if there is one.
  const floor = CONTENT.bottom - groundBand + 80;
  let apart = LABEL_APART;
  let placement = placeLabels(chosen.map((index) => outline[index]!), silhouette, shape.innerInk, radius, size, apart, floor);
  // Numbers kept apart must not cost dots: where they would, they may sit closer.
  if (placement.clashes.length > 0) {
    const closer = placeLabels(chosen.map((index) => outline[index]!), silhouette, shape.innerInk, radius, size, 0, floor);
    if (closer.clashes.length < placement.clashes.length) {
      placement = closer;
      apart = 0;
    }
  }
  for (let attempt = 0; attempt < 2 && placement.clashes.length > 0; attempt++) {
    placement = placeLabels(chosen.map((index) => outline[index]!), silhouette, shape.innerInk, radius, Math.round(placement.size * 0.9), apart, floor);
  }
  // A dot whose number finds no clear place goes: the outline keeps its shape with one dot fewer.
  for (let attempt = 0; attempt < 4 && placement.clashes.length > 0; attempt++) {
    const failed = new Set(placement.clashes.filter((position) => position !== 0));
    if (failed.size === 0) break;
    chosen = chosen.filter((_, position) => !failed.has(position));
    placement = placeLabels(chosen.map((index) => outline[index]!), silhouette, shape.innerInk, radius, placement.size, apart, floor);
  }
  const dots = chosen.map((index) => outline[index]!);

  const parts: string[] = [];
  // The picture is the dots: inside them only a few lines (an eye, the ear's edge) that no joining line touches.
  parts.push(shape.inner(dots));
  parts.push(`<path d="${dots.map((dot) => `M${fmt(dot.x - radius)} ${fmt(dot.y)}a${radius} ${radius} 0 1 0 ${2 * radius} 0a${radius} ${radius} 0 1 0 ${-2 * radius} 0Z`).join('')}" fill="#000"/>`);
  placement.labels.forEach((label, index) => {
    const text = String(index + 1);
    const metrics = labelSize(text, placement.size);
    parts.push(`<path transform="translate(${fmt(label.x - metrics.dx)} ${fmt(label.y - metrics.dy)})" d="${numberOutline(text, placement.size)}" fill="#000"/>`);
  });

  // The rest of the page is a little scene along the bottom, kept clear of the numbers.
  const occupied: Box[] = [...placement.labels, { x: shape.box.x - 20, y: shape.box.y - 20, width: shape.box.width + 40, height: shape.box.height + 40 }];
  const ground = GROUND_BAND_PX - 160;
  const groundSpots = [CONTENT.left + ground * 0.6, CONTENT.right - ground * 0.6, (CONTENT.left + CONTENT.right) / 2, CONTENT.left + ground * 1.7, CONTENT.right - ground * 1.7];
  const groundMotifs = isPlain ? extras : [...extras, ...rotated(GROUND_DECORATIONS, plan.seed)];
  if (groundMotifs.length > 0) parts.push(decorate(groundSpots.slice(0, isPlain ? Math.max(2, groundMotifs.length) : undefined).map((cx) => ({ cx, bottom: CONTENT.bottom, size: ground })), groundMotifs, occupied, style));
  const sky = 330;
  if (!isPlain) parts.push(decorate([{ cx: CONTENT.left + sky * 0.6, bottom: CONTENT.top + sky, size: sky }, { cx: CONTENT.right - sky * 0.6, bottom: CONTENT.top + sky, size: sky }], rotated(SKY_DECORATIONS, plan.seed >> 3), occupied, style));
  const placed: PlacedDot[] = dots.map((dot, index) => ({ n: index + 1, x: Math.round(dot.x), y: Math.round(dot.y), along: Math.round(alongFrom(chosen[0]!, chosen[index]!)), label: roundBox(placement.labels[index]!) }));
  return {
    body: parts.join(''),
    matched: [subjectName(subject)],
    facts: { dotToDot: { subject: subjectName(subject), silhouette: shape.entry, dotRadius: radius, fontSize: placement.size, clashes: placement.clashes.length, dots: placed } },
  };
}

/** The list started at a place the seed picks: pages of different words get different company. */
function rotated<T>(items: readonly T[], seed: number): T[] {
  const start = seed % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

function roundBox(box: Box): Box {
  return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
}

export const DOT_TO_DOT: ActivityEntry = {
  compose: composeDotToDot,
  more: /\bmore dots\b|\bharder\b/,
  fewer: /\b(fewer|less) dots\b|\beasier\b/,
};
