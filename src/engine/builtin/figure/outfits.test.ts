import { describe, expect, it } from 'vitest';
import { drawBipedBody, poseBiped, SLEEVE_SHARE, torsoShape } from './biped';
import { rotateShape, type FigureContext } from './figure-context';
import { figureSpecFromWords } from './figure-spec';
import { area, bounds, intersect, subtract } from './geometry';
import { FIGURE_KINDS } from './kinds';
import { drawHem, drawSleevesAndShorts, hemBottom, OUTFITS } from './outfits';
import { createPartList, LAYER } from './part-list';
import { BIPED_POSES } from './poses';

const U = 10;
const frontCtx = (): FigureContext => ({ list: createPartList(), kind: FIGURE_KINDS.adult, skeleton: { u: U, view: 'front' }, pose: BIPED_POSES.standing }) as unknown as FigureContext;

describe('outfits', () => {
  it("draws a chef's jacket with a stand-up collar and two rows of buttons over a waist apron with its tie, not a bare slab", () => {
    const ctx = frontCtx();
    OUTFITS.apron!.top!(ctx, 250, 400, 0);
    // Over the apron the pocket, the tie and the collar.
    expect(ctx.list.parts.filter((part) => part.layer === LAYER.clothes + 5).length).toBeGreaterThanOrEqual(3);
    expect(ctx.list.parts.filter((part) => part.layer === LAYER.clothes + 3)).toHaveLength(4);
    // The apron starts at the waist: a bib's top edge half under an arm read as a bump on a lapel (round 12).
    const apron = ctx.list.parts.find((part) => part.layer === LAYER.clothes + 4)!;
    expect(Math.min(...apron.shape.flat().map((point) => point.y))).toBeGreaterThan(-400 * 0.45);
  });

  it.each(['tee-shorts', 'tee-pants'])('draws a %s with a neckline and a hem across the hips, so it reads as a T-shirt', (name) => {
    const plan = FIGURE_KINDS.adult.plan;
    const ctx = { list: createPartList(), kind: FIGURE_KINDS.adult, skeleton: poseBiped(plan, BIPED_POSES.standing, U), pose: BIPED_POSES.standing, linePx: 2 } as unknown as FigureContext;
    const t = plan.torsoLength * U;
    OUTFITS[name]!.top!(ctx, plan.torsoWidth * U, t, 0);
    const ys = ctx.list.strokes.map((stroke) => Math.max(...stroke.points.map((point) => point.y)));
    expect(ys.some((y) => y < -t * 0.6)).toBe(true);
    expect(ys.some((y) => y > -t * 0.15)).toBe(true);
  });

  it('shows overalls seen from the side as a bib across the whole chest with a strap up to the shoulder, not a T-shirt pocket', () => {
    const w = FIGURE_KINDS.child.plan.torsoWidth * U * 0.88;
    const t = FIGURE_KINDS.child.plan.torsoLength * U;
    const ctx = { list: createPartList(), kind: FIGURE_KINDS.child, skeleton: poseBiped(FIGURE_KINDS.child.plan, BIPED_POSES.walking, U), pose: BIPED_POSES.walking, linePx: 2 } as unknown as FigureContext;
    OUTFITS.overalls!.top!(ctx, w, t, 0);
    const cloth = ctx.list.parts.filter((part) => part.layer === LAYER.clothes).map((part) => bounds([part.shape]));
    // The bib from the front outline to the back one (turned, the front view's bib hid behind the near arm), its top
    // edge across the middle of the chest.
    const bib = cloth.reduce((widest, box) => (box.width > widest.width ? box : widest));
    expect(bib.width).toBeGreaterThan(w * 0.85);
    expect(bib.y).toBeLessThan(-t * 0.4);
    expect(bib.y).toBeGreaterThan(-t * 0.7);
    // A strap rising from it to the shoulders.
    expect(cloth.some((box) => box !== bib && box.y < -t * 0.9 && box.y + box.height > -t * 0.55)).toBe(true);
  });

  it('keeps the bib of overalls seen from the side clear below the hem of a sleeve hanging down the side', () => {
    // Level with the hem, the bib's top and the hem ran on into one line across the chest, and a sitting child's arm
    // seemed to come out of the middle of the body (round 12).
    const w = FIGURE_KINDS.child.plan.torsoWidth * U * 0.88;
    const t = FIGURE_KINDS.child.plan.torsoLength * U;
    const skeleton = poseBiped(FIGURE_KINDS.child.plan, BIPED_POSES.sitting, U);
    const ctx = { list: createPartList(), kind: FIGURE_KINDS.child, skeleton, pose: BIPED_POSES.sitting, linePx: 2 } as unknown as FigureContext;
    OUTFITS.overalls!.top!(ctx, w, t, 0);
    const bib = ctx.list.parts.filter((part) => part.layer === LAYER.clothes).map((part) => bounds([part.shape])).reduce((widest, box) => (box.width > widest.width ? box : widest));
    const hem = skeleton.shoulders.front.y + (skeleton.elbows.front.y - skeleton.shoulders.front.y) * SLEEVE_SHARE;
    expect(bib.y - hem).toBeGreaterThan(t * 0.1);
  });

  it("leaves out a pirate shirt's top stripe where both raised sleeves hide the shirt's sides, so it does not float under the neck", () => {
    const plan = FIGURE_KINDS.child.plan;
    const t = plan.torsoLength * U;
    const stripeYs = (pose: keyof typeof BIPED_POSES): number[] => {
      const ctx = { list: createPartList(), kind: FIGURE_KINDS.child, skeleton: poseBiped(plan, BIPED_POSES[pose], U), pose: BIPED_POSES[pose], linePx: 2 } as unknown as FigureContext;
      OUTFITS.pirate!.top!(ctx, plan.torsoWidth * U, t, 0);
      return ctx.list.strokes.map((stroke) => stroke.points[0]!.y);
    };
    expect(Math.min(...stripeYs('standing'))).toBeLessThan(-t * 0.7);
    expect(Math.min(...stripeYs('jumping'))).toBeGreaterThan(-t * 0.7);
    expect(stripeYs('jumping').length).toBeGreaterThanOrEqual(2);
  });

  it('dresses a boy chosen at random in a T-shirt or a shirt, never overalls whose bib reads as an apron', () => {
    for (let seed = 0; seed < 40; seed++) expect(figureSpecFromWords('', 'a boy', seed)!.spec.outfit).not.toBe('overalls');
  });

  it.each(Object.entries(OUTFITS).filter(([, outfit]) => outfit.hem > 0))('hangs the %s from the waist and ends every line on it at its hem', (_name, outfit) => {
    const ctx = frontCtx();
    const plan = ctx.kind.plan;
    const w = plan.torsoWidth * U;
    const t = plan.torsoLength * U;
    drawHem(ctx, outfit, w, t, plan.legLength * U);
    const skirt = bounds([ctx.list.parts[0]!.shape]);
    // From the waist, no wider there than the body: a trapezoid from the chest read as a slab in front of the legs. A
    // coat is one garment from the shoulders down, with no seam across the waist.
    if (outfit.isCoat === true) expect(skirt.y).toBeLessThan(-t * 0.9);
    else expect(skirt.y).toBeGreaterThan(-t * 0.4);
    const hem = skirt.y + skirt.height;
    outfit.top?.(ctx, w, t, hemBottom(ctx, outfit));
    // A coat's opening or the plates' partings ran on below the hem, between the legs.
    for (const stroke of ctx.list.strokes) expect(Math.max(...stroke.points.map((point) => point.y))).toBeLessThanOrEqual(hem);
  });

  it.each(['standing', 'throwing', 'kicking', 'jumping'] as const)("keeps the seat of a child's trousers under the shirt %s, so no strip of it shows below the hem", (pose) => {
    const { plan } = FIGURE_KINDS.child;
    const skeleton = poseBiped(plan, BIPED_POSES[pose], U);
    const ctx = { list: createPartList(), kind: FIGURE_KINDS.child, skeleton, pose: BIPED_POSES[pose], linePx: 2 } as unknown as FigureContext;
    drawSleevesAndShorts(ctx, OUTFITS['tee-pants']!);
    const seat = ctx.list.parts.find((part) => part.layer === LAYER.legs + 3)!.shape;
    // Its rim a little below the hem was a strip too thin to colour, inked into a black wedge between the legs (round 17).
    const shown = subtract(seat, rotateShape(torsoShape(plan, skeleton, 2), skeleton.hips, skeleton.lean));
    expect(area(shown)).toBeLessThan(U * U * 0.01);
  });
});

