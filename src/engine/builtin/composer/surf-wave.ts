import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';
import type { Detail } from '../motif-library';

/**
 * The wave's outline from the page's left edge round its curl to the surf under the board, in (share of the gap from the
 * art's left edge to the board's middle, share of the surfer's height above the soles): the back rises from the left
 * edge to a crest well over the surfer's head, the lip curls over towards the surfer and hooks back, and the face runs
 * down under the lip to the board's tail.
 */
const WAVE_CURL: ReadonlyArray<readonly [number, number, number, number, number, number]> = [
  [-0.02, 0.55, 0.04, 1.18, 0.3, 1.3],
  [0.5, 1.38, 0.74, 1.18, 0.7, 0.95],
  [0.68, 0.86, 0.6, 0.84, 0.56, 0.92],
  [0.5, 1.02, 0.38, 1.0, 0.35, 0.8],
];

/** How far the board's tail and nose reach from the soles' middle, as shares of the surfer's height (nose ahead). */
const BOARD_TAIL = 0.42;
const BOARD_NOSE = 0.5;
/** The board's thickness, as a share of the surfer's height. */
const BOARD_THICK = 0.055;

export interface SurfWave {
  /** The wave behind and under the board, drawn before the surfer. */
  under: string;
  /** Spray off the board's tail, drawn over the sea. */
  spray: string;
  box: Box;
  /** Where the board rests on the water: under its middle. */
  boardBottom: Point;
}

/**
 * A surfer's wave and board: a big wave curling over from the left with its hollow under the lip, the surfboard level
 * on its face under the soles (`soles` is their middle, `height` the surfer's), and drops of spray off the tail.
 * Older children get a second curl line in the lip and a stripe down the board to colour.
 */
export function surfWave(art: Box, soles: Point, height: number, linePx: number, detail: Detail): SurfWave {
  const gap = soles.x - art.x;
  const at = (x: number, y: number): string => `${fmt(art.x + gap * x)} ${fmt(soles.y - height * y)}`;
  const outline = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;
  const bottom = art.y + art.height + linePx * 4;
  const board = surfboard(soles, height, linePx, detail);
  const boardTop = soles.y;
  const { boardBelow, tail, nose } = board;
  const right = art.x + art.width + linePx * 4;
  // The curl, then the surf from under the board's tail out to the right edge and down round the sea below.
  const curl = WAVE_CURL.map((c) => `C${at(c[0], c[1])} ${at(c[2], c[3])} ${at(c[4], c[5])}`).join('');
  // The face comes down to the board's tail, under its rounded end, and the surf runs on level from its nose: a face
  // running on under the board left a sliver between it, the board and the back shoe.
  const tailShare = (tail - art.x) / gap;
  const face = `C${at(0.32, 0.45)} ${at(tailShare - 0.12, 0.06)} ${fmt(tail + height * 0.03)} ${fmt(boardBelow)}`;
  const swell = (right - nose) / 2;
  const surface =
    `L${fmt(nose)} ${fmt(boardBelow)}` +
    `q${fmt(swell / 2)} ${fmt(-height * 0.03)} ${fmt(swell)} 0q${fmt(swell / 2)} ${fmt(height * 0.03)} ${fmt(swell)} 0`;
  const wave = `<path d="M${fmt(art.x - linePx * 4)} ${fmt(bottom)}L${fmt(art.x - linePx * 4)} ${fmt(soles.y - height * 0.55)}${curl}${face}${surface}L${fmt(right)} ${fmt(bottom)}Z" ${outline}/>`;
  // Swell lines in the wave, each from the back edge arching up and ending short of the face: a wave, not a hill.
  const faceLines = (detail === 'low' ? [0.62] : [0.7, 0.5, 0.3])
    .map((rise) => {
      return `<path d="M${at(-0.02, rise * 0.6)}Q${at(0.16, rise + 0.08)} ${at(0.26, rise * 0.75)}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`;
    })
    .join('');
  const lipLine = detail === 'low' ? '' : `<path d="M${at(0.2, 1.16)}C${at(0.34, 1.3)} ${at(0.58, 1.24)} ${at(0.62, 1.02)}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`;
  const drops = (detail === 'low' ? [[0.12, 0.2, 1]] : [[0.12, 0.2, 1], [0.24, 0.32, 0.8], [0.08, 0.38, 0.7]]).map(([ahead, rise, scale]) => {
    const r = height * 0.03 * scale!;
    const cx = tail + height * ahead!;
    const cy = boardTop - height * rise!;
    return `<path d="M${fmt(cx + r * 0.5)} ${fmt(cy - r * 2.2)}C${fmt(cx + r * 0.9)} ${fmt(cy - r * 0.6)} ${fmt(cx + r)} ${fmt(cy + r)} ${fmt(cx)} ${fmt(cy + r)}C${fmt(cx - r)} ${fmt(cy + r)} ${fmt(cx - r * 0.9)} ${fmt(cy - r * 0.6)} ${fmt(cx + r * 0.5)} ${fmt(cy - r * 2.2)}Z" ${outline}/>`;
  });
  // Rows of swell across the sea below the board, from frame to frame: the wave's foot is the sea, not a blank field.
  const rowsTop = boardBelow + height * 0.22;
  const rowCount = detail === 'low' ? 1 : detail === 'medium' ? 2 : 3;
  const step = art.width / (detail === 'high' ? 9 : 7);
  const rowsSpan = art.y + art.height - step * 0.4 - rowsTop;
  const rows = Array.from({ length: rowCount }, (_, row) => {
    const y = rowsTop + (rowCount === 1 ? rowsSpan / 2 : (rowsSpan * row) / (rowCount - 1));
    const start = art.x - step + (row % 2) * step * 0.5;
    let d = `M${fmt(start)} ${fmt(y)}`;
    for (let x = start; x < right; x += step) d += `q${fmt(step / 4)} ${fmt(-step / 5)} ${fmt(step / 2)} 0q${fmt(step / 4)} ${fmt(step / 5)} ${fmt(step / 2)} 0`;
    return `<path d="${d}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`;
  });
  const top = soles.y - height * 1.4;
  return {
    under: wave + faceLines + lipLine + rows.join('') + board.markup,
    spray: drops.join(''),
    box: { x: art.x, y: top, width: nose - art.x, height: boardBelow - top },
    boardBottom: { x: soles.x, y: boardBelow },
  };
}

