import type { ComposedProp } from './composed-prop';
import { circle, curve, ellipse, line, polygon, rect, shape } from './prop-shapes';

/** A reindeer facing left, with its back hooves at y 80, drawn from `x` (its nose) rightwards. */
function reindeer(x: number, hasDetail: boolean): string[] {
  const shapes = [
    rect(x + 18, 46, 7, 34, 3),
    rect(x + 44, 46, 7, 34, 3),
    polygon([[x + 10, 44], [x + 6, 22], [x + 18, 20], [x + 26, 42]], 3),
    ellipse(x + 36, 44, 22, 12),
    rect(x + 24, 48, 7, 32, 3),
    rect(x + 52, 46, 7, 34, 3),
    ellipse(x + 10, 20, 10, 7),
    ellipse(x + 20, 13, 5, 2.6),
  ];
  // Antlers: bold single lines, so thin branches never become tiny regions.
  shapes.push(
    curve(`M${x + 12} 14 Q${x + 10} 6 ${x + 4} 2 M${x + 9} 7 L${x + 14} 1 M${x + 16} 14 Q${x + 18} 6 ${x + 24} 2 M${x + 19} 7 L${x + 16} 1`),
  );
  shapes.push(circle(x + 1, 22, 4), circle(x + 8, 17, 1.6));
  if (hasDetail) shapes.push(rect(x + 28, 34, 6, 20, 2), circle(x + 58, 38, 3.5));
  return shapes;
}

/** Santa's sleigh with its runners, pulled by reindeer on a harness. */
export const sleigh: ComposedProp = {
  name: 'sleigh',
  words: ['sleigh', 'reindeer sleigh'],
  kind: 'vehicle',
  size: 'large',
  stands: 'ground',
  includes: ['deer'],
  draw(detail) {
    const hasDetail = detail !== 'low';
    const deer = hasDetail ? [...reindeer(0, true), ...reindeer(64, true)] : reindeer(0, false);
    const sleighX = hasDetail ? 130 : 66;
    const shapes = [line([50, 44], [sleighX + 10, 46])];
    if (hasDetail) shapes.push(line([114, 44], [sleighX + 10, 46]));
    shapes.push(...deer);
    const s = (value: number): number => sleighX + value;
    shapes.push(
      // Sack of presents behind the seat.
      ...(hasDetail ? [circle(s(56), 18, 14)] : []),
      // The body: a front that sweeps up into a scroll, a low seat, a tall curved back, a rounded belly.
      shape(`M${s(4)} 20 Q${s(-6)} 30 ${s(6)} 38 Q${s(16)} 44 ${s(28)} 40 L${s(56)} 38 Q${s(58)} 10 ${s(70)} 4 Q${s(82)} 0 ${s(80)} 16 L${s(78)} 50 Q${s(76)} 62 ${s(60)} 62 L${s(22)} 62 Q${s(2)} 62 ${s(2)} 44 Z`),
      circle(s(6), 22, 6),
    );
    if (hasDetail) shapes.push(rect(s(22), 46, 36, 11, 5));
    // Runners on struts, curling up at the front.
    shapes.push(line([s(16), 62], [s(16), 72]), line([s(64), 62], [s(64), 72]), curve(`M${s(4)} 60 Q${s(-8)} 60 ${s(-8)} 66 Q${s(-8)} 72 ${s(2)} 72 L${s(78)} 72 Q${s(88)} 72 ${s(88)} 62`));
    return { width: sleighX + 90, height: 80, shapes, anchors: { seat: [s(42), 38] } };
  },
};
