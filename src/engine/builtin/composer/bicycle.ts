import type { Box } from '../drawing';
import { bounds, capsule, circle, curve, pathData, unite, type Point, type Shape } from '../figure/geometry';
import type { Detail } from '../motif-library';
import { fmt } from '../svg-number';

/** Where a rider seen from the side, facing right, meets the bicycle built round them, page px. */
export interface CyclistFit {
  /** Where the rider sits. */
  seat: Point;
  /** Under each foot: the near one up ahead, the far one down behind. */
  soles: { near: Point; far: Point };
  /** The near hand, on the handlebar's grip. */
  hand: Point;
  groundY: number;
  /** The rider's standing height, px: the wheels are sized by it. */
  height: number;
}

export interface DrawnBicycle {
  /** The wheels, then the far crank and its pedal: under the rider's far leg, which shows through the spokes. */
  behind: string;
  /** The frame, chain, chainring, near crank and pedal, handlebar and saddle: over the far leg, under the rest of the rider. */
  markup: string;
  box: Box;
  /** The middle of each pedal's top, where the sole rests. */
  pedals: { near: Point; far: Point };
  grip: Point;
  /** The top of the saddle under the seat. */
  saddle: Point;
  crank: Point;
  wheels: { rear: Point; front: Point; radius: number };
}

/** A child's bike: 16-20 inch wheels under a child of 110-130 cm, a wheel's radius a fifth of the rider's height. */
const WHEEL_SHARE = 0.2;
/** The crank's axle sits a little above the wheels' axles, so the lower pedal clears the ground. */
const CRANK_RISE = 0.06;
/** From the crank's axle back to the rear axle, in wheel radii. */
const CHAIN_STAY = 1.4;
/** The seat stays rise from the rear axle this many degrees above the chain stay: a spoke lies under them. */
const SEAT_STAY_RISE = 30;
/** The steering axis leans back this many degrees from upright. */
const HEAD_TILT = 20;
/** Spokes per wheel: a few large pieces for the youngest, twelve (one under each stay and the fork) for older children. */
const SPOKES: Record<Detail, number> = { low: 6, medium: 12, high: 12 };

/**
 * How far down to move a rider posed on a bicycle (`CyclistFit` before the move) so that, with the wheels sized by
 * the reach between the feet, the crank's axle between them sits at its height over the ground.
 */
export function cyclistDrop(fit: Omit<CyclistFit, 'hand'>): number {
  return fit.groundY - fit.height * WHEEL_SHARE * (1 + CRANK_RISE) - crankOf(fit.soles).y;
}

/** The crank's axle, midway between the soles. */
function crankOf(soles: CyclistFit['soles']): Point {
  return { x: (soles.near.x + soles.far.x) / 2, y: (soles.near.y + soles.far.y) / 2 };
}

/**
 * A child's bicycle seen from the side, built round its rider: the saddle under the seat, the crank's axle midway
 * between the feet with a pedal under each sole, the handlebar's grip in the near hand. Wheels with a tyre, rim, hub
 * and spokes, a diamond frame (top tube, down tube, seat tube, seat and chain stays), a fork, a chainring with its
 * chain to the rear cog. (The emoji bicycle under a rider had no pedals, a hook of a handlebar with a black blob for a
 * grip and wheels far too big for a child, round 14.)
 */
