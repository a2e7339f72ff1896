import type { ComposedProp } from './composed-prop';
import { circle, curve, line, polygon, rect, shape } from './prop-shapes';
import { stoneCastle } from './stone-castle';

/** The castle's foot, the moat's far and near edges, and the lowered bridge's far and near ends, in the castle's 200 units. */
const FOOT = 180;
const MOAT_TOP = 186;
const MOAT_BOTTOM = 206;
const BRIDGE_NEAR = 212;
/**
 * The bridge's half-width: a little wider than the gate, each chain running straight down its side, midway between the
 * 9-12 bricks' joints (nearer one, the chain and the joint closed a sliver between them).
 */
const BRIDGE_HALF = 16;
/** Where each chain is fastened on the wall above the gate's sides. */
const CHAIN_TOP = 128;

/** Waves on the moat's water, [x, y], by age. */
const WAVES = { low: [[24, 196], [156, 196]], medium: [[22, 196], [150, 196]], high: [[14, 193], [44, 199], [140, 193], [172, 199]] } as const;

/**
 * A castle with its drawbridge let down ("a castle with a drawbridge"): the stone castle with its gate open, a moat of
 * water across its foot and the bridge lowered over it from the gate, hung on two chains from the wall above. The
 * bridge's planks, more waves on the moat, the raised portcullis's teeth and the chains' rings give older children more to colour.
 */
export const drawbridgeCastle: ComposedProp = {
  name: 'drawbridge-castle',
  words: ['drawbridge', 'moat'],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  includes: ['castle', 'water-wave'],
  draw(detail) {
    const hasDetail = detail !== 'low';
    // The moat: water along the castle's foot, its ends rounded, the lawn its banks.
    const shapes = [rect(0, MOAT_TOP, 200, MOAT_BOTTOM - MOAT_TOP, (MOAT_BOTTOM - MOAT_TOP) / 2)];
    for (const [x, y] of WAVES[detail]) shapes.push(curve(`M${x} ${y} Q${x + 5} ${y - 4} ${x + 10} ${y} Q${x + 15} ${y + 4} ${x + 20} ${y}`));
    shapes.push(...stoneCastle.draw(detail).shapes);
    // The gate open: its portcullis raised, only its teeth showing under the arch's top.
    shapes.push(shape(`M88 ${FOOT} V148 A12 12 0 0 1 112 148 V${FOOT} Z`));
    if (detail === 'high') shapes.push(polygon([[91, 144], [95, 144], [93, 150]], 0.5), polygon([[98, 138], [102, 138], [100, 145]], 0.5), polygon([[105, 144], [109, 144], [107, 150]], 0.5));
    // The bridge let down over the moat from the gate to the near bank, and its planks.
    shapes.push(rect(100 - BRIDGE_HALF, FOOT - 1, BRIDGE_HALF * 2, BRIDGE_NEAR - FOOT + 1, 1.5));
    if (hasDetail) for (const y of detail === 'high' ? [186, 192, 199, 206] : [189, 199]) shapes.push(line([100 - BRIDGE_HALF, y], [100 + BRIDGE_HALF, y]));
    // The chains from the wall beside the gate straight down the bridge's sides to its near corners: a chain slanting
    // across to a corner met the bridge's side in a narrow wedge, too thin to colour.
    for (const x of [100 - BRIDGE_HALF, 100 + BRIDGE_HALF]) {
      shapes.push(line([x, CHAIN_TOP], [x, FOOT]), circle(x, BRIDGE_NEAR - 3, 3.4));
      if (hasDetail) shapes.push(circle(x, CHAIN_TOP, 2.6));
    }
    return { width: 200, height: BRIDGE_NEAR + 2, shapes, anchors: {} };
  },
};
