import { describe, expect, it } from 'vitest';
import { carveMaze, openNeighbours, solveMaze } from './maze-grid';

const SEEDS = Array.from({ length: 30 }, (_, index) => (index + 1) * 7919);

describe('carveMaze', () => {
  it.each([
    [6, 8],
    [20, 25],
  ])('carves a perfect %ix%i maze: every cell reached, passages one fewer than cells', (cols, rows) => {
    for (const seed of SEEDS.slice(0, 5)) {
      const grid = carveMaze(cols, rows, seed);
      const passages = grid.isOpenEast.filter(Boolean).length + grid.isOpenSouth.filter(Boolean).length;
      expect(passages).toBe(cols * rows - 1);
      for (let cell = 0; cell < cols * rows; cell++) expect(solveMaze(grid, 0, cell)).not.toBeNull();
    }
  });

  it('gives a big maze real choices: the route from corner to corner takes well under half its cells', () => {
    const shares = SEEDS.map((seed) => solveMaze(carveMaze(20, 25, seed), 0, 499)!.length / 500).sort((a, b) => a - b);
    expect(shares[Math.floor(shares.length / 2)]).toBeLessThan(0.3);
    expect(shares.at(-1)).toBeLessThan(0.45);
  });

  it('keeps corridors long: most cells lead on rather than end', () => {
    const grid = carveMaze(20, 25, SEEDS[0]!);
    const deadEnds = Array.from({ length: 500 }, (_, cell) => openNeighbours(grid, cell).length).filter((count) => count === 1).length;
    expect(deadEnds / 500).toBeLessThan(0.2);
  });
});
