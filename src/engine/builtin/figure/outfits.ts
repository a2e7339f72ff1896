import { add, bodySideUnderArm, limbLayer, scale, SLEEVE_SHARE, torsoShape, torsoWidthPx } from './biped';
import { capsule, circle, clipLine, curve, ellipse, grow, intersect, roundedPolygon, smoothRing, subtract, unite, type Point, type Shape } from './geometry';
import { rotatePoint, type FigureContext } from './figure-context';
import type { Foot } from './kinds';
import { addPart, addStroke, LAYER } from './part-list';

/**
 * What people wear: one small entry each. `top` draws on the torso (upright, hips at the origin,
 * `w` torso width and `t` torso length in px); sleeves and legs are cut by `sleeves` and `legs`.
 */
export interface Outfit {
  /** `none`: bare arms, no sleeve and no cuff at the wrist. */
  sleeves: 'short' | 'long' | 'none';
  legs: 'pants' | 'shorts' | 'bare';
  /** Shoes the outfit comes with, when not plain shoes. */
  foot?: Foot;
  /** Skirt, dress or coat hem below the waist, as a share of the leg length; 0 for none. */
  hem: number;
  /** Gloves and boots with a cuff at the wrist and the ankle (a spacesuit). */
  hasCuffs?: boolean;
  /** The hem hangs from the shoulders, one coat with no seam at the waist (a lab coat). */
  isCoat?: boolean;
  /** A thick band of white fur round each sleeve's end (Santa's coat). */
  hasFurCuffs?: boolean;
  /** Rounded plates over the shoulders and the knees (armour). */
  hasPlates?: boolean;
  /** How much wider than the hips the hem flares. */
  flare?: number;
  /** `hem`: how far below the hips the skirt or coat hangs, px (`hemBottom`); lines on it end above it. */
  top?: (ctx: FigureContext, w: number, t: number, hem: number) => void;
  words: string[];
}

/**
 * Where things on the chest go, in shares of the torso width from its centre: seen three-quarters
 * on, the chest's middle moves towards facing and only the near strap of a pair shows.
 */
export function chestFront(ctx: FigureContext): { x: (share: number) => number; sides: (1 | -1)[] } {
  const w = torsoWidthPx(ctx.kind.plan, ctx.skeleton);
  const isTurned = ctx.skeleton.view === 'turned';
  return isTurned ? { x: (share) => w * (0.1 + share * 0.75), sides: [1] } : { x: (share) => w * share, sides: [-1, 1] };
}

const belt = (ctx: FigureContext, w: number, t: number, y = -0.1): void => {
  addPart(ctx.list, LAYER.clothes + 2, roundedPolygon(rect(0, t * y, w * 1.02, t * 0.12), t * 0.03), { isOuter: false });
  addPart(ctx.list, LAYER.clothes + 3, roundedPolygon(rect(0, t * y, t * 0.16, t * 0.14), t * 0.02), { isOuter: false, isDetail: true });
};

const buttons = (ctx: FigureContext, t: number): void => {
  const { x } = chestFront(ctx);
  // Low enough on the chest that an arm reaching ahead from the shoulder (to a cane, seen from the side) leaves
  // both in sight: higher, the top one came and went from panel to panel.
  for (const y of [-0.56, -0.32]) addPart(ctx.list, LAYER.clothes + 3, circle({ x: x(0), y: t * y }, t * 0.04), { isOuter: false, isDetail: true });
};

/**
 * A T-shirt's ribbed neckline under the scoop and its hem across the hips over the shorts or trousers: with
 * only the body's outline, a plain top read as a bib or an apron.
 */
const tee = (ctx: FigureContext, w: number, t: number): void => {
  const { x } = chestFront(ctx);
  // Cut to the body: the older build's scoop sits lower, and the neckline's tips ran out over the neck as stray ticks (round 12).
  const neckline = curve({ x: x(-0.22), y: -t * 0.97 }, { x: x(0), y: -t * 0.74 }, { x: x(0.22), y: -t * 0.97 }, 10);
  for (const run of clipLine(neckline, grow(torsoShape(ctx.kind.plan, ctx.skeleton, ctx.linePx), -ctx.linePx * 0.5), ctx.linePx)) addStroke(ctx.list, LAYER.clothes + 1, run);
  addStroke(ctx.list, LAYER.clothes + 1, curve({ x: -w * 0.45, y: -t * 0.08 }, { x: 0, y: t * 0.0 }, { x: w * 0.45, y: -t * 0.08 }, 10));
};

/**
 * Overalls seen from the side: the bib across the whole chest from the front outline back, cut to the body, its
 * top edge across the chest below a short sleeve's hem, and the strap up the back to the shoulders, behind the near arm. The
 * front view's narrow bib, turned, hid behind that arm: only its pocket showed and it read as a T-shirt, and its
 * one slanted side was a stray triangle across a sitting child's chest (round 11).
 */
function turnedOveralls(ctx: FigureContext, w: number, t: number): void {
  const { list, kind, skeleton } = ctx;
  const torso = torsoShape(kind.plan, skeleton, ctx.linePx);
  const bottom = kind.plan.legRadius * skeleton.u * 0.75;
  // The bib's top lies clear below the hem of the near arm's short sleeve hanging down the side: level with it, the two
  // lines ran on into one across the chest and the arm seemed to come out of the middle of the body (round 12, sitting).
  const { shoulders, elbows } = skeleton;
  const hem = shoulders.front.y + (elbows.front.y - shoulders.front.y) * SLEEVE_SHARE;
  const top = Math.abs(hem + t * 0.52) < t * 0.12 ? hem + t * 0.14 : -t * 0.52;
  const bib = [{ x: w * 0.7, y: top }, { x: w * 0.7, y: bottom }, { x: -w * 0.7, y: bottom }, { x: -w * 0.7, y: top + t * 0.32 }, { x: -w * 0.2, y: top }];
  addPart(list, LAYER.clothes, intersect(torso, roundedPolygon(bib, t * 0.04)), { isOuter: false });
  const strap = [{ x: -w * 0.38, y: top + t * 0.06 }, { x: -w * 0.2, y: top + t * 0.02 }, { x: -w * 0.02, y: -t * 0.99 }, { x: -w * 0.18, y: -t * 0.99 }];
  addPart(list, LAYER.clothes, intersect(torso, roundedPolygon(strap, t * 0.02)), { isOuter: false });
  addPart(list, LAYER.clothes + 1, circle({ x: -w * 0.27, y: top + t * 0.08 }, t * 0.04), { isOuter: false, isDetail: true });
  addPart(list, LAYER.clothes + 1, roundedPolygon(rect(w * 0.2, top + t * 0.22, w * 0.3, t * 0.16), t * 0.03), { isOuter: false, isDetail: true });
}

