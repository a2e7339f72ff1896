import { createRandom } from '../random';

export interface Cell {
  col: number;
  row: number;
}

/** A perfect maze: every cell reachable from every other by exactly one path (a spanning tree of the grid). */
export interface MazeGrid {
  cols: number;
  rows: number;
  /** Passage from each cell to its right neighbour, by `row * cols + col`. */
  isOpenEast: boolean[];
  /** Passage from each cell to the one below. */
  isOpenSouth: boolean[];
}

/** How often carving goes on from the newest cell rather than a random earlier one (see carveMaze). */
const NEWEST_SHARE = 0.9;

/**
 * The growing-tree algorithm, mostly depth-first: carving usually goes on from the newest cell, which gives
 * the long winding corridors children like to follow, and now and then branches from an earlier one. Pure
 * depth-first carving (the recursive backtracker) made the one route snake through half to two thirds of a
 * big maze with only short dead ends, "more tiring than tricky", and its answer page a tangle; the branches
 * give real choices and a route of about a quarter of the cells.
 */
export function carveMaze(cols: number, rows: number, seed: number): MazeGrid {
  const random = createRandom(seed);
  const isOpenEast = new Array<boolean>(cols * rows).fill(false);
  const isOpenSouth = new Array<boolean>(cols * rows).fill(false);
  const isVisited = new Array<boolean>(cols * rows).fill(false);
  const active: number[] = [0];
  isVisited[0] = true;
  while (active.length > 0) {
    const at = random() < NEWEST_SHARE ? active.length - 1 : Math.floor(random() * active.length);
    const index = active[at]!;
    const col = index % cols;
    const row = (index - col) / cols;
    const neighbours: number[] = [];
    if (col > 0 && !isVisited[index - 1]) neighbours.push(index - 1);
    if (col < cols - 1 && !isVisited[index + 1]) neighbours.push(index + 1);
    if (row > 0 && !isVisited[index - cols]) neighbours.push(index - cols);
    if (row < rows - 1 && !isVisited[index + cols]) neighbours.push(index + cols);
    if (neighbours.length === 0) {
      active.splice(at, 1);
      continue;
    }
    const next = neighbours[Math.floor(random() * neighbours.length)]!;
    if (next === index + 1) isOpenEast[index] = true;
    else if (next === index - 1) isOpenEast[next] = true;
    else if (next === index + cols) isOpenSouth[index] = true;
    else isOpenSouth[next] = true;
    isVisited[next] = true;
    active.push(next);
  }
  return { cols, rows, isOpenEast, isOpenSouth };
}

/** The cells next to a cell that a passage joins it to. */
export function openNeighbours(grid: MazeGrid, index: number): number[] {
  const { cols, rows } = grid;
  const col = index % cols;
  const row = (index - col) / cols;
  const result: number[] = [];
  if (col < cols - 1 && grid.isOpenEast[index]) result.push(index + 1);
  if (col > 0 && grid.isOpenEast[index - 1]) result.push(index - 1);
  if (row < rows - 1 && grid.isOpenSouth[index]) result.push(index + cols);
  if (row > 0 && grid.isOpenSouth[index - cols]) result.push(index - cols);
  return result;
}

/** The path from one cell to another, both included, as cell indices; null when they are not joined. */
export function solveMaze(grid: MazeGrid, from: number, to: number): number[] | null {
  const previous = new Map<number, number>([[from, -1]]);
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const index = queue[head]!;
    if (index === to) break;
    for (const next of openNeighbours(grid, index)) {
      if (previous.has(next)) continue;
      previous.set(next, index);
      queue.push(next);
    }
  }
  if (!previous.has(to)) return null;
  const path: number[] = [];
  for (let at = to; at !== -1; at = previous.get(at)!) path.push(at);
  return path.reverse();
}
