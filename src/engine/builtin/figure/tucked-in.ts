import { drawTail } from './biped';
import { clipLine, intersect, roundedPolygon, subtract, type Point, type Shape } from './geometry';
import { drawRotated, type FigureContext } from './figure-context';
import { addPart, addStroke, LAYER } from './part-list';

/**
 * Asleep on the back seen from the side, drawn in the standing frame before the pose turns it onto
 * its back (+x is then up the page, -x down to the mattress). A blanket lies from the chest to past
 * the feet, its top a low wave shaped like a body under it: highest over the chest, dipping at the
 * thighs, a hump at the knees and a smaller one at the toes, with a turned-down top. Short legs (an
 * owl's) make no knees or toes under it: a smooth mound from the chest down to the foot end (the
 * person's humps over an owl read as a human-like lump). Both arms or wings are tucked in under it
 * (round 10: the near arm laid on top poked stiffly out from under the fold, an owl's wing as a club).
 * The figure's own shoulders, neck and head show above it; what of the body would poke out past its
 * top is cut away, since the legs are as thick as the chest. A front-view body turned onto its back
 * under a box of a blanket read as a legless striped barrel, a tall mound as a tombstone.
 * Called once the body and its clothes are drawn, before the head. A fish tail or tentacles are not
 * covered: they are what the figure is.
 */
export function tuckIn(ctx: FigureContext): void {
  const { list, kind, skeleton } = ctx;
  const { plan } = kind;
  if (plan.foot === 'fish-tail' || plan.foot === 'tentacle') return;
  const u = skeleton.u;
  const w = plan.torsoWidth * u;
  const hips = skeleton.hips.y;
  const isShortLegged = plan.legLength < plan.torsoLength * 0.8;
  // Up to the chin of a round body (an owl's) that has no shoulders: lower, a sliver of it showed between the
  // blanket and the head.
  const top = hips - plan.torsoLength * u * (isShortLegged ? 0.86 : 0.8);
  // Both arms go under the blanket: the near one, drawn over the body, is left out (its sleeve, hand and creases too).
  const isNearArm = (layer: number): boolean => layer >= LAYER.frontLimb && layer < LAYER.inHand;
  list.parts.splice(0, list.parts.length, ...list.parts.filter((part) => !isNearArm(part.layer)));
  list.strokes.splice(0, list.strokes.length, ...list.strokes.filter((stroke) => !isNearArm(stroke.layer)));
  const under = list.parts.filter((part) => part.layer < LAYER.headBack);
  const torso = under.filter((part) => part.isOuter && part.arm === undefined).flatMap((part) => part.shape.flat().filter((point) => point.y > top && point.y < hips));
  const back = Math.min(...torso.map((point) => point.x));
  const chest = Math.max(...torso.map((point) => point.x)) + Math.max(plan.legRadius * u * 0.6, w * 0.06);
  // Short legs (an owl's) still get a blanket long enough to read as one, not a box on the feet.
  const legs = Math.max(plan.legLength * u, plan.torsoLength * u * 1.2);
  const end = hips + legs * 1.08;
  const height = chest - back;
  const at = (along: number, share: number): Point => ({ x: back + height * share, y: along });
  // From past the top, where it is cut across, to the foot end, where it rounds down onto the mattress.
  const profile = throughPoints([
    at(top - w * 0.4, 1),
    at(top + (hips - top) * 0.4, 1),
    ...(isShortLegged
      ? [at(hips + legs * 0.3, 0.9), at(hips + legs * 0.7, 0.76)]
      : [at(hips, 0.86), at(hips + legs * 0.28, 0.8), at(hips + legs * 0.56, 0.9), at(hips + legs * 0.84, 0.74), at(end - height * 0.28, 0.84)]),
    at(end - height * 0.04, 0.6),
    at(end + height * 0.04, 0.3),
    at(end + height * 0.04, 0.1),
  ]);
  const cover = roundedPolygon([...profile, at(end, -0.04), at(top - w * 0.4, -0.04)], height * 0.08);
  const reach = w * 4;
  const blanket = intersect(cover, band(back - reach, chest + reach, top, end + reach));
  // Below the blanket's top, the body shows only inside it, where the blanket hides it.
  const outside = subtract(band(back - reach, chest + reach, top, end + reach), blanket);
  for (const part of under) part.shape = subtract(part.shape, outside);
  // What grows behind the body (a dragon's wing, a tail) is lain on or under the blanket: it hung down off the bed.
  const lainOn = band(back - reach * 4, chest + reach * 4, top - reach * 4, top);
  const isBehind = (layer: number): boolean => layer < LAYER.backHair;
  for (const part of under) if (isBehind(part.layer)) part.shape = subtract(part.shape, lainOn);
  list.parts.splice(0, list.parts.length, ...list.parts.filter((part) => part.shape.length > 0));
  const isShown = (stroke: (typeof list.strokes)[number]): boolean =>
    (stroke.layer >= LAYER.headBack || stroke.points.some((point) => point.y < top)) && !isBehind(stroke.layer);
  list.strokes.splice(0, list.strokes.length, ...list.strokes.filter(isShown));
  // A tail comes out from under the foot end and curls up off the mattress: hidden, a dragon asleep was any
  // child in bed (round 12). Drawn as it trails behind, turned to point past the feet and mirrored so it curls up.
  const tailBase = { x: back + height * 0.3, y: end - height * 0.2 };
  const partsBefore = list.parts.length;
  drawRotated(list, tailBase, -90, () => drawTail(list, kind.tail, tailBase, w * 0.8, true));
  for (const part of list.parts.slice(partsBefore)) part.shape = part.shape.map((ring) => ring.map((point) => ({ x: 2 * tailBase.x - point.x, y: point.y })).reverse());
  // Over the body, the arms and the ends of a scarf.
  addPart(list, LAYER.neckWear + 0.5, blanket);
  // The turned-down top edge, a band to colour apart.
  const foldEnd = top + plan.torsoLength * u * 0.3;
  const fold = band(back - reach, chest + reach, top - reach, foldEnd);
  addPart(list, LAYER.neckWear + 0.7, intersect(blanket, fold), { isOuter: false });
  // A patchwork quilt: seams across it and one along it make patches to colour apart (one big plain blanket was the
  // emptiest shape on the sheet, round 15). The seam along it stays low, clear of the humps of the knees and toes.
  const quilt = subtract(blanket, fold);
  const patches = Math.max(2, Math.round((end - foldEnd) / (height * QUILT_PATCH)));
  const seams = Array.from({ length: patches - 1 }, (_, index) => {
    const along = foldEnd + ((end - foldEnd) * (index + 1)) / patches;
    return [at(along, -0.1), at(along, 1.1)];
  });
  seams.push([at(foldEnd, QUILT_SEAM_ALONG), at(end + height, QUILT_SEAM_ALONG)]);
  for (const seam of seams) for (const run of clipLine(seam, quilt, ctx.linePx / 2)) addStroke(list, LAYER.neckWear + 0.6, run, { weight: QUILT_SEAM_WEIGHT });
}

