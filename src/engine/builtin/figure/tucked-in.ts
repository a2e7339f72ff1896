import { drawTail, handShape } from './biped';
import { capsule, intersect, smoothRing, unite, type Point, type Shape } from './geometry';
import { drawRotated, type FigureContext } from './figure-context';
import { addPart, LAYER } from './part-list';

/**
 * Asleep on the back under a blanket, seen from the side, drawn in the standing frame before the
 * pose turns it onto its back (+x becomes up, +y towards the feet). Limbs posed lying down crossed
 * the torso and each other in every body type ("a jumble of twisted boxes"); under one blanket the
 * body is a single hump from the chin to the toes, with the arms resting on top and the tail
 * trailing out at the foot end, so any kind reads as one body lying down.
 */
export function drawTuckedIn(ctx: FigureContext): void {
  const { list, kind, skeleton } = ctx;
  const { plan } = kind;
  const u = skeleton.u;
  const w = plan.torsoWidth * u;
  const t = plan.torsoLength * u;
  const legs = (plan.foot === 'fish-tail' ? plan.legLength : Math.max(plan.legLength, plan.torsoLength * 0.6)) * u;
  // The blanket's ground side reaches the bottom of the head resting beside it, so both lie on one line.
  const ground = -Math.max(w * 0.5, skeleton.head.ry, skeleton.head.rx);
  const chin = -(t + plan.neck * u * 0.4);
  const end = legs + plan.legRadius * u * 2;
  const hump = (share: number): number => w * share;
  // The profile of a body on its back: highest over the chest and tummy, lower over the legs, the
  // toes pushing it up again at the foot end.
  const outline: Point[] = [
    { x: ground, y: chin + w * 0.1 },
    { x: hump(0.2), y: chin },
    { x: hump(0.55), y: chin + t * 0.3 },
    { x: hump(0.62), y: -t * 0.3 },
    { x: hump(0.5), y: legs * 0.15 },
    { x: hump(0.36), y: legs * 0.55 },
    { x: hump(0.34), y: legs * 0.85 },
    { x: hump(0.52), y: end - w * 0.18 },
    { x: hump(0.24), y: end },
    { x: ground, y: end + w * 0.08 },
    // Along the ground, so the curve keeps to it.
    { x: ground, y: (chin + end) / 2 + w * 0.2 },
    { x: ground, y: (chin + end) / 2 - w * 0.2 },
  ];
  const blanket = smoothRing(outline, 10);
  addPart(list, LAYER.body, blanket);
  // The top edge turned down under the chin.
  const fold = intersect(blanket, band(ground - w, w * 2, chin - w, chin + t * 0.24));
  addPart(list, LAYER.clothes, fold, { isOuter: false });
  if (ctx.detail !== 'low') {
    // A band across the blanket, to colour.
    addPart(list, LAYER.clothes, intersect(blanket, band(ground - w, w * 2, legs * 0.2, legs * 0.36)), { isOuter: false });
  }
  drawArmOnTop(ctx, { x: hump(0.5), y: chin + t * 0.14 }, { x: hump(0.6), y: -t * 0.12 });
  const base = { x: ground * 0.4, y: end - w * 0.1 };
  // The tail comes out from under the foot end and trails along the ground, curling up at its tip.
  drawRotated(list, base, 200, () => drawTail(list, kind.tail, base, w, true));
}

/** A strip across the body between `top` and `bottom` (along it), to intersect with the blanket. */
function band(low: number, high: number, top: number, bottom: number): Shape {
  return [[{ x: low, y: top }, { x: high, y: top }, { x: high, y: bottom }, { x: low, y: bottom }]];
}

/** The near arm out over the blanket, from under the fold to a hand resting on the tummy. */
function drawArmOnTop(ctx: FigureContext, from: Point, to: Point): void {
  const { list, kind, skeleton } = ctx;
  const { plan } = kind;
  const r = plan.armRadius * skeleton.u;
  switch (plan.hand) {
    // Wings, flippers and tentacles stay under the blanket: laid on top they read as a lid.
    case 'wing':
    case 'flipper':
    case 'tentacle':
    case 'hoof':
      return;
    default:
      addPart(list, LAYER.frontLimb, unite([capsule(from, to, r, r * 0.92)]));
      addPart(list, LAYER.hand, handShape(plan.hand, to, from, r));
  }
}
