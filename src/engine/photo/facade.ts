import type { AgeGroup } from '../../shared/constants';
import type { Bitmap } from '../linework/bitmap-ops';

/**
 * A building drawn as one: its block standing on the ground, its bays with a window each. Traced alone, the
 * façade was a wobbly grid of cells with a ragged bottom (the hedge and the trees bit into it) and no window,
 * door, roof edge or ground, and no one knew it for a building without the photo.
 */

/** The block is its mask's convex hull only when that adds at most this share to it (an L-shaped house keeps its own). */
const HULL_MAX_GROWTH = 0.45;
/** A hull filling this share of its bounding box is that box: only what stood in front of it cut its corners. */
const BOX_FILL = 0.97;
/**
 * Lines inside a lone block further than this (working pixels, about half a cell of its built mask) from its
 * regular part are what stood in front of it (a tree's crown, a hedge), not the building.
 */
const IN_FRONT_MARGIN = 10;
/** A lone block's rim is drawn this many pixels wide: thickened with the rest, as bold as a subject's outline. */
const OUTLINE_WIDTH = 3;
/** How far the ground runs past the block on each side, as a share of its width. */
const GROUND_OVERHANG = 0.06;

/** Least side of a bay given a window, working pixels: smaller cells are slivers between bays. */
const BAY_MIN_SIDE = 18;
/** Least share of its bounding box a bay fills: a wedge or an L is wall between bays, not a bay. */
const BAY_FILL = 0.6;
/** A window's share of its bay's width and height, tried from the first down till it fits clear of the lines. */
const WINDOW_SHARES = [0.5, 0.42, 0.34] as const;
/**
 * Least side of a window, in its lines' stroke widths (twice the thickening and the pixel between), and one more
 * pane's worth when it is cut in four: a smaller one prints as a black blot.
 */
const WINDOW_MIN_STROKES = 3;
/** Least shorter side of a bay given a plain window where four panes do not fit, in working pixels. */
const PLAIN_BAY_MIN_SIDE = 38;
/** Least shorter side of such a bay over its longer side: a long thin bay is a band, not a window's wall. */
const PLAIN_BAY_SQUARENESS = 0.5;
/** Least width of a window given a glazing bar, in stroke widths: each half a pane, not a sliver. */
const BARRED_MIN_STROKES = 6;

/** A door's width as a share of the block's foot, and its height over its width: a front door, not a gate. */
const DOOR_WIDTH_SHARE = 0.1;
const DOOR_ASPECT = 1.9;
/** A door is at most this share of the block's height (a low block's door would reach its roof). */
const DOOR_MAX_HEIGHT_SHARE = 0.3;
/** Steps up to the door by age group, each a stroke's worth wider on both sides than the one above it. */
const DOOR_STEPS: Record<AgeGroup, number> = { '3-5': 1, '6-8': 2, '9-12': 2 };

export type WindowDetail = 'plain' | 'bar' | 'panes';
const WINDOW_DETAIL: Record<AgeGroup, WindowDetail> = { '3-5': 'plain', '6-8': 'bar', '9-12': 'panes' };

/**
 * The building as a block standing on the ground: the hull of its mask with the bottom made flat at its lowest
 * row (a hedge or a tree in front bit teeth out of its foot), so its roof edge and sides are straight and it
 * stands on a ground line running a little past it. Null when the hull grows the mask by more than
 * `HULL_MAX_GROWTH` (a building of two wings at an angle is no convex block).
 */
