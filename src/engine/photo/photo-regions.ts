import type { Bitmap } from '../linework/bitmap-ops';
import { carveColourFeatures } from './colour-features';
import { hypot3 } from '../linework/hypot';

/** How a photo is cut into areas to colour, by age group: fewer, larger areas for the youngest. */
export interface RegionStyle {
  /** Spacing of the superpixels the photo is first cut into, working pixels. */
  cell: number;
  /** Neighbouring areas whose shared border is weaker than this quantile of the superpixels' borders become one. */
  mergeQuantile: number;
  /** Areas smaller than this share of the picture join their most similar neighbour: specks, fur, reflections. */
  minAreaShare: number;
  /** Areas thinner than this on average (working pixels) join a neighbour: a rim, a whisker, a sliver between two lines. */
  minWidth: number;
  /** Radius of the majority filter that irons the superpixels' ragged steps out of the borders, working pixels. */
  smoothing: number;
  /**
   * Neighbouring areas whose shared border's mean edge strength is below this share of the photo's strong edges
   * become one whatever their colours: that border is shading (a sky's gradient, a shadow on a cheek), not an edge.
   */
  softShare: number;
  /** The same inside a subject kept apart from its backdrop, for areas of like colour: only its strong edges divide it. */
  subjectShare: number;
  /**
   * Areas of a subject further apart in colour (CIELAB) than this stay apart across a soft edge: hair and a face.
   * Lower for 9-12, whose pages were the 6-8 page in a thinner line: a suit's folds and patches, a tabby's muzzle.
   */
  subjectColourLimit: number;
  /** Radius of the box blurred three times over the subject's silhouette, working pixels: its outline's lumps go. */
  outlineSmoothing: number;
  /** Areas further apart in colour (CIELAB) than this are not merged by cost, however weak their border. */
  mergeColourLimit?: number;
  /**
   * Inside a subject, a border lying along the photo's crisp lines (`RegionScene.crispLines`) for at least this
   * share of its length holds, however soft: a part's edge (a panel, an arch, a fold), where shading has none.
   * Unset, none holds: 3-5 keeps the subject's few large shapes. At 9-12's small cells a face's shadows held too
   * (the astronaut's cheek and nose cut apart, her eyes lost beside the new lines) until the crisp lines near its
   * dark details were let go (`crispClearOfDetails` in photo-lines).
   */
  crispHold?: number;
}

/** Colour distance (CIELAB) traded against one cell of distance when superpixels are grown: higher is rounder. */
const COMPACTNESS = 12;
const SLIC_ROUNDS = 4;
/** Edge strength (Sobel, 0-255 channels) one unit of colour difference (CIELAB) between two areas' means counts as. */
const COLOUR_WEIGHT = 4;
/** A group of areas apart from the rest smaller than this share of the largest is backdrop too. */
const MIN_GROUP_SHARE = 0.25;
/** A kept background's areas are merged across borders weaker than this share of the photo's strong edges. */
const BACKGROUND_SHARE = 1;
/**
 * Isoperimetric ratio (4π area / perimeter², perimeter counted in pixel steps) from which an area is rounded:
 * a disc's pixel outline measures about 0.6, the coffee's surface 0.53, the cat's fur patches 0.08-0.34.
 */
const ROUNDED_COMPACTNESS = 0.45;
/**
 * Half the width (share of the picture's long side) below which a part hanging off a masked subject is no part
 * of it: the rim of a helmet held beside the astronaut, a strip of flag behind her shoulder.
 */
const THIN_PART_SHARE = 0.03;

/**
 * An area thin by its perimeter is kept when at least this share of it is wider than the least width: a nose
 * cone, an ear or a spoon's bowl is wide at its middle, a rim, a whisker or a sliver between two lines nowhere.
 */
const CORE_SHARE = 0.25;
/** Passes of the small and thin areas' absorption; an area grown in one is judged for thinness in the next. */
const ABSORB_PASSES = 4;
/** Of what stands free in a photo without one subject, this lowest share of its height is the ground it stands on. */
const GROUND_SHARE = 0.5;

/** What is known of the photo beyond its pixels. */
export interface RegionScene {
  /** The subject's mask, when the photo has one subject. */
  subject: Bitmap | null;
  /** The subject is kept apart from the rest of the photo, which becomes one backdrop with no lines. */
  isSubjectAlone: boolean;
  /** Gradient strength (as `gradient`) of the photo's strong edges: soft borders are measured against it. */
  strongEdge: number;
  /**
   * With no subject mask, the areas reaching the picture's top, left or right side are the backdrop (a sky,
   * the ground running out of the picture, what the frame cuts): a simplified page keeps what stands free.
   */
  isBackdropAtSides: boolean;
  /** Parts of a close-up's subject to keep as areas of their own (its ears: `SubjectMasks.parts`). */
  parts?: Bitmap | null;
  /** The photo's crisp lines (1 on them), for `RegionStyle.crispHold`. */
  crispLines?: Uint8Array | null;
}

export interface Regions {
  /** Area number of every working pixel. */
  labels: Int32Array;
  width: number;
  height: number;
  /** The area number of the backdrop when a subject was kept (everything else on the photo), else -1. */
  backdrop: number;
  /** Area numbers are below this. */
  labelCount: number;
  /** How many areas there are. */
  areaCount: number;
}

/**
 * The photo cut into areas a child can colour (a superpixel over-segmentation merged by the strength of the
 * edges between neighbours): every outline is the border of two areas, so it is closed and drawn once, never
 * as the two sides of one edge. Texture (fur, grain, lattice, glints) is merged away by area and width; with
 * a subject mask the rest of the photo is one backdrop area.
 */
