import { fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';
import type { FigureAnchors } from '../figure/draw-figure';
import type { Detail } from '../motif-library';

/** The violin's length, in head lengths (the face's middle to the head's top): held as far out as a child's arm reaches, it was a toy. */
const VIOLIN_LENGTH = 3;
/** How far along the violin the bow crosses its strings: between the bridge and the fingerboard's end. */
const BOW_CROSSING = 0.32;
/** How far the bow runs on past the strings, and back behind the bow hand, as shares of the violin's length. */
const BOW_AHEAD = 0.22;
const BOW_BEHIND = 0.55;

/**
 * Where the violin's tail rests: under the chin on the player's left shoulder, the near side of the page for a player
 * facing out (head lengths from the face's middle: across, down).
 */
const CHIN_REST = { across: 0.3, down: 1.1 };

/** Where the violin's tail rests under the chin, from the drawn figure's anchors. */
export function chinRest(anchors: FigureAnchors): Point {
  const r = anchors.face.y - anchors.headTop.y;
  return { x: anchors.face.x + r * CHIN_REST.across, y: anchors.face.y + r * CHIN_REST.down };
}

/** The violin's length in the page, from the drawn figure's anchors. */
export function violinLength(anchors: FigureAnchors): number {
  return (anchors.face.y - anchors.headTop.y) * VIOLIN_LENGTH;
}

/** Where the bow crosses the strings: the violin runs from the chin rest towards the hand on its neck. */
export function bowCrossing(rest: Point, neckHand: Point, length: number): Point {
  const reach = Math.hypot(neckHand.x - rest.x, neckHand.y - rest.y) || 1;
  return { x: rest.x + ((neckHand.x - rest.x) / reach) * length * BOW_CROSSING, y: rest.y + ((neckHand.y - rest.y) / reach) * length * BOW_CROSSING };
}

/**
 * A violin under the chin and its bow across the strings: the body a rounded figure of eight from the chin rest out
 * along the arm to the neck in the far fist and the scroll past it, the bow a long stick through the near fist across
 * the strings near the bridge (`length` is the violin's, from `violinLength`). A bridge for every age, strings and f-holes for
 * older children (thin strings on a 3-5 page's bold lines merged into a black bar).
 */
export function violinUnderChin(rest: Point, neckHand: Point, bowHand: Point, length: number, linePx: number, detail: Detail): { markup: string; box: Box } {
  const reach = Math.hypot(neckHand.x - rest.x, neckHand.y - rest.y) || 1;
  const along = { x: (neckHand.x - rest.x) / reach, y: (neckHand.y - rest.y) / reach };
  const across = { x: -along.y, y: along.x };
  const at = (u: number, v: number): string => `${fmt(rest.x + (along.x * u + across.x * v) * length)} ${fmt(rest.y + (along.y * u + across.y * v) * length)}`;
  const stroke = `stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;
  // The body's outline, one side then the other: the lower bout, the waist, the upper bout.
  const side = (s: number): string =>
    `C${at(0.02, 0.17 * s)} ${at(0.16, 0.19 * s)} ${at(0.23, 0.14 * s)}` +
    `C${at(0.28, 0.1 * s)} ${at(0.32, 0.1 * s)} ${at(0.37, 0.12 * s)}` +
    `C${at(0.46, 0.17 * s)} ${at(0.58, 0.14 * s)} ${at(0.6, 0.05 * s)}`;
  const sideBack = (s: number): string =>
    `C${at(0.58, 0.14 * s)} ${at(0.46, 0.17 * s)} ${at(0.37, 0.12 * s)}` +
    `C${at(0.32, 0.1 * s)} ${at(0.28, 0.1 * s)} ${at(0.23, 0.14 * s)}` +
    `C${at(0.16, 0.19 * s)} ${at(0.02, 0.17 * s)} ${at(0, 0)}`;
  const body = `<path d="M${at(0, 0)}${side(1)}L${at(0.6, -0.05)}${sideBack(-1)}Z" fill="#fff" ${stroke}/>`;
  const neck = `<path d="M${at(0.58, 0.028)}L${at(0.88, 0.022)}L${at(0.88, -0.022)}L${at(0.58, -0.028)}Z" fill="#fff" ${stroke}/>`;
  const scroll = `<path d="M${at(0.87, 0.03)}C${at(0.92, 0.06)} ${at(0.99, 0.05)} ${at(0.99, 0)}C${at(0.99, -0.05)} ${at(0.92, -0.06)} ${at(0.87, -0.03)}Z" fill="#fff" ${stroke}/>`;
  const fingerboard = `<path d="M${at(0.34, 0.03)}L${at(0.58, 0.028)}L${at(0.58, -0.028)}L${at(0.34, -0.03)}Z" fill="#fff" ${stroke}/>`;
  const tailpiece = `<path d="M${at(0.04, 0.02)}L${at(0.16, 0.04)}L${at(0.16, -0.04)}L${at(0.04, -0.02)}Z" fill="#fff" ${stroke}/>`;
  const bridge = `<path d="M${at(0.24, 0.06)}L${at(0.24, -0.06)}" fill="none" ${stroke}/>`;
  const strings = detail === 'low' ? '' : `<path d="M${at(0.16, 0.012)}L${at(0.86, 0.012)}M${at(0.16, -0.012)}L${at(0.86, -0.012)}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.7)}" stroke-linecap="round"/>`;
  const fHoles = detail === 'low' ? '' : `<path d="M${at(0.18, 0.1)}C${at(0.22, 0.12)} ${at(0.26, 0.07)} ${at(0.3, 0.09)}M${at(0.18, -0.1)}C${at(0.22, -0.07)} ${at(0.26, -0.12)} ${at(0.3, -0.09)}" fill="none" ${stroke}/>`;
  // The bow: from behind the near fist, through it, across the strings and on past them.
  const crossing = bowCrossing(rest, neckHand, length);
  const bowLength = Math.hypot(crossing.x - bowHand.x, crossing.y - bowHand.y) || 1;
  const bowAlong = { x: (crossing.x - bowHand.x) / bowLength, y: (crossing.y - bowHand.y) / bowLength };
  const frog = { x: bowHand.x - bowAlong.x * length * BOW_BEHIND * 0.3, y: bowHand.y - bowAlong.y * length * BOW_BEHIND * 0.3 };
  const tip = { x: crossing.x + bowAlong.x * length * BOW_AHEAD, y: crossing.y + bowAlong.y * length * BOW_AHEAD };
  const stick = length * 0.035;
  const bow =
    `<path d="M${fmt(frog.x)} ${fmt(frog.y)}L${fmt(tip.x)} ${fmt(tip.y)}" fill="none" stroke="#000" stroke-width="${fmt(stick + linePx * 2)}" stroke-linecap="round"/>` +
    `<path d="M${fmt(frog.x)} ${fmt(frog.y)}L${fmt(tip.x)} ${fmt(tip.y)}" fill="none" stroke="#fff" stroke-width="${fmt(stick)}" stroke-linecap="round"/>`;
  const scrollTip = { x: rest.x + along.x * length, y: rest.y + along.y * length };
  const xs = [rest.x, scrollTip.x, frog.x, tip.x, bowHand.x];
  const ys = [rest.y, scrollTip.y, frog.y, tip.y, bowHand.y];
  const pad = length * 0.18;
  const box = { x: Math.min(...xs) - pad, y: Math.min(...ys) - pad, width: Math.max(...xs) - Math.min(...xs) + pad * 2, height: Math.max(...ys) - Math.min(...ys) + pad * 2 };
  return { markup: body + fingerboard + tailpiece + neck + scroll + fHoles + strings + bridge + bow, box };
}
