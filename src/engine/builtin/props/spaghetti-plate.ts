import type { Detail } from '../motif-library';
import { fmt } from '../svg-number';
import type { ComposedProp } from './composed-prop';
import { bar, circle, curve, ellipse, line, polygon, shape, type Point } from './prop-shapes';

/** The heap's middle and half-width at the plate, its height, and the plate's middle, in the drawing's units. */
const HEAP = { cx: 60, half: 48, top: 38 } as const;
const PLATE_Y = 94;

/** The meatballs on the heap, [x, y, radius], in a row that climbs and overlaps: two side by side read as a face's eyes. */
const MEATBALLS: Record<Detail, Array<[number, number, number]>> = {
  low: [[48, 48, 9], [62, 41, 9], [74, 51, 8.5]],
  medium: [[48, 44, 8], [64, 40, 8], [74, 50, 7]],
  high: [[46, 46, 7.5], [60, 38, 7.5], [74, 48, 7], [56, 54, 6]],
};

/** A point on the heap's rounded top, `share` of the way round from its left foot to its right. */
function onHeap(share: number, out = 0): Point {
  const angle = Math.PI * share;
  return [HEAP.cx - Math.cos(angle) * (HEAP.half + out), PLATE_Y - Math.sin(angle) * (PLATE_Y - HEAP.top + out)];
}

/** The heap's outline: noodle loops bulging all round its top, its foot on the plate. */
function heap(loops: number): string {
  let d = `M${fmt(onHeap(0)[0])} ${fmt(PLATE_Y)}`;
  for (let index = 1; index <= loops; index++) {
    const [cx, cy] = onHeap((index - 0.5) / loops, 6);
    const [x, y] = onHeap(index / loops);
    d += ` Q${fmt(cx)} ${fmt(cy)} ${fmt(x)} ${fmt(y)}`;
  }
  return shape(`${d} Q${HEAP.cx} ${PLATE_Y + 8} ${fmt(onHeap(0)[0])} ${PLATE_Y}Z`);
}

/** A wavy noodle across the heap at `y`, from side to side inside it. */
function strand(y: number, inset: number, waves: number): string {
  const left = HEAP.cx - HEAP.half + inset;
  const step = (HEAP.half * 2 - inset * 2) / waves;
  let d = `M${fmt(left)} ${fmt(y)}`;
  for (let index = 0; index < waves; index++) d += ` q${fmt(step / 2)} ${index % 2 === 0 ? -5 : 5} ${fmt(step)} 0`;
  return curve(d);
}

/** A fork lying on the plate's right side, its tines toward the heap and its handle out past the rim. */
function fork(): string[] {
  const end: Point = [142, 84];
  const neck: Point = [110, 96];
  const length = Math.hypot(neck[0] - end[0], neck[1] - end[1]);
  const dir: Point = [(neck[0] - end[0]) / length, (neck[1] - end[1]) / length];
  const perp: Point = [-dir[1], dir[0]];
  const at = (along: number, across: number): Point => [neck[0] + dir[0] * along + perp[0] * across, neck[1] + dir[1] * along + perp[1] * across];
  const shapes = [bar(end, neck, 7)];
  // The tines are one head split by slits from their tips: gaps cut between them were white slivers.
  shapes.push(polygon([at(-2, -3), at(-2, 3), at(9, 7.2), at(26, 7.2), at(26, -7.2), at(9, -7.2)], 2));
  for (const across of [-2.4, 2.4]) shapes.push(line(at(12, across), at(26, across)));
  return shapes;
}

/**
 * A plate of spaghetti ("a plate of spaghetti", "spaghetti and meatballs"): a flat plate seen from a little above, a
 * heap of noodles looping all round its top with wavy strands across it, sauce and meatballs on top and a fork lying
 * on the plate. It was noodles in a bowl with chopsticks, and read as ramen (judging 20). More strands and meatballs
 * for older children.
 */
export const spaghettiPlate: ComposedProp = {
  name: 'spaghetti-plate',
  words: ['plate of spaghetti', 'bowl of spaghetti', 'spaghetti and meatballs', 'spaghetti with meatballs', 'plate of pasta'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  isOnTable: true,
  includes: ['spaghetti', 'fork-and-knife-with-plate'],
  draw(detail) {
    const shapes = [ellipse(66, PLATE_Y + 2, 64, 18)];
    if (detail !== 'low') shapes.push(ellipse(66, PLATE_Y + 1, 52, 12));
    shapes.push(heap(detail === 'low' ? 7 : 10));
    const strands = detail === 'low' ? 3 : detail === 'medium' ? 4 : 5;
    for (let index = 1; index <= strands; index++) {
      const y = HEAP.top + 24 + (index * (PLATE_Y - HEAP.top - 24)) / (strands + 1);
      shapes.push(strand(y, index === 1 ? 10 : 5, detail === 'low' ? 6 : 8));
    }
    // Sauce in a wavy pool over the top, the meatballs sitting in it.
    shapes.push(shape(`M38 52Q38 42 48 40Q56 33 66 35Q78 35 82 44Q88 50 82 57Q74 62 62 60Q50 64 43 59Q36 57 38 52Z`));
    for (const [x, y, r] of MEATBALLS[detail]) shapes.push(circle(x, y, r));
    shapes.push(...fork());
    return { width: 140, height: PLATE_Y + 22, shapes, anchors: {} };
  },
};