describe('shoes', () => {
  it.each(['standing', 'walking'] as const)('stand %s on a flat sole, wider than tall, not an oval seen from above', (poseName) => {
    const spec = figureSpecFromWords('', 'a boy', 1)!.spec;
    const kind = FIGURE_KINDS[spec.kind];
    const pose = BIPED_POSES[poseName];
    const list = createPartList();
    const skeleton = poseBiped(kind.plan, pose, U);
    drawBipedBody({ list, kind, spec, pose, expression: 'happy', skeleton, detail: 'high', linePx: 3, facing: 1 });
    const r = kind.plan.legRadius * U;
    const ankles = [skeleton.ankles.back, skeleton.ankles.front];
    const feet = list.parts.filter((part) => {
      const box = bounds([part.shape]);
      return ankles.some((ankle) => box.y > ankle.y - r * 1.2 && Math.abs(box.x + box.width / 2 - ankle.x) < r * 3);
    });
    expect(feet.length).toBe(2);
    for (const foot of feet) {
      const box = bounds([foot.shape]);
      expect(box.width).toBeGreaterThan(box.height * 1.25);
      // Just above the ground the sole is nearly as wide as the shoe; an oval there narrows to a point.
      const bottom = box.y + box.height;
      const sole = bounds([intersect(foot.shape, [[{ x: box.x - 1, y: bottom - box.height * 0.08 }, { x: box.x + box.width + 1, y: bottom - box.height * 0.08 }, { x: box.x + box.width + 1, y: bottom - box.height * 0.06 }, { x: box.x - 1, y: bottom - box.height * 0.06 }]])]);
      expect(sole.width).toBeGreaterThan(box.width * 0.75);
    }
  });
});
