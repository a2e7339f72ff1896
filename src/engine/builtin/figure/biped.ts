import { capsule, circle, clipLine, containsPoint, curve, ellipse, grow, intersect, roundedPolygon, smoothRing, subtract, transformShape, unite, type Point, type Shape } from './geometry';
import { headShape } from './head';
import { drawRotated, limbDirection, rotatePoint, rotateShape, type FigureContext, type Skeleton } from './figure-context';
import type { BodyExtra, BodyPlan, Tail } from './kinds';
import { addPart, addStroke, LAYER, MIN_WHITE_PX, type PartList } from './part-list';
import type { LimbAngles, Pose } from './poses';
import { batWing, spreadWing } from './spread-wing';
import { flipperPaddle } from './flipper';
import { fingeredHand, openHand, pictureBookHand, pictureBookHandCreases, pictureBookPaw, pictureBookPawCreases } from './fingered-hand';

/** Head top to soles when standing, in figure units: the height a figure is drawn to. */
export function standingHeight(plan: BodyPlan): number {
  return plan.legLength + plan.torsoLength + plan.neck + plan.headRy * 1.9;
}

/** Joint positions for a pose, in the figure's own frame (pixels, facing right, hips at the origin). */
export function poseBiped(plan: BodyPlan, pose: Pose, u: number): Skeleton {
  const isTurned = pose.view === 'turned';
  const hips = { x: 0, y: 0 };
  const lean = pose.lean ?? 0;
  const up = (x: number, y: number): Point => rotatePoint({ x: x * u, y: y * u }, hips, lean);
  const isHidden = plan.torsoShape === 'hidden';
  const isRound = plan.torsoShape === 'round' || plan.torsoShape === 'egg';
  const shoulderHalf = isHidden ? plan.headRx * 0.55 : plan.torsoWidth * (isTurned ? 0.14 : isRound ? 0.36 : 0.38);
  // Seen from the side the shoulder sits near the top of the torso (lower, an arm raised ahead, a throw,
  // seemed to grow out of the middle of the chest), but an arm's width below it: at the very top, the
  // upper arm started under the chin and read as a blob lying across it.
  // A person's shoulder sits lower, inside the round of its sloping shoulder line, with a neck above it.
  const shoulderY = isHidden ? -(plan.torsoLength + plan.headRy * 0.25) : -plan.torsoLength * (isRound ? 0.7 : plan.torsoShape === 'shirt' ? 0.8 : 0.86);
  // A swimming mermaid's upper body turns a little to us (mermaidBody): the near arm grows from under her shoulder's
  // round, which shows above it, not from the middle of her chest.
  const isMermaid = isTurned && plan.foot === 'fish-tail';
  const shoulders = { back: up(-shoulderHalf, shoulderY), front: isMermaid ? up(plan.torsoWidth * 0.3, -plan.torsoLength * 0.74) : up(shoulderHalf, shoulderY) };
  const armSegment = (plan.armLength / 2) * u;
  const limb = (start: Point, angles: LimbAngles, segment: number, lowerShare = 1): [Point, Point] => {
    const middle = add(start, scale(limbDirection(angles[0]), segment));
    return [middle, add(middle, scale(limbDirection(angles[1]), segment * lowerShare))];
  };
  // A forearm pointing at the viewer is drawn short: the hand comes to rest in front of the body, not at
  // the end of a full-length tube bent back across it.
  const [backElbow, backHand] = limb(shoulders.back, pose.arms.back, armSegment, pose.forearm);
  const [frontElbow, frontHand] = limb(shoulders.front, pose.arms.front, armSegment, pose.forearm);
  const hipHalf = plan.torsoWidth * (isHidden ? 0.3 : isTurned ? 0.1 : 0.28);
  // Sat with the thighs forward, seen from the side, the legs start at the front of the seat, so
  // they reach out well past the tummy instead of ending under it (a seat with no legs).
  const isSatForward = pose.isSeated === true && isTurned && pose.legs.front[0] > 70 && !isHidden;
  const hipShift = isSatForward ? plan.torsoWidth * 0.24 * u : 0;
  // Mid-stride seen from the side, the leg stepping ahead starts at the hip ahead: the far leg stepping out from the
  // hip behind crossed the near one under the body in an X.
  const isFarLegAhead = isTurned && pose.isSeated !== true && pose.legs.back[0] > STRIDE_ANGLE && pose.legs.front[0] < -STRIDE_ANGLE;
  const hipSide = isFarLegAhead ? -1 : 1;
  const hipJoints = { back: { x: -hipSide * hipHalf * u + hipShift, y: 0 }, front: { x: hipSide * hipHalf * u + hipShift, y: 0 } };
  const legSegment = ((plan.legLength - plan.legRadius) / 2) * u * (pose.legsToViewer === true ? 0.5 : 1);
  // Astride, the far leg lies exactly behind the near one: a copy beside it showed over the mount's body.
  if (pose.isAstride === true) hipJoints.back = hipJoints.front;
  // Knees at the viewer: the thigh, coming at us, shows only a little of its length below the hips. Sat seen from the
  // side, drawn longer, it shows ahead of the tummy (at its own length, the knee, shin and shoe read as a stack).
  const thighShare = pose.kneesToViewer === true ? KNEES_TO_VIEWER_THIGH : isSatForward ? (pose.thighReach ?? 1) : 1;
  // Hanging off a seat's front, the shins lean a little out at us too.
  const shinShare = (pose.kneesToViewer === true ? (pose.shinReach ?? KNEES_TO_VIEWER_SHIN) : isSatForward ? (pose.shinReach ?? 1) : 1) / thighShare;
  const [backKnee, backAnkle] = limb(hipJoints.back, pose.isAstride === true ? pose.legs.front : pose.legs.back, legSegment * thighShare, shinShare);
  const [frontKnee, frontAnkle] = limb(hipJoints.front, pose.legs.front, legSegment * thighShare, shinShare);
  // On the tummy with the head raised to look ahead (a belly slide), the head sits down into the shoulders:
  // set on top of the body it touched it at one point and looked detached.
  const headReach = pose.isLying === true && pose.isTuckedIn !== true && (pose.rotation ?? 0) > 0 ? 0.62 : 0.9;
  // Asleep on the back seen from the side, the mattress is under the back: the head comes down level with
  // the back's line, so the pillow's lower edge runs inside the head; resting higher or lower, the head left
  // a thin gap under it or under the body too narrow to colour.
  const tilt = ((pose.headTilt ?? 0) * Math.PI) / 180;
  const headAcross = plan.headShape === 'box' ? plan.headRx * Math.abs(Math.cos(tilt)) + plan.headRy * Math.abs(Math.sin(tilt)) : Math.hypot(plan.headRx * Math.cos(tilt), plan.headRy * Math.sin(tilt));
  // Head on the paws: the chin rests on the forepaws, so they show under it (the figure lies on its front, so
  // down the page is ahead in this frame); resting lower, the head hid them, and higher it seemed held up awake.
  const paws = Math.min(backHand.x, frontHand.x) / u + plan.armRadius * 0.3;
  const headRaise = pose.isTuckedIn === true ? -plan.torsoWidth * 0.5 + headAcross : pose.isHeadOnPaws === true ? paws - headAcross : 0;
  return {
    u,
    view: pose.view,
    hips,
    chest: up(0, -plan.torsoLength),
    head: { centre: up(headRaise, -(plan.torsoLength + plan.neck + plan.headRy * headReach)), rx: plan.headRx * u, ry: plan.headRy * u },
    lean,
    headTilt: lean + (pose.headTilt ?? 0),
    shoulders,
    elbows: { back: backElbow, front: frontElbow },
    hands: { back: backHand, front: frontHand },
    hipJoints,
    knees: { back: backKnee, front: frontKnee },
    ankles: { back: backAnkle, front: frontAnkle },
  };
}

/** Degrees out from straight down each leg goes, one ahead and one behind, for a stride. */
const STRIDE_ANGLE = 10;

/** Shares of their lengths a thigh coming at the viewer and the shin below it show (kneesToViewer). */
const KNEES_TO_VIEWER_THIGH = 0.3;
const KNEES_TO_VIEWER_SHIN = 0.75;

export function add(a: Point, b: Point): Point {
  return { x: a.x + b.x, y: a.y + b.y };
}

export function scale(point: Point, factor: number): Point {
  return { x: point.x * factor, y: point.y * factor };
}

/**
 * Layer of a limb: in the turned view the far limbs go behind the body. An arm raised across the
 * face (a throw, a reach) goes behind the head, so the face stays in sight.
 */
