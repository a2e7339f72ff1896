import type { Detail } from '../motif-library';
import type { ComposedProp, PropArt } from './composed-prop';
import { circle, curve, shape } from './prop-shapes';

const WIDTH = 320;
const HEIGHT = 210;
const GROUND_Y = HEIGHT;
/** The trees' trunks: their middles, and half their width. */
const TRUNKS = [46, WIDTH - 46] as const;
const TRUNK_HALF = 11;
/** Where the ropes are tied round the trunks. */
const HOOK_Y = 92;
/** The cloth's gathered ends, and how far its top edge and its bottom sag between them. */
const ENDS = [84, WIDTH - 84] as const;
const END_Y = 112;
const TOP_SAG = 16;
const BOTTOM_SAG = 52;
/** How far below the cloth's ends the one lying in it rests, sunk into its sag, and their standing height. */
const LOUNGER_SINK = 12;
const LOUNGER_HEIGHT = 122;

/** A tree at `x`: a trunk flaring into the grass and a round crown of leaves over the hammock's ropes. */
function tree(x: number): string[] {
  const trunk = shape(`M${x - TRUNK_HALF - 8} ${GROUND_Y}Q${x - TRUNK_HALF} ${GROUND_Y - 6} ${x - TRUNK_HALF} ${GROUND_Y - 30}V50H${x + TRUNK_HALF}V${GROUND_Y - 30}Q${x + TRUNK_HALF} ${GROUND_Y - 6} ${x + TRUNK_HALF + 8} ${GROUND_Y}Z`);
  const clumps = [
    [-26, 46, 24],
    [26, 46, 24],
    [0, 30, 28],
  ].map(([dx, y, r]) => circle(x + dx!, y!, r!));
  return [trunk, ...clumps];
}

/** The hammock's drawing split round the one lying in it: the trees and ropes behind, the cloth in front over the body. */
export interface HammockArt {
  width: number;
  height: number;
  behind: string[];
  inFront: string[];
  /** Where the one lying in it goes, in the art's units: the middle, what it lies on, and its standing height. */
  lounger: { cx: number; groundY: number; height: number };
  /** What it covers, in the art's units: the crowns, ropes and cloth across the top, and the trunks down to the grass (the grass under the cloth is bare). */
  covers: Array<{ x: number; y: number; width: number; height: number }>;
}

/**
 * A hammock slung between two trees ("a hammock between two trees"): a rope from each trunk to the cloth's gathered
 * end, the cloth sagging between them, drawn over the body of whoever lies in it up to the chest; older children get
 * the cloth's stripes.
 */
export function hammockArt(detail: Detail): HammockArt {
  const behind = [...tree(TRUNKS[0]), ...tree(TRUNKS[1])];
  const middle = (ENDS[0] + ENDS[1]) / 2;
  behind.push(curve(`M${TRUNKS[0] + TRUNK_HALF} ${HOOK_Y}L${ENDS[0]} ${END_Y}`), curve(`M${TRUNKS[1] - TRUNK_HALF} ${HOOK_Y}L${ENDS[1]} ${END_Y}`));
  // The cloth: its top edge a shallow curve from end to end, its bottom a deep one below (a quadratic's control twice its sag).
  const inFront = [shape(`M${ENDS[0]} ${END_Y}Q${middle} ${END_Y + TOP_SAG * 2} ${ENDS[1]} ${END_Y}Q${middle} ${END_Y + BOTTOM_SAG * 2} ${ENDS[0]} ${END_Y}Z`)];
  if (detail !== 'low') {
    for (const share of [0.4, 0.72]) {
      const sag = TOP_SAG + (BOTTOM_SAG - TOP_SAG) * share;
      inFront.push(curve(`M${ENDS[0] + 14} ${END_Y + 3 * share}Q${middle} ${END_Y + sag * 2} ${ENDS[1] - 14} ${END_Y + 3 * share}`));
    }
  }
  // The knots where the cloth is gathered onto the ropes.
  inFront.push(circle(ENDS[0], END_Y, 6), circle(ENDS[1], END_Y, 6));
  const clothBottom = END_Y + BOTTOM_SAG + 4;
  const trunks = TRUNKS.map((x) => ({ x: x - TRUNK_HALF - 8, y: clothBottom, width: (TRUNK_HALF + 8) * 2, height: GROUND_Y - clothBottom }));
  return { width: WIDTH, height: HEIGHT, behind, inFront, lounger: { cx: middle, groundY: END_Y + LOUNGER_SINK, height: LOUNGER_HEIGHT }, covers: [{ x: 0, y: 0, width: WIDTH, height: clothBottom }, ...trunks] };
}

/** A hammock the words name, slung between two trees, with no one in it (who lies in it is the `hammock` act's). */
export const hammock: ComposedProp = {
  name: 'hammock',
  words: ['hammock'],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  loneShare: 0.85,
  includes: ['deciduous-tree'],
  draw: (detail): PropArt => {
    const art = hammockArt(detail);
    return { width: art.width, height: art.height, shapes: [...art.behind, ...art.inFront], anchors: {} };
  },
};