export function standingBlock(mask: Bitmap): Bitmap | null {
  const { data, width, height } = mask;
  const points: Array<[number, number]> = [];
  let area = 0;
  let lowest = -1;
  let [minX, maxX] = [width, -1];
  for (let y = 0; y < height; y++) {
    let [left, right] = [-1, -1];
    for (let x = 0; x < width; x++) {
      if (!data[y * width + x]) continue;
      area++;
      if (left < 0) left = x;
      right = x;
    }
    if (left < 0) continue;
    points.push([left, y], [right + 1, y], [left, y + 1], [right + 1, y + 1]);
    lowest = y;
    minX = Math.min(minX, left);
    maxX = Math.max(maxX, right);
  }
  if (lowest < 0) return null;
  points.push([minX, lowest + 1], [maxX + 1, lowest + 1]);
  const hull = convexHull(points);
  const filled = fillPolygon(hull, width, height);
  let hullArea = 0;
  for (const value of filled) hullArea += value;
  if (hullArea > area * (1 + HULL_MAX_GROWTH)) return null;
  // A tree in front of a corner left it slanted, read as a sloping roof: the block is square.
  const top = points[0]![1];
  if (hullArea < BOX_FILL * (maxX + 1 - minX) * (lowest + 1 - top)) return { data: filled, width, height };
  const box = new Uint8Array(width * height);
  for (let y = top; y <= lowest; y++) box.fill(1, y * width + minX, y * width + maxX + 1);
  return { data: box, width, height };
}

/**
 * A building's lines drawn as a building: standing `alone` (its background simplified) outlined by its block
 * (`withinBlock`), without the lines away from its `regular` part (what stood in front of it); for the youngest
 * its bays merged two by two (`mergedBays`, after which `prune` wears away the stubs left); a ground line along the block's foot running a little past it on both sides, a front door on steps
 * in the middle of its foot (`frontDoor`), and a window in each bay but the door's (`bayWindows`), plain at 3-5,
 * with a glazing bar at 6-8, with a cross of bars and a sill at 9-12. `lines` are one pixel wide; `thickness` is
 * what they are thickened by after.
 */
export function facadeLines(lines: Bitmap, block: Bitmap, ageGroup: AgeGroup, thickness: number, prune: (bitmap: Bitmap) => Bitmap, alone = false, regular: Bitmap | null = null): Bitmap {
  const { width, height } = lines;
  const shaped = alone ? withinBlock(lines, block, regular, prune) : lines;
  const drawn = ageGroup === '3-5' ? prune(mergedBays(shaped, block)) : { ...shaped, data: Uint8Array.from(shaped.data) };
  const ground = groundOf(block);
  if (ground) for (let x = ground.left; x <= ground.right; x++) drawn.data[ground.y * width + x] = 1;
  const door = ground ? frontDoor(drawn, block, ground, thickness, ageGroup) : null;
  const windows = bayWindows(drawn, block, thickness, WINDOW_DETAIL[ageGroup], door);
  for (let i = 0; i < drawn.data.length; i++) drawn.data[i] = drawn.data[i]! | windows.data[i]!;
  return { data: drawn.data, width, height };
}

/**
 * A building standing alone (its background simplified) outlined by its block: the traced outline followed the
 * trees and the hedge that cut into it, a ragged jigsaw edge with a branch's hook at its top. Lines outside the
 * block go, and its rim is drawn `OUTLINE_WIDTH` pixels wide, so once thickened it is as bold as a subject's
 * outline. Given the building's `regular` part (its built mask), the lines inside the block but away from it go too
 * and `prune` wears back what they leave hanging: a tree's crown in a corner the block squared was a blob of
 * branches on the wall.
 */
function withinBlock(lines: Bitmap, block: Bitmap, regular: Bitmap | null, prune: (bitmap: Bitmap) => Bitmap): Bitmap {
  const { width, height } = lines;
  const nearRegular = regular && grownSquare(regular, IN_FRONT_MARGIN);
  const reach = OUTLINE_WIDTH - 1;
  // The block eroded by a square of `reach` each way (rows, then columns, by running counts; beyond the picture is
  // outside): what the erosion takes is the rim.
  const across = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let inside = x >= reach && x < width - reach;
      for (let dx = -reach; dx <= reach && inside; dx++) inside = block.data[y * width + x + dx] === 1;
      across[y * width + x] = inside ? 1 : 0;
    }
  }
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      if (!block.data[index]) continue;
      let inside = y >= reach && y < height - reach;
      for (let dy = -reach; dy <= reach && inside; dy++) inside = across[index + dy * width] === 1;
      data[index] = inside ? (nearRegular && !nearRegular[index] ? 0 : lines.data[index]!) : 1;
    }
  }
  return nearRegular ? prune({ data, width, height }) : { data, width, height };
}

