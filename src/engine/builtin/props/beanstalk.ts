import { figurePropShapes } from '../figure/draw-figure';
import type { FigureSpec } from '../figure/figure-context';
import type { ComposedProp } from './composed-prop';
import { curve, polygon, rect, shape, type Point } from './prop-shapes';

const JACK: FigureSpec = { kind: 'child', hair: 'short', hasBeard: false, outfit: null, accessories: [], prop: null };

/** The drawing's size: the ground at its foot, the clouds and the giant's castle at its top. */
const WIDTH = 230;
const HEIGHT = 400;
/** Where Jack's hands hold the stalk: where its sway turns, so it stands straight up between them. */
const GRIP_Y = 202;
/** Where the stalk goes into the clouds. */
const CLOUD_Y = 92;

/** The stalk's middle line: it sways side to side as it climbs from the ground to the clouds. */
const swayAt = (y: number): number => WIDTH / 2 + Math.sin((HEIGHT - y) / 42) * 20;
/** Its half-width, thick at the ground and narrowing as it climbs. */
const halfAt = (y: number): number => 15 + ((y - CLOUD_Y) / (HEIGHT - CLOUD_Y)) * 16;

/** A big pointed leaf on its stalk at `y`, out to `side`, with its middle vein for older children. */
function leaf(y: number, side: 1 | -1, size: number, hasVein: boolean): string[] {
  const base: Point = [swayAt(y) + side * halfAt(y) * 0.7, y];
  const tip: Point = [base[0] + side * size, y - size * 0.55];
  const shapes = [shape(`M${base[0]} ${base[1]}Q${base[0] + side * size * 0.2} ${y - size * 0.75} ${tip[0]} ${tip[1]}Q${base[0] + side * size * 0.75} ${y + size * 0.25} ${base[0]} ${base[1]}Z`)];
  if (hasVein) shapes.push(curve(`M${base[0] + side * 3} ${y - 1}Q${base[0] + side * size * 0.5} ${y - size * 0.2} ${tip[0] - side * size * 0.2} ${tip[1] + size * 0.08}`));
  return shapes;
}

/** A puffy cloud from `left` to `right` with its flat bottom at `bottom`, as one closed shape. */
function cloud(left: number, right: number, bottom: number, height: number): string {
  const width = right - left;
  const bumps = [0.22, 0.5, 0.78].map((share, index) => [left + width * share, bottom - height * (index === 1 ? 1 : 0.72)] as const);
  const [a, b, c] = bumps as [readonly [number, number], readonly [number, number], readonly [number, number]];
  return shape(`M${left} ${bottom}Q${left - 6} ${bottom - height * 0.45} ${a[0] - width * 0.08} ${a[1] + height * 0.2}Q${a[0]} ${a[1] - height * 0.2} ${(a[0] + b[0]) / 2} ${b[1] + height * 0.18}Q${b[0]} ${b[1] - height * 0.3} ${(b[0] + c[0]) / 2} ${c[1] + height * 0.05}Q${c[0] + width * 0.05} ${c[1] - height * 0.2} ${c[0] + width * 0.12} ${c[1] + height * 0.35}Q${right + 6} ${bottom - height * 0.45} ${right} ${bottom}Z`);
}

/** The giant's castle on the clouds: a keep with battlements between two towers with pointed roofs, and its door. */
function castle(hasWindows: boolean): string[] {
  const x = (offset: number): number => WIDTH / 2 + offset;
  const shapes = [rect(x(-42), 30, 18, 48), rect(x(24), 30, 18, 48), polygon([[x(-45), 31], [x(-33), 6], [x(-21), 31]], 1), polygon([[x(21), 31], [x(33), 6], [x(45), 31]], 1)];
  shapes.push(shape(`M${x(-24)} 78V40H${x(-18)}V34H${x(-10)}V40H${x(-4)}V34H${x(4)}V40H${x(10)}V34H${x(18)}V40H${x(24)}V78Z`));
  shapes.push(shape(`M${x(-8)} 78V64A8 8 0 0 1 ${x(8)} 64V78Z`));
  if (hasWindows) shapes.push(rect(x(-37), 44, 8, 10, 3), rect(x(29), 44, 8, 10, 3), rect(x(-5), 46, 10, 10, 3));
  return shapes;
}

