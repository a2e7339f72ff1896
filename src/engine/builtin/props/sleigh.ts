import { figurePropShapes } from '../figure/draw-figure';
import type { FigureSpec } from '../figure/figure-context';
import type { Detail } from '../motif-library';
import type { ComposedProp } from './composed-prop';
import { circle, curve, line, shape, type Point as PropPoint } from './prop-shapes';

const REINDEER: FigureSpec = { kind: 'reindeer', hair: null, hasBeard: false, outfit: null, accessories: [], prop: null };

/**
 * A reindeer facing left in full gallop, drawn by the figure system (a horse's build with antlers),
 * its nose near `x` and its antlers' tips near `y`; and where its collar is, for the reins.
 */
function reindeer(x: number, y: number, hasDetail: boolean): { shapes: string[]; collar: PropPoint } {
  const grown = deerScale(hasDetail);
  const { shapes, anchors } = figurePropShapes(REINDEER, { pose: 'running', cx: x + 52 * grown, groundY: y + 84 * grown, height: 80 * grown, facing: -1, linePx: 2, detail: hasDetail ? 'medium' : 'low' }, 6);
  // The ring on the neck's top line, so the driver's rein arching over the back comes down onto it; at the neck's middle
  // the rein ran down across the reindeer's back to it (round 12).
  return { shapes, collar: [anchors.neck.x, anchors.neck.y - 8 * grown] };
}

/**
 * Where each reindeer runs, nose x and top y: a team climbing away from the sleigh, the leader highest (its antlers'
 * tips just inside the prop's top, so nothing is placed over them), a clear gap
 * between each one's hind hooves and the next one's head (a reindeer is about 110 long: at 100 apart their legs
 * tangled into the next). Two for 6-8 so each is big on the page, climbing steeply so the ride fills the sky's height
 * (round 13, 05: gently climbing, the team was a thin band across the page); three for 9-12.
 */
const TEAM: Array<[number, number]> = [
  [0, 34],
  [175, 96],
];
const LONG_TEAM: Array<[number, number]> = [
  [0, 34],
  [175, 58],
  [350, 82],
];
/**
 * Reindeer a little larger than the sleigh's own units, so the team is not dwarfed by the sleigh and its driver; the
 * youngest's lone reindeer keeps its size, where the thick lines close the gap between its legs and belly.
 */
const deerScale = (hasDetail: boolean): number => (hasDetail ? 1.25 : 1.1);
const LOW_TEAM: Array<[number, number]> = [[0, 31]];
/** From a reindeer's nose to just behind its hind hooves kicked back, in its units: where the sleigh may begin. */
const REINDEER_REACH = 106;
/** A harness ring's radius, in a reindeer's units: big enough to colour inside. */
const HARNESS_RING = 4.2;
/** The sleigh is drawn larger than a reindeer's length, so Santa sits big in it; larger still behind a team of two (round 13, 05: Santa was small). */
const sleighScale = (detail: Detail): number => (detail === 'medium' ? 1.55 : 1.3);

function teamFor(detail: Detail): Array<[number, number]> {
  return detail === 'high' ? LONG_TEAM : detail === 'medium' ? TEAM : LOW_TEAM;
}