export const OUTFITS: Record<string, Outfit> = {
  'tee-shorts': { sleeves: 'short', legs: 'shorts', hem: 0, top: (ctx, w, t) => tee(ctx, w, t), words: ['shorts', 't-shirt', 'tee'] },
  'tee-pants': { sleeves: 'short', legs: 'pants', hem: 0, top: (ctx, w, t) => tee(ctx, w, t), words: ['jersey', 'sportswear'] },
  'shirt-pants': { sleeves: 'long', legs: 'pants', hem: 0, top: (ctx, _w, t) => buttons(ctx, t), words: ['pants', 'trousers', 'jeans', 'shirt', 'sweater', 'jumper', 'hoodie'] },
  dress: { sleeves: 'short', legs: 'bare', hem: 0.5, flare: 1.5, words: ['dress', 'skirt'] },
  overalls: {
    sleeves: 'short',
    legs: 'pants',
    hem: 0,
    top: (ctx, w, t) => {
      if (ctx.skeleton.view === 'turned') {
        turnedOveralls(ctx, w, t);
        return;
      }
      const { x, sides } = chestFront(ctx);
      // The trousers come up to the bib over the whole hips, down to the body's own lower edge, so no shirt
      // shows under them as a second block; the straps run up the chest to the shoulders' slope, clear of the arms.
      const bottom = ctx.kind.plan.legRadius * ctx.skeleton.u * 0.75;
      addPart(ctx.list, LAYER.clothes, roundedPolygon([{ x: x(-0.34), y: -t * 0.62 }, { x: x(0.34), y: -t * 0.62 }, { x: x(0.34), y: -t * 0.32 }, { x: w * 0.47, y: -t * 0.05 }, { x: w * 0.45, y: bottom }, { x: -w * 0.45, y: bottom }, { x: -w * 0.47, y: -t * 0.05 }, { x: x(-0.34), y: -t * 0.32 }], t * 0.05), { isOuter: false });
      for (const side of sides) {
        addPart(ctx.list, LAYER.clothes, roundedPolygon([{ x: x(side * 0.32), y: -t * 0.6 }, { x: x(side * 0.14), y: -t * 0.6 }, { x: x(side * 0.16), y: -t * 0.96 }, { x: x(side * 0.3), y: -t * 0.93 }], t * 0.03), { isOuter: false });
        addPart(ctx.list, LAYER.clothes + 1, circle({ x: x(side * 0.22), y: -t * 0.54 }, t * 0.04), { isOuter: false, isDetail: true });
      }
      addPart(ctx.list, LAYER.clothes + 1, roundedPolygon(rect(x(0), -t * 0.35, w * 0.3, t * 0.2), t * 0.03), { isOuter: false, isDetail: true });
    },
    words: ['overalls', 'dungarees', 'farmer'],
  },
  spacesuit: {
    sleeves: 'long',
    legs: 'pants',
    foot: 'boot',
    hasCuffs: true,
    hem: 0,
    top: (ctx, w, t) => {
      belt(ctx, w, t);
      // Narrow enough to leave room to colour between it and a backpack's straps: wider, the strip between was inked into
      // black wedges.
      addPart(ctx.list, LAYER.clothes + 1, roundedPolygon(rect(0, -t * 0.55, w * 0.36, t * 0.3), t * 0.05), { isOuter: false });
      // Switches as lines: knobs this small leave white too thin to colour between them.
      for (const dy of [-0.05, 0.05]) addStroke(ctx.list, LAYER.clothes + 2, [{ x: -w * 0.12, y: -t * (0.55 + dy) }, { x: w * 0.12, y: -t * (0.55 + dy) }], { isDetail: true });
      // A neck ring the helmet sits in, over the tops of the shoulders and the arms: without it the helmet's edge met
      // the shoulder and a raised arm at a slant in tiny loops of white (round 10).
      // It follows the helmet's lower edge (accessories.ts: a circle 1.24 head radii round the head), cut level at its ends.
      const { skeleton } = ctx;
      const head = rotatePoint(skeleton.head.centre, skeleton.hips, -skeleton.lean);
      const helmet = Math.max(skeleton.head.rx, skeleton.head.ry) * 1.24;
      const centre = { x: head.x, y: head.y - skeleton.head.ry * 0.06 };
      const ring = subtract(circle(centre, helmet * 1.13), circle(centre, helmet * 0.97));
      const below = roundedPolygon(rect(centre.x, centre.y + helmet * 1.3, helmet * 3, helmet * 1.2), 0);
      // Its ends rounded: cut square, their sharp corners poked out over the arms as spikes.
      const round = helmet * 0.07;
      addPart(ctx.list, LAYER.frontLimb + 2, grow(grow(intersect(ring, below), -round), round), { isOuter: false });
    },
    words: ['astronaut', 'spacesuit', 'cosmonaut', 'spaceman'],
  },
  armour: {
    sleeves: 'long',
    legs: 'pants',
    foot: 'boot',
    hasCuffs: true,
    hasPlates: true,
    // A skirt of plates below the breastplate.
    hem: 0.26,
    flare: 1.12,
    top: (ctx, w, t, hem) => {
      // Its top runs up the body's own to the neck: cut straight below it, the body showed above it either side of the
      // neck in little triangles against the older build's flared neck (round 12).
      const plate = roundedPolygon([{ x: -w * 0.4, y: -t * 1.3 }, { x: w * 0.4, y: -t * 1.3 }, { x: w * 0.42, y: -t * 0.3 }, { x: 0, y: -t * 0.12 }, { x: -w * 0.42, y: -t * 0.3 }], t * 0.08);
      addPart(ctx.list, LAYER.clothes + 1, intersect(plate, grow(torsoShape(ctx.kind.plan, ctx.skeleton, ctx.linePx), -ctx.linePx * 0.5)), { isOuter: false });
      addStroke(ctx.list, LAYER.clothes + 2, [{ x: -w * 0.2, y: -t * 0.72 }, { x: 0, y: -t * 0.6 }, { x: w * 0.2, y: -t * 0.72 }], { isDetail: true });
      // A gorget round the neck from the shoulders up under the helm: the page showed through in a little white notch
      // between the helm's corner, the neck and the shoulder (round 12).
      addPart(ctx.list, LAYER.clothes + 1, roundedPolygon(rect(0, -t * 1.06, w * 0.74, t * 0.36), t * 0.14));
      // The oldest get the plates' rivets, more small things to colour (round 12: "plain big shapes for 9-12").
      if (ctx.detail === 'high') {
        for (const [x, y] of [[0.24, -1.02], [0.27, -0.42]] as const) {
          for (const side of [-1, 1]) addPart(ctx.list, LAYER.clothes + 2, circle({ x: side * w * x, y: t * y }, t * 0.035), { isOuter: false, isDetail: true });
        }
      }
      belt(ctx, w, t, 0.02);
      // The skirt's plates part from the belt down to the hem, and no further.
      for (const x of [-0.2, 0.2]) addStroke(ctx.list, LAYER.clothes + 1, [{ x: w * x, y: t * 0.1 }, { x: w * x * 1.1, y: hem * 0.97 }], { isDetail: true });
    },
    words: ['knight', 'armour', 'armor', 'soldier'],
  },
  'fire-coat': {
    sleeves: 'long',
    legs: 'pants',
    foot: 'boot',
    hem: 0.3,
    flare: 1.1,
    top: (ctx, w, t, hem) => {
      // Reflective bands across the chest and just above the hem, as wide as the coat there.
      addPart(ctx.list, LAYER.clothes + 2, roundedPolygon(rect(0, -t * 0.45, w * 0.88, t * 0.1), t * 0.02), { isOuter: false });
      addPart(ctx.list, LAYER.clothes + 2, roundedPolygon(rect(0, hem - t * 0.16, w * 1.08, t * 0.1), t * 0.02), { isOuter: false });
      addStroke(ctx.list, LAYER.clothes + 1, [{ x: 0, y: -t * 0.95 }, { x: 0, y: hem * 0.97 }]);
    },
    words: ['firefighter', 'fireman', 'firewoman'],
  },
  apron: {
    sleeves: 'long',
    legs: 'pants',
    hem: 0,
    top: (ctx, w, t) => {
      // A chef's white jacket with a waist apron: tied at the waist, flaring out over the thighs to a hem that bows
      // down (one apron, not a straight slab over the legs). A bib's top edge over the chest, half under an arm
      // reaching ahead, read as an odd bump on a lapel (round 12).
      addPart(ctx.list, LAYER.clothes + 4, smoothRing([{ x: -w * 0.42, y: -t * 0.3 }, { x: w * 0.42, y: -t * 0.3 }, { x: w * 0.47, y: t * 0.2 }, { x: w * 0.44, y: t * 0.55 }, { x: 0, y: t * 0.6 }, { x: -w * 0.44, y: t * 0.55 }, { x: -w * 0.47, y: t * 0.2 }], 6), { isOuter: true });
      addPart(ctx.list, LAYER.clothes + 5, roundedPolygon(rect(0, -t * 0.05, w * 0.34, t * 0.22), t * 0.04), { isOuter: false, isDetail: true });
      // Older children get the apron's waist tie, the jacket's stand-up collar round the neck (a bare neck above the
      // shoulders read as a long tube) and its two rows of buttons.
      addPart(ctx.list, LAYER.clothes + 5, roundedPolygon(rect(0, -t * 0.3, w * 0.9, t * 0.09), t * 0.03), { isOuter: false, isDetail: true });
      addPart(ctx.list, LAYER.clothes + 5, roundedPolygon([{ x: -w * 0.2, y: -t * 0.86 }, { x: w * 0.2, y: -t * 0.86 }, { x: w * 0.17, y: -t * 1.06 }, { x: -w * 0.17, y: -t * 1.06 }], t * 0.03), { isOuter: false, isDetail: true });
      const { x } = chestFront(ctx);
      for (const y of [-0.7, -0.5]) for (const share of [-0.14, 0.14]) addPart(ctx.list, LAYER.clothes + 3, circle({ x: x(share), y: t * y }, t * 0.035), { isOuter: false, isDetail: true });
    },
    words: ['chef', 'cook', 'baker', 'apron'],
  },
  pirate: {
    sleeves: 'long',
    legs: 'shorts',
    foot: 'boot',
    hem: 0,
    top: (ctx, w, t) => {
      // Stripes end inside the body as it narrows to the waist, not out past its sides. With both arms up, their
      // sleeves hide the shirt's sides at the top stripe's height, and it floated under the neck (round 13).
      const isArmsUp = (['back', 'front'] as const).every((side) => ctx.skeleton.hands[side].y < ctx.skeleton.shoulders[side].y);
      const stripes = ([[-0.75, 0.44], [-0.55, 0.41], [-0.35, 0.37]] as const).filter(([y]) => !isArmsUp || y > -0.7);
      for (const [y, half] of stripes) addStroke(ctx.list, LAYER.clothes + 1, [{ x: -w * half, y: t * y }, { x: w * half, y: t * y }]);
      addPart(ctx.list, LAYER.clothes + 2, roundedPolygon(rect(0, -t * 0.12, w * 1.02, t * 0.16), t * 0.04), { isOuter: false });
      // A big buckle in the middle of the belt: a sash end hanging at the hip read as a stray tab. Wider than tall and
      // no deeper than the belt: taller, it hung over the shorts' crotch like a nappy's front.
      const { x } = chestFront(ctx);
      addPart(ctx.list, LAYER.clothes + 3, roundedPolygon(rect(x(0), -t * 0.12, t * 0.3, t * 0.16), t * 0.04), { isOuter: false });
    },
    words: ['pirate', 'buccaneer', 'captain'],
  },
  // A clown's suit: three big pom-pom buttons down the front: plain, it was a child in a party hat. No polka dots: on a
  // sheet's narrower body they ran into the buttons in a knot.
  clown: {
    sleeves: 'long',
    legs: 'pants',
    hem: 0,
    top: (ctx, _w, t) => {
      const { x } = chestFront(ctx);
      for (const y of [-0.62, -0.38, -0.14]) addPart(ctx.list, LAYER.clothes + 2, circle({ x: x(0), y: t * y }, t * 0.085), { isOuter: false });
    },
    words: ['clown'],
  },
  // A scarecrow's old shirt with two square patches stitched on, tied at the waist with a rope, over patched trousers.
  scarecrow: {
    sleeves: 'long',
    legs: 'pants',
    foot: 'boot',
    hem: 0,
    top: (ctx, w, t) => {
      const { x } = chestFront(ctx);
      for (const [share, y, size] of [[-0.2, -0.62, 0.28], [0.24, -0.34, 0.22]] as const) {
        const centre = { x: x(share), y: t * y };
        addPart(ctx.list, LAYER.clothes + 1, roundedPolygon(rect(centre.x, centre.y, t * size * 1.2, t * size), t * 0.02), { isOuter: false });
        if (ctx.detail !== 'low') for (const side of [-1, 1]) addStroke(ctx.list, LAYER.clothes + 1.5, [{ x: centre.x + side * t * size * 0.38, y: centre.y - t * size * 0.3 }, { x: centre.x + side * t * size * 0.38, y: centre.y + t * size * 0.3 }], { isDetail: true });
      }
      addPart(ctx.list, LAYER.clothes + 2, roundedPolygon(rect(0, -t * 0.08, w * 1.02, t * 0.08), t * 0.04), { isOuter: false });
      addPart(ctx.list, LAYER.clothes + 3, circle({ x: x(0.1), y: -t * 0.08 }, t * 0.07), { isOuter: false });
    },
    words: ['scarecrow'],
  },
  // A leprechaun's buttoned coat with a belt and a big buckle over knee breeches and boots.
  leprechaun: {
    sleeves: 'long',
    legs: 'shorts',
    foot: 'boot',
    hem: 0,
    top: (ctx, w, t) => {
      buttons(ctx, t);
      belt(ctx, w, t, -0.12);
    },
    words: ['leprechaun'],
  },
  // A baby's sleepsuit with a round bib under the chin and two snaps below it: a T-shirt's neckline and buttons
  // dressed the baby as a small child.
  onesie: {
    sleeves: 'long',
    legs: 'pants',
    hem: 0,
    top: (ctx, w, t) => {
      const { x } = chestFront(ctx);
      const torso = grow(torsoShape(ctx.kind.plan, ctx.skeleton, ctx.linePx), -ctx.linePx * 0.5);
      addPart(ctx.list, LAYER.clothes, intersect(ellipse({ x: x(0), y: -t * 0.8 }, w * 0.3, t * 0.3), torso), { isOuter: false });
      for (const y of [-0.32, -0.14]) addPart(ctx.list, LAYER.clothes + 2, circle({ x: x(0), y: t * y }, t * 0.045), { isOuter: false, isDetail: true });
    },
    words: ['onesie', 'babygro', 'sleepsuit'],
  },
  // A cowboy's open waistcoat over a shirt, a sheriff's star on it, a belt with a big buckle, jeans and boots: the
  // shirt and trousers alone read as a child with a hat.
  cowboy: {
    sleeves: 'long',
    legs: 'pants',
    foot: 'boot',
    hem: 0,
    top: (ctx, w, t) => {
      const { x, sides } = chestFront(ctx);
      const torso = grow(torsoShape(ctx.kind.plan, ctx.skeleton, ctx.linePx), -ctx.linePx * 0.5);
      for (const side of sides) {
        const panel = roundedPolygon([{ x: x(side * 0.2), y: -t * 1.1 }, { x: side * w * 0.7, y: -t * 1.1 }, { x: side * w * 0.7, y: -t * 0.04 }, { x: x(side * 0.08), y: -t * 0.04 }], t * 0.03);
        addPart(ctx.list, LAYER.clothes, intersect(panel, torso), { isOuter: false });
      }
      // Inside the arm's edge from the front; seen from the side the near arm hides it whatever.
      const star = { x: x(sides.length > 1 ? -0.25 : 0.3), y: -t * 0.5 };
      const r = t * 0.12;
      const points = Array.from({ length: 10 }, (_, index) => {
        const angle = (index * Math.PI) / 5 - Math.PI / 2;
        const reach = index % 2 === 0 ? r : r * 0.48;
        return { x: star.x + Math.cos(angle) * reach, y: star.y + Math.sin(angle) * reach };
      });
      addPart(ctx.list, LAYER.clothes + 1, roundedPolygon(points, r * 0.08), { isOuter: false });
      addPart(ctx.list, LAYER.clothes + 2, roundedPolygon(rect(0, -t * 0.02, w * 1.02, t * 0.12), t * 0.03), { isOuter: false });
      addPart(ctx.list, LAYER.clothes + 3, roundedPolygon(rect(x(0), -t * 0.02, t * 0.26, t * 0.18), t * 0.05), { isOuter: false });
    },
    words: ['cowboy', 'cowgirl'],
  },
  'santa-suit': {
    sleeves: 'long',
    legs: 'pants',
    foot: 'boot',
    hasFurCuffs: true,
    hem: 0.28,
    flare: 1.15,
    top: (ctx, w, t, hem) => {
      const { x } = chestFront(ctx);
      // The belt round the middle of the coat and buttons above it, so both show over a sleigh's rim: at the
      // hips the belt was hidden, and the coat read as a bare tube. Sat down in a sleigh, the rim comes up to the
      // waist: the belt goes up to the tummy to stay in sight (round 12: "no belt, buttons or fur trim").
      belt(ctx, w, t, ctx.pose.isSeated === true ? -0.46 : -0.3);
      // White fur along the hem, round the collar and down the coat's front between them, the buttons beside it.
      addPart(ctx.list, LAYER.clothes + 1, roundedPolygon(rect(0, hem - t * 0.06, w * 1.15, t * 0.16), t * 0.07), { isOuter: false });
      addPart(ctx.list, LAYER.clothes + 4, roundedPolygon(rect(x(0), -t * 0.93, w * 0.62, t * 0.13), t * 0.06), { isOuter: false });
      // Seen from the side the coat's front is its edge: a band there ran down through the lap draped over the thighs.
      if (ctx.skeleton.view !== 'turned') addPart(ctx.list, LAYER.clothes + 1, roundedPolygon(rect(x(0), (hem - t * 0.9) / 2, w * 0.2, hem + t * 0.8), w * 0.06), { isOuter: false });
      for (const y of [-0.72, -0.6]) addPart(ctx.list, LAYER.clothes + 3, circle({ x: x(0.22), y: t * y }, t * 0.04), { isOuter: false });
    },
    words: ['santa', 'father christmas', 'saint nick'],
  },
  gown: {
    sleeves: 'short',
    legs: 'bare',
    hem: 0.88,
    flare: 2,
    top: (ctx, w, t) => {
      addStroke(ctx.list, LAYER.clothes + 1, [{ x: -w * 0.41, y: -t * 0.3 }, { x: 0, y: -t * 0.15 }, { x: w * 0.41, y: -t * 0.3 }]);
      // No balls on the shoulders (they read as a puppet's joints), the short sleeves are enough; a round
      // neckline from side to side, so the bodice is a dress and not a box.
      const neck = Array.from({ length: 9 }, (_, index) => ({ x: -Math.cos((index * Math.PI) / 8) * w * 0.5, y: -t * 0.86 + Math.sin((index * Math.PI) / 8) * t * 0.22 }));
      addStroke(ctx.list, LAYER.clothes + 1, neck);
    },
    words: ['princess', 'gown', 'queen', 'ball gown'],
  },
  robe: {
    sleeves: 'long',
    legs: 'bare',
    hem: 0.9,
    flare: 1.5,
    top: (ctx, w, t) => {
      belt(ctx, w, t, -0.1);
      star(ctx, { x: -w * 0.25, y: t * 0.4 }, t * 0.1);
      star(ctx, { x: w * 0.28, y: t * 0.75 }, t * 0.08);
    },
    words: ['wizard', 'witch', 'robe', 'sorcerer', 'magician'],
  },
  'hero-suit': {
    sleeves: 'long',
    legs: 'pants',
    foot: 'boot',
    hem: 0,
    top: (ctx, w, t) => {
      belt(ctx, w, t, -0.05);
      addPart(ctx.list, LAYER.clothes + 1, circle({ x: 0, y: -t * 0.58 }, w * 0.2), { isOuter: false });
      star(ctx, { x: 0, y: -t * 0.58 }, w * 0.13);
    },
    words: ['superhero', 'super hero', 'hero'],
  },
  'lab-coat': {
    sleeves: 'long',
    legs: 'pants',
    isCoat: true,
    hem: 0.45,
    flare: 1.15,
    top: (ctx, w, t, hem) => {
      addStroke(ctx.list, LAYER.clothes + 1, [{ x: -w * 0.2, y: -t }, { x: 0, y: -t * 0.45 }, { x: w * 0.2, y: -t }]);
      // The opening runs down to the hem and stops there: run on, it drew a line between the legs.
      addStroke(ctx.list, LAYER.clothes + 1, [{ x: 0, y: -t * 0.45 }, { x: 0, y: hem * 0.97 }]);
      addPart(ctx.list, LAYER.clothes + 2, roundedPolygon(rect(w * 0.25, -t * 0.1, w * 0.24, t * 0.2), t * 0.03), { isOuter: false, isDetail: true });
    },
    words: ['doctor', 'nurse', 'scientist', 'vet', 'lab coat'],
  },
  // A raincoat down to the knees over rain boots: buttoned down the front with big round buttons, a flap pocket each
  // side low on it (its hood is the hood accessory).
  raincoat: {
    sleeves: 'long',
    legs: 'pants',
    foot: 'boot',
    isCoat: true,
    hem: 0.4,
    flare: 1.2,
    top: (ctx, w, t, hem) => {
      const { x, sides } = chestFront(ctx);
      addStroke(ctx.list, LAYER.clothes + 1, [{ x: x(0), y: -t * 0.9 }, { x: x(0), y: hem * 0.97 }]);
      for (const y of [-0.7, -0.4, -0.1]) addPart(ctx.list, LAYER.clothes + 2, circle({ x: x(0.1), y: t * y }, t * 0.06), { isOuter: false });
      for (const side of sides) addPart(ctx.list, LAYER.clothes + 2, roundedPolygon(rect(x(side * 0.3), hem * 0.35, w * 0.26, t * 0.1), t * 0.03), { isOuter: false });
    },
    words: ['raincoat', 'rain coat', 'mackintosh', 'slicker'],
  },
  // A padded winter jacket over snow trousers and boots, gloves cuffed at the wrists: zipped up the front to the chin
  // and quilted across the chest, a band round its hem at the hips (a T-shirt on the ski slope read as summer, judging 19).
  'snow-jacket': {
    sleeves: 'long',
    legs: 'pants',
    foot: 'boot',
    hasCuffs: true,
    hem: 0,
    top: (ctx, w, t) => {
      const { x } = chestFront(ctx);
      addStroke(ctx.list, LAYER.clothes + 1, [{ x: x(0), y: -t * 0.92 }, { x: x(0), y: -t * 0.1 }]);
      const inside = grow(torsoShape(ctx.kind.plan, ctx.skeleton, ctx.linePx), -ctx.linePx * 0.5);
      for (const y of [-0.66, -0.4]) for (const run of clipLine([{ x: -w, y: t * y }, { x: w, y: t * y }], inside, ctx.linePx)) addStroke(ctx.list, LAYER.clothes + 1, run, { isDetail: true });
      addPart(ctx.list, LAYER.clothes + 2, roundedPolygon(rect(0, -t * 0.06, w * 1.04, t * 0.14), t * 0.04), { isOuter: false });
    },
    words: ['snowsuit', 'ski jacket', 'ski suit', 'winter coat', 'winter jacket', 'parka', 'anorak', 'puffer jacket'],
  },
  // Swimwear: a boy's trunks with a bare chest and arms, a girl's one-piece swimsuit with a scooped neckline and straps
  // over the shoulders.
  'swim-trunks': { sleeves: 'none', legs: 'shorts', hem: 0, words: ['swim trunks', 'swimming trunks'] },
  swimsuit: {
    sleeves: 'none',
    legs: 'bare',
    hem: 0,
    top: (ctx, _w, t) => {
      const { x, sides } = chestFront(ctx);
      const inside = grow(torsoShape(ctx.kind.plan, ctx.skeleton, ctx.linePx), -ctx.linePx * 0.5);
      const neckline = curve({ x: x(-0.42), y: -t * 0.78 }, { x: x(0), y: -t * 0.5 }, { x: x(0.42), y: -t * 0.78 }, 10);
      for (const run of clipLine(neckline, inside, ctx.linePx)) addStroke(ctx.list, LAYER.clothes + 1, run);
      for (const side of sides) for (const edge of [0.3, 0.44]) for (const run of clipLine([{ x: x(side * edge), y: -t * 1.1 }, { x: x(side * edge), y: -t * 0.74 }], inside, ctx.linePx)) addStroke(ctx.list, LAYER.clothes + 1, run);
    },
    words: ['swimsuit', 'swimming costume', 'bathing suit', 'swimming suit'],
  },
  // Bare arms and two scallop shells over the chest; below the waist is the tail.
  'shell-top': {
    sleeves: 'none',
    legs: 'bare',
    hem: 0,
    top: (ctx, w, t) => {
      // Seen from the side only the near shell shows, low on the chest ahead, clear of an arm reaching out from
      // the shoulder: two there, under the arm's top, made a clump of circles at the chest.
      const { x, sides } = chestFront(ctx);
      const isTurned = sides.length === 1;
      // A swimming mermaid's upper body turns to us (biped.ts, mermaidBody): both shells show side by side, below the
      // near arm and apart from each other, so each reads as its own shell.
      // Sat or lying, her near arm comes down across them, and the small shells it cut into closed up into ink blots.
      const isArmClear = ctx.pose.isSeated !== true && ctx.pose.isLying !== true;
      if (isTurned && ctx.kind.plan.foot === 'fish-tail' && isArmClear) {
        const width = ctx.kind.plan.torsoWidth * ctx.skeleton.u;
        for (const side of [-1, 1] as const) fanShell(ctx, { x: side * width * 0.17, y: -t * 0.36 }, width * 0.22, side);
        return;
      }
      // Seen from the front they keep off the body's edge, where an arm raised to swim met a shell in a white wedge.
      for (const side of sides) scallop(ctx, { x: x(side * (isTurned ? 0.06 : 0.18)), y: -t * (isTurned ? 0.46 : 0.66) }, w * (isTurned ? 0.2 : 0.18));
    },
    words: ['shell top', 'seashell'],
  },
  tutu: {
    sleeves: 'short',
    legs: 'bare',
    foot: 'paw',
    hem: 0.22,
    flare: 2.2,
    words: ['ballerina', 'tutu', 'ballet', 'dancer'],
  },
};

