import { Resvg } from '@resvg/resvg-js';
import type { Box } from '../drawing';
import type { Point } from '../figure/geometry';

/** A drawing's silhouette on a coarse grid: everything not reachable from the border through white. */
export interface Silhouette {
  mask: Uint8Array;
  width: number;
  height: number;
  /** Page px per grid cell, and where the grid starts on the page. */
  step: number;
  x: number;
  y: number;
}

/** Grid cells per page px: coarse enough to be fast, fine enough for dots a centimetre apart. */
const SCALE = 0.2;

/** A drawing rendered onto the coarse grid: which cells are ink. */
function renderGrid(markup: string, box: Box, scale = SCALE): { isInk: (index: number) => boolean; gridWidth: number; gridHeight: number; x: number; y: number } {
  const pad = 90;
  const x = Math.floor(box.x - pad);
  const y = Math.floor(box.y - pad);
  const width = Math.ceil(box.width + 2 * pad);
  const height = Math.ceil(box.height + 2 * pad);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${x} ${y} ${width} ${height}"><rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#fff"/>${markup}</svg>`;
  const rendered = new Resvg(svg, { fitTo: { mode: 'zoom', value: scale }, font: { loadSystemFonts: false } }).render();
  const pixels = rendered.pixels;
  return { isInk: (index) => pixels[index * 4 + 1]! < 200, gridWidth: rendered.width, gridHeight: rendered.height, x, y };
}

/** Where a drawing's lines are, grown by `growCells`: paper a number must keep off. */
export function inkOf(markup: string, box: Box, growCells: number): Silhouette {
  const { isInk, gridWidth, gridHeight, x, y } = renderGrid(markup, box);
  const mask = new Uint8Array(gridWidth * gridHeight);
  for (let index = 0; index < mask.length; index++) mask[index] = isInk(index) ? 1 : 0;
  return { mask: dilate(mask, gridWidth, gridHeight, growCells), width: gridWidth, height: gridHeight, step: 1 / SCALE, x, y };
}

/**
 * `closingCells`: notches narrower than twice this are closed (0 keeps a drawn outline exactly as it is); `scale`: grid
 * cells per page px, finer where the outline is drawn to rather than dotted.
 */
export function silhouetteOf(markup: string, box: Box, closingCells = CLOSING_CELLS, scale = SCALE): Silhouette {
  const { isInk, gridWidth, gridHeight, x, y } = renderGrid(markup, box, scale);
  // Flood the outside from the border; what the flood cannot reach is the silhouette, holes included.
  const outside = new Uint8Array(gridWidth * gridHeight);
  const stack: number[] = [];
  const visit = (index: number): void => {
    if (outside[index] || isInk(index)) return;
    outside[index] = 1;
    stack.push(index);
  };
  for (let gx = 0; gx < gridWidth; gx++) {
    visit(gx);
    visit((gridHeight - 1) * gridWidth + gx);
  }
  for (let gy = 0; gy < gridHeight; gy++) {
    visit(gy * gridWidth);
    visit(gy * gridWidth + gridWidth - 1);
  }
  while (stack.length > 0) {
    const index = stack.pop()!;
    const gx = index % gridWidth;
    if (gx > 0) visit(index - 1);
    if (gx < gridWidth - 1) visit(index + 1);
    if (index >= gridWidth) visit(index - gridWidth);
    if (index < gridWidth * (gridHeight - 1)) visit(index + gridWidth);
  }
  const mask = new Uint8Array(gridWidth * gridHeight);
  for (let index = 0; index < mask.length; index++) mask[index] = outside[index] ? 0 : 1;
  const closed = closingCells > 0 ? erode(dilate(mask, gridWidth, gridHeight, closingCells), gridWidth, gridHeight, closingCells) : mask;
  return { mask: largestComponent(closed, gridWidth), width: gridWidth, height: gridHeight, step: 1 / scale, x, y };
}

/**
 * Notches narrower than this many grid cells (times two) are closed before tracing: dots down the
 * narrow gap between two legs would crowd their numbers, and the joined picture reads the same.
 */
const CLOSING_CELLS = 10;

/** Square dilation, separable: a row pass then a column pass of running maxima. */
function dilate(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  return morph(mask, width, height, radius, 1);
}

function erode(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  return morph(mask, width, height, radius, 0);
}

function morph(mask: Uint8Array, width: number, height: number, radius: number, wanted: 0 | 1): Uint8Array {
  const pass = (source: Uint8Array, along: 'row' | 'column'): Uint8Array => {
    const result = new Uint8Array(source.length);
    const lines = along === 'row' ? height : width;
    const length = along === 'row' ? width : height;
    // Cells of a line: start + at * stride.
    const stride = along === 'row' ? 1 : width;
    const nearest = new Float64Array(length);
    for (let line = 0; line < lines; line++) {
      const start = along === 'row' ? line * width : line;
      // Distance to the nearest `wanted` cell on this line, from both sides.
      let last = -Infinity;
      for (let at = 0; at < length; at++) {
        if (source[start + at * stride] === wanted) last = at;
        nearest[at] = at - last;
      }
      last = Infinity;
      for (let at = length - 1; at >= 0; at--) {
        if (source[start + at * stride] === wanted) last = at;
        if (last - at < nearest[at]!) nearest[at] = last - at;
      }
      // Outside the grid counts as empty, so erosion eats in from the border too.
      for (let at = 0; at < length; at++) {
        const isNear = nearest[at]! <= radius || (wanted === 0 && (at < radius || at >= length - radius));
        result[start + at * stride] = isNear ? wanted : 1 - wanted;
      }
    }
    return result;
  };
  return pass(pass(mask, 'row'), 'column');
}

function largestComponent(mask: Uint8Array, width: number): Uint8Array {
  const labels = new Int32Array(mask.length).fill(-1);
  let best = -1;
  let bestSize = 0;
  let label = 0;
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start] !== -1) continue;
    let size = 0;
    labels[start] = label;
    stack.push(start);
    while (stack.length > 0) {
      const index = stack.pop()!;
      size++;
      const gx = index % width;
      for (let side = 0; side < 4; side++) {
        const next = side === 0 ? (gx > 0 ? index - 1 : -1) : side === 1 ? (gx < width - 1 ? index + 1 : -1) : side === 2 ? index - width : index + width;
        if (next < 0 || next >= mask.length || !mask[next] || labels[next] !== -1) continue;
        labels[next] = label;
        stack.push(next);
      }
    }
    if (size > bestSize) {
      bestSize = size;
      best = label;
    }
    label++;
  }
  const result = new Uint8Array(mask.length);
  for (let index = 0; index < mask.length; index++) result[index] = labels[index] === best ? 1 : 0;
  return result;
}

export function isInside(silhouette: Silhouette, point: Point): boolean {
  const gx = Math.floor((point.x - silhouette.x) / silhouette.step);
  const gy = Math.floor((point.y - silhouette.y) / silhouette.step);
  if (gx < 0 || gy < 0 || gx >= silhouette.width || gy >= silhouette.height) return false;
  return silhouette.mask[gy * silhouette.width + gx] === 1;
}

/**
 * The silhouette's outer boundary, clockwise on the page, in page px: Moore-neighbour tracing from
 * the topmost cell, so the points follow the outline the way a pencil would.
 */
export function traceBoundary(silhouette: Silhouette): Point[] {
  const { mask, width, height } = silhouette;
  const at = (gx: number, gy: number): boolean => gx >= 0 && gy >= 0 && gx < width && gy < height && mask[gy * width + gx] === 1;
  let start = -1;
  for (let index = 0; index < mask.length && start < 0; index++) if (mask[index]) start = index;
  if (start < 0) return [];
  // Neighbours clockwise from west (y grows downwards).
  const directions: Array<[number, number]> = [[-1, 0], [-1, -1], [0, -1], [1, -1], [1, 0], [1, 1], [0, 1], [-1, 1]];
  const sx = start % width;
  const sy = (start - sx) / width;
  const cells: Array<[number, number]> = [[sx, sy]];
  let cx = sx;
  let cy = sy;
  // We entered the start cell from the west (the cell left of it is empty: it is the first in its row).
  let backtrack = 0;
  for (let guard = 0; guard < mask.length * 4; guard++) {
    let found = false;
    for (let turn = 1; turn <= 8; turn++) {
      const direction = (backtrack + turn) % 8;
      const [dx, dy] = directions[direction]!;
      if (at(cx + dx, cy + dy)) {
        cx += dx;
        cy += dy;
        // The next search starts at the first neighbour not yet known to be outside.
        backtrack = direction % 2 === 0 ? (direction + 5) % 8 : (direction + 4) % 8;
        found = true;
        break;
      }
    }
    if (!found || (cx === sx && cy === sy)) break;
    cells.push([cx, cy]);
  }
  const { step, x, y } = silhouette;
  return cells.map(([gx, gy]) => ({ x: x + (gx + 0.5) * step, y: y + (gy + 0.5) * step }));
}
