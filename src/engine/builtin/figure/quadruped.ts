import { add, drawTail, scale } from './biped';
import { capsule, circle, clipLine, containsPoint, curve, ellipse, grow, intersect, roundedPolygon, smoothRing, subtract, transformShape, unite, type Point, type Shape } from './geometry';
import { drawRotated, limbDirection, rotatePoint, rotateShape, type FigureContext, type Skeleton } from './figure-context';
import { curvedHorn, drawEyes, drawHead, nostrilComma, type FaceGeometry } from './head';
import type { BodyPlan } from './kinds';
import { addPart, addStroke, LAYER, MIN_WHITE_PX } from './part-list';
import { QUADRUPED_POSES, type LimbAngles, type Pose } from './poses';
import { shoulderWing } from './spread-wing';

/**
 * A four-legged figure seen from the side, facing right: barrel body centred on the origin (its
 * `hips`), neck rising forward, legs under each end. `arms` are the front legs, `legs` the hind.
 */
export function poseQuadruped(plan: BodyPlan, pose: Pose, u: number): Skeleton {
  const centre = { x: 0, y: 0 };
  const lean = pose.lean ?? 0;
  const t = plan.torsoLength * u;
  const w = plan.torsoWidth * u;
  const body = (x: number, y: number): Point => rotatePoint({ x, y }, centre, lean);
  const segment = (plan.legLength / 2) * u;
  const limb = (start: Point, angles: LimbAngles): [Point, Point] => {
    const middle = add(start, scale(limbDirection(angles[0]), segment));
    return [middle, add(middle, scale(limbDirection(angles[1]), segment))];
  };
  // Tipped nose-up (rearing, leaping), the forelegs come from the chest below the neck: at the usual withers they sprouted from the throat.
  const isRearing = lean < -30;
  const shoulders = isRearing ? { back: body(t * 0.28, w * 0.2), front: body(t * 0.3, w * 0.3) } : { back: body(t * 0.3, w * 0.12), front: body(t * 0.38, w * 0.16) };
  // A horse's hind legs hang from the haunch, the back of the near one running on down from the buttock:
  // further forward they hung from under the belly like a stool's legs.
  const isHorse = plan.foot === 'hoof' && plan.neck > 15;
  const hipJoints = isHorse ? { back: body(-t * 0.36, w * 0.1), front: body(-t * 0.42, w * 0.12) } : { back: body(-t * 0.3, w * 0.12), front: body(-t * 0.38, w * 0.16) };
  const [backElbow, backHoof] = limb(shoulders.back, pose.arms.back);
  const [frontElbow, frontHoof] = limb(shoulders.front, pose.arms.front);
  const [backKnee, backAnkle] = limb(hipJoints.back, pose.legs.back);
  const [frontKnee, frontAnkle] = limb(hipJoints.front, pose.legs.front);
  const neckBase = body(t * 0.42, -w * 0.2);
  const neckAngle = 32 + (pose.headTilt ?? 0) + (pose.neckDrop ?? 0) - lean;
  const raised = add(neckBase, scale({ x: Math.sin((neckAngle * Math.PI) / 180), y: -Math.cos((neckAngle * Math.PI) / 180) }, plan.neck * u));
  // Grazing, the head goes down ahead of the forelegs with the chin just above the grass, however short the neck.
  const ground = Math.max(backHoof.y, frontHoof.y) + plan.legRadius * u * 0.6;
  const neckTop = pose.isHeadDown === true ? { x: Math.max(frontHoof.x, neckBase.x) + plan.headRx * u * 0.55, y: ground - plan.headRy * u * 1.05 } : raised;
  return {
    u,
    view: 'turned',
    hips: centre,
    chest: neckBase,
    head: { centre: neckTop, rx: plan.headRx * u, ry: plan.headRy * u },
    lean,
    headTilt: (pose.headTilt ?? 0) - lean * 0.5,
    shoulders,
    elbows: { back: backElbow, front: frontElbow },
    hands: { back: backHoof, front: frontHoof },
    hipJoints,
    knees: { back: backKnee, front: frontKnee },
    ankles: { back: backAnkle, front: frontAnkle },
  };
}

/** Ear tips to hooves when standing, in figure units. */
export function quadrupedHeight(plan: BodyPlan): number {
  const skeleton = poseQuadruped(plan, QUADRUPED_POSES.standing, 1);
  return skeleton.ankles.front.y + plan.legRadius * 0.6 - (skeleton.head.centre.y - plan.headRy);
}

/**
 * Where a rider sits along the back, in body lengths from its middle: in the dip of the back ahead of the croup, so the
 * neck and its mane show in front of the rider. Further back (-0.16), on the croup's rise, a rider was perched back on
 * the rump (round 14); further forward, a child's head crowded the horse's ears.
 */
const SADDLE_AT = -0.08;

/** Where the near foreleg is among the legs drawn (far fore, far hind, near fore, near hind): it gets its elbow last. */
const NEAR_FORELEG = 2;

/** Where a rider sits: in the dip of the back, behind the withers. */
export function saddlePoint(plan: BodyPlan, skeleton: Skeleton): Point {
  return rotatePoint({ x: plan.torsoLength * skeleton.u * SADDLE_AT, y: -plan.torsoWidth * skeleton.u * 0.5 }, skeleton.hips, skeleton.lean);
}

