import type { ComposedProp } from './composed-prop';
import { circle, curve, ellipse, line, polygon, rect, shape } from './prop-shapes';

/**
 * A reindeer facing left in full gallop, drawn from `x` (its nose) rightwards and from `y` down: front
 * legs tucked up under the chest, hind legs stretched out behind, a deep chest and a round rump, so it
 * reads as leaping through the air. Each leg is one bent closed shape, the far legs behind the body.
 */
function reindeer(x: number, y: number, hasDetail: boolean): string[] {
  const at = (px: number, py: number): [number, number] => [x + px, y + py];
  const leg = (points: Array<[number, number]>): string => polygon(points.map(([px, py]) => at(px, py)), 2.4);
  const shapes = [
    // Far legs first, behind the body: bent at the knee, the hooves folded back.
    leg([[28, 46], [36, 48], [32, 56], [24, 60], [18, 58], [20, 53], [25, 54]]),
    leg([[54, 38], [62, 36], [76, 40], [88, 38], [89, 44], [74, 48]]),
    // The neck, rising forward from the chest.
    polygon([at(12, 44), at(6, 22), at(20, 18), at(30, 40)], 3),
    // The tail, a short tuft up.
    polygon([at(58, 34), at(70, 26), at(72, 31), at(62, 39)], 2.4),
    // The body: a deep chest tapering to a round rump.
    shape(`M${x + 20} ${y + 42} Q${x + 22} ${y + 26} ${x + 40} ${y + 28} L${x + 56} ${y + 30} Q${x + 66} ${y + 32} ${x + 64} ${y + 44} Q${x + 62} ${y + 54} ${x + 48} ${y + 54} L${x + 32} ${y + 55} Q${x + 20} ${y + 56} ${x + 20} ${y + 42} Z`),
    // Near legs over the body: the front one folded under the chest, the hind one kicking back.
    leg([[24, 48], [33, 49], [30, 57], [20, 63], [13, 60], [15, 55], [22, 56]]),
    leg([[48, 46], [57, 46], [68, 57], [78, 62], [75, 68], [62, 63]]),
    ellipse(x + 10, y + 20, 10, 7),
    ellipse(x + 20, y + 12, 5, 2.6),
  ];
  // Antlers: a bold beam with three tines on each side, single lines so no branch becomes a sliver to colour.
  const beam = (sx: number, dir: number): string =>
    `M${x + sx} ${y + 14} Q${x + sx + dir * 2} ${y + 2} ${x + sx + dir * 12} ${y - 6}` +
    ` M${x + sx + dir * 1.6} ${y + 7} L${x + sx - dir * 4} ${y + 1}` +
    ` M${x + sx + dir * 4} ${y + 1.6} L${x + sx + dir * 2} ${y - 6}` +
    ` M${x + sx + dir * 8} ${y - 2.6} L${x + sx + dir * 8} ${y - 9}`;
  shapes.push(curve(`${beam(13, -1)} ${beam(17, 1)}`));
  shapes.push(circle(x + 1, y + 22, 4), circle(x + 8, y + 17, 1.6));
  // The harness: a collar and a band round the middle.
  if (hasDetail) shapes.push(polygon([at(13, 38), at(26, 33), at(28, 38), at(15, 43)], 1.5), rect(x + 39, y + 28.6, 8, 25.8, 2.4));
  return shapes;
}

/** Where each reindeer runs, nose x and top y: a team climbing away from the sleigh, the leader highest. */
const TEAM: Array<[number, number]> = [
  [0, 0],
  [86, 22],
  [172, 44],
];
const LOW_TEAM: Array<[number, number]> = [[0, 8]];
/** The sleigh is drawn larger than a reindeer's length, so Santa sits big in it. */
const SLEIGH_SCALE = 1.3;

/**
 * Santa's sleigh, pulled by a team of reindeer on curving reins: a low curved body whose front sweeps up
 * and curls over into a scroll, a rounded seat back with its own curl, and runners that curl up in front.
 */
