import { drawBrows, drawHairStrands, isOlderFace } from './age-look';
import { capsule, circle, curve, ellipse, intersect, roundedPolygon, smoothRing, subtract, unite, type Point, type Shape } from './geometry';
import type { FigureContext, HairStyle } from './figure-context';
import type { Ears, HeadExtra, Snout } from './kinds';
import { addPart, addStroke, LAYER, MIN_WHITE_PX, type PartList } from './part-list';
import type { Expression } from './poses';

/** Where the face sits, so hats, glasses and masks can be put on it. */
export interface FaceGeometry {
  centre: Point;
  rx: number;
  ry: number;
  /** How far the features sit towards facing (turned view), px. */
  shift: number;
  eyes: Point[];
  eyeRadius: number;
  /** Radius of the glasses' lenses around the eyes, or null without glasses. */
  lensRadius: number | null;
  /** Lenses too small to hold an eye with room to colour around it are the eyes' whites themselves. */
  isLensTheEye: boolean;
  mouth: Point;
  /** An owl's eyes sit in rings that stay drawn round the closed lids when it sleeps. */
  hasEyeRings?: boolean;
  /** Seen fully side on: one eye, the bill pointing ahead out past the head's outline. */
  isProfile?: boolean;
  /** Which way the drawing will be mirrored afterwards (-1 flipped): one-sided things stay on the same side of the face. */
  facing?: 1 | -1;
}

/** Head, face, ears, snout and hair, drawn upright around the head's centre. */
export function drawHead(ctx: FigureContext, hasLenses = false, view: { isInHelmet?: boolean; isUnderHat?: boolean; turnedOnPage?: number } = {}): FaceGeometry {
  const { list, kind, skeleton } = ctx;
  const { centre, rx, ry } = skeleton.head;
  const isTurned = skeleton.view === 'turned';
  // A penguin lying along the ice on its front is seen from the side, its head too: turned only a quarter with both
  // eyes and the bill on the face, it was a front-facing disc stuck onto a side-on body (round 13).
  const isProfile = isTurned && kind.snout === 'bill' && Math.abs(ctx.pose.rotation ?? 0) >= 60;
  const shift = isProfile ? rx * PROFILE_EYE_X : isTurned ? rx * 0.26 : 0;
  const at = (x: number, y: number): Point => ({ x: centre.x + x * rx, y: centre.y + y * ry });
  // Reading, the face is bowed over the book: its eyes, snout and mouth sit lower on the head, more brow above them.
  const bow = ctx.expression === 'reading' ? READING_BOW : 0;
  const atFace = (x: number, y: number): Point => at(x, y + bow);
  // A dragon's snout is one shape with its head, the head's outline running on round it: drawn over the head, its back
  // edge cut across the cheek as a duck's bill.
  const skull = headShape(kind.plan.headShape, centre, rx, ry);
  const snoutOutline = kind.snout === 'dragon' ? dragonSnoutOutline(atFace, shift / rx) : kind.snout === 'mouse' && shift > 0 ? mouseSnoutOutline(atFace) : null;
  addPart(list, LAYER.head, snoutOutline ? unite([skull, smoothRing(snoutOutline, 6)]) : skull);
  const hasMuzzle = kind.snout === 'muzzle' || kind.snout === 'lion' || kind.snout === 'lioness' || kind.snout === 'big-muzzle' || kind.snout === 'pointed' || kind.snout === 'pig' || kind.snout === 'cow' || kind.snout === 'dragon';
  const eyeY = hasMuzzle ? -0.08 : 0.02;
  // A grandfather's or Santa's eyes are smaller under his brows than a child's.
  const bareEyeRadius = rx * kind.plan.eyeSize * 1.55 * (ctx.spec.hasBeard ? 0.8 : 1);
  const spread = kind.plan.headShape === 'box' ? 0.42 : 0.38;
  const eyes = isProfile
    ? [atFace(PROFILE_EYE_X, eyeY)]
    : isTurned
    ? [atFace(shift / rx + spread * 0.92, eyeY), atFace(shift / rx - spread * 0.92, eyeY)]
    : [atFace(-spread, eyeY), atFace(spread, eyeY)];
  const lensRadius = hasLenses ? Math.min(bareEyeRadius * 1.6, Math.abs(eyes[0]!.x - eyes[1]!.x) * 0.47) : null;
  const eyeInLens = lensRadius === null ? 0 : eyeInsideLens(bareEyeRadius, lensRadius, ctx.linePx);
  const isLensTheEye = lensRadius !== null && eyeInLens === 0;
  const eyeRadius = lensRadius === null ? bareEyeRadius : isLensTheEye ? lensRadius * 0.6 : eyeInLens;
  // A beard's moustache sits where the mouth would: the smile goes just below it, on the beard.
  const mouthY = hasMuzzle ? 0.52 : ctx.spec.hasBeard ? 0.68 : 0.45;
  const face: FaceGeometry = { centre, rx, ry, shift, eyes, eyeRadius, lensRadius, isLensTheEye, mouth: atFace(shift / rx, mouthY), hasEyeRings: kind.headExtras.includes('face-disc'), isProfile };
  // An owl's ear tufts stand up where a hat sits: under a graduation cap's board they poked out between it and the
  // band (round 12), so a hat covers them.
  if (!(kind.ears === 'tufts' && view.isUnderHat === true)) drawEars(list, kind.ears, at, rx, ry, shift);
  for (const extra of kind.headExtras) HEAD_EXTRAS[extra](list, face, at);
  drawSnout(list, kind.snout, face, atFace, ctx.expression, ctx.spec.hasBeard);
  // Howling, the eyes are shut tight, as a howling wolf's are.
  drawEyes(list, face, ctx.expression === 'howling' ? 'sleeping' : ctx.expression, isTurned, ctx.linePx);
  // Under a beard a cheek's small oval inked over into a dot that read as a third eye. An older face (9-12) has brows
  // instead of a toddler's rosy cheeks.
  // A bearded face has brows at every age group: without them, its big round eyes over the beard read as a baby's (round 11's Santa).
  if (kind.isPerson && (isOlderFace(ctx.detail) || ctx.spec.hasBeard)) drawBrows(list, face, ctx.expression, isTurned, view.isInHelmet === true);
  else if (kind.isPerson && !ctx.spec.hasBeard) drawCheeks(list, face, skeleton.headTilt + (ctx.pose.rotation ?? 0) + (view.turnedOnPage ?? 0), ctx.linePx, view.isInHelmet === true);
  if (ctx.spec.hair) {
    // Swimming forward seen from the side, long hair streams out behind the head: hung down as when standing, a lock
    // fell in front of the face and the arm reaching ahead crossed it.
    if (ctx.spec.hair === 'long' && isTurned && (ctx.pose.rotation ?? 0) >= 30) flowingHair(list, at);
    else if (ctx.spec.hair === 'long' && kind.plan.foot === 'fish-tail' && (ctx.pose.rotation ?? 0) >= 20) streamingHair(list, at);
    else HAIR_STYLES[ctx.spec.hair](list, at, rx, shift);
    drawHairStrands(list, at, ctx.spec.hair, shift / rx, ctx.detail);
  }
  // Grey hair is drawn in wavy strands, left white to colour grey, not filled in like a child's.
  if (ctx.spec.hair && ctx.spec.hair !== 'bald' && kind.headExtras.includes('wrinkles')) {
    for (const x of [-0.62, -0.22, 0.22, 0.62]) addStroke(list, LAYER.hair + 1, curve(at(x * 0.9, -0.98 + Math.abs(x) * 0.3), at(x * 1.15 + 0.08, -0.8 + Math.abs(x) * 0.2), at(x * 1.25, -0.5 + Math.abs(x) * 0.1), 6), { isDetail: true });
  }
  if (ctx.spec.hasBeard) drawBeard(list, at, face, ctx.expression);
  return face;
}

export function headShape(shape: FigureContext['kind']['plan']['headShape'], centre: Point, rx: number, ry: number): Shape {
  switch (shape) {
    case 'box':
      return roundedPolygon(
        [
          { x: centre.x - rx, y: centre.y - ry },
          { x: centre.x + rx, y: centre.y - ry },
          { x: centre.x + rx, y: centre.y + ry },
          { x: centre.x - rx, y: centre.y + ry },
        ],
        rx * 0.32,
      );
    case 'wide':
      // Fuller cheeks than a plain oval: the lower half is wider.
      return unite([ellipse(centre, rx * 0.94, ry), ellipse({ x: centre.x, y: centre.y + ry * 0.22 }, rx, ry * 0.76)]);
    case 'bulb':
      return unite([ellipse({ x: centre.x, y: centre.y - ry * 0.08 }, rx, ry * 0.98), ellipse({ x: centre.x, y: centre.y + ry * 0.3 }, rx * 0.82, ry * 0.68)]);
    case 'round':
      return ellipse(centre, rx, ry);
  }
}

/**
 * An eye inside a lens keeps at least the thinnest colourable white between its outline and the
 * lens's; 0 when that leaves too small an eye, and the lens itself is the eye's white.
 */
function eyeInsideLens(bareRadius: number, lensRadius: number, linePx: number): number {
  const room = (lensRadius - linePx - MIN_WHITE_PX) / SURPRISED_EYE;
  const radius = Math.min(bareRadius * 0.7, room);
  return radius >= lensRadius * 0.42 ? radius : 0;
}