/**
 * A surfboard level under the soles (`soles` their middle, `height` the surfer's): a pointed nose ahead, a rounded tail,
 * and a stripe down it for older children.
 */
export function surfboard(soles: Point, height: number, linePx: number, detail: Detail): { markup: string; boardBelow: number; tail: number; nose: number } {
  const outline = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;
  const boardTop = soles.y;
  const boardBelow = boardTop + height * BOARD_THICK;
  const tail = soles.x - height * BOARD_TAIL;
  const nose = soles.x + height * BOARD_NOSE;
  const mid = (boardTop + boardBelow) / 2;
  const board =
    `<path d="M${fmt(tail + height * 0.03)} ${fmt(boardTop)}L${fmt(soles.x + height * 0.2)} ${fmt(boardTop)}` +
    `C${fmt(nose - height * 0.12)} ${fmt(boardTop)} ${fmt(nose - height * 0.02)} ${fmt(mid - height * 0.02)} ${fmt(nose)} ${fmt(mid - height * 0.035)}` +
    `C${fmt(nose - height * 0.04)} ${fmt(boardBelow)} ${fmt(nose - height * 0.14)} ${fmt(boardBelow)} ${fmt(soles.x + height * 0.2)} ${fmt(boardBelow)}` +
    `L${fmt(tail + height * 0.03)} ${fmt(boardBelow)}A${fmt(height * 0.03)} ${fmt((boardBelow - boardTop) / 2)} 0 0 1 ${fmt(tail + height * 0.03)} ${fmt(boardTop)}Z" ${outline}/>`;
  const stripe = detail === 'low' ? '' : `<path d="M${fmt(tail + height * 0.04)} ${fmt(mid)}L${fmt(nose - height * 0.1)} ${fmt(mid)}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`;
  return { markup: board + stripe, boardBelow, tail, nose };
}
