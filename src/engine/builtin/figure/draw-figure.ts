import { drawMotif, fmt, outlineWeight, type Box } from '../drawing';
import type { Detail } from '../motif-library';
import { ACCESSORIES } from './accessories';
import { planForDetail, poseForDetail } from './age-look';
import { drawLegDetail, drawSleeveCuffs, drawTopDetail, redrawClothesOverShoulders } from './clothes-detail';
import { drawBipedBody, poseBiped, standingHeight, torsoWidthPx } from './biped';
import { bounds, capsule, closeGaps, grow, intersect, lineData, pathData, subtract, transformShape, type Point, type Shape } from './geometry';
import { drawRotated, rotatePoint, type FigureContext, type FigureSpec, type Skeleton } from './figure-context';
import { drawHead, type FaceGeometry } from './head';
import { closeHandRound } from './fist';
import { BOOK_MOTIFS, drawHeldBook } from './held-book';
import { FIGURE_KINDS, type BodyPlan, type FigureKind } from './kinds';
import { drawHem, drawSleevesAndShorts, hemBottom, OUTFITS } from './outfits';
import { createPartList, LAYER, renderParts, visibleSkin, type Part, type PartList, type RenderedParts } from './part-list';
import { BIPED_POSES, QUADRUPED_POSES, SHORT_LEGGED_POSES, type Expression, type LimbAngles, type Pose, type PoseName } from './poses';
import { tuckIn } from './tucked-in';
import { drawQuadrupedBody, poseQuadruped, quadrupedHeight, saddlePoint } from './quadruped';

export interface FigurePlacement {
  pose: PoseName;
  /** The pose's own expression (sleeping) or happy when not given. */
  expression?: Expression;
  /** Horizontal centre of the drawn figure, px. */
  cx: number;
  /** What the figure stands, sits or lies on, px; a jump floats above it. */
  groundY: number;
  /** Head top to soles when standing, px: the same in every pose, so proportions stay the same. */
  height: number;
  /** 1 faces right, -1 left (the turned view and where the prop is held). */
  facing?: 1 | -1;
  linePx: number;
  detail: Detail;
  /** Whether the spec's prop is drawn in the hands of poses that hold something (default yes). */
  isHoldingProp?: boolean;
  /** An arm left out of the figure, to be drawn on its own from `arms` behind someone else (a hug). */
  hiddenArm?: 'back' | 'front';
  /**
   * Hands closed into fists round a handle through them, by the handle's direction in the page (degrees clockwise
   * from upright, the pose's rotation and facing included): what the composer puts there (a rope, a rod, a rim)
   * is then held, the grip drawn over it.
   */
  fists?: Partial<Record<'back' | 'front', number>>;
  /** Degrees clockwise the composer turns the whole drawing on the page afterwards (a flyer tipped along its way): the face lays out its cheeks for it. */
  turnedOnPage?: number;
  /** Figure units above the ground instead of the pose's own (a lower jump where room is short). */
  lift?: number;
  /**
   * Which of a few small variations of the pose (head tilt, arm swing) to draw, 0 being the pose as
   * it is: several of one character in a scene then look like a group, not like copies.
   */
  variant?: number;
}

/** Points on the posed figure, page px, for a composer to attach things to. */
export interface FigureAnchors {
  headTop: Point;
  /** Between the eyes. */
  face: Point;
  neck: Point;
  hips: Point;
  /** Where the figure sits on something. */
  seat: Point;
  /** Middle of the back (a backpack, a rider's reach). */
  back: Point;
  hands: { back: Point; front: Point };
  feet: { back: Point; front: Point };
  /** Where the pose holds its prop. */
  holding: Point;
  /** Top of the back of a rideable figure (horse, unicorn), where a rider's seat goes. */
  saddle: Point | null;
}

export interface DrawnFigure {
  markup: string;
  /** Box of everything drawn (prop included), px. */
  box: Box;
  anchors: FigureAnchors;
  /** The figure's outer outline (without the prop), px. */
  outline: Shape;
  /** Head box, px: hats, glasses and masks are inside or on it. */
  headBox: Box;
  /** Where each worn accessory was drawn, px, by accessory name. */
  accessoryBoxes: Record<string, Box>;
  /** Where the held prop was drawn, px, or null. */
  propBox: Box | null;
  /** Each hand drawn on its own, to lay over a tool the composer puts in it (empty when it has none). */
  grip: Grip;
  /** Each arm with its sleeve and hand drawn on its own (`hiddenArm`). */
  arms: Grip;
  /**
   * Each forearm from the elbow to the wrist on its own (empty for wings, flippers and tentacles), to go over a held
   * thing under its hand, clipped to the thing (`forearmsOver`): with only the hand drawn over it, the hand floated on the
   * thing with no arm reaching it (round 20).
   */
  forearms: Grip;
  /** What shows of the body and legs, each part shrunk by `inset` px, for a pattern that stops at every line (computed on asking). */
  skin: (inset: number) => Shape;
}