/** The sleigh's reindeer, leader first, each its own shapes and collar. */
export function reindeerTeam(detail: Detail): Array<{ shapes: string[]; collar: PropPoint }> {
  return teamFor(detail).map(([x, y]) => reindeer(x, y, detail !== 'low'));
}

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
  seatedHeight: 1.5,
  draw(detail, options) {
    const hasDetail = detail !== 'low';
    const team = teamFor(detail);
    const scale = sleighScale(detail);
    // The runners' front curl (43 of the sleigh's units ahead of its x) a clear gap behind the nearest reindeer's hind
    // hooves (about 99 of its units behind its nose): closer, the curl lay over its back legs (round 14, 05).
    const sleighX = team[team.length - 1]![0] + REINDEER_REACH * deerScale(hasDetail) + 43 * scale;
    const top = team[team.length - 1]![1] + 8 * deerScale(hasDetail);
    const s = (value: number): number => sleighX + value * scale;
    const v = (value: number): number => top + value * scale;
    // Reins from each reindeer's harness back to the one behind it, the nearest one's to the sleigh's front, sagging a
    // little between (all run to the sleigh's front, two lay side by side past a reindeer's nose in a sliver); a
    // driver's run from the hands instead (the composer's), so none starts at the sleigh with no one holding it.
    const reinEnd = [s(-26), v(30)] as const;
    const deer = reindeerTeam(detail);
    const shapes = options?.isDriven
      ? []
      : deer.map(({ collar: [x, y] }, index) => {
          const [toX, toY] = deer[index + 1]?.collar ?? reinEnd;
          return curve(`M${x} ${y} Q${(x + toX) / 2} ${Math.max(y, toY) + 8} ${toX} ${toY}`);
        });
    // The leader first, so each reindeer's head comes in front of the hooves kicking back from the one ahead; each
    // wears a ring on its harness at the collar, where its rein is fastened.
    for (const { shapes: drawn, collar } of deer) shapes.push(...drawn, circle(collar[0], collar[1], HARNESS_RING * deerScale(hasDetail)));
    shapes.push(
      // Sack of presents behind the seat.
      ...(hasDetail ? [circle(s(60), v(22), 14 * scale)] : []),
      // The body: the front rises and curls over into a scroll, dips to the seat's rim, the back rises to its own curl.
      shape(
        `M${s(-22)} ${v(54)} Q${s(-34)} ${v(40)} ${s(-28)} ${v(22)} Q${s(-24)} ${v(6)} ${s(-12)} ${v(6)} Q${s(-2)} ${v(6)} ${s(-3)} ${v(15)} Q${s(-4)} ${v(23)} ${s(-12)} ${v(22)}` +
          ` Q${s(-17)} ${v(28)} ${s(-8)} ${v(36)} L${s(56)} ${v(38)} Q${s(68)} ${v(36)} ${s(70)} ${v(22)} Q${s(72)} ${v(8)} ${s(84)} ${v(8)} Q${s(93)} ${v(9)} ${s(91)} ${v(18)}` +
          ` Q${s(89)} ${v(24)} ${s(84)} ${v(28)} L${s(82)} ${v(50)} Q${s(80)} ${v(62)} ${s(66)} ${v(62)} L${s(-8)} ${v(62)} Q${s(-18)} ${v(62)} ${s(-22)} ${v(54)} Z`,
      ),
      // The scrolls' eyes.
      circle(s(-11), v(14), 3.4 * scale),
      circle(s(84), v(16), 2.8 * scale),
    );
    // A band of trim along the side, a panel to colour, wide enough to colour at every size (narrower, a sleigh drawn
    // large left a sliver in it).
    if (hasDetail) shapes.push(shape(`M${s(-18)} ${v(44)} Q${s(32)} ${v(52)} ${s(80)} ${v(42)} L${s(80)} ${v(50)} Q${s(32)} ${v(61)} ${s(-16)} ${v(53)} Z`));
    // Runners on struts, curling up and over at the front.
    shapes.push(
      line([s(0), v(62)], [s(0), v(72)]),
      line([s(66), v(62)], [s(66), v(72)]),
      curve(`M${s(90)} ${v(64)} Q${s(90)} ${v(72)} ${s(80)} ${v(72)} L${s(-26)} ${v(72)} Q${s(-40)} ${v(72)} ${s(-42)} ${v(60)} Q${s(-43)} ${v(50)} ${s(-35)} ${v(50)} Q${s(-29)} ${v(51)} ${s(-31)} ${v(57)} Q${s(-33)} ${v(61)} ${s(-37)} ${v(58)}`),
    );
    return { width: s(96), height: v(76), shapes, anchors: { seat: [s(42), v(38)], hitch: [s(-43) - ((REINDEER_REACH - 99) / 2) * deerScale(hasDetail), reinEnd[1]] }, harnesses: deer.map(({ collar }) => collar) };
  },
};
