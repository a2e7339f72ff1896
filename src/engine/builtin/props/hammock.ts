import { figurePropShapes } from '../figure/draw-figure';
import type { FigureSpec, HairStyle } from '../figure/figure-context';
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

/**
 * A hammock slung between two trees ("a hammock between two trees"): a rope from each trunk to the cloth's gathered
 * end, the cloth sagging between them. With a sleeper (`sleeper`'s hair) the child lies in it on the back, the head on
 * the left over the cloth's edge, the face up and the eyes closed, the cloth over the body up to the chest; older
 * children get the cloth's stripes.
 */
function drawHammock(detail: Detail, sleeper: HairStyle | null): PropArt {
  const shapes = [...tree(TRUNKS[0]), ...tree(TRUNKS[1])];
  const middle = (ENDS[0] + ENDS[1]) / 2;
  shapes.push(curve(`M${TRUNKS[0] + TRUNK_HALF} ${HOOK_Y}L${ENDS[0]} ${END_Y}`), curve(`M${TRUNKS[1] - TRUNK_HALF} ${HOOK_Y}L${ENDS[1]} ${END_Y}`));
  if (sleeper) {
    const child: FigureSpec = { kind: 'child', hair: sleeper, hasBeard: false, outfit: null, accessories: [], prop: null };
    shapes.push(...figurePropShapes(child, { pose: 'sleeping', cx: middle, groundY: END_Y + 14, height: 116, facing: 1, linePx: 2, detail: detail === 'low' ? 'low' : 'medium' }, 3).shapes);
  }
  // The cloth: its top edge a shallow curve from end to end, its bottom a deep one below (a quadratic's control twice its sag).
  shapes.push(shape(`M${ENDS[0]} ${END_Y}Q${middle} ${END_Y + TOP_SAG * 2} ${ENDS[1]} ${END_Y}Q${middle} ${END_Y + BOTTOM_SAG * 2} ${ENDS[0]} ${END_Y}Z`));
  if (detail !== 'low') {
    for (const share of [0.4, 0.72]) {
      const sag = TOP_SAG + (BOTTOM_SAG - TOP_SAG) * share;
      shapes.push(curve(`M${ENDS[0] + 14} ${END_Y + 3 * share}Q${middle} ${END_Y + sag * 2} ${ENDS[1] - 14} ${END_Y + 3 * share}`));
    }
  }
  // The knots where the cloth is gathered onto the ropes.
  shapes.push(circle(ENDS[0], END_Y, 6), circle(ENDS[1], END_Y, 6));
  return { width: WIDTH, height: HEIGHT, shapes, anchors: {} };
}

/** A hammock the words name, slung between two trees, with no one in it. */
export const hammock: ComposedProp = {
  name: 'hammock',
  words: ['hammock'],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  loneShare: 0.85,
  includes: ['deciduous-tree'],
  houses: { girl: 'girl-in-hammock', boy: 'boy-in-hammock', child: 'boy-in-hammock' },
  draw: (detail) => drawHammock(detail, null),
};

/** A girl asleep in a hammock ("a girl sleeping in a hammock"): the one lying in it, not a girl in bed beside it. */
export const girlInHammock: ComposedProp = { ...hammock, name: 'girl-in-hammock', words: [], includes: ['girl', 'hammock', 'deciduous-tree'], houses: {}, draw: (detail) => drawHammock(detail, 'ponytail') };

/** A boy asleep in a hammock. */
export const boyInHammock: ComposedProp = { ...hammock, name: 'boy-in-hammock', words: [], includes: ['boy', 'hammock', 'deciduous-tree'], houses: {}, draw: (detail) => drawHammock(detail, 'short') };