export function photoRegions(rgb: Uint8Array, channels: number, gradient: Float32Array, width: number, height: number, style: RegionStyle, scene: RegionScene): Regions {
  const { subject, strongEdge } = scene;
  const lab = toLab(rgb, channels, width * height);
  const labels = superpixels(lab, gradient, width, height, style.cell);
  const count = connectPieces(labels, width, height, Math.max(4, (style.cell * style.cell) >> 2));
  const graph = buildGraph(labels, count, lab, gradient, width, height, scene.crispLines ?? null);
  // The merging threshold is the photo's own, the same whether its background is kept or not.
  const mergeBelow = graph.edgeQuantile(style.mergeQuantile);
  let backdrop = -1;
  const minArea = style.minAreaShare * width * height;
  const inside = new Float64Array(count);
  if (subject) for (let i = 0; i < labels.length; i++) inside[labels[i]!]! += subject.data[i]!;
  if (subject && scene.isSubjectAlone) {
    // Superpixels mostly outside the subject are one backdrop area, which nothing merges into before the
    // clean-up: a face as pale as the wall behind it stays a face.
    for (let region = 0; region < count; region++) {
      if (inside[region]! * 2 >= graph.area[region]!) continue;
      backdrop = backdrop < 0 ? region : graph.merge(backdrop, region);
    }
  }
  const isBackdrop = (region: number) => backdrop >= 0 && graph.find(region) === graph.find(backdrop);
  const colourBelow = COLOUR_WEIGHT * (style.mergeColourLimit ?? Infinity);
  graph.mergeWhile((a, b, cost, strength) => cost <= mergeBelow && cost - strength < colourBelow && !isBackdrop(a) && !isBackdrop(b));
  // Merged step by step, a smooth gradient ends as bands whose means differ, each border weak: the bands go.
  const softBelow = style.softShare * strongEdge;
  graph.mergeWhile((a, b, _cost, strength) => strength < softBelow && !isBackdrop(a) && !isBackdrop(b));
  // Inside a subject only strong edges divide it: fur, folds and shading become one area to colour, while an
  // eye, a nose and the subject's outline hold. With the background kept, what lies outside it stays as cut.
  if (subject) {
    const subjectBelow = style.subjectShare * strongEdge;
    // Which areas lie mostly inside the subject as they stand; a merge keeps one of two such roots.
    inside.fill(0);
    const rootOf = graph.roots();
    for (let i = 0; i < labels.length; i++) inside[rootOf[labels[i]!]!]! += subject.data[i]!;
    const isInSubject = Uint8Array.from(inside, (value, region) => (value * 2 >= graph.area[region]! ? 1 : 0));
    // A large rounded area (compact as an ellipse, unlike a fur patch's ragged outline) is a part of the subject,
    // not texture: the coffee's surface in its cup, a plate. It holds even when its colour is near its surround's.
    const isRounded = (region: number) => graph.area[region]! >= minArea && (4 * Math.PI * graph.area[region]!) / graph.perimeter(region) ** 2 >= ROUNDED_COMPACTNESS;
    const crispHold = style.crispHold ?? Infinity;
    graph.mergeWhile(
      (a, b, cost, strength, crisp) =>
        strength < subjectBelow &&
        crisp < crispHold &&
        cost - strength < COLOUR_WEIGHT * style.subjectColourLimit &&
        isInSubject[a] === 1 &&
        isInSubject[b] === 1 &&
        !isBackdrop(a) &&
        !isBackdrop(b) &&
        !isRounded(graph.area[a]! < graph.area[b]! ? a : b),
    );
    // Around it, a background kept is cut only by strong edges too, whatever the colours: a blurred room's
    // soft shapes were drawn as random wavy lines.
    if (!scene.isSubjectAlone) {
      const backgroundBelow = BACKGROUND_SHARE * strongEdge;
      graph.mergeWhile((a, b, _cost, strength) => strength < backgroundBelow && isInSubject[a] === 0 && isInSubject[b] === 0);
    }
  }
  // Small and thin areas go smallest first, each into the neighbour it is least divided from.
  // Small ones first, so a part gathered from superpixels (a rocket's nose cone) is judged whole for thinness.
  const isSmall = (region: number) => !isBackdrop(region) && graph.area[region]! < minArea;
  graph.absorb(isSmall);
  // Thin by its perimeter and with little of it wider than the least width: the superpixels' ragged borders
  // make a perimeter long, so the nose cone, 35 px across, measured 8 px and went into the sky. An area grown
  // since its core was counted waits for the next pass, when it is counted afresh (in the last, its old core
  // stands for it).
  const core = new Float64Array(count);
  const counted = new Float64Array(count);
  let pass = 0;
  const isThin = (region: number) =>
    (2 * graph.area[region]!) / graph.perimeter(region) < style.minWidth &&
    (counted[region] === graph.area[region] || pass === ABSORB_PASSES) &&
    core[region]! < CORE_SHARE * graph.area[region]!;
  graph.absorb(
    (region) => isSmall(region) || (!isBackdrop(region) && isThin(region)),
    () => {
      pass++;
      countCores(labels, width, height, graph, style.minWidth / 2, core);
      counted.set(graph.area);
    },
  );
  if (backdrop >= 0) backdrop = graph.find(backdrop);
  const thinRadius = THIN_PART_SHARE * Math.max(width, height);
  if (backdrop >= 0 && subject) backdrop = dropThinParts(labels, width, height, graph, backdrop, thinRadius);
  if (backdrop < 0 && scene.isBackdropAtSides) backdrop = dropGroundBeside(labels, width, height, graph, mergeAtSides(labels, width, height, graph));
  if (backdrop >= 0) backdrop = mergeSmallGroups(labels, width, graph, backdrop);
  const rootOf = graph.roots();
  for (let i = 0; i < labels.length; i++) labels[i] = rootOf[labels[i]!]!;
  let areaCount = 0;
  for (let region = 0; region < count; region++) if (graph.find(region) === region) areaCount++;
  const smoothed = smoothBorders(labels, width, height, style.smoothing, backdrop);
  if (backdrop >= 0) smoothSilhouette(smoothed, width, height, backdrop, style.outlineSmoothing);
  absorbSmallPieces(smoothed, width, minArea);
  // A pink nose is near the fur in the ironed photo and merged into it; its redness against the surround is not.
  let labelCount = carveColourFeatures(lab, subject, smoothed, width, height, backdrop, count);
  if (backdrop >= 0 && scene.parts) labelCount = carveParts(smoothed, scene.parts, backdrop, labelCount);
  return { labels: smoothed, width, height, backdrop, labelCount, areaCount: areaCount + labelCount - count };
}