export function drawQuadrupedBody(ctx: FigureContext): FaceGeometry {
  const { list, kind, skeleton } = ctx;
  const { plan } = kind;
  const u = skeleton.u;
  const t = plan.torsoLength * u;
  const w = plan.torsoWidth * u;
  const r = plan.legRadius * u;
  const isUnicorn = kind.headExtras.includes('horn');
  const legs: [Point, Point, Point, number][] = [
    [skeleton.shoulders.back, skeleton.elbows.back, skeleton.hands.back, LAYER.backLimb],
    [skeleton.hipJoints.back, skeleton.knees.back, skeleton.ankles.back, LAYER.backLimb],
    [skeleton.shoulders.front, skeleton.elbows.front, skeleton.hands.front, LAYER.legs],
    [skeleton.hipJoints.front, skeleton.knees.front, skeleton.ankles.front, LAYER.legs],
  ];
  // Horses and unicorns have their own long heads; a dragon on all fours a long snout and horns; a
  // dog or cat on all fours keeps the round picture-book head it has standing up.
  const look = kind.snout === 'horse' ? 'horse' : kind.bodyExtras.includes('bat-wings') ? 'dragon' : 'critter';
  const isDragon = look === 'dragon';
  // A griffin is a critter on four legs with an eagle's head.
  const isEagle = look === 'critter' && kind.snout === 'beak';
  let nearHindLeg: Shape = [];
  let nearForeleg: Shape = [];
  legs.forEach(([top, joint, end, layer], index) => {
    // A muscled upper leg tapering into a slim lower leg, with a knob at the knee or hock so the bend
    // shows: straight tubes of one width read as a table's legs.
    const isHind = index % 2 === 1;
    const along = normalise({ x: end.x - joint.x, y: end.y - joint.y });
    if (plan.foot === 'hoof' && look === 'horse') {
      const leg = drawHorseLeg(ctx, layer, [top, joint, end], isHind, along);
      if (index === NEAR_FORELEG) nearForeleg = leg;
      else if (leg.length > 0) addPart(list, layer, leg);
      return;
    }
    if (plan.foot === 'hoof') {
      // A horse's leg: a muscled forearm or gaskin, a knobbly knee or hock, a slim cannon, a round
      // fetlock, then a hoof that widens to a flat sole: tubes ending in a block read as a table's legs.
      // The knee is as wide as the limb either side of it and the fetlock a gentle swell: knobs standing
      // out of the line made every leg's outline wobbly and jagged.
      const fetlock = add(end, scale(along, -r * 0.15));
      addPart(list, layer, unite([capsule(top, joint, r * (isHind ? 1.75 : 1.5), r * 0.84), capsule(joint, fetlock, r * 0.84, r * 0.7), circle(fetlock, r * 0.74)]));
      // A hoof from the side: a sloping front wall to the toe, a short heel behind, only a little wider
      // at the sole, set flat on the ground when the leg stands on it: wide trapezoids squared to a
      // slanting leg read as splayed boxes, one twisted sideways.
      const down = along.y > 0.8 ? { x: 0, y: 1 } : along;
      const ahead = { x: down.y, y: -down.x };
      const sole = add(end, scale(down, r * 1.15));
      const hoof = [add(end, scale(ahead, -r * 0.68)), add(end, scale(ahead, r * 0.62)), add(sole, scale(ahead, r * 0.95)), add(sole, scale(ahead, -r * 0.72))];
      addPart(list, layer + 1, roundedPolygon(hoof, r * 0.25));
      return;
    }
    // A hind leg bends back again at the hock, a short slim foot down to the paw: one straight shin read as a stub.
    // One smooth outline, not tubes and circles united, whose seams made a leaping dog's hind legs a lumpy tangle.
    const isNearHind = isHind && layer === LAYER.legs && look === 'critter';
    const hasHaunchShape = isNearHind && isLeap(ctx.pose);
    // Under a haunch shape or on the body the thigh is the haunch: a full-width top stuck out behind the rump as a
    // notch, and the far one's showed as a bump under the belly in front of the near leg.
    const thigh = isNearHind ? 1.2 : isHind && look === 'critter' && isLeap(ctx.pose) ? 1.5 : 1.9;
    const spine: [Point, number, number][] = isHind
      ? [[top, thigh, 0], [lerp(top, joint, 0.55), 1.3, 0], [joint, 0.92, 0], [lerp(joint, end, 0.62), 0.72, 0.7], [end, 0.68, 0]]
      : [[top, 1.55, 0], [lerp(top, joint, 0.55), 1.15, 0], [joint, 0.9, 0], [end, 0.72, 0]];
    // Leaping, the near hind leg and a round haunch are one shape over the body: an arch
    // on the body over a leg coming out from under the belly left a leaf-shaped hip cut off by the belly line.
    if (hasHaunchShape) addPart(list, LAYER.body + 1, unite([unite([legOutline(spine, r, along)]), unite([haunchShape(ctx, t, w)])]));
    // Standing, the near hind leg is one shape with the body, the rump's line running on down its back: a leg
    // under the body left the leg's back line meeting the rump's at a shallow angle, closed into a black wedge.
    // Its top is round, so a leg kicked back leaves a round haunch behind the rump, not the corner of a cut-off tube.
    else if (isNearHind) nearHindLeg = unite([legOutline(spine, r, along), circle(top, r * thigh)]);
    else addPart(list, layer, legOutline(spine, r, along));
    const pawLayer = isNearHind ? LAYER.body + 2 : layer + 1;
    if (isDragon) drawClawedFoot(ctx, pawLayer, end, along);
    else {
      // A paw, toes forward across the end of the leg: small enough to read as a foot, not a mitten.
      const forward = { x: along.y, y: -along.x };
      const paw = add(add(end, scale(forward, r * 0.4)), scale(along, r * 0.2));
      addPart(list, pawLayer, ellipse(paw, r * 1.2, r * 0.8, (Math.atan2(forward.y, forward.x) * 180) / Math.PI));
      // Two toe lines from the front of the paw, so it reads as a paw and not a mitten.
      for (const x of [0.2, 0.62]) {
        const edge = add(add(paw, scale(forward, r * 1.2 * x)), scale(along, r * 0.8 * Math.sqrt(1 - x * x)));
        addStroke(list, pawLayer + 0.5, [edge, add(edge, scale(along, -r * 0.45))]);
      }
    }
  });
  // The neck and the body are one shape, so no line cuts the neck off at the chest (a balloon on a stalk).
  const head = skeleton.head;
  // A dragon's neck ends well inside its flatter head: as wide as the head's round, its outline ran along just under
  // the crown and showed through as small black scratches between the horns (round 14).
  const neckEnd = isDragon ? Math.min(head.rx, head.ry) * 0.7 : head.rx * 0.8;
  const neck = look === 'horse' ? horseNeck(ctx) : capsule(skeleton.chest, head.centre, w * 0.42, neckEnd);
  // Each is united on its own first: rings wound opposite ways would leave a hole where they overlap.
  const body = unite([unite([rotateShape(torsoShape(t, w, look === 'horse'), skeleton.hips, skeleton.lean)]), unite([neck]), unite([nearHindLeg])]);
  addPart(list, LAYER.body, body);
  if (nearForeleg.length > 0) addPart(list, LAYER.legs, withElbow(nearForeleg, body, [skeleton.shoulders.front, skeleton.elbows.front], plan.legRadius * u, MIN_WHITE_PX + ctx.linePx * 2));
  // The haunch: the round top of the near thigh drawn on the body, so the body has a hip and not a bean's end.
  if (nearHindLeg.length > 0) drawHaunch(ctx, t, w, body);
  if (look === 'horse') drawHorseMuscles(ctx);
  drawRotated(list, skeleton.hips, skeleton.lean, () => {
    if (isDragon) drawDragonBack(ctx);
    else if (look === 'critter' && kind.tail === 'tuft') drawHangingTail(ctx, t, w);
    if (kind.bodyExtras.includes('spots')) drawSpots(ctx, t, w);
    if (kind.bodyExtras.includes('udder') && !ctx.pose.isSeated) drawUdder(ctx, t, w);
    if (kind.bodyExtras.includes('feathered-wings')) drawFeatheredWing(ctx, t, w);
  });
  // A dog's or cat's tail keeps its own angle to the page as the body tips (leaping, it stuck out level behind).
  if (look === 'critter' && kind.tail !== 'tuft') drawTail(list, kind.tail, rotatePoint({ x: -t * 0.62, y: -w * 0.22 }, skeleton.hips, skeleton.lean), w, true);
  if (look === 'horse' && kind.tail === 'horse') drawHorseTail(ctx);
  // A reindeer's short tail stands up off the rump, up and back, clear of the body line: tucked in behind the rump it
  // showed as a bump on the back and judges saw no tail (round 13).
  else if (look === 'horse' && kind.tail === 'stub') drawRotated(list, skeleton.hips, skeleton.lean, () => addPart(list, LAYER.behind, ellipse({ x: -t * 0.6, y: -w * 0.6 }, w * 0.32, w * 0.15, 58)));
  else if (look === 'horse') drawRotated(list, skeleton.hips, skeleton.lean, () => addPart(list, LAYER.behind, ellipse({ x: -t * 0.6, y: -w * 0.32 }, w * 0.22, w * 0.13, -30)));
  let face: FaceGeometry | null = null;
  drawRotated(list, head.centre, skeleton.headTilt, () => {
    face = isDragon ? drawDragonHead(ctx) : isEagle ? drawEagleHead(ctx) : look === 'critter' ? drawHead(ctx) : drawHorseHead(ctx, isUnicorn);
  });
  if (isDragon) drawNeckSpikes(ctx);
  else if (look === 'horse' && !kind.headExtras.includes('antlers')) drawMane(ctx, isUnicorn);
  return face!;
}

/** Where a pegasus's wing's feathers end along its trailing edge, from the tip back down to the back, in wing units. */
const FEATHER_TIPS: Point[] = [{ x: -0.64, y: -0.8 }, { x: -0.62, y: -0.56 }, { x: -0.52, y: -0.34 }, { x: -0.38, y: -0.14 }];

/**
 * A pegasus's wing raised up and back from the withers, seen from the side: a leading edge curving up to the tip, and
 * a trailing edge of long rounded feathers back down to the back, each feather parted from the next by a line towards
 * the wing's middle. `at` maps wing units (x forward, y down, by the body's length) to the body's frame.
 */
function drawFeatheredWing(ctx: FigureContext, t: number, w: number): void {
  const at = (point: Point): Point => ({ x: t * 0.12 + point.x * t, y: -w * 0.3 + point.y * t });
  const middle = { x: -0.22, y: -0.5 };
  const toward = (point: Point, share: number): Point => ({ x: point.x + (middle.x - point.x) * share, y: point.y + (middle.y - point.y) * share });
  // Its front edge rises from the back a little behind the mane: from the withers, the mane, the back and the wing met
  // in a speck.
  const leading = curve(at({ x: 0, y: 0 }), at({ x: 0.02, y: -0.75 }), at({ x: -0.52, y: -0.98 }), 10);
  const trailing: Point[] = [];
  const partings: Point[][] = [];
  FEATHER_TIPS.forEach((tip, index) => {
    trailing.push(at(tip));
    const next = FEATHER_TIPS[index + 1];
    if (!next) return;
    const notch = toward({ x: (tip.x + next.x) / 2, y: (tip.y + next.y) / 2 }, 0.22);
    trailing.push(at(notch));
    partings.push([at(notch), at(toward(notch, 0.55))]);
  });
  // Its foot runs from the last feather down into the body behind it, so the back's line crosses it steeply: closed
  // along the back, or with a notch just over it, the lines met at a slant and left a speck and a sliver.
  const wing = roundedPolygon([at({ x: 0, y: 0.2 }), ...leading, ...trailing, at({ x: -0.3, y: 0.2 })], w * 0.08);
  addPart(ctx.list, LAYER.behind + 2, wing);
  for (const parting of partings) for (const run of clipLine(parting, wing, ctx.linePx / 2)) addStroke(ctx.list, LAYER.behind + 2.5, run);
}

/**
 * A dragon's foot: a slim pad along the ground with three hooked claws fanning forward from its toes, inked black.
 * Round paws with toe lines as big as its shins made a ridden dragon read as a hippo or a dinosaur (round 14).
 */
