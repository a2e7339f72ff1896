import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from '../character';
import { drawFigure } from './draw-figure';
import type { FigureSpec } from './figure-context';

function figureOf(description: string): FigureSpec {
  const figure = createCharacterSpec('Reader', description).figure;
  if (!figure) throw new Error(`no figure for ${description}`);
  return figure;
}

function read(description: string) {
  return drawFigure({ ...figureOf(description), prop: 'open-book' }, { pose: 'reading', cx: 500, groundY: 1000, height: 800, linePx: 10, detail: 'medium' });
}

describe('a book held open to read on a sheet', () => {
  it('stays below a grandfather beard, still held by its lower corners', () => {
    // Round 12: the book covered the beard's lower half.
    const reader = read('A grandfather with a beard and a cane');
    const book = reader.propBox!;
    const head = reader.headBox;
    expect(book.y).toBeGreaterThan(head.y + head.height * 1.2);
    for (const hand of [reader.anchors.hands.back, reader.anchors.hands.front]) {
      expect(hand.y).toBeGreaterThan(book.y + book.height * 0.5);
      expect(hand.y).toBeLessThan(book.y + book.height * 1.15);
    }
  });

  it.each(['A grandfather with a beard and a cane', 'A brave little dragon who loves reading books'])('rests on the hands behind it, only a thumb of each over the pages: %s', (description) => {
    // Round 12: whole hands drawn over the book's corners were "round balls stuck on the front of the book".
    const reader = read(description);
    const afterBook = reader.markup.slice(reader.markup.lastIndexOf('</g>', reader.markup.lastIndexOf('<g stroke-linejoin="round">')));
    const thumbs = afterBook.match(/<path /g) ?? [];
    expect(thumbs.length).toBe(2);
    // Each only a tip over the page's lower edge, nearly upright: reaching in across the page, round 13 saw "one finger
    // lying across the page".
    for (const path of afterBook.match(/d="[^"]+"/g) ?? []) {
      const xs = (path.match(/-?[\d.]+/g) ?? []).map(Number).filter((_, index) => index % 2 === 0);
      expect(Math.max(...xs) - Math.min(...xs)).toBeLessThan(reader.propBox!.height * 0.3);
    }
  });
});