/**
 * Each piece of `parts` inside the subject becomes an area of its own (a close-up's ear, as pale or pink as the
 * room and merged into the fur otherwise). Returns the new label count.
 */
function carveParts(labels: Int32Array, parts: Bitmap, backdrop: number, labelCount: number): number {
  const { width } = parts;
  const pieces = new Int32Array(labels.length).fill(-1);
  const sides = new Int32Array(4);
  let next = labelCount;
  for (let start = 0; start < labels.length; start++) {
    if (!parts.data[start] || labels[start] === backdrop || pieces[start] !== -1) continue;
    const stack = [start];
    pieces[start] = next;
    while (stack.length > 0) {
      const index = stack.pop()!;
      labels[index] = next;
      sideNeighbours(sides, index, width);
      for (const side of ROWS_FIRST) {
        const near = sides[side]!;
        if (near < 0 || near >= labels.length || !parts.data[near] || labels[near] === backdrop || pieces[near] !== -1) continue;
        pieces[near] = next;
        stack.push(near);
      }
    }
    next++;
  }
  return next;
}

/**
 * For each area (by its root), how many of its pixels lie at least `halfWidth` (chessboard) from another area:
 * its core, what an opening of that half-width keeps. The picture's edge is no border, so a part the frame cuts
 * keeps its width.
 */
function countCores(labels: Int32Array, width: number, height: number, graph: RegionGraph, halfWidth: number, core: Float64Array): void {
  const roots = new Int32Array(labels.length);
  const rootOf = graph.roots();
  for (let i = 0; i < labels.length; i++) roots[i] = rootOf[labels[i]!]!;
  const distance = new Float32Array(roots.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const root = roots[i]!;
      const isBorder = (x > 0 && roots[i - 1] !== root) || (x < width - 1 && roots[i + 1] !== root) || (y > 0 && roots[i - width] !== root) || (y < height - 1 && roots[i + width] !== root);
      distance[i] = isBorder ? 0 : width + height;
    }
  }
  chessboardDistance(distance, width, height);
  core.fill(0);
  for (let i = 0; i < roots.length; i++) if (distance[i]! >= halfWidth) core[roots[i]!]! += 1;
}

/**
 * Every connected piece of an area smaller than `minArea` takes the label it shares most border with, smallest
 * first: the majority filter can cut an area in two and leave a speck, and a piece below the age group's least
 * area is a patch a child would scribble in, not colour.
 */
function absorbSmallPieces(labels: Int32Array, width: number, minArea: number): void {
  const piece = new Int32Array(labels.length).fill(-1);
  const sides = new Int32Array(4);
  const starts: number[] = [];
  const sizes: number[] = [];
  const stack = new Int32Array(labels.length);
  let top = 0;
  for (let start = 0; start < labels.length; start++) {
    if (piece[start] !== -1) continue;
    const id = starts.length;
    const label = labels[start]!;
    piece[start] = id;
    stack[top++] = start;
    let size = 0;
    while (top > 0) {
      const index = stack[--top]!;
      size++;
      sideNeighbours(sides, index, width);
      for (let side = 0; side < 4; side++) {
        const next = sides[side]!;
        if (next < 0 || next >= labels.length || piece[next] !== -1 || labels[next] !== label) continue;
        piece[next] = id;
        stack[top++] = next;
      }
    }
    starts.push(start);
    sizes.push(size);
  }
  const order = sizes.map((_, id) => id).filter((id) => sizes[id]! < minArea).sort((a, b) => sizes[a]! - sizes[b]!);
  const members: number[] = [];
  const borders = new Map<number, number>();
  for (const id of order) {
    // Its pixels are gathered by label from its start, which holds after earlier pieces took new labels.
    const label = labels[starts[id]!]!;
    members.length = 0;
    borders.clear();
    const seen = new Set<number>([starts[id]!]);
    stack[top++] = starts[id]!;
    while (top > 0) {
      const index = stack[--top]!;
      members.push(index);
      sideNeighbours(sides, index, width);
      for (let side = 0; side < 4; side++) {
        const next = sides[side]!;
        if (next < 0 || next >= labels.length || seen.has(next)) continue;
        const other = labels[next]!;
        if (other === label) {
          seen.add(next);
          stack[top++] = next;
        } else {
          borders.set(other, (borders.get(other) ?? 0) + 1);
        }
      }
    }
    if (members.length >= minArea) continue;
    let best = label;
    let bestCount = 0;
    for (const [other, count] of borders) {
      if (count > bestCount || (count === bestCount && other < best)) [best, bestCount] = [other, count];
    }
    for (const index of members) labels[index] = best;
  }
}

/**
 * The subject's silhouette (all that is not backdrop) blurred and cut at one half, in place: the bold outline a
 * child colours up to runs smooth instead of following every lump the superpixels and fur left in it. Paper the
 * smoothing takes from the backdrop goes to the nearest area of the subject.
 */