/**
 * A scallop shell, hinge down: a fan with a scalloped top edge and ribs from the hinge, drawn for the youngest too. A
 * circle with two ribs read as a circle on the shoulder with a tick in it (round 10).
 */
function scallop(ctx: FigureContext, centre: Point, r: number): void {
  const at = (degrees: number, reach: number): Point => ({ x: centre.x + Math.cos((degrees * Math.PI) / 180) * r * reach, y: centre.y + r * 0.45 + Math.sin((degrees * Math.PI) / 180) * r * reach });
  const edge: Point[] = [];
  for (let i = 0; i <= 8; i++) edge.push(at(-160 + i * 17.5, i % 2 === 0 ? 1.05 : 1.2));
  addPart(ctx.list, LAYER.clothes + 1, smoothRing([at(90, 0.1), at(-172, 0.6), ...edge, at(-8, 0.6)], 6), { isOuter: false });
  // Two ribs fanning out from a little above the hinge: three meeting at it left white wedges too thin to colour there.
  for (const degrees of [-112, -68]) addStroke(ctx.list, LAYER.clothes + 2, [at(degrees, 0.3), at(degrees, 1.0)]);
}

/**
 * A scallop shell seen flat, hinge down and leaning out to the `side`: a fan whose rim rolls in round lobes, ribs
 * running from near the hinge into the dips between them (small wiggles on a plain fan read as a torn paper fan).
 */