const SURPRISED_EYE = 1.12;

/** A side-on head's one eye, in head radii ahead of its centre. */
const PROFILE_EYE_X = 0.42;

/** How far a reader's face sits lower on the head, in head radii: bowed over the book. */
const READING_BOW = 0.12;

/** Below this many line widths of radius, an outlined eye with a pupil closes up into a blob. */
const DOT_EYE_LINES = 2.5;

export function drawEyes(list: PartList, face: FaceGeometry, expression: Expression, isTurned: boolean, linePx: number): void {
  const { isLensTheEye } = face;
  const r = face.eyeRadius * (expression === 'surprised' && !isLensTheEye ? SURPRISED_EYE : 1);
  // A small face gets solid dot eyes, both alike: they read as eyes where a white ring would not.
  const isDot = face.eyeRadius < linePx * DOT_EYE_LINES;
  face.eyes.forEach((eye, index) => {
    // Turned towards facing, the eye nearer the head's edge is the far one, foreshortened.
    const isFar = isTurned && index === 0 && face.isProfile !== true;
    const rx = r * (isFar ? 0.68 : 0.82);
    if (expression === 'sleeping') {
      // An owl's closed eye is a lid line inside its ring: the bare lid arcs reached in to the beak's corners and
      // the face read as a jack-o'-lantern (round 12).
      if (face.hasEyeRings === true && !isDot) {
        addPart(list, LAYER.face, ellipse(eye, rx, r), { isOuter: false, mayBeThin: true });
        addStroke(list, LAYER.faceDetail, curve({ x: eye.x - rx * 0.72, y: eye.y - r * 0.05 }, { x: eye.x, y: eye.y + r * 0.5 }, { x: eye.x + rx * 0.72, y: eye.y - r * 0.05 }), { weight: 1.1 });
        return;
      }
      addStroke(list, LAYER.face, curve({ x: eye.x - rx, y: eye.y }, { x: eye.x, y: eye.y + r * 0.9 }, { x: eye.x + rx, y: eye.y }), { weight: 1.1 });
      return;
    }
    const isLookingDown = expression === 'reading';
    if (isDot) {
      // Inside a lens, small enough to leave a ring of white to colour.
      const inLens = face.lensRadius === null ? Infinity : face.lensRadius - linePx - MIN_WHITE_PX;
      const dotRy = Math.max(Math.min(r * 0.62, inLens), linePx * 0.6, Math.min(linePx * 0.9, inLens));
      // Looking down, the dot sinks and a lid arches low over it.
      const dot = isLookingDown ? { x: eye.x, y: eye.y + dotRy * 0.5 } : expression === 'gazingUp' ? { x: eye.x, y: eye.y - dotRy * 0.4 } : eye;
      addPart(list, LAYER.faceDetail, ellipse(dot, Math.max(dotRy * (isFar ? 0.7 : 0.8), linePx * 0.7), dotRy), { fill: 'black', isOuter: false });
      if (isLookingDown) addStroke(list, LAYER.faceDetail, curve({ x: eye.x - rx * 1.1, y: dot.y - dotRy * 0.9 }, { x: eye.x, y: dot.y - dotRy * 2 }, { x: eye.x + rx * 1.1, y: dot.y - dotRy * 0.9 }, 8));
      if (expression === 'surprised') addStroke(list, LAYER.faceDetail, curve({ x: eye.x - rx, y: eye.y - r * 1.45 }, { x: eye.x, y: eye.y - r * 2 }, { x: eye.x + rx, y: eye.y - r * 1.45 }, 8));
      return;
    }
    if (!isLensTheEye) addPart(list, LAYER.face, ellipse(eye, rx, r), { isOuter: false, mayBeThin: true });
    // The pupil rests on the lower rim (the upper one when gazing up): the white beside it stays wide enough to colour.
    const pupilRadius = r * (expression === 'surprised' ? 0.36 : isLensTheEye ? 0.4 : 0.46);
    // Looking down, the eyes turn with the face too, to a book held in front or at its side.
    const pupilX = eye.x + (isTurned ? rx * 0.3 : rx * 0.08);
    // White wide enough to colour between the pupil and the rim: on the rim's ink, or a sliver from it inked over,
    // round 10's owl's pupil sat on the outline. A small eye has no room for it, nor a narrow turned one beside its
    // pupil, and the pupil rests on the rim there as before: a thinner gap is a sliver.
    const gap = linePx / 2 + MIN_WHITE_PX * 1.2;
    const inside = gap <= r * 0.22 ? gap : 0;
    const insideX = rx - Math.abs(pupilX - eye.x) - pupilRadius * 1.05 >= inside ? inside : 0;
    const pupil = isLookingDown ? readingPupil(eye, rx, r, pupilRadius, isTurned, face.centre.x > eye.x ? 1 : -1) : { x: pupilX, y: onRim(eye, rx - insideX, r - inside, pupilX, pupilRadius, expression === 'gazingUp' ? -1 : 1) };
    addPart(list, LAYER.faceDetail, circle(pupil, pupilRadius), { fill: 'black', isOuter: false });
    if (isLookingDown) addStroke(list, LAYER.faceDetail, readingLid(eye, rx, r, isTurned), { weight: 1.1 });
    if (expression === 'surprised') {
      addStroke(list, LAYER.faceDetail, curve({ x: eye.x - rx, y: eye.y - r * 1.45 }, { x: eye.x, y: eye.y - r * 2 }, { x: eye.x + rx, y: eye.y - r * 1.45 }, 8));
    }
  });
}

/**
 * Where a pupil at `x` rests on the eye's lower (`side` 1) or upper rim, wholly inside its outline: set on the rim's
 * lowest point, a pupil off the eye's middle stuck out through the curving rim, and on thick lines (3-5) it read as
 * spilling out of the eye.
 */
function onRim(eye: Point, rx: number, r: number, x: number, pupilRadius: number, side: 1 | -1): number {
  const fits = (y: number): boolean =>
    Array.from({ length: 16 }, (_, i) => (i / 16) * Math.PI * 2).every((angle) => ((x + Math.cos(angle) * pupilRadius - eye.x) / rx) ** 2 + ((y + Math.sin(angle) * pupilRadius - eye.y) / r) ** 2 <= 1);
  let y = eye.y + side * (r - pupilRadius * 1.05);
  for (let step = 0; step < 40 && !fits(y); step++) y -= side * r * 0.02;
  return y;
}

/**
 * Reading, a pupil pressed into the eye's rim towards the book: straight down and in a little facing out (the book
 * before the chest), ahead and down turned (a book held out ahead). On the lower rim alone, round 10's judges still
 * saw the reader "look at us".
 */
function readingPupil(eye: Point, rx: number, r: number, pupilRadius: number, isTurned: boolean, inward: 1 | -1): Point {
  const direction = isTurned ? { x: 0.62, y: 0.78 } : { x: inward * 0.2, y: 0.98 };
  const toRim = 1 / Math.hypot(direction.x / rx, direction.y / r);
  const reach = Math.max(0, toRim - pupilRadius * 1.08);
  return { x: eye.x + direction.x * reach, y: eye.y + direction.y * reach };
}

/**
 * The upper lid lowered over the top of a reading eye, arched a little with the eyeball and clear above the pupil
 * (resting on the pupil and bowed down, round 8's lid read as sleepy); turned, lower on the side it looks to.
 */
function readingLid(eye: Point, rx: number, r: number, isTurned: boolean): Point[] {
  const rimAt = (y: number): number => rx * Math.sqrt(Math.max(0, 1 - ((y - eye.y) / r) ** 2));
  // Facing out, nearly down to the eye's middle, still clear of the pupil: a third of the way down, the lowered gaze
  // read only faintly (round 11). Turned, the pupil looking ahead sits higher in the eye, and the lid stays above it.
  const back = eye.y - r * (isTurned ? 0.46 : 0.2);
  const ahead = eye.y - r * (isTurned ? 0.3 : 0.2);
  return curve({ x: eye.x - rimAt(back), y: back }, { x: eye.x, y: (back + ahead) / 2 - r * 0.16 }, { x: eye.x + rimAt(ahead), y: ahead }, 10);
}

function drawMouth(list: PartList, mouth: Point, width: number, expression: Expression): void {
  // A howl is a round mouth wide open, lower and taller than a gasp: a closed smile looked at the moon and did not howl
  // (judging 21).
  if (expression === 'howling') {
    addPart(list, LAYER.faceDetail, ellipse({ x: mouth.x, y: mouth.y + width * 1.05 }, width * 0.8, width * 0.95), { isOuter: false });
    return;
  }
  if (expression === 'surprised') {
    addPart(list, LAYER.faceDetail, ellipse(mouth, width * 0.38, width * 0.5), { isOuter: false });
    return;
  }
  const w = expression === 'sleeping' ? width * 0.5 : expression === 'watchful' ? width * 0.6 : width;
  // A watchful mouth is short and nearly level: firm, still kind.
  const sag = expression === 'watchful' ? 0.08 : 0.75;
  addStroke(list, LAYER.faceDetail, curve({ x: mouth.x - w, y: mouth.y - w * 0.15 }, { x: mouth.x, y: mouth.y + w * sag }, { x: mouth.x + w, y: mouth.y - w * 0.15 }));
}