function smoothSilhouette(labels: Int32Array, width: number, height: number, backdrop: number, radius: number): void {
  if (radius < 1) return;
  let soft: Float32Array = new Float32Array(labels.length);
  for (let i = 0; i < labels.length; i++) soft[i] = labels[i] === backdrop ? 0 : 1;
  for (let pass = 0; pass < 3; pass++) soft = boxMean(soft, width, height, radius);
  // A typed queue, as long as the picture: an array of most of its pixels was copied by every young collection.
  const queue = new Int32Array(labels.length);
  let length = 0;
  const sides = new Int32Array(4);
  const isOpen = new Uint8Array(labels.length);
  for (let i = 0; i < labels.length; i++) {
    const isSubject = soft[i]! >= 0.5;
    if (labels[i] === backdrop) {
      if (isSubject) isOpen[i] = 1;
    } else if (!isSubject) {
      labels[i] = backdrop;
    } else {
      queue[length++] = i;
    }
  }
  // Breadth first from the subject's pixels, so each newly taken pixel joins the area nearest it.
  for (let head = 0; head < length; head++) {
    const index = queue[head]!;
    sideNeighbours(sides, index, width);
    for (let side = 0; side < 4; side++) {
      const next = sides[side]!;
      if (next < 0 || next >= labels.length || !isOpen[next]) continue;
      isOpen[next] = 0;
      labels[next] = labels[index]!;
      queue[length++] = next;
    }
  }
}

/** Mean over the (2r+1)² box around each pixel, clipped at the picture's edge (running sums along rows, then columns). */
function boxMean(values: Float32Array, width: number, height: number, radius: number): Float32Array {
  const across = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let x = 0; x < Math.min(radius, width); x++) sum += values[row + x]!;
    for (let x = 0; x < width; x++) {
      if (x + radius < width) sum += values[row + x + radius]!;
      if (x - radius - 1 >= 0) sum -= values[row + x - radius - 1]!;
      across[row + x] = sum / (Math.min(width - 1, x + radius) - Math.max(0, x - radius) + 1);
    }
  }
  const out = new Float32Array(values.length);
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let y = 0; y < Math.min(radius, height); y++) sum += across[y * width + x]!;
    for (let y = 0; y < height; y++) {
      if (y + radius < height) sum += across[(y + radius) * width + x]!;
      if (y - radius - 1 >= 0) sum -= across[(y - radius - 1) * width + x]!;
      out[y * width + x] = sum / (Math.min(height - 1, y + radius) - Math.max(0, y - radius) + 1);
    }
  }
  return out;
}

/** Merges every area reaching the picture's top, left or right side into one; returns it. */
function mergeAtSides(labels: Int32Array, width: number, height: number, graph: RegionGraph): number {
  let backdrop = -1;
  const take = (index: number) => {
    const region = graph.find(labels[index]!);
    backdrop = backdrop < 0 ? region : graph.merge(backdrop, region);
  };
  for (let x = 0; x < width; x++) take(x);
  for (let y = 1; y < height; y++) {
    take(y * width);
    take(y * width + width - 1);
  }
  return graph.find(backdrop);
}

/**
 * What stands free keeps the ground under its foot, and the ground beside it is backdrop: every area lying wholly
 * in the lowest `GROUND_SHARE` of what is not backdrop, with less than half of it under the part standing above
 * that (widened by its own width each side), joins the backdrop. The rocket's pad, the lights and the launch
 * mount's shadows either side were a lumpy strip across the page's width under a thin stick.
 */
function dropGroundBeside(labels: Int32Array, width: number, height: number, graph: RegionGraph, backdropArea: number): number {
  let backdrop = graph.find(backdropArea);
  let [top, bottom] = [height, -1];
  for (let i = 0; i < labels.length; i++) {
    if (graph.find(labels[i]!) === backdrop) continue;
    const y = Math.floor(i / width);
    [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
  }
  if (bottom < 0) return backdrop;
  const groundTop = bottom - GROUND_SHARE * (bottom - top);
  // The part standing above the ground is the run of columns holding the most of it, each at least half as full
  // as the fullest: a mast or a spire beside it is thinner, a slope rising to it lower.
  const columns = new Float64Array(width);
  const areaTop = new Map<number, number>();
  for (let i = 0; i < labels.length; i++) {
    const region = graph.find(labels[i]!);
    if (region === backdrop) continue;
    const y = Math.floor(i / width);
    if (!areaTop.has(region)) areaTop.set(region, y);
    if (y < groundTop) columns[i % width]! += 1;
  }
  const fullest = Math.max(...columns);
  let [left, right, best] = [-1, -1, 0];
  for (let x = 0; x < width; ) {
    if (columns[x]! * 2 < fullest || fullest === 0) {
      x++;
      continue;
    }
    let [end, sum] = [x, 0];
    while (end < width && columns[end]! * 2 >= fullest) sum += columns[end++]!;
    if (sum > best) [left, right, best] = [x, end - 1, sum];
    x = end;
  }
  if (right < 0) return backdrop;
  const reach = right - left + 1;
  const under = new Map<number, number>();
  for (let i = 0; i < labels.length; i++) {
    const region = graph.find(labels[i]!);
    if (region === backdrop || areaTop.get(region)! < groundTop) continue;
    const x = i % width;
    if (x >= left - reach && x <= right + reach) under.set(region, (under.get(region) ?? 0) + 1);
  }
  for (const [region, firstRow] of areaTop) {
    if (firstRow >= groundTop && (under.get(region) ?? 0) < graph.area[region]! / 2) backdrop = graph.merge(backdrop, region);
  }
  return graph.find(backdrop);
}

/**
 * Merges into the backdrop every area of the subject mostly thinner than `radius` across (what an opening by a
 * square of that half-width takes off): a rim or a strip the subject mask caught hangs off the subject as a
 * tail. The picture's edge does not count as the subject's end, so a head the photo cuts is not thin there.
 */
function dropThinParts(labels: Int32Array, width: number, height: number, graph: RegionGraph, backdropArea: number, radius: number): number {
  let backdrop = graph.find(backdropArea);
  const size = labels.length;
  const far = width + height;
  // Chessboard distance to the backdrop, then from the part left after shrinking by `radius` (grown back).
  const distance = new Float32Array(size);
  const rootOf = graph.roots();
  for (let i = 0; i < size; i++) distance[i] = rootOf[labels[i]!] === backdrop ? 0 : far;
  chessboardDistance(distance, width, height);
  for (let i = 0; i < size; i++) distance[i] = distance[i]! > radius ? 0 : far;
  chessboardDistance(distance, width, height);
  const thin = new Float64Array(graph.area.length);
  for (let i = 0; i < size; i++) {
    const region = rootOf[labels[i]!]!;
    if (region !== backdrop && distance[i]! > radius) thin[region]! += 1;
  }
  for (let region = 0; region < thin.length; region++) {
    if (thin[region]! * 2 > graph.area[region]! && graph.find(region) === region) backdrop = graph.merge(backdrop, region);
  }
  return graph.find(backdrop);
}

/** `sideNeighbours`' order above, below, left, right. */
const ROWS_FIRST = [2, 3, 0, 1] as const;

/**
 * The pixels left, right, above and below `index` into `sides` (-1 past the left or right side; above and below
 * may fall off the picture): a flood fill reuses one, where an array of them a pixel kept the collector busy.
 */
function sideNeighbours(sides: Int32Array, index: number, width: number): void {
  const x = index % width;
  sides[0] = x > 0 ? index - 1 : -1;
  sides[1] = x < width - 1 ? index + 1 : -1;
  sides[2] = index - width;
  sides[3] = index + width;
}

/** Chessboard distance from the zeros of `distance` (the rest set high), in place: two passes. */
function chessboardDistance(distance: Float32Array, width: number, height: number): void {
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let d = distance[i]!;
      if (x > 0) d = Math.min(d, distance[i - 1]! + 1);
      if (y > 0) {
        d = Math.min(d, distance[i - width]! + 1);
        if (x > 0) d = Math.min(d, distance[i - width - 1]! + 1);
        if (x < width - 1) d = Math.min(d, distance[i - width + 1]! + 1);
      }
      distance[i] = d;
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      let d = distance[i]!;
      if (x < width - 1) d = Math.min(d, distance[i + 1]! + 1);
      if (y < height - 1) {
        d = Math.min(d, distance[i + width]! + 1);
        if (x < width - 1) d = Math.min(d, distance[i + width + 1]! + 1);
        if (x > 0) d = Math.min(d, distance[i + width - 1]! + 1);
      }
      distance[i] = d;
    }
  }
}