export const sleigh: ComposedProp = {
  name: 'sleigh',
  words: ['sleigh', 'reindeer sleigh'],
  kind: 'vehicle',
  size: 'large',
  stands: 'ground',
  includes: ['deer'],
  draw(detail) {
    const hasDetail = detail !== 'low';
    const team = hasDetail ? TEAM : LOW_TEAM;
    const sleighX = team[team.length - 1]![0] + 96 + 42 * SLEIGH_SCALE;
    const top = team[team.length - 1]![1] + 8;
    const s = (value: number): number => sleighX + value * SLEIGH_SCALE;
    const v = (value: number): number => top + value * SLEIGH_SCALE;
    // Reins from each reindeer's collar back to the sleigh's front, sagging a little between.
    const reinEnd = [s(-26), v(30)] as const;
    const shapes = team.map(([x, y]) => curve(`M${x + 20} ${y + 40} Q${(x + 20 + reinEnd[0]) / 2} ${Math.max(y + 40, reinEnd[1]) + 8} ${reinEnd[0]} ${reinEnd[1]}`));
    // The leader first, so each reindeer's head comes in front of the hooves kicking back from the one ahead.
    for (const [x, y] of team) shapes.push(...reindeer(x, y, hasDetail));
    shapes.push(
      // Sack of presents behind the seat.
      ...(hasDetail ? [circle(s(60), v(22), 14 * SLEIGH_SCALE)] : []),
      // The body: the front rises and curls over into a scroll, dips to the seat's rim, the back rises to its own curl.
      shape(
        `M${s(-22)} ${v(54)} Q${s(-34)} ${v(40)} ${s(-28)} ${v(22)} Q${s(-24)} ${v(6)} ${s(-12)} ${v(6)} Q${s(-2)} ${v(6)} ${s(-3)} ${v(15)} Q${s(-4)} ${v(23)} ${s(-12)} ${v(22)}` +
          ` Q${s(-17)} ${v(28)} ${s(-8)} ${v(36)} L${s(56)} ${v(38)} Q${s(68)} ${v(36)} ${s(70)} ${v(22)} Q${s(72)} ${v(8)} ${s(84)} ${v(8)} Q${s(93)} ${v(9)} ${s(91)} ${v(18)}` +
          ` Q${s(89)} ${v(24)} ${s(84)} ${v(28)} L${s(82)} ${v(50)} Q${s(80)} ${v(62)} ${s(66)} ${v(62)} L${s(-8)} ${v(62)} Q${s(-18)} ${v(62)} ${s(-22)} ${v(54)} Z`,
      ),
      // The scrolls' eyes.
      circle(s(-11), v(14), 3.4 * SLEIGH_SCALE),
      circle(s(84), v(16), 2.8 * SLEIGH_SCALE),
    );
    // A band of trim along the side, a panel to colour.
    if (hasDetail) shapes.push(shape(`M${s(-18)} ${v(44)} Q${s(32)} ${v(52)} ${s(80)} ${v(42)} L${s(80)} ${v(48)} Q${s(32)} ${v(59)} ${s(-16)} ${v(50)} Z`));
    // Runners on struts, curling up and over at the front.
    shapes.push(
      line([s(0), v(62)], [s(0), v(72)]),
      line([s(66), v(62)], [s(66), v(72)]),
      curve(`M${s(90)} ${v(64)} Q${s(90)} ${v(72)} ${s(80)} ${v(72)} L${s(-26)} ${v(72)} Q${s(-40)} ${v(72)} ${s(-42)} ${v(60)} Q${s(-43)} ${v(50)} ${s(-35)} ${v(50)} Q${s(-29)} ${v(51)} ${s(-31)} ${v(57)} Q${s(-33)} ${v(61)} ${s(-37)} ${v(58)}`),
    );
    return { width: s(96), height: v(76), shapes, anchors: { seat: [s(42), v(38)] } };
  },
};