export interface Grip {
  back: string;
  front: string;
}

const PROP_SHARE = 0.34;
/** The tail, body and upper legs a pattern (a dragon's scales) covers: not the paws, head, spade or wings. */
const SKIN_LAYERS = [LAYER.behind + 1, LAYER.backLimb, LAYER.legs, LAYER.body];

interface FigureLayout {
  list: PartList;
  accessoryBoxes: Record<string, Box>;
  anchors: FigureAnchors;
  headBox: Box;
  /** Box of the outer parts, px. */
  box: Box;
  /** Where the prop goes, and how big, when the pose holds one. */
  prop: { motif: string; cx: number; cy: number; size: number; isBookToRead: boolean } | null;
  /** Each forearm's outline, px, or null where the arm ends in no hand. */
  forearms: Record<'back' | 'front', Shape | null>;
}

/** One character in one pose: its parts united into one clean outline, with clothes, face and accessories inside. */
export function drawFigure(spec: FigureSpec, placement: FigurePlacement): DrawnFigure {
  const layout = layoutFigure(spec, placement);
  const arms = armsOf(layout.list, placement.linePx, outlineWeight(placement.detail));
  if (placement.hiddenArm) {
    layout.list.parts = layout.list.parts.filter((part) => part.arm !== placement.hiddenArm && part.grip !== placement.hiddenArm);
    layout.list.strokes = layout.list.strokes.filter((stroke) => stroke.grip !== placement.hiddenArm);
  }
  // Details left out of the figure are left out of its hands drawn again too.
  if (placement.detail === 'low') layout.list.strokes = layout.list.strokes.filter((stroke) => !stroke.isDetail);
  const rendered = renderedParts(spec, placement, layout.list);
  let markup = rendered.markup;
  let outline = rendered.outline;
  let box = bounds([rendered.outline]);
  let propBox: Box | null = null;
  if (layout.prop) {
    const { motif, cx, cy, size } = layout.prop;
    const book = layout.prop.isBookToRead ? drawHeldBook(cx, cy + size / 2, size, placement.linePx) : null;
    // The book in front of the body is not the body: patterns clipped to the outline keep off it.
    if (book) outline = subtract(outline, book.shape);
    const prop = book ?? drawMotif({ motif, cx, bottom: cy + size / 2, size, linePx: placement.linePx, detail: placement.detail });
    if (prop) {
      // The hands (not the sleeves) go over the prop again, so they hold it rather than hide behind it; a book being read
      // too, over its lower corners only, so the pages stay clear (held from behind, the hands hung below it and the book
      // seemed to float on the chest).
      const hands = layout.list.parts.filter((part) => part.layer >= LAYER.frontLimb + 1 && part.layer < LAYER.inHand);
      const grip = book
        ? bookThumbs(layout.list, book, placement.linePx)
        : hands.map((part) => `<path d="${pathData(part.shape)}" fill="#fff" stroke="#000" stroke-width="${fmt(placement.linePx)}"/>`).join('') + creasesOf(layout.list, placement.linePx, 'back') + creasesOf(layout.list, placement.linePx, 'front');
      markup += `${prop.markup}<g stroke-linejoin="round">${grip}</g>`;
      box = unionBox(box, prop.box);
      propBox = prop.box;
    }
  }
  return { markup, box, anchors: layout.anchors, outline, headBox: layout.headBox, accessoryBoxes: layout.accessoryBoxes, propBox, grip: gripOf(layout.list, placement.linePx), arms, forearms: forearmsOf(layout.forearms, placement.linePx, placement.hiddenArm), skin: (inset) => visibleSkin(layout.list, placement.detail !== 'low', SKIN_LAYERS, inset) };
}

/**
 * A book being read is held from behind and below, each hand under a lower corner with only its thumb over the page's
 * edge: the whole hands drawn over the book were "round balls stuck on the front of the book" (round 12).
 */
function bookThumbs(list: PartList, book: { shape: Shape; box: Box }, linePx: number): string {
  const middle = book.box.x + book.box.width / 2;
  return (['back', 'front'] as const)
    .map((side) => {
      const held = list.parts.filter((part) => part.grip === side).map((part) => part.shape);
      if (held.length === 0) return '';
      const hand = bounds(held);
      const r = Math.min(hand.width, hand.height) / 2;
      const centre = { x: hand.x + hand.width / 2, y: hand.y + hand.height / 2 };
      const inward = centre.x < middle ? 1 : -1;
      // Short and nearly upright, only its tip over the page's lower edge: reaching far in across the page, round 13 saw
      // "one finger lying across the page".
      const tip = { x: centre.x + inward * r * 0.35, y: centre.y - r * 0.85 };
      const thumb = intersect(capsule(centre, tip, r * 0.34, r * 0.3), book.shape);
      return thumb.length > 0 ? `<path d="${pathData(thumb)}" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}"/>` : '';
    })
    .join('');
}

