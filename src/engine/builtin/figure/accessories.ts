import { add, limbLayer } from './biped';
import { capsule, circle, curve, ellipse, roundedPolygon, smoothRing, subtract, unite, type Point } from './geometry';
import { drawRotated, type FigureContext } from './figure-context';
import { FACE_WINDOW, type FaceGeometry } from './head';
import { fistOnHandle } from './fist';
import { chestFront, rect } from './outfits';
import { addPart, addStroke, LAYER, MIN_WHITE_PX, type PartList } from './part-list';
import type { LimbAngles } from './poses';

/** Head and face wear tilts with the head; neck and back wear leans with the torso; hand things follow the hands. */
interface HeadWear {
  anchor: 'head' | 'face';
  /** Covers the hair entirely (a knight's helmet). */
  hidesHair?: boolean;
  /** Puts a lens around each eye (the face's `lensRadius`), drawn by `drawEyes` to leave room to colour. */
  hasLenses?: boolean;
  /** Its words also describe these hats, which a role that brings one of them keeps ("a witch in a pointy hat"). */
  alsoNames?: string[];
  draw: (list: PartList, face: FaceGeometry, at: (x: number, y: number) => Point) => void;
  words: string[];
}

/** A four-legged figure's neck, px: from its base at the chest to the head's centre, `radius` thick at the base. */
export interface FourLeggedNeck {
  base: Point;
  top: Point;
  radius: number;
}

interface BodyWear {
  anchor: 'neck' | 'back';
  /** Drawn on a four-legged figure's back (its barrel centred on the origin, `t` long, `w` deep). */
  fitsFourLegs?: boolean;
  /** Neck wear on a four-legged figure, round its neck low down. */
  drawOnFourLegs?: (list: PartList, neck: FourLeggedNeck) => void;
  /** `w` torso width, `t` torso length, `legs` leg length, px; upright, hips at the origin. */
  draw: (ctx: FigureContext, w: number, t: number, legs: number) => void;
  words: string[];
}

interface HandWear {
  anchor: 'hand';
  /** Leans on the ground (a cane): left out when the figure is in the air. */
  restsOnGround?: boolean;
  /**
   * Sat down seen from the side, the near arm reaches ahead to hold it: angles as in a pose. (With the hands
   * resting by the hips, a cane ran from the hip across the legs to the ground.)
   */
  seatedArm?: LimbAngles;
  draw: (ctx: FigureContext) => void;
  words: string[];
}

export type Accessory = HeadWear | BodyWear | HandWear;

const wear = LAYER.headWear;

/** A scarf's end: its corners where it leaves the knot (two) and at its tip (two), in that order round it. */
type ScarfEnd = [Point, Point, Point, Point];

/**
 * A broad scarf end with a fringe across its tip: a line where the cloth ends and strands from it down to the tips, as
 * many as leave room to colour between them (hung below the end, they were stray marks on the belly).
 */
function scarfEnd(ctx: FigureContext, layer: number, end: ScarfEnd, isReversed: boolean, t: number): void {
  addPart(ctx.list, layer, roundedPolygon(isReversed ? [...end].reverse() : end, t * 0.03));
  const [topLeft, topRight, bottomRight, bottomLeft] = end;
  const fringe = 0.24;
  const hemLeft = lerpPoint(bottomLeft, topLeft, fringe);
  const hemRight = lerpPoint(bottomRight, topRight, fringe);
  addStroke(ctx.list, layer, [hemLeft, hemRight]);
  const strands = Math.max(1, Math.min(4, Math.floor(Math.hypot(bottomRight.x - bottomLeft.x, bottomRight.y - bottomLeft.y) / (MIN_WHITE_PX + ctx.linePx * 2)) - 1));
  for (const share of Array.from({ length: strands }, (_, i) => (i + 1) / (strands + 1))) addStroke(ctx.list, layer, [lerpPoint(hemLeft, hemRight, share), lerpPoint(bottomLeft, bottomRight, share)], { isDetail: true });
}

/** A band round a four-legged figure's neck, low down: its ends (throat side first) and thickness. */
function neckBand(list: PartList, neck: FourLeggedNeck): { throat: Point; nape: Point; r: number } {
  const along = { x: neck.top.x - neck.base.x, y: neck.top.y - neck.base.y };
  const length = Math.hypot(along.x, along.y) || 1;
  const across = { x: along.y / length, y: -along.x / length };
  // Up the neck, below the jaw: lower, on a horse's long neck it sat round the chest like a collar.
  const middle = { x: neck.base.x + along.x * 0.4, y: neck.base.y + along.y * 0.4 };
  const reach = neck.radius * 1.02;
  const a = { x: middle.x + across.x * reach, y: middle.y + across.y * reach };
  const b = { x: middle.x - across.x * reach, y: middle.y - across.y * reach };
  const [throat, nape] = a.x > b.x ? [a, b] : [b, a];
  const r = neck.radius * 0.4;
  addPart(list, LAYER.neckWear, capsule(throat, nape, r));
  return { throat, nape, r };
}