/** `mask` grown by a square of `reach` pixels each way (rows, then columns, by running counts). */
function grownSquare(mask: Bitmap, reach: number): Uint8Array {
  const { data, width, height } = mask;
  const across = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    let count = 0;
    for (let x = -reach; x < width; x++) {
      if (x + reach < width) count += data[y * width + x + reach]!;
      if (x - reach - 1 >= 0) count -= data[y * width + x - reach - 1]!;
      if (x >= 0) across[y * width + x] = count > 0 ? 1 : 0;
    }
  }
  const grown = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) {
    let count = 0;
    for (let y = -reach; y < height; y++) {
      if (y + reach < height) count += across[(y + reach) * width + x]!;
      if (y - reach - 1 >= 0) count -= across[(y - reach - 1) * width + x]!;
      if (y >= 0) grown[y * width + x] = count > 0 ? 1 : 0;
    }
  }
  return grown;
}

/**
 * A front door at the middle of the block's foot, standing on steps on the ground line: the traced ground floor
 * (a canopy, pillars, glass) was shapeless lumps, and a building without a door did not read as one. The lines
 * inside the door and its steps, and a stroke's clearance round them, are rubbed out, and each line cut so is
 * carried straight on to the door's outline, so the wall round the door stays closed and no sliver of paper runs
 * beside it. Drawn into `lines`; the box it takes (no window goes there) is returned.
 */
function frontDoor(lines: Bitmap, block: Bitmap, ground: { y: number; left: number; right: number }, thickness: number, ageGroup: AgeGroup): Box | null {
  const { width, height } = lines;
  const foot = footOf(block, ground.y - 1);
  if (!foot) return null;
  const [top, bottom] = verticalExtent(block, Math.round((foot.left + foot.right) / 2));
  const stroke = 2 * thickness + 1;
  const stepHeight = Math.max(3 * stroke, 10);
  const steps = DOOR_STEPS[ageGroup];
  const doorWidth = Math.round((foot.right - foot.left) * DOOR_WIDTH_SHARE);
  const doorHeight = Math.min(Math.round(doorWidth * DOOR_ASPECT), Math.round((bottom - top) * DOOR_MAX_HEIGHT_SHARE) - steps * stepHeight);
  if (doorWidth < 4 * stroke || doorHeight < 6 * stroke) return null;
  const middle = Math.round((foot.left + foot.right) / 2);
  const jut = Math.max(2 * stroke, Math.round(doorWidth * 0.15));
  const door: Box = { left: middle - Math.round(doorWidth / 2), right: middle + Math.round(doorWidth / 2), bottom: ground.y - steps * stepHeight, top: ground.y - steps * stepHeight - doorHeight };
  const stepBoxes: Box[] = [];
  for (let k = 0; k < steps; k++) {
    const grow = (k + 1) * jut;
    stepBoxes.push({ left: door.left - grow, right: door.right + grow, top: ground.y - (steps - k) * stepHeight, bottom: ground.y - (steps - k - 1) * stepHeight });
  }
  const whole: Box = { left: stepBoxes[steps - 1]!.left, right: stepBoxes[steps - 1]!.right, top: door.top, bottom: ground.y };
  const clearance = 2 * thickness + 3;
  const isTaken = (x: number, y: number) => [door, ...stepBoxes].some((box) => x >= box.left - clearance && x <= box.right + clearance && y >= box.top - clearance && y <= box.bottom);
  if (whole.left - clearance < 0 || whole.right + clearance >= width || whole.top - clearance < 0 || ground.y >= height) return null;
  // Where a line enters the cleared ground it is carried on to the nearest point of the door or its steps.
  const cut: Array<[number, number]> = [];
  for (let y = whole.top - clearance; y < ground.y; y++) {
    for (let x = whole.left - clearance; x <= whole.right + clearance; x++) {
      if (!isTaken(x, y) || !lines.data[y * width + x]) continue;
      const outside = [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]].some(([nx, ny]) => !isTaken(nx!, ny!) && lines.data[ny! * width + nx!]);
      if (outside) cut.push([x, y]);
    }
  }
  for (let y = whole.top - clearance; y < ground.y; y++) for (let x = whole.left - clearance; x <= whole.right + clearance; x++) if (isTaken(x, y)) lines.data[y * width + x] = 0;
  for (const [x, y] of cut) {
    const target = nearestOnBoxes(x, y, [door, ...stepBoxes]);
    const reach = Math.max(Math.abs(target[0] - x), Math.abs(target[1] - y));
    for (let step = 0; step <= reach; step++) lines.data[Math.round(y + ((target[1] - y) * step) / Math.max(1, reach)) * width + Math.round(x + ((target[0] - x) * step) / Math.max(1, reach))] = 1;
  }
  drawDoor(lines.data, width, door, ageGroup);
  for (const box of stepBoxes) rectangle(lines.data, width, box);
  return { left: whole.left - clearance, right: whole.right + clearance, top: whole.top - clearance, bottom: ground.y };
}