/** Each arm with its sleeve and hand on its own: a thick black outline under white parts, as the figure draws them. */
function armsOf(list: PartList, linePx: number, weight: number): Grip {
  const arm = (side: 'back' | 'front'): string => {
    const parts = list.parts.filter((part) => part.hasLine && (part.arm === side || part.grip === side)).sort((a, b) => a.layer - b.layer);
    const outline = parts.map((part) => `<path d="${pathData(part.shape)}" fill="#000" stroke="#000" stroke-width="${fmt(linePx * weight)}"/>`);
    // The bold outline ran together across a hand's narrow notches and inked them solid: the mouth of a robot's
    // gripper round a brush was a black wedge. White there first, so they keep the thin lines of the hand.
    const notches = parts
      .filter((part) => part.grip === side)
      .map((part) => `<path d="${pathData(closeGaps(part.shape, linePx * 1.2))}" fill="#fff" stroke="none"/>`);
    const fills = parts.map((part) => `<path d="${pathData(part.shape)}" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}"/>`);
    return parts.length > 0 ? `<g stroke-linejoin="round">${outline.join('')}${notches.join('')}${fills.join('')}${creasesOf(list, linePx, side)}</g>` : '';
  };
  return { back: arm('back'), front: arm('front') };
}

/** Each forearm in white with its line, to go over a held thing (`forearmsOver`); none for an arm left out. */
function forearmsOf(forearms: FigureLayout['forearms'], linePx: number, hiddenArm: 'back' | 'front' | undefined): Grip {
  const forearm = (side: 'back' | 'front'): string => {
    const arm = forearms[side];
    if (!arm || side === hiddenArm) return '';
    return `<path d="${pathData(arm)}" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"/>`;
  };
  return { back: forearm('back'), front: forearm('front') };
}

/**
 * Forearms drawn again only over a held thing's filled outline, so each hand on it is joined by its arm across it, and
 * outside it the figure's own arm carries on unchanged. Clipped to the thing's box, the forearm's lines ran on past a
 * round thing's edge (a teddy bear) as stray strokes across the sleeves. Its id from the outline, so a page stays the
 * same bytes.
 */
export function forearmsOver(forearms: string, thing: Shape): string {
  if (forearms === '' || thing.length === 0) return '';
  const box = bounds([thing]);
  const id = `held-${Math.round(box.x)}-${Math.round(box.y)}-${Math.round(box.width)}`;
  return `<clipPath id="${id}"><path d="${pathData(thing)}"/></clipPath><g clip-path="url(#${id})">${forearms}</g>`;
}

/**
 * Each hand again, to go over what it holds, its notches (a gripper's mouth) filled white first: open, the thing
 * held showed in them as slivers and the figure's bold outline under it as black wedges.
 */
function gripOf(list: PartList, linePx: number): Grip {
  const hand = (side: 'back' | 'front'): string =>
    list.parts
      .filter((part) => part.grip === side)
      .map((part) => `<path d="${pathData(closeGaps(part.shape, linePx * 3))}" fill="#fff" stroke="none"/><path d="${pathData(part.shape)}" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"/>`)
      .join('') + creasesOf(list, linePx, side);
  return { back: hand('back'), front: hand('front') };
}

/** The finger lines of a hand, to go over it again where it is drawn again. */
function creasesOf(list: PartList, linePx: number, side: 'back' | 'front'): string {
  return list.strokes
    .filter((stroke) => stroke.grip === side)
    .map((stroke) => `<path d="${lineData(stroke.points)}" fill="none" stroke="#000" stroke-width="${fmt(linePx * stroke.weight)}" stroke-linecap="round"/>`)
    .join('');
}

const RENDERED_CACHE_SIZE = 64;
/**
 * Rendered figures by spec and placement: uniting and checking slivers is most of a figure's cost,
 * and a character is drawn again in the same place when its sheet is refined or downloaded again.
 */
const renderedCache = new Map<string, RenderedParts>();

function renderedParts(spec: FigureSpec, placement: FigurePlacement, list: PartList): RenderedParts {
  const key = JSON.stringify([spec, placement]);
  const cached = renderedCache.get(key);
  if (cached) return cached;
  const rendered = renderParts(list, placement.linePx, placement.detail !== 'low', outlineWeight(placement.detail));
  if (renderedCache.size >= RENDERED_CACHE_SIZE) renderedCache.delete(renderedCache.keys().next().value!);
  renderedCache.set(key, rendered);
  return rendered;
}