function fanShell(ctx: FigureContext, hinge: Point, r: number, side: -1 | 1): void {
  const at = (degrees: number, reach: number): Point => {
    const angle = ((degrees + side * 8 - 90) * Math.PI) / 180;
    return { x: hinge.x + Math.cos(angle) * r * reach, y: hinge.y + Math.sin(angle) * r * reach };
  };
  // The youngest get three broad lobes: five, each with a rib, left white too thin to colour between them.
  const lobes = ctx.detail === 'low' ? 3 : 5;
  const span = 110;
  const dip = 0.84;
  const rim: Point[] = [];
  for (let i = 0; i <= lobes * 6; i++) rim.push(at(-span / 2 + (i * span) / (lobes * 6), dip + (1 - dip) * Math.sin((Math.PI * (i % 6)) / 6)));
  addPart(ctx.list, LAYER.clothes + 1, smoothRing([at(180, 0.1), ...rim], 4), { isOuter: false });
  for (let i = 1; i < lobes; i++) {
    const degrees = -span / 2 + (i * span) / lobes;
    addStroke(ctx.list, LAYER.clothes + 2, [at(degrees, 0.38), at(degrees, dip - 0.06)]);
  }
}

function star(ctx: FigureContext, centre: Point, radius: number): void {
  const points: Point[] = [];
  for (let i = 0; i < 10; i++) {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? radius : radius * 0.48;
    points.push({ x: centre.x + Math.cos(angle) * r, y: centre.y + Math.sin(angle) * r });
  }
  addPart(ctx.list, LAYER.clothes + 4, roundedPolygon(points, radius * 0.08), { isOuter: false, isDetail: true });
}