/**
 * The part of the head a face is seen through inside a helmet, in head radii: a space helmet's visor
 * shows just this much, so what sits on the face (cheeks) stays inside it.
 */
export const FACE_WINDOW = { shift: 0.7, y: 0.06, rx: 0.92, ry: 0.76 };

/** How much lower on the page than the mouth a cheek may sit, in head radii, before it reads as a gaping mouth. */
const CHEEK_BELOW_MOUTH = 0.2;

/**
 * Where rosy cheeks go, upright around the head's centre: beside the mouth and below the eyes, each
 * wholly inside the face window. A cheek that does not fit clearly is left out: small, or at the turned
 * face's far edge, its outline read as an extra eye; at the face's edge as a blot on the rim; and with the
 * head tilted far over (a flyer), the cheek below the lower eye became the face's lowest mark and read as
 * a gaping mouth.
 */
export function cheekSpots(face: FaceGeometry, pageTilt: number, linePx: number, isInHelmet: boolean): { centre: Point; rx: number; ry: number }[] {
  const { centre, rx, ry, shift, mouth } = face;
  const cheekRx = rx * 0.17;
  const cheekRy = rx * 0.12;
  if (cheekRy < linePx * 1.6) return [];
  const angle = (pageTilt * Math.PI) / 180;
  const lowness = (p: Point): number => (p.x - centre.x) * Math.sin(angle) + (p.y - centre.y) * Math.cos(angle);
  const gap = linePx * 2;
  // The eye as drawn (an upright oval; a surprised one a little larger), or the lens around it.
  const eyeRy = Math.max(face.eyeRadius * SURPRISED_EYE, face.lensRadius ?? 0);
  const eyeRx = face.lensRadius === null ? eyeRy * 0.82 : eyeRy;
  const window = isInHelmet
    ? { x: centre.x + shift * FACE_WINDOW.shift, y: centre.y + FACE_WINDOW.y * ry, rx: rx * FACE_WINDOW.rx - gap, ry: ry * FACE_WINDOW.ry - gap }
    : { x: centre.x, y: centre.y, rx: rx - gap, ry: ry - gap };
  const rim = (c: Point, grow: number): Point[] =>
    Array.from({ length: 16 }, (_, i) => ({ x: c.x + (cheekRx + grow) * Math.cos((i * Math.PI) / 8), y: c.y + (cheekRy + grow) * Math.sin((i * Math.PI) / 8) }));
  const isInside = (p: Point, e: { x: number; y: number; rx: number; ry: number }): boolean => ((p.x - e.x) / e.rx) ** 2 + ((p.y - e.y) / e.ry) ** 2 <= 1;
  const sides = shift > 0 ? [-1] : [-1, 1];
  return sides
    .map((side) => ({ x: mouth.x + side * rx * 0.47, y: mouth.y }))
    .filter((c) => rim(c, 0).every((p) => isInside(p, window)))
    .filter((c) => face.eyes.every((eye) => c.y > eye.y && !rim(c, linePx).some((p) => isInside(p, { x: eye.x, y: eye.y, rx: eyeRx, ry: eyeRy }))))
    .filter((c) => lowness(c) <= lowness(mouth) + CHEEK_BELOW_MOUTH * rx)
    .map((c) => ({ centre: c, rx: cheekRx, ry: cheekRy }));
}

function drawCheeks(list: PartList, face: FaceGeometry, pageTilt: number, linePx: number, isInHelmet: boolean): void {
  for (const cheek of cheekSpots(face, pageTilt, linePx, isInHelmet)) addPart(list, LAYER.headDetail, ellipse(cheek.centre, cheek.rx, cheek.ry), { isOuter: false, isDetail: true });
}

type At = (x: number, y: number) => Point;

function drawEars(list: PartList, ears: Ears, at: At, rx: number, ry: number, shift: number): void {
  const s = shift / rx;
  const pair = (draw: (side: 1 | -1) => void): void => {
    draw(-1);
    draw(1);
  };
  switch (ears) {
    case 'none':
      return;
    case 'human':
      // Turned, only the far side's ear shows, behind the head's back edge: an oval inside the face read as a third eye.
      if (shift > 0) addPart(list, LAYER.headBack, ellipse(at(-0.97, 0.12), rx * 0.17, ry * 0.21));
      else pair((side) => addPart(list, LAYER.headBack, ellipse(at(side * 0.97, 0.08), rx * 0.17, ry * 0.21)));
      return;
    case 'small-round':
      // A big cat's: small, set high on the crown (round ears low at the sides were a teddy's).
      pair((side) => {
        const centre = at(side * 0.6 + s * 0.4, -0.9);
        addPart(list, LAYER.headBack, circle(centre, rx * 0.24));
        addPart(list, LAYER.headBack + 1, circle({ x: centre.x, y: centre.y + rx * 0.03 }, rx * 0.12), { isOuter: false, isDetail: true });
      });
      return;
    case 'round':
    case 'big-round': {
      const isBig = ears === 'big-round';
      const r = rx * (isBig ? 0.46 : 0.31);
      pair((side) => {
        const centre = at(side * (isBig ? 0.84 : 0.72) + s * 0.4, isBig ? -0.6 : -0.76);
        addPart(list, LAYER.headBack, circle(centre, r));
        addPart(list, LAYER.headBack + 1, circle({ x: centre.x - side * r * 0.08, y: centre.y + r * 0.1 }, r * 0.56), { isOuter: false, isDetail: true });
      });
      return;
    }
    case 'tufts':
      pair((side) => {
        const p = (x: number, y: number): Point => at(side * x + s * 0.3, y);
        // The outer edge rises out of the side of the head and sweeps on up to the point, so the tuft
        // grows from the head; a flat base across its top read as a triangle stuck on. It stays out at
        // the head's edge, so it still shows beside a hat's band (crossing the band's corner it left
        // specks), and its inner edge sweeps down in one smooth curve: a notch in it for two feathers read as
        // a ragged tear (round 12). The points stay sharp: rounded, tufts read as floppy paddles.
        const outline = [
          ...curve(p(0.86, -0.45), p(1.04, -0.84), p(1.0, -1.24), 8),
          ...curve(p(1.0, -1.24), p(0.84, -1.0), p(0.66, -0.72), 8).slice(1),
        ];
        addPart(list, LAYER.headBack, roundedPolygon(side > 0 ? outline : [...outline].reverse(), rx * 0.02));
      });
      return;
    case 'pointed':
    case 'fox':
    case 'pig':
      pair((side) => {
        // A fox's ears are big, tall and broad at the root: a cat's size on a fox read as a cat.
        const isFox = ears === 'fox';
        const tip = ears === 'pig' ? at(side * 0.95 + s * 0.3, -1.05) : isFox ? at(side * 0.86 + s * 0.3, -1.66) : at(side * 0.78 + s * 0.3, -1.32);
        const base = [at(side * (isFox ? 0.12 : 0.2) + s * 0.3, -0.8), tip, at(side * (isFox ? 0.98 : 0.9) + s * 0.3, isFox ? -0.3 : -0.4)];
        addPart(list, LAYER.headBack, roundedPolygon(side > 0 ? base : [...base].reverse(), rx * 0.07));
        const middle = { x: (base[0]!.x + base[2]!.x) / 2, y: (base[0]!.y + base[2]!.y) / 2 };
        const inner = base.map((point) => ({ x: middle.x + (point.x - middle.x) * 0.38, y: middle.y + (point.y - middle.y) * 0.38 }));
        inner[1] = { x: middle.x + (tip.x - middle.x) * 0.52, y: middle.y + (tip.y - middle.y) * 0.52 };
        addPart(list, LAYER.headBack + 1, roundedPolygon(side > 0 ? inner : [...inner].reverse(), rx * 0.04), { isOuter: false, isDetail: true });
      });
      return;
    case 'long':
      pair((side) => {
        const centre = at(side * 0.38 + s * 0.3, -1.45);
        addPart(list, LAYER.headBack, ellipse(centre, rx * 0.24, ry * 0.72, side * 10));
        addPart(list, LAYER.headBack + 1, ellipse({ x: centre.x, y: centre.y + ry * 0.06 }, rx * 0.12, ry * 0.5, side * 10), { isOuter: false, isDetail: true });
      });
      return;
    case 'floppy':
      // Each ear hangs from the top of the head over its side and down past the cheek, its outline
      // crossing the head's: an oval inside the head read as a patch, not an ear. Turned, only the far
      // side's shows, behind the eyes (on the facing side it covered the near eye).
      for (const side of shift > 0 ? [-1] : [-1, 1]) {
        const ear = [at(side * 0.16 + s * 0.3, -0.97), at(side * 0.74, -0.86), at(side * 1.3, -0.2), at(side * 1.3, 0.62), at(side * 1.0, 0.78), at(side * 0.7, 0.2), at(side * 0.4, -0.56)];
        addPart(list, LAYER.head + 0.5, smoothRing(side > 0 ? ear : [...ear].reverse(), 6));
      }
      return;
    case 'cow':
      // A cow's ears stick out sideways below its horns, each a leaf with its inner ear to colour: hung
      // down against the head, they read as a dog's.
      pair((side) => {
        const root = at(side * 0.8 + s * 0.2, -0.42);
        const tip = at(side * 1.5 + s * 0.2, -0.28);
        const ear = [add(root, { x: 0, y: -ry * 0.24 }), { x: (root.x + tip.x) / 2, y: root.y - ry * 0.3 }, tip, { x: (root.x + tip.x) / 2, y: root.y + ry * 0.26 }, add(root, { x: 0, y: ry * 0.2 })];
        addPart(list, LAYER.headBack, smoothRing(side > 0 ? ear : [...ear].reverse(), 6));
        const inner = [lerpAt(root, tip, 0.3, -ry * 0.1), lerpAt(root, tip, 0.82, 0), lerpAt(root, tip, 0.3, ry * 0.1)];
        addPart(list, LAYER.headBack + 1, roundedPolygon(side > 0 ? inner : [...inner].reverse(), rx * 0.05), { isOuter: false, isDetail: true });
      });
      return;
    case 'side':
      pair((side) => {
        const centre = at(side * 1.0 + s * 0.2, -0.05);
        addPart(list, LAYER.headBack, circle(centre, rx * 0.28));
        addPart(list, LAYER.headBack + 1, circle(centre, rx * 0.15), { isOuter: false, isDetail: true });
      });
      return;
    case 'bolts':
      pair((side) => addPart(list, LAYER.headBack, roundedPolygon(box(at(side * 1.08, 0), rx * 0.2, ry * 0.46), rx * 0.06)));
      return;
    case 'horse':
      return;
  }
}

