import { drawBipedBody, drawTail } from './biped';
import { intersect, roundedPolygon, type Shape } from './geometry';
import { drawRotated, type FigureContext } from './figure-context';
import { addPart, addStroke, LAYER } from './part-list';

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
  // Up over the tummy, the top edge turned down under the arms: a child tucked into bed, where a blanket
  // from the hips down over a plain outline read as a striped barrel with arms stuck on.
  const top = hips.y - plan.torsoLength * u * 0.42;
  const length = feet - top;
  // Seen from above: over both legs alike, out to past the far one on the ground side, where it hangs
  // down over the edge of the bed.
  const back = hips.x - side;
  const drape = w * 0.22;
  const blanket = roundedPolygon(
    [
      { x: back, y: top },
      { x: hips.x + side, y: top },
      { x: hips.x + side * 1.04, y: feet },
      { x: back - drape, y: feet },
      { x: back - drape, y: top + length * 0.2 },
    ],
    w * 0.14,
  );
  // Over the legs, the body's lower half and the ends of a scarf; under the arms, which rest on it.
  addPart(list, LAYER.neckWear + 0.5, blanket);
  // The turned-down top edge, to colour apart, and the fold where the blanket goes over the bed's edge.
  addPart(list, LAYER.neckWear + 0.7, intersect(blanket, band(hips.x - side * 2, hips.x + side * 3, top - w, top + length * 0.16)), { isOuter: false });
  addStroke(list, LAYER.neckWear + 0.7, [{ x: back, y: top + length * 0.3 }, { x: back, y: feet - w * 0.2 }]);
  // The tail comes out from under the foot end and trails along the ground, curling up at its tip.
  const base = { x: hips.x - side * 0.4, y: feet - w * 0.1 };
  drawRotated(list, base, 200, () => drawTail(list, kind.tail, base, w, true));
}

/** A strip across the body between `top` and `bottom` (along it), to intersect with the blanket. */
function band(low: number, high: number, top: number, bottom: number): Shape {
  return [[{ x: low, y: top }, { x: high, y: top }, { x: high, y: bottom }, { x: low, y: bottom }]];
}