/** A door's leaves: one at 3-5, two at 6-8, two with a fanlight over them at 9-12. */
function drawDoor(out: Uint8Array, width: number, door: Box, ageGroup: AgeGroup): void {
  rectangle(out, width, door);
  if (ageGroup === '3-5') return;
  const fanlight = ageGroup === '9-12' ? door.top + Math.round((door.bottom - door.top) * 0.22) : door.top;
  if (fanlight > door.top) for (let x = door.left; x <= door.right; x++) out[fanlight * width + x] = 1;
  const middle = Math.round((door.left + door.right) / 2);
  for (let y = fanlight; y <= door.bottom; y++) out[y * width + middle] = 1;
}

/** The point of the boxes' outlines nearest (x, y). */
function nearestOnBoxes(x: number, y: number, boxes: Box[]): [number, number] {
  let best: [number, number] = [x, y];
  let bestDistance = Infinity;
  for (const box of boxes) {
    const [cx, cy] = [Math.min(box.right, Math.max(box.left, x)), Math.min(box.bottom, Math.max(box.top, y))];
    // A point inside the box goes out to its nearest side.
    const candidates: Array<[number, number]> = cx === x && cy === y ? [[box.left, y], [box.right, y], [x, box.top], [x, box.bottom]] : [[cx, cy]];
    for (const candidate of candidates) {
      const distance = (candidate[0] - x) ** 2 + (candidate[1] - y) ** 2;
      if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
    }
  }
  return best;
}

/** The block's first and last column on row `y`. */
function footOf(block: Bitmap, y: number): { left: number; right: number } | null {
  let [left, right] = [-1, -1];
  for (let x = 0; x < block.width; x++) {
    if (!block.data[y * block.width + x]) continue;
    if (left < 0) left = x;
    right = x;
  }
  return left < 0 ? null : { left, right };
}

/** The block's top and bottom row in column `x`. */
function verticalExtent(block: Bitmap, x: number): [number, number] {
  let [top, bottom] = [-1, -1];
  for (let y = 0; y < block.height; y++) {
    if (!block.data[y * block.width + x]) continue;
    if (top < 0) top = y;
    bottom = y;
  }
  return [top, bottom];
}

/**
 * The ground under a block: its lowest row, from a little left of its left end to a little right of its right
 * one. None when the block runs out of the picture's foot (the frame is its ground there).
 */