function add(a: Point, b: Point): Point {
  return { x: a.x + b.x, y: a.y + b.y };
}

/** The point `t` of the way from `a` to `b`, moved `dy` down. */
function lerpAt(a: Point, b: Point, t: number, dy: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t + dy };
}

function box(centre: Point, width: number, height: number): Point[] {
  return [
    { x: centre.x - width / 2, y: centre.y - height / 2 },
    { x: centre.x + width / 2, y: centre.y - height / 2 },
    { x: centre.x + width / 2, y: centre.y + height / 2 },
    { x: centre.x - width / 2, y: centre.y + height / 2 },
  ];
}

function drawSnout(list: PartList, snout: Snout, face: FaceGeometry, at: At, expression: Expression, hasBeard = false): void {
  const { rx, ry } = face;
  const s = face.shift / rx;
  const nose = (centre: Point, width: number): void => addPart(list, LAYER.faceDetail, ellipse(centre, width, width * 0.7), { fill: 'black', isOuter: false });
  switch (snout) {
    case 'none':
      drawMouth(list, face.mouth, rx * 0.22, expression);
      return;
    case 'human':
      addStroke(list, LAYER.faceDetail, curve(at(s - 0.06, 0.2), at(s + 0.02, 0.3), at(s + 0.09, 0.22), 6), { isDetail: false });
      // A beard draws its own mouth, an area in it (drawBeard).
      if (!hasBeard) drawMouth(list, face.mouth, rx * 0.22, expression);
      return;
    case 'pointed': {
      // A fox: white cheeks flaring out to points past the sides of the head, a narrow snout down
      // the middle to a black nose.
      // Turned, the cheek on the facing side rounds into a short snout just past the head: flared to a point
      // like the far one, the face read as a flat beak.
      if (s === 0) {
        // Facing out, the pale cheeks rise under the eyes and dip between them in a V to the nose, so the bridge of the
        // snout runs down between them to its tip, and below the nose they close into a narrow chin past the round of
        // the head: a lens of cheeks across the face with a small snout on it read as "a flat band, like a mask" (round 13).
        const right = [at(0.08, 0.44), at(0.22, 0.3), at(0.46, 0.2), at(0.8, 0.3), at(1.18, 0.5), at(0.88, 0.74), at(0.46, 1.02)];
        const left = right.map((point) => ({ x: 2 * at(0, 0).x - point.x, y: point.y })).reverse();
        addPart(list, LAYER.head + 1, smoothRing([at(0, 0.54), ...right, at(0, 1.12), ...left], 6));
        const snoutTip = at(0, 0.56);
        nose(snoutTip, rx * 0.12);
        drawMouth(list, { x: snoutTip.x, y: snoutTip.y + ry * 0.2 }, rx * 0.12, expression);
        return;
      }
      const front = s > 0 ? [at(s + 0.5, 0.26), at(1.04, 0.3), at(1.16, 0.44), at(1.1, 0.6), at(s + 0.5, 0.78)] : [at(s + 0.55, 0.24), at(s + 1.1, 0.5), at(s + 0.6, 0.76)];
      // Its lower edge runs below the head's, as the jaw: just inside it, the strip between closed up black (asleep).
      addPart(list, LAYER.head + 1, smoothRing([at(s - 1.1, 0.5), at(s - 0.55, 0.24), at(s, 0.34), ...front, at(s, 1.1), at(s - 0.6, 0.96)], 6));
      const tip = at(s * 1.3, 0.4);
      nose(tip, rx * 0.13);
      drawMouth(list, { x: tip.x, y: tip.y + ry * 0.2 }, rx * 0.13, expression);
      return;
    }
    case 'lion':
      // Facing out, a lion's muzzle: two round cheeks side by side under a broad nose, whisker dots on them, the mouth
      // under them. One oval muzzle with a button nose read as a teddy's (round 16). Turned, the plain muzzle.
      if (s === 0) {
        for (const side of [-1, 1]) {
          const cheek = at(side * 0.19, 0.5);
          addPart(list, LAYER.face - 0.5, ellipse(cheek, rx * 0.23, ry * 0.18), { isOuter: false });
          for (const [dx, dy] of [[0.04, -0.04], [0.12, 0.0], [0.05, 0.06]] as const) addPart(list, LAYER.faceDetail, circle(at(side * (0.19 + dx), 0.5 + dy), rx * 0.025), { fill: 'black', isOuter: false });
        }
        const top = at(0, 0.3);
        addPart(list, LAYER.faceDetail, roundedPolygon([{ x: top.x - rx * 0.14, y: top.y }, { x: top.x + rx * 0.14, y: top.y }, { x: top.x, y: top.y + ry * 0.16 }], rx * 0.04), { fill: 'black', isOuter: false });
        drawMouth(list, at(0, 0.7), rx * 0.13, expression);
        return;
      }
      drawSnout(list, 'muzzle', face, at, expression);
      return;
    case 'lioness': {
      // A cat's long muzzle from between the eyes down past the round of the head (turned, pushed ahead), a broad nose
      // on it with a line down to a mouth in two curves, whiskers and whisker dots either side (in the thick lines for the youngest
      // they ran into blots): round cheeks under a button nose, and a round muzzle in a round head, read as a teddy's
      // (judging 21).
      const ahead = s * 0.9;
      const right = [at(ahead + 0.16, 0.1), at(ahead + 0.34, 0.3), at(ahead + 0.44, 0.56), at(ahead + 0.36, 0.88), at(ahead + 0.18, 1.08)];
      const mirror = 2 * at(ahead, 0).x;
      const left = right.map((point) => ({ x: mirror - point.x, y: point.y })).reverse();
      addPart(list, LAYER.head + 1, smoothRing([at(ahead, 0.08), ...right, at(ahead, 1.14), ...left], 6));
      const top = at(ahead, 0.28);
      addPart(list, LAYER.faceDetail, roundedPolygon([{ x: top.x - rx * 0.17, y: top.y }, { x: top.x + rx * 0.17, y: top.y }, { x: top.x, y: top.y + ry * 0.2 }], rx * 0.05), { fill: 'black', isOuter: false });
      const split = at(ahead, 0.6);
      addStroke(list, LAYER.faceDetail, [at(ahead, 0.42), split]);
      for (const side of [-1, 1]) {
        addStroke(list, LAYER.faceDetail, curve(split, at(ahead + side * 0.1, 0.72), at(ahead + side * 0.2, 0.62), 6));
        // Its whiskers for the youngest too (the shared ones are left out for them): a cat's, not a teddy's, face.
        for (const [from, to] of [[0.42, 0.36], [0.52, 0.56]] as const) addStroke(list, LAYER.faceDetail, [at(ahead + side * 0.38, from), at(ahead + side * 0.82, to)], { weight: 0.8 });
        for (const [dx, dy] of [[0.22, 0.44], [0.3, 0.49], [0.24, 0.54]] as const) addPart(list, LAYER.faceDetail, circle(at(ahead + side * dx, dy), rx * 0.028), { fill: 'black', isOuter: false, isDetail: true });
      }
      return;
    }
    case 'muzzle':
    case 'big-muzzle': {
      const size = snout === 'big-muzzle' ? 1.3 : 1;
      const centre = at(s * 1.2, 0.42);
      // Under the eyes: over them, it cut off their lower rims and the pupils resting there spilled out onto it.
      addPart(list, LAYER.face - 0.5, ellipse(centre, rx * 0.42 * size, ry * 0.34 * Math.min(size, 1.1)), { isOuter: false });
      if (snout === 'big-muzzle') {
        for (const side of [-1, 1]) nose({ x: centre.x + side * rx * 0.15, y: centre.y - ry * 0.1 }, rx * 0.05);
      } else {
        nose({ x: centre.x, y: centre.y - ry * 0.13 }, rx * 0.12);
      }
      drawMouth(list, { x: centre.x, y: centre.y + ry * 0.02 }, rx * 0.15 * size, expression);
      return;
    }
    case 'cow': {
      // A broad muzzle across the bottom of the head, wider than the jaw, two big nostrils on it: a
      // small muzzle in the middle of a round head read as any cute animal.
      const centre = at(s * 0.9, 0.62);
      addPart(list, LAYER.head + 1, ellipse(centre, rx * 0.74, ry * 0.42));
      for (const side of [-1, 1]) addPart(list, LAYER.faceDetail, ellipse({ x: centre.x + side * rx * 0.3, y: centre.y - ry * 0.08 }, rx * 0.1, ry * 0.08, side * 20), { fill: 'black', isOuter: false });
      drawMouth(list, { x: centre.x, y: centre.y + ry * 0.12 }, rx * 0.2, expression);
      return;
    }
    case 'mouse': {
      // A round black nose at the snout's tip (the head's own outline runs round the snout, mouseSnoutOutline), long
      // whiskers fanning from it for the youngest too: a button nose on a round head read as a teddy's.
      const tip = s > 0 ? at(MOUSE_SNOUT_TIP.x - 0.06, MOUSE_SNOUT_TIP.y) : at(0, 0.3);
      nose(tip, rx * 0.13);
      // Turned, they fan up and down off the snout's edges behind the nose; facing out, out to both sides.
      const whiskers: [number, number, number, number][] =
        s > 0
          ? [[1.22, 0.12, 1.58, -0.1], [1.05, 0.06, 1.34, -0.22], [1.22, 0.48, 1.58, 0.7], [1.05, 0.56, 1.32, 0.86]]
          : [-1, 1].flatMap((side): [number, number, number, number][] => [[side * 0.16, 0.26, side * 0.7, 0.16], [side * 0.16, 0.34, side * 0.7, 0.44]]);
      for (const [x1, y1, x2, y2] of whiskers) addStroke(list, LAYER.faceDetail, [at(x1, y1), at(x2, y2)], { weight: 0.8 });
      drawMouth(list, s > 0 ? at(MOUSE_SNOUT_TIP.x - 0.42, MOUSE_SNOUT_TIP.y + 0.24) : { x: tip.x, y: tip.y + ry * 0.16 }, rx * 0.12, expression);
      return;
    }
    case 'small-nose': {
      const centre = at(s, 0.3);
      nose(centre, rx * 0.08);
      drawMouth(list, { x: centre.x, y: centre.y + ry * 0.14 }, rx * 0.13, expression);
      return;
    }
    case 'pig': {
      const centre = at(s * 1.2, 0.38);
      addPart(list, LAYER.face, ellipse(centre, rx * 0.3, ry * 0.22), { isOuter: false });
      for (const side of [-1, 1]) addPart(list, LAYER.faceDetail, ellipse({ x: centre.x + side * rx * 0.1, y: centre.y }, rx * 0.05, ry * 0.08), { fill: 'black', isOuter: false });
      drawMouth(list, at(s * 1.2, 0.72), rx * 0.16, expression);
      return;
    }
    case 'beak': {
      const top = at(s * 1.1, 0.1);
      // A beak and no mouth: a small "o" under it, surprised, read as a second mouth (round 12).
      addPart(list, LAYER.faceDetail, roundedPolygon([{ x: top.x - rx * 0.16, y: top.y }, { x: top.x + rx * 0.16, y: top.y }, { x: top.x, y: top.y + ry * 0.36 }], rx * 0.04), { isOuter: false });
      return;
    }
    case 'bill': {
      if (face.isProfile === true) {
        // Side on, the bill juts straight ahead from the front of the head, a little below the eye.
        const root = at(0.84, 0.2);
        addPart(list, LAYER.faceDetail, roundedPolygon([{ x: root.x - rx * 0.1, y: root.y - ry * 0.19 }, { x: root.x + rx * 0.72, y: root.y + ry * 0.05 }, { x: root.x - rx * 0.1, y: root.y + ry * 0.19 }], rx * 0.05));
        return;
      }
      // A penguin's bill: a small triangle below the eyes on the white face, pointing out when turned.
      const centre = at(s * 1.25, 0.3);
      const w = rx * (face.shift > 0 ? 0.3 : 0.22);
      // Turned, a long wedge pointing ahead: short and blunt, round 13 saw a rectangle on the face.
      const tip = { x: centre.x + (face.shift > 0 ? w * 2.1 : 0), y: centre.y + ry * (face.shift > 0 ? 0.08 : 0.27) };
      const outline = face.shift > 0 ? [{ x: centre.x - w * 0.4, y: centre.y - ry * 0.12 }, tip, { x: centre.x - w * 0.4, y: centre.y + ry * 0.16 }] : [{ x: centre.x - w, y: centre.y - ry * 0.08 }, { x: centre.x + w, y: centre.y - ry * 0.08 }, tip];
      // A small plain triangle: a line across it reads as a frown at this size.
      addPart(list, LAYER.faceDetail, roundedPolygon(outline, rx * 0.05), { isOuter: face.shift > 0 });
      return;
    }
    case 'robot': {
      // A wide open smile, not a grid of teeth (which reads as a skull).
      const centre = at(s, 0.48);
      if (expression === 'surprised') {
        addPart(list, LAYER.face, ellipse(centre, rx * 0.16, ry * 0.16), { isOuter: false });
        return;
      }
      if (expression === 'sleeping') {
        // A short straight line, a robot's mouth at rest: a shallow arc like the closed eyes' made three arcs alike (round 13).
        addStroke(list, LAYER.faceDetail, [{ x: centre.x - rx * 0.18, y: centre.y + ry * 0.04 }, { x: centre.x + rx * 0.18, y: centre.y + ry * 0.04 }]);
        return;
      }
      const half = rx * 0.36;
      addPart(list, LAYER.face, roundedPolygon([{ x: centre.x - half, y: centre.y - ry * 0.08 }, { x: centre.x + half, y: centre.y - ry * 0.08 }, ...curve({ x: centre.x + half, y: centre.y - ry * 0.08 }, { x: centre.x, y: centre.y + ry * 0.42 }, { x: centre.x - half, y: centre.y - ry * 0.08 }, 8).slice(1, -1)], rx * 0.04), { isOuter: false });
      return;
    }
    case 'dragon':
      drawDragonSnout(list, face, at, expression);
      return;
    case 'horse':
      return;
  }
}