/** A critter's or bird's legs, short under a round body: it sits like a teddy, legs straight out (SHORT_LEGGED_POSES). */
export function isShortLeggedPlan(plan: BodyPlan): boolean {
  return plan.stance === 'biped' && plan.foot !== 'tentacle' && plan.legLength < plan.torsoLength * 0.8;
}

/** A pose as this figure does it: the shared pose, its body type's way of doing it, then its kind's own. */
function kindPose(poses: FigureKind['poses'], plan: BodyPlan, name: PoseName): Pose {
  const isQuadruped = plan.stance === 'quadruped';
  const isShortLegged = isShortLeggedPlan(plan);
  // Four legs and short legs already sit on the ground (lying down, or like a teddy): sat on the ground they sit as they always do.
  const poseName = name === 'sitting-on-ground' && (isQuadruped || isShortLegged) ? 'sitting' : name;
  return { ...(isQuadruped ? QUADRUPED_POSES : BIPED_POSES)[poseName], ...(isShortLegged ? SHORT_LEGGED_POSES[poseName] : undefined), ...poses?.[poseName] };
}

/** Sat down seen from the side, the near arm reaches out to hold what rests on the ground (a cane) ahead. */
/**
 * A bearded reader holds the book lower, the forearms less raised, so it stays under the beard and still in the hands
 * (at the usual height it covered the beard's lower half, round 12).
 */
function belowBeard(pose: Pose, spec: FigureSpec, name: PoseName): Pose {
  if (name !== 'reading' || !spec.hasBeard || pose.view !== 'front') return pose;
  const lower = ([upper, fore]: LimbAngles): LimbAngles => [upper, fore - Math.sign(fore) * BEARD_READING_DROP];
  return { ...pose, arms: { back: lower(pose.arms.back), front: lower(pose.arms.front) } };
}

/** Degrees a bearded reader's forearms are lowered by. */
const BEARD_READING_DROP = 24;

function withHeldArm(pose: Pose, spec: FigureSpec, isQuadruped: boolean): Pose {
  if (isQuadruped || pose.isSeated !== true || pose.view !== 'turned') return pose;
  for (const name of spec.accessories) {
    const entry = ACCESSORIES[name];
    if (entry?.anchor === 'hand' && entry.seatedArm) return { ...pose, arms: { ...pose.arms, front: entry.seatedArm } };
  }
  return pose;
}

/** The pose as this character does it (a creature sleeps on its tummy, a person on the back in bed). */
export function figurePose(spec: FigureSpec, name: PoseName): Pose {
  const kind = FIGURE_KINDS[spec.kind];
  const outfit = spec.outfit ? (OUTFITS[spec.outfit] ?? null) : null;
  return kindPose(kind.poses, outfit?.foot && kind.plan.stance === 'biped' ? { ...kind.plan, foot: outfit.foot } : kind.plan, name);
}

/** Where a figure's anchors would be, without drawing it. */
export function figureAnchors(spec: FigureSpec, placement: FigurePlacement): FigureAnchors {
  return layoutFigure(spec, placement).anchors;
}

/** The box a figure would take, prop included, without drawing it. */
export function figureBox(spec: FigureSpec, placement: FigurePlacement): Box {
  return boxWithProp(layoutFigure(spec, placement));
}

function boxWithProp(layout: FigureLayout): Box {
  const prop = layout.prop;
  return prop ? unionBox(layout.box, { x: prop.cx - prop.size / 2, y: prop.cy - prop.size / 2, width: prop.size, height: prop.size }) : layout.box;
}

/**
 * A figure as a composed prop's shapes (props/prop-shapes.ts), back to front: each part a closed path
 * the prop fills white and outlines, each line an open path; for a figure that belongs to a drawing
 * (a sleigh's reindeer) rather than standing in the scene on its own. A part narrower than `inkBelow`
 * (a small ear or hoof) is filled black: outlined, its inside would be a white sliver too thin to colour.
 */
export function figurePropShapes(spec: FigureSpec, placement: FigurePlacement, inkBelow = 0): { shapes: string[]; anchors: FigureAnchors } {
  const { list, anchors } = layoutFigure(spec, placement);
  const isDetailed = placement.detail !== 'low';
  const isInked = (part: Part): boolean => part.fill === 'black' || (inkBelow > 0 && grow(part.shape, -inkBelow / 2).length === 0);
  const parts = list.parts.filter((part) => part.hasLine && (isDetailed || !part.isDetail)).map((part) => ({ layer: part.layer, svg: `<path d="${pathData(part.shape)}"${isInked(part) ? ' fill="#000"' : ''}/>` }));
  const strokes = list.strokes.filter((stroke) => isDetailed || !stroke.isDetail).map((stroke) => ({ layer: stroke.layer, svg: `<path d="${lineData(stroke.points)}" fill="none"/>` }));
  return { shapes: [...parts, ...strokes].sort((a, b) => a.layer - b.layer).map((entry) => entry.svg), anchors };
}

