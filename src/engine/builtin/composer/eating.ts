import { drawMotif, fmt, type Box } from '../drawing';
import { circle, pathData, subtract, unite, type Point } from '../figure/geometry';
import type { DrawnBeing } from './figures';
import type { Scene } from './scene-state';

/** A snack's size at the mouth, as a share of the eater's height: half a head across, as big as the fist holding it. */
const SNACK_SHARE = 0.14;
/** Things eaten from rather than bitten. */
const EATEN_FROM = /pot|bowl|jar|basket|plate/;
/** Foods too big to bite whole: a whole birthday cake with lit candles was held at the mouth like an apple (review 16). */
const WHOLE_FOODS = new Set(['birthday-cake', 'layer-cake', 'pie']);
/** Where an open mouth is below the eyes, as a share of the head's height above them. */
const OPEN_MOUTH_DOWN = 0.7;

/**
 * What a snack is drawn as when it is being eaten: a bowl of ice cream is eaten from a cone held up to the mouth (a
 * bowl at the lips read as being drunk).
 */
const EATEN_ART: Record<string, string> = { 'ice-cream': 'soft-ice-cream', 'ice-cream-cone': 'soft-ice-cream', 'whole-pizza': 'pizza' };

/**
 * An apple with a bite out of it: two round lobes (the dimple at its top and bottom), a scalloped bite out of its outer
 * side, its stalk and a leaf. The bite is cut out of the outline, so the apple stays one closed region to colour.
 */
export function bittenApple(centre: Point, r: number, linePx: number): { markup: string; box: Box } {
  const { x, y } = centre;
  const line = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;
  const body = unite([circle({ x: x - r * 0.22, y }, r * 0.8), circle({ x: x + r * 0.22, y }, r * 0.8)]);
  const bite = unite([circle({ x: x + r * 1.02, y: y - r * 0.22 }, r * 0.3), circle({ x: x + r * 1.0, y: y + r * 0.24 }, r * 0.3)]);
  const apple = `<path d="${pathData(subtract(body, bite))}" ${line}/>`;
  const stalk = `<path d="M${fmt(x)} ${fmt(y - r * 0.7)}L${fmt(x + r * 0.1)} ${fmt(y - r * 1.1)}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 1.4)}" stroke-linecap="round"/>`;
  const leaf = `<path d="M${fmt(x + r * 0.08)} ${fmt(y - r * 0.98)}Q${fmt(x + r * 0.4)} ${fmt(y - r * 1.42)} ${fmt(x + r * 0.78)} ${fmt(y - r * 1.08)}Q${fmt(x + r * 0.4)} ${fmt(y - r * 0.84)} ${fmt(x + r * 0.08)} ${fmt(y - r * 0.98)}Z" ${line}/>`;
  const box = { x: x - r * 1.05 - linePx, y: y - r * 1.3 - linePx, width: r * 2.1 + linePx * 2, height: r * 2.1 + linePx * 2 };
  return { markup: stalk + apple + leaf, box };
}

/**
 * Whether a snack is eaten by raising it to the mouth: not a thing eaten from (a honey pot) nor one too big to bite (a
 * whole cake). Those are held at the chest in both hands: under a paw raised to the mouth, a honey pot floated at the
 * chin with no arm to it and read as a striped bucket (judging 21).
 */
export function isBittenAtMouth(motif: string): boolean {
  const art = EATEN_ART[motif] ?? motif;
  return !EATEN_FROM.test(art) && !WHOLE_FOODS.has(art);
}

/**
 * Eating: the snack up at the open mouth in the raised fist, over the mouth's near corner so the lips still show at its
 * side; an apple has a bite out of it. Returns false for a thing eaten from or too big to bite (a honey pot, a whole
 * cake), which is held, not eaten whole.
 */
export function drawEatenAtMouth(scene: Scene, drawn: DrawnBeing, motif: string, height: number): boolean {
  const { style } = scene;
  const { face, headTop, hands } = drawn.anchors;
  const r = face.y - headTop.y;
  // The open mouth, drawn lower than a smile.
  const mouth = { x: face.x, y: face.y + r * OPEN_MOUTH_DOWN };
  const size = height * SNACK_SHARE;
  const fist = hands.front;
  const art = EATEN_ART[motif] ?? motif;
  if (!isBittenAtMouth(motif)) return false;
  // Held up over the fist's fingers, its near edge beside the mouth's corner (behind the fist, a snack was hidden; over
  // it, down at the fist, it was held at the chin, not eaten).
  const placed =
    art === 'red-apple'
      ? bittenApple({ x: mouth.x + size * 0.6, y: Math.min(mouth.y + size * 0.15, fist.y - size * 0.35) }, size * 0.5, style.linePx)
      : drawMotif({ motif: art, cx: mouth.x + size * 0.45, bottom: Math.min(fist.y - size * 0.1, mouth.y + size * 0.75), size, linePx: style.linePx, detail: style.detail });
  if (!placed) return false;
  scene.layers.main.push(placed.markup);
  scene.subject.push(placed.box);
  scene.used.add(motif);
  // Measured by tests: the snack's middle at the mouth, and the fist at the snack's nearest edge (a snack floating
  // at the mouth with the arm elsewhere was eaten by no one).
  scene.joins.push({ what: 'snack-at-mouth', figure: mouth, thing: { x: placed.box.x + placed.box.width / 2, y: placed.box.y + placed.box.height / 2 } });
  const edge = { x: Math.min(Math.max(fist.x, placed.box.x), placed.box.x + placed.box.width), y: Math.min(Math.max(fist.y, placed.box.y), placed.box.y + placed.box.height) };
  scene.joins.push({ what: 'fist-at-snack', figure: fist, thing: edge });
  return true;
}
