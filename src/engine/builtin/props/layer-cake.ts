import { fmt } from '../svg-number';
import type { Detail } from '../motif-library';
import type { ComposedProp, PropArt } from './composed-prop';
import { circle, polygon, rect, shape } from './prop-shapes';

/** The tiers from the bottom up, [left, top, right], each standing on the one below, in the drawing's units. */
const TIERS: Array<[number, number, number]> = [
  [10, 104, 110],
  [24, 68, 96],
  [34, 36, 86],
];
/** The bottom tier's foot, where it stands on its plate. */
const FOOT = 142;

/** Icing over a tier's top edge, dripping down its sides in `drips` round scallops. */
function icing(left: number, top: number, right: number, drips: number): string {
  const depth = 7;
  const step = (right - left) / drips;
  let d = `M${fmt(left)} ${fmt(top)}L${fmt(right)} ${fmt(top)}L${fmt(right)} ${fmt(top + depth)}`;
  for (let index = 1; index <= drips; index++) {
    const x = right - step * index;
    d += `Q${fmt(x + step / 2)} ${fmt(top + depth * 2.1)} ${fmt(x)} ${fmt(top + depth)}`;
  }
  return shape(`${d}Z`);
}

/** The three tiers on their plate, for a birthday three candles on the top tier with a flame over each. */
function drawTiers(detail: Detail, hasCandles: boolean): PropArt {
  const shapes = [rect(0, FOOT - 2, 120, 8, 4)];
  TIERS.forEach(([left, top, right], index) => {
    const bottom = index === 0 ? FOOT : TIERS[index - 1]![1];
    shapes.push(rect(left, top, right - left, bottom - top, 3));
    shapes.push(icing(left, top, right, detail === 'low' ? 3 + index : 4 + index));
    if (detail === 'low') return;
    // A row of dots along the tier's middle, below the drips.
    const dots = detail === 'high' ? 7 - index * 2 : 5 - index;
    const y = (top + 17 + bottom) / 2;
    for (let dot = 0; dot < dots; dot++) shapes.push(circle(left + ((right - left) * (dot + 0.5)) / dots, y, detail === 'high' ? 2.4 : 3));
  });
  if (hasCandles) {
    const [left, top, right] = TIERS[2]!;
    for (const share of [0.2, 0.5, 0.8]) {
      const x = left + (right - left) * share;
      shapes.push(rect(x - 3, top - 16, 6, 16, 1));
      shapes.push(polygon([[x, top - 30], [x + 4.5, top - 21], [x, top - 17.5], [x - 4.5, top - 21]], 3));
    }
  }
  return { width: 120, height: FOOT + 6, shapes, anchors: {} };
}

/**
 * A layer cake ("a three layer cake", "a birthday cake with three layers"): three round tiers stacked on a plate, each
 * narrower than the one under it, icing dripping over each tier's top and three candles on the top tier, where the page
 * drew a one-tier birthday cake (judging 21). Dots of decoration round the tiers for older children. Bare "three layers"
 * is the cake only where the words say cake (`PLACED_MOTIFS`).
 */
export const layerCake: ComposedProp = {
  name: 'layer-cake',
  words: ['layer cake', 'layered cake', 'three layer cake', 'three layers', 'two layers', 'four layers', 'tiered cake', 'three tier cake', 'three tiers'],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  isOnTable: true,
  includes: ['birthday-cake', 'candle'],
  draw: (detail) => drawTiers(detail, true),
};

/** A wedding cake: the same three tiers with no birthday candles on top, which it wore as a layer cake (review 16). */
export const weddingCake: ComposedProp = {
  name: 'wedding-cake',
  words: ['wedding cake', 'tiered wedding cake', 'two tier wedding cake', 'three tier wedding cake'],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  isOnTable: true,
  includes: ['birthday-cake'],
  draw: (detail) => drawTiers(detail, false),
};