export function limbLayer(skeleton: Skeleton, side: 'back' | 'front', limb: 'arm' | 'leg'): number {
  if (skeleton.view === 'turned' && side === 'back') return limb === 'arm' ? LAYER.backLimb : LAYER.backLimb + 2;
  if (limb === 'arm' && crossesFace(skeleton, side)) return LAYER.bodyDetail + 0.1;
  return limb === 'arm' ? LAYER.frontLimb : LAYER.legs;
}

/** Whether an arm passes over the face: the middle of the head, where the eyes and mouth are. */
function crossesFace(skeleton: Skeleton, side: 'back' | 'front'): boolean {
  const { centre, rx, ry } = skeleton.head;
  const faceX = centre.x + (skeleton.view === 'turned' ? rx * 0.26 : 0);
  const joints = [skeleton.shoulders[side], skeleton.elbows[side], skeleton.hands[side]];
  for (let i = 0; i < joints.length - 1; i++) {
    for (let step = 0; step <= 8; step++) {
      const point = lerp(joints[i]!, joints[i + 1]!, step / 8);
      if (Math.abs(point.x - faceX) < rx * 0.62 && Math.abs(point.y - centre.y) < ry * 0.7) return true;
    }
  }
  return false;
}

/** Legs, torso, arms, hands, feet, tail and wings of a two-legged figure. */
export function drawBipedBody(ctx: FigureContext): void {
  const { list, kind, skeleton } = ctx;
  const { plan } = kind;
  const u = skeleton.u;
  // Sat seen from the side (a penguin on its tail), a short near leg reaches out over the round tummy:
  // behind it, short legs vanish and the figure seems to sit on nothing.
  const isNearLegOver = ctx.pose.isSeated === true && skeleton.view === 'turned' && plan.legLength < plan.torsoLength * 0.8;
  for (const side of ['back', 'front'] as const) {
    const layer = isNearLegOver && side === 'front' ? LAYER.bodyDetail + 0.5 : limbLayer(skeleton, side, 'leg');
    const hip = skeleton.hipJoints[side];
    const knee = skeleton.knees[side];
    const ankle = skeleton.ankles[side];
    if (plan.foot === 'fish-tail') {
      if (side === 'front') drawFishTail(ctx);
      continue;
    }
    if (plan.foot === 'tentacle') {
      addPart(list, layer, tentacle([hip, knee, ankle], plan.legRadius * u * 1.3, plan.legRadius * u * 0.55, side === 'back' ? 1 : -1));
    } else if (ctx.pose.kneesToViewer === true) {
      addPart(list, layer, capsule(knee, ankle, plan.legRadius * u, plan.legRadius * u * 0.92));
      // The thigh over the shin's top, a little wider: its round front edge across the shin is the knee. Nearer to us
      // than the tummy, it lies over the body's lower edge (behind it, only the knee's rim showed under a box body).
      addPart(list, LAYER.bodyDetail + 0.4, lap(hip, knee, plan.legRadius * u, plan.torsoShape === 'box'));
      addPart(list, layer + 1, foot(list, layer + 1, ctx.linePx, plan, skeleton, side, ctx.pose));
    } else {
      // Side on, a far talon right behind the near one hid under it, and the owl seemed to stand on one foot (round 12):
      // it steps back a little, so its ankle and leg show behind the near toes.
      const isTalonBehind = plan.foot === 'talon' && side === 'back' && skeleton.view === 'turned' && Math.hypot(ankle.x - skeleton.ankles.front.x, ankle.y - skeleton.ankles.front.y) < plan.legRadius * u * 4;
      const step = isTalonBehind ? plan.legRadius * u * 2.6 : 0;
      const shifted = (point: Point, share: number): Point => ({ x: point.x - step * share, y: point.y });
      addPart(list, layer, unite([capsule(hip, shifted(knee, 0.5), plan.legRadius * u), capsule(shifted(knee, 0.5), shifted(ankle, 1), plan.legRadius * u, plan.legRadius * u * 0.92)]));
      // Feet pointing at the viewer are in front of the belly (a bird's round one hid them, and it seemed to stand).
      const footLayer = ctx.pose.legsToViewer === true ? LAYER.bodyDetail + 0.6 : layer + (layer > LAYER.body ? 0.2 : 1);
      const footShape = foot(list, footLayer, ctx.linePx, plan, skeleton, side, ctx.pose);
      addPart(list, footLayer, step === 0 ? footShape : transformShape(footShape, (point) => shifted(point, 1)));
    }
  }
  drawRotated(list, skeleton.hips, skeleton.lean, () => {
    const torso = torsoShape(plan, skeleton, ctx.linePx);
    if (torso.length > 0) addPart(list, LAYER.body, torso);
    if (plan.torsoShape === 'shirt' && ctx.spec.hasBeard !== true && !isMermaidBody(plan, skeleton)) {
      // A short neck between the chin and the neckline: a head set straight onto the shoulders read as a ball on
      // a box. A beard hangs over it, leaving only a strip too thin to colour.
      const t = plan.torsoLength * u;
      // The older build's longer neck flares into the shoulders: straight, it met their slope in sharp notches inked black.
      const neck = torsoWidthPx(plan, skeleton) * 0.15;
      addPart(list, LAYER.body - 1, capsule({ x: 0, y: -t * 0.8 }, { x: 0, y: -t - (plan.neck + plan.headRy * 0.3) * u }, ctx.detail === 'high' && kind.isPerson ? neck * 1.6 : neck, neck));
    }
    for (const extra of kind.bodyExtras) BODY_EXTRAS[extra](ctx, torso);
    // Lying along the ground (asleep on the tummy, sliding, swimming), the tail trails out behind
    // instead of standing straight up from the back.
    const lying = ctx.pose.rotation ?? 0;
    // Lying on the tummy, a dragon's thick tail comes out of the rump's end: at the side of the back, its root stood up
    // from the back as a stray bump (round 12). Thin tails keep their place there, clear of the folded hind legs.
    const isFromRump = ctx.pose.isHeadOnPaws === true && kind.tail === 'spiky';
    const base = isFromRump ? { x: 0, y: -plan.torsoLength * u * 0.2 } : tailBase(plan, skeleton);
    // Asleep on the back (tucked-in.ts) it is under the blanket.
    // Asleep on the tummy it lies low along the ground behind (raised, a dragon's stood up like a sail).
    const droop = ctx.pose.isHeadOnPaws === true ? -35 : 0;
    // Sat facing out with the hands on the seat beside the hips, it comes out behind the near leg and sweeps down and out
    // under the hand, a little smaller: raised out to the side, it ran through the arm (round 11); hung straight down over
    // the seat's front, it crossed the feet and with them read as a pile of six circles (round 13).
    const isSeatedFacingOut = ctx.pose.kneesToViewer === true;
    const tailWidth = u * plan.torsoWidth * (isSeatedFacingOut ? 0.8 : 1);
    if (ctx.pose.isTuckedIn !== true) drawRotated(list, base, lying > 45 ? droop - lying : isSeatedFacingOut ? -35 : 0, () => drawTail(list, kind.tail, base, tailWidth, skeleton.view === 'turned'));
  });
  // Inside the body's line, where a patch may hide an arm's top (drawArm).
  const torso = plan.torsoShape === 'shirt' ? grow(rotateShape(torsoShape(plan, skeleton, ctx.linePx), skeleton.hips, skeleton.lean), -ctx.linePx * 0.6) : null;
  for (const side of ['back', 'front'] as const) drawArm(ctx, side, torso);
}

/** A thigh coming at the viewer: an oval from inside the body down to the round knee, wider than the shin below it. */
function lap(hip: Point, knee: Point, r: number, isBlocky: boolean): Shape {
  const top = { x: hip.x, y: hip.y - r * 0.6 };
  const bottom = { x: knee.x, y: knee.y + r * 1.15 };
  const half = r * 1.22;
  // A robot's knee is a rounded block like the rest of it.
  if (isBlocky) return roundedPolygon([{ x: top.x - half, y: top.y }, { x: top.x + half, y: top.y }, { x: bottom.x + half, y: bottom.y }, { x: bottom.x - half, y: bottom.y }], r * 0.5);
  return ellipse(lerp(top, bottom, 0.5), half, Math.hypot(bottom.x - top.x, bottom.y - top.y) / 2, (Math.atan2(bottom.x - top.x, bottom.y - top.y) * -180) / Math.PI);
}

/** A person's hand on the most detailed pages has fingers and a thumb; a mitten elsewhere (fingers too small to colour). */
function hasFingers(ctx: FigureContext): boolean {
  return ctx.detail === 'high' && ctx.kind.isPerson && ctx.kind.plan.hand === 'mitten';
}