export const ACCESSORIES: Record<string, Accessory> = {
  crown: {
    anchor: 'head',
    draw: (list, face, at) => {
      const points = [at(-0.6, -0.62), at(-0.68, -1.28), at(-0.34, -0.98), at(0, -1.42), at(0.34, -0.98), at(0.68, -1.28), at(0.6, -0.62)];
      addPart(list, wear, roundedPolygon(points, face.rx * 0.05));
      for (const x of [-0.34, 0, 0.34]) addPart(list, wear + 1, circle(at(x, -0.78), face.rx * 0.07), { isOuter: false, isDetail: true });
    },
    words: ['crown', 'king', 'queen', 'princess', 'prince', 'tiara'],
  },
  'chef-hat': {
    anchor: 'head',
    draw: (list, face, at) => {
      addPart(list, wear, unite([circle(at(-0.45, -1.35), face.rx * 0.5), circle(at(0.45, -1.35), face.rx * 0.5), circle(at(0, -1.62), face.rx * 0.55), roundedPolygon([at(-0.7, -1.3), at(0.7, -1.3), at(0.7, -0.9), at(-0.7, -0.9)], face.rx * 0.05)]));
      addPart(list, wear + 1, roundedPolygon([at(-0.78, -1.0), at(0.78, -1.0), at(0.78, -0.62), at(-0.78, -0.62)], face.rx * 0.08));
    },
    words: ['chef hat', 'chef', 'cook', 'baker'],
  },
  'graduation-cap': {
    anchor: 'head',
    draw: (list, face, at) => {
      addPart(list, wear, roundedPolygon([at(-0.72, -1.02), at(0.72, -1.02), at(0.75, -0.6), at(-0.75, -0.6)], face.rx * 0.1));
      addPart(list, wear + 1, roundedPolygon([at(-1.45, -1.08), at(0, -1.4), at(1.45, -1.08), at(0, -0.82)], face.rx * 0.04));
      // The tassel hangs on the same side in every pose, mirrored panels included.
      const side = face.facing ?? 1;
      addStroke(list, wear + 2, [at(0, -1.1), at(side * 1.0, -1.0), at(side * 1.05, -0.55)]);
      addPart(list, wear + 2, roundedPolygon([at(side * 0.95, -0.6), at(side * 1.15, -0.6), at(side * 1.2, -0.28), at(side * 0.9, -0.28)], face.rx * 0.04));
    },
    words: ['graduation cap', 'graduation', 'mortarboard', 'graduate'],
  },
  'sun-hat': {
    anchor: 'head',
    draw: (list, face, at) => {
      addPart(list, wear, ellipse(at(0, -0.66), face.rx * 1.6, face.ry * 0.26));
      addPart(list, wear + 1, unite([ellipse(at(0, -0.92), face.rx * 0.86, face.ry * 0.5), roundedPolygon([at(-0.86, -0.95), at(0.86, -0.95), at(0.86, -0.68), at(-0.86, -0.68)], face.rx * 0.05)]));
      addPart(list, wear + 2, roundedPolygon([at(-0.86, -0.92), at(0.86, -0.92), at(0.86, -0.72), at(-0.86, -0.72)], face.rx * 0.04), { isOuter: false });
    },
    words: ['hat', 'sun hat', 'straw hat', 'farmer', 'sunhat'],
  },
  // A cowboy's hat: a brim curled up at both ends like a smile and a tall crown pinched in at the top, a band round
  // it. A flat brim and a round crown (the sun hat) read as a farmer's straw hat.
  'cowboy-hat': {
    anchor: 'head',
    draw: (list, face, at) => {
      addPart(list, wear, smoothRing([at(-1.62, -1.02), at(-1.12, -0.74), at(0, -0.64), at(1.12, -0.74), at(1.62, -1.02), at(1.2, -0.5), at(0, -0.4), at(-1.2, -0.5)], 8));
      addPart(list, wear + 1, smoothRing([at(-0.78, -0.62), at(-0.7, -1.2), at(-0.5, -1.62), at(-0.2, -1.5), at(0, -1.36), at(0.2, -1.5), at(0.5, -1.62), at(0.7, -1.2), at(0.78, -0.62), at(0, -0.56)], 8));
      addPart(list, wear + 2, roundedPolygon([at(-0.76, -0.94), at(0.76, -0.94), at(0.78, -0.7), at(-0.78, -0.7)], face.rx * 0.04), { isOuter: false });
    },
    words: ['cowboy hat', 'cowgirl hat', 'stetson', 'cowboy', 'cowgirl'],
  },
  cap: {
    anchor: 'head',
    draw: (list, face, at) => {
      addPart(list, wear, ellipse(at(0.75, -0.68), face.rx * 0.7, face.ry * 0.16, -6));
      addPart(list, wear + 1, unite([ellipse(at(0, -0.8), face.rx * 0.98, face.ry * 0.48), roundedPolygon([at(-0.98, -0.85), at(0.98, -0.85), at(0.98, -0.62), at(-0.98, -0.62)], face.rx * 0.05)]));
      addPart(list, wear + 2, circle(at(0, -1.28), face.rx * 0.1), { isDetail: true });
    },
    words: ['cap', 'baseball cap', 'baseball'],
  },
  // A knight's helm: a dome with a brow band and rivets, cheek guards down the sides, a nose guard
  // between the eyes, and a plume: the face shows in the opening, so it never reads as a hood.
  'knight-helmet': {
    anchor: 'head',
    hidesHair: true,
    draw: (list, face, at) => {
      const s = face.shift / face.rx;
      const shell = unite([ellipse(at(0, -0.05), face.rx * 1.14, face.ry * 1.12), roundedPolygon([at(-1.14, -0.1), at(1.14, -0.1), at(1.0, 0.95), at(-1.0, 0.95)], face.rx * 0.2)]);
      const opening = unite([ellipse(at(s * 0.8, 0.18), face.rx * 0.72, face.ry * 0.42), ellipse(at(s * 0.8, 0.5), face.rx * 0.44, face.ry * 0.42)]);
      addPart(list, LAYER.faceWear + 6, subtract(shell, opening));
      addStroke(list, LAYER.faceWear + 7, curve(at(-1.08, -0.36), at(0, -0.5), at(1.08, -0.36), 8));
      for (const x of [-0.7, 0, 0.7]) addPart(list, LAYER.faceWear + 7, circle(at(x + s * 0.3, -0.7), face.rx * 0.06), { isOuter: false, isDetail: true });
      addPart(list, LAYER.faceWear + 7, roundedPolygon([at(s * 0.8 - 0.09, -0.4), at(s * 0.8 + 0.09, -0.4), at(s * 0.8 + 0.07, 0.3), at(s * 0.8 - 0.07, 0.3)], face.rx * 0.04));
      addPart(list, LAYER.headBack - 2, smoothRing([at(-0.1, -1.0), at(0.05, -1.55), at(-0.45, -1.85), at(-1.05, -1.6), at(-0.6, -1.35), at(-0.35, -0.95)], 8));
    },
    words: ['knight', 'helmet', 'armour', 'armor'],
  },
  // A cloth hood over the head and down to the shoulders, the face round in its opening under a turned-back rim:
  // Little Red Riding Hood's, with the cape it belongs to.
  hood: {
    anchor: 'head',
    hidesHair: true,
    draw: (list, face, at) => {
      const s = face.shift / face.rx;
      const shell = unite([ellipse(at(0, -0.1), face.rx * 1.22, face.ry * 1.2), roundedPolygon([at(-1.22, -0.1), at(1.22, -0.1), at(1.34, 1.0), at(-1.34, 1.0)], face.rx * 0.3)]);
      // Narrower than the head, so the hood's edge lies over the face's outline instead of a thin crescent beside it.
      const middle = { x: s * FACE_WINDOW.shift, y: 0.1 };
      const opening = ellipse(at(middle.x, middle.y), face.rx * 0.86, face.ry * 0.88);
      addPart(list, LAYER.faceWear + 6, subtract(shell, opening));
      // The turned-back rim only where the band inside it is wide enough to colour (not on a sheet's small heads).
      if (face.rx * 0.17 < MIN_WHITE_PX * 2) return;
      const rim = Array.from({ length: 29 }, (_, i) => (Math.PI * (-200 + (220 * i) / 28)) / 180);
      addStroke(list, LAYER.faceWear + 7, rim.map((angle) => at(middle.x + 1.03 * Math.cos(angle), middle.y + 1.05 * Math.sin(angle))), { isDetail: true });
    },
    words: ['hood', 'hooded', 'riding hood', 'raincoat', 'rain coat'],
  },
  // A round helmet over the whole head, the face behind a visor with a rim, a light on the side.
  'space-helmet': {
    anchor: 'head',
    hidesHair: true,
    draw: (list, face, at) => {
      const s = face.shift / face.rx;
      const radius = Math.max(face.rx, face.ry) * 1.24;
      const visor = ellipse(at(s * FACE_WINDOW.shift, FACE_WINDOW.y), face.rx * FACE_WINDOW.rx, face.ry * FACE_WINDOW.ry);
      addPart(list, LAYER.faceWear + 6, subtract(circle(at(0, -0.06), radius), visor));
      addStroke(list, LAYER.faceWear + 8, curve(at(-0.95, -0.45), at(-0.75, -0.95), at(-0.25, -1.1), 6), { isDetail: true });
      // An earpiece on each side seen from the front, on the back of the head turned, so mirrored panels agree.
      const earpieces = face.shift > 0 ? [at(-1.22, -0.1)] : [at(-1.22, -0.1), at(1.22, -0.1)];
      for (const corner of earpieces) addPart(list, LAYER.faceWear + 7, roundedPolygon(rect(corner.x, corner.y, face.rx * 0.3, face.ry * 0.5), face.rx * 0.08));
    },
    words: ['astronaut', 'space helmet', 'spaceman', 'cosmonaut'],
  },
  'fire-helmet': {
    anchor: 'head',
    draw: (list, face, at) => {
      // A fire helmet, not a cap: a wide brim dipping at the back, a tall dome with a ridge along its top, a big shield at the front.
      addPart(list, wear, ellipse(at(-0.12, -0.58), face.rx * 1.5, face.ry * 0.24, -9));
      addPart(list, wear + 1, unite([ellipse(at(0, -0.86), face.rx * 0.95, face.ry * 0.66), roundedPolygon([at(-0.95, -0.86), at(0.95, -0.86), at(0.95, -0.66), at(-0.95, -0.66)], face.rx * 0.05), roundedPolygon([at(-0.13, -1.62), at(0.13, -1.62), at(0.16, -0.9), at(-0.16, -0.9)], face.rx * 0.1)]));
      addPart(list, wear + 2, roundedPolygon([at(-0.34, -1.28), at(0.34, -1.28), at(0.34, -0.9), at(0, -0.68), at(-0.34, -0.9)], face.rx * 0.06), { isOuter: false });
    },
    words: ['firefighter', 'fireman', 'firewoman', 'fire helmet'],
  },
  'pirate-hat': {
    anchor: 'head',
    draw: (list, face, at) => {
      // The front corner dips low over the forehead, over the hair's edge: higher, the hair line, the
      // eye patch's strap and the brim crowded the face in thin strips.
      addPart(list, wear, smoothRing([at(-1.45, -0.62), at(-1.0, -1.25), at(-0.5, -1.05), at(0, -1.5), at(0.5, -1.05), at(1.0, -1.25), at(1.45, -0.62), at(0, -0.5)], 8));
      addPart(list, wear + 1, circle(at(0, -1.02), face.rx * 0.16), { isOuter: false, isDetail: true });
    },
    words: ['pirate', 'pirate hat', 'buccaneer', 'captain'],
  },
  'santa-hat': {
    anchor: 'head',
    draw: (list, face, at) => {
      addPart(list, wear, smoothRing([at(-0.9, -0.7), at(-0.55, -1.35), at(0.25, -1.6), at(1.05, -1.25), at(1.2, -0.9), at(0.9, -1.05), at(0.9, -0.7)], 8));
      addPart(list, wear + 1, circle(at(1.2, -0.85), face.rx * 0.22));
      addPart(list, wear + 2, roundedPolygon([at(-1.02, -0.88), at(1.02, -0.88), at(1.02, -0.56), at(-1.02, -0.56)], face.rx * 0.15));
    },
    words: ['santa', 'santa hat', 'father christmas'],
  },
  // A knitted bobble hat pulled down over the top of the head to the brows: a turned-up ribbed band round it and a
  // round bobble on top, so a skier reads as dressed for the snow.
  'bobble-hat': {
    anchor: 'head',
    draw: (list, face, at) => {
      addPart(list, wear, unite([ellipse(at(0, -0.7), face.rx * 1.0, face.ry * 0.68), roundedPolygon([at(-1.0, -0.72), at(1.0, -0.72), at(1.0, -0.5), at(-1.0, -0.5)], face.rx * 0.1)]));
      addPart(list, wear + 1, circle(at(0, -1.5), face.rx * 0.28));
      addPart(list, wear + 2, roundedPolygon([at(-1.06, -0.76), at(1.06, -0.76), at(1.06, -0.42), at(-1.06, -0.42)], face.rx * 0.15));
      for (const x of [-0.6, -0.2, 0.2, 0.6]) addStroke(list, wear + 3, [at(x, -0.72), at(x, -0.46)], { isDetail: true });
    },
    words: ['bobble hat', 'beanie', 'woolly hat', 'wooly hat', 'ski hat', 'winter hat', 'pom pom hat', 'pompom hat'],
  },
  // Swimming goggles pushed up on the forehead: two round lenses on a band round the head.
  'swim-goggles': {
    anchor: 'head',
    draw: (list, face, at) => {
      addPart(list, wear, roundedPolygon([at(-1.04, -0.72), at(1.04, -0.72), at(1.04, -0.56), at(-1.04, -0.56)], face.rx * 0.06));
      for (const x of [-0.36, 0.36]) {
        addPart(list, wear + 1, ellipse(at(x, -0.64), face.rx * 0.3, face.ry * 0.22));
        addPart(list, wear + 2, ellipse(at(x, -0.64), face.rx * 0.18, face.ry * 0.12), { isOuter: false, isDetail: true });
      }
    },
    words: ['swimming goggles', 'swim goggles'],
  },
  'wizard-hat': {
    anchor: 'head',
    draw: (list, face, at) => {
      addPart(list, wear, ellipse(at(0, -0.68), face.rx * 1.5, face.ry * 0.24));
      addPart(list, wear + 1, roundedPolygon([at(-0.78, -0.74), at(0.1, -2.1), at(0.78, -0.74)], face.rx * 0.08));
      addPart(list, wear + 2, circle(at(0.02, -1.15), face.rx * 0.13), { isOuter: false, isDetail: true });
    },
    words: ['wizard', 'witch', 'wizard hat', 'witch hat', 'sorcerer', 'magician'],
  },
  'party-hat': {
    anchor: 'head',
    draw: (list, face, at) => {
      addPart(list, wear, roundedPolygon([at(-0.55, -0.75), at(0.05, -1.85), at(0.55, -0.75)], face.rx * 0.06));
      addPart(list, wear + 1, circle(at(0.05, -1.9), face.rx * 0.16));
    },
    words: ['party hat', 'birthday', 'party'],
  },
  'top-hat': {
    anchor: 'head',
    draw: (list, face, at) => {
      addPart(list, wear, ellipse(at(0, -0.72), face.rx * 1.25, face.ry * 0.18));
      addPart(list, wear + 1, roundedPolygon([at(-0.7, -1.75), at(0.7, -1.75), at(0.66, -0.75), at(-0.66, -0.75)], face.rx * 0.06));
      addPart(list, wear + 2, roundedPolygon([at(-0.67, -1.05), at(0.67, -1.05), at(0.66, -0.85), at(-0.66, -0.85)], face.rx * 0.03), { isOuter: false });
    },
    words: ['top hat', 'magician hat'],
  },
  // A leprechaun's hat: a tall crown widening a little to its flat top over a wide brim, a band round its foot with a
  // big square buckle on it (a plain top hat is a magician's).
  'leprechaun-hat': {
    anchor: 'head',
    draw: (list, face, at) => {
      addPart(list, wear, ellipse(at(0, -0.72), face.rx * 1.3, face.ry * 0.2));
      addPart(list, wear + 1, roundedPolygon([at(-0.82, -1.78), at(0.82, -1.78), at(0.64, -0.76), at(-0.64, -0.76)], face.rx * 0.08));
      addPart(list, wear + 2, roundedPolygon([at(-0.69, -1.12), at(0.69, -1.12), at(0.65, -0.86), at(-0.65, -0.86)], face.rx * 0.03), { isOuter: false });
      addPart(list, wear + 3, subtract(roundedPolygon([at(-0.24, -1.2), at(0.24, -1.2), at(0.24, -0.78), at(-0.24, -0.78)], face.rx * 0.04), roundedPolygon([at(-0.12, -1.08), at(0.12, -1.08), at(0.12, -0.9), at(-0.12, -0.9)], face.rx * 0.02)), { isOuter: false });
    },
    words: ['leprechaun hat', 'leprechaun'],
  },
  // A gnome's or an elf's hat: a tall cone pulled down to the brows, its tip bent over to one side, with a turned-up
  // band at its foot (a party hat perched on top read as a man at a party).
  'pointed-hat': {
    anchor: 'head',
    // A witch's or a wizard's pointy hat is their own brimmed one: on a witch the gnome's bent cone had no brim.
    alsoNames: ['wizard-hat'],
    draw: (list, face, at) => {
      addPart(list, wear, roundedPolygon([at(-1.02, -0.5), at(-0.5, -1.6), at(0.2, -2.45), at(0.75, -2.2), at(0.45, -1.7), at(1.02, -0.5)], face.rx * 0.25));
      addPart(list, wear + 1, roundedPolygon([at(-1.1, -0.62), at(1.1, -0.62), at(1.1, -0.36), at(-1.1, -0.36)], face.rx * 0.12));
    },
    words: ['pointed hat', 'pointy hat', 'gnome hat', 'elf hat'],
  },
  bow: {
    anchor: 'head',
    draw: (list, face, at) => {
      // On the same side in every pose, mirrored panels included.
      // Big enough to find on top of thick curls.
      const knot = at((face.facing ?? 1) * 0.88, -1.04);
      for (const side of [-1, 1]) addPart(list, wear, roundedPolygon([knot, { x: knot.x + side * face.rx * 0.62, y: knot.y - face.ry * 0.38 }, { x: knot.x + side * face.rx * 0.62, y: knot.y + face.ry * 0.36 }], face.rx * 0.1));
      addPart(list, wear + 1, circle(knot, face.rx * 0.17));
    },
    words: ['bow', 'hair bow', 'ribbon'],
  },
  glasses: {
    anchor: 'face',
    hasLenses: true,
    draw: (list, face) => {
      const r = face.lensRadius ?? face.eyeRadius * 2;
      face.eyes.forEach((eye) => addPart(list, LAYER.faceWear, circle(eye, r), { isOuter: false, mayBeThin: true }));
      const [a, b] = face.eyes as [Point, Point];
      const left = a.x < b.x ? a : b;
      const right = a.x < b.x ? b : a;
      addStroke(list, LAYER.faceDetail, curve({ x: left.x + r, y: left.y }, { x: (left.x + right.x) / 2, y: left.y - r * 0.4 }, { x: right.x - r, y: right.y }, 6));
      for (const [eye, side] of [[left, -1], [right, 1]] as const) {
        const end = face.centre.x + side * face.rx * 0.98;
        if (side * (end - eye.x) > r) addStroke(list, LAYER.faceWear, [{ x: eye.x + side * r, y: eye.y }, { x: end, y: eye.y - r * 0.2 }]);
      }
    },
    words: ['glasses', 'spectacles', 'eyeglasses', 'sunglasses', 'goggles'],
  },
  // A clown's big round nose over the little nose mark, between the eyes and the smile, left white to colour red.
  'clown-nose': {
    anchor: 'face',
    draw: (list, face) => {
      const eyeY = face.eyes.reduce((sum, eye) => sum + eye.y, 0) / face.eyes.length;
      addPart(list, LAYER.faceDetail + 1, circle({ x: face.mouth.x, y: eyeY + (face.mouth.y - eyeY) * 0.5 }, face.rx * 0.17), { isOuter: false });
    },
    words: ['clown nose', 'red nose', 'clown'],
  },
  // A wise or old owl under bushy brows: nothing else drawn said so (a person's brows would crowd glasses and
  // hair). Solid black, so no thin white opens between them and the lines under them. Each lies along the top of
  // the face's lobe round its eye, over its edge, from above the eye to a droop past its outer corner, so he looks
  // old and kind: low at the inner corners and rising outward, heavy brows frowned, and a brow inside the lobe left
  // white too thin to colour between it and the lobe's edge.
  'bushy-brows': {
    anchor: 'face',
    draw: (list, face) => {
      const r = face.eyeRadius;
      face.eyes.forEach((eye, index) => {
        const out = eye.x < face.centre.x + face.shift ? -1 : 1;
        // The face disc's lobe round this eye (head.ts), narrower on the far side of a turned face.
        const lobeX = face.rx * (index === 0 && face.shift > 0 ? 0.4 : 0.5);
        const lobeY = face.ry * 0.58;
        const onLobe = (degrees: number, k: number): Point => {
          const radians = (degrees * Math.PI) / 180;
          return { x: eye.x + out * Math.cos(radians) * lobeX * k, y: eye.y - Math.sin(radians) * lobeY * k };
        };
        const steps = Array.from({ length: 9 }, (_, i) => 112 - i * 12);
        const thick = (i: number): number => r * (0.62 - i * 0.045);
        const outer = steps.map((degrees, i) => onLobe(degrees, 1 + (thick(i) / lobeY) * 0.6));
        const inner = steps.map((degrees, i) => onLobe(degrees, 1 - (thick(i) / lobeY) * 0.6)).reverse();
        const brow = [...outer, ...inner];
        addPart(list, LAYER.faceDetail + 1, roundedPolygon(out > 0 ? brow : [...brow].reverse(), r * 0.08), { isOuter: false, fill: 'black' });
      });
    },
    words: ['wise owl', 'wise old owl', 'old owl', 'bushy eyebrows', 'bushy brows'],
  },
  'eye-patch': {
    anchor: 'face',
    draw: (list, face) => {
      // The same eye in every pose: the one on the left before a drawing facing left is mirrored is on the right after.
      const eye = face.eyes.reduce((a, b) => ((a.x < b.x) === ((face.facing ?? 1) > 0) ? a : b));
      const r = face.eyeRadius * 1.25;
      // Solid black: outlined, a small round patch on a strap reads as a monocle.
      addPart(list, LAYER.faceDetail + 1, ellipse(eye, r * 0.95, r * 1.05), { isOuter: false, fill: 'black' });
      // A solid black strap from the patch's sides, not across it, so it reads as a patch, not a lens: out to the
      // side of the head, and up across the fringe to under the hat or over the crown. Over the hair, not under it:
      // as thin lines tucked under the fringe, the strap hardly showed and the patch seemed to float.
      const outward = eye.x < face.centre.x ? -1 : 1;
      const onHead = (degrees: number): Point => ({ x: face.centre.x + Math.cos((degrees * Math.PI) / 180) * face.rx * 0.97, y: face.centre.y + Math.sin((degrees * Math.PI) / 180) * face.ry * 0.97 });
      for (const end of [onHead(outward > 0 ? -24 : 204), onHead(outward > 0 ? 244 : -64)]) addStroke(list, LAYER.hair + 1, [eye, end], { weight: 2.4 });
    },
    words: ['eye patch', 'eyepatch', 'patch'],
  },
  mask: {
    anchor: 'face',
    draw: (list, face) => {
      const [a, b] = face.eyes as [Point, Point];
      const left = a.x < b.x ? a : b;
      const right = a.x < b.x ? b : a;
      const r = face.eyeRadius * 1.6;
      addPart(list, LAYER.faceWear, smoothRing([{ x: left.x - r * 1.2, y: left.y - r * 0.4 }, { x: left.x, y: left.y - r }, { x: (left.x + right.x) / 2, y: left.y - r * 0.55 }, { x: right.x, y: right.y - r }, { x: right.x + r * 1.2, y: right.y - r * 0.4 }, { x: right.x + r * 0.5, y: right.y + r }, { x: (left.x + right.x) / 2, y: left.y + r * 0.3 }, { x: left.x - r * 0.5, y: left.y + r }], 6), { isOuter: false });
    },
    words: ['mask', 'superhero', 'super hero', 'hero', 'masked'],
  },
  scarf: {
    anchor: 'neck',
    draw: (ctx, w, t) => {
      const { list } = ctx;
      // A thick band wound round the neck under the chin, bowed down in the middle as it wraps round, and a
      // big knot off the middle with two broad ends hanging from it down the chest, fringed at the bottom: a thin band
      // with a small knot, mostly hidden under a big picture-book head, was hard to find. Ends down to the
      // hips, under the arms, read as straps or a tie and changed with every pose. Seen from the front the knot
      // keeps to the left of the page in mirrored panels too; turned, the ends hang down the front of the chest.
      const chin = ctx.skeleton.head.centre.y + ctx.skeleton.head.ry * 0.96;
      const depth = Math.max(t * 0.3, ctx.skeleton.head.ry * 0.5);
      // Over the tops of the arms, as a thick scarf sits on the shoulders: under them, a short-necked creature's
      // arms hid all of the band but a strip under the chin. Lying on the tummy no arm covers it, and as wide it stuck
      // out past the back. Tucked into bed, it lies over the blanket's turned-down edge: under it, the scarf was gone
      // from the sleeping panel (round 13).
      const isLyingOut = (ctx.pose.rotation ?? 0) !== 0 && ctx.pose.isTuckedIn !== true;
      const half = w * (isLyingOut ? 0.56 : 0.74);
      const bandLayer = ctx.pose.isTuckedIn === true ? LAYER.neckWear + 0.8 : LAYER.frontLimb + 1;
      const band = smoothRing([{ x: -half * 0.9, y: chin - depth * 0.3 }, { x: 0, y: chin }, { x: half * 0.9, y: chin - depth * 0.3 }, { x: half, y: chin + depth * 0.95 }, { x: 0, y: chin + depth * 1.4 }, { x: -half, y: chin + depth * 0.95 }], 6);
      addPart(list, bandLayer, band);
      const isTurned = ctx.skeleton.view === 'turned';
      const side = isTurned ? 1 : -ctx.facing;
      // One fold along the wrap on the side away from the knot, so it reads as cloth wound round the neck (across the
      // middle, it pinched a sliver of white against the knot).
      addStroke(list, bandLayer + 0.1, curve({ x: -side * half * 0.8, y: chin + depth * 0.4 }, { x: -side * half * 0.5, y: chin + depth * 0.62 }, { x: -side * half * 0.15, y: chin + depth * 0.72 }, 8), { isDetail: true });
      if (ctx.pose.isTuckedIn === true) {
        // In bed, one end lies out from under the band down over the blanket's turned-down edge towards the feet,
        // fringed: the band alone beside the head read as a shapeless lump (round 15).
        const from = chin + depth * 1.1;
        const length = depth * 3.2;
        scarfEnd(ctx, LAYER.neckWear + 1.65, [{ x: half * 0.4, y: from }, { x: -half * 0.05, y: from }, { x: -half * 0.5, y: from + length }, { x: half * 0.45, y: from + length * 0.9 }], true, t);
        return;
      }
      // At one side of the chest but inside the arms, which hid an end hung nearer the side; the ends hang over
      // the body and under the arms where they cross.
      const knot = { x: isTurned ? chestFront(ctx).x(0.2) : side * w * 0.2, y: chin + depth * 0.75 };
      const at = (dx: number, dy: number): Point => ({ x: knot.x + side * dx * w, y: knot.y + dy * depth });
      // Two broad ends side by side from under the knot, splaying apart a little, one longer than the other, both
      // ending above the hips (down to them, they read as straps): short and narrow, they were "a tiny fringe" under a
      // ball (round 13).
      const ends = [
        [at(-0.02, 0), at(0.3, 0), at(0.38, 1.76), at(0.04, 1.84)],
        [at(-0.3, 0), at(0.02, 0), at(-0.04, 1.5), at(-0.38, 1.42)],
      ];
      ends.forEach((end, index) => scarfEnd(ctx, bandLayer + 0.3 + index * 0.2, end as ScarfEnd, side < 0, t));
      // A knot, wider than it is tall, that the ends hang from: a ball there read as a button or a bell.
      addPart(list, bandLayer + 1, roundedPolygon([at(-0.3, -0.42), at(0.28, -0.38), at(0.32, 0.38), at(-0.26, 0.42)].map((point, index, ring) => (side > 0 ? point : ring[ring.length - 1 - index]!)), w * 0.08));
    },
    drawOnFourLegs: (list, neck) => {
      const { throat, r } = neckBand(list, neck);
      // The loose end hangs down the chest from the throat.
      const tail = [add(throat, { x: -r * 1.1, y: 0 }), add(throat, { x: r * 1.1, y: 0 }), add(throat, { x: r * 1.6, y: r * 3.6 }), add(throat, { x: -r * 0.6, y: r * 3.6 })];
      addPart(list, LAYER.neckWear + 1, roundedPolygon(tail, r * 0.3));
    },
    words: ['scarf', 'muffler'],
  },
  'bow-tie': {
    anchor: 'neck',
    draw: (ctx, _w, t) => {
      const { x } = chestFront(ctx);
      const knot = { x: x(0), y: -t * 0.92 };
      for (const side of [-1, 1]) addPart(ctx.list, LAYER.neckWear, roundedPolygon([knot, { x: x(side * 0.22), y: knot.y - t * 0.1 }, { x: x(side * 0.22), y: knot.y + t * 0.1 }], t * 0.03));
      addPart(ctx.list, LAYER.neckWear + 1, circle(knot, t * 0.055));
    },
    drawOnFourLegs: (list, neck) => {
      const { throat, r } = neckBand(list, neck);
      for (const side of [-1, 1]) addPart(list, LAYER.neckWear + 1, roundedPolygon([throat, { x: throat.x + side * r * 2.2, y: throat.y - r * 1.1 }, { x: throat.x + side * r * 2.2, y: throat.y + r * 1.1 }], r * 0.3));
      addPart(list, LAYER.neckWear + 2, circle(throat, r * 0.7));
    },
    words: ['bow tie', 'bowtie'],
  },
  tie: {
    anchor: 'neck',
    draw: (ctx, _w, t) => {
      const { x } = chestFront(ctx);
      addPart(ctx.list, LAYER.neckWear, roundedPolygon([{ x: x(-0.07), y: -t * 0.95 }, { x: x(0.07), y: -t * 0.95 }, { x: x(0.1), y: -t * 0.35 }, { x: x(0), y: -t * 0.25 }, { x: x(-0.1), y: -t * 0.35 }], t * 0.02));
    },
    words: ['tie', 'necktie'],
  },
  // A clown's ruff: a frilled collar round the neck under the chin, scalloped along its lower edge, with pleats.
  ruff: {
    anchor: 'neck',
    draw: (ctx, w) => {
      const chin = ctx.skeleton.head.centre.y + ctx.skeleton.head.ry * 0.92;
      const depth = ctx.skeleton.head.ry * 0.42;
      // Over the arms' tops, as the scarf's band: under them, the shoulders' patches hid its ends.
      const layer = LAYER.frontLimb + 1;
      const half = w * 0.78;
      const count = 7;
      const along = (share: number, drop: number): Point => ({ x: -half + share * 2 * half, y: chin + depth * drop - Math.sin(share * Math.PI) * depth * -0.35 });
      const scallops = Array.from({ length: count }, (_, index) => circle(along((index + 0.5) / count, 0.55), (half / count) * 1.15));
      const band = roundedPolygon([along(0.02, 0), along(0.5, -0.1), along(0.98, 0), along(0.98, 0.6), along(0.02, 0.6)], depth * 0.1);
      addPart(ctx.list, layer, unite([band, ...scallops]));
      for (let index = 1; index < count; index++) addStroke(ctx.list, layer + 0.1, [along(index / count, 0.3), along(index / count, 0.75)], { isDetail: true });
    },
    words: ['ruff', 'ruffle collar', 'ruffled collar', 'clown'],
  },
  // A cowboy's bandana: a band round the neck and a big triangle hanging from it down the chest, its point low.
  bandana: {
    anchor: 'neck',
    draw: (ctx, w, t) => {
      const { x } = chestFront(ctx);
      // Over the arms' tops, as the scarf's band: under them, the shoulders' patches hid its corners.
      const layer = LAYER.frontLimb + 1;
      addPart(ctx.list, layer, roundedPolygon([{ x: x(-0.3), y: -t * 0.97 }, { x: x(0.3), y: -t * 0.97 }, { x: x(0), y: -t * 0.55 }], t * 0.04));
      addPart(ctx.list, layer + 0.1, roundedPolygon(rect(x(0), -t * 0.96, w * 0.6, t * 0.1), t * 0.04));
    },
    words: ['bandana', 'bandanna', 'neckerchief', 'cowboy', 'cowgirl'],
  },
  // A mail carrier's satchel: a strap across the chest from the shoulder to the far hip, and a bag there with a flap
  // over its top and a letter sticking out from under it.
  'mail-bag': {
    anchor: 'neck',
    draw: (ctx, w, t) => {
      const { x } = chestFront(ctx);
      const layer = LAYER.clothes + 4;
      addPart(ctx.list, layer, capsule({ x: x(-0.42), y: -t * 0.98 }, { x: x(0.42), y: -t * 0.12 }, t * 0.05));
      const bag = { x: x(0.44), y: -t * 0.02 };
      addPart(ctx.list, layer + 0.2, roundedPolygon([{ x: bag.x + w * 0.2, y: bag.y - t * 0.32 }, { x: bag.x + w * 0.26, y: bag.y - t * 0.3 }, { x: bag.x + w * 0.3, y: bag.y - t * 0.12 }, { x: bag.x + w * 0.12, y: bag.y - t * 0.08 }], t * 0.02));
      addPart(ctx.list, layer + 0.4, roundedPolygon(rect(bag.x, bag.y, w * 0.56, t * 0.4), t * 0.06));
      addPart(ctx.list, layer + 0.6, roundedPolygon([{ x: bag.x - w * 0.28, y: bag.y - t * 0.2 }, { x: bag.x + w * 0.28, y: bag.y - t * 0.2 }, { x: bag.x + w * 0.28, y: bag.y - t * 0.02 }, { x: bag.x, y: bag.y + t * 0.06 }, { x: bag.x - w * 0.28, y: bag.y - t * 0.02 }], t * 0.04), { isOuter: false });
    },
    words: ['mail bag', 'mailbag', 'satchel', 'postbag'],
  },
  stethoscope: {
    anchor: 'neck',
    draw: (ctx, w, t) => {
      addStroke(ctx.list, LAYER.neckWear, curve({ x: -w * 0.28, y: -t * 0.95 }, { x: -w * 0.1, y: -t * 0.2 }, { x: w * 0.1, y: -t * 0.55 }, 10), { weight: 1.2 });
      addPart(ctx.list, LAYER.neckWear, circle({ x: w * 0.12, y: -t * 0.5 }, t * 0.07));
    },
    words: ['stethoscope', 'doctor', 'nurse'],
  },
  cape: {
    anchor: 'back',
    draw: (ctx, w, t, legs) => {
      const back = ctx.skeleton.view === 'turned' ? -w * 0.55 : 0;
      const points = [{ x: -w * 0.42, y: -t * 0.98 }, { x: w * 0.42, y: -t * 0.98 }, { x: w * 0.9 + back, y: legs * 0.72 }, { x: w * 0.3 + back, y: legs * 0.82 }, { x: -w * 0.3 + back, y: legs * 0.72 }, { x: -w * 0.9 + back, y: legs * 0.82 }];
      addPart(ctx.list, LAYER.behind - 1, roundedPolygon(points, w * 0.1));
      addPart(ctx.list, LAYER.neckWear, roundedPolygon(rect(0, -t * 0.95, w * 0.8, t * 0.14), t * 0.06));
    },
    words: ['cape', 'cloak', 'superhero', 'super hero', 'hero'],
  },
  // A scarecrow's pole: an upright post from behind its head down to the ground under its dangling boots, and a
  // crossbar behind its outstretched arms showing past the hands.
  'scarecrow-pole': {
    anchor: 'back',
    draw: (ctx, w, t) => {
      const { skeleton, pose, kind } = ctx;
      const ground = Math.max(skeleton.ankles.back.y, skeleton.ankles.front.y) + ((pose.lift ?? 0) + kind.plan.legRadius) * skeleton.u;
      // Behind the body, and again from the boots to the ground: run on down between the legs, it showed through their
      // narrow gap as thin black wedges (judging 19).
      const ankle = Math.max(skeleton.ankles.back.y, skeleton.ankles.front.y);
      addPart(ctx.list, LAYER.behind - 2, roundedPolygon(rect(0, -t * 0.95, w * 0.22, t * 1.3), w * 0.04));
      addPart(ctx.list, LAYER.behind - 2, roundedPolygon(rect(0, (ankle + ground) / 2, w * 0.22, ground - ankle), w * 0.04));
      const reach = Math.max(Math.abs(skeleton.hands.back.x), Math.abs(skeleton.hands.front.x)) + w * 0.55;
      addPart(ctx.list, LAYER.behind - 1, roundedPolygon(rect(0, skeleton.shoulders.front.y, reach * 2, w * 0.2), w * 0.04));
    },
    words: ['scarecrow'],
  },
  backpack: {
    anchor: 'back',
    draw: (ctx, w, t) => {
      const isTurned = ctx.skeleton.view === 'turned';
      // An astronaut's life-support pack is big and boxy, standing out either side of the body up to the shoulders: a school bag's
      // size hid behind the suit, and round 12 saw "the suit has no backpack".
      const isSpace = ctx.spec.outfit === 'spacesuit';
      // Side on, it sits out behind the back: over the back half of the body, the suit between it and the near arm
      // shrank to a thin strip (round 13).
      const centre = { x: isTurned ? -w * (isSpace ? 0.8 : 0.55) : 0, y: -t * (isSpace ? 0.55 : 0.5) };
      const size = isSpace ? { x: w * (isTurned ? 0.7 : 1.6), y: t * 0.9 } : { x: w * (isTurned ? 0.5 : 1.15), y: t * 0.78 };
      addPart(ctx.list, isTurned ? LAYER.body + 3 : LAYER.behind + 3, roundedPolygon(rect(centre.x, centre.y, size.x, size.y), w * 0.14));
      if (isTurned) addPart(ctx.list, LAYER.body + 4, roundedPolygon(rect(centre.x - w * 0.05, centre.y + t * 0.15, w * 0.34, t * 0.3), w * 0.06), { isOuter: false, isDetail: true });
      else for (const side of [-1, 1]) addPart(ctx.list, LAYER.clothes + 2, roundedPolygon(rect(side * w * 0.36, -t * 0.66, w * 0.17, t * 0.6), w * 0.05), { isOuter: false });
    },
    words: ['backpack', 'rucksack', 'school bag', 'schoolbag', 'astronaut'],
  },
  saddle: {
    anchor: 'back',
    fitsFourLegs: true,
    draw: (ctx, w, t) => {
      const { list } = ctx;
      if (ctx.kind.plan.stance !== 'quadruped') return;
      // A seat over the top of the barrel with a flap hanging down the side and a stirrup below it.
      const top = -w * 0.5;
      addPart(list, LAYER.body + 5, smoothRing([{ x: -t * 0.22, y: top - w * 0.12 }, { x: -t * 0.05, y: top + w * 0.02 }, { x: t * 0.12, y: top - w * 0.04 }, { x: t * 0.24, y: top - w * 0.16 }, { x: t * 0.2, y: top + w * 0.2 }, { x: -t * 0.2, y: top + w * 0.2 }], 8));
      addPart(list, LAYER.body + 6, roundedPolygon(rect(0, top + w * 0.42, t * 0.24, w * 0.42), w * 0.06));
      addPart(list, LAYER.body + 4, roundedPolygon(rect(0, top + w * 0.86, t * 0.04, w * 0.3), t * 0.01));
      addPart(list, LAYER.body + 5, roundedPolygon(rect(0, top + w * 1.04, t * 0.12, w * 0.08), w * 0.03));
    },
    words: ['saddle'],
  },
  wings: {
    anchor: 'back',
    draw: (ctx, w, t) => {
      for (const side of ctx.skeleton.view === 'turned' ? [-1] : [-1, 1]) {
        addPart(ctx.list, LAYER.behind, ellipse({ x: side * w * 0.75, y: -t * 0.95 }, w * 0.5, t * 0.38, side * 35));
        addPart(ctx.list, LAYER.behind, ellipse({ x: side * w * 0.62, y: -t * 0.35 }, w * 0.36, t * 0.26, side * -30));
      }
    },
    words: ['wings', 'fairy', 'angel', 'butterfly wings'],
  },
  cane: {
    anchor: 'hand',
    restsOnGround: true,
    // Out over the knee, the cane planted upright ahead of the toes.
    seatedArm: [58, 84],
    draw: (ctx) => {
      const { skeleton, kind } = ctx;
      const u = skeleton.u;
      const r = kind.plan.armRadius * u * 0.55;
      const ground = Math.max(skeleton.ankles.back.y, skeleton.ankles.front.y) + kind.plan.legRadius * u;
      // In the lower hand (a wave never turns it into a pole); seen from the side or with both hands on a
      // book, in the near one, out in front (in the far hand it ran behind the legs).
      const isTurned = skeleton.view === 'turned';
      const side = isTurned || ctx.pose.propHand === 'between' || skeleton.hands.front.y >= skeleton.hands.back.y ? 'front' : 'back';
      const hand = skeleton.hands[side];
      if (ctx.pose.propHand === 'between' && !isTurned) {
        // Both hands busy with what they hold between them (a book being read): the cane hangs by its crook from the
        // forearm near the elbow (stood upright beside the leg with no hand on it, round 11), its tip down on the ground
        // a little out from the foot: hanging short of the ground, it seemed to lean in mid-air (round 13).
        const elbow = skeleton.elbows[side];
        const armR = kind.plan.armRadius * u;
        const away = Math.sign(elbow.x - skeleton.hips.x) || 1;
        const over = { x: elbow.x + (hand.x - elbow.x) * 0.25, y: elbow.y + (hand.y - elbow.y) * 0.25 };
        const shaftTop = { x: over.x + away * armR * 1.4, y: over.y + armR * 0.2 };
        const crook = curve(shaftTop, { x: over.x + away * armR * 0.2, y: over.y - armR * 3.2 }, { x: over.x - away * armR * 1.3, y: over.y + armR * 0.3 }, 8);
        const shaftBottom = { x: shaftTop.x + away * armR * 1.2, y: ground };
        addPart(ctx.list, limbLayer(skeleton, side, 'arm') + 0.5, unite([capsule(shaftTop, shaftBottom, r), ...crook.slice(1).map((point, index) => capsule(crook[index]!, point, r))]));
        return;
      }
      // The crook curls over the top of the fist, away from the body (ahead, seen from the side): under
      // the hand it was hidden, and the cane seemed to lean by the leg rather than be held.
      const outward = isTurned ? 1 : Math.sign(hand.x - skeleton.hips.x) || 1;
      // The crook starts inside the fist, so the hand holds it: from above the fist it floated over the hand.
      const grip = kind.plan.armRadius * u * 0.9;
      const top = { x: hand.x, y: hand.y - grip };
      // Down to the ground; sat down, out past the toes: straight down from a hand on the knee, it ran
      // down the shin and through the foot.
      const toes = Math.max(...[skeleton.ankles.back, skeleton.ankles.front].map((ankle) => ankle.x * outward)) + kind.plan.legRadius * u * 4.5;
      // Standing seen from the front, planted a little out from the foot: straight down from the hand it ran along
      // the trouser leg, and the white between them, too thin to colour, was inked into a broken shaft.
      const planted = isTurned ? hand.x : hand.x + outward * kind.plan.legRadius * u * 2.4;
      const bottom = { x: ctx.pose.isSeated === true ? outward * Math.max(hand.x * outward, toes) : planted, y: ground };
      const hook = curve(top, { x: top.x + outward * u * 0.5, y: top.y - u * 7.5 }, { x: top.x + outward * u * 6, y: top.y - u * 1.5 }, 8);
      addPart(ctx.list, limbLayer(skeleton, side, 'arm') + 0.5, unite([capsule(top, bottom, r), ...hook.slice(1).map((point, index) => capsule(hook[index]!, point, r))]));
    },
    words: ['cane', 'walking stick', 'stick'],
  },
  wand: {
    anchor: 'hand',
    draw: (ctx) => {
      const { skeleton } = ctx;
      const u = skeleton.u;
      const hand = skeleton.hands.front;
      const tip = add(hand, { x: u * 6, y: -u * 9 });
      addPart(ctx.list, LAYER.hand - 1, capsule(hand, tip, u * 0.9));
      const points: Point[] = [];
      for (let i = 0; i < 10; i++) {
        const angle = -Math.PI / 2 + (i * Math.PI) / 5;
        const r = (i % 2 === 0 ? 4.2 : 2) * u;
        points.push({ x: tip.x + Math.cos(angle) * r, y: tip.y + Math.sin(angle) * r });
      }
      addPart(ctx.list, LAYER.hand + 1, roundedPolygon(points, u * 0.3));
    },
    words: ['wand', 'magic wand', 'fairy', 'wizard', 'witch', 'magician'],
  },
  sword: {
    anchor: 'hand',
    // Sat down, held up ahead of the knee, clear of the legs: in a hand resting on the seat it lay across the legs,
    // and held over the knee its hilt ran down into the shin.
    seatedArm: [52, 88],
    draw: (ctx) => {
      const { skeleton } = ctx;
      const u = skeleton.u;
      // A hand raised above the shoulder waves or cheers: the sword goes to the other hand, if that one is down, so a wave is not a brandish.
      const isRaised = (side: 'back' | 'front'): boolean => skeleton.hands[side].y < skeleton.shoulders[side].y;
      const side = isRaised('front') && !isRaised('back') ? 'back' : 'front';
      const hand = skeleton.hands[side];
      // Blade, guard and pommel each wide enough to colour inside their outline, not inked solid; under
      // the hand, so the fist closes round the hilt between guard and pommel (over it, the hand vanished).
      const layer = limbLayer(skeleton, side, 'arm') + 0.7;
      // In a hand hanging at the side, the blade points up and out, away from the body (ahead, seen from
      // the side), the hilt across the forearm: straight up beside the arm, it seemed to float by the hand,
      // and nearer upright the pommel ran down onto the wrist.
      const isHanging = hand.y > skeleton.shoulders[side].y + ctx.kind.plan.armLength * u * 0.6;
      const outward = skeleton.view === 'turned' ? 1 : Math.sign(hand.x - skeleton.hips.x) || 1;
      const degrees = isHanging ? outward * 58 : 0;
      // The hand becomes a fist round the hilt: the hilt shows above and below it.
      const held = ctx.kind.plan.hand === 'claw' ? [] : ctx.list.parts.filter((part) => part.grip === side);
      const r = ctx.kind.plan.armRadius * u;
      const elbow = skeleton.elbows[side];
      const radians = (-degrees * Math.PI) / 180;
      const forearmAcross = (hand.x - elbow.x) * Math.cos(radians) - (hand.y - elbow.y) * Math.sin(radians);
      const fist = held.length > 0 ? fistOnHandle(hand, r, forearmAcross > 0 ? -1 : 1) : null;
      const clear = fist ? fist.halfHeight + u * 2.2 : u * 2.9;
      const guard = hand.y - clear - u * 1.5;
      const pommel = hand.y + clear + u * 1.5;
      if (fist) {
        ctx.list.parts = ctx.list.parts.filter((part) => part.grip !== side);
        ctx.list.strokes = ctx.list.strokes.filter((stroke) => stroke.grip !== side);
      }
      drawRotated(ctx.list, hand, degrees, () => {
        addPart(ctx.list, layer, roundedPolygon([{ x: hand.x - u * 2.3, y: guard + u * 1.4 }, { x: hand.x + u * 2.3, y: guard + u * 1.4 }, { x: hand.x + u * 2.3, y: guard - u * 16.6 }, { x: hand.x, y: guard - u * 20.6 }, { x: hand.x - u * 2.3, y: guard - u * 16.6 }], u * 0.5));
        addPart(ctx.list, layer, roundedPolygon(rect(hand.x, (guard + pommel) / 2, u * 2.4, pommel - guard), u * 0.5));
        addPart(ctx.list, layer + 0.1, roundedPolygon(rect(hand.x, guard, u * 10, u * 3), u * 0.9));
        addPart(ctx.list, layer + 0.1, circle({ x: hand.x, y: pommel }, u * 1.9));
        if (fist) {
          const handLayer = held[0]!.layer;
          addPart(ctx.list, handLayer, fist.fist, { grip: side });
          addPart(ctx.list, handLayer + 0.1, fist.thumb, { grip: side });
          for (const crease of fist.creases) addStroke(ctx.list, handLayer + 0.2, crease, { isDetail: true, grip: side });
        }
      });
    },
    words: ['sword', 'knight', 'sabre', 'saber', 'pirate'],
  },
  shield: {
    anchor: 'hand',
    draw: (ctx) => {
      const { skeleton } = ctx;
      const u = skeleton.u;
      const hand = skeleton.hands.back;
      const layer = limbLayer(skeleton, 'back', 'arm') + 2;
      // Held by its rim, the fist closed over the edge nearest the body: centred on the hand, the shield hid it
      // and seemed to float before the knight.
      const outward = skeleton.view === 'turned' ? -1 : Math.sign(hand.x - skeleton.hips.x) || -1;
      const held = ctx.kind.plan.hand === 'claw' ? [] : ctx.list.parts.filter((part) => part.grip === 'back');
      // The rim runs under the fist's middle, so the fist plainly closes over it: with the rim at its edge, the fist lay
      // on the chest beside the shield, as if apart from it (round 13).
      const middle = held.length > 0 ? hand.x + outward * (u * 12 - ctx.kind.plan.armRadius * u * 0.45) : hand.x;
      // Big enough to guard the body, from the chest to the thigh, with a cross on it to colour.
      const at = (x: number, y: number): Point => ({ x: middle + x * u, y: hand.y + y * u });
      addPart(ctx.list, layer, roundedPolygon([at(-12, -14), at(12, -14), at(11, 4), at(0, 15), at(-11, 4)], u * 2.5));
      const cross = [at(-2, -11), at(2, -11), at(2, -5), at(7, -5), at(7, -1), at(2, -1), at(2, 9), at(-2, 9), at(-2, -1), at(-7, -1), at(-7, -5), at(-2, -5)];
      addPart(ctx.list, layer + 0.5, roundedPolygon(cross, u * 0.5), { isOuter: false, isDetail: true });
      if (held.length > 0) {
        const fist = fistOnHandle(hand, ctx.kind.plan.armRadius * u, outward > 0 ? -1 : 1);
        ctx.list.parts = ctx.list.parts.filter((part) => part.grip !== 'back');
        ctx.list.strokes = ctx.list.strokes.filter((stroke) => stroke.grip !== 'back');
        addPart(ctx.list, layer + 1, fist.fist, { grip: 'back' });
        addPart(ctx.list, layer + 1.1, fist.thumb, { grip: 'back' });
        for (const crease of fist.creases) addStroke(ctx.list, layer + 1.2, crease, { isDetail: true, grip: 'back' });
      }
    },
    words: ['shield', 'knight'],
  },
};

function lerpPoint(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}
