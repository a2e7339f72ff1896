import type { ComposedProp } from './composed-prop';
import { curve, polygon, rect } from './prop-shapes';

/** A block's side, and how far its top and right side show for older children (seen a little from above), in units. */
const SIDE = 30;
const DEPTH = 7;

type Letter = 'A' | 'B' | 'C';

/**
 * Each block's front's left edge, the row it stands in (0 on the ground) and its letter, bottom row first: two side by
 * side are as far apart as a block's side shows, so the side fills the gap and leaves no strip of white in it.
 */
const BLOCKS: Array<{ x: number; row: number; letter: Letter }> = [
  { x: 2, row: 0, letter: 'A' },
  { x: 39, row: 0, letter: 'B' },
  { x: 76, row: 0, letter: 'C' },
  { x: 20.5, row: 1, letter: 'C' },
  { x: 57.5, row: 1, letter: 'A' },
  { x: 39, row: 2, letter: 'B' },
];

/** A big letter as strokes across a block's front. */
function letter(name: Letter, x: number, y: number): string {
  const [left, top, right, bottom] = [x + 7, y + 6, x + SIDE - 7, y + SIDE - 6];
  const middle = (top + bottom) / 2;
  const centre = (left + right) / 2;
  if (name === 'A') return curve(`M${left} ${bottom}L${centre} ${top}L${right} ${bottom}M${left + 3.2} ${middle + 2.5}H${right - 3.2}`);
  if (name === 'B') {
    return curve(`M${left} ${top}V${bottom}H${right - 5}Q${right} ${bottom} ${right} ${middle + 4.5}Q${right} ${middle} ${right - 5} ${middle}H${left}M${left} ${top}H${right - 6}Q${right - 1} ${top} ${right - 1} ${(top + middle) / 2}Q${right - 1} ${middle} ${right - 6} ${middle}`);
  }
  return curve(`M${right} ${top + 3}Q${right - 2} ${top} ${centre} ${top}Q${left} ${top} ${left} ${middle}Q${left} ${bottom} ${centre} ${bottom}Q${right - 2} ${bottom} ${right} ${bottom - 3}`);
}

/**
 * Letter blocks the words name ("a boy playing with blocks"): wooden toy blocks stacked in a little pyramid, a big
 * letter on each, where the page said "Couldn't draw: blocks". Three for 3-5, bold; six for older children, each
 * seen a little from above with its top and side to colour, and a border inside each front for 9-12.
 */
export const letterBlocks: ComposedProp = {
  name: 'letter-blocks',
  // "Blocks" only in the plural: "a block of ice" is no toy. "A letter block" is named whole, or its first two words
  // would be read first as the post's "a letter".
  words: ['with blocks', 'of blocks', 'stacking block', 'building block', 'letter block', 'a letter block', 'toy block', 'wooden block', 'alphabet block', 'abc block'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  besideShare: 0.3,
  draw(detail) {
    const isDeep = detail !== 'low';
    // The youngest get three big blocks, two and one on them: six were small squares.
    const blocks = isDeep ? BLOCKS : [{ x: 14, row: 0, letter: 'A' as const }, { x: 56, row: 0, letter: 'B' as const }, { x: 35, row: 1, letter: 'C' as const }];
    const rows = Math.max(...blocks.map((block) => block.row)) + 1;
    const height = rows * SIDE + (isDeep ? DEPTH : 0) + 1;
    const shapes: string[] = [];
    // Bottom row first, left to right: each block stands in front of the top face it sits on and the side of the one
    // to its left.
    for (const { x, row, letter: name } of blocks) {
      const y = height - (row + 1) * SIDE;
      if (isDeep) {
        shapes.push(polygon([[x, y], [x + DEPTH, y - DEPTH], [x + SIDE + DEPTH, y - DEPTH], [x + SIDE, y]], 1));
        shapes.push(polygon([[x + SIDE, y], [x + SIDE + DEPTH, y - DEPTH], [x + SIDE + DEPTH, y + SIDE - DEPTH], [x + SIDE, y + SIDE]], 1));
      }
      shapes.push(rect(x, y, SIDE, SIDE, 2));
      if (detail === 'high') shapes.push(rect(x + 3, y + 3, SIDE - 6, SIDE - 6, 2));
      shapes.push(letter(name, x, y));
    }
    return { width: 114, height, shapes, anchors: {} };
  },
};