function drawArm(ctx: FigureContext, side: 'back' | 'front', bodyInside: Shape | null): void {
  const { list, kind, skeleton } = ctx;
  const { plan } = kind;
  const u = skeleton.u;
  const layer = limbLayer(skeleton, side, 'arm');
  const shoulder = skeleton.shoulders[side];
  const elbow = skeleton.elbows[side];
  const hand = skeleton.hands[side];
  const r = plan.armRadius * u;
  switch (plan.hand) {
    case 'wing':
    case 'flipper': {
      const isWing = plan.hand === 'wing';
      if (isWing && elbow.y - shoulder.y < Math.abs(elbow.x - shoulder.x) * 0.18) {
        // Raised out level or higher, a wing spreads its feathers; behind the body, which covers its root.
        const wing = spreadWing(shoulder, hand, r);
        addPart(list, LAYER.backLimb, wing.shape);
        for (const parting of wing.partings) addStroke(list, LAYER.backLimb + 0.5, parting);
        return;
      }
      // A flipper is a slim paddle tapering to a point; a folded wing is a leaf, broadest at the wrist and
      // tapering to its tip (broad at the shoulder, it reads as a drumstick).
      // Seen from the front, a folded wing hung at the side is slimmer, lying along the flank: as broad as half the body,
      // two of them met over the tummy as sausages across it (round 12). Its root stays as broad as the shoulder:
      // narrower, it closed a ring of white against the body.
      const isFlankWing = isWing && skeleton.view === 'front' && hand.y > elbow.y && elbow.y > shoulder.y;
      const [base, middle, tip] = isFlankWing ? [1.3, 1.4, 0.3] : [1.3, 1.75, 0.45];
      // Seen from the front, a flipper out at the side grows from behind the body's edge: laid over the
      // front, its round top sat on the chest like a sausage stuck on, strapped to the neck by the body's line.
      const isBehind = !isWing && skeleton.view === 'front' && Math.abs(hand.x) > plan.torsoWidth * u * 0.4;
      addPart(list, isBehind ? LAYER.backLimb : layer, isWing ? unite([capsule(shoulder, elbow, r * base, r * middle), capsule(elbow, hand, r * middle, r * tip)]) : flipperPaddle(shoulder, elbow, hand, r));
      if (isWing) {
        for (const t of [0.45, 0.7]) {
          const from = lerp(shoulder, hand, t);
          addStroke(list, layer, [from, lerp(from, hand, 0.45)], { isDetail: true });
        }
      }
      return;
    }
    case 'tentacle':
      // Both curl one way: the raised one out away from the head, the hanging one clear of the legs (curled in, its tip
      // peeped out between them as a speck).
      addPart(list, layer, tentacle([shoulder, elbow, hand], r * 1.25, r * 0.5, 1));
      return;
    default: {
      const thumbToward = skeleton.view === 'turned' ? { x: 1, y: -1 } : { x: -Math.sign(hand.x), y: 0 };
      const arm = unite([capsule(shoulder, elbow, r), capsule(elbow, hand, r, r * 0.92)]);
      addPart(list, layer, arm, { arm: side });
      if (bodyInside && layer > LAYER.body) {
        // The arm's round top (and its sleeve's) lying on the body is hidden, so the shoulder line flows on
        // into the arm: drawn, it read as a ball or a pill stuck on the shoulder.
        // Raised out of the body, the upper arm's whole length on it is hidden: a round round the shoulder left the
        // rest of its outline as a loose dash running in from the armpit (round 12). Hanging down, its inner edge
        // lies along the body's side as the arm's own line, and stays.
        const upperArm = capsule(shoulder, elbow, r * 1.2 + ctx.linePx);
        const isReachingOut = isRaisedOut(skeleton, side, bodyInside);
        // Then only what the arm and its sleeve cover: wider, it hid the ends of the shirt's stripes below the arm.
        // The sleeve's end is a straight hem: a round end reached on past it under the arm and cut the top stripe short.
        const armAndSleeve = unite([capsule(shoulder, elbow, r + ctx.linePx), intersect(capsule(shoulder, lerp(shoulder, elbow, SLEEVE_SHARE), r * 1.2 + ctx.linePx), beforeHem(shoulder, elbow, r * 8))]);
        const patch = isReachingOut ? intersect(grow(bodyInside, ctx.linePx * 0.6), armAndSleeve) : intersect(intersect(circle(shoulder, r * 1.4), bodyInside), upperArm);
        // Lying over the chest (a rider's, side on), the round cut the sleeve's underside off mid-shirt, a loose
        // diagonal (round 12): the arm keeps its whole outline there, closed round its shoulder.
        if (!isLyingOver(skeleton, side, bodyInside)) addPart(list, layer + 0.55, patch, { arm: side, hasLine: false, isOuter: false });
      }
      const isOpen = ctx.pose.openHand === side;
      if (hasFingers(ctx) && !isOpen) {
        const fingered = fingeredHand(hand, elbow, r, thumbToward);
        addPart(list, layer + 1, fingered.shape, { grip: side });
        for (const parting of fingered.partings) addStroke(list, layer + 1.1, parting, { isDetail: true, grip: side });
        return;
      }
      addPart(list, layer + 1, handShape(plan.hand, hand, elbow, r, { isOpen, thumbToward }), { grip: side });
      const creases = plan.hand === 'mitten' ? pictureBookHandCreases : plan.hand === 'paw' ? pictureBookPawCreases : null;
      if (creases && !isOpen) for (const crease of creases(hand, elbow, r, thumbToward, ctx.detail === 'low' ? 1 : 2)) addStroke(list, layer + 1.1, crease, { grip: side });
    }
  }
}

/**
 * Whether an upper arm is raised out of the body, nearer level than hanging, with the middle of a short sleeve's hem
 * (`SLEEVE_SHARE` along it) already off the body. An arm lying over the chest (a rider's, seen from the side) keeps its
 * sleeve's whole outline: its hem lies on the body, in front of it.
 */
function isRaisedOut(skeleton: Skeleton, side: 'back' | 'front', bodyInside: Shape): boolean {
  const shoulder = skeleton.shoulders[side];
  const elbow = skeleton.elbows[side];
  return elbow.y - shoulder.y < Math.abs(elbow.x - shoulder.x) && !containsPoint(bodyInside, lerp(shoulder, elbow, SLEEVE_SHARE)) && !containsPoint(bodyInside, elbow);
}

/** Whether an upper arm lies over the chest: its shoulder well inside the body and its sleeve's hem still on it. */
function isLyingOver(skeleton: Skeleton, side: 'back' | 'front', bodyInside: Shape): boolean {
  const shoulder = skeleton.shoulders[side];
  const elbow = skeleton.elbows[side];
  return containsPoint(bodyInside, lerp(shoulder, elbow, SLEEVE_SHARE)) && containsPoint(grow(bodyInside, -skeleton.u * 1.5), shoulder);
}

/** Everything on the shoulder's side of a short sleeve's hem, out to `far` round it. */
function beforeHem(shoulder: Point, elbow: Point, far: number): Shape {
  const hem = lerp(shoulder, elbow, SLEEVE_SHARE);
  const length = Math.hypot(elbow.x - shoulder.x, elbow.y - shoulder.y) || 1;
  const back = { x: ((shoulder.x - elbow.x) / length) * far, y: ((shoulder.y - elbow.y) / length) * far };
  const across = { x: -back.y, y: back.x };
  const against = scale(across, -1);
  return [[add(hem, across), add(add(hem, across), back), add(add(hem, against), back), add(hem, against)]];
}

/** How far along the upper arm a short sleeve's hem lies (outfits.ts). */
export const SLEEVE_SHARE = 0.55;

/**
 * The body's side under a raised arm, from the armpit up to `share` of the way along the upper arm (a short sleeve's
 * hem), in the figure's frame: with the upper arm's whole outline on the body hidden (drawArm), the sleeve's hem
 * ended in the open until this closed it.
 */
export function bodySideUnderArm(ctx: FigureContext, side: 'back' | 'front', share: number): Point[][] {
  const { skeleton, kind } = ctx;
  if (kind.plan.torsoShape !== 'shirt' || limbLayer(skeleton, side, 'arm') <= LAYER.body) return [];
  const body = rotateShape(torsoShape(kind.plan, skeleton, ctx.linePx), skeleton.hips, skeleton.lean);
  const shoulder = skeleton.shoulders[side];
  const elbow = skeleton.elbows[side];
  if (!isRaisedOut(skeleton, side, grow(body, -ctx.linePx * 0.6))) return [];
  const along = { x: elbow.x - shoulder.x, y: elbow.y - shoulder.y };
  const length = Math.hypot(along.x, along.y) || 1;
  const unitAlong = scale(along, 1 / length);
  // Across the arm to its underside, away from the head.
  const down = unitAlong.x >= 0 ? { x: -unitAlong.y, y: unitAlong.x } : { x: unitAlong.y, y: -unitAlong.x };
  const far = length + kind.plan.armRadius * skeleton.u * 4;
  const start = add(shoulder, scale(along, share));
  const beyondHem: Shape = [[start, add(start, scale(unitAlong, far)), add(add(start, scale(unitAlong, far)), scale(down, far)), add(start, scale(down, far))]];
  const underArm = intersect(capsule(shoulder, elbow, kind.plan.armRadius * skeleton.u), beyondHem);
  return body.flatMap((ring) => clipLine([...ring, ring[0]!], underArm, ctx.linePx));
}

