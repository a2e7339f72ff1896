import type { ComposedProp } from './composed-prop';
import { circle, curve, line, polygon, rect } from './prop-shapes';

/** The mast's sides and the jib's top and bottom, in the drawing's units. */
const MAST = { left: 58, right: 80, top: 36, bottom: 204 } as const;
const JIB = { left: 6, right: 158, top: 26, bottom: 36 } as const;
/** Where the trolley runs on the jib, and how far down the hook hangs on its cable. */
const TROLLEY_X = 124;
const HOOK_TOP = 138;

/**
 * A tower crane the words name ("a crane at a building site"): a lattice mast on a concrete base, a long jib across the
 * top with a counterweight at its short end, a peak with cables out to both ends, the operator's cab under the jib, and
 * a hook on its cable from a trolley, lifting a stack of bricks. Where the page was an empty meadow that said "Couldn't
 * draw: crane". Lattice bracing in the mast and jib for older children; every brace runs from edge to edge, so each
 * triangle is closed.
 */
export const towerCrane: ComposedProp = {
  name: 'tower-crane',
  words: ['tower crane', 'construction crane', 'building crane', 'crane'],
  kind: 'vehicle',
  size: 'large',
  stands: 'ground',
  loneShare: 0.9,
  draw(detail) {
    const shapes: string[] = [];
    // The peak, and its cables out to the jib's ends, behind the jib.
    shapes.push(polygon([[MAST.left + 2, JIB.top], [(MAST.left + MAST.right) / 2, 4], [MAST.right - 2, JIB.top]], 1));
    shapes.push(line([(MAST.left + MAST.right) / 2, 6], [JIB.left + 10, JIB.top]), line([(MAST.left + MAST.right) / 2, 6], [JIB.right - 6, JIB.top]));
    // The mast, with zigzag bracing edge to edge.
    shapes.push(rect(MAST.left, MAST.top - 2, MAST.right - MAST.left, MAST.bottom - MAST.top + 2));
    const braceStep = detail === 'low' ? 28 : 14;
    for (let y = MAST.top + (detail === 'low' ? 14 : 0); y + braceStep <= MAST.bottom; y += braceStep) {
      const isLeftToRight = Math.round((y - MAST.top) / braceStep) % 2 === 0;
      shapes.push(line([isLeftToRight ? MAST.left : MAST.right, y], [isLeftToRight ? MAST.right : MAST.left, y + braceStep]));
      if (detail !== 'low') shapes.push(line([MAST.left, y], [MAST.right, y]));
    }
    // The counterweight hung under the jib's short end.
    shapes.push(rect(JIB.left + 2, JIB.bottom - 1, 26, 18, 2));
    if (detail !== 'low') shapes.push(line([JIB.left + 2, JIB.bottom + 8], [JIB.left + 28, JIB.bottom + 8]));
    // The jib across the top, braced like the mast.
    shapes.push(rect(JIB.left, JIB.top, JIB.right - JIB.left, JIB.bottom - JIB.top, 1));
    if (detail !== 'low') {
      for (let x = JIB.left + 10; x + 10 <= JIB.right; x += 10) {
        const isUp = Math.round((x - JIB.left) / 10) % 2 === 0;
        shapes.push(line([x, isUp ? JIB.bottom : JIB.top], [x + 10, isUp ? JIB.top : JIB.bottom]));
      }
    }
    // The operator's cab under the jib, beside the mast, with its window.
    shapes.push(rect(MAST.right, JIB.bottom - 1, 22, 22, 3), rect(MAST.right + 5, JIB.bottom + 4, 12, 9, 2));
    // The trolley, the cable down from it, the hook block and the hook.
    shapes.push(rect(TROLLEY_X - 8, JIB.bottom - 1, 16, 7, 2));
    shapes.push(line([TROLLEY_X, JIB.bottom + 6], [TROLLEY_X, HOOK_TOP]));
    shapes.push(rect(TROLLEY_X - 7, HOOK_TOP, 14, 12, 3));
    // The hook opens to the left; the slings hang from its bottom, where it runs level, so they meet it in no wedge.
    const hookBottom = [TROLLEY_X - 5, HOOK_TOP + 25] as const;
    shapes.push(curve(`M${TROLLEY_X} ${HOOK_TOP + 12}V${HOOK_TOP + 18}Q${TROLLEY_X} ${hookBottom[1]} ${hookBottom[0]} ${hookBottom[1]}Q${TROLLEY_X - 11} ${hookBottom[1]} ${TROLLEY_X - 11} ${HOOK_TOP + 19}`));
    // The load: slings from the hook down to a pallet of bricks.
    const [loadX, loadTop] = [hookBottom[0], HOOK_TOP + 40];
    shapes.push(line(hookBottom, [loadX - 18, loadTop]), line(hookBottom, [loadX + 18, loadTop]));
    shapes.push(rect(loadX - 22, loadTop, 44, 24, 2));
    if (detail !== 'low') {
      for (const y of [loadTop + 8, loadTop + 16]) shapes.push(line([loadX - 22, y], [loadX + 22, y]));
      for (const [x, y0, y1] of [[loadX - 8, 0, 8], [loadX + 8, 0, 8], [loadX, 8, 16], [loadX - 12, 16, 24], [loadX + 4, 16, 24]] as const) shapes.push(line([x, loadTop + y0], [x, loadTop + y1]));
    }
    // The concrete base the mast stands on, bolts on it for older children.
    shapes.push(rect(MAST.left - 16, MAST.bottom, MAST.right - MAST.left + 32, 16, 2));
    if (detail === 'high') for (const x of [MAST.left - 8, MAST.right + 8]) shapes.push(circle(x, MAST.bottom + 8, 2.4));
    return { width: 164, height: 220, shapes, anchors: {} };
  },
};
