import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Detail } from '../motif-library';
import { whiteRegions } from '../white-regions';
import { headShare, planForDetail } from './age-look';
import { drawFigure } from './draw-figure';
import type { FigureSpec } from './figure-context';
import { FIGURE_KINDS } from './kinds';
import type { PoseName } from './poses';

const BOY: FigureSpec = { kind: 'child', hair: 'short', hasBeard: false, outfit: 'tee-pants', accessories: [], prop: null };
const LINE_BY_DETAIL: Record<Detail, number> = { low: 14, medium: 9, high: 6 };

function drawn(spec: FigureSpec, detail: Detail, pose: PoseName = 'standing') {
  return drawFigure(spec, { pose, cx: 700, groundY: 1900, height: 1700, linePx: LINE_BY_DETAIL[detail], detail });
}

/**
 * White areas inside the figure: those a child can colour (at least 1 mm across and 3 mm²; the page round it is one
 * more), and slivers (too thin to colour, bigger than a speck).
 */
async function regionsOf(spec: FigureSpec, detail: Detail, pose: PoseName = 'standing'): Promise<{ colourable: number; slivers: number }> {
  const figure = drawn(spec, detail, pose);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="2000"><rect width="1400" height="2000" fill="#fff"/>${figure.markup}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const regions = whiteRegions({ data, width: info.width, height: info.height });
  return { colourable: regions.filter((region) => region.area >= 400 && region.thickness >= 12).length, slivers: regions.filter((region) => region.area >= 100 && region.thickness < 12).length };
}

describe('figures by age group', () => {
  it('draws a 9-12 child with a head a quarter of its height or less, a 3-5 and 6-8 child with a picture-book head of over a third', () => {
    const child = FIGURE_KINDS.child;
    expect(headShare(planForDetail(child.plan, child, 'low'))).toBeGreaterThan(0.33);
    expect(headShare(planForDetail(child.plan, child, 'medium'))).toBeGreaterThan(0.33);
    expect(headShare(planForDetail(child.plan, child, 'high'))).toBeLessThan(0.27);
    // As drawn: the head box against the whole standing figure.
    const share = (detail: Detail): number => drawn(BOY, detail).headBox.height / drawn(BOY, detail).box.height;
    expect(share('low')).toBeGreaterThan(0.33);
    expect(share('high')).toBeLessThan(0.28);
    expect(share('high')).toBeLessThan(share('medium') * 0.8);
  });

  it('keeps grown-ups grown-up at 9-12: a smaller head than on younger pages, but never a child build', () => {
    const adult = FIGURE_KINDS.adult;
    const older = headShare(planForDetail(adult.plan, adult, 'high'));
    expect(older).toBeLessThan(headShare(adult.plan));
    expect(older).toBeGreaterThan(0.17);
  });

  it('leaves creatures their own build at every age', () => {
    for (const name of ['bear', 'dragon', 'robot', 'penguin'] as const) {
      const kind = FIGURE_KINDS[name];
      expect(planForDetail(kind.plan, kind, 'high')).toBe(kind.plan);
    }
  });

  it('gives a 9-12 figure many more areas to colour than a 3-5 one (fabric, pockets, cuffs, laces), none of them slivers', async () => {
    for (const spec of [BOY, { ...BOY, hair: 'long' as const, outfit: 'dress' }, { ...BOY, kind: 'adult' as const, outfit: 'apron' }]) {
      const young = await regionsOf(spec, 'low');
      const old = await regionsOf(spec, 'high');
      expect(old.colourable, spec.outfit ?? '').toBeGreaterThan(young.colourable * 1.5);
      expect(old.slivers, spec.outfit ?? '').toBe(0);
    }
  }, 60_000);
});