export function rect(cx: number, cy: number, width: number, height: number): Point[] {
  return [
    { x: cx - width / 2, y: cy - height / 2 },
    { x: cx + width / 2, y: cy - height / 2 },
    { x: cx + width / 2, y: cy + height / 2 },
    { x: cx - width / 2, y: cy + height / 2 },
  ];
}

/** How far below the hips (px) a skirt, dress, robe or coat hangs; 0 for none. Lines on it stop above this. */
export function hemBottom(ctx: FigureContext, outfit: Outfit): number {
  return outfit.hem * ctx.kind.plan.legLength * ctx.skeleton.u;
}

/** Where the skirt hangs from: the waist, where the body is narrowest. */
const WAIST = -0.3;
/** How far along a raised thigh, from the hip to the knee, a skirt ends. */
const SKIRT_ON_RAISED_THIGH = 0.6;

/**
 * Skirt, dress, robe or coat: hung from the waist, as wide as the body there, flaring out over the hips to
 * a hem that bows down a little in the middle; the legs come out below it. Drawn on the torso, over the
 * legs. A trapezoid starting wider than the waist read as a slab floating in front of the legs. Sat down
 * seen from the side, it drapes over the thighs to the knee instead of hanging straight down in front of them.
 */
export function drawHem(ctx: FigureContext, outfit: Outfit, w: number, t: number, legLength: number): void {
  if (outfit.hem <= 0) return;
  const flare = outfit.flare ?? 1.3;
  const bottom = legLength * outfit.hem;
  const isTutu = outfit.words.includes('tutu');
  const top = t * WAIST;
  const waist = w * 0.43;
  let shape: Shape;
  let layer: number = LAYER.clothes;
  if (isTutu) {
    shape = smoothRing([{ x: -waist, y: top }, { x: waist, y: top }, { x: w * 0.75, y: bottom * 0.6 }, { x: w * 1.1, y: bottom }, { x: 0, y: bottom * 1.25 }, { x: -w * 1.1, y: bottom }, { x: -w * 0.75, y: bottom * 0.6 }], 6);
  } else if (ctx.pose.kneesToViewer === true) {
    // Sat facing out, the knees at us: the skirt covers the lap down to the middle of the knees, over the thighs, so
    // the knees' lower halves, the shins and the shoes show below it (under it, to the shoes, she had no legs; over
    // it, the knees were two ovals printed on the skirt).
    const { knees } = ctx.skeleton;
    const r = ctx.kind.plan.legRadius * ctx.skeleton.u;
    const side = Math.max(Math.abs(knees.back.x), Math.abs(knees.front.x)) + r * 1.15;
    const hemY = Math.max(knees.back.y, knees.front.y);
    // As wide as the body at the waist, so no sliver of the tummy shows beside it.
    shape = roundedPolygon([{ x: -w * 0.52, y: top }, { x: w * 0.52, y: top }, { x: side, y: hemY }, { x: -side, y: hemY }], r * 0.4);
    layer = LAYER.bodyDetail + 0.45;
  } else if (ctx.pose.isSeated === true && ctx.skeleton.view === 'turned') {
    const { skeleton } = ctx;
    const r = ctx.kind.plan.legRadius * skeleton.u;
    const knee = rotatePoint(skeleton.knees.front, skeleton.hips, -skeleton.lean);
    const drop = Math.max(r * 1.5, bottom - legLength * 0.5);
    const hip = rotatePoint(skeleton.hipJoints.front, skeleton.hips, -skeleton.lean);
    if (knee.y < hip.y - r) {
      // Knees drawn up (sat on a blanket): the skirt slides down the raised thigh and ends across it, so the knee, shin
      // and shoe show; hung from the knee to below it, it was a blank slab over the lap (round 13).
      const along = { x: knee.x - hip.x, y: knee.y - hip.y };
      const length = Math.hypot(along.x, along.y);
      const up = { x: along.y / length, y: -along.x / length };
      const hem = { x: hip.x + along.x * SKIRT_ON_RAISED_THIGH, y: hip.y + along.y * SKIRT_ON_RAISED_THIGH };
      // Its lower edge well under the thigh and down to the ground behind, so no slivers of the legs show below it.
      shape = roundedPolygon([{ x: -waist, y: top }, { x: waist, y: top }, add(hem, scale(up, r * 1.3)), add(hem, scale(up, -r * 2.2)), { x: -w * 0.5, y: r * 2.2 }], r * 0.5);
    } else
      shape = roundedPolygon([{ x: -waist, y: top }, { x: waist, y: top }, { x: knee.x + r * 0.6, y: knee.y - r * 1.35 }, { x: knee.x + r * 0.9, y: knee.y + drop }, { x: knee.x - r * 0.6, y: knee.y + drop }, { x: -w * 0.5, y: r * 1.4 }], r * 0.5);
  } else {
    const hem = (w * flare) / 2;
    const curve = bottom * 0.06;
    shape = smoothRing(
      [
        { x: -waist, y: top },
        { x: waist, y: top },
        { x: w * 0.5 + (hem - w * 0.5) * 0.35, y: top + (bottom - top) * 0.4 },
        { x: hem, y: bottom },
        { x: hem * 0.5, y: bottom + curve * 0.8 },
        { x: 0, y: bottom + curve },
        { x: -hem * 0.5, y: bottom + curve * 0.8 },
        { x: -hem, y: bottom },
        { x: -(w * 0.5 + (hem - w * 0.5) * 0.35), y: top + (bottom - top) * 0.4 },
      ],
      6,
    );
  }
  // A coat is one garment from the shoulders to the hem: its skirt's top edge drawn across the waist read as a skirt
  // over a shirt (round 12, the scientist).
  // Straight down the sides from the chest: pinched in at the waist above the flared skirt, it stepped out there.
  if (outfit.isCoat === true) {
    const side = { x: (w * 0.5 + (w * flare * 0.5 - w * 0.5) * 0.35) * 0.98, y: top + (bottom - top) * 0.4 };
    const sides = ctx.pose.isSeated === true ? [] : [roundedPolygon([{ x: -w * 0.46, y: -t * 0.62 }, { x: w * 0.46, y: -t * 0.62 }, side, { x: -side.x, y: side.y }], t * 0.02)];
    shape = unite([shape, torsoShape(ctx.kind.plan, ctx.skeleton, ctx.linePx), ...sides]);
  }
  addPart(ctx.list, layer, shape);
  if (!isTutu && flare >= 1.8 && ctx.pose.isSeated !== true) {
    // A ball gown's skirt falls in folds from the waist to the hem (a bare trapezoid reads as a box).
    for (const side of [-1, 1]) addStroke(ctx.list, LAYER.clothes + 1, [{ x: side * w * 0.2, y: top + t * 0.08 }, { x: (side * w * flare) / 4, y: bottom }]);
  }
}

