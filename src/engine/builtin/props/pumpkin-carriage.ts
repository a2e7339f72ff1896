import { figurePropShapes } from '../figure/draw-figure';
import type { FigureSpec } from '../figure/figure-context';
import type { Detail } from '../motif-library';
import type { ComposedProp } from './composed-prop';
import { bar, circle, curve, ellipse, line, shape, type Point } from './prop-shapes';

const HORSE: FigureSpec = { kind: 'horse', hair: null, hasBeard: false, outfit: null, accessories: [], prop: null };

/** The pumpkin's middle and half-width and half-height, in the drawing's units. */
const PUMPKIN_X = 96;
const PUMPKIN_Y = 74;
const PUMPKIN_RX = 74;
const PUMPKIN_RY = 52;
/** The wheels' centres and radius, and where the ground is. */
const WHEELS = [44, 148] as const;
const AXLE_Y = 130;
const WHEEL = 24;
const GROUND = AXLE_Y + WHEEL;

/** The ribs down the pumpkin, as shares of its half-width where they bulge most, by age. */
const RIBS: Record<Detail, number[]> = { low: [-0.55, 0.55], medium: [-0.7, -0.35, 0.35, 0.7], high: [-0.78, -0.52, -0.26, 0.26, 0.52, 0.78] };
/** Spokes in each wheel, by age. */
const SPOKES: Record<Detail, number> = { low: 0, medium: 6, high: 8 };

/** A round-topped door or window as one closed shape. */
function arch(x: number, bottom: number, width: number, height: number): string {
  const r = width / 2;
  return shape(`M${x} ${bottom} V${bottom - height + r} A${r} ${r} 0 0 1 ${x + width} ${bottom - height + r} V${bottom} Z`);
}

/** The carriage and its horse side by side, in the drawing's units, down to the ground under the wheels. */
export const CARRIAGE_WIDTH = 330;
export const CARRIAGE_HEIGHT = GROUND + 2;

/** The two wheels under a carriage, each with its hub and, for 6-8 and 9-12, its spokes. */
export function carriageWheels(detail: Detail): string[] {
  const shapes: string[] = [];
  for (const cx of WHEELS) {
    shapes.push(circle(cx, AXLE_Y, WHEEL));
    if (SPOKES[detail] > 0) {
      shapes.push(circle(cx, AXLE_Y, WHEEL - 7));
      for (let index = 0; index < SPOKES[detail]; index++) {
        const angle = (index * 2 * Math.PI) / SPOKES[detail];
        shapes.push(line([cx + Math.cos(angle) * 6, AXLE_Y + Math.sin(angle) * 6], [cx + Math.cos(angle) * (WHEEL - 7), AXLE_Y + Math.sin(angle) * (WHEEL - 7)]));
      }
    }
    shapes.push(circle(cx, AXLE_Y, detail === 'low' ? 8 : 6));
  }
  return shapes;
}

/** The horse in front of a carriage, walking, its nose to the right: its shapes and where its collar is, for the shaft. */
export function carriageHorse(detail: Detail): { shapes: string[]; collar: Point } {
  const { shapes, anchors } = figurePropShapes(HORSE, { pose: 'walking', cx: 252, groundY: GROUND, height: 118, facing: 1, linePx: 2, detail: detail === 'low' ? 'low' : 'medium' }, 4);
  return { shapes, collar: [anchors.neck.x, anchors.neck.y] };
}

/**
 * Cinderella's pumpkin carriage ("a pumpkin carriage", "Cinderella's coach"): a round pumpkin for its body, ribbed,
 * with its stem and a curling vine on top, an arched door with a window, on two big wheels, drawn by a walking horse on
 * a shaft. More ribs, spokes in the wheels, a step under the door and the vine's leaf give older children more to colour.
 */
