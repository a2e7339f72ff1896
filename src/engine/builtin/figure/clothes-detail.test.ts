import { describe, expect, it } from 'vitest';
import { planForDetail } from './age-look';
import { drawBipedBody, poseBiped, SLEEVE_SHARE, torsoShape } from './biped';
import { drawSleeveCuffs, redrawClothesOverShoulders } from './clothes-detail';
import { drawFigure } from './draw-figure';
import type { FigureContext, FigureSpec } from './figure-context';
import { circle, containsPoint, grow, outerRingCount, roundedPolygon, type Point } from './geometry';
import { FIGURE_KINDS } from './kinds';
import { drawSleevesAndShorts, OUTFITS } from './outfits';
import { addPart, addStroke, createPartList, LAYER } from './part-list';
import { BIPED_POSES, type PoseName } from './poses';

const U = 10;
const LINE = 6;

describe('clothes detail lines', () => {
  it.each<PoseName>(['standing', 'kicking', 'throwing', 'waving'])("keeps a 9-12 T-shirt's neckline on the body %s, with no tips out over the neck", (poseName) => {
    const plan = planForDetail(FIGURE_KINDS.child.plan, FIGURE_KINDS.child, 'high');
    const pose = BIPED_POSES[poseName];
    const skeleton = poseBiped(plan, pose, U);
    const ctx = { list: createPartList(), kind: { ...FIGURE_KINDS.child, plan }, skeleton, pose, linePx: LINE, detail: 'high' } as unknown as FigureContext;
    const t = plan.torsoLength * U;
    OUTFITS['tee-shorts']!.top!(ctx, plan.torsoWidth * U, t, 0);
    const torso = torsoShape(plan, skeleton, LINE);
    const neckline = ctx.list.strokes.filter((stroke) => stroke.points.some((point) => point.y < -t * 0.5));
    expect(neckline.length).toBeGreaterThan(0);
    for (const stroke of neckline) for (const point of stroke.points) expect(containsPoint(torso, point)).toBe(true);
  });

  it.each<[PoseName, boolean]>([['throwing', true], ['standing', false]])("closes a short sleeve's hem on the body's side under an arm raised out (%s: %s)", (poseName, isClosed) => {
    const plan = planForDetail(FIGURE_KINDS.child.plan, FIGURE_KINDS.child, 'high');
    const pose = BIPED_POSES[poseName];
    const skeleton = poseBiped(plan, pose, U);
    const ctx = { list: createPartList(), kind: { ...FIGURE_KINDS.child, plan }, skeleton, pose, linePx: LINE, detail: 'high' } as unknown as FigureContext;
    drawSleevesAndShorts(ctx, OUTFITS['tee-shorts']!);
    const sides = ctx.list.strokes.filter((stroke) => stroke.layer > LAYER.frontLimb + 0.5);
    expect(sides.length > 0).toBe(isClosed);
  });

  it.each<PoseName>(['riding', 'standing', 'throwing'])("makes a short sleeve and shorts one piece each, not a round and a box with their edges across the sleeve (%s)", (poseName) => {
    const plan = planForDetail(FIGURE_KINDS.child.plan, FIGURE_KINDS.child, 'medium');
    const pose = BIPED_POSES[poseName];
    const skeleton = poseBiped(plan, pose, U);
    const ctx = { list: createPartList(), kind: { ...FIGURE_KINDS.child, plan }, skeleton, pose, linePx: LINE, detail: 'medium' } as unknown as FigureContext;
    drawSleevesAndShorts(ctx, OUTFITS['tee-shorts']!);
    expect(ctx.list.parts.filter((part) => part.arm !== undefined)).toHaveLength(2);
    for (const part of ctx.list.parts) expect(outerRingCount(part.shape)).toBe(1);
  });

  it.each<[PoseName, boolean]>([['riding', false], ['standing', true]])("hides an arm's top on the shirt only where it does not lie over the chest (%s: %s)", (poseName, isHidden) => {
    const plan = planForDetail(FIGURE_KINDS.child.plan, FIGURE_KINDS.child, 'medium');
    const pose = BIPED_POSES[poseName];
    const skeleton = poseBiped(plan, pose, U);
    const ctx = { list: createPartList(), kind: { ...FIGURE_KINDS.child, plan }, skeleton, pose, linePx: LINE, detail: 'medium', spec: {} } as unknown as FigureContext;
    drawBipedBody(ctx);
    const patches = ctx.list.parts.filter((part) => part.arm === 'front' && !part.hasLine && part.shape.length > 0);
    expect(patches.length > 0).toBe(isHidden);
  });

  it("runs a breastplate's top up to the neck, leaving none of the body above it beside an older build's flared neck", () => {
    const plan = planForDetail(FIGURE_KINDS.adult.plan, FIGURE_KINDS.adult, 'high');
    const pose = BIPED_POSES.standing;
    const skeleton = poseBiped(plan, pose, U);
    const ctx = { list: createPartList(), kind: { ...FIGURE_KINDS.adult, plan }, skeleton, pose, linePx: LINE, detail: 'high' } as unknown as FigureContext;
    const w = plan.torsoWidth * U;
    const t = plan.torsoLength * U;
    OUTFITS.armour!.top!(ctx, w, t, 0);
    const plate = ctx.list.parts[0]!.shape;
    const inside = grow(torsoShape(plan, skeleton, LINE), -LINE);
    for (let x = -w * 0.3; x <= w * 0.3; x += w * 0.05) {
      for (let y = -t * 1.3; y <= -t * 0.6; y += t * 0.005) if (containsPoint(inside, { x, y })) expect(containsPoint(plate, { x, y })).toBe(true);
    }
  });

  it("draws a stripe's edge again over the patch hiding an arm's top, right up to where it shows, so it reaches the body's side", () => {
    const list = createPartList();
    addPart(list, LAYER.body, circle({ x: 0, y: 0 }, 200));
    addPart(list, LAYER.body + 0.5, roundedPolygon([{ x: -150, y: -10 }, { x: 150, y: -10 }, { x: 150, y: 10 }, { x: -150, y: 10 }], 0), { isOuter: false, isDetail: true });
    addPart(list, LAYER.frontLimb, circle({ x: 100, y: 0 }, 40), { arm: 'front' });
    addPart(list, LAYER.frontLimb + 0.55, circle({ x: 100, y: 0 }, 40), { arm: 'front', hasLine: false, isOuter: false });
    redrawClothesOverShoulders(list, LINE);
    const again = list.strokes.filter((stroke) => stroke.layer > LAYER.frontLimb + 0.55 && stroke.points.every((point) => point.y < 0));
    expect(again).toHaveLength(1);
    const xs = again[0]!.points.map((point) => point.x);
    expect(Math.min(...xs)).toBeLessThanOrEqual(100 - Math.sqrt(40 * 40 - 100));
    expect(Math.max(...xs)).toBeGreaterThanOrEqual(100 + Math.sqrt(40 * 40 - 100));
  });

  it("draws a shirt's line again over the patch hiding an arm's top, so it runs on instead of stopping mid-shirt", () => {
    const list = createPartList();
    addPart(list, LAYER.body, circle({ x: 0, y: 0 }, 200));
    addStroke(list, LAYER.clothes + 1, [{ x: -150, y: 0 }, { x: 150, y: 0 }]);
    addPart(list, LAYER.frontLimb, circle({ x: 100, y: 0 }, 40), { arm: 'front' });
    addPart(list, LAYER.frontLimb + 0.55, circle({ x: 100, y: 0 }, 40), { arm: 'front', hasLine: false, isOuter: false });
    redrawClothesOverShoulders(list, LINE);
    const again = list.strokes.filter((stroke) => stroke.layer > LAYER.frontLimb + 0.55);
    expect(again).toHaveLength(1);
    const xs = again[0]!.points.map((point) => point.x);
    expect(Math.min(...xs)).toBeLessThan(65);
    expect(Math.max(...xs)).toBeGreaterThan(135);
  });
});