function drawClawedFoot(ctx: FigureContext, layer: number, end: Point, along: Point): void {
  const r = ctx.kind.plan.legRadius * ctx.skeleton.u;
  // Flat on the ground under a leg standing on it, whatever the leg's slant.
  const down = along.y > 0.7 ? { x: 0, y: 1 } : along;
  const forward = { x: down.y, y: -down.x };
  const centre = add(add(end, scale(forward, r * 0.3)), scale(down, r * 0.3));
  const foot = { rx: r * 1.0, ry: r * 0.62 };
  addPart(ctx.list, layer, ellipse(centre, foot.rx, foot.ry, (Math.atan2(forward.y, forward.x) * 180) / Math.PI));
  // Three claws fanning out round the front of the foot, apart so white shows between them, inked as they are, with no
  // outline to fatten them: outlined, or side by side at the toe, they ran together into a black blot. Never so small
  // that a claw is a speck.
  const claw = Math.max(r * 0.62, ctx.linePx * 4.5);
  for (const angle of [-44, -4, 32]) {
    const radians = (angle * Math.PI) / 180;
    // Pointing forward more than the rim faces, so they reach ahead along the ground like toes, not out like thorns.
    const out = normalise(add(scale(forward, Math.cos(radians * 0.45)), scale(down, Math.sin(radians * 0.45) + 0.1)));
    const rim = add(add(centre, scale(forward, Math.cos(radians) * foot.rx * 0.92)), scale(down, Math.sin(radians) * foot.ry * 0.92));
    const side = { x: -out.y, y: out.x };
    // Tapering from the toe and curling down to the point, as a claw hooks.
    const spine = [0, 0.35, 0.7, 1].map((share) => add(add(rim, scale(out, claw * share)), scale(down, claw * 0.28 * share * share)));
    const half = (share: number): number => Math.max(claw * 0.2, ctx.linePx * 1.2) * (1 - share);
    const shares = [0, 0.35, 0.7, 1];
    addPart(ctx.list, layer + 0.5, [[...spine.map((point, i) => add(point, scale(side, half(shares[i]!)))), ...spine.slice(0, -1).reverse().map((point, i) => add(point, scale(side, -half(shares[2 - i]!))))]], { fill: 'black', isOuter: false, hasLine: false });
  }
}

/** A cow's tail: a thin rope hanging from the top of the rump down behind the hind legs, ending in a tuft. */
function drawHangingTail(ctx: FigureContext, t: number, w: number): void {
  const root = { x: -t * 0.56, y: -w * 0.3 };
  // Lying down, it rests along the ground rather than through it; flying, it streams out behind, the tuft last (hung
  // down behind a flying griffin's legs, it was lost among them).
  const isAloft = (ctx.pose.lift ?? 0) > 0 && ctx.kind.bodyExtras.includes('feathered-wings');
  const end = isAloft ? { x: -t * 1.3, y: -w * 0.55 } : ctx.pose.isSeated ? { x: -t * 0.9, y: w * 0.3 } : { x: -t * 0.8, y: w * 0.62 };
  // Well clear of the rump: hugging it, the white between them closed up into a black wedge.
  const points = curve(root, isAloft ? { x: -t * 0.95, y: w * 0.05 } : { x: -t * 0.92, y: -w * 0.36 }, end, 8);
  // Never so thin that its white closes up: a small cow's tail was inked solid black.
  const half = Math.max(w * 0.055, (MIN_WHITE_PX + ctx.linePx * 2.2) / 2);
  const rope: Shape[] = [];
  for (let i = 0; i < points.length - 1; i++) rope.push(capsule(points[i]!, points[i + 1]!, half));
  addPart(ctx.list, LAYER.behind, unite(rope));
  addPart(ctx.list, LAYER.behind + 1, smoothRing([add(end, { x: -w * 0.1, y: -w * 0.06 }), add(end, { x: w * 0.1, y: -w * 0.06 }), add(end, { x: w * 0.12, y: w * 0.2 }), add(end, { x: 0, y: w * 0.3 }), add(end, { x: -w * 0.12, y: w * 0.2 })], 6));
}

/**
 * A cow's udder under the belly just ahead of the hind legs, over the near one, with three teats
 * pointing down: without it a cow read as any spotted animal.
 */
function drawUdder(ctx: FigureContext, t: number, w: number): void {
  const centre = { x: -t * 0.14, y: w * 0.5 };
  const rx = t * 0.12;
  const ry = w * 0.17;
  const teat = Math.max(rx * 0.16, (MIN_WHITE_PX + ctx.linePx * 2.2) / 2);
  const teats = [-0.55, 0, 0.55].map((x) => capsule({ x: centre.x + x * rx, y: centre.y + ry * 0.6 }, { x: centre.x + x * rx * 1.1, y: centre.y + ry * 1.35 }, teat, teat * 0.85));
  addPart(ctx.list, LAYER.legs + 2, unite([ellipse(centre, rx, ry), ...teats]));
}

/**
 * A cow's patches: a few big rounded spots, each clipped to the body so one over the edge follows its
 * outline; outlined, not black, so each is an area to colour.
 */
function drawSpots(ctx: FigureContext, t: number, w: number): void {
  const body = torsoShape(t, w);
  const spots: [number, number, number, number][] = [
    [-0.36, -0.3, 0.2, 0.3],
    [0.02, 0.05, 0.14, 0.24],
    [0.3, -0.34, 0.13, 0.2],
    // Low on the chest, clear of the udder: under the belly, a spot over it read as part of it.
    [0.26, 0.3, 0.11, 0.14],
  ];
  for (const [x, y, rx, ry] of spots) {
    const blob = smoothRing([0, 1, 2, 3, 4, 5].map((i) => {
      const angle = (i / 6) * Math.PI * 2;
      const wobble = i % 2 === 0 ? 1 : 0.78;
      return { x: x * t + Math.cos(angle) * rx * t * wobble, y: y * w + Math.sin(angle) * ry * w * wobble };
    }), 6);
    addPart(ctx.list, LAYER.bodyDetail, intersect(blob, body), { isOuter: false });
  }
}

/** A dragon's head from the side: a long snout with a nostril, horns swept back, a brow over the eye. */
function drawDragonHead(ctx: FigureContext): FaceGeometry {
  const { list, skeleton } = ctx;
  const { centre, rx, ry } = skeleton.head;
  const at = (x: number, y: number): Point => ({ x: centre.x + x * rx, y: centre.y + y * ry });
  const snoutTip = at(1.55, 0.42);
  addPart(list, LAYER.head, unite([ellipse(centre, rx, ry * 0.92), capsule(at(0.35, 0.22), snoutTip, ry * 0.66, ry * 0.5)]));
  // A nostril near the tip as a comma, as on the sheet's snout.
  nostrilComma(list, add(snoutTip, { x: rx * 0.02, y: -ry * 0.2 }), rx * 0.07, 1);
  addStroke(list, LAYER.faceDetail, curve(at(0.45, 0.62), at(1.1, 0.82), add(snoutTip, { x: rx * 0.35, y: ry * 0.22 }), 8));
  // Two stout horns fanning apart from the crown and curving back to their points, as on the sheet: slim ones side by
  // side closed up into black slivers between them.
  const horns = [
    { horn: curvedHorn(at(-0.55, -0.5), at(-0.85, -1.05), at(-1.55, -1.15), rx * 0.5), layer: LAYER.headBack - 1.5 },
    { horn: curvedHorn(at(-0.18, -0.72), at(-0.3, -1.55), at(-1.05, -1.8), rx * 0.52), layer: LAYER.headBack },
  ];
  for (const { horn, layer } of horns) {
    addPart(list, layer, horn.shape);
    for (const ridge of horn.ridges) addStroke(list, layer + 0.5, ridge, { isDetail: true });
  }
  // Cheek frill behind the jaw.
  addPart(list, LAYER.headBack, roundedPolygon([at(-0.6, 0.1), at(-1.45, 0.35), at(-0.7, 0.72)], rx * 0.08));
  const face: FaceGeometry = { centre, rx, ry, shift: rx * 0.3, eyes: [at(0.2, -0.22)], eyeRadius: rx * ctx.kind.plan.eyeSize * 1.5, lensRadius: null, isLensTheEye: false, mouth: snoutTip };
  drawEyes(list, face, ctx.expression, false, ctx.linePx);
  addStroke(list, LAYER.faceDetail, curve(at(-0.15, -0.62), at(0.2, -0.82), at(0.55, -0.58), 6));
  return face;
}

/**
 * A griffin's eagle head from the side: a big hooked beak reaching ahead of the round head, an eye under a brow, ear
 * tufts swept back from the crown and a ruff of feathers where the head meets the lion's neck (the picture-book head
 * with its little beak read as an owl's on a cat).
 */