/**
 * Merges into the backdrop every group of touching areas (apart from it) smaller than a share of the largest
 * group: a lamp or a cloud left beside what stands free, a corner of flag the subject's mask caught; returns
 * the backdrop.
 */
function mergeSmallGroups(labels: Int32Array, width: number, graph: RegionGraph, backdropArea: number): number {
  let backdrop = graph.find(backdropArea);
  const group = new Int32Array(labels.length).fill(-1);
  const sides = new Int32Array(4);
  const sizes: number[] = [];
  const stack = new Int32Array(labels.length);
  let top = 0;
  const rootOf = graph.roots();
  for (let start = 0; start < labels.length; start++) {
    if (group[start] !== -1 || rootOf[labels[start]!] === backdrop) continue;
    let size = 0;
    group[start] = sizes.length;
    stack[top++] = start;
    while (top > 0) {
      const index = stack[--top]!;
      size++;
      sideNeighbours(sides, index, width);
      for (const side of ROWS_FIRST) {
        const next = sides[side]!;
        if (next < 0 || next >= labels.length || group[next] !== -1 || rootOf[labels[next]!] === backdrop) continue;
        group[next] = sizes.length;
        stack[top++] = next;
      }
    }
    sizes.push(size);
  }
  const largest = Math.max(0, ...sizes);
  for (let i = 0; i < labels.length; i++) {
    if (group[i]! >= 0 && sizes[group[i]!]! < largest * MIN_GROUP_SHARE) backdrop = graph.merge(backdrop, graph.find(labels[i]!));
  }
  return graph.find(backdrop);
}

/**
 * The borders between areas as one-pixel lines. Where an area meets the picture's edge, the edge is drawn
 * too (except for the backdrop), so areas cut by the frame close against it.
 */
export function regionBorders(regions: Regions): Bitmap {
  const { labels, width, height, backdrop } = regions;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      const label = labels[index]!;
      const isFrame = x === 0 || y === 0 || x === width - 1 || y === height - 1;
      if (isFrame) {
        if (label !== backdrop) data[index] = 1;
        continue;
      }
      // A border pixel on the side away from the backdrop, so the subject's outline hugs the subject.
      const right = labels[index + 1]!;
      const down = labels[index + width]!;
      if (right !== label) data[right === backdrop ? index : index + 1] = 1;
      if (down !== label) data[down === backdrop ? index : index + width] = 1;
    }
  }
  return { data, width, height };
}

/** Where the subject's area meets the backdrop (and the frame, where the subject is cut by it), one pixel wide. */
export function subjectOutline(regions: Regions): Bitmap | null {
  const { labels, width, height, backdrop } = regions;
  if (backdrop < 0) return null;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      if (labels[index] === backdrop) continue;
      const isEdge =
        x === 0 || y === 0 || x === width - 1 || y === height - 1 || labels[index - 1] === backdrop || labels[index + 1] === backdrop || labels[index - width] === backdrop || labels[index + width] === backdrop;
      if (isEdge) data[index] = 1;
    }
  }
  return { data, width, height };
}

/**
 * Each pixel near a border takes the area most of its neighbourhood belongs to, twice over: borders through
 * texture keep the superpixels' steps and wiggles, which a page would otherwise draw as ragged lines.
 */