/**
 * One tail from the waist along the middle of both legs, tapering to a two-lobed fin, with scales. Its outline is one
 * smooth edge down each side, starting inside the body as wide as the hips: a chain of capsules made a wobbly, doubled
 * edge, and a tail wider than the hips left slivers at the waist (round 10).
 */
/** The tail's spine and its edges, in the figure's frame; `widthAt` gives its half width along the way (0 at the hips). */
function fishTail(plan: BodyPlan, skeleton: Skeleton): { points: Point[]; left: Point[]; right: Point[]; widthAt: (share: number) => number; fluke: Shape; along: Point; across: Point; at: (a: number, c: number) => Point } {
  const u = skeleton.u;
  const middle = (a: Point, b: Point): Point => lerp(a, b, 0.5);
  const knee = middle(skeleton.knees.back, skeleton.knees.front);
  const ankle = middle(skeleton.ankles.back, skeleton.ankles.front);
  const w = plan.torsoWidth * u;
  const waist = torsoWidthPx(plan, skeleton);
  const hips = waist * 0.44;
  const t = plan.torsoLength * u;
  const points = [{ x: 0, y: -t * 0.3 }, ...curve({ x: 0, y: 0 }, knee, ankle, 16)];
  // Half its width along the way: as wide as the hips at the waist, slimming to a wrist under a third of that before the fin.
  const widthAt = (share: number): number => hips * (1 - 0.7 * Math.pow(Math.min(1, Math.max(0, share)), 1.25));
  const shareOf = (index: number): number => Math.max(0, index - 1) / (points.length - 2);
  const left: Point[] = [];
  const right: Point[] = [];
  points.forEach((point, index) => {
    // Of a piece with the body (mermaidBody), the hips' edge runs along the tail: turned toward the top point up inside
    // the body, it stepped out of the outline there.
    const before = points[Math.max(isMermaidBody(plan, skeleton) ? 1 : 0, index - 1)]!;
    const after = points[Math.min(points.length - 1, index + 1)]!;
    const direction = normalise({ x: after.x - before.x, y: after.y - before.y });
    // Its top, up inside the body, keeps inside the waist's pinch: as wide as the hips there, it poked out in slivers.
    const half = index === 0 ? waist * 0.34 : widthAt(shareOf(index));
    left.push(add(point, scale({ x: -direction.y, y: direction.x }, half)));
    right.push(add(point, scale({ x: direction.y, y: -direction.x }, half)));
  });
  const along = normalise({ x: ankle.x - points[points.length - 2]!.x, y: ankle.y - points[points.length - 2]!.y });
  const across = { x: -along.y, y: along.x };
  // One fluke, a crescent notched in the middle, of a piece with the tail: two lobes drawn apart read as
  // two diamonds joined by a stub.
  const at = (a: number, c: number): Point => add(add(ankle, scale(along, w * a)), scale(across, w * c));
  const fluke = roundedPolygon([at(-0.3, -0.1), at(0.12, -0.36), at(0.5, -0.68), at(0.4, -0.3), at(0.3, 0), at(0.4, 0.3), at(0.5, 0.68), at(0.12, 0.36), at(-0.3, 0.1)], w * 0.05);
  return { points, left, right, widthAt, fluke, along, across, at };
}

/**
 * A swimming mermaid's upper body turned a little to us above her side-on tail: round shoulders, a chest, a waist
 * narrowing into the hips, and the tail carrying on from the hips as one ring, so its flanks run on from the waist
 * with no join (a side-on torso united with the tail read as a shapeless wedge and left slivers where the two met).
 */
function mermaidBody(plan: BodyPlan, skeleton: Skeleton): Shape {
  const t = plan.torsoLength * skeleton.u;
  const w = plan.torsoWidth * skeleton.u;
  const tail = fishTail(plan, skeleton);
  const front = [
    { x: w * 0.35, y: -t * 0.3 },
    { x: w * 0.45, y: -t * 0.52 },
    { x: w * 0.49, y: -t * 0.68 },
    { x: w * 0.45, y: -t * 0.86 },
    { x: w * 0.28, y: -t * 0.97 },
    { x: w * 0.13, y: -t * 1.02 },
    // The neck runs on up under the chin: stopped short of it, the head's rim and the shoulders' line closed slivers.
    { x: w * 0.12, y: -t * 1.2 },
  ];
  const back = front.map((point) => ({ x: -point.x, y: point.y }));
  // The front runs on from the chest into the tail, its tummy curving in to the hips only at the back: pinched in at the
  // front too, the tail bending forward from the hips stepped out of it.
  front.shift();
  // Down the front from the chest along the tail, round its wrist and back up the far flank to the back. The long
  // stretch from the waist to the hips gets points as close as the tail's, or the smoothing overshot in a step there.
  const between = (a: Point, b: Point): Point[] => [lerp(a, b, 1 / 3), lerp(a, b, 2 / 3)];
  front.reverse();
  const ring = [...front, ...between(front[front.length - 1]!, tail.right[1]!), ...tail.right.slice(1), ...tail.left.slice(1).reverse(), ...between(tail.left[1]!, back[0]!), ...back];
  const body = unite([unite([smoothRing(ring, 6)]), tail.fluke]);
  return rotateShape(body, skeleton.hips, -skeleton.lean);
}

const isMermaidBody = (plan: BodyPlan, skeleton: Skeleton): boolean => plan.foot === 'fish-tail' && skeleton.view === 'turned';

/**
 * A mermaid seen from the front: her body from the neckline down her sides runs on into the tail's flanks as one ring,
 * round the fin and back up. With the tail swept back as she swims, a shirt's body over a tail bent from its hips left a
 * corner of the hips poking out of the bend.
 */
function frontMermaidBody(plan: BodyPlan, skeleton: Skeleton, rightSide: Point[], neckline: number): Shape {
  const tail = fishTail(plan, skeleton);
  const toFigure = (point: Point): Point => rotatePoint(point, skeleton.hips, skeleton.lean);
  const right = rightSide.map(toFigure);
  const left = rightSide.map((point) => toFigure({ x: -point.x, y: point.y })).reverse();
  // The tail's flanks join the hips a little way down, so the smoothing bends one into the other with no step.
  const ring = [toFigure({ x: 0, y: neckline }), ...right, ...tail.right.slice(3), ...tail.left.slice(3).reverse(), ...left];
  return rotateShape(unite([unite([smoothRing(ring, 6)]), tail.fluke]), skeleton.hips, -skeleton.lean);
}

function drawFishTail(ctx: FigureContext): void {
  const { list, kind, skeleton } = ctx;
  const { points, left, right, widthAt, fluke, along, across, at } = fishTail(kind.plan, skeleton);
  // The tail is of a piece with the body (mermaidBody, frontMermaidBody) but on a body drawn without a shirt's shape.
  const isOwnPart = kind.plan.torsoShape !== 'shirt';
  if (isOwnPart) addPart(list, LAYER.legs, unite([unite([[[...left, ...right.reverse()]]]), fluke]));
  const layer = (isOwnPart ? LAYER.legs : LAYER.body) + 0.5;
  // Scales: a row of big arcs down the tail for the youngest, and for older children a pair between each row,
  // overlapping like a fish's; a bare tail read as a sack.
  const arc = (share: number, shift: number, half: number, isDetail: boolean): void => {
    const centre = add(points[Math.round(1 + share * (points.length - 2))]!, scale(across, shift));
    addStroke(list, layer, curve(add(centre, scale(across, -half)), add(centre, scale(along, half * 0.8)), add(centre, scale(across, half)), 6), { isDetail });
  };
  // Seen from the front, a line dipping across her hips where the scales begin: with none, her body ran on into the
  // tail as one long sack.
  if (!isOwnPart && skeleton.view === 'front') addStroke(list, layer, curve(left[1]!, points[2]!, right[1]!, 8));
  for (const share of [0.3, 0.55]) arc(share, 0, widthAt(share) * 0.5, false);
  for (const share of [0.42, 0.67]) for (const side of [-1, 1]) arc(share, side * widthAt(share) * 0.3, widthAt(share) * 0.28, true);
  // Ribs fanning into each lobe of the fluke.
  for (const side of [-1, 1]) addStroke(list, layer, curve(at(0.05, side * 0.08), at(0.22, side * 0.3), at(0.38, side * 0.5), 6), { isDetail: true });
}

