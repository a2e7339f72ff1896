import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from '../character';
import { drawFigure } from './draw-figure';
import type { PoseName } from './poses';

/** The figure drawn facing `facing`, alone on a canvas just round it: black (true) or white per pixel, left to right. */
async function inked(description: string, pose: PoseName, facing: 1 | -1): Promise<{ ink: boolean[]; width: number }> {
  const figure = createCharacterSpec('Test', description).figure!;
  const drawn = drawFigure(figure, { pose, cx: 600, groundY: 1000, height: 490, linePx: 10, detail: 'medium', facing });
  const x = Math.floor(drawn.box.x) - 20;
  const y = Math.floor(drawn.box.y) - 20;
  const width = Math.ceil(drawn.box.width) + 40;
  const height = Math.ceil(drawn.box.height) + 40;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${x} ${y} ${width} ${height}"><rect x="${x}" y="${y}" width="100%" height="100%" fill="#fff"/>${drawn.markup}</svg>`;
  const image = sharp(Buffer.from(svg));
  const { data } = await (facing === -1 ? image.flop() : image).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { ink: Array.from(data, (value) => value < 128), width };
}

describe('a figure facing left', () => {
  // Round 13: on a unicorn walking left, the strips its body took from the gaps round its legs, wound the other way
  // round from the mirrored body, cut holes in it where the legs behind showed as stray round blobs on its chest and rump.
  it.each([
    ['a magical unicorn', 'walking'],
    ['a magical unicorn', 'sleeping'],
    ['a brave little dragon', 'walking'],
  ] as const)('is the mirror image of the figure facing right: %s %s', async (description, pose) => {
    const right = await inked(description, pose, 1);
    const left = await inked(description, pose, -1);
    expect(Math.abs(left.width - right.width)).toBeLessThanOrEqual(2);
    const rows = Math.min(right.ink.length / right.width, left.ink.length / left.width);
    const columns = Math.min(right.width, left.width);
    let differing = 0;
    let ink = 0;
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        const a = right.ink[row * right.width + column]!;
        const b = left.ink[row * left.width + column]!;
        if (a) ink++;
        // A pixel off either way at an edge is only where the two are rounded onto the canvas.
        if (a !== b && left.ink[row * left.width + column + 1] !== a && left.ink[row * left.width + column - 1] !== a) differing++;
      }
    }
    expect(differing / ink).toBeLessThan(0.01);
  });
});