/**
 * A dragon's snout: longer than a round muzzle, narrowing a little to its front, two nostrils near the tip seen as
 * small commas on top and a wide smile along it. Round 12 read the round muzzle with two dots in it as a calf's or a
 * pig's.
 */
function drawDragonSnout(list: PartList, face: FaceGeometry, at: At, expression: Expression): void {
  const s = face.shift / face.rx;
  const isTurned = s > 0;
  const nostrils = isTurned ? [{ x: s + 1.06, side: 1 }] : [{ x: -0.2, side: -1 }, { x: 0.2, side: 1 }];
  for (const { x, side } of nostrils) nostrilComma(list, at(x, isTurned ? 0.3 : 0.38), face.rx * 0.055, side);
  if (expression === 'surprised') {
    drawMouth(list, isTurned ? at(s + 0.85, 0.58) : at(0, 0.66), face.rx * 0.14, expression);
    return;
  }
  // The smile runs from cheek to cheek, each end tucked up in a small tick.
  const [back, middle, front] = isTurned ? [at(s + 0.32, 0.52), at(s + 0.8, 0.7), at(s + 1.16, 0.58)] : [at(-0.44, 0.54), at(0, 0.74), at(0.44, 0.54)];
  addStroke(list, LAYER.faceDetail, curve(back, middle, front, 10));
  const ends = isTurned ? [{ end: back, tick: at(s + 0.26, 0.44) }] : [{ end: back, tick: at(-0.52, 0.47) }, { end: front, tick: at(0.52, 0.47) }];
  for (const { end, tick } of ends) addStroke(list, LAYER.faceDetail, [end, tick]);
}

/** A dragon's nostril: a black dot with a short tail curling up and out to `side`, a comma, not a pig's ring or dot. */
export function nostrilComma(list: PartList, centre: Point, radius: number, side: number): void {
  addPart(list, LAYER.faceDetail, circle(centre, radius), { fill: 'black', isOuter: false });
  const tail = curve(centre, { x: centre.x + side * radius * 2.2, y: centre.y + radius * 0.4 }, { x: centre.x + side * radius * 2.6, y: centre.y - radius * 1.6 }, 6);
  addStroke(list, LAYER.faceDetail, tail);
}

/** Turned, the snout reaches out past the head to the facing side; from the front it is a broad bean across the
 * bottom of the face, no lower than the chin (below it, it pinched a sliver of white against a held book). */
/** Where a mouse's snout ends turned side on, in head radii from its centre. */
const MOUSE_SNOUT_TIP = { x: 1.55, y: 0.3 };

/** A mouse's snout turned side on: tapering from the cheek to a point well out past the head, as a mouse's does. */
function mouseSnoutOutline(at: At): Point[] {
  return [at(0.5, -0.12), at(1.1, 0.08), at(MOUSE_SNOUT_TIP.x, MOUSE_SNOUT_TIP.y), at(1.1, 0.52), at(0.5, 0.7)];
}