/** `thumbToward`: the way the thumb of a mitten points (to the body's middle seen from the front, ahead and up seen from the side). */
export function handShape(hand: BodyPlan['hand'], centre: Point, elbow: Point, r: number, { isOpen = false, thumbToward = { x: 0, y: 0 } }: { isOpen?: boolean; thumbToward?: Point } = {}): Shape {
  const along = normalise({ x: centre.x - elbow.x, y: centre.y - elbow.y });
  const side = -along.y * thumbToward.x + along.x * thumbToward.y < 0 ? -1 : 1;
  const across = { x: -along.y * side, y: along.x * side };
  switch (hand) {
    case 'mitten':
      return isOpen ? openHand(centre, elbow, r, thumbToward) : pictureBookHand(centre, elbow, r, thumbToward);
    case 'claw': {
      // A robot's hand: a rounded block, a mitt of a piece, on a wrist. Jaws bowed out from a ball and
      // notched round what they held read as malformed, claw-like gloves; straight prongs as a "rock on" hand.
      const mitt = add(centre, scale(along, r * 1.0));
      const corner = (a: number, c: number): Point => add(mitt, add(scale(along, r * a), scale(across, r * c)));
      const corners = [corner(-1.45, -1.2), corner(1.15, -1.2), corner(1.15, 1.2), corner(-1.45, 1.2)];
      // Its corners go round the same way whichever side the thumb is on: turned the other way, the rounding bulged out.
      const isClockwise = (corners[1]!.x - corners[0]!.x) * (corners[2]!.y - corners[1]!.y) - (corners[1]!.y - corners[0]!.y) * (corners[2]!.x - corners[1]!.x) > 0;
      return unite([capsule(centre, mitt, r * 0.8, r * 0.8), roundedPolygon(isClockwise ? corners : corners.reverse(), r * 0.55)]);
    }
    case 'paw':
      // Waving, the paw opens with its fingers spread as a hand does: closed, a raised paw was "only a raised ball" (round 13).
      return isOpen ? openHand(centre, elbow, r, thumbToward) : pictureBookPaw(centre, elbow, r, thumbToward);
    default:
      return circle(add(centre, scale(along, r * 0.3)), r * 1.4);
  }
}

/** The foot's outline; a shoe's sole line is drawn on `layer`, the foot's own. */
function foot(list: PartList, layer: number, linePx: number, plan: BodyPlan, skeleton: Skeleton, side: 'back' | 'front', pose: Pose): Shape {
  const u = skeleton.u;
  const r = plan.legRadius * u;
  const ankle = skeleton.ankles[side];
  const isTurned = skeleton.view === 'turned';
  const outward = isTurned ? 1 : side === 'back' ? -1 : 1;
  const shin = { x: ankle.x - skeleton.knees[side].x, y: ankle.y - skeleton.knees[side].y };
  const isSoleUp = pose.isSeated === true && Math.abs(shin.x) > Math.abs(shin.y) * 1.5;
  if (plan.foot === 'webbed' && isSoleUp) {
    // Sat with the feet out in front: the webbed foot stands up on its heel, toes fanned upwards.
    // Facing out, they show big and low in front of the bottom, out from the belly: at the side-on size and place
    // they were small wedges on its edge, pinching black corners against it.
    const isFacingOut = pose.legsToViewer === true;
    const size = isFacingOut ? 1.5 : 1;
    const heel = add(ankle, isFacingOut ? { x: Math.sign(shin.x) * r * 1.8, y: r * 2.2 } : { x: Math.sign(shin.x) * r * 0.6, y: r * 0.4 });
    return roundedPolygon([heel, { x: heel.x + r * 1.6 * size, y: heel.y - r * 2.6 * size }, { x: heel.x - r * 1.6 * size, y: heel.y - r * 2.6 * size }], r * 0.45 * size);
  }
  if (plan.foot === 'webbed' && isTurned && pose.isLying === true && pose.isHeadOnPaws !== true) {
    // On the tummy in a belly slide, the feet trail out behind along the legs, webbed toes fanned at the end: stood
    // flat on their soles as when upright, they pointed down at the ice and the penguin seemed to stand on its toes.
    const along = Math.hypot(shin.x, shin.y) > 0 ? scale(shin, 1 / Math.hypot(shin.x, shin.y)) : { x: 0, y: 1 };
    const across = { x: -along.y, y: along.x };
    const at = (a: number, c: number): Point => add(ankle, add(scale(along, r * a), scale(across, r * c)));
    const corners = [at(-0.4, -0.8), at(2.4, -1.35), at(2.8, 0), at(2.4, 1.35), at(-0.4, 0.8)];
    const isClockwise = (corners[1]!.x - corners[0]!.x) * (corners[2]!.y - corners[1]!.y) - (corners[1]!.y - corners[0]!.y) * (corners[2]!.x - corners[1]!.x) > 0;
    return roundedPolygon(isClockwise ? corners : corners.reverse(), r * 0.5);
  }
  if (plan.foot === 'webbed') {
    // Big flat feet, wider than the short legs are long: a small triangle
    // under a long leg read as a chick's, not a penguin's. Pointing at the viewer off a seat's edge, the
    // feet show bigger and lower, below the round belly.
    const size = pose.legsToViewer === true ? 1.5 : 1.25;
    // The sole well below the ankle, so the belly stands clear of the ground by more than a sliver.
    const sole = ankle.y + r * 1.5 * size;
    if (isTurned) {
      // Side on, the foot reaches out ahead of the ankle, flat on the ground, its toes rounded. The far foot stands half
      // a step behind and lower, its heel and top showing past the near one's: side by side under the ankles, the two
      // ran together into one slab (round 13).
      const isFar = side === 'back';
      const step = (isFar ? -1.6 : 0.2) * r * size;
      const rise = isFar ? 0.8 : 1;
      const heel = ankle.x + step - r * 0.9 * size;
      const toes = ankle.x + step + r * 2.6 * size;
      return roundedPolygon([{ x: heel, y: sole }, { x: heel, y: sole - r * 1.7 * size * rise }, { x: ankle.x + step + r * 0.6 * size, y: sole - r * 1.9 * size * rise }, { x: toes, y: sole - r * 0.8 * size * rise }, { x: toes, y: sole }], r * 0.5 * size);
    }
    // Toes turned out, so the two feet keep a gap under the belly instead of meeting in a sliver there.
    const centre = ankle.x + outward * r * 0.9 * size;
    const half = r * 1.7 * size;
    return roundedPolygon([{ x: centre - half, y: sole }, { x: centre - half * 0.45, y: sole - r * 1.95 * size }, { x: centre + half * 0.45, y: sole - r * 1.95 * size }, { x: centre + half, y: sole }], r * 0.55 * size);
  }
  if (plan.foot === 'talon' && !isTurned && (pose.lift ?? 0) > 0) {
    // Off the ground, three thick toes fan down and out from a round foot, each bending in to a hooked claw: short
    // claws under a big round pad read as two balls (round 15), and splayed level as for a perch, the toes hung in the
    // air like two small hands (round 12). Short enough that the jump is no taller, so the sheet keeps its size.
    const claw = Math.max(r * 2, linePx * 3.6);
    const pad = add(ankle, { x: 0, y: claw * 0.05 });
    const toes = [-56, 0, 56].map((degrees) => {
      const direction = limbDirection(degrees);
      const knuckle = add(pad, scale(direction, claw * 0.78));
      const hook = limbDirection(degrees * 0.35);
      const tip = add(knuckle, scale(hook, claw * 0.48));
      return unite([capsule(pad, knuckle, claw * 0.36, claw * 0.3), capsule(knuckle, tip, claw * 0.28, claw * 0.06)]);
    });
    return unite([circle(pad, claw * 0.6), ...toes]);
  }
  if (plan.foot === 'talon') {
    // Three thick curved toes splayed from the ankle, each ending in a point: an owl's grip. Side on they lie
    // ahead along the ground (fanned up ahead, they tangled with the far foot's into a knot; fanned down, the foot
    // dangled and the owl seemed to float, round 12).
    const toes = (isTurned ? [74, 90, 106] : [-48, 0, 48]).map((degrees) => {
      const direction = limbDirection(isTurned ? degrees : degrees + outward * 8);
      const knuckle = add(ankle, scale(direction, r * 1.3));
      const tip = add(knuckle, add(scale(direction, r * 0.7), { x: 0, y: r * 0.6 }));
      return unite([capsule(ankle, knuckle, r * 0.62, r * 0.55), capsule(knuckle, tip, r * 0.55, r * 0.18)]);
    });
    return unite([circle(ankle, r * 0.9), ...toes]);
  }
  const length = plan.foot === 'boot' ? 1.85 : plan.foot === 'paw' ? 1.45 : 1.6;
  if (pose.legsToViewer === true) {
    // Legs pointing at the viewer end in big round soles, a teddy's footpads.
    return ellipse(add(ankle, { x: Math.sign(shin.x) * r * 0.3, y: r * 0.2 }), r * 1.2, r * 1.4);
  }
  if (isSoleUp) {
    // Sat with the legs straight out like a teddy: the sole faces the viewer, toes up.
    return ellipse(add(ankle, { x: Math.sign(shin.x) * r * 0.45, y: -r * 0.55 }), r * 0.95, r * length * 0.85);
  }
  if (plan.foot === 'paw') {
    const centre = add(ankle, { x: outward * r * (isTurned ? 0.85 : 0.6), y: r * 0.35 });
    const sole = ellipse(centre, r * length * (isTurned ? 1.08 : 1), r * 0.95);
    if (isTurned) return sole;
    // Seen from the front, three toe bumps along the front edge, so a foot is a paw and not another ball like the hands.
    return unite([sole, ...[-0.7, 0, 0.7].map((c) => circle({ x: centre.x + r * c, y: centre.y + r * 0.78 }, r * 0.5))]);
  }
  // A shoe stands on a flat sole: seen from the front a rounded toe cap below the ankle, seen from the side
  // a low heel behind the ankle and the toe out ahead, higher than the heel. An oval round the ankle read as
  // a flat foot seen from above. Seen from the front the toes turn out, so two shoes side by side keep a
  // gap too wide to close up black between them.
  const sole = ankle.y + r * (plan.foot === 'boot' ? 1.45 : 1.3);
  const height = r * (plan.foot === 'boot' ? 2.1 : 1.75);
  const back = isTurned ? ankle.x - r * 1.05 : ankle.x + outward * r * 0.6 - r * length * 0.72;
  const front = isTurned ? ankle.x + r * length * 1.65 : ankle.x + outward * r * 0.6 + r * length * 0.72;
  const toe = isTurned ? front - r * 0.95 : (back + front) / 2;
  // Seen from the front the toe turns out and the heel's side rises straight up the inside of the leg, as wide as the
  // trouser leg: a toe cap centred out past the ankle left the leg's inner corner poking out beside it as a white wedge
  // (round 12, the scientist).
  const heel = ankle.x - outward * r * 1.15;
  const points = isTurned
    ? [{ x: back, y: sole }, { x: back - r * 0.05, y: sole - height * 0.85 }, { x: ankle.x + r * 0.6, y: sole - height }, { x: toe, y: sole - height * 0.72 }, { x: front, y: sole - height * 0.3 }, { x: front - r * 0.1, y: sole }]
    : [{ x: heel, y: sole }, { x: heel, y: sole - height * 0.6 }, { x: heel + outward * r * 0.15, y: sole - height }, { x: toe + outward * r * 0.6, y: sole - height }, { x: toe + outward * (r * length * 0.72 - r * 0.1), y: sole - height * 0.55 }, { x: toe + outward * r * length * 0.72, y: sole }];
  const xs = points.map((point) => point.x);
  // The sole's line only where the strip under it stays wide enough to colour.
  if (r * 0.5 - linePx * 1.2 >= MIN_WHITE_PX) addStroke(list, layer + 0.01, [{ x: Math.min(...xs) + r * 0.2, y: sole - r * 0.5 }, { x: Math.max(...xs) - r * 0.2, y: sole - r * 0.5 }], { isDetail: true });
  if (!isTurned && outward < 0) points.reverse();
  return roundedPolygon(points, r * 0.45);
}