export function drawBicycle(fit: CyclistFit, linePx: number, detail: Detail): DrawnBicycle {
  const crank = crankOf(fit.soles);
  const radius = fit.height * WHEEL_SHARE;
  const axleY = fit.groundY - radius;
  const tube = Math.max(radius * 0.075, linePx * 1.6);
  const pedalHeight = Math.max(radius * 0.09, linePx * 3);
  const pedals = { near: { x: fit.soles.near.x, y: fit.soles.near.y + linePx * 0.5 }, far: { x: fit.soles.far.x, y: fit.soles.far.y + linePx * 0.5 } };
  const pedalAxle = (top: Point): Point => ({ x: top.x, y: top.y + pedalHeight / 2 });
  const rear = { x: crank.x - Math.sqrt((radius * CHAIN_STAY) ** 2 - (axleY - crank.y) ** 2), y: axleY };
  const chainStay = Math.atan2(crank.y - rear.y, crank.x - rear.x);
  // The seat tube runs from the crank's axle up towards the seat; the seat stays meet it a little below the top tube.
  const seatward = unit(crank, fit.seat);
  const stayAngle = chainStay - (SEAT_STAY_RISE * Math.PI) / 180;
  const stayTop = rayMeet(rear, stayAngle, crank, seatward);
  const seatTubeTop = along(stayTop, seatward, radius * 0.1);
  const saddleBottom = along(fit.seat, seatward, -radius * 0.2);
  // The handlebar rises from the stem and sweeps back to the grip in the hand; the steering axis runs down through
  // the stem to the front axle.
  const grip = fit.hand;
  const stemTop = { x: grip.x + radius * 0.36, y: grip.y + radius * 0.12 };
  const tilt = (HEAD_TILT * Math.PI) / 180;
  const down = { x: Math.sin(tilt), y: Math.cos(tilt) };
  const front = { x: stemTop.x + (down.x * (axleY - stemTop.y)) / down.y, y: axleY };
  const headTop = along(stemTop, down, radius * 0.2);
  const headBottom = along(headTop, down, radius * 0.42);
  const topTubeEnd = along(headTop, down, radius * 0.08);
  const downTubeEnd = along(headBottom, down, -radius * 0.06);
  const fork = unit(front, headBottom);

  const outline = `stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  const filled = (shape: Shape): string => `<path d="${pathData(shape)}" fill="#fff" fill-rule="evenodd" ${outline}/>`;
  const line = (a: Point, b: Point): string => `<path d="M${fmt(a.x)} ${fmt(a.y)}L${fmt(b.x)} ${fmt(b.y)}" fill="none" ${outline} stroke-linecap="round"/>`;

  const wheel = (centre: Point, spokeAngle: number): string => {
    const rim = radius * 0.8;
    const inner = detail === 'high' ? radius * 0.72 : rim;
    const count = SPOKES[detail];
    // The hub wide enough that the white between two spokes at it can still be coloured.
    const hub = Math.max(radius * 0.1, (linePx + 14) / (2 * Math.sin(Math.PI / count)));
    const spokes: string[] = [];
    for (let i = 0; i < count; i++) {
      const angle = spokeAngle + (i * 2 * Math.PI) / count;
      spokes.push(line(polar(centre, hub, angle), polar(centre, inner, angle)));
    }
    const parts = [`<circle cx="${fmt(centre.x)}" cy="${fmt(centre.y)}" r="${fmt(radius)}" fill="#fff" ${outline}/>`, `<circle cx="${fmt(centre.x)}" cy="${fmt(centre.y)}" r="${fmt(rim)}" fill="#fff" ${outline}/>`];
    if (inner < rim) parts.push(`<circle cx="${fmt(centre.x)}" cy="${fmt(centre.y)}" r="${fmt(inner)}" fill="#fff" ${outline}/>`);
    return [...parts, ...spokes].join('');
  };

  const ring = radius * 0.3;
  const cog = radius * 0.18;
  // The chain round the chainring and the rear cog, filled: open inside, the chain stay ran along between its two runs
  // with slivers of white either side.
  const chain = filled(capsule(crank, rear, ring + tube * 0.9, cog + tube * 0.9));
  const frame = unite([
    capsule(crank, rear, tube),
    capsule(stayTop, rear, tube * 0.85),
    capsule(crank, seatTubeTop, tube),
    capsule(seatTubeTop, topTubeEnd, tube),
    capsule(crank, downTubeEnd, tube * 1.1),
    capsule(headTop, headBottom, tube * 1.25),
    capsule(headBottom, front, tube, tube * 0.8),
  ]);
  const seatPost = capsule(seatTubeTop, saddleBottom, tube * 0.7);
  const bar = unite([capsule(headTop, stemTop, tube * 0.8), ...segments(curve(stemTop, { x: stemTop.x - radius * 0.02, y: grip.y - radius * 0.02 }, { x: grip.x + radius * 0.1, y: grip.y }, 8), tube * 0.7)]);
  const gripShape = capsule({ x: grip.x - radius * 0.34, y: grip.y }, { x: grip.x + radius * 0.1, y: grip.y }, tube * 1.3);
  // The saddle's round back shows behind the rider and its underside below the seat; its nose goes under the thigh.
  const saddleLength = radius * 0.6;
  const saddleThick = Math.max(radius * 0.14, linePx * 3.5);
  const saddle = capsule({ x: fit.seat.x - saddleLength * 0.5, y: fit.seat.y + saddleThick * 0.35 }, { x: fit.seat.x + saddleLength * 0.5, y: fit.seat.y + saddleThick * 0.45 }, saddleThick * 0.55, saddleThick * 0.3);
  const crankArm = (top: Point): Shape => capsule(crank, pedalAxle(top), tube * 0.85);
  const pedal = (top: Point): Shape => capsule({ x: top.x - radius * 0.16, y: top.y + pedalHeight / 2 }, { x: top.x + radius * 0.16, y: top.y + pedalHeight / 2 }, pedalHeight / 2);
  const chainring = detail === 'low' ? filled(circle(crank, ring)) : filled(circle(crank, ring)) + filled(circle(crank, ring * 0.62));

  const behind = wheel(rear, chainStay) + wheel(front, Math.atan2(fork.y, fork.x)) + filled(crankArm(pedals.far)) + filled(pedal(pedals.far));
  const markup = [
    chain,
    filled(circle(rear, cog)),
    filled(seatPost),
    filled(frame),
    chainring,
    filled(crankArm(pedals.near)),
    filled(circle(crank, tube * 1.2)),
    filled(pedal(pedals.near)),
    filled(bar),
    filled(gripShape),
    filled(saddle),
  ].join('');
  const box = bounds([circle(rear, radius), circle(front, radius), bar, gripShape, saddle]);
  return { behind, markup, box, pedals, grip, saddle: { x: fit.seat.x, y: fit.seat.y - saddleThick * 0.2 }, crank, wheels: { rear, front, radius } };
}

/** The direction from one point to another; straight up when they coincide, as the seat post and fork both run upwards. */
function unit(from: Point, to: Point): Point {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  if (length === 0) return { x: 0, y: -1 };
  return { x: (to.x - from.x) / length, y: (to.y - from.y) / length };
}

function along(from: Point, direction: Point, distance: number): Point {
  return { x: from.x + direction.x * distance, y: from.y + direction.y * distance };
}

function polar(centre: Point, distance: number, angle: number): Point {
  return { x: centre.x + Math.cos(angle) * distance, y: centre.y + Math.sin(angle) * distance };
}

/** Where a ray from `from` at `angle` crosses the line through `through` along `direction`. */
function rayMeet(from: Point, angle: number, through: Point, direction: Point): Point {
  const ray = { x: Math.cos(angle), y: Math.sin(angle) };
  const cross = ray.x * direction.y - ray.y * direction.x;
  const t = ((through.x - from.x) * direction.y - (through.y - from.y) * direction.x) / cross;
  return along(from, ray, t);
}

function segments(points: Point[], radius: number): Shape[] {
  return points.slice(1).map((point, index) => capsule(points[index]!, point, radius));
}