function groundOf(block: Bitmap): { y: number; left: number; right: number } | null {
  const { data, width, height } = block;
  for (let y = height - 1; y >= 0; y--) {
    let [left, right] = [-1, -1];
    for (let x = 0; x < width; x++) {
      if (!data[y * width + x]) continue;
      if (left < 0) left = x;
      right = x;
    }
    if (left < 0) continue;
    if (y >= height - 2) return null;
    const overhang = Math.round((right - left) * GROUND_OVERHANG);
    return { y: y + 1, left: Math.max(0, left - overhang), right: Math.min(width - 1, right + overhang) };
  }
  return null;
}

/**
 * A window in each bay of the façade: each closed area of `lines` inside `within` that is bay-like (at least
 * `BAY_MIN_SIDE` each way, filling most of its bounding box) gets an upright rectangle round its middle, as large
 * as fits clear of every line once all are thickened by `thickness`, with `detail` inside: none, one glazing bar down its middle, or
 * a cross of bars and a sill under it (plain where those do not fit a bay); none in a bay centred inside `avoid` (the door). One-pixel lines, to be thickened with the rest.
 */
export function bayWindows(lines: Bitmap, within: Bitmap, thickness: number, detail: WindowDetail, avoid: Box | null = null): Bitmap {
  const clearance = 2 * thickness + 3;
  const { width, height } = lines;
  const areas = closedAreas(lines);
  const out = new Uint8Array(width * height);
  const stroke = 2 * thickness + 1;
  for (const area of areas.list) {
    const { left, top, right, bottom, size, sumX, sumY, id } = area;
    const [boxWidth, boxHeight] = [right - left + 1, bottom - top + 1];
    // A bay too small for a window cut in four gets a plain one: left empty, the narrow bays of a façade seen at a
    // slant were blank strips beside the windowed ones. A long strip (a pillar, a canopy's edge) or a scrap under a
    // canopy is no bay: a window there floated like a letterbox.
    const isBayLike = Math.min(boxWidth, boxHeight) >= Math.max(PLAIN_BAY_MIN_SIDE, PLAIN_BAY_SQUARENESS * Math.max(boxWidth, boxHeight));
    const tried: readonly WindowDetail[] = detail === 'panes' && isBayLike ? ['panes', 'plain'] : [detail];
    if (boxWidth < BAY_MIN_SIDE || boxHeight < BAY_MIN_SIDE || size < BAY_FILL * boxWidth * boxHeight) continue;
    const [cx, cy] = [Math.round(sumX / size), Math.round(sumY / size)];
    if (!within.data[cy * width + cx]) continue;
    if (avoid && cx >= avoid.left && cx <= avoid.right && cy >= avoid.top && cy <= avoid.bottom) continue;
    windows: for (const kind of tried) {
      const leastSide = (WINDOW_MIN_STROKES + (kind === 'panes' ? 3 : 0)) * stroke;
      for (const share of WINDOW_SHARES) {
        const [halfWidth, halfHeight] = [Math.round((boxWidth * share) / 2), Math.round((boxHeight * share) / 2)];
        if (2 * halfWidth < leastSide || 2 * halfHeight < leastSide) break;
        // The sill juts out below the window, so the room it needs is counted too.
        const sill = kind === 'panes' ? sillSize(halfWidth, halfHeight) : { jut: 0, depth: 0 };
        const box = { left: cx - halfWidth - sill.jut, top: cy - halfHeight, right: cx + halfWidth + sill.jut, bottom: cy + halfHeight + sill.depth };
        if (!isClear(areas.labels, width, height, id, box, clearance)) continue;
        // A glazing bar down a narrow window leaves two slivers of paper: it stays plain.
        const drawn = kind === 'bar' && 2 * halfWidth < BARRED_MIN_STROKES * stroke ? 'plain' : kind;
        drawWindow(out, width, { left: cx - halfWidth, top: cy - halfHeight, right: cx + halfWidth, bottom: cy + halfHeight }, drawn, sill);
        break windows;
      }
    }
  }
  return { data: out, width, height };
}