/** The torso's width, px: narrower seen three-quarters on. Clothes and neck wear are drawn to it. */
export function torsoWidthPx(plan: BodyPlan, skeleton: Skeleton): number {
  return plan.torsoWidth * skeleton.u * (skeleton.view === 'turned' ? 0.88 : 1);
}

export function torsoShape(plan: BodyPlan, skeleton: Skeleton, linePx: number): Shape {
  const u = skeleton.u;
  const w = torsoWidthPx(plan, skeleton);
  const t = plan.torsoLength * u;
  switch (plan.torsoShape) {
    case 'shirt': {
      if (isMermaidBody(plan, skeleton)) return mermaidBody(plan, skeleton);
      // One body: a scooped neckline, the shoulders rounding over the arms' tops (the arm and its sleeve fit
      // inside that round, see drawArm), in at the waist and out again over the hips. A box with straight
      // sides read as a block with the arms stuck on.
      const bottom = plan.legRadius * u * 0.7;
      const isTurned = skeleton.view === 'turned';
      const shoulder = { x: plan.torsoWidth * u * (isTurned ? 0.14 : 0.38), y: -t * 0.8 };
      const round = plan.armRadius * u * 1.2;
      const arc = (isTurned ? [-90, -60, -30] : [-115, -90, -60, -30, 0, 30, 70]).map((degrees) => ({ x: shoulder.x + Math.cos((degrees * Math.PI) / 180) * round, y: shoulder.y + Math.sin((degrees * Math.PI) / 180) * round }));
      const side = isTurned ? [...arc, { x: w * 0.47, y: -t * 0.6 }] : arc;
      // The neckline dips deep enough that the neck between it and the chin is wide enough to colour: a thin
      // strip there was inked over into a black band like a choker.
      const chinGap = (plan.neck - plan.headRy * 0.1) * u;
      const scoop = Math.min(t * 0.18, Math.max(t * 0.09, MIN_WHITE_PX + 2 + linePx * 1.2 - chinGap));
      const right = [{ x: w * 0.14, y: -t + scoop * 0.8 }, { x: w * 0.2, y: -t * 0.98 }, ...side, { x: w * 0.4, y: -t * 0.3 }, { x: w * 0.47, y: -t * 0.04 }, { x: w * 0.44, y: bottom }];
      if (plan.foot === 'fish-tail') return frontMermaidBody(plan, skeleton, right.slice(0, -1), -t + scoop);
      const left = [...right].reverse().map((point) => ({ x: -point.x, y: point.y }));
      return smoothRing([...right, { x: 0, y: bottom + w * 0.02 }, ...left, { x: 0, y: -t + scoop }], 6);
    }
    case 'round':
      return ellipse({ x: 0, y: -t * 0.45 }, w / 2, t * 0.62);
    case 'egg':
      return unite([ellipse({ x: 0, y: -t * 0.5 }, w * 0.44, t * 0.58), ellipse({ x: 0, y: -t * 0.32 }, w / 2, t * 0.46)]);
    case 'box':
      return roundedPolygon(
        [
          { x: -w / 2, y: -t },
          { x: w / 2, y: -t },
          { x: w / 2, y: plan.legRadius * u * 0.5 },
          { x: -w / 2, y: plan.legRadius * u * 0.5 },
        ],
        w * 0.14,
      );
    case 'hidden':
      return [];
  }
}

function tailBase(plan: BodyPlan, skeleton: Skeleton): Point {
  const u = skeleton.u;
  return skeleton.view === 'turned' ? { x: -plan.torsoWidth * u * 0.4, y: -plan.torsoLength * u * 0.12 } : { x: -plan.torsoWidth * u * 0.22, y: -plan.torsoLength * u * 0.08 };
}

/**
 * A limb that bends as one smooth curve through the given joints, tapering to a thin tip that curls over: a chain of
 * capsules with a short hooked end read as legs with feet (judging 20: "a crouching thing with feet").
 */
export function tentacle(joints: Point[], startRadius: number, endRadius: number, curl: 1 | -1): Shape {
  const points: Point[] = [];
  for (let i = 0; i < joints.length - 1; i++) {
    const [p0, p1, p2, p3] = [joints[Math.max(0, i - 1)]!, joints[i]!, joints[i + 1]!, joints[Math.min(joints.length - 1, i + 2)]!];
    for (let step = 0; step < TENTACLE_STEPS; step++) {
      const t = step / TENTACLE_STEPS;
      const spline = (a: number, b: number, c: number, d: number): number => 0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t * t + (3 * b - a - 3 * c + d) * t * t * t);
      points.push({ x: spline(p0.x, p1.x, p2.x, p3.x), y: spline(p0.y, p1.y, p2.y, p3.y) });
    }
  }
  const last = joints[joints.length - 1]!;
  const before = joints[joints.length - 2]!;
  points.push(last);
  // The tip curls over on itself a little less than half a turn, widely enough that the thin tube never meets itself.
  let heading = Math.atan2(last.y - before.y, last.x - before.x);
  let reach = Math.hypot(last.x - before.x, last.y - before.y) * 0.3;
  let point = last;
  for (let step = 0; step < TENTACLE_STEPS; step++) {
    heading += curl * 0.4;
    point = add(point, { x: Math.cos(heading) * reach, y: Math.sin(heading) * reach });
    points.push(point);
    reach *= 0.9;
  }
  return tube(points, startRadius, endRadius * 0.6);
}