export const pumpkinCarriage: ComposedProp = {
  name: 'pumpkin-carriage',
  words: ['pumpkin carriage', 'pumpkin coach', 'cinderella carriage', 'cinderella coach', 'royal carriage'],
  kind: 'vehicle',
  size: 'large',
  stands: 'ground',
  includes: ['horse', 'jack-o-lantern'],
  draw(detail) {
    const hasDetail = detail !== 'low';
    const team = carriageHorse(detail);
    // The shaft from the pumpkin's front to the horse's collar, behind both.
    const shapes = [bar([PUMPKIN_X + PUMPKIN_RX - 8, PUMPKIN_Y + 28], team.collar, 5)];
    // The stem on top and a vine curling from it, behind the pumpkin.
    shapes.push(shape(`M${PUMPKIN_X - 6} ${PUMPKIN_Y - PUMPKIN_RY + 6} Q${PUMPKIN_X - 8} ${PUMPKIN_Y - PUMPKIN_RY - 12} ${PUMPKIN_X + 4} ${PUMPKIN_Y - PUMPKIN_RY - 18} L${PUMPKIN_X + 8} ${PUMPKIN_Y - PUMPKIN_RY - 12} Q${PUMPKIN_X + 4} ${PUMPKIN_Y - PUMPKIN_RY - 4} ${PUMPKIN_X + 6} ${PUMPKIN_Y - PUMPKIN_RY + 6} Z`));
    if (hasDetail) shapes.push(shape(`M${PUMPKIN_X + 6} ${PUMPKIN_Y - PUMPKIN_RY - 8} Q${PUMPKIN_X + 22} ${PUMPKIN_Y - PUMPKIN_RY - 22} ${PUMPKIN_X + 34} ${PUMPKIN_Y - PUMPKIN_RY - 8} Q${PUMPKIN_X + 20} ${PUMPKIN_Y - PUMPKIN_RY - 2} ${PUMPKIN_X + 6} ${PUMPKIN_Y - PUMPKIN_RY - 8} Z`));
    shapes.push(curve(`M${PUMPKIN_X - 4} ${PUMPKIN_Y - PUMPKIN_RY - 6} Q${PUMPKIN_X - 26} ${PUMPKIN_Y - PUMPKIN_RY - 20} ${PUMPKIN_X - 30} ${PUMPKIN_Y - PUMPKIN_RY - 6} Q${PUMPKIN_X - 30} ${PUMPKIN_Y - PUMPKIN_RY + 2} ${PUMPKIN_X - 22} ${PUMPKIN_Y - PUMPKIN_RY}`));
    // The pumpkin and its ribs.
    const [top, bottom] = [PUMPKIN_Y - PUMPKIN_RY, PUMPKIN_Y + PUMPKIN_RY];
    shapes.push(ellipse(PUMPKIN_X, PUMPKIN_Y, PUMPKIN_RX, PUMPKIN_RY));
    for (const share of RIBS[detail]) shapes.push(curve(`M${PUMPKIN_X + share * 20} ${top + 2} Q${PUMPKIN_X + share * PUMPKIN_RX * 1.3} ${PUMPKIN_Y} ${PUMPKIN_X + share * 20} ${bottom - 2}`));
    // The door and its window.
    // The door reaches down past the pumpkin's round foot: stopping short of it, it left a sliver of pumpkin under it.
    shapes.push(arch(PUMPKIN_X - 20, bottom + 3, 40, 79), arch(PUMPKIN_X - 12, PUMPKIN_Y + 2, 24, 30));
    if (hasDetail) shapes.push(line([PUMPKIN_X, PUMPKIN_Y - 28], [PUMPKIN_X, PUMPKIN_Y + 2]), circle(PUMPKIN_X + 13, PUMPKIN_Y + 20, 2.4));
    if (detail === 'high') shapes.push(shape(`M${PUMPKIN_X - 16} ${bottom + 3} H${PUMPKIN_X + 16} V${bottom + 9} H${PUMPKIN_X - 16} Z`));
    shapes.push(...carriageWheels(detail), ...team.shapes);
    return { width: CARRIAGE_WIDTH, height: CARRIAGE_HEIGHT, shapes, anchors: {} };
  },
};