/**
 * Fewer, larger bays for the youngest: each closed area inside `within` no larger than the middle size, smallest
 * first, is joined with the untaken neighbour it shares the longest border with (each area once), the border
 * between them rubbed out, so the building keeps its floors and bays at about half the count and evener sizes.
 */
export function mergedBays(lines: Bitmap, within: Bitmap): Bitmap {
  const { width, height } = lines;
  const areas = closedAreas(lines);
  const inside = new Uint8Array(areas.list.length + 1);
  for (const area of areas.list) {
    const [cx, cy] = [Math.round(area.sumX / area.size), Math.round(area.sumY / area.size)];
    inside[area.id] = within.data[cy * width + cx] ?? 0;
  }
  // Which two areas each line pixel parts: the labels met two pixels either side across it.
  const shared = new Map<number, number>();
  const offsets = [-2, 2, -2 * width, 2 * width, -1, 1, -width, width];
  const pairOf = (index: number): number | null => {
    const x = index % width;
    const y = (index - x) / width;
    if (x < 2 || y < 2 || x >= width - 2 || y >= height - 2) return null;
    let [a, b] = [0, 0];
    for (const offset of offsets) {
      const label = areas.labels[index + offset]!;
      if (label <= 0) continue;
      if (!inside[label]) return null;
      if (a === 0 || a === label) a = label;
      else if (b === 0 || b === label) b = label;
      else return null;
    }
    return a && b ? Math.min(a, b) * (areas.list.length + 1) + Math.max(a, b) : null;
  };
  for (let i = 0; i < lines.data.length; i++) {
    if (!lines.data[i]) continue;
    const pair = pairOf(i);
    if (pair !== null) shared.set(pair, (shared.get(pair) ?? 0) + 1);
  }
  // Smallest first, each bay no larger than the middle size joins the untaken neighbour it shares the most
  // border with: joined longest border first, the big bays took each other too and the sizes spread further.
  const count = areas.list.length + 1;
  const neighbours = new Map<number, Array<[number, number]>>();
  for (const [pair, length] of shared) {
    const [a, b] = [Math.floor(pair / count), pair % count];
    neighbours.set(a, [...(neighbours.get(a) ?? []), [b, length]]);
    neighbours.set(b, [...(neighbours.get(b) ?? []), [a, length]]);
  }
  const sizes = areas.list.filter((area) => inside[area.id]).map((area) => area.size).sort((p, q) => p - q);
  const middleSize = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const merged = new Set<number>();
  const isTaken = new Uint8Array(count);
  const bySize = areas.list.filter((area) => inside[area.id] && area.size <= middleSize).sort((p, q) => p.size - q.size || p.id - q.id);
  for (const area of bySize) {
    if (isTaken[area.id]) continue;
    const choices = (neighbours.get(area.id) ?? []).filter(([other]) => !isTaken[other]).sort((p, q) => q[1] - p[1] || p[0] - q[0]);
    const partner = choices[0]?.[0];
    if (partner === undefined) continue;
    isTaken[area.id] = isTaken[partner] = 1;
    merged.add(Math.min(area.id, partner) * count + Math.max(area.id, partner));
  }
  const data = Uint8Array.from(lines.data);
  for (let i = 0; i < data.length; i++) {
    if (!data[i]) continue;
    const pair = pairOf(i);
    if (pair !== null && merged.has(pair)) data[i] = 0;
  }
  return { data, width, height };
}

interface ClosedArea {
  id: number;
  size: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
  sumX: number;
  sumY: number;
}

