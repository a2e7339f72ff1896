import type { ComposedProp } from './composed-prop';
import { circle, curve, ellipse, line, polygon, rect, shape } from './prop-shapes';

/**
 * A reindeer facing left in full gallop, drawn from `x` (its nose) rightwards: front legs tucked up
 * under the chest, hind legs stretched out behind, a deep chest and a round rump, so it reads as
 * leaping through the air. Each leg is one bent closed shape, the far legs behind the body.
 */
function reindeer(x: number, hasDetail: boolean): string[] {
  const leg = (points: Array<[number, number]>): string => polygon(points.map(([px, py]) => [x + px, py] as [number, number]), 2.4);
  const shapes = [
    // Far legs first, behind the body.
    leg([[28, 46], [36, 48], [30, 58], [22, 64], [18, 60], [25, 55]]),
    leg([[52, 44], [60, 44], [72, 54], [82, 58], [80, 64], [68, 61]]),
    // The neck, rising forward from the chest.
    polygon([[x + 12, 44], [x + 6, 22], [x + 20, 18], [x + 30, 40]], 3),
    // The body: a deep chest tapering to the rump, and a short tail up.
    polygon([[x + 58, 34], [x + 70, 26], [x + 72, 31], [x + 62, 39]], 2.4),
    shape(`M${x + 20} 42 Q${x + 22} 26 ${x + 40} 28 L${x + 56} 30 Q${x + 66} 32 ${x + 64} 44 Q${x + 62} 54 ${x + 48} 54 L${x + 32} 55 Q${x + 20} 56 ${x + 20} 42 Z`),
    // Near legs over the body.
    leg([[24, 48], [33, 49], [26, 60], [16, 66], [12, 61], [20, 56]]),
    leg([[48, 46], [57, 46], [68, 57], [78, 62], [75, 68], [62, 63]]),
    ellipse(x + 10, 20, 10, 7),
    ellipse(x + 20, 12, 5, 2.6),
  ];
  // Antlers: bold single lines, so thin branches never become tiny regions.
  shapes.push(
    curve(`M${x + 12} 14 Q${x + 10} 6 ${x + 4} 2 M${x + 9} 7 L${x + 14} 1 M${x + 16} 14 Q${x + 18} 6 ${x + 24} 2 M${x + 19} 7 L${x + 16} 1`),
  );
  shapes.push(circle(x + 1, 22, 4), circle(x + 8, 17, 1.6));
  // The harness: a collar and a band round the middle.
  if (hasDetail) shapes.push(polygon([[x + 13, 38], [x + 26, 33], [x + 28, 38], [x + 15, 43]], 1.5), rect(x + 40, 28.6, 6, 25.8, 2));
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
    // Reindeer in file, far enough apart that one's hind hooves clear the next one's head.
    const deer = hasDetail ? [...reindeer(0, true), ...reindeer(86, true)] : reindeer(0, false);
    const sleighX = hasDetail ? 182 : 96;
    // The traces from each harness back to the sleigh's front.
    const shapes = [line([44, 40], [sleighX + 6, 40])];
    if (hasDetail) shapes.push(line([130, 40], [sleighX + 6, 40]));
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