/** The posed parts and anchors without drawing them: cheap enough to measure a pose before placing it. */
function layoutFigure(spec: FigureSpec, placement: FigurePlacement): FigureLayout {
  const kind = FIGURE_KINDS[spec.kind];
  const outfit = spec.outfit ? (OUTFITS[spec.outfit] ?? null) : null;
  const plan: BodyPlan = planForDetail(outfit?.foot && kind.plan.stance === 'biped' ? { ...kind.plan, foot: outfit.foot } : kind.plan, kind, placement.detail, placement.pose);
  const isQuadruped = plan.stance === 'quadruped';
  const pose = belowBeard(withHeldArm(varied(poseForDetail(kindPose(kind.poses, plan, placement.pose), kind, placement.detail), placement.variant ?? 0), spec, isQuadruped), spec, placement.pose);
  const u = placement.height / (isQuadruped ? quadrupedHeight(plan) : standingHeight(plan));
  const posed: Skeleton = isQuadruped ? poseQuadruped(plan, pose, u) : poseBiped(plan, pose, u);
  // Asleep on the back, a beard hangs below the chin past the back's line, off the mattress: the head rests higher,
  // on the beard (lying on the back's line, the head of a bearded sleeper hung down beside the bed, cut off from the body).
  const beardLift = !isQuadruped && pose.isTuckedIn === true && spec.hasBeard ? plan.headRy * u * BEARD_BELOW_CHIN : 0;
  const skeleton: Skeleton = beardLift === 0 ? posed : { ...posed, head: { ...posed.head, centre: { x: posed.head.centre.x + beardLift, y: posed.head.centre.y } } };
  const list = createPartList();
  const ctx: FigureContext = { list, kind: { ...kind, plan }, spec, pose, expression: placement.expression ?? pose.expression ?? 'happy', skeleton, detail: placement.detail, linePx: placement.linePx, facing: placement.facing ?? 1 };
  // Lying down, a cane or sword is put aside, and what is worn on the back is not lain on; in the air, a cane is left behind.
  const isPutAside = (entry: (typeof ACCESSORIES)[string]): boolean =>
    (pose.isLying === true && (entry.anchor === 'hand' || (entry.anchor === 'back' && (pose.rotation ?? 0) < 0))) ||
    ('restsOnGround' in entry && entry.restsOnGround === true && (placement.lift ?? pose.lift ?? 0) > 0);
  const worn = spec.accessories.filter((name) => ACCESSORIES[name] !== undefined && !isPutAside(ACCESSORIES[name]));
  const accessories = worn.map((name) => ACCESSORIES[name]!);
  const accessoryParts = new Map<string, Part[]>();
  const wearing = (name: string, draw: () => void): void => {
    const before = list.parts.length;
    draw();
    accessoryParts.set(name, list.parts.slice(before));
  };
  let face: FaceGeometry;
  if (isQuadruped) {
    const horseFace = drawQuadrupedBody(ctx);
    face = horseFace;
    // Four legs wear what sits on a head (a crown, a bow) and what is made for a back (a saddle).
    drawRotated(list, skeleton.head.centre, skeleton.headTilt, () => {
      for (const [index, entry] of accessories.entries()) if (entry.anchor === 'head') wearing(worn[index]!, () => entry.draw(list, horseFace, headPoint(horseFace)));
    });
    drawRotated(list, skeleton.hips, skeleton.lean, () => {
      for (const [index, entry] of accessories.entries()) {
        if (entry.anchor === 'back' && entry.fitsFourLegs === true) wearing(worn[index]!, () => entry.draw(ctx, plan.torsoWidth * u, plan.torsoLength * u, plan.legLength * u));
      }
    });
    const neck = { base: skeleton.chest, top: skeleton.head.centre, radius: plan.torsoWidth * u * 0.34 };
    for (const [index, entry] of accessories.entries()) {
      if (entry.anchor === 'neck' && entry.drawOnFourLegs) wearing(worn[index]!, () => entry.drawOnFourLegs!(list, neck));
    }
  } else {
    drawBipedBody(ctx);
    const w = torsoWidthPx(plan, skeleton);
    const t = plan.torsoLength * u;
    drawRotated(list, skeleton.hips, skeleton.lean, () => {
      if (outfit) {
        drawHem(ctx, outfit, w, t, plan.legLength * u);
        // Sat seen from the side the skirt drapes over the thighs: lines down to a hanging hem would run on below it.
        outfit.top?.(ctx, w, t, pose.isSeated === true && skeleton.view === 'turned' ? 0 : hemBottom(ctx, outfit));
        drawTopDetail(ctx, spec.outfit!, w, t);
      }
      for (const [index, entry] of accessories.entries()) if (entry.anchor === 'neck' || entry.anchor === 'back') wearing(worn[index]!, () => entry.draw(ctx, w, t, plan.legLength * u));
    });
    if (outfit) {
      drawSleevesAndShorts(ctx, outfit);
      drawSleeveCuffs(ctx, outfit);
      drawLegDetail(ctx, outfit);
      redrawClothesOverShoulders(list, ctx.linePx);
    }
    if (pose.isTuckedIn === true) tuckIn(ctx);
    const hidesHair = accessories.some((entry) => 'hidesHair' in entry && entry.hidesHair === true);
    let drawnFace: FaceGeometry | null = null;
    drawRotated(list, skeleton.head.centre, skeleton.headTilt, () => {
      const hasLenses = accessories.some((entry) => 'hasLenses' in entry && entry.hasLenses === true);
      const headFace: FaceGeometry = { ...drawHead(hidesHair ? { ...ctx, spec: { ...spec, hair: null } } : ctx, hasLenses, { isInHelmet: hidesHair, isUnderHat: accessories.some((entry) => entry.anchor === 'head'), turnedOnPage: (placement.turnedOnPage ?? 0) * (placement.facing ?? 1) }), facing: placement.facing ?? 1 };
      const at = headPoint(headFace);
      for (const [index, entry] of accessories.entries()) if (entry.anchor === 'head' || entry.anchor === 'face') wearing(worn[index]!, () => entry.draw(list, headFace, at));
      drawnFace = headFace;
    });
    face = drawnFace!;
    for (const [index, entry] of accessories.entries()) if (entry.anchor === 'hand') wearing(worn[index]!, () => entry.draw(ctx));
    if (plan.hand === 'mitten') {
      for (const side of ['back', 'front'] as const) {
        const degrees = placement.fists?.[side];
        // The page's direction back into the figure's own frame: before it is turned by the pose and mirrored to face.
        if (degrees !== undefined) closeHandRound(list, side, skeleton.hands[side], skeleton.elbows[side], plan.armRadius * u, degrees * (placement.facing ?? 1) - (pose.rotation ?? 0));
      }
    }
  }

  // Into the page: the pose's rotation, the facing, then onto the ground at cx.
  const facing = placement.facing ?? 1;
  const rotation = pose.rotation ?? 0;
  const toPose = (point: Point): Point => {
    const turned = rotatePoint(point, skeleton.hips, rotation);
    return { x: turned.x * facing, y: turned.y };
  };
  // Mirrored to face left, each ring is wound back the way it ran: wound the other way round from the shapes grown and
  // united with it, a strip a part took from a gap beside it cut a hole in it instead, where the part behind showed as a
  // stray round blob (a unicorn's chest and rump, a dragon's wing, round 13).
  for (const part of list.parts) part.shape = facing === 1 ? transformShape(part.shape, toPose) : transformShape(part.shape, toPose).map((ring) => [...ring].reverse());
  for (const stroke of list.strokes) stroke.points = stroke.points.map(toPose);
  const posedBox = bounds(list.parts.filter((part) => part.isOuter).map((part) => part.shape));
  const dx = placement.cx - (posedBox.x + posedBox.width / 2);
  const dy = placement.groundY - (placement.lift ?? pose.lift ?? 0) * u - (posedBox.y + posedBox.height);
  const shift = (point: Point): Point => ({ x: point.x + dx, y: point.y + dy });
  for (const part of list.parts) part.shape = transformShape(part.shape, shift);
  for (const stroke of list.strokes) stroke.points = stroke.points.map(shift);
  const toPage = (point: Point): Point => shift(toPose(point));
  const anchors = anchorsOf(skeleton, plan, face, toPage, isQuadruped || pose.propHand === 'front');
  const box = { ...posedBox, x: posedBox.x + dx, y: posedBox.y + dy };
  const size = placement.height * PROP_SHARE;
  // Held in both hands, the thing rests on them, its lower corners in the hands; in one hand, the hand is at its middle.
  // A book being read is turned to face its reader, its lower corners in the hands: about as wide as they are apart
  // (1.75 times as wide, the hands held it under its middle).
  const isBookToRead = (placement.pose === 'reading' || placement.pose === 'reading-seated') && !isQuadruped && spec.prop !== null && BOOK_MOTIFS.has(spec.prop);
  const bookSize = Math.max(size, Math.abs(anchors.hands.front.x - anchors.hands.back.x) * 1.12);
  // A load carried by its sides is as wide as the hands are apart, so each hand holds a lower corner.
  const isCarried = placement.pose === 'carrying' && !isQuadruped;
  const handsApart = Math.abs(anchors.hands.front.x - anchors.hands.back.x);
  const propSize = isBookToRead ? bookSize : isCarried ? Math.max(size, handsApart * 1.05) : size;
  // Held up in one hand, the forearm raised, a thing is held by its lower edge above the hand: centred on the hand, it hid
  // the forearm, and a hand came out of a star behind the helmet with no arm to it (round 13).
  const isHeldUp = pose.propHand === 'front' && skeleton.hands.front.y < skeleton.elbows.front.y - plan.armRadius * u;
  const raise = isCarried ? 0.22 : pose.propHand === 'between' ? 0.42 : isHeldUp ? 0.4 : 0.05;
  const headBox = headBoxOf(face, skeleton, toPage);
  // A book being read rests on the hands behind it, its lower edge across their middles, so they hold its lower corners
  // from below and only their thumbs come over the pages; never over the chin.
  const bookBottom = (anchors.hands.front.y + anchors.hands.back.y) / 2;
  // Nor over a beard: round 12 saw the book cover the beard's lower half.
  const chin = headBox.y + headBox.height + (spec.hasBeard ? plan.headRy * u * BEARD_BELOW_CHIN : 0);
  const cy = isBookToRead ? Math.max(bookBottom - propSize / 2, chin + placement.linePx * 2) : anchors.holding.y - propSize * raise;
  // Held up, it leans out away from the head by its lower inner corner, clear of the face.
  const cx = isHeldUp ? anchors.holding.x + Math.sign(anchors.holding.x - anchors.hips.x) * propSize * 0.3 : anchors.holding.x;
  const prop = spec.prop && pose.propHand && placement.isHoldingProp !== false ? { motif: spec.prop, cx, cy, size: propSize, isBookToRead } : null;
  const accessoryBoxes = Object.fromEntries([...accessoryParts].map(([name, parts]) => [name, bounds(parts.map((part) => part.shape))]));
  const hasHands = !isQuadruped && (plan.hand === 'mitten' || plan.hand === 'paw' || plan.hand === 'claw');
  // The lower half of the arm drawArm (biped.ts) draws: a capsule from the elbow to the wrist, tapering a little. Only
  // one reaching in from the side: an arm hanging down over a thing carried low (a pumpkin) hid most of it, its face
  // cut by the sleeves, where the thing in front of the arms with the hands on it reads as carried.
  const forearm = (side: 'back' | 'front'): Shape | null => {
    const elbow = toPage(skeleton.elbows[side]);
    const hand = toPage(skeleton.hands[side]);
    const isReachingIn = Math.abs(hand.x - elbow.x) > Math.abs(hand.y - elbow.y);
    return hasHands && isReachingIn ? transformShape(capsule(skeleton.elbows[side], skeleton.hands[side], plan.armRadius * u, plan.armRadius * u * 0.92), toPage) : null;
  };
  return { list, accessoryBoxes, anchors, headBox, box, prop, forearms: { back: forearm('back'), front: forearm('front') } };
}