/** The paper between the lines, 4-connected (a thinned line's diagonal step does not let it through), numbered from 1. */
function closedAreas(lines: Bitmap): { labels: Int32Array; list: ClosedArea[] } {
  const { data, width, height } = lines;
  const labels = new Int32Array(data.length);
  const list: ClosedArea[] = [];
  const stack: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (data[start] || labels[start]) continue;
    const area: ClosedArea = { id: list.length + 1, size: 0, left: width, top: height, right: -1, bottom: -1, sumX: 0, sumY: 0 };
    labels[start] = area.id;
    stack.push(start);
    while (stack.length > 0) {
      const index = stack.pop()!;
      const x = index % width;
      const y = (index - x) / width;
      area.size++;
      area.sumX += x;
      area.sumY += y;
      area.left = Math.min(area.left, x);
      area.right = Math.max(area.right, x);
      area.top = Math.min(area.top, y);
      area.bottom = Math.max(area.bottom, y);
      for (let k = 0; k < 4; k++) {
        const next = k === 0 ? (y > 0 ? index - width : -1) : k === 1 ? (y < height - 1 ? index + width : -1) : k === 2 ? (x > 0 ? index - 1 : -1) : x < width - 1 ? index + 1 : -1;
        if (next < 0 || data[next] || labels[next]) continue;
        labels[next] = area.id;
        stack.push(next);
      }
    }
    list.push(area);
  }
  return { labels, list };
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function isClear(labels: Int32Array, width: number, height: number, id: number, box: Box, clearance: number): boolean {
  const [left, top, right, bottom] = [box.left - clearance, box.top - clearance, box.right + clearance, box.bottom + clearance];
  if (left < 0 || top < 0 || right >= width || bottom >= height) return false;
  for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) if (labels[y * width + x] !== id) return false;
  return true;
}

function sillSize(halfWidth: number, halfHeight: number): { jut: number; depth: number } {
  return { jut: Math.max(2, Math.round(halfWidth * 0.25)), depth: Math.max(4, Math.round(halfHeight * 0.22)) };
}

function drawWindow(out: Uint8Array, width: number, box: Box, detail: WindowDetail, sill: { jut: number; depth: number }): void {
  rectangle(out, width, box);
  const middleX = Math.round((box.left + box.right) / 2);
  if (detail !== 'plain') for (let y = box.top; y <= box.bottom; y++) out[y * width + middleX] = 1;
  if (detail !== 'panes') return;
  const middleY = Math.round((box.top + box.bottom) / 2);
  for (let x = box.left; x <= box.right; x++) out[middleY * width + x] = 1;
  rectangle(out, width, { left: box.left - sill.jut, top: box.bottom, right: box.right + sill.jut, bottom: box.bottom + sill.depth });
}

function rectangle(out: Uint8Array, width: number, box: Box): void {
  for (let x = box.left; x <= box.right; x++) out[box.top * width + x] = out[box.bottom * width + x] = 1;
  for (let y = box.top; y <= box.bottom; y++) out[y * width + box.left] = out[y * width + box.right] = 1;
}

/** Andrew's monotone chain: the hull's corners in order, without collinear ones. */
function convexHull(points: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...points].sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Array<[number, number]>) => {
    const chain: Array<[number, number]> = [];
    for (const point of list) {
      while (chain.length >= 2 && cross(chain[chain.length - 2]!, chain[chain.length - 1]!, point) <= 0) chain.pop();
      chain.push(point);
    }
    chain.pop();
    return chain;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** The pixels whose centres lie inside a convex polygon, row by row between its crossings. */
function fillPolygon(corners: Array<[number, number]>, width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const centre = y + 0.5;
    let [from, to] = [Infinity, -Infinity];
    for (let k = 0; k < corners.length; k++) {
      const [a, b] = [corners[k]!, corners[(k + 1) % corners.length]!];
      if ((a[1] <= centre) === (b[1] <= centre)) continue;
      const x = a[0] + ((centre - a[1]) / (b[1] - a[1])) * (b[0] - a[0]);
      from = Math.min(from, x);
      to = Math.max(to, x);
    }
    for (let x = Math.max(0, Math.ceil(from - 0.5)); x <= Math.min(width - 1, Math.floor(to - 0.5)); x++) data[y * width + x] = 1;
  }
  return data;
}