function drawEagleHead(ctx: FigureContext): FaceGeometry {
  const { list, skeleton } = ctx;
  const { centre, rx, ry } = skeleton.head;
  const at = (x: number, y: number): Point => ({ x: centre.x + x * rx, y: centre.y + y * ry });
  addPart(list, LAYER.head, ellipse(centre, rx, ry * 0.95));
  // The upper beak curving over and down to a hooked point, the lower one tucked under it.
  const beak = [...curve(at(0.55, -0.42), at(1.45, -0.55), at(1.62, 0.42), 8), at(1.42, 0.34), ...curve(at(1.3, 0.2), at(1.02, 0.36), at(0.62, 0.4), 5)];
  addPart(list, LAYER.face, roundedPolygon(beak, rx * 0.06));
  addStroke(list, LAYER.faceDetail, curve(at(0.8, 0.12), at(1.08, 0.06), at(1.3, 0.16), 6));
  for (const tuft of [[at(-0.2, -0.8), at(-0.85, -1.4), at(-0.62, -0.62)], [at(-0.55, -0.62), at(-1.25, -1.02), at(-0.85, -0.35)]]) addPart(list, LAYER.headBack, roundedPolygon(tuft, rx * 0.08));
  addPart(list, LAYER.headBack, roundedPolygon([at(-0.5, 0.35), at(-1.22, 0.5), at(-0.78, 0.72), at(-1.02, 1.02), at(-0.42, 0.98), at(-0.3, 1.22), at(0.05, 0.9)], rx * 0.1));
  const face: FaceGeometry = { centre, rx, ry, shift: rx * 0.3, eyes: [at(0.2, -0.18)], eyeRadius: rx * ctx.kind.plan.eyeSize * 1.5, lensRadius: null, isLensTheEye: false, mouth: at(1.3, 0.2) };
  drawEyes(list, face, ctx.expression, false, ctx.linePx);
  addStroke(list, LAYER.faceDetail, curve(at(-0.12, -0.52), at(0.22, -0.66), at(0.6, -0.46), 6));
  return face;
}

/** Spikes down the back of a dragon's neck. */
function drawNeckSpikes(ctx: FigureContext): void {
  const { list, skeleton, kind } = ctx;
  const head = skeleton.head;
  const base = skeleton.chest;
  const w = kind.plan.torsoWidth * skeleton.u;
  const along = normalise({ x: head.centre.x - base.x, y: head.centre.y - base.y });
  const backward = { x: along.y, y: -along.x };
  // Two, broad and apart: three small ones met the horns and each other in black slivers.
  for (const t of [0.4, 0.72]) {
    const onAxis = lerp(base, head.centre, t);
    const radius = w * 0.34 + (head.rx * 0.8 - w * 0.34) * t;
    const root = add(onAxis, scale(backward, radius * 0.8));
    const size = w * 0.22;
    addPart(list, LAYER.body - 2, roundedPolygon([add(root, scale(along, -size)), add(root, scale(backward, size * 1.7)), add(root, scale(along, size))], size * 0.2));
  }
}

/** A dragon's back in the barrel's frame: spikes along the spine, a bat wing raised over it, a long tail ending in a spade. */
function drawDragonBack(ctx: FigureContext): void {
  const { list, kind, skeleton } = ctx;
  const u = skeleton.u;
  const t = kind.plan.torsoLength * u;
  const w = kind.plan.torsoWidth * u;
  const isAloft = (ctx.pose.lift ?? 0) > 0;
  // One wing raised up and back from the back behind the rider's seat, its bony arm rising in plain sight from the body
  // to a wrist above the rider's head. Two wings of struts fanning from behind the rider read as a fan or a kite, the far
  // one as a pale arch (rounds 14 and 15).
  const up = isAloft ? 1.12 : 1;
  const wingScale = 0.88;
  const root = { x: -t * 0.34, y: -w * 0.3 };
  const wing = shoulderWing((x, y) => ({ x: root.x + x * t * wingScale, y: root.y + y * w * up * wingScale }));
  const skin = roundedPolygon(wing.outline, w * 0.05);
  addPart(list, LAYER.behind + 2, skin);
  // Each finger runs to the skin's edge at its point, which the rounding pulls in: drawn to the point, it poked out.
  for (const finger of wing.fingers) for (const run of clipLine(finger, skin, ctx.linePx / 2)) addStroke(list, LAYER.behind + 2.5, run);
  // The arm thick at the shoulder, thinning to the wrist, drawn over the fingers' ends, with a knuckle where they meet:
  // meeting in a point, they left slivers between them.
  const bone = w * 0.1 * wingScale;
  const thickness = (i: number): number => bone * (1.5 - (i / (wing.arm.length - 1)) * 0.7);
  const arm: Shape[] = [circle(wing.arm[wing.arm.length - 1]!, bone * 1.15)];
  for (let i = 0; i < wing.arm.length - 1; i++) arm.push(capsule(wing.arm[i]!, wing.arm[i + 1]!, thickness(i), thickness(i + 1)));
  addPart(list, LAYER.behind + 3.5, roundedPolygon(wing.claw, bone * 0.15));
  addPart(list, LAYER.behind + 3.6, unite(arm));
  // The tail sweeps out behind and ends in a spade.
  const tailRoot = { x: -t * 0.5, y: -w * 0.1 };
  const end = isAloft ? { x: -t * 1.45, y: -w * 0.35 } : { x: -t * 1.35, y: w * 0.45 };
  const points = curve(tailRoot, { x: -t * 0.95, y: isAloft ? w * 0.45 : -w * 0.75 }, end, 10);
  const tube: Shape[] = [];
  for (let i = 0; i < points.length - 1; i++) tube.push(capsule(points[i]!, points[i + 1]!, w * (0.3 - i * 0.022), w * (0.3 - (i + 1) * 0.022)));
  addPart(list, LAYER.behind + 1, unite(tube));
  const along = normalise({ x: end.x - points[points.length - 2]!.x, y: end.y - points[points.length - 2]!.y });
  const across = { x: -along.y, y: along.x };
  const size = w * 0.28;
  addPart(list, LAYER.behind + 1.5, roundedPolygon([add(end, scale(across, size)), add(end, scale(along, size * 1.8)), add(end, scale(across, -size)), add(end, scale(along, size * 0.3))], size * 0.15));
  // Belly plates: a band along the underside following its curve, cut across into plates, each an area to colour that
  // the scales keep out of. Three arcs drawn over the belly ran across the scales there (round 12).
  const body = torsoShape(t, w);
  const band = subtract(body, transformShape(body, (point) => ({ x: point.x, y: point.y - w * 0.2 })));
  const plates = 6;
  const from = -t * 0.5;
  const step = (t * 0.98) / plates;
  for (let i = 0; i < plates; i++) {
    const left = from + i * step;
    const slice: Shape = [[{ x: left, y: 0 }, { x: left + step, y: 0 }, { x: left + step, y: w }, { x: left, y: w }]];
    addPart(list, LAYER.body + 1, intersect(band, slice), { isOuter: false, isDetail: true });
  }
}

function drawHorseHead(ctx: FigureContext, isUnicorn: boolean): FaceGeometry {
  const { list, skeleton } = ctx;
  const { centre, rx, ry } = skeleton.head;
  const at = (x: number, y: number): Point => ({ x: centre.x + x * rx, y: centre.y + y * ry });
  // A long face sloping down to a soft round nose, not a round head on a short snout (which reads as a dinosaur):
  // a flat forehead running straight on down the face, a round jowl low behind the eye and a jaw tapering to the
  // chin. A round skull with a muzzle stuck on in front read as a dog's or a donkey's head (round 11).
  const isDeer = ctx.kind.headExtras.includes('antlers');
  const muzzle = isDeer ? at(1.3, 1.05) : at(1.45, 0.95);
  addPart(list, LAYER.head, smoothRing((isDeer ? DEER_HEAD : HORSE_HEAD).map(([x, y]) => at(x, y)), 8));
  if (isDeer) {
    addPart(list, LAYER.faceDetail, ellipse(add(muzzle, { x: rx * 0.3, y: -ry * 0.14 }), rx * 0.12, rx * 0.08, 30), { fill: 'black', isOuter: false });
    // A smile well inside the muzzle: near its edge it would leave a sliver too thin to colour.
    addStroke(list, LAYER.faceDetail, curve(add(muzzle, { x: -rx * 0.12, y: ry * 0.2 }), add(muzzle, { x: rx * 0.16, y: ry * 0.36 }), add(muzzle, { x: rx * 0.42, y: ry * 0.14 }), 6));
  } else drawHorseMuzzle(ctx, at);
  drawHorseEars(ctx, at);
  if (isUnicorn) {
    // A slim cone from the forehead with a spiral groove wound round it: slanted curves, bowed the
    // way a twist turns. Its base is behind the head, so it rises out of the forehead's line: a forelock laid over the
    // base to hide it ended in an edge just over the eye that read as an angry brow (round 14).
    const base = at(0.1, -0.78);
    const tip = at(0.62, -2.2);
    const along = normalise({ x: tip.x - base.x, y: tip.y - base.y });
    const across = { x: -along.y, y: along.x };
    // Broad enough that the white between its grooves stays to colour: slimmer, it inked over into a black spike.
    const halfAt = (t: number): number => rx * (0.36 * (1 - t) + 0.06 * t);
    addPart(list, LAYER.headBack + 0.2, capsule(base, tip, halfAt(0), halfAt(1)));
    for (const t of [0.2, 0.42, 0.64]) {
      const point = lerp(base, tip, t);
      const half = halfAt(t) * 0.95;
      const left = add(add(point, scale(across, -half)), scale(along, -half * 0.45));
      const right = add(add(point, scale(across, half)), scale(along, half * 0.45));
      addStroke(list, LAYER.headBack + 0.7, curve(left, add(point, scale(along, -half * 0.35)), right, 6));
    }
  }
  if (ctx.kind.headExtras.includes('antlers')) {
    // Two antlers sweeping up and back from the poll and curving forward at the top, each a beam with
    // tines pointing ahead, drawn as shapes that grow with the head (lines stayed thin on a big deer) and are
    // never narrower than a few lines, so on a small deer (a sleigh's team) they stay branches to colour, not black combs.
    // Each tine points its own way (a brow tine forward low, one up from the middle, a fork back at the top), and the
    // far antler is smaller, further back: three parallel tines on two antlers alike read as two combs (round 11).
    const least = ctx.linePx * 1.8;
    for (const [x, size, layer] of [[-1.6, 0.85, LAYER.headBack], [0, 1, LAYER.headBack + 0.5]] as const) {
      const from = at(x, -0.75);
      const local = (dx: number, dy: number): Point => ({ x: from.x + dx * rx * size, y: from.y + dy * ry * size });
      const beam = curve(from, local(-0.9, -1.3), local(-0.5, -2.3), 10);
      const bones: Shape[] = ANTLER_TINES.map(([index, dx, dy]) => capsule(beam[index]!, { x: beam[index]!.x + dx * rx * size, y: beam[index]!.y + dy * ry * size }, Math.max(rx * 0.1, least), Math.max(rx * 0.07, least * 0.9)));
      for (let i = 0; i < beam.length - 1; i++) bones.push(capsule(beam[i]!, beam[i + 1]!, Math.max(rx * (0.15 - i * 0.006) * size, least)));
      addPart(list, layer, unite(bones));
    }
  }
  const face: FaceGeometry = { centre, rx, ry, shift: rx * 0.3, eyes: [isDeer ? at(0.28, -0.1) : at(0.08, -0.2)], eyeRadius: rx * ctx.kind.plan.eyeSize * 1.5, lensRadius: null, isLensTheEye: false, mouth: muzzle };
  drawEyes(list, face, ctx.expression, false, ctx.linePx);
  return face;
}