/** How far a full beard reaches below the chin, as a share of the head's half-height (drawBeard, head.ts). */
const BEARD_BELOW_CHIN = 0.5;

/** Head tilt and arm swing, degrees, of each variation of a pose; the first is the pose itself. */
const POSE_VARIANTS = [
  { tilt: 0, arms: 0 },
  { tilt: 10, arms: 9 },
  { tilt: -9, arms: -7 },
  { tilt: 7, arms: -11 },
];

function varied(pose: Pose, variant: number): Pose {
  const { tilt, arms } = POSE_VARIANTS[Math.abs(Math.round(variant)) % POSE_VARIANTS.length]!;
  if (tilt === 0 && arms === 0) return pose;
  const swing = (angles: LimbAngles, by: number): LimbAngles => [angles[0] + by, angles[1] + by];
  return { ...pose, headTilt: (pose.headTilt ?? 0) + tilt, arms: { back: swing(pose.arms.back, -arms), front: swing(pose.arms.front, arms) } };
}

function headPoint(face: FaceGeometry): (x: number, y: number) => Point {
  return (x, y) => ({ x: face.centre.x + x * face.rx, y: face.centre.y + y * face.ry });
}

function headBoxOf(face: FaceGeometry, skeleton: Skeleton, toPage: (point: Point) => Point): Box {
  const corners = [
    { x: face.centre.x - face.rx, y: face.centre.y - face.ry },
    { x: face.centre.x + face.rx, y: face.centre.y - face.ry },
    { x: face.centre.x + face.rx, y: face.centre.y + face.ry },
    { x: face.centre.x - face.rx, y: face.centre.y + face.ry },
  ].map((point) => toPage(rotatePoint(point, face.centre, skeleton.headTilt)));
  return bounds([[corners]]);
}