export function dragonSnoutOutline(at: At, s: number): Point[] {
  return s > 0
    ? [at(s - 0.1, 0.12), at(s + 0.5, 0.1), at(s + 0.98, 0.14), at(s + 1.24, 0.28), at(s + 1.3, 0.48), at(s + 1.16, 0.7), at(s + 0.6, 0.84), at(s, 0.8)]
    : [at(-0.6, 0.38), at(0, 0.3), at(0.6, 0.38), at(0.72, 0.6), at(0.42, 0.82), at(0, 0.88), at(-0.42, 0.82), at(-0.72, 0.6)];
}

/**
 * A horn curving from its base through `bend` to a pointed tip, tapering all the way; `ridges` places lines across it.
 * A dragon's horns are these, curved back: straight, upright and blunt, round 12 read them as ears.
 */
export function curvedHorn(base: Point, bend: Point, tip: Point, width: number): { shape: Shape; ridges: Point[][] } {
  const at = (t: number): Point => ({ x: (1 - t) ** 2 * base.x + 2 * (1 - t) * t * bend.x + t ** 2 * tip.x, y: (1 - t) ** 2 * base.y + 2 * (1 - t) * t * bend.y + t ** 2 * tip.y });
  const normal = (t: number): Point => {
    const a = at(Math.max(0, t - 0.02));
    const b = at(Math.min(1, t + 0.02));
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    return { x: -(b.y - a.y) / length, y: (b.x - a.x) / length };
  };
  const half = (t: number): number => (width / 2) * (1 - t) ** 0.85;
  const side = (t: number, sign: number): Point => ({ x: at(t).x + sign * half(t) * normal(t).x, y: at(t).y + sign * half(t) * normal(t).y });
  const steps = 14;
  const ts = Array.from({ length: steps + 1 }, (_, i) => i / steps);
  const shape: Shape = [[...ts.map((t) => side(t, 1)), ...ts.slice(0, -1).reverse().map((t) => side(t, -1))]];
  const ridges = [0.32, 0.54].map((t) => [side(t, 0.7), side(t, -0.7)]);
  return { shape, ridges };
}

const HEAD_EXTRAS: Record<HeadExtra, (list: PartList, face: FaceGeometry, at: At) => void> = {
  // A lion's mane: a ring of pointed locks standing out all round the face, each parted from the next by a line into
  // the head. A ring of round puffs was a teddy's fuzzy outline (round 16).
  mane: (list, face, at) => {
    const count = 16;
    const rim = (index: number, reach: number): Point => {
      const angle = (index / (count * 2)) * Math.PI * 2 - Math.PI / 2;
      return at(Math.cos(angle) * reach, Math.sin(angle) * reach + 0.1);
    };
    const outline = Array.from({ length: count * 2 }, (_, index) => rim(index, index % 2 === 0 ? 1.42 : 1.14));
    addPart(list, LAYER.headBack - 1, roundedPolygon(outline, face.rx * 0.1));
    for (let index = 1; index < count * 2; index += 2) addStroke(list, LAYER.headBack - 1, [rim(index, 1.14), rim(index, 0.8)], { isDetail: true });
  },
  // Laugh lines beside the mouth: an older face. No crow's feet: drawn only from the front (turned, they read as a wink),
  // the face changed from panel to panel, and beside small eyes they read as ">•  •<" squint marks (round 13).
  wrinkles: (list, face, at) => {
    const s = face.shift / face.rx;
    for (const side of [-1, 1]) addStroke(list, LAYER.faceDetail, curve(at(s + side * 0.46, 0.46), at(s + side * 0.54, 0.58), at(s + side * 0.46, 0.7), 5), { isDetail: true });
  },
  horn: () => undefined,
  'flowing-mane': () => undefined,
  forelock: () => undefined,
  antlers: () => undefined,
  horns: (list, face, at) => {
    // Stout enough that a small one (a herd's far cow) stays a horn to colour, not a black spike.
    for (const side of [-1, 1]) addPart(list, LAYER.headBack, capsule(at(side * 0.5, -0.74), at(side * 0.8, -1.28), face.rx * 0.16, face.rx * 0.08));
  },
  'dragon-horns': (list, face, at) => {
    const s = face.shift / face.rx;
    // Turned, both sweep back from the crown, the far one behind the near; from the front they rise behind the crown
    // and curve out to their points.
    const horns =
      s > 0
        ? [
            { base: at(s - 0.8, -0.5), bend: at(s - 1.0, -0.96), tip: at(s - 1.52, -0.96), layer: LAYER.headBack - 1.5 },
            { base: at(s - 0.12, -0.82), bend: at(s - 0.2, -1.45), tip: at(s - 0.85, -1.62), layer: LAYER.headBack },
          ]
        : [-1, 1].map((side) => ({ base: at(side * 0.44, -0.78), bend: at(side * 0.46, -1.44), tip: at(side * 1.0, -1.56), layer: LAYER.headBack }));
    // A ridge is a stroke half a layer above its horn: strokes are drawn under the next part a whole layer up, so the
    // far horn sits a layer and a half under the near one, whose ridges the head covers.
    for (const { base, bend, tip, layer } of horns) {
      const horn = curvedHorn(base, bend, tip, face.rx * 0.5);
      addPart(list, layer, horn.shape);
      for (const ridge of horn.ridges) addStroke(list, layer + 0.5, ridge, { isDetail: true });
    }
  },
  // Small spikes down the back of a dragon's head, or from the front a low crest of three on its crown between the horns.
  frill: (list, face, at) => {
    const s = face.shift / face.rx;
    const rim = (degrees: number, radius: number): Point => at(s * 0.2 + Math.cos((degrees * Math.PI) / 180) * radius, Math.sin((degrees * Math.PI) / 180) * radius);
    const spikes = s > 0 ? [178, 150] : [-112, -90, -68];
    for (const angle of spikes) {
      const lean = s > 0 ? 14 : 0;
      const size = s > 0 ? 1.36 : 1.26;
      addPart(list, LAYER.headBack, roundedPolygon([rim(angle - 13, 0.82), rim(angle + lean, size), rim(angle + 13, 0.82)], face.rx * 0.04));
    }
  },
  // A triceratops' bony frill, a scalloped shield behind the head, and its three horns: two long ones over the eyes
  // curving forward and a short one on the nose.
  'triceratops-frill': (list, face, at) => {
    const s = face.shift / face.rx;
    // Turned, its front edge runs past the near horn's base: ending at it, a speck of white was left between the frill,
    // the horn and the head.
    const centre = s > 0 ? at(s - 0.62, -0.36) : at(0, -0.25);
    const radius = face.rx * (s > 0 ? 1.12 : 1.45);
    // Small knobs round its rim, far apart: big scallops close together read as a lion's mane.
    const knobs = Array.from({ length: 6 }, (_, index) => {
      const angle = ((s > 0 ? 120 + index * 32 : 190 + index * 32) * Math.PI) / 180;
      return circle({ x: centre.x + Math.cos(angle) * radius, y: centre.y + Math.sin(angle) * radius * 0.95 }, face.rx * 0.13);
    });
    addPart(list, LAYER.headBack - 2, unite([ellipse(centre, radius, radius * 0.95), ...knobs]));
    // A bony rim round it, ribbed between the knobs, so it reads as a frill of bone and not a flat disc (judging 18):
    // the inner plate is its own area, each rib runs from it out to the rim between two knobs.
    addPart(list, LAYER.headBack - 2, ellipse(centre, radius * 0.72, radius * 0.72 * 0.95), { isOuter: false, isDetail: true });
    for (let index = 0; index < 5; index++) {
      const angle = ((s > 0 ? 136 + index * 32 : 206 + index * 32) * Math.PI) / 180;
      const onRib = (reach: number): Point => ({ x: centre.x + Math.cos(angle) * radius * reach, y: centre.y + Math.sin(angle) * radius * reach * 0.95 });
      addStroke(list, LAYER.headBack - 2, [onRib(0.72), onRib(1)], { isDetail: true });
    }
    const horns =
      s > 0
        ? [
            // Well apart, tip from tip: close together the strip between them closed up black. They rise from the brow
            // over the eyes, drawn on the head: from behind it they read as a puppy's ears (judging 18).
            { base: at(s - 0.35, -0.7), bend: at(s - 0.35, -1.35), tip: at(s + 0.05, -1.8), layer: LAYER.face },
            { base: at(s + 0.2, -0.72), bend: at(s + 0.45, -1.25), tip: at(s + 1.15, -1.45), layer: LAYER.face + 0.5 },
            { base: at(s + 0.95, 0.2), bend: at(s + 1.0, -0.05), tip: at(s + 1.2, -0.3), layer: LAYER.faceDetail + 1 },
          ]
        : [-1, 1].map((side) => ({ base: at(side * 0.4, -0.72), bend: at(side * 0.5, -1.3), tip: at(side * 0.9, -1.6), layer: LAYER.headBack }));
    for (const { base, bend, tip, layer } of horns) {
      const horn = curvedHorn(base, bend, tip, face.rx * (layer === LAYER.faceDetail + 1 ? 0.3 : 0.36));
      addPart(list, layer, horn.shape);
    }
  },
  antenna: (list, face, at) => {
    addPart(list, LAYER.headBack, capsule(at(0, -0.9), at(0, -1.42), face.rx * 0.06));
    addPart(list, LAYER.headBack, circle(at(0, -1.48), face.rx * 0.15));
  },
  antennae: (list, face, at) => {
    for (const side of [-1, 1]) {
      addPart(list, LAYER.headBack, capsule(at(side * 0.3, -0.85), at(side * 0.62, -1.45), face.rx * 0.06));
      addPart(list, LAYER.headBack, circle(at(side * 0.64, -1.5), face.rx * 0.14));
    }
  },
  'eye-patches': (list, face) => {
    face.eyes.forEach((eye, index) => {
      const side = eye.x < face.centre.x + face.shift ? -1 : 1;
      addPart(list, LAYER.headDetail, ellipse({ x: eye.x, y: eye.y + face.eyeRadius * 0.15 }, face.eyeRadius * (index === 0 && face.shift > 0 ? 1.25 : 1.55), face.eyeRadius * 1.3, side * 28), {
        isOuter: false,
      });
    });
  },
  // An owl's heart-shaped face: a lobe round each eye, meeting in a point above the beak and below it. The point is
  // broad where it leaves the lobes: narrow, its rounded tip hung below them like a small "o" mouth (round 12).
  'face-disc': (list, face, at) => {
    const s = face.shift / face.rx;
    const lobes = face.eyes.map((eye, index) => ellipse(eye, face.rx * (index === 0 && s > 0 ? 0.4 : 0.5), face.ry * 0.58));
    addPart(list, LAYER.headDetail, unite([...lobes, roundedPolygon([at(s - 0.46, 0.3), at(s + 0.46, 0.3), at(s, 0.8)], face.rx * 0.06)]), { isOuter: false });
  },
  'face-mask': (list, face, at) => {
    addPart(list, LAYER.headDetail, unite([...face.eyes.map((eye) => circle(eye, face.eyeRadius * 1.6)), ellipse(at(face.shift / face.rx, 0.45), face.rx * 0.55, face.ry * 0.45)]), {
      isOuter: false,
    });
  },
  // A penguin's face: the dark cap comes down to a point between the eyes, and the white face
  // round the eyes runs on down to the chin, where the white front carries on down the body.
  'face-patch': (list, face, at) => {
    const s = face.shift / face.rx;
    if (face.isProfile === true) {
      // Side on, the white cheek round the eye runs forward to the bill and down to the chin, the dark cap over it.
      const cheek = smoothRing([at(s - 0.3, -0.44), at(s + 0.12, -0.58), at(s + 0.56, -0.42), at(1.1, 0), at(1.0, 0.6), at(0.5, 1.1), at(-0.1, 1.1), at(s - 0.62, 0.5), at(s - 0.56, 0)], 6);
      addPart(list, LAYER.headDetail, intersect(cheek, headShape('bulb', face.centre, face.rx, face.ry)), { isOuter: false });
      return;
    }
    // Narrower than the head, so the dark hood (an area to colour, not black) wraps down both sides of the face in
    // every view and the bird reads as a penguin from the front too, not only its cap over the eyes.
    // Its top is two round lobes over the eyes with a shallow dip between them, high above the eyes and their
    // raised brows: a deep V coming down between them read as a frown.
    const patch = smoothRing([at(s, -0.6), at(s + 0.3, -0.74), at(s + 0.6, -0.62), at(s + 0.76, -0.26), at(s + 0.8, 0.2), at(s + 0.6, 0.72), at(s, 1.2), at(s - 0.6, 0.72), at(s - 0.8, 0.2), at(s - 0.76, -0.26), at(s - 0.6, -0.62), at(s - 0.3, -0.74)], 6);
    addPart(list, LAYER.headDetail, intersect(patch, headShape('bulb', face.centre, face.rx, face.ry)), { isOuter: false });
  },
  spikes: (list, face, at) => {
    // Apart from a dragon's horns: a spike overlapping a horn left a sliver of the horn, inked solid black.
    for (const x of [-0.2, 0, 0.2]) {
      addPart(list, LAYER.headBack, roundedPolygon([at(x - 0.13, -0.8), at(x, -1.4 + Math.abs(x) * 0.4), at(x + 0.13, -0.8)], face.rx * 0.05));
    }
  },
  whiskers: (list, face, at) => {
    const s = face.shift / face.rx;
    for (const side of [-1, 1]) {
      for (const dy of [-0.05, 0.08]) {
        addStroke(list, LAYER.faceDetail, [at(s + side * 0.3, 0.34 + dy), at(s + side * 0.78, 0.3 + dy * 2.2)], { isDetail: true, weight: 0.8 });
      }
    }
  },
};