/** Short sleeves over the upper arms and shorts over the thighs, in each limb's own layer. */
export function drawSleevesAndShorts(ctx: FigureContext, outfit: Outfit): void {
  const { skeleton, kind, list } = ctx;
  const u = skeleton.u;
  for (const side of ['back', 'front'] as const) {
    if (outfit.sleeves === 'short') {
      const shoulder = skeleton.shoulders[side];
      const elbow = skeleton.elbows[side];
      // A sleeve a little wider than the arm over its upper half: a fat one (1.45 times the arm down to
      // near the elbow) read as a blob on a stick, the upper arm lost in it.
      // Its end is a straight hem across the arm: a round end read as a pill stuck on the arm.
      addPart(list, limbLayer(skeleton, side, 'arm') + 0.5, hemmedTube(shoulder, elbow, SLEEVE_SHARE, kind.plan.armRadius * u * 1.2), { arm: side });
      for (const run of bodySideUnderArm(ctx, side, SLEEVE_SHARE)) addStroke(list, limbLayer(skeleton, side, 'arm') + 0.56, run);
    }
    if (outfit.legs === 'shorts') {
      // Straight down the thigh to a straight hem, a little wider than the leg: a capsule round the thigh
      // read as a bulge.
      addPart(list, limbLayer(skeleton, side, 'leg') + 0.5, hemmedTube(skeleton.hipJoints[side], skeleton.knees[side], 0.75, kind.plan.legRadius * u * 1.22));
    }
    if (outfit.legs === 'pants' && outfit.hasPlates !== true) {
      // Trouser legs a little wider than the leg, bending at the knee, down into the shoe (a hem just above it
      // left a strip of ankle too thin to colour): bare tubes down to the feet read as spindly wire legs. A spacesuit's
      // are puffed out, as thick as its boots' cuffs nearly (round 12: "thin sticks between large boots").
      const r = kind.plan.legRadius * u * (outfit.hasCuffs === true ? 1.3 : 1.12);
      const knee = skeleton.knees[side];
      // The thigh a hair wider at the knee than the shin's round top: two equal circles there united into a
      // dashed arc of specks across the knee.
      addPart(list, limbLayer(skeleton, side, 'leg') + 0.5, unite([capsule(skeleton.hipJoints[side], knee, r, r * 1.04), hemmedTube(knee, skeleton.ankles[side], 1, r)]));
    }
  }
  if (outfit.hasCuffs === true) {
    const along = (from: { x: number; y: number }, to: { x: number; y: number }, t: number): { x: number; y: number } => ({ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t });
    for (const side of ['back', 'front'] as const) {
      const elbow = skeleton.elbows[side];
      const hand = skeleton.hands[side];
      addPart(list, limbLayer(skeleton, side, 'arm') + 0.6, gauntletCuff(elbow, hand, kind.plan.armRadius * u));
      const knee = skeleton.knees[side];
      const ankle = skeleton.ankles[side];
      addPart(list, limbLayer(skeleton, side, 'leg') + 0.6, capsule(along(knee, ankle, 0.55), along(knee, ankle, 0.85), kind.plan.legRadius * u * 1.35));
    }
  }
  if (outfit.hasFurCuffs === true) {
    for (const side of ['back', 'front'] as const) addPart(list, limbLayer(skeleton, side, 'arm') + 0.6, furCuff(skeleton.elbows[side], skeleton.hands[side], kind.plan.armRadius * u));
  }
  if (outfit.hasPlates === true) {
    for (const side of ['back', 'front'] as const) {
      // Plates that lie on the limb, as wide as it and a little more: a domed plate over the top of the
      // upper arm with a flat lower edge, and a shield-shaped guard over the knee. Balls there (a shoulder
      // ball twice the arm's width) hid the arms and made a body of stacked balls.
      const r = kind.plan.armRadius * u;
      const shoulder = skeleton.shoulders[side];
      const arm = frame(shoulder, skeleton.elbows[side]);
      const dome = Array.from({ length: 9 }, (_, index) => {
        const angle = Math.PI * (index / 8);
        return arm(-Math.sin(angle) * r * 0.9, Math.cos(angle) * r * 1.5);
      });
      addPart(list, limbLayer(skeleton, side, 'arm') + 0.7, roundedPolygon([...dome, arm(r * 0.95, -r * 1.45), arm(r * 0.95, r * 1.45)], r * 0.3));
      addStroke(list, limbLayer(skeleton, side, 'arm') + 0.71, [arm(r * 0.45, -r * 1.3), arm(r * 0.45, r * 1.3)], { isDetail: true });
      const lr = kind.plan.legRadius * u;
      const leg = frame(skeleton.knees[side], skeleton.ankles[side]);
      addPart(list, limbLayer(skeleton, side, 'leg') + 0.7, roundedPolygon([leg(-lr * 1.0, -lr * 1.15), leg(-lr * 1.0, lr * 1.15), leg(lr * 0.55, lr * 1.1), leg(lr * 1.25, 0), leg(lr * 0.55, -lr * 1.1)], lr * 0.3));
    }
  }
  if (outfit.legs !== 'bare') {
    // The seat of the trousers joins both legs under the shirt, no lower than the legs' tops: hanging lower, it
    // showed between the legs as a round bulge.
    const r = kind.plan.legRadius * u;
    const hips = skeleton.hipJoints;
    // As thick as a spacesuit's puffed legs, or the crotch between them was a black wedge. Any other stays above the
    // shirt's hem (0.7 leg radii below the hips): a little lower, its rim showed under the hem as a strip too thin to
    // colour, inked into a black wedge between the legs, or a bump on the hem (round 17, pages 30 and 36).
    addPart(list, LAYER.legs + 3, capsule(hips.back, hips.front, r * (outfit.hasCuffs === true && outfit.hasPlates !== true ? 1.3 : 0.6)));
  }
}