/** Points along each stretch of a tentacle between joints, and along its curled tip. */
const TENTACLE_STEPS = 6;

function lerp(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

function normalise(point: Point): Point {
  const length = Math.hypot(point.x, point.y) || 1;
  return { x: point.x / length, y: point.y / length };
}

/**
 * A tapering tube along a curve, for tails: one outline through both sides' offset points with round
 * ends. A chain of capsules left a notch at every joint, so the edge looked ragged.
 */
function tube(points: Point[], startRadius: number, endRadius: number): Shape {
  const count = points.length;
  const radius = (i: number): number => startRadius + ((endRadius - startRadius) * i) / (count - 1);
  const normal = (i: number): Point => {
    const before = points[Math.max(0, i - 1)]!;
    const after = points[Math.min(count - 1, i + 1)]!;
    const along = normalise({ x: after.x - before.x, y: after.y - before.y });
    return { x: -along.y, y: along.x };
  };
  const left = points.map((point, i) => add(point, scale(normal(i), radius(i))));
  const right = points.map((point, i) => add(point, scale(normal(i), -radius(i))));
  const cap = (centre: Point, r: number, from: Point): Point[] => {
    const start = Math.atan2(from.y - centre.y, from.x - centre.x);
    return Array.from({ length: 9 }, (_, k) => {
      const angle = start - (Math.PI * (k + 1)) / 10;
      return { x: centre.x + Math.cos(angle) * r, y: centre.y + Math.sin(angle) * r };
    });
  };
  const ring = [...left, ...cap(points[count - 1]!, radius(count - 1), left[count - 1]!), ...right.reverse(), ...cap(points[0]!, radius(0), right[right.length - 1]!)];
  return unite([[ring]]);
}

type TailDrawer = (list: PartList, base: Point, width: number, isTurned: boolean) => void;

/** A tail from `base`, pointing away from the facing side; a horse's is drawn with its mane (quadruped.ts). */
export function drawTail(list: PartList, tail: Tail, base: Point, width: number, isTurned: boolean): void {
  if (tail !== 'none' && tail !== 'horse') TAILS[tail](list, base, width, isTurned);
}

/** Tails point away from the facing side; `width` is the torso's width in px. */
const TAILS: Record<Exclude<Tail, 'none' | 'horse'>, TailDrawer> = {
  bushy: (list, base, w, isTurned) => {
    const tip = add(base, { x: -w * (isTurned ? 1.05 : 0.95), y: -w * 0.85 });
    const middle = add(lerp(base, tip, 0.55), { x: -w * 0.28, y: w * 0.18 });
    const shape = smoothRing([base, add(middle, { x: w * 0.1, y: -w * 0.3 }), tip, add(middle, { x: -w * 0.22, y: w * 0.22 })], 10);
    addPart(list, LAYER.behind, shape);
    addPart(list, LAYER.behind + 1, intersect(shape, circle(tip, w * 0.32)), { isOuter: false });
  },
  thin: (list, base, w, isTurned) => {
    const end = add(base, { x: -w * (isTurned ? 1.0 : 0.85), y: -w * 0.7 });
    const points = curve(base, add(base, { x: -w * 0.9, y: w * 0.35 }), end, 10);
    points.push(add(end, { x: w * 0.12, y: -w * 0.16 }), add(end, { x: w * 0.25, y: -w * 0.05 }));
    addPart(list, LAYER.behind, tube(points, w * 0.085, w * 0.07));
  },
  curl: (list, base, w) => {
    const points: Point[] = [];
    for (let i = 0; i <= 16; i++) {
      const t = (i / 16) * Math.PI * 2.2;
      const r = w * 0.16 * (1 - i / 24);
      points.push({ x: base.x - w * 0.18 - Math.cos(t) * r, y: base.y - Math.sin(t) * r });
    }
    addStroke(list, LAYER.behind, [base, ...points], { weight: 1.5 });
  },
  // A dog's tail: short, thick at the root, rising from the back of the rump and curving up; rooted at the
  // top of the rump and sweeping far back, it read as a monkey's tail.
  wag: (list, base, w, isTurned) => {
    const root = add(base, { x: w * 0.04, y: w * 0.12 });
    const end = add(root, { x: -w * (isTurned ? 0.4 : 0.34), y: -w * 0.44 });
    addPart(list, LAYER.behind, tube(curve(root, add(root, { x: -w * 0.34, y: -w * 0.1 }), end, 8), w * 0.12, w * 0.06));
  },
  pompom: (list, base, w) => addPart(list, LAYER.behind, circle(add(base, { x: -w * 0.12, y: 0 }), w * 0.22)),
  stub: (list, base, w) => addPart(list, LAYER.behind, circle(add(base, { x: -w * 0.1, y: 0 }), w * 0.15)),
  tuft: (list, base, w, isTurned) => {
    const end = add(base, { x: -w * (isTurned ? 1.0 : 0.8), y: -w * 0.55 });
    addPart(list, LAYER.behind, tube(curve(base, add(base, { x: -w * 0.8, y: w * 0.3 }), end, 8), w * 0.08, w * 0.07));
    addPart(list, LAYER.behind + 1, ellipse(end, w * 0.14, w * 0.2, -30));
  },
  spiky: (list, base, w, isTurned) => {
    const tip = add(base, { x: -w * (isTurned ? 1.25 : 1.05), y: -w * 0.55 });
    // Many short capsules, so the taper is smooth: with few, each joint leaves a notch and the edge looks ragged.
    const points = curve(base, add(base, { x: -w * 0.85, y: w * 0.5 }), tip, 24);
    // A layer up from the wings, with the skin a dragon's scales cover (draw-figure's SKIN_LAYERS): with the wings, the
    // tail was left bare of scales while its legs had them (round 12).
    addPart(list, LAYER.behind + 1, tube(points, w * 0.3, w * 0.06));
    // No spikes on the tail: under the wing and on the thin end they only pinched into black wedges
    // and specks too small to colour (the back and head carry the spikes).
  },
  feathers: (list, base, w, isTurned) => {
    // Seen from the front the tail is hidden behind the body. Side on, one short tuft pointing down and back from the
    // rump, clear of the talons: three feathers fanned low beside the feet tangled with the toes into a knot.
    if (!isTurned) return;
    addPart(list, LAYER.behind, ellipse(add(base, { x: -w * 0.1, y: w * 0.08 }), w * 0.08, w * 0.18, 50));
  },
};

const BODY_EXTRAS: Record<BodyExtra, (ctx: FigureContext, torso: Shape) => void> = {
  belly: ({ list, kind, skeleton, pose }) => {
    // Lying on its tummy the belly faces the ground: drawn on the side it faced us, as if lying on its back.
    if (pose.isHeadOnPaws === true) return;
    const u = skeleton.u;
    const w = kind.plan.torsoWidth * u;
    const t = kind.plan.torsoLength * u;
    const isBird = kind.plan.torsoShape === 'egg';
    const shift = skeleton.view === 'turned' ? w * 0.12 : 0;
    addPart(list, LAYER.bodyDetail, ellipse({ x: shift, y: -t * (isBird ? 0.4 : 0.38) }, w * (isBird ? 0.36 : 0.3), t * (isBird ? 0.46 : 0.38)), { isOuter: false });
  },
  // A dragon's belly, on 9-12 pages in plates across it, each bowed a little: a plain oval was one more big plain shape
  // on the figure (round 14).
  'plated-belly': (ctx, torso) => {
    BODY_EXTRAS.belly(ctx, torso);
    const belly = ctx.list.parts.at(-1);
    if (ctx.detail !== 'high' || ctx.pose.isHeadOnPaws === true || !belly) return;
    const t = ctx.kind.plan.torsoLength * ctx.skeleton.u;
    const w = ctx.kind.plan.torsoWidth * ctx.skeleton.u;
    const x = ctx.skeleton.view === 'turned' ? w * 0.12 : 0;
    for (const y of [-0.58, -0.38, -0.18]) {
      for (const run of clipLine(curve({ x: x - w * 0.34, y: t * y }, { x, y: t * (y + 0.12) }, { x: x + w * 0.34, y: t * y }), belly.shape, ctx.linePx / 2)) addStroke(ctx.list, LAYER.bodyDetail + 0.5, run, { isDetail: true });
    }
  },
  'feather-marks': ({ list, kind, skeleton }) => {
    const u = skeleton.u;
    const w = kind.plan.torsoWidth * u;
    const t = kind.plan.torsoLength * u;
    const shift = skeleton.view === 'turned' ? w * 0.12 : 0;
    // Rows of small chevrons on the belly: an owl's breast feathers.
    for (const [row, xs] of [[-0.58, [-0.1, 0.1]], [-0.4, [-0.18, 0, 0.18]], [-0.22, [-0.1, 0.1]]] as const) {
      for (const x of xs) {
        const at = { x: shift + x * w, y: t * row };
        addStroke(list, LAYER.bodyDetail + 1, [{ x: at.x - w * 0.05, y: at.y - t * 0.03 }, { x: at.x, y: at.y + t * 0.02 }, { x: at.x + w * 0.05, y: at.y - t * 0.03 }], { isDetail: true });
      }
    }
  },
  tuxedo: ({ list, kind, skeleton }) => {
    const u = skeleton.u;
    const w = kind.plan.torsoWidth * u;
    const t = kind.plan.torsoLength * u;
    const shift = skeleton.view === 'turned' ? w * 0.14 : 0;
    addPart(list, LAYER.bodyDetail, ellipse({ x: shift, y: -t * 0.47 }, w * 0.34, t * 0.52), { isOuter: false });
  },
  shell: ({ list, kind, skeleton }) => {
    const u = skeleton.u;
    const w = kind.plan.torsoWidth * u;
    const t = kind.plan.torsoLength * u;
    if (skeleton.view === 'turned') {
      const centre = { x: -w * 0.3, y: -t * 0.5 };
      addPart(list, LAYER.body + 1, ellipse(centre, w * 0.5, t * 0.64, 8));
      addPart(list, LAYER.body + 2, ellipse(centre, w * 0.22, t * 0.26, 8), { isOuter: false, isDetail: true });
      return;
    }
    addPart(list, LAYER.behind + 2, ellipse({ x: 0, y: -t * 0.48 }, w * 0.64, t * 0.66));
    for (const y of [-0.62, -0.32]) addStroke(list, LAYER.bodyDetail, [{ x: -w * 0.4, y: t * y }, { x: w * 0.4, y: t * y }], { isDetail: true });
  },
  'bat-wings': ({ list, kind, skeleton, pose }) => {
    const u = skeleton.u;
    const w = kind.plan.torsoWidth * u;
    const t = kind.plan.torsoLength * u;
    if (skeleton.view === 'turned') {
      // Seen from the side, the near wing is the same bat's wing as from the front (the bony arm, the
      // fingers and the scalloped skin between them), raised up and back over the back from behind the
      // shoulder: folded along the body in front of the arm it read as a plain flap like a cape.
      // Swept back past the big head, which hid most of it raised straight up.
      const root = { x: -w * 0.22, y: -t * 0.6 };
      const wing = batWing((x, y) => ({ x: root.x + (x * 0.7 + y * 0.36) * w, y: root.y + y * 0.46 * t }));
      // Lying on the tummy, the wing folds back along the back towards the tail instead of standing up over the shoulders.
      // The far wing peeks out above it, raised a little higher, so the dragon has two wings, not one (round 12).
      const folded = pose.isHeadOnPaws === true ? -100 : 0;
      for (const [layer, sweep] of [[LAYER.behind - 1, 14], [LAYER.behind, 0]] as const) {
        drawRotated(list, root, folded + sweep, () => {
          addPart(list, layer, roundedPolygon([...wing.outline].reverse(), w * 0.04));
          for (const finger of wing.fingers) addStroke(list, layer, finger, { isDetail: true });
        });
      }
      return;
    }
    // Asleep on the back, seen from above, the wing on the ground side is lain on and the other lies
    // folded back along the body towards the feet: up beside the head, the head hid it.
    const isTucked = pose.isTuckedIn === true;
    const along = isTucked ? -1 : 1;
    for (const side of isTucked ? ([1] as const) : ([-1, 1] as const)) {
      // The root well inside the body's outline: up at the shoulder, its end showed in the gap between the
      // head and the arm as a tab like an overall's strap.
      const root = { x: side * w * 0.16, y: -t * (isTucked ? 0.4 : 0.66) };
      const at = (x: number, y: number): Point => ({ x: root.x + side * x * w * Math.abs(along), y: root.y + y * t * along });
      // The same bat's wing as seen from the side, spread out sideways: straight-edged notches between
      // the finger tips read as a flat star cut-out.
      const wing = batWing((x, y) => at(-x * 0.7 - y * 0.28, y * 0.46));
      addPart(list, LAYER.behind, roundedPolygon(side * along > 0 ? [...wing.outline].reverse() : wing.outline, w * 0.04));
      for (const finger of wing.fingers) addStroke(list, LAYER.behind, finger, { isDetail: true });
    }
  },
  'chest-panel': ({ list, kind, skeleton, pose }) => {
    // Lying on its tummy the chest faces the ground: the panel stood on end along its side read as it moving round the body.
    if (pose.isHeadOnPaws === true) return;
    const u = skeleton.u;
    const w = kind.plan.torsoWidth * u;
    const t = kind.plan.torsoLength * u;
    const x = skeleton.view === 'turned' ? w * 0.1 : 0;
    addPart(list, LAYER.bodyDetail, roundedPolygon([{ x: x - w * 0.26, y: -t * 0.78 }, { x: x + w * 0.26, y: -t * 0.78 }, { x: x + w * 0.26, y: -t * 0.36 }, { x: x - w * 0.26, y: -t * 0.36 }], w * 0.06), { isOuter: false });
    for (const dx of [-0.12, 0.12]) addPart(list, LAYER.bodyDetail + 1, circle({ x: x + dx * w, y: -t * 0.57 }, w * 0.07), { isOuter: false, isDetail: true });
  },
  tentacles: ({ list, kind, skeleton }) => {
    const u = skeleton.u;
    const r = kind.plan.legRadius * u;
    const length = kind.plan.legLength * u;
    for (const x of [-1.05, -0.42, 0.42, 1.05]) {
      const start = { x: x * r * 2.4, y: -length * 0.15 };
      const side = x < 0 ? -1 : 1;
      addPart(list, LAYER.legs - 1, tentacle([start, add(start, { x: side * length * 0.35, y: length * 0.45 }), add(start, { x: side * length * 0.75, y: length * 0.75 })], r * 1.2, r * 0.5, side > 0 ? -1 : 1));
    }
  },
  // Only four-legged cows have spots and an udder, and a four-legged pegasus its feathered wing (quadruped.ts).
  spots: () => undefined,
  udder: () => undefined,
  'feathered-wings': () => undefined,
  // An owl's head and body are one shape: the notch between them filled and the head's lower outline
  // hidden where the body carries on under it (two stacked circles read as a snowman).
  'one-body': ({ list, kind, skeleton, pose, linePx }, torso) => {
    if (pose.isTuckedIn === true) return;
    const { rx, ry } = skeleton.head;
    const centre = rotatePoint(skeleton.head.centre, skeleton.hips, -skeleton.lean);
    const top = Math.min(...torso.flat().map((point) => point.y));
    if (centre.y + ry < top - ry * 0.3) return;
    const w = kind.plan.torsoWidth * skeleton.u;
    const neckY = Math.max(centre.y + ry * 0.5, top + ry * 0.4);
    const filler = smoothRing([{ x: centre.x - rx * 0.94, y: centre.y + ry * 0.2 }, { x: -w * 0.44, y: neckY + ry * 0.5 }, { x: 0, y: neckY + ry * 0.9 }, { x: w * 0.44, y: neckY + ry * 0.5 }, { x: centre.x + rx * 0.94, y: centre.y + ry * 0.2 }, { x: centre.x, y: centre.y }], 6);
    addPart(list, LAYER.body + 0.5, filler, { hasLine: false });
    const head = rotateShape(headShape(kind.plan.headShape, centre, rx, ry), centre, skeleton.headTilt - skeleton.lean);
    const rim = subtract(grow(head, linePx * 1.5), grow(head, -linePx * 1.5));
    addPart(list, LAYER.head + 0.5, intersect(rim, grow(unite([unite([filler]), unite([torso])]), -linePx * 1.6)), { hasLine: false, isOuter: false });
  },
  'back-spikes': ({ list, kind, skeleton }) => {
    if (skeleton.view !== 'turned') return;
    const u = skeleton.u;
    const w = kind.plan.torsoWidth * u;
    const t = kind.plan.torsoLength * u;
    for (const angle of [200, 225, 250]) {
      const radians = (angle * Math.PI) / 180;
      const base = { x: Math.cos(radians) * w * 0.46, y: -t * 0.45 + Math.sin(radians) * t * 0.6 };
      const out = { x: Math.cos(radians), y: Math.sin(radians) };
      const size = w * 0.14;
      addPart(list, LAYER.body - 1, roundedPolygon([add(base, { x: -out.y * size, y: out.x * size }), add(base, scale(out, size * 2)), add(base, { x: out.y * size, y: -out.x * size })], size * 0.2));
    }
  },
};