function anchorsOf(skeleton: Skeleton, plan: BodyPlan, face: FaceGeometry, toPage: (point: Point) => Point, isHeldInFrontHand: boolean): FigureAnchors {
  const u = skeleton.u;
  const head = skeleton.head;
  const headTop = toPage(rotatePoint({ x: head.centre.x, y: head.centre.y - head.ry }, head.centre, skeleton.headTilt));
  const eyes = face.eyes;
  const eyeCentre = { x: eyes.reduce((sum, eye) => sum + eye.x, 0) / eyes.length, y: eyes.reduce((sum, eye) => sum + eye.y, 0) / eyes.length };
  const foot = (ankle: Point): Point => toPage({ x: ankle.x, y: ankle.y + plan.legRadius * u });
  const hands = { back: toPage(skeleton.hands.back), front: toPage(skeleton.hands.front) };
  const between = { x: (skeleton.hands.back.x + skeleton.hands.front.x) / 2, y: (skeleton.hands.back.y + skeleton.hands.front.y) / 2 };
  const backPoint = skeleton.view === 'turned' ? { x: -plan.torsoWidth * u * 0.45, y: -plan.torsoLength * u * 0.5 } : { x: 0, y: -plan.torsoLength * u * 0.5 };
  return {
    headTop,
    face: toPage(rotatePoint(eyeCentre, head.centre, skeleton.headTilt)),
    neck: toPage(skeleton.chest),
    hips: toPage(skeleton.hips),
    seat: toPage({ x: skeleton.hips.x, y: skeleton.hips.y + plan.legRadius * u }),
    back: toPage(rotatePoint(backPoint, skeleton.hips, skeleton.lean)),
    hands,
    feet: { back: foot(skeleton.ankles.back), front: foot(skeleton.ankles.front) },
    holding: toPage(isHeldInFrontHand ? skeleton.hands.front : between),
    saddle: plan.stance === 'quadruped' ? toPage(saddlePoint(plan, skeleton)) : null,
  };
}