function smoothBorders(labels: Int32Array, width: number, height: number, smoothing: number, backdrop: number): Int32Array {
  let source = labels;
  // The subject's outline is ironed harder: it is the line a child sees first, and it runs through fur.
  const outer = smoothing + 2;
  const seenLabels = new Int32Array((2 * outer + 1) ** 2);
  const seenCounts = new Int32Array((2 * outer + 1) ** 2);
  for (let round = 0; round < 2; round++) {
    const out = Int32Array.from(source);
    for (let y = outer; y < height - outer; y++) {
      for (let x = outer; x < width - outer; x++) {
        const index = y * width + x;
        const own = source[index]!;
        const isNearBackdrop =
          backdrop >= 0 &&
          (own === backdrop || source[index - outer] === backdrop || source[index + outer] === backdrop || source[index - outer * width] === backdrop || source[index + outer * width] === backdrop);
        const radius = isNearBackdrop ? outer : smoothing;
        if (source[index - radius] === own && source[index + radius] === own && source[index - radius * width] === own && source[index + radius * width] === own) continue;
        let kinds = 0;
        for (let dy = -radius; dy <= radius; dy++) {
          const row = index + dy * width;
          for (let dx = -radius; dx <= radius; dx++) {
            const label = source[row + dx]!;
            let at = 0;
            while (at < kinds && seenLabels[at] !== label) at++;
            if (at === kinds) {
              seenLabels[kinds] = label;
              seenCounts[kinds++] = 1;
            } else {
              seenCounts[at]!++;
            }
          }
        }
        let best = own;
        let bestCount = 0;
        for (let i = 0; i < kinds; i++) if (seenLabels[i] === own) bestCount = seenCounts[i]!;
        for (let i = 0; i < kinds; i++) {
          if (seenCounts[i]! > bestCount) {
            best = seenLabels[i]!;
            bestCount = seenCounts[i]!;
          }
        }
        out[index] = best;
      }
    }
    source = out;
  }
  return source;
}

/** sRGB to CIELAB (D65), three floats a pixel: distances in it are close to how different colours look. */
function toLab(rgb: Uint8Array, channels: number, pixels: number): Float32Array {
  const linear = new Float32Array(256);
  for (let v = 0; v < 256; v++) {
    const c = v / 255;
    linear[v] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const lab = new Float32Array(pixels * 3);
  for (let i = 0; i < pixels; i++) {
    const r = linear[rgb[i * channels]!]!;
    const g = linear[rgb[i * channels + 1]!]!;
    const b = linear[rgb[i * channels + 2]!]!;
    const fx = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
    const fy = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
    const fz = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
    lab[i * 3] = 116 * fy - 16;
    lab[i * 3 + 1] = 500 * (fx - fy);
    lab[i * 3 + 2] = 200 * (fy - fz);
  }
  return lab;
}

/** SLIC superpixels: k-means over colour and position, each centre searching a window twice its spacing. */
function superpixels(lab: Float32Array, gradient: Float32Array, width: number, height: number, cell: number): Int32Array {
  const centres: number[] = [];
  for (let y = cell >> 1; y < height; y += cell) {
    for (let x = cell >> 1; x < width; x += cell) {
      // Moved to the calmest pixel nearby, so no centre starts on an edge.
      let best = y * width + x;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          if (gradient[ny * width + nx]! < gradient[best]!) best = ny * width + nx;
        }
      }
      const bx = best % width;
      centres.push(lab[best * 3]!, lab[best * 3 + 1]!, lab[best * 3 + 2]!, bx, (best - bx) / width);
    }
  }
  const k = centres.length / 5;
  const centre = Float64Array.from(centres);
  const labels = new Int32Array(width * height);
  const distance = new Float32Array(width * height);
  const sums = new Float64Array(k * 6);
  const spatial = (COMPACTNESS / cell) ** 2;
  for (let round = 0; round < SLIC_ROUNDS; round++) {
    distance.fill(Infinity);
    for (let c = 0; c < k; c++) {
      const [cl, ca, cb, cx, cy] = [centre[c * 5]!, centre[c * 5 + 1]!, centre[c * 5 + 2]!, centre[c * 5 + 3]!, centre[c * 5 + 4]!];
      const x0 = Math.max(0, Math.floor(cx - cell));
      const x1 = Math.min(width - 1, Math.ceil(cx + cell));
      const y0 = Math.max(0, Math.floor(cy - cell));
      const y1 = Math.min(height - 1, Math.ceil(cy + cell));
      for (let y = y0; y <= y1; y++) {
        const dy2 = (y - cy) * (y - cy);
        for (let x = x0; x <= x1; x++) {
          const index = y * width + x;
          const dl = lab[index * 3]! - cl;
          const da = lab[index * 3 + 1]! - ca;
          const db = lab[index * 3 + 2]! - cb;
          const d = dl * dl + da * da + db * db + ((x - cx) * (x - cx) + dy2) * spatial;
          if (d < distance[index]!) {
            distance[index] = d;
            labels[index] = c;
          }
        }
      }
    }
    sums.fill(0);
    for (let index = 0; index < labels.length; index++) {
      const c = labels[index]! * 6;
      const x = index % width;
      sums[c]! += lab[index * 3]!;
      sums[c + 1]! += lab[index * 3 + 1]!;
      sums[c + 2]! += lab[index * 3 + 2]!;
      sums[c + 3]! += x;
      sums[c + 4]! += (index - x) / width;
      sums[c + 5]! += 1;
    }
    for (let c = 0; c < k; c++) {
      const n = sums[c * 6 + 5]!;
      if (n === 0) continue;
      for (let j = 0; j < 5; j++) centre[c * 5 + j] = sums[c * 6 + j]! / n;
    }
  }
  return labels;
}

/**
 * Renumbers the labels as 4-connected pieces (k-means leaves a superpixel in several), pieces under `minSize`
 * joining the piece before them. Returns the number of pieces.
 */
