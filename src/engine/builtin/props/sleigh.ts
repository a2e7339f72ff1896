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
      ...(hasDetail ? [circle(s(58), 14, 14)] : []),
      shape(`M${s(0)} 28 Q${s(0)} 18 ${s(8)} 20 Q${s(14)} 22 ${s(14)} 30 L${s(62)} 30 L${s(64)} 6 Q${s(64)} 0 ${s(70)} 2 Q${s(78)} 6 ${s(78)} 16 L${s(76)} 60 L${s(12)} 60 Z`),
    );
    if (hasDetail) shapes.push(rect(s(22), 38, 40, 14, 4));
    shapes.push(line([s(14), 60], [s(14), 72]), line([s(66), 60], [s(66), 72]), curve(`M${s(-6)} 66 Q${s(-4)} 72 ${s(6)} 72 L${s(78)} 72 Q${s(86)} 72 ${s(86)} 64`));
    return { width: sleighX + 88, height: 80, shapes, anchors: { seat: [s(40), 30] } };
  },
};
