import { fmt, type Box } from '../../drawing';
import type { Point } from '../../figure/geometry';
import { taperedBar } from '../held-things';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `knit`: sat in an armchair, two needles crossed in the hands over the lap, a ball of yarn on the floor, its thread up to them. */
export const knittingAct: Act = { isForHands: true, draw: drawKnitter };

/**
 * "A grandma knitting by the fire": she sits in a high-backed armchair turned right, the needles crossed in her hands
 * with a strip of knitting hanging from them, the ball of yarn on the floor ahead, its thread running up to the needles.
 * She stood waving in a meadow with no needles or yarn (judging 22).
 */
function drawKnitter(scene: Scene, { lead: knitter, pose, others, crowdPose }: ActCast): void {
  const { groundY, style } = scene;
  drawLeadWithThing(scene, knitter, pose, others, crowdPose, {
    heightShare: 0.95,
    // To the left where others or the fireplace she sits by stand beside her: in the middle the fireplace found no room.
    left: others.length > 0 || scene.plan.extras.includes('fireplace') ? 0.04 : 0.16,
    width: 0.5,
    isHandsFull: true,
    thing: (drawn, height) => {
      const { seat, hands, feet } = drawn.anchors;
      const line = `fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round" stroke-linecap="round"`;
      const chair = armchair(seat, groundY, height, line);
      const hand = { x: (hands.front.x + hands.back.x) / 2, y: (hands.front.y + hands.back.y) / 2 };
      const needles = crossedNeedles(hand, height, line, style.linePx, style.detail !== 'low');
      const r = height * 0.07;
      const ball = { x: Math.max(feet.front.x, feet.back.x) + height * 0.2, y: groundY - r };
      const yarn = yarnBall(ball, r, line, style.detail !== 'low');
      // The thread from the top of the ball, sagging on its way up to the needles.
      const from = { x: ball.x - r * 0.3, y: ball.y - r * 0.95 };
      const thread = `<path d="M${fmt(from.x)} ${fmt(from.y)}Q${fmt(from.x - height * 0.02)} ${fmt(hand.y + height * 0.14)} ${fmt(needles.tail.x)} ${fmt(needles.tail.y)}" fill="none" stroke="#000" stroke-width="${fmt(style.linePx * 0.9)}" stroke-linecap="round"/>`;
      // Measured by tests: the needles in the hands, the chair's seat under the sitter, the ball on the floor.
      const joins = [
        { what: 'needles-in-hands', figure: hands.front, thing: needles.cross },
        { what: 'seat-under-sitter', figure: seat, thing: chair.seat },
        { what: 'yarn-on-floor', figure: { x: ball.x, y: groundY }, thing: { x: ball.x, y: ball.y + r } },
      ];
      return { under: chair.markup, markup: [thread, needles.markup, drawn.grip?.back ?? '', drawn.grip?.front ?? '', yarn.markup], boxes: [chair.box, needles.box, yarn.box], drawnAs: 'knitting', used: ['yarn', 'ball-of-yarn', 'knitting-needles', 'armchair', 'sitting-chair'], joins };
    },
  });
}

/** A high-backed armchair seen from the side, facing right: the back behind the sitter, a thick cushion and skirt, short legs. */
function armchair(seat: Point, groundY: number, size: number, line: string): { markup: string; box: Box; seat: Point } {
  const backRight = seat.x - size * 0.1;
  const cushion = size * 0.08;
  const skirt = size * 0.1;
  const depth = size * 0.4;
  const legs = groundY - (seat.y + cushion + skirt);
  const leg = (x: number): string => `<rect x="${fmt(x)}" y="${fmt(seat.y + cushion + skirt - 2)}" width="${fmt(size * 0.045)}" height="${fmt(Math.max(legs + 2, size * 0.02))}" rx="${fmt(size * 0.01)}" ${line}/>`;
  const top = seat.y - size * 0.5;
  const back = `<rect x="${fmt(backRight - size * 0.11)}" y="${fmt(top)}" width="${fmt(size * 0.13)}" height="${fmt(seat.y + cushion + skirt - top)}" rx="${fmt(size * 0.05)}" ${line}/>`;
  const base = `<rect x="${fmt(backRight)}" y="${fmt(seat.y + cushion)}" width="${fmt(depth)}" height="${fmt(skirt)}" rx="${fmt(size * 0.015)}" ${line}/>`;
  const seatCushion = `<rect x="${fmt(backRight)}" y="${fmt(seat.y)}" width="${fmt(depth)}" height="${fmt(cushion)}" rx="${fmt(cushion * 0.45)}" ${line}/>`;
  // The far arm along the seat at elbow height, behind the sitter.
  const arm = `<rect x="${fmt(backRight - size * 0.02)}" y="${fmt(seat.y - size * 0.16)}" width="${fmt(depth * 0.86)}" height="${fmt(size * 0.07)}" rx="${fmt(size * 0.03)}" ${line}/>`;
  const armPost = `<rect x="${fmt(backRight + depth * 0.7)}" y="${fmt(seat.y - size * 0.12)}" width="${fmt(size * 0.05)}" height="${fmt(size * 0.13)}" ${line}/>`;
  const markup = back + armPost + arm + leg(backRight + size * 0.01) + leg(backRight + depth - size * 0.06) + base + seatCushion;
  const left = backRight - size * 0.11;
  return { markup, box: { x: left, y: top, width: backRight + depth - left, height: groundY - top }, seat: { x: backRight + depth / 2, y: seat.y } };
}