/** A cap of hair over the top of the head with a side-swept fringe; sides reach down to `sideDepth`. */
function hairCap(at: At, s: number, sideDepth: number): Shape {
  return smoothRing(
    [
      at(-1.06, sideDepth),
      at(-1.1, -0.35),
      at(-0.82, -0.92),
      at(s * 0.3, -1.14),
      at(0.82, -0.92),
      at(1.1, -0.35),
      at(1.06, sideDepth),
      ...hairline(at, s),
    ],
    6,
  );
}

/**
 * The fringe's edge across the forehead, from the right temple to the left: parted high over the right eye and swept
 * down across to the left temple in two locks whose tips point out and down. Two humps with one dip between them were
 * the top of a mask, and over glasses round 10's judges saw a mask band; dipping to the middle over each eye, the
 * edge read as frowning brows (round 13).
 */
function hairline(at: At, s: number): Point[] {
  return [at(0.84, -0.22), at(0.66 + s * 0.3, -0.52), at(0.42 + s * 0.4, -0.7), at(0.12 + s * 0.5, -0.64), at(-0.12 + s * 0.5, -0.5), at(-0.12 + s * 0.5, -0.6), at(-0.4 + s * 0.5, -0.46), at(-0.44 + s * 0.5, -0.55), at(-0.82, -0.34)];
}

/**
 * A swimming mermaid's long hair seen from the front streams out behind her head in three wavy locks with round tips,
 * wide enough to colour to their ends, framing the face on its near side as when it hangs: hung down as a bob she was
 * a boy, and the side view's hair streaming out in points read as a shark (round 13).
 */
function streamingHair(list: PartList, at: At): void {
  // Round the same way as every other part (from the back over the crown to the front), or uniting it with the head
  // cancelled the two out where they overlap.
  const outline = smoothRing(
    [
      at(1.12, -0.3),
      at(0.84, -0.92),
      at(0, -1.16),
      at(-0.9, -0.98),
      at(-1.6, -0.78),
      at(-2.2, -0.5),
      at(-2.55, -0.3),
      at(-2.7, -0.08),
      at(-2.5, 0.08),
      at(-2.1, 0.12),
      at(-2.42, 0.42),
      at(-2.6, 0.7),
      at(-2.45, 0.9),
      at(-2.05, 0.86),
      at(-2.12, 1.14),
      at(-2.2, 1.42),
      at(-2.0, 1.54),
      at(-1.7, 1.38),
      at(-1.45, 1.18),
      at(-1.1, 1.16),
      at(-0.9, 1.26),
      at(0.9, 1.26),
      at(1.2, 1.0),
      at(1.18, 0.5),
    ].reverse(),
    6,
  );
  addPart(list, LAYER.backHair, outline);
  const face = smoothRing([...hairline(at, 0), at(-0.97, 0.55), at(-1.3, 0.95), at(-1.2, 2.2), at(1.2, 2.2), at(1.3, 0.95), at(0.97, 0.55)], 6);
  addPart(list, LAYER.hair, subtract(outline, face));
  for (const [from, middle, to] of [
    [at(-1.05, -0.6), at(-1.7, -0.45), at(-2.2, -0.2)],
    [at(-1.15, 0.1), at(-1.7, 0.3), at(-2.15, 0.62)],
  ] as const) {
    addStroke(list, LAYER.hair + 0.5, curve(from, middle, to, 8), { isDetail: true });
  }
}

/**
 * Long hair swept back from the crown over the back of the head and out behind in two wavy locks, wide enough to
 * colour to their tips (a thin spike there was a sliver); the face side is left bare.
 */
function flowingHair(list: PartList, at: At): void {
  const outline = [
    at(0.2, -1.08),
    at(-0.3, -1.12),
    at(-0.72, -1.02),
    at(-1.22, -0.62),
    at(-1.72, -0.02),
    at(-2.02, 0.62),
    at(-2.42, 1.22),
    at(-2.02, 1.26),
    at(-1.66, 1.02),
    at(-1.56, 1.46),
    at(-1.86, 2.02),
    at(-1.34, 1.86),
    at(-0.98, 1.5),
    at(-0.45, 1.05),
  ];
  addPart(list, LAYER.backHair, smoothRing(outline, 6));
  // The crown and fringe over the head, swept back.
  addPart(list, LAYER.hair, hairCap(at, 0.26, -0.2));
  for (const [from, middle, to] of [
    [at(-0.9, -0.7), at(-1.45, -0.1), at(-1.85, 0.72)],
    [at(-0.95, -0.2), at(-1.3, 0.4), at(-1.42, 1.2)],
  ] as const) {
    addStroke(list, LAYER.backHair + 0.5, curve(from, middle, to, 8), { isDetail: true });
  }
}

