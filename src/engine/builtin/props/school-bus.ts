import { figurePropShapes } from '../figure/draw-figure';
import type { FigureSpec, HairStyle } from '../figure/figure-context';
import type { Detail } from '../motif-library';
import { fmt } from '../svg-number';
import type { ComposedProp } from './composed-prop';
import { circle, line, polygon, rect, shape } from './prop-shapes';

/** The body's sides, roof and sill, the windows' top and bottom, and the wheels, in the drawing's units. */
const BACK = 6;
const FRONT = 184;
const ROOF = 10;
const SILL = 88;
const WINDOW_TOP = 17;
const WINDOW_BOTTOM = 50;
const WHEELS = [48, 192] as const;
const AXLE_Y = 94;

/** The passenger windows' left edges and width by age: three wide ones for the youngest, five for the oldest. */
const WINDOWS: Record<Detail, { lefts: number[]; width: number }> = {
  low: { lefts: [16, 60, 104], width: 36 },
  medium: { lefts: [16, 50, 84, 118], width: 28 },
  high: { lefts: [14, 41, 68, 95, 122], width: 23 },
};

/** The children looking out, one a window, each with hair of their own: none bushy (curls, pigtails), which closed to slivers against the window's sides. */
const HAIR: HairStyle[] = ['ponytail', 'short', 'bun', 'spiky', 'long'];

/** A child's head and shoulders filling a window whose top is `top`, centred on `cx`: the body below is hidden by the bus's side. */
function childInWindow(cx: number, top: number, windowHeight: number, hair: HairStyle, detail: Detail): string[] {
  const spec: FigureSpec = { kind: 'child', hair, hasBeard: false, outfit: null, accessories: [], prop: null };
  const probe = figurePropShapes(spec, { pose: 'standing', cx, groundY: 0, height: 100, linePx: 2, detail: detail === 'low' ? 'low' : 'medium' }).anchors;
  // The head from its top to the neck under two thirds of the window's height, room round it, its top a little under the window's.
  const height = (100 * windowHeight * 0.62) / (probe.neck.y - probe.headTop.y);
  const headTop = (probe.headTop.y * height) / 100;
  return figurePropShapes(spec, { pose: 'standing', cx, groundY: top + windowHeight * 0.12 - headTop, height, linePx: 2, detail: detail === 'low' ? 'low' : 'medium' }, 3).shapes;
}

/** A rectangle as a path's piece, drawn the other way round so it is a hole in the shape round it. */
function hole(x: number, y: number, width: number, height: number): string {
  return `M${fmt(x)} ${fmt(y)}V${fmt(y + height)}H${fmt(x + width)}V${fmt(y)}Z`;
}

/**
 * A school bus ("a school bus", "a bus full of children"): a long body with a short bonnet in front, a row of windows
 * with a child looking out of each, a folding door by the driver, two wheels. Bands along the side, lamps on the roof,
 * a stop sign folded against the side and more windows, each with a child, give older children more to colour.
 */
export const schoolBus: ComposedProp = {
  name: 'school-bus',
  // "A bus full of children" is a school bus with its children at the windows, not a bus beside a crowd.
  words: ['school bus', 'bus full', 'yellow bus'],
  kind: 'vehicle',
  size: 'large',
  stands: 'ground',
  includes: ['child'],
  draw(detail) {
    const hasDetail = detail !== 'low';
    const { lefts, width } = WINDOWS[detail];
    const windowHeight = WINDOW_BOTTOM - WINDOW_TOP;
    // The children first: the bus's side, with its windows cut out of it, covers all of each but the head and shoulders.
    const shapes = lefts.flatMap((left, index) => childInWindow(left + width / 2, WINDOW_TOP, windowHeight, HAIR[index % HAIR.length]!, detail));
    // Lamps on the roof's corners, behind the body.
    if (hasDetail) shapes.push(rect(BACK + 6, ROOF - 5, 10, 8, 2), rect(FRONT - 16, ROOF - 5, 10, 8, 2));
    const r = 8;
    const body = `M${BACK + r} ${ROOF}H${FRONT - r}Q${FRONT} ${ROOF} ${FRONT} ${ROOF + r}V${SILL}H${BACK}V${ROOF + r}Q${BACK} ${ROOF} ${BACK + r} ${ROOF}Z`;
    shapes.push(`<path d="${body}${lefts.map((left) => hole(left, WINDOW_TOP, width, windowHeight)).join('')}" fill-rule="evenodd"/>`);
    // The bonnet in front, below the windscreen.
    shapes.push(polygon([[FRONT - 2, 46], [204, 50], [212, 58], [212, SILL], [FRONT - 2, SILL]], 4));
    if (hasDetail) shapes.push(rect(205, 62, 7, 8, 2));
    // The folding door behind the bonnet: two tall panes.
    shapes.push(rect(148, WINDOW_TOP, 24, SILL - WINDOW_TOP - 4, 2));
    shapes.push(line([160, WINDOW_TOP], [160, SILL - 4]));
    if (hasDetail) shapes.push(rect(151, WINDOW_TOP + 4, 6, 24, 1.5), rect(163, WINDOW_TOP + 4, 6, 24, 1.5));
    // Bands along the side, under the windows, ending at the door.
    shapes.push(line([BACK, 56], [148, 56]));
    if (hasDetail) shapes.push(line([BACK, 66], [148, 66]));
    if (detail === 'high') shapes.push(line([BACK, 76], [148, 76]));
    // The stop sign folded against the side, behind the driver.
    if (detail === 'high') shapes.push(polygon([[130, 58], [136, 58], [140, 62], [140, 68], [136, 72], [130, 72], [126, 68], [126, 62]], 1));
    for (const cx of WHEELS) {
      shapes.push(shape(`M${cx - 19} ${SILL} A19 19 0 0 1 ${cx + 19} ${SILL} Z`));
      shapes.push(circle(cx, AXLE_Y, 15), circle(cx, AXLE_Y, hasDetail ? 6 : 5));
    }
    return { width: 214, height: AXLE_Y + 16, shapes, anchors: {} };
  },
};