describe('trouser cuffs', () => {
  it('ends both trouser legs in a cuff side on, not the near leg alone', () => {
    // Round 13: a cuff on one leg only read as "a stray ankle line" on one shoe.
    const chef: FigureSpec = { kind: 'adult', hair: 'short', hasBeard: false, outfit: 'shirt-pants', accessories: [], prop: null };
    const figure = drawFigure(chef, { pose: 'stirring', cx: 700, groundY: 1900, height: 1700, linePx: 6, detail: 'high' });
    const lines = [...figure.markup.matchAll(/<path d="M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)"/g)].map((match) => match.slice(1, 5).map(Number) as [number, number, number, number]);
    for (const foot of [figure.anchors.feet.back, figure.anchors.feet.front]) {
      // Across the leg a little above the shoe: long, level-ish, its middle over the foot (soles lie lower, laces are short).
      const cuffs = lines.filter(([x0, y0, x1, y1]) => Math.hypot(x1 - x0, y1 - y0) > 100 && Math.abs((x0 + x1) / 2 - foot.x) < 120 && foot.y - (y0 + y1) / 2 > 60 && foot.y - (y0 + y1) / 2 < 260);
      expect(cuffs.length, `cuff over the foot at ${Math.round(foot.x)}`).toBe(1);
    }
  });
});

describe('sleeve hems', () => {
  const PAGE_U = 16;
  it.each<PoseName>(['standing', 'throwing', 'kicking'])("bands a 9-12 T-shirt's short sleeves above the hem, side to side, and a 6-8 one's not (%s)", (poseName) => {
    const hems = (detail: 'medium' | 'high'): { ends: Point[]; axis: Array<[Point, Point]>; r: number } => {
      const plan = planForDetail(FIGURE_KINDS.child.plan, FIGURE_KINDS.child, detail);
      const pose = BIPED_POSES[poseName];
      // At the size a page's lead is drawn: on a small figure the sleeve is too short for a band.
      const skeleton = poseBiped(plan, pose, PAGE_U);
      const ctx = { list: createPartList(), kind: { ...FIGURE_KINDS.child, plan }, skeleton, pose, linePx: LINE, detail } as unknown as FigureContext;
      drawSleeveCuffs(ctx, OUTFITS['tee-shorts']!);
      const axis = (['back', 'front'] as const).map((side): [Point, Point] => [skeleton.shoulders[side], skeleton.elbows[side]]);
      return { ends: ctx.list.strokes.flatMap((stroke) => [stroke.points[0]!, stroke.points.at(-1)!]), axis, r: plan.armRadius * PAGE_U * 1.2 };
    };
    expect(hems('medium').ends).toEqual([]);
    const { ends, axis, r } = hems('high');
    expect(ends.length).toBe(4);
    ends.forEach((end, index) => {
      // Each end on the sleeve's side, its outline, inside the sleeve's length.
      const [shoulder, elbow] = axis[index >> 1]!;
      const length = Math.hypot(elbow.x - shoulder.x, elbow.y - shoulder.y);
      const along = ((end.x - shoulder.x) * (elbow.x - shoulder.x) + (end.y - shoulder.y) * (elbow.y - shoulder.y)) / length;
      const off = Math.abs((end.x - shoulder.x) * (elbow.y - shoulder.y) - (end.y - shoulder.y) * (elbow.x - shoulder.x)) / length;
      expect(off).toBeCloseTo(r, 3);
      expect(along).toBeLessThan(length * SLEEVE_SHARE - 12);
    });
  });
});