export const HAIR_STYLES: Record<HairStyle, (list: PartList, at: At, rx: number, shift: number) => void> = {
  short: (list, at, rx, shift) => {
    // A plain cap: one strand drawn down it to the fringe crossed the head as a stray line (round 12).
    addPart(list, LAYER.hair, hairCap(at, shift / rx, -0.05));
  },
  spiky: (list, at, rx, shift) => {
    // Tufts swept to one side at uneven heights: an even row of upright points reads as a crown.
    const spikes = [[-0.66, 0.12], [-0.22, -0.04], [0.22, 0.04], [0.62, 0.18]].map(([x, dy]) => roundedPolygon([at(x! - 0.3, -0.76), at(x! + 0.36, -1.4 + dy!), at(x! + 0.3, -0.78)], rx * 0.09));
    addPart(list, LAYER.hair, unite([hairCap(at, shift / rx, -0.05), ...spikes]));
  },
  curly: (list, at, rx, shift) => {
    const curls: Shape[] = [];
    for (let i = 0; i <= 12; i++) {
      const angle = Math.PI * (0.92 + (i / 12) * 1.16);
      curls.push(circle(at(Math.cos(angle) * 1.05, Math.sin(angle) * 0.98 + 0.06), rx * 0.3));
    }
    addPart(list, LAYER.headBack - 1, unite(curls));
    for (const x of [-0.62, 0.62]) addStroke(list, LAYER.headBack - 1, curve(at(x * 1.5, -0.5), at(x * 1.62, -0.2), at(x * 1.38, -0.05), 6), { isDetail: true });
    const fringe = [-0.66, -0.33, 0, 0.33, 0.66].map((x) => circle(at(x + (shift / rx) * 0.4, -0.7 + Math.abs(x) * 0.22), rx * 0.25));
    addPart(list, LAYER.hair, unite(fringe));
  },
  // Down to the shoulders and ending behind them: to the waist, a slab wider than the body beside a hanging arm read as
  // a third arm or a backpack, and past the shoulders its corner showed as a wedge under a raised arm (round 10).
  // One outline round all of it: a cap with its own sides a little inside the back hair's drew a doubled, wobbly line
  // down the side of the head (round 10). The part in front of the head is cut from that same outline, so the two
  // lines lie on each other, and its locks end on a curve across the hair at the shoulders.
  long: (list, at, rx, shift) => {
    const s = shift / rx;
    const outline = smoothRing([at(-1.12, -0.3), at(-0.84, -0.92), at(s * 0.3, -1.14), at(0.84, -0.92), at(1.12, -0.3), at(1.18, 0.5), at(1.2, 1.0), at(0.9, 1.26), at(-0.9, 1.26), at(-1.2, 1.0), at(-1.18, 0.5)], 6);
    addPart(list, LAYER.backHair, outline);
    const face = smoothRing([...hairline(at, s), at(-0.97, 0.55), at(-1.3, 0.95), at(-1.2, 2.2), at(1.2, 2.2), at(1.3, 0.95), at(0.97, 0.55)], 6);
    addPart(list, LAYER.hair, subtract(outline, face));
  },
  bun: (list, at, rx, shift) => {
    addPart(list, LAYER.headBack - 1, circle(at(0, -1.12), rx * 0.4));
    addPart(list, LAYER.hair, hairCap(at, shift / rx, -0.05));
  },
  ponytail: (list, at, rx, shift) => {
    const root = at(shift > 0 ? -0.95 : -0.85, -0.55);
    addPart(list, LAYER.headBack - 1, capsule(root, at(shift > 0 ? -1.45 : -1.35, 0.75), rx * 0.34, rx * 0.16));
    addPart(list, LAYER.headBack, circle(root, rx * 0.14), { isDetail: true });
    addPart(list, LAYER.hair, hairCap(at, shift / rx, -0.05));
  },
  // Each tied at the side of the head with a band, flaring out below it and tapering to a point: a tube as wide at
  // the head as at its round end hung down beside the cheek like a floppy dog's ear (round 11). It ends in a small round
  // tip above the shoulder: tapered to a point further down, it was a long spike running into the shoulder (round 14).
  pigtails: (list, at, rx, shift) => {
    for (const side of [-1, 1]) {
      const root = at(side * 0.98, -0.5);
      const widest = at(side * 1.42, 0.12);
      addPart(list, LAYER.headBack - 1, unite([capsule(root, widest, rx * 0.16, rx * 0.3), capsule(widest, at(side * 1.3, 0.78), rx * 0.3, rx * 0.09)]));
      addPart(list, LAYER.hair + 0.5, circle(root, rx * 0.19));
    }
    addPart(list, LAYER.hair, hairCap(at, shift / rx, -0.05));
  },
  // Tufts over the ears; turned, one round the back of the head: at the front edge too, the far eye
  // sat against it and read as part of it.
  // A fringe of hair round the side of the head above the ear, hugging the head and tufted along its outer
  // edge: an upright oval on each side read as a headphone's ear cup. Turned, only the back one shows.
  // A baby's one curl on top of a bare head.
  tuft: (list, at) => {
    addStroke(list, LAYER.hair, [...curve(at(0.06, -0.98), at(0.34, -1.34), at(-0.04, -1.36), 8), ...curve(at(-0.04, -1.36), at(-0.22, -1.3), at(-0.1, -1.18), 6).slice(1)]);
  },
  bald: (list, at, _rx, shift) => {
    const tuft = (side: number, x: number): Point[] => [
      at(side * (x - 0.24), -0.78),
      at(side * (x + 0.08), -0.64),
      at(side * (x + 0.1), -0.52),
      at(side * (x + 0.22), -0.4),
      at(side * (x + 0.16), -0.28),
      at(side * (x + 0.22), -0.14),
      at(side * (x + 0.04), -0.08),
      at(side * (x - 0.1), -0.3),
      at(side * (x - 0.2), -0.56),
    ];
    for (const side of shift > 0 ? [-1] : [-1, 1]) addPart(list, LAYER.hair, smoothRing(tuft(side, 0.94), 4));
  },
};

/**
 * A full beard from the sideburns round the chin, its lower edge in curls so it reads as hair and
 * not a bib; a moustache under the nose and an open smile in the beard below it, each an area to
 * colour: two thin curled halves inked over into one black blob, and a mouth drawn as a line was lost
 * in the beard's edge.
 */
function drawBeard(list: PartList, at: At, face: FaceGeometry, expression: Expression): void {
  const s = face.shift / face.rx;
  const curls = [-0.62, -0.32, 0, 0.32, 0.62].map((x) => circle(at(s * 0.5 + x, 1.2 - Math.abs(x) * 0.36), face.rx * 0.28));
  // The whole jaw up to just under the moustache: a bare patch round the mouth inside a ring of beard
  // reads as a monkey's muzzle. Turned, it starts low at the back of the jaw: from the ear, its edge
  // ran across the cheek.
  // Its sides reach the face's edge: just inside it, they left a strip of cheek too thin to colour.
  // Its top edge runs nearly level from under the ear to the moustache: rising up to the ear, it ran across the
  // cheek like a headset's microphone.
  const back = s > 0 ? [at(-0.9, 0.56), at(-0.6, 0.64)] : [at(-0.99, 0.4), at(-0.64, 0.58)];
  const body = smoothRing([back[0]!, back[1]!, at(s - 0.3, 0.56), at(s, 0.6), at(s + 0.3, 0.56), at(0.64, 0.58), at(0.99, 0.4), at(0.97, 0.7), at(0.5, 1.18), at(s * 0.5, 1.3), at(-0.5, 1.18), at(-0.97, 0.7)], 6);
  addPart(list, LAYER.headDetail, unite([body, ...curls]));
  // A few wavy strands low in the beard, so it reads as hair.
  for (const x of [-0.38, 0.38]) addStroke(list, LAYER.headDetail + 0.5, curve(at(s * 0.5 + x, 0.9), at(s * 0.5 + x * 1.25, 1.0), at(s * 0.5 + x * 1.05, 1.1), 5), { isDetail: true });
  const { mouth, rx, ry } = face;
  if (expression === 'surprised') {
    addPart(list, LAYER.faceDetail + 0.2, ellipse(mouth, rx * 0.14, ry * 0.16), { isOuter: false });
  } else if (expression !== 'sleeping') {
    // A smile is a short curve just under the moustache: an open mouth (a half disc) under the two lobes read
    // as a mouth with its tongue out, the face as a monkey's.
    const half = rx * 0.17;
    const top = mouth.y - ry * 0.02;
    addStroke(list, LAYER.faceDetail + 0.2, curve({ x: mouth.x - half, y: top }, { x: mouth.x, y: top + ry * 0.16 }, { x: mouth.x + half, y: top }, 8));
  }
  // Two lobes drooping out from under the nose, one shape; turned, the far one is shorter.
  const lobes = [-1, 1].map((side) => {
    const far = s > 0 && side < 0 ? 0.7 : 1;
    return ellipse(at(s + side * 0.2 * far, 0.47), rx * 0.27 * far, ry * 0.15, side * 14);
  });
  addPart(list, LAYER.faceDetail + 0.5, unite(lobes), { isOuter: false });
  // A round button nose over the moustache, an area to colour: the small hook of a child's nose made a baby's face.
  addPart(list, LAYER.faceDetail + 0.6, ellipse(at(s * 1.1, 0.32), rx * 0.15, ry * 0.12), { isOuter: false });
}