function connectPieces(labels: Int32Array, width: number, height: number, minSize: number): number {
  const out = new Int32Array(labels.length).fill(-1);
  const stack = new Int32Array(labels.length);
  const members = new Int32Array(labels.length);
  let count = 0;
  for (let start = 0; start < labels.length; start++) {
    if (out[start] !== -1) continue;
    const x0 = start % width;
    // The piece this one joins when it is too small: its left or upper neighbour, already numbered.
    const adjacent = x0 > 0 ? out[start - 1]! : start >= width ? out[start - width]! : -1;
    const label = labels[start]!;
    let memberCount = 0;
    let top = 0;
    stack[top++] = start;
    out[start] = count;
    while (top > 0) {
      const index = stack[--top]!;
      members[memberCount++] = index;
      const x = index % width;
      for (let side = 0; side < 4; side++) {
        const next = side === 0 ? (index >= width ? index - width : -1) : side === 1 ? (index < labels.length - width ? index + width : -1) : side === 2 ? (x > 0 ? index - 1 : -1) : x < width - 1 ? index + 1 : -1;
        if (next < 0 || out[next] !== -1 || labels[next] !== label) continue;
        out[next] = count;
        stack[top++] = next;
      }
    }
    if (memberCount < minSize && adjacent >= 0) {
      for (let i = 0; i < memberCount; i++) out[members[i]!] = adjacent;
    } else {
      count++;
    }
  }
  labels.set(out);
  void height;
  return count;
}

interface Border {
  /** Sum of the edge strength along the border, and its length in pixel pairs. */
  strength: number;
  length: number;
  /** Pixel pairs of the border on the photo's crisp lines. */
  crisp: number;
}

interface RegionGraph {
  area: Float64Array;
  find(region: number): number;
  /** Every area's root as they stand, by area: looked up a pixel, where a find a pixel cost much more. */
  roots(): Int32Array;
  /** Merges two areas; returns the one that remains. */
  merge(a: number, b: number): number;
  perimeter(region: number): number;
  edgeQuantile(quantile: number): number;
  /** Merges neighbours, weakest border first, while `shouldMerge` agrees. */
  mergeWhile(shouldMerge: (a: number, b: number, cost: number, strength: number, crisp: number) => boolean): void;
  /**
   * Each area `isTooSmall` picks joins the neighbour it has the weakest border with, smallest area first, in
   * passes; `beforePass` runs before each.
   */
  absorb(isTooSmall: (region: number) => boolean, beforePass?: () => void): void;
}

/** The areas' neighbourhood: for each pair of touching areas, how strong an edge divides them. */
function buildGraph(labels: Int32Array, count: number, lab: Float32Array, gradient: Float32Array, width: number, height: number, crispLines: Uint8Array | null): RegionGraph {
  const area = new Float64Array(count);
  const frame = new Float64Array(count);
  const parent = Int32Array.from({ length: count }, (_, i) => i);
  const borders: Array<Map<number, Border>> = Array.from({ length: count }, () => new Map());
  const colour = new Float64Array(count * 3);
  const touch = (a: number, b: number, strength: number, isCrisp: boolean) => {
    let border = borders[a]!.get(b);
    if (!border) {
      border = { strength: 0, length: 0, crisp: 0 };
      borders[a]!.set(b, border);
      borders[b]!.set(a, border);
    }
    border.strength += strength;
    border.length += 1;
    if (isCrisp) border.crisp += 1;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      const label = labels[index]!;
      area[label]! += 1;
      colour[label * 3]! += lab[index * 3]!;
      colour[label * 3 + 1]! += lab[index * 3 + 1]!;
      colour[label * 3 + 2]! += lab[index * 3 + 2]!;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) frame[label]! += 1;
      if (x < width - 1 && labels[index + 1] !== label) touch(label, labels[index + 1]!, Math.max(gradient[index]!, gradient[index + 1]!), crispLines !== null && (crispLines[index]! | crispLines[index + 1]!) === 1);
      if (y < height - 1 && labels[index + width] !== label) touch(label, labels[index + width]!, Math.max(gradient[index]!, gradient[index + width]!), crispLines !== null && (crispLines[index]! | crispLines[index + width]!) === 1);
    }
  }
  const find = (region: number): number => {
    let root = region;
    while (parent[root] !== root) root = parent[root]!;
    while (parent[region] !== root) {
      const next = parent[region]!;
      parent[region] = root;
      region = next;
    }
    return root;
  };
  // A border's cost is its mean edge strength plus how different the two areas' colours are, so a soft edge
  // between two plainly different colours (a cat's head against a blurred room) still holds.
  const cost = (a: number, b: number, border: Border) => {
    const dl = colour[a * 3]! / area[a]! - colour[b * 3]! / area[b]!;
    const da = colour[a * 3 + 1]! / area[a]! - colour[b * 3 + 1]! / area[b]!;
    const db = colour[a * 3 + 2]! / area[a]! - colour[b * 3 + 2]! / area[b]!;
    return border.strength / border.length + COLOUR_WEIGHT * hypot3(dl, da, db);
  };
  const merge = (a: number, b: number): number => {
    let [keep, gone] = area[a]! >= area[b]! ? [a, b] : [b, a];
    keep = find(keep);
    gone = find(gone);
    if (keep === gone) return keep;
    parent[gone] = keep;
    area[keep]! += area[gone]!;
    frame[keep]! += frame[gone]!;
    for (let j = 0; j < 3; j++) colour[keep * 3 + j]! += colour[gone * 3 + j]!;
    const kept = borders[keep]!;
    kept.delete(gone);
    for (const [other, border] of borders[gone]!) {
      if (other === keep) continue;
      const theirs = borders[other]!;
      theirs.delete(gone);
      const existing = kept.get(other);
      if (existing) {
        existing.strength += border.strength;
        existing.length += border.length;
        existing.crisp += border.crisp;
      } else {
        kept.set(other, border);
        theirs.set(keep, border);
      }
    }
    borders[gone]!.clear();
    return keep;
  };
  const edgeQuantile = (quantile: number) => {
    const costs: number[] = [];
    for (let a = 0; a < count; a++) {
      borders[a]!.forEach((border, b) => {
        if (a < b) costs.push(cost(a, b, border));
      });
    }
    costs.sort((p, q) => p - q);
    return costs.length ? costs[Math.min(costs.length - 1, Math.floor(costs.length * quantile))]! : 0;
  };
  const mergeWhile = (shouldMerge: (a: number, b: number, cost: number, strength: number, crisp: number) => boolean) => {
    const heap = new MinHeap();
    const version = new Int32Array(count);
    const strengthOf = (a: number, b: number) => {
      const border = borders[a]!.get(b);
      return border ? border.strength / border.length : Infinity;
    };
    const crispOf = (a: number, b: number) => {
      const border = borders[a]!.get(b);
      return border ? border.crisp / border.length : 0;
    };
    const pushBorders = (a: number) => {
      // forEach, in the map's order as a for-of, without an entry array a border.
      borders[a]!.forEach((border, b) => heap.push(cost(a, b, border), a, b, version[a]!, version[b]!));
    };
    for (let a = 0; a < count; a++) if (parent[a] === a) pushBorders(a);
    while (heap.size > 0) {
      heap.pop();
      const { cost: c, a, b, va, vb } = heap.top;
      if (parent[a] !== a || parent[b] !== b || version[a] !== va || version[b] !== vb) continue;
      if (c >= Infinity) break;
      if (!shouldMerge(a, b, c, strengthOf(a, b), crispOf(a, b))) continue;
      const kept = merge(a, b);
      version[kept]!++;
      pushBorders(kept);
    }
  };
  const perimeter = (region: number) => {
    let length = frame[region]!;
    for (const border of borders[region]!.values()) length += border.length;
    return Math.max(1, length);
  };
  const absorb = (isTooSmall: (region: number) => boolean, beforePass?: () => void) => {
    for (let pass = 0; pass < ABSORB_PASSES; pass++) {
      beforePass?.();
      const small: number[] = [];
      for (let region = 0; region < count; region++) if (parent[region] === region && isTooSmall(region)) small.push(region);
      if (small.length === 0) return;
      small.sort((p, q) => area[p]! - area[q]!);
      for (const start of small) {
        const region = find(start);
        if (region !== start || !isTooSmall(region)) continue;
        let best = -1;
        let bestCost = Infinity;
        for (const [other, border] of borders[region]!) {
          const c = cost(region, other, border);
          if (c < bestCost) [best, bestCost] = [other, c];
        }
        if (best >= 0) merge(region, best);
      }
    }
  };
  const roots = () => {
    const rootOf = new Int32Array(count);
    for (let region = 0; region < count; region++) rootOf[region] = find(region);
    return rootOf;
  };
  return { area, find, roots, merge, perimeter, edgeQuantile, mergeWhile, absorb };
}