describe('a knight on guard', () => {
  const knight: FigureSpec = { kind: 'adult', hair: 'short', hasBeard: false, outfit: 'armour', accessories: ['knight-helmet', 'sword', 'shield'], prop: null };

  it('raises the shield before the chest and holds the sword upright, feet apart, where standing lets them hang', () => {
    const guarding = drawFigure(knight, { pose: 'guarding', cx: 700, groundY: 1900, height: 1700, linePx: 6, detail: 'high' });
    const standing = drawFigure(knight, { pose: 'standing', cx: 700, groundY: 1900, height: 1700, linePx: 6, detail: 'high' });
    const shieldOf = (figure: typeof guarding) => figure.accessoryBoxes.shield!;
    const swordOf = (figure: typeof guarding) => figure.accessoryBoxes.sword!;
    // The shield's middle up at the chest, above the hips, not hanging by the thigh.
    expect(shieldOf(guarding).y + shieldOf(guarding).height / 2).toBeLessThan(guarding.anchors.hips.y);
    expect(shieldOf(standing).y + shieldOf(standing).height / 2).toBeGreaterThan(shieldOf(guarding).y + shieldOf(guarding).height / 2);
    // The sword upright: taller than wide, its point up by the shoulders (hanging, it slants out and down).
    expect(swordOf(guarding).height).toBeGreaterThan(swordOf(guarding).width * 1.6);
    expect(swordOf(standing).height).toBeLessThan(swordOf(standing).width * 1.6);
    expect(swordOf(guarding).y).toBeLessThan(guarding.anchors.neck.y + (guarding.anchors.hips.y - guarding.anchors.neck.y) * 0.35);
    // Feet planted wider apart than standing.
    const stance = (figure: typeof guarding): number => Math.abs(figure.anchors.feet.front.x - figure.anchors.feet.back.x);
    expect(stance(guarding)).toBeGreaterThan(stance(standing) * 1.5);
  });

  it('keeps watch with a level mouth, not the grin of one posing for a picture', () => {
    // Round 13: "smiling ... so he isn't really guarding".
    const at = { pose: 'guarding' as const, cx: 700, groundY: 1900, height: 1700, linePx: 6, detail: 'high' as const };
    const watchful = drawFigure(knight, at);
    const grinning = drawFigure(knight, { ...at, expression: 'happy' });
    expect(watchful.markup).not.toBe(grinning.markup);
    expect(watchful.box).toEqual(grinning.box);
  });

  it('closes the shield hand over the shield rim, its middle over the shield and not on the chest beside it', () => {
    // The fist's middle lay just off the rim, so it looked like a hand resting on the chest apart from the shield (round 13).
    const guarding = drawFigure(knight, { pose: 'guarding', cx: 700, groundY: 1900, height: 1700, linePx: 6, detail: 'high' });
    const shield = guarding.accessoryBoxes.shield!;
    const hand = guarding.anchors.hands.back;
    // The shield's box holds the fist: with the rim under the fist's middle, the fist's inner half is over a fifth of it
    // (with the rim at the fist's edge, the plate reached further out and the fist's half was less).
    expect((shield.x + shield.width - hand.x) / shield.width).toBeGreaterThan(0.2);
  });

  it("gives a 9-12 lab coat buttons, two hip pockets and the trousers' cuffs under it: many more areas than at 6-8, none of them slivers", async () => {
    const scientist: FigureSpec = { kind: 'adult', hair: 'short', hasBeard: false, outfit: 'lab-coat', accessories: ['glasses'], prop: null };
    const middle = await regionsOf(scientist, 'medium');
    const old = await regionsOf(scientist, 'high');
    expect(old.colourable).toBeGreaterThanOrEqual(middle.colourable + 12);
    // Two specks where the older build's hanging arms meet the coat's sides are there without this detail too.
    expect(old.slivers).toBeLessThanOrEqual(2);
  });

  it("plates a dragon's belly at 9-12: more areas to colour than the plain oval of 6-8, none of them slivers", async () => {
    const dragon: FigureSpec = { kind: 'dragon', hair: null, hasBeard: false, outfit: null, accessories: [], prop: null };
    const middle = await regionsOf(dragon, 'medium');
    const old = await regionsOf(dragon, 'high');
    expect(old.colourable).toBeGreaterThanOrEqual(middle.colourable + 3);
    expect(old.slivers).toBe(0);
  });

  it('draws a 9-12 figure outline finer than a younger one, not much bolder than its inner lines', async () => {
    // The first ink from the left across the shins is the outer outline of a leg: its width, in line widths.
    const outlineWeight = async (detail: Detail): Promise<number> => {
      const figure = drawn(BOY, detail);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="2000"><rect width="1400" height="2000" fill="#fff"/>${figure.markup}</svg>`;
      const { data, info } = await sharp(Buffer.from(svg)).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
      const widths: number[] = [];
      for (let y = 1650; y < 1750; y += 10) {
        const row = data.subarray(y * info.width, (y + 1) * info.width);
        const start = row.findIndex((value) => value < 128);
        const end = row.findIndex((value, x) => x > start && value >= 128);
        widths.push(end - start);
      }
      return widths.sort((a, b) => a - b)[widths.length >> 1]! / LINE_BY_DETAIL[detail];
    };
    expect(await outlineWeight('high')).toBeLessThan(1.4);
    expect(await outlineWeight('medium')).toBeGreaterThan(1.5);
  });
});
