import { describe, expect, it } from 'vitest';
import type { Bitmap } from '../linework/bitmap-ops';
import { bayWindows, facadeLines, mergedBays, standingBlock } from './facade';

const blank = (width: number, height: number): Bitmap => ({ data: new Uint8Array(width * height), width, height });

function fill(bitmap: Bitmap, left: number, top: number, right: number, bottom: number): void {
  for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) bitmap.data[y * bitmap.width + x] = 1;
}

/** A façade's grid: `columns` × `rows` bays of `side` pixels, one-pixel lines, from (10, 10). */
function grid(columns: number, rows: number, side: number): Bitmap {
  const bitmap = blank(columns * side + 21, rows * side + 21);
  for (let k = 0; k <= columns; k++) fill(bitmap, 10 + k * side, 10, 10 + k * side, 10 + rows * side);
  for (let k = 0; k <= rows; k++) fill(bitmap, 10, 10 + k * side, 10 + columns * side, 10 + k * side);
  return bitmap;
}

/** The 4-connected paper areas that touch neither the picture's edge nor lie outside the grid. */
function enclosedCount(bitmap: Bitmap): number {
  const { data, width, height } = bitmap;
  const seen = new Uint8Array(data.length);
  let count = 0;
  for (let start = 0; start < data.length; start++) {
    if (data[start] || seen[start]) continue;
    let isOpen = false;
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const index = stack.pop()!;
      const [x, y] = [index % width, Math.floor(index / width)];
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) isOpen = true;
      for (const next of [y > 0 ? index - width : -1, y < height - 1 ? index + width : -1, x > 0 ? index - 1 : -1, x < width - 1 ? index + 1 : -1]) {
        if (next < 0 || data[next] || seen[next]) continue;
        seen[next] = 1;
        stack.push(next);
      }
    }
    if (!isOpen) count++;
  }
  return count;
}

describe('standingBlock', () => {
  it('fills the teeth a hedge bit out of a building’s foot and stands it flat on its lowest row', () => {
    const mask = blank(200, 150);
    fill(mask, 40, 20, 160, 100);
    // Teeth along the foot: every other 20-pixel column runs down to row 120.
    for (let x = 40; x < 160; x += 40) fill(mask, x, 101, x + 19, 120);
    const block = standingBlock(mask)!;
    expect(block).not.toBeNull();
    for (let x = 41; x < 160; x++) expect(block.data[120 * 200 + x]).toBe(1);
    expect(block.data[121 * 200 + 100]).toBe(0);
  });

  it('leaves a mask whose hull would grow it by half (two wings at an angle) as it is', () => {
    const mask = blank(200, 200);
    fill(mask, 10, 10, 40, 190);
    fill(mask, 10, 160, 190, 190);
    expect(standingBlock(mask)).toBeNull();
  });
});

describe('bayWindows', () => {
  it('draws a window clear of the lines in every bay of a façade’s grid', () => {
    const lines = grid(4, 3, 40);
    const within = blank(lines.width, lines.height);
    fill(within, 10, 10, 170, 130);
    const windows = bayWindows(lines, within, 2, 'plain');
    const both = { ...lines, data: lines.data.map((value, i) => value | windows.data[i]!) };
    // Each bay is wall round a window: twice the areas, none of the window's lines touching the grid's.
    expect(enclosedCount(lines)).toBe(12);
    expect(enclosedCount(both)).toBe(24);
  });

  it('cuts a 9-12 window into panes with a sill under it, and gives a bay too small for one none', () => {
    const lines = grid(2, 1, 60);
    const within = blank(lines.width, lines.height);
    fill(within, 10, 10, 130, 70);
    const panes = bayWindows(lines, within, 1, 'panes');
    // Four panes and a sill per bay.
    expect(enclosedCount({ ...lines, data: lines.data.map((value, i) => value | panes.data[i]!) })).toBe(2 + 2 * 5);
    const small = grid(2, 1, 14);
    expect(bayWindows(small, within, 2, 'plain').data.includes(1)).toBe(false);
  });

  it('gives a 9-12 bay too small for four panes a plain window, not a blank strip', () => {
    const lines = grid(2, 1, 46);
    const within = blank(lines.width, lines.height);
    fill(within, 10, 10, 102, 56);
    const windows = bayWindows(lines, within, 2, 'panes');
    expect(enclosedCount({ ...lines, data: lines.data.map((value, i) => value | windows.data[i]!) })).toBe(2 + 2);
  });

  it('gives a wide 6-8 window a glazing bar and leaves a narrow one plain, not two slivers', () => {
    const bay = (bayWidth: number) => {
      const lines = blank(bayWidth + 21, 121);
      fill(lines, 10, 10, 10 + bayWidth, 10);
      fill(lines, 10, 110, 10 + bayWidth, 110);
      fill(lines, 10, 10, 10, 110);
      fill(lines, 10 + bayWidth, 10, 10 + bayWidth, 110);
      const within = blank(lines.width, lines.height);
      fill(within, 10, 10, 10 + bayWidth, 110);
      const windows = bayWindows(lines, within, 2, 'bar');
      return enclosedCount({ ...lines, data: lines.data.map((value, i) => value | windows.data[i]!) });
    };
    expect(bay(100)).toBe(3);
    expect(bay(44)).toBe(2);
  });
});