/** Two knitting needles crossed in the hands, tips up and ahead, knobs at their ends, a strip of knitting hanging below. */
function crossedNeedles(hand: Point, size: number, line: string, linePx: number, hasRows: boolean): { markup: string; box: Box; cross: Point; tail: Point } {
  const length = size * 0.24;
  const needle = (degrees: number): string => {
    const radians = (degrees * Math.PI) / 180;
    const from = { x: hand.x - Math.sin(radians) * length * 0.3, y: hand.y + Math.cos(radians) * length * 0.3 };
    const to = { x: hand.x + Math.sin(radians) * length * 0.7, y: hand.y - Math.cos(radians) * length * 0.7 };
    // Wide enough to colour along, not a sliver tapering to a point.
    const width = size * 0.022;
    return `${taperedBar(from, to, width, width * 0.7, linePx)}<circle cx="${fmt(from.x)}" cy="${fmt(from.y)}" r="${fmt(width)}" ${line}/>`;
  };
  // The knitting: a short strip hanging from where the needles cross, its rows to colour.
  // Between the needles' tips up ahead of the fists, where it shows: below them it hid under the hands.
  const middle = (32 * Math.PI) / 180;
  const stripCentre = { x: hand.x + Math.sin(middle) * length * 0.4, y: hand.y - Math.cos(middle) * length * 0.4 };
  const strip = { x: stripCentre.x - size * 0.04, y: stripCentre.y - size * 0.035, width: size * 0.08, height: size * 0.07 };
  const rows = hasRows ? [1, 2].map((row) => `<path d="M${fmt(strip.x)} ${fmt(strip.y + (strip.height * row) / 3)}L${fmt(strip.x + strip.width)} ${fmt(strip.y + (strip.height * row) / 3)}" fill="none" stroke="#000" stroke-width="${fmt(size * 0.004)}"/>`).join('') : '';
  const knitted = `<rect x="${fmt(strip.x)}" y="${fmt(strip.y)}" width="${fmt(strip.width)}" height="${fmt(strip.height)}" rx="${fmt(size * 0.012)}" ${line}/>${rows}`;
  const markup = knitted + needle(12) + needle(52);
  return { markup, box: { x: hand.x - length * 0.5, y: hand.y - length * 0.7, width: length, height: length * 0.7 + strip.height + size * 0.02 }, cross: hand, tail: { x: strip.x + strip.width, y: strip.y + strip.height } };
}

/** A ball of yarn: a circle wound round with curved strands. */
function yarnBall(centre: Point, r: number, line: string, hasStrands: boolean): { markup: string; box: Box } {
  const strands = (hasStrands ? [-0.5, 0, 0.5] : [0]).map((shift) => `<path d="M${fmt(centre.x - r * 0.8)} ${fmt(centre.y + r * (shift - 0.4))}Q${fmt(centre.x)} ${fmt(centre.y + r * (shift + 0.3))} ${fmt(centre.x + r * 0.75)} ${fmt(centre.y + r * (shift - 0.55))}" fill="none" stroke="#000" stroke-width="${fmt(r * 0.06)}" stroke-linecap="round"/>`).join('');
  return { markup: `<circle cx="${fmt(centre.x)}" cy="${fmt(centre.y)}" r="${fmt(r)}" ${line}/>${strands}`, box: { x: centre.x - r, y: centre.y - r, width: r * 2, height: r * 2 } };
}