function unionBox(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

type FitOptions = Omit<FigurePlacement, 'cx' | 'groundY' | 'height'> & { box: Box; maxHeight?: number };

const PROBE_HEIGHT = 1000;
const PROBE_CACHE_SIZE = 256;
/** Probe boxes by spec and pose: a sheet fits each pose twice and a scene probes the same figures again. */
const probeCache = new Map<string, Box>();

/** Box of a pose drawn PROBE_HEIGHT tall, prop included, standing on y = 0 at x = 0. */
function probeBox(spec: FigureSpec, options: FitOptions): Box {
  const key = JSON.stringify([spec, options.pose, options.expression, options.facing, options.linePx, options.detail, options.isHoldingProp, options.lift, options.variant]);
  const cached = probeCache.get(key);
  if (cached) return cached;
  const probe = boxWithProp(layoutFigure(spec, { ...options, cx: 0, groundY: 0, height: PROBE_HEIGHT }));
  if (probeCache.size >= PROBE_CACHE_SIZE) probeCache.clear();
  probeCache.set(key, probe);
  return probe;
}

/** Where and how tall to draw a pose so all of it (prop included) fits the box, centred, resting on its bottom. */
export function fitFigure(spec: FigureSpec, options: FitOptions): FigurePlacement {
  const { box } = options;
  const probeHeight = PROBE_HEIGHT;
  const probe = probeBox(spec, options);
  // A jump floats above the ground: the gap below counts as part of the height to fit.
  const bottom = Math.max(probe.y + probe.height, 0);
  const fit = Math.min(box.width / probe.width, box.height / (bottom - probe.y));
  const height = Math.min(probeHeight * fit, options.maxHeight ?? Infinity);
  const scaleBy = height / probeHeight;
  const { box: _box, maxHeight: _maxHeight, ...placement } = options;
  return {
    ...placement,
    cx: box.x + box.width / 2 - (probe.x + probe.width / 2) * scaleBy,
    groundY: box.y + box.height - bottom * scaleBy,
    height,
  };
}

/** The figure fitted into a box, for sheet panels and previews. */
export function drawFigureInBox(spec: FigureSpec, options: FitOptions): DrawnFigure {
  return drawFigure(spec, fitFigure(spec, options));
}