/**
 * Jack and the beanstalk ("jack and the beanstalk", "a giant beanstalk"): a huge stalk swaying up from the grass through
 * the clouds, big pointed leaves out to alternate sides all the way, the giant's castle on the clouds at the top, and
 * Jack halfway up, his hands up round the stalk and a foot on a leaf. A tendril curling round the stalk, the leaves'
 * veins and the castle's windows give older children more to colour.
 */
export const beanstalk: ComposedProp = {
  name: 'beanstalk',
  words: ['beanstalk', 'bean stalk', 'giant beanstalk', 'magic beanstalk'],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  // Alone, from the grass up to the top of the page: at a large thing's four fifths of the width it was as tall as Jack.
  loneShare: 1.18,
  // Jack is the boy the words name: "a boy climbing a beanstalk" drew a second boy waving on the grass before it.
  includes: ['jack', 'boy', 'castle', 'cloud'],
  draw(detail) {
    const hasDetail = detail !== 'low';
    const shapes: string[] = [];
    // The castle behind its clouds, the stalk going up into them.
    shapes.push(...castle(hasDetail));
    const steps = Array.from({ length: 40 }, (_, index) => HEIGHT - index * ((HEIGHT - CLOUD_Y + 10) / 39));
    const edge = (side: 1 | -1): Point[] => steps.map((y) => [swayAt(y) + side * halfAt(y), y] as const);
    const leafAt: Array<[number, 1 | -1, number]> = hasDetail
      ? [[372, 1, 36], [336, -1, 40], [296, 1, 40], [258, -1, 38], [222, 1, 36], [186, -1, 34], [150, 1, 32], [120, -1, 28]]
      : [[366, 1, 50], [316, -1, 54], [262, 1, 52], [206, -1, 50], [150, 1, 46]];
    for (const [y, side, size] of leafAt) shapes.push(...leaf(y, side, size, hasDetail));
    shapes.push(polygon([...edge(-1), ...edge(1).reverse()], 2));
    // The heap of earth it bursts up from, over the stalk's foot.
    const foot = swayAt(HEIGHT);
    shapes.push(shape(`M${foot - 44} ${HEIGHT}Q${foot - 30} ${HEIGHT - 16} ${foot} ${HEIGHT - 18}Q${foot + 30} ${HEIGHT - 16} ${foot + 44} ${HEIGHT}Z`));
    if (hasDetail) {
      // A tendril winding round the stalk.
      const wind = steps.filter((_, index) => index % 2 === 0).map((y, index) => `${index === 0 ? 'M' : 'L'}${swayAt(y) + Math.sin(index * 1.1) * halfAt(y) * 0.8} ${y}`);
      shapes.push(curve(wind.join('')));
    }
    shapes.push(cloud(6, 112, CLOUD_Y + 14, 34), cloud(100, 224, CLOUD_Y + 8, 32));
    // Jack halfway up, facing out, his hands up round the stalk where it stands straight up, his feet on it below.
    const placement = { pose: 'climbing' as const, cx: swayAt(GRIP_Y), height: 104, facing: 1 as const, linePx: 2, detail: hasDetail ? ('medium' as const) : ('low' as const) };
    const { hands } = figurePropShapes(JACK, { ...placement, groundY: 0 }).anchors;
    const { shapes: jack } = figurePropShapes(JACK, { ...placement, groundY: GRIP_Y - (hands.back.y + hands.front.y) / 2 }, 3);
    shapes.push(...jack);
    return { width: WIDTH, height: HEIGHT, shapes, anchors: {} };
  },
};