/** A horse's ear on the poll: where its root is and its outline round it, in head radii, and its layer. */
interface HorseEar {
  base: [number, number];
  outline: [number, number][];
  layer: number;
}

/** The tallest a horse's ear stands above its root on the poll, in head radii (`ry`). */
const HORSE_EAR_RISE = 0.7;

/** A small leaf ear, `lean` tipping its point forward (+) or back (-), `size` times the near one. */
function leafEar(base: [number, number], size: number, lean: number, layer: number): HorseEar {
  const outline: [number, number][] = [[-0.3, 0.3], [-0.3, -0.3], [-0.17, -HORSE_EAR_RISE * 0.88], [-0.03, -HORSE_EAR_RISE], [0.12, -HORSE_EAR_RISE * 0.8], [0.2, -0.26], [0.26, 0.26]];
  return { base, layer, outline: outline.map(([x, y]) => [(x - lean * y) * size, y * size]) };
}

/**
 * Two small leaf ears, the near one upright and the far one just behind it tipped back, their roots joined: one big
 * leaf ear as tall as the skull read as a horn (round 14). A reindeer keeps its one tall ear, which reaches up to join
 * its far antler to its head.
 */
const HORSE_EARS: HorseEar[] = [leafEar([-0.74, -0.54], 0.78, -0.6, LAYER.headBack - 0.5), leafEar([-0.58, -0.64], 0.86, 0.04, LAYER.headBack)];
const ANTLERED_EARS: HorseEar[] = [{ base: [-0.55, -0.62], outline: [[-0.5, 0.3], [-0.42, -0.6], [-0.3, -1.15], [0.1, -0.62], [0.36, 0.02]], layer: LAYER.headBack }];

function drawHorseEars(ctx: FigureContext, at: (x: number, y: number) => Point): void {
  const { rx, ry } = ctx.skeleton.head;
  for (const { base, outline, layer } of ctx.kind.headExtras.includes('antlers') ? ANTLERED_EARS : HORSE_EARS) {
    const root = at(base[0], base[1]);
    addPart(ctx.list, layer, smoothRing(outline.map(([x, y]) => add(root, { x: x * rx, y: y * ry })), 6));
  }
}

/** An antler's tines: where each leaves the beam (a step along it, 0 to 10) and how far it reaches, in head radii. */
const ANTLER_TINES: [number, number, number][] = [
  [2, 0.8, -0.15],
  [5, -0.7, -0.5],
  [10, 0.55, -0.25],
];

/**
 * A horse's head from the side in head radii, from the poll over the forehead and down a long face to a broad round
 * muzzle, back under the chin, up the jaw's curve and round the big cheek. A face narrowing to its nose read as a
 * goat's or a llama's (round 15).
 */
const HORSE_HEAD: [number, number][] = [
  [-0.55, -0.74],
  [0.05, -0.88],
  [0.62, -0.6],
  [1.2, -0.02],
  [1.62, 0.3],
  [1.94, 0.62],
  [2.02, 1.02],
  [1.9, 1.36],
  [1.62, 1.56],
  [1.3, 1.5],
  [0.95, 1.3],
  [0.5, 1.22],
  [0.0, 1.12],
  [-0.48, 0.8],
  [-0.8, 0.15],
];

/**
 * A horse's muzzle: a big nostril curling up near the top of its front and a mouth line parting the upper lip from the
 * chin. A line for the jaw's curve round the cheek, under the eye, read as a frown.
 */
function drawHorseMuzzle(ctx: FigureContext, at: (x: number, y: number) => Point): void {
  const { list } = ctx;
  const { rx } = ctx.skeleton.head;
  // A small head (a sheet's panel) keeps a nostril and a smile well inside the muzzle: the lines near its edge pinched
  // slivers there.
  if (rx < HORSE_FACE_LINES_FROM_PX) {
    addPart(list, LAYER.faceDetail, ellipse(at(1.54, 0.74), rx * 0.12, rx * 0.08, 30), { fill: 'black', isOuter: false });
    addStroke(list, LAYER.faceDetail, curve(at(1.26, 1.04), at(1.48, 1.18), at(1.68, 1.02), 6));
    return;
  }
  nostrilComma(list, at(1.7, 0.72), rx * 0.1, -1);
  addStroke(list, LAYER.faceDetail, curve(at(1.86, 1.2), at(1.62, 1.36), at(1.36, 1.2), 6));
}

/** The head radius, px, from which a horse's face has its curled nostril and mouth line. */
const HORSE_FACE_LINES_FROM_PX = 110;

/** A deer's head, the same but its face narrowing to a neat nose. */
const DEER_HEAD: [number, number][] = [
  [-0.55, -0.72],
  [0.05, -0.86],
  [0.6, -0.55],
  [1.25, 0.2],
  [1.72, 0.7],
  [1.84, 1.05],
  [1.66, 1.4],
  [1.2, 1.38],
  [0.75, 1.06],
  [0.2, 0.96],
  [-0.45, 0.72],
  [-0.8, 0.15],
];

/**
 * Locks rooted along the crest from the poll to the withers, lying over the near side of the neck and
 * falling down it under their own weight with a wave, their roots standing a little proud of the crest,
 * so the mane is in front of a rider's hands and reads as hair to colour lock by lock. Streaming back
 * off the crest behind the neck, they showed only as spikes behind a rider's back; a unicorn's are long.
 */
