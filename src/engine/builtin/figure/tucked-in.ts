import { drawBipedBody, drawTail } from './biped';
import { intersect, roundedPolygon, type Shape } from './geometry';
import { drawRotated, type FigureContext } from './figure-context';
import { addPart, LAYER } from './part-list';

/**
 * Asleep on the back, drawn in the standing frame before the pose turns it onto its back. The body
 * is the figure's own (outfit, scarf, chest panel, wings and tail are drawn over it as when standing),
 * with a blanket over it from the hips to past the feet and the arms resting on top: a blanket from
 * the chin down swapped every character for the same sleeping bag. A fish tail or tentacles are not
 * covered: they are what the figure is.
 */
export function drawTuckedIn(ctx: FigureContext): void {
  drawBipedBody(ctx);
  const { list, kind, skeleton } = ctx;
  const { plan } = kind;
  if (plan.foot === 'fish-tail' || plan.foot === 'tentacle') return;
  const u = skeleton.u;
  const w = plan.torsoWidth * u;
  const hips = skeleton.hips;
  // Short legs (an owl, a penguin) still get a blanket long enough to read as one, not a box on the feet.
  const feet = Math.max(Math.max(skeleton.ankles.back.y, skeleton.ankles.front.y) + plan.legRadius * u * 2.2, hips.y + plan.torsoLength * u * 0.8);
  const side = Math.max(w * 0.62, Math.abs(skeleton.ankles.front.x - hips.x) + plan.legRadius * u * 2, Math.abs(skeleton.ankles.back.x - hips.x) + plan.legRadius * u * 2);
  const top = hips.y - plan.torsoLength * u * 0.12;
  // Seen from above: over both legs alike, out to past the far one on the ground side.
  const back = hips.x - side;
  const blanket = roundedPolygon(
    [
      { x: back, y: top },
      { x: hips.x + side, y: top },
      { x: hips.x + side * 1.04, y: feet },
      { x: back, y: feet },
    ],
    w * 0.14,
  );
  // Over the legs, shorts and the body's lower edge; under the arms, which rest on it.
  addPart(list, LAYER.neckWear + 0.5, blanket);
  const length = feet - top;
  // The top edge turned down, and a band across, to colour.
  addPart(list, LAYER.neckWear + 0.7, intersect(blanket, band(hips.x - side * 2, hips.x + side * 2, top - w, top + length * 0.16)), { isOuter: false });
  if (ctx.detail !== 'low') {
    addPart(list, LAYER.neckWear + 0.7, intersect(blanket, band(hips.x - side * 2, hips.x + side * 2, top + length * 0.55, top + length * 0.7)), { isOuter: false });
  }
  // The tail comes out from under the foot end and trails along the ground, curling up at its tip.
  const base = { x: hips.x - side * 0.4, y: feet - w * 0.1 };
  drawRotated(list, base, 200, () => drawTail(list, kind.tail, base, w, true));
}

/** A strip across the body between `top` and `bottom` (along it), to intersect with the blanket. */
function band(low: number, high: number, top: number, bottom: number): Shape {
  return [[{ x: low, y: top }, { x: high, y: top }, { x: high, y: bottom }, { x: low, y: bottom }]];
}
