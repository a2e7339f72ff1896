import { fmt, type Box } from '../drawing';
import { ACCESSORIES } from '../figure/accessories';
import type { FigureSpec } from '../figure/figure-context';
import { isEverydayOutfit, isOutfitNamed } from '../figure/figure-spec';
import type { Point } from '../figure/geometry';

const outline = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;

/**
 * Skis and poles (facing right): a long ski under each shoe with its tip curled up ahead and a binding over the boot,
 * the far one drawn a little higher behind the near one; a pole from each fist slanting down behind to the snow, a
 * round basket just above its tip. `soles` is the near foot's sole. Returns the skis' bottoms under the feet and the poles' tips.
 */
export function skisAndPoles(feet: { back: Point; front: Point }, hands: { back: Point; front: Point }, soles: number, length: number, linePx: number): { under: string; over: string; box: Box; skiBottoms: Point[]; poleTips: Point[] } {
  const line = outline(linePx);
  const thick = length * 0.045;
  const ski = (foot: Point, sole: number): string => {
    const tail = foot.x - length * 0.42;
    const tip = foot.x + length * 0.58;
    const curl = thick * 3;
    const body = `<path d="M${fmt(tail)} ${fmt(sole)}L${fmt(tip - curl)} ${fmt(sole)}Q${fmt(tip)} ${fmt(sole)} ${fmt(tip + curl * 0.2)} ${fmt(sole - curl)}Q${fmt(tip - curl * 0.1)} ${fmt(sole - curl * 0.1 + thick)} ${fmt(tip - curl)} ${fmt(sole + thick)}L${fmt(tail)} ${fmt(sole + thick)}Z" ${line}/>`;
    const binding = `<rect x="${fmt(foot.x - length * 0.06)}" y="${fmt(sole - thick * 0.9)}" width="${fmt(length * 0.16)}" height="${fmt(thick * 1.2)}" rx="${fmt(thick * 0.3)}" ${line}/>`;
    return body + binding;
  };
  const backSole = feet.back.y + (soles - feet.front.y);
  // Planted in the snow behind the fists, past the skis' tails: ending at the feet, a pole's basket sat on the boot.
  const poleTips = [hands.back, hands.front].map((hand) => ({ x: Math.min(hand.x - (soles - hand.y) * 0.5, feet.back.x - length * 0.5), y: soles + thick }));
  const pole = (hand: Point, tip: Point): string => {
    const basketAt = { x: tip.x + (hand.x - tip.x) * 0.1, y: tip.y + (hand.y - tip.y) * 0.1 };
    return (
      `<path d="M${fmt(hand.x)} ${fmt(hand.y)}L${fmt(tip.x)} ${fmt(tip.y)}" fill="none" stroke="#000" stroke-width="${fmt(Math.max(linePx * 1.6, thick * 0.6))}" stroke-linecap="round"/>` +
      `<ellipse cx="${fmt(basketAt.x)}" cy="${fmt(basketAt.y)}" rx="${fmt(thick * 1.6)}" ry="${fmt(thick * 0.6)}" ${line}/>`
    );
  };
  const under = ski(feet.back, backSole) + pole(hands.back, poleTips[0]!);
  const over = ski(feet.front, soles) + pole(hands.front, poleTips[1]!);
  const left = Math.min(feet.back.x, feet.front.x) - length * 0.62;
  const right = Math.max(feet.back.x, feet.front.x) + length * 0.62;
  const top = Math.min(backSole, soles) - thick * 8;
  return { under, over, box: { x: left, y: top, width: right - left, height: soles + thick * 2 - top }, skiBottoms: [{ x: feet.back.x, y: backSole + thick }, { x: feet.front.x, y: soles + thick }], poleTips };
}

/**
 * On the ski slope everyday clothes become a winter jacket with gloves and boots, and a bare head gets a bobble hat:
 * skiing in a T-shirt read as summer (judging 19). Clothes or a hat the words name are kept.
 */
export function dressedForSnow(figure: FigureSpec, description: string): FigureSpec {
  const outfit = isEverydayOutfit(figure.outfit) && !isOutfitNamed(figure.outfit, description) ? 'snow-jacket' : figure.outfit;
  const hasHeadWear = figure.accessories.some((name) => ACCESSORIES[name]?.anchor === 'head');
  return { ...figure, outfit, accessories: hasHeadWear ? figure.accessories : [...figure.accessories, 'bobble-hat'] };
}