function drawMane(ctx: FigureContext, isUnicorn: boolean): void {
  const { list, skeleton, kind } = ctx;
  const head = skeleton.head;
  const t = kind.plan.torsoLength * skeleton.u;
  const w = kind.plan.torsoWidth * skeleton.u;
  const base = skeleton.chest;
  const along = normalise({ x: head.centre.x - base.x, y: head.centre.y - base.y });
  const backward = { x: along.y, y: -along.x };
  const poll = add(add(head.centre, scale(backward, head.rx * 0.55)), scale(along, -head.ry * 0.1));
  const withers = rotatePoint({ x: t * 0.3, y: -w * 0.5 }, skeleton.hips, skeleton.lean);
  const middle = add(lerp(base, head.centre, 0.5), scale(backward, w * NECK_CREST));
  const crest = curve(poll, add(scale(middle, 2), scale(lerp(poll, withers, 0.5), -1)), withers, 24);
  if (isUnicorn) {
    drawFlowingMane(ctx, crest, backward);
    return;
  }
  const locks = 5;
  const onNeck = grow(horseNeck(ctx), -(MIN_WHITE_PX + ctx.linePx * 2 + w * 0.06));
  const shapes: Shape[] = [];
  const partings: Point[][] = [];
  for (let i = 0; i < locks; i++) {
    const s = i / (locks - 1);
    const root = add(crest[Math.round(s * (crest.length - 1) * 0.9)]!, scale(backward, w * 0.08));
    // Across the neck and down it towards the shoulder, the lower locks lying more along it: falling
    // straight down the page, they ran along a steep crest and piled into one strip.
    const direction = normalise(add(add(scale(along, -(0.45 + 0.4 * s)), scale(backward, -0.75)), { x: 0, y: 0.3 }));
    const side = { x: -direction.y, y: direction.x };
    // Never past the throat: a lock's point crossing the neck's front stood out of it as a jag (round 11).
    let length = w * 0.58;
    while (length > w * 0.3 && !containsPoint(onNeck, add(root, scale(direction, length)))) length *= 0.92;
    const tip = add(root, scale(direction, length));
    // An S: out towards the withers, then a flick back in at the tip.
    const control = add(add(root, scale(direction, length * 0.5)), scale(side, -length * 0.2));
    const spine = curve(add(root, scale(direction, -w * 0.06)), control, tip, 10);
    const [shape, upper] = taperedLock(spine, (share) => w * 0.17 * (1 - 0.6 * share));
    shapes.push(shape);
    // Only below the band along the crest: a parting running beside its edge was a wobbly double line.
    if (i > 0) partings.push(upper.slice(4, -2));
  }
  // A band along the crest under the roots, so the mane's top edge runs smooth over the neck (each root's round
  // end standing proud of it made a saw's teeth) and only the tips fall apart as locks.
  const band: Shape[] = [];
  const ridge = crest.slice(0, Math.round(crest.length * 0.92)).map((point) => add(point, scale(backward, w * 0.1)));
  for (let i = 1; i < ridge.length; i++) band.push(capsule(ridge[i - 1]!, ridge[i]!, w * 0.16));
  // A horse's mane ripples along the crest in small waves: a smooth band there was the straight back of a
  // neck as thick as the body, the locks hanging below it a patch on its side (round 11).
  const waves = locks + 2;
  for (let i = 0; i < waves; i++) band.push(circle(add(ridge[Math.round((i / (waves - 1)) * (ridge.length - 1))]!, scale(backward, w * 0.12)), w * 0.11));
  // Each united on its own first: the locks and the band are wound opposite ways, and a hole opened where they overlapped.
  const mane = unite([unite(shapes), unite(band)]);
  addPart(list, LAYER.body + 2, mane);
  for (const parting of spacedPartings(partings, mane, MIN_WHITE_PX + ctx.linePx * 1.5)) addStroke(list, LAYER.body + 2.5, parting);
  drawForelock(ctx, FORELOCK, LAYER.hair);
}

/**
 * A unicorn's flowing mane: a few big S-shaped locks from a smooth band along the crest, lying over the neck and
 * flowing down it and out behind it, each ending in its own point, fewer and broader for the youngest. They are laid
 * out in the neck's own frame, so the mane is the same in every panel: kept inside the neck, they were cut to a
 * short tuft standing and ran long only on a leaping neck, and waves over the crest read as a bumpy ruff (round 12).
 */
function drawFlowingMane(ctx: FigureContext, crest: Point[], backward: Point): void {
  const { list, skeleton, kind } = ctx;
  const w = kind.plan.torsoWidth * skeleton.u;
  const locks = ctx.detail === 'high' ? 4 : 3;
  // Crest coordinates: `u` from the poll (0) to the withers (1), `v` out from the crest, away from the neck.
  const last = crest.length - 1;
  const onCrest = (u: number, v: number): Point => {
    const index = Math.max(0, Math.min(last - 1, Math.floor(u * last)));
    const tangent = normalise({ x: crest[index + 1]!.x - crest[index]!.x, y: crest[index + 1]!.y - crest[index]!.y });
    const turned = { x: tangent.y, y: -tangent.x };
    const out = turned.x * backward.x + turned.y * backward.y >= 0 ? turned : { x: -turned.x, y: -turned.y };
    const base = add(crest[index]!, scale(tangent, (u * last - index) * Math.hypot(crest[index + 1]!.x - crest[index]!.x, crest[index + 1]!.y - crest[index]!.y)));
    return add(base, scale(out, v * w));
  };
  // Long locks running down the crest side by side, the outer one standing proud of the neck's back line and the inner
  // one lying on the neck, each waving in an S and ending in its own point past the withers. United, with the edge of
  // each inner lock drawn over the one outside it as a parting: outlined one over another, the thin white between
  // them closed up into black wedges.
  const offsets = locks === 3 ? [0.44, 0.16, -0.12] : [0.46, 0.24, 0.02, -0.2];
  const fans = locks === 3 ? [0, -0.25, -0.5] : [0, -0.15, -0.32, -0.5];
  const half = w * (locks === 3 ? 0.22 : 0.18);
  const shapes: Shape[] = [];
  const partings: Point[][] = [];
  offsets.forEach((offset, k) => {
    // The outer lock ends at the withers, ahead of a rider; the inner ones run on down over the shoulder.
    // Flowing: the inner ones reach well down over the shoulder (stopped at the withers, judges saw a short stiff mane, round 13),
    // further down the shoulder on a level body (round 15 still saw a short tuft standing); tipped up to leap or rear, the
    // neck's own length carries them, and further they ran on down the back as a stripe.
    const end = 0.9 + (skeleton.lean > -20 ? 0.8 : 0.5) * (k / (offsets.length - 1));
    const spine = Array.from({ length: 19 }, (_, j) => {
      const share = j / 18;
      const u = 0.04 + (end - 0.04) * share;
      // Closer together under the poll, where the neck is narrow, spreading out down it.
      // All wave together, so each parting stays inside the lock outside it; the inner points fan in over the neck and
      // shoulder: running alongside each other, the narrow notch between two closed up into a black wedge.
      return onCrest(u, (offset + 0.18 * Math.sin(Math.PI * 2.2 * share) * share) * (offset > 0 ? 0.6 + 0.4 * Math.min(1, u) : 0.4 + 0.6 * Math.min(1, u)) + fans[k]! * share ** 2);
    });
    const [shape, outer] = taperedLock(spine, (share) => half * Math.min(1, 0.45 + share * 3) * (1 - share) ** 0.75 + 1);
    shapes.push(shape);
    // Stopping short of the notch between two points, where it ran into the outline in a wedge of white too thin to colour.
    if (k > 0) partings.push(outer.slice(1, -5));
  });
  const mane = unite(shapes);
  addPart(list, LAYER.body + 2, mane);
  // Kept a little clear of the mane's outline, where a parting meeting it would pinch a sliver of white.
  for (const parting of spacedPartings(partings, mane, MIN_WHITE_PX * 0.5 + ctx.linePx)) addStroke(list, LAYER.body + 2.5, parting);
}

/**
 * The forelock falls forward from the poll over the forehead in two pointed locks, standing a little proud of the
 * brow, and stops well above the eye, where it would read as a frown: a flat leaf on the poll read as a cap or
 * an ear lying flat, and under a unicorn's horn only a wedge of it showed (round 11 saw no forelock).
 */
function drawForelock(ctx: FigureContext, outline: [number, number][], layer: number): void {
  const { centre, rx, ry } = ctx.skeleton.head;
  const at = ([x, y]: [number, number]): Point => ({ x: centre.x + x * rx, y: centre.y + y * ry });
  // Tipped with the head: upright while the head bowed, a unicorn's slid off its brow.
  drawRotated(ctx.list, centre, ctx.skeleton.headTilt, () => {
    addPart(ctx.list, layer, roundedPolygon(outline.map(at), rx * 0.05));
  });
}

/** A forelock in head radii: over the poll and the brow, then its two lock points back from the front one. */
const FORELOCK: [number, number][] = [
  [-0.5, -0.8],
  [-0.05, -0.96],
  [0.45, -0.8],
  [0.72, -0.52],
  [0.66, -0.42],
  [0.42, -0.62],
  [0.24, -0.52],
  [0.04, -0.68],
  [-0.3, -0.72],
];

/**
 * The partings, each cut back to where it keeps `clearance` from the mane's outline and from the
 * partings kept before it: locks lying back along a sleeping neck bring their edges together, and a
 * parting there would leave a strip of white too thin to colour.
 */
function spacedPartings(partings: Point[][], mane: Shape, clearance: number): Point[][] {
  const inside = grow(mane, -clearance);
  const kept: Point[][] = [];
  for (const parting of partings) {
    let run: Point[] = [];
    const runs: Point[][] = [];
    for (const point of parting) {
      if (containsPoint(inside, point) && kept.every((other) => distanceToLine(point, other) >= clearance)) {
        run.push(point);
      } else {
        runs.push(run);
        run = [];
      }
    }
    runs.push(run);
    // Only the longest stretch: stubs of a parting read as stray dashes.
    const longest = runs.reduce((best, candidate) => (candidate.length > best.length ? candidate : best), []);
    if (longest.length >= 3) kept.push(longest);
  }
  return kept;
}

function distanceToLine(point: Point, line: Point[]): number {
  let best = Infinity;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const t = Math.max(0, Math.min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(point.x - a.x - dx * t, point.y - a.y - dy * t));
  }
  return best;
}