/**
 * A binary min-heap of borders by cost, with the versions of their two areas when pushed. Kept in typed arrays
 * grown by doubling: a merge pushes every border of the area it grows, hundreds of thousands of entries a page,
 * and an array and a tuple each were much of the merging's time and of the collector's.
 */
class MinHeap {
  private costs = new Float64Array(1024);
  /** a, b, va, vb of each entry, four to an entry. */
  private entries = new Int32Array(4096);
  private length = 0;
  get size(): number {
    return this.length;
  }
  push(cost: number, a: number, b: number, va: number, vb: number): void {
    if (this.length === this.costs.length) {
      const costs = new Float64Array(this.length * 2);
      costs.set(this.costs);
      const entries = new Int32Array(this.length * 8);
      entries.set(this.entries);
      [this.costs, this.entries] = [costs, entries];
    }
    let i = this.length++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (this.costs[up]! <= cost) break;
      this.move(up, i);
      i = up;
    }
    this.put(i, cost, a, b, va, vb);
  }
  /** The least entry, taken off: read from `top` (no object a pop, as a merging pops hundreds of thousands). */
  readonly top = { cost: 0, a: 0, b: 0, va: 0, vb: 0 };
  pop(): void {
    const { costs, entries, top } = this;
    top.cost = costs[0]!;
    top.a = entries[0]!;
    top.b = entries[1]!;
    top.va = entries[2]!;
    top.vb = entries[3]!;
    const last = --this.length;
    if (last > 0) {
      const cost = costs[last]!;
      const a = entries[last * 4]!;
      const b = entries[last * 4 + 1]!;
      const va = entries[last * 4 + 2]!;
      const vb = entries[last * 4 + 3]!;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let smallest = i;
        let smallestCost = cost;
        if (l < last && costs[l]! < smallestCost) {
          smallest = l;
          smallestCost = costs[l]!;
        }
        if (r < last && costs[r]! < smallestCost) smallest = r;
        if (smallest === i) break;
        this.move(smallest, i);
        i = smallest;
      }
      this.put(i, cost, a, b, va, vb);
    }
  }
  /** Entry `from` to slot `to`. */
  private move(from: number, to: number): void {
    const { entries } = this;
    this.costs[to] = this.costs[from]!;
    // Four assignments: copyWithin on four entries cost more than the move itself.
    entries[to * 4] = entries[from * 4]!;
    entries[to * 4 + 1] = entries[from * 4 + 1]!;
    entries[to * 4 + 2] = entries[from * 4 + 2]!;
    entries[to * 4 + 3] = entries[from * 4 + 3]!;
  }
  private put(i: number, cost: number, a: number, b: number, va: number, vb: number): void {
    this.costs[i] = cost;
    this.entries[i * 4] = a;
    this.entries[i * 4 + 1] = b;
    this.entries[i * 4 + 2] = va;
    this.entries[i * 4 + 3] = vb;
  }
}