/** A quilt's patch length as a share of the blanket's height, where the seam along it runs up from the mattress, and its seams' weight. */
const QUILT_PATCH = 0.62;
const QUILT_SEAM_ALONG = 0.42;
const QUILT_SEAM_WEIGHT = 0.7;

/** A strip between `low` and `high` across and `top` and `bottom` along the body. */
function band(low: number, high: number, top: number, bottom: number): Shape {
  return [[{ x: low, y: top }, { x: high, y: top }, { x: high, y: bottom }, { x: low, y: bottom }]];
}

/** A smooth open curve through the points (Catmull-Rom, the ends held straight). */
function throughPoints(points: Point[], steps = 8): Point[] {
  const at = (index: number): Point => points[Math.min(Math.max(index, 0), points.length - 1)]!;
  const curve: Point[] = [];
  for (let index = 0; index < points.length - 1; index++) {
    const [p0, p1, p2, p3] = [at(index - 1), at(index), at(index + 1), at(index + 2)];
    for (let step = 0; step < steps; step++) {
      const t = step / steps;
      const blend = (a: number, b: number, c: number, d: number): number => 0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t * t + (3 * b - a - 3 * c + d) * t * t * t);
      curve.push({ x: blend(p0.x, p1.x, p2.x, p3.x), y: blend(p0.y, p1.y, p2.y, p3.y) });
    }
  }
  return [...curve, points[points.length - 1]!];
}