/** A lock of hair along `spine`, `halfWidth` of the way along it (0 to 1): its outline, and its two edges. */
function taperedLock(spine: Point[], halfWidth: (s: number) => number): [Shape, Point[], Point[]] {
  const sides: [Point[], Point[]] = [[], []];
  spine.forEach((point, i) => {
    const next = spine[Math.min(i + 1, spine.length - 1)]!;
    const previous = spine[Math.max(i - 1, 0)]!;
    const direction = normalise({ x: next.x - previous.x, y: next.y - previous.y });
    const across = { x: -direction.y, y: direction.x };
    const half = halfWidth(i / (spine.length - 1));
    sides[0].push(add(point, scale(across, half)));
    sides[1].push(add(point, scale(across, -half)));
  });
  const last = spine[spine.length - 1]!;
  const tip = add(last, scale(normalise({ x: last.x - spine[spine.length - 2]!.x, y: last.y - spine[spine.length - 2]!.y }), halfWidth(1) + 1));
  return [smoothRing([...sides[0].slice(0, -1), tip, ...sides[1].slice(0, -1).reverse()], 4), sides[0], sides[1]];
}

/**
 * A horse's tail in the page's frame, so it hangs under its own weight whatever the body's lean:
 * from the top of the rump back and down, its tip behind the hind legs and above the ground (a
 * rearing unicorn's tail streamed down its legs and read as part of them).
 */
export function horseTailLine(plan: BodyPlan, skeleton: Skeleton, pose: Pose): { root: Point; bend: Point; tip: Point } {
  const t = plan.torsoLength * skeleton.u;
  const w = plan.torsoWidth * skeleton.u;
  const r = plan.legRadius * skeleton.u;
  const root = rotatePoint({ x: -t * 0.52, y: -w * 0.3 }, skeleton.hips, skeleton.lean);
  const hind = [skeleton.hipJoints.back, skeleton.hipJoints.front, skeleton.knees.back, skeleton.knees.front, skeleton.ankles.back, skeleton.ankles.front];
  const legsBack = Math.min(...hind.map((point) => point.x)) - r * 2.4;
  const ground = Math.max(...[skeleton.ankles.back, skeleton.ankles.front, skeleton.hands.back, skeleton.hands.front].map((point) => point.y));
  if ((pose.lift ?? 0) > 0) {
    // In the air it streams out behind along the line of the back, as the leap carries it.
    // Its reach goes with the body's length, so it clears the hind legs folded under a slim barrel too.
    const local = { x: -t * 0.52, y: -w * 0.3 };
    const tip = rotatePoint({ x: local.x - t * 0.95, y: local.y + w * 0.55 }, skeleton.hips, skeleton.lean);
    const bend = rotatePoint({ x: local.x - t * 0.54, y: local.y }, skeleton.hips, skeleton.lean);
    return { root, bend, tip };
  }
  if (pose.isSeated === true) {
    // Lying down, it sweeps out behind along the ground as long as standing: dropped only as far as the ground
    // allows, it curled up short under the rump, not the flowing tail of the other panels.
    const tip = { x: Math.min(root.x - t * 0.85, legsBack - w * 0.3), y: ground - w * 0.22 };
    return { root, bend: { x: root.x - t * 0.34, y: root.y + w * 0.22 }, tip };
  }
  // Down to the hocks, not to the hooves: hanging to the ground it spilled over the ground line behind the legs
  // and read as oversized (round 12).
  const drop = w * 1.45;
  const hock = Math.max(skeleton.knees.back.y, skeleton.knees.front.y);
  const tipY = Math.min(root.y + drop, hock, ground - w * 0.25);
  const tipX = Math.min(root.x - w * 0.45, legsBack - w * 0.2);
  const tip = { x: tipX, y: Math.max(tipY, root.y + w * 0.2) };
  const bend = { x: Math.min(root.x, tip.x) - w * 0.15, y: root.y + w * 0.1 };
  return { root, bend, tip };
}

/**
 * Flowing hair: one tail, broad below the root and tapering to a point that flicks up at the end, waving a little as
 * it falls, with a parting or two down its middle where there is room. Three locks fanned apart from one root read as
 * a fish's forked tail and looked oversized (round 14); one outline ruled with strands read as a fox's brush or a broom.
 */
function drawHorseTail(ctx: FigureContext): void {
  const { list, kind, skeleton } = ctx;
  // As broad as the body is long, not deep: on a slim barrel a narrower tail was a rope.
  const w = Math.max(kind.plan.torsoWidth, kind.plan.torsoLength * 0.68) * skeleton.u;
  const { root, bend, tip } = horseTailLine(kind.plan, skeleton, ctx.pose);
  const steps = 24;
  const spine = Array.from({ length: steps + 1 }, (_, i) => {
    const s = i / steps;
    const point = bezier(root, bend, tip, s);
    const ahead = bezier(root, bend, tip, Math.min(1, s + 0.02));
    const behind = bezier(root, bend, tip, Math.max(0, s - 0.02));
    const along = normalise({ x: ahead.x - behind.x, y: ahead.y - behind.y });
    // Out behind and back in, the tip flicked out again: hair falling, not a rope hanging straight.
    const sideways = w * (0.16 * Math.sin(Math.PI * 1.6 * s) * s);
    return add(point, scale({ x: along.y, y: -along.x }, sideways));
  });
  // Tapering all the way to a point: ending blunt and thin, the last stretch closed up into a black stub.
  const widthAt = (s: number): number => w * 0.2 * Math.sin(Math.PI * (0.12 + 0.88 * s)) ** 0.6 * (1 - s * 0.3);
  const [tail, upper] = taperedLock(spine, widthAt);
  // In the body's middle, so over the far hind leg and under the near one: behind both, the thin white between
  // the tail and the far leg closed up into black wedges.
  addPart(list, LAYER.backLimb + 3, tail);
  if (ctx.detail === 'low') return;
  // A parting down the middle of the lower half, following the flow, kept clear of the outline.
  const middle = spine.slice(Math.round(steps * 0.3), Math.round(steps * 0.85)).map((point, i) => lerp(point, upper[i + Math.round(steps * 0.3)]!, 0.15));
  for (const parting of spacedPartings([middle], tail, MIN_WHITE_PX + ctx.linePx * 1.5)) addStroke(list, LAYER.backLimb + 3.5, parting);
}

/** A point `s` of the way (0 to 1) along the quadratic curve from `a` through `control` to `b`. */
function bezier(a: Point, control: Point, b: Point, s: number): Point {
  const r = 1 - s;
  return { x: r * r * a.x + 2 * r * s * control.x + s * s * b.x, y: r * r * a.y + 2 * r * s * control.y + s * s * b.y };
}

/**
 * One smooth outline from the breast over the withers, a level back and a round croup, down the
 * buttock and up under a belly that tucks in towards the flank: a deep chest tapering to the barrel
 * (united ellipses read as a cloud or a bean).
 */
export function torsoShape(t: number, w: number, isHorse = false): Shape {
  const outline: [number, number][] = isHorse ? HORSE_BARREL : [
    [0.62, 0.02],
    [0.55, -0.3],
    [0.3, -0.5],
    [0, -0.45],
    [-0.32, -0.5],
    [-0.56, -0.3],
    [-0.62, 0.02],
    [-0.52, 0.32],
    [-0.3, 0.42],
    [0, 0.44],
    [0.3, 0.54],
    [0.54, 0.4],
  ];
  return smoothRing(
    outline.map(([x, y]) => ({ x: x * t, y: y * w })),
    8,
  );
}

/**
 * A horse's barrel: the point of the shoulder standing forward at the breast, the withers high over it, a
 * back dipping a little to the loins, a croup rounding up higher behind them and down over the buttock,
 * and a belly running level from the girth to a flank tucked up in front of the stifle (a round-ended
 * oval under a rider read as a sausage with a hump behind the saddle).
 */
const HORSE_BARREL: [number, number][] = [
  [0.64, 0.02],
  [0.6, -0.24],
  [0.38, -0.5],
  [0.14, -0.45],
  [-0.1, -0.43],
  [-0.34, -0.5],
  [-0.54, -0.42],
  [-0.65, -0.14],
  [-0.6, 0.14],
  [-0.46, 0.26],
  [-0.28, 0.3],
  [-0.04, 0.42],
  [0.22, 0.56],
  [0.46, 0.5],
  [0.6, 0.3],
];

/**
 * A horse's leg: a broad forearm or gaskin tapering into the knee or hock, a slim cannon, a round
 * fetlock and a hoof with a sloping front wall, narrower at the coronet than at the sole. A hind leg
 * bends back at the hock, which stands out behind as a point, so the leg zigzags as a horse's does
 * (two tubes of one width read as a table's legs, a block at the end as a box).
 */