/**
 * A glove's cuff: a short band flaring towards the wrist, its edges straight, ending under the hand. A round cuff
 * as wide as the hand read as a second hand, a ball glove under the mitten (the knight's sword arm, the
 * astronaut's wave).
 */
export function gauntletCuff(elbow: Point, hand: Point, r: number): Shape {
  const length = Math.hypot(hand.x - elbow.x, hand.y - elbow.y);
  const arm = frame(elbow, hand);
  const wrist = length - r * 0.45;
  const start = Math.max(length * 0.3, wrist - r * 1.5);
  return roundedPolygon([arm(start, -r * 1.1), arm(wrist, -r * 1.4), arm(wrist, r * 1.4), arm(start, r * 1.1)], r * 0.2);
}

/** A fur cuff: a soft band round the sleeve's end, wider than the arm, ending under the hand. */
function furCuff(elbow: Point, hand: Point, r: number): Shape {
  const length = Math.hypot(hand.x - elbow.x, hand.y - elbow.y);
  const arm = frame(elbow, hand);
  const wrist = length - r * 0.5;
  const start = Math.max(length * 0.35, wrist - r * 1.3);
  return roundedPolygon([arm(start, -r * 1.4), arm(wrist, -r * 1.4), arm(wrist, r * 1.4), arm(start, r * 1.4)], r * 0.45);
}

/** A point `along` the limb from `from` towards `to`, and `across` it, px. */
function frame(from: Point, to: Point): (along: number, across: number) => Point {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const a = { x: (to.x - from.x) / length, y: (to.y - from.y) / length };
  return (along, across) => ({ x: from.x + a.x * along - a.y * across, y: from.y + a.y * along + a.x * across });
}

/** A sleeve or a trouser leg: round where it starts, straight to a straight hem `share` of the way from `from` to `to`. */
function hemmedTube(from: Point, to: Point, share: number, r: number): Shape {
  const along = { x: (to.x - from.x) * share, y: (to.y - from.y) * share };
  const length = Math.hypot(along.x, along.y) || 1;
  const across = { x: (-along.y / length) * r, y: (along.x / length) * r };
  const end = add(from, along);
  // Wound the other way round from the circle, the tube cancelled it where they overlap: the sleeve was two pieces, a
  // round and a box, their edges a diagonal stroke across the sleeve and a tick at the armpit (round 12).
  const sides = [add(from, { x: -across.x, y: -across.y }), add(end, { x: -across.x, y: -across.y }), add(end, across), add(from, across)];
  return unite([circle(from, r), roundedPolygon(sides, r * 0.15)]);
}