describe('mergedBays', () => {
  it('joins a façade’s bays two by two for the youngest', () => {
    const lines = grid(4, 4, 30);
    const within = blank(lines.width, lines.height);
    fill(within, 10, 10, 130, 130);
    expect(enclosedCount(mergedBays(lines, within))).toBe(8);
  });
});

describe('facadeLines', () => {
  it('draws a ground line under the block running past it on both sides', () => {
    const lines = grid(3, 2, 40);
    const block = blank(lines.width, lines.height + 30);
    fill(block, 10, 10, 130, 90);
    const tall = { data: new Uint8Array(block.data.length), width: block.width, height: block.height };
    tall.data.set(lines.data);
    const drawn = facadeLines(tall, block, '6-8', 2, (bitmap) => bitmap);
    expect(drawn.data[91 * block.width + 5]).toBe(1);
    expect(drawn.data[91 * block.width + 135]).toBe(1);
  });

  it('draws a door on steps at the middle of the block\'s foot, the lines it cuts carried on to it', () => {
    // Round 11: the traced entrance was shapeless lumps, and a building without a door did not read as one.
    const lines = grid(6, 4, 60);
    const block = blank(lines.width, lines.height + 30);
    fill(block, 10, 10, 370, 250);
    const tall = { data: new Uint8Array(block.data.length), width: block.width, height: block.height };
    tall.data.set(lines.data);
    const drawn = facadeLines(tall, block, '9-12', 1, (bitmap) => bitmap);
    const at = (x: number, y: number) => drawn.data[y * block.width + x];
    // The door's sides, its two leaves parted in the middle and nothing else across it.
    expect(at(172, 210)).toBe(1);
    expect(at(208, 210)).toBe(1);
    expect(at(190, 210)).toBe(1);
    for (let x = 173; x < 190; x++) expect(at(x, 210)).toBe(0);
    // The grid's line down through the door's place still runs down to its top.
    for (let y = 160; y <= 179; y++) expect(at(190, y)).toBe(1);
    // The lower step is wider than the door and stands on the ground line.
    expect(at(160, 245)).toBe(1);
    expect(at(190, 251)).toBe(1);
  });

  it('outlines a building standing alone by its block: lines outside it go, its rim is drawn bold', () => {
    // Round 11: the traced outline followed the trees cut into the façade, a ragged jigsaw edge with a hook.
    const lines = grid(3, 2, 40);
    // A branch's line outside the block, and one cutting in from it.
    fill(lines, 0, 5, 40, 5);
    const block = blank(lines.width, lines.height + 30);
    fill(block, 10, 10, 130, 90);
    const tall = { data: new Uint8Array(block.data.length), width: block.width, height: block.height };
    tall.data.set(lines.data);
    const alone = facadeLines(tall, block, '6-8', 2, (bitmap) => bitmap, true);
    const kept = facadeLines(tall, block, '6-8', 2, (bitmap) => bitmap);
    expect(kept.data[5 * block.width + 2]).toBe(1);
    expect(alone.data[5 * block.width + 2]).toBe(0);
    // The rim is two pixels wide down the block's side.
    expect(alone.data[50 * block.width + 10]).toBe(1);
    expect(alone.data[50 * block.width + 11]).toBe(1);
  });

  it('squares a block whose corner a tree cut off, and leaves out what stood in front of it when alone', () => {
    // Round 13: "a tree-remnant blob and a slanted corner at the top left" of the simplified apartment block. The
    // built mask misses the corner the tree hid; its hull cut that corner at a slant, and the tree's traced lines
    // stayed inside it.
    const mask = blank(200, 150);
    fill(mask, 20, 20, 179, 129);
    for (let y = 20; y < 40; y++) for (let x = 20; x < 60 - 2 * (y - 20); x++) mask.data[y * 200 + x] = 0;
    const block = standingBlock(mask)!;
    expect(block.data[21 * 200 + 21]).toBe(1);
    expect(block.data[19 * 200 + 100]).toBe(0);
    // The façade's regular part is the block but for its top left quarter, where a tree's line wanders.
    const regular = blank(200, 150);
    fill(regular, 100, 20, 179, 129);
    fill(regular, 20, 70, 179, 129);
    const lines = blank(200, 150);
    fill(lines, 20, 100, 179, 100);
    for (let x = 30; x <= 70; x++) lines.data[(40 + Math.round(5 * Math.sin(x / 4))) * 200 + x] = 1;
    const alone = facadeLines(lines, block, '6-8', 2, (bitmap) => bitmap, true, regular);
    const kept = facadeLines(lines, block, '6-8', 2, (bitmap) => bitmap, true);
    const onBranch = (bitmap: Bitmap) => {
      let ink = 0;
      for (let x = 30; x <= 70; x++) ink += bitmap.data[(40 + Math.round(5 * Math.sin(x / 4))) * 200 + x]!;
      return ink;
    };
    expect(onBranch(kept)).toBe(41);
    // A window drawn in the bay the branch lay in may cross its course.
    expect(onBranch(alone)).toBeLessThanOrEqual(4);
    expect(alone.data[100 * 200 + 140]).toBe(1);
  });
});