function drawHorseLeg(ctx: FigureContext, layer: number, [top, joint, end]: [Point, Point, Point], isHind: boolean, along: Point): Shape {
  const r = ctx.kind.plan.legRadius * ctx.skeleton.u;
  const fetlock = add(end, scale(along, -r * 0.25));
  // One smooth outline down the leg, not circles and tubes united, whose seams showed as lumps at the knee and fetlock.
  const spine: [Point, number, number][] = [
    // No broader at the top than the body round it: a gaskin or forearm wider than that stood out of the buttock
    // and the breast as lumps (round 12).
    [top, isHind ? 1.7 : 1.4, 0],
    [lerp(top, joint, 0.55), isHind ? 1.3 : 1.08, 0],
    [joint, 0.78, isHind ? 0.3 : 0.06],
    [lerp(joint, fetlock, 0.5), 0.6, 0],
    [fetlock, 0.7, 0],
    [end, 0.6, 0],
  ];
  const hoof = horseHoof(end, along, r);
  if (ctx.pose.isSeated === true && layer !== LAYER.legs) return [];
  if (ctx.pose.isSeated === true && isFolded(top, joint, end)) {
    // Lying down, a far leg folded under the body is out of sight, and a near one shows only from the knee:
    // the thigh stays in the body and the shin and hoof lie over its underside, one whole shape with a round
    // knee. Folded under it, only their bits below the belly showed, as a tangle of slivers.
    if (layer !== LAYER.legs) return [];
    addPart(ctx.list, LAYER.body + 1, unite([capsule(joint, end, r * 0.9, r * 0.7), hoof]));
    return [];
  }
  addPart(ctx.list, layer + 1, hoof);
  return legOutline(spine, r, along);
}

/**
 * The near foreleg with the corner behind it, where its back edge leaves the belly, filled with a round elbow:
 * the two lines met there at a shallow angle and the white between them was inked as a black wedge.
 * Only behind the leg's top, so the chest keeps its corner in front of the leg and the other legs their own lines.
 */
function withElbow(leg: Shape, body: Shape, [shoulder, elbowJoint]: [Point, Point], r: number, rounding: number): Shape {
  const both = unite([unite([leg]), unite([body])]);
  const down = normalise({ x: elbowJoint.x - shoulder.x, y: elbowJoint.y - shoulder.y });
  const back = down.y >= 0 ? { x: -down.y, y: down.x } : { x: down.y, y: -down.x };
  // Whole corners only: one cut off square left a straight step in the outline.
  const elbow = subtract(grow(grow(both, rounding), -rounding), both).filter((ring) => {
    const middle = scale(ring.reduce(add, { x: 0, y: 0 }), 1 / ring.length);
    const offset = { x: middle.x - shoulder.x, y: middle.y - shoulder.y };
    return offset.x * back.x + offset.y * back.y > 0 && Math.hypot(offset.x, offset.y) < r * 4;
  });
  return unite([unite([leg]), elbow]);
}

/**
 * A horse's hoof under the leg's `end` (running `along` the leg, of radius `r`): a little wider than the leg all round,
 * with round corners. No wider than the pastern, it read as a tiny box (round 15).
 */
export function horseHoof(end: Point, along: Point, r: number): Shape {
  const down = along.y > 0.8 ? { x: 0, y: 1 } : along;
  const ahead = { x: down.y, y: -down.x };
  const sole = add(end, scale(down, r * 0.95));
  return roundedPolygon([add(end, scale(ahead, -r * 0.8)), add(end, scale(ahead, r * 0.72)), add(sole, scale(ahead, r * 1.08)), add(sole, scale(ahead, -r * 0.9))], r * 0.34);
}

/** Whether a leg bends so far at the knee or hock that it folds back along itself, as under a lying horse. */
function isFolded(top: Point, joint: Point, end: Point): boolean {
  const upper = normalise({ x: joint.x - top.x, y: joint.y - top.y });
  const lower = normalise({ x: end.x - joint.x, y: end.y - joint.y });
  return upper.x * lower.x + upper.y * lower.y < Math.cos((50 * Math.PI) / 180);
}

/**
 * A leg's outline down `spine` (each point with its half width in leg radii and how much further it
 * stands out behind), rounded off under the last point.
 */
function legOutline(spine: [Point, number, number][], r: number, along: Point): Shape {
  const sides: [Point[], Point[]] = [[], []];
  spine.forEach(([point, half, behind], i) => {
    const previous = spine[Math.max(0, i - 1)]![0];
    const next = spine[Math.min(spine.length - 1, i + 1)]![0];
    const direction = normalise({ x: next.x - previous.x, y: next.y - previous.y });
    // Towards the back of the leg (the figure faces right).
    const back = { x: direction.y, y: -direction.x };
    const sign = back.x <= 0 ? 1 : -1;
    sides[0].push(add(point, scale(back, sign * r * (half + behind))));
    sides[1].push(add(point, scale(back, -sign * r * half)));
  });
  const end = spine[spine.length - 1]![0];
  return smoothRing([...sides[0], add(end, scale(along, r * 0.4)), ...sides[1].reverse()], 6);
}

/** A leap: the body tipped nose-up with the near hind leg kicked back far enough to leave the body's outline behind it. */
function isLeap(pose: Pose): boolean {
  return pose.legs.front[0] < -20 && (pose.lean ?? 0) < 0;
}

/** A dog's or cat's near haunch: a round thigh on the hip, kept inside the body so the back's line stays whole. */
function haunchShape(ctx: FigureContext, t: number, w: number): Shape {
  const oval = ellipse({ x: -t * 0.36, y: w * 0.14 }, t * 0.26, w * 0.36, -10);
  return rotateShape(intersect(oval, torsoShape(t, w)), ctx.skeleton.hips, ctx.skeleton.lean);
}

/**
 * The round top of a dog's or cat's near thigh drawn on its body, in the body's frame so it stays on the
 * hip however the legs swing, and only where it is inside the body: hung off the hip joint in the page's
 * frame, a leap's kicked-back leg carried it across the belly as a stray open arch.
 */
function drawHaunch(ctx: FigureContext, t: number, w: number, body: Shape): void {
  const { list, skeleton } = ctx;
  // Finely sampled and kept to just inside the outline's stroke, so both ends meet it instead of stopping short.
  const inside = grow(rotateShape(body, skeleton.hips, -skeleton.lean), ctx.linePx * 0.5);
  const arch = curve({ x: -t * 0.2, y: w * 0.5 }, { x: -t * 0.36, y: -w * 0.42 }, { x: -t * 0.66, y: w * 0.12 }, 80);
  let run: Point[] = [];
  let longest: Point[] = [];
  for (const point of arch) {
    run = containsPoint(inside, point) ? [...run, point] : [];
    if (run.length > longest.length) longest = run;
  }
  drawRotated(list, skeleton.hips, skeleton.lean, () => addStroke(list, LAYER.body + 1, longest, { isDetail: false }));
}

/**
 * The lines that make a horse's body a horse's: the stifle curving from the flank up round the front of
 * the near hindquarter, and the point of the elbow behind the near foreleg, so the haunch and shoulder
 * read as round masses over the legs instead of a bag on sticks.
 */
function drawHorseMuscles(ctx: FigureContext): void {
  const { list, skeleton, kind } = ctx;
  if (ctx.pose.isSeated === true) return;
  const t = kind.plan.torsoLength * skeleton.u;
  const w = kind.plan.torsoWidth * skeleton.u;
  drawRotated(list, skeleton.hips, skeleton.lean, () => {
    // The haunch's curve stops well above the belly: run down to it, it met the near hind leg's front edge and read as a
    // stray line cut down into the leg (round 12).
    addStroke(list, LAYER.body + 1, curve({ x: -t * 0.25, y: w * 0.16 }, { x: -t * 0.21, y: -w * 0.24 }, { x: -t * 0.46, y: -w * 0.28 }, 12));
  });
}

/** How far the crest arches out behind the line from the chest to the head, in body depths. */
const NECK_CREST = 0.26;

/**
 * A horse's neck from the chest to the head: an arched crest rising from the withers to the poll,
 * a straighter throat from the breast up under the jaw, thick at the base and narrowing to the head.
 */
function horseNeck(ctx: FigureContext): Shape {
  const { skeleton, kind } = ctx;
  const t = kind.plan.torsoLength * skeleton.u;
  const w = kind.plan.torsoWidth * skeleton.u;
  const { centre, rx, ry } = skeleton.head;
  const body = (x: number, y: number): Point => rotatePoint({ x: x * t, y: y * w }, skeleton.hips, skeleton.lean);
  const base = skeleton.chest;
  const along = normalise({ x: centre.x - base.x, y: centre.y - base.y });
  const backward = { x: along.y, y: -along.x };
  const middle = lerp(base, centre, 0.5);
  const breast = body(0.6, 0.04);
  // Under the jaw ahead of the jowl, well inside the head, so the throat's line leaves the head from under the jaw:
  // from under the back of the skull, the neck stood behind the head and a rainbow or hill behind showed through
  // where the throat and chest should be (round 15).
  const throat = rotatePoint({ x: centre.x + rx * 0.6, y: centre.y + ry * 0.7 }, centre, skeleton.headTilt);
  return smoothRing([
    body(0.2, -0.44),
    body(0.34, -0.52),
    add(middle, scale(backward, w * NECK_CREST)),
    add(add(centre, scale(backward, rx * 0.62)), scale(along, -ry * 0.1)),
    throat,
    // The throat runs straight from the jaw to the breast, so the neck still narrows from its base to the head: straight
    // down to the breast, under the mane, it was as thick as the body (round 11).
    lerp(breast, throat, 0.55),
    breast,
    body(0.3, 0),
  ]);
}

function lerp(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

function normalise(point: Point): Point {
  const length = Math.hypot(point.x, point.y) || 1;
  return { x: point.x / length, y: point.y / length };
}
