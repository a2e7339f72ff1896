/** The page a scene is being composed on, and how each figure is put on it (the lead, an act's, the crowd's). */
import type { BuiltinCharacterSpec } from '../character';
import { boxesOverlap, drawMotif, fmt, type Box } from '../drawing';
import type { Point } from '../figure/geometry';
import { FIGURE_KINDS } from '../figure/kinds';
import type { PoseName } from '../figure/poses';
import type { ScenePlan } from '../scene';
import type { AgeStyle } from './age-style';
import type { BackdropContext, FigureBoxes, Layers } from './backdrops';
import { drawBeingInBox, naturalHeight, type DrawnBeing } from './figures';
import type { Layout } from './layouts';
import { scales } from './patterns';
import type { Pond } from './pond';
import type { Verb } from './verbs';
import { flower, grassTuft } from './ground-dressing';
import { hasJoeyInPouch, joeyInPouch } from './joey';
import { hasTailRattle, tailRattle } from './tail-rattle';

export interface Scene {
  plan: ScenePlan;
  verb: Verb | null;
  style: AgeStyle;
  art: Box;
  layout: Layout;
  horizonY: number;
  groundY: number;
  /** The lead's standing height, px. */
  leadHeight: number;
  layers: Layers;
  /** Boxes of the subject and every figure, so backdrop things keep off them. */
  subject: Box[];
  /** Named things the relation drew (the horse ridden, the kite flown). */
  used: Set<string>;
  /**
   * Named things the figures themselves are, drawn as no thing (the hands children hold): neither matched nor said to be
   * undrawn. Listed as matched, a holding-hands page claimed a pair of clapping hands it never drew.
   */
  partsOfFigures?: Set<string>;
  context: BackdropContext;
  lead: BuiltinCharacterSpec | null;
  /** The lead's drawn box, to measure how large the subject is. */
  leadBox: Box | null;
  /** Each figure's box and head box, and whether it has wings, so far trees and mountains keep clear of heads and wings. */
  figures: FigureBoxes[];
  /** Drawn figures' outlines, so small things can stand in the gaps of a figure's box (under a horse's belly, beside its legs). */
  outlines: Point[][];
  /** A prop's boxes in `subject` with the outline it really fills (a swing set's legs and beam), so the lawn in its box's gaps is dressed too. */
  propShapes: Array<{ box: Box; outline: Point[] }>;
  /** Between each figure's legs, from its hips to its feet: where a path's edge would show as a stray line. */
  legZones: Box[];
  figureCount: number;
  /** Where a figure meets a thing (seat on saddle, hand on kite string), for the page's metadata and tests. */
  joins: Join[];
  /** How far a lone hero stands off the middle, as a share of the art's width: aside for a big building behind. */
  heroShift: number;
  /** A lone creature stepped aside for the small thing the words give it, which then stands larger in the room made. */
  isRoomMadeForThing?: boolean;
  /** The pond drawn for swimmers or anglers, if any. */
  pond?: Pond;
  /** A swamp's near reeds, standing in its water in front: drawn again over the water that covers a wader, which cut their heads off flat. */
  nearReeds?: string;
  /** The lead rides a steed through the air (a dragon): no path on the ground under it to end in a stub behind its back. */
  isMountAloft?: boolean;
  /** Ground the lawn dressing leaves bare (inside a rainbow's arch). */
  lawnKeptClear?: Box[];
  /**
   * A white cover for the lawn's near edge between a treehouse ladder's feet, and its place in the scatter layer: put
   * there only once that edge is drawn, as without one it hid whatever ground was there.
   */
  ladderCover?: { at: number; markup: string };
}

export interface Join {
  what: string;
  figure: Point;
  thing: Point;
}

/** How far a dragon's scales keep in from its lines, in line widths: touching, they read as running on through them. */
const SCALE_INSET = 1.6;

export const HOLDING_POSES = new Set<PoseName>(['holding', 'eating', 'examining', 'reading', 'carrying', 'using', 'stirring', 'throwing']);

/** The grass tuft round a scarecrow's pole foot, as a share of its head's width. */
const SCARECROW_TUFT = 0.9;

export function addFigure(scene: Scene, drawn: DrawnBeing, character: BuiltinCharacterSpec, layer: 'main' | 'front' = 'main'): void {
  scene.layers[layer].push(drawn.markup);
  // A scarecrow's pole goes into the ground in a tuft of the page's own grass: its rounded end stood on the path and
  // floated (judging 19).
  if (character.figure?.kind === 'scarecrow') {
    const { back, front } = drawn.anchors.feet;
    const tuft = grassTuft((back.x + front.x) / 2, drawn.box.y + drawn.box.height + scene.style.linePx, drawn.headBox.width * SCARECROW_TUFT, scene.style.linePx);
    scene.layers[layer].push(tuft.markup);
    scene.subject.push(tuft.box);
    scene.joins.push({ what: 'pole-in-grass', figure: { x: (back.x + front.x) / 2, y: drawn.box.y + drawn.box.height }, thing: { x: tuft.box.x + tuft.box.width / 2, y: tuft.box.y } });
  }
  scene.subject.push(drawn.box);
  // A bird's wings are spread only in flight, up in a sky of its own far above the trees; a dragon's always are.
  const outline = drawn.outlinePath ? outlinePoints(drawn.outlinePath) : undefined;
  scene.figures.push({ box: drawn.box, head: drawn.headBox, hasWings: character.figure !== null && FIGURE_KINDS[character.figure.kind].bodyExtras.includes('bat-wings'), outline, isIcon: character.figure === null });
  scene.figureCount++;
  if (outline) scene.outlines.push(outline);
  if (character.figure) {
    const { feet, hands, hips } = drawn.anchors;
    const isFourLegged = FIGURE_KINDS[character.figure.kind].plan.stance === 'quadruped';
    const legs = isFourLegged ? [feet.back, feet.front, hands.back, hands.front] : [feet.back, feet.front];
    const xs = legs.map((point) => point.x);
    const bottom = Math.max(...legs.map((point) => point.y));
    scene.legZones.push({ x: Math.min(...xs), y: hips.y, width: Math.max(...xs) - Math.min(...xs), height: bottom - hips.y });
  }
  if (hasJoeyInPouch(character.motif, scene.plan.description)) scene.layers[layer].push(joeyInPouch(drawn.box, drawn.anchors.hands.front.x > drawn.box.x + drawn.box.width / 2, scene.style.linePx));
  if (hasTailRattle(character.motif, scene.plan.description)) scene.layers[layer].push(tailRattle(drawn.box, drawn.anchors.hands.front.x > drawn.box.x + drawn.box.width / 2, scene.style.linePx, scene.style.detail));
  if (character === scene.lead && !scene.leadBox) scene.leadBox = drawn.box;
  if (drawn.propBox) scene.layers.occupied.push(drawn.propBox);
  scene.layers[layer].push(scalesOn(scene, drawn, character));
}

/**
 * Scales on a dragon or a dinosaur for older children (a bare triceratops was a shapeless blob), below the head and inside what shows of each part of its body and legs,
 * a little in from every line: clipped to the whole outline they ran on through a leg's outline over the belly.
 */
export function scalesOn(scene: Scene, drawn: DrawnBeing, character: BuiltinCharacterSpec): string {
  const kind = character.figure?.kind;
  if (!scene.style.hasPatterns || !drawn.outlinePath || kind === undefined || !['dragon', 'dinosaur', 'triceratops'].includes(kind)) return '';
  // On four legs the head is beside the body, not over it: cut below the head, the back above its chin was left bare.
  const top = FIGURE_KINDS[kind].plan.stance === 'quadruped' ? drawn.box.y : drawn.headBox.y + drawn.headBox.height;
  const below: Box = { x: drawn.box.x, y: top, width: drawn.box.width, height: drawn.box.y + drawn.box.height - top };
  const skin = drawn.skinPath?.(scene.style.linePx * SCALE_INSET) ?? drawn.outlinePath;
  return scales(skin, below, drawn.box.height * 0.05, scene.style.linePx * 0.55, drawn.skinHas?.(scene.style.linePx * SCALE_INSET));
}

/** The corners of an outline path (M x y L x y ... Z rings), all rings together. */
export function outlinePoints(path: string): Point[] {
  const numbers = path.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
  const points: Point[] = [];
  for (let index = 0; index + 1 < numbers.length; index += 2) points.push({ x: numbers[index]!, y: numbers[index + 1]! });
  return points;
}

/** The least share of the art's width the crowd beside a lead and its thing stands in. */
export const CROWD_ROOM_SHARE = 0.26;

/** The rest of the cast beside the subject, on whichever side has room, in two depth rows. */
export function placeCrowd(scene: Scene, crowd: BuiltinCharacterSpec[], poseFor: (character: BuiltinCharacterSpec, index: number) => PoseName): void {
  if (crowd.length === 0) return;
  const { art, groundY } = scene;
  const subject = scene.subject.reduce(unionBox);
  const leftRoom = subject.x - art.x;
  const rightRoom = art.x + art.width - (subject.x + subject.width);
  const isRight = rightRoom >= leftRoom;
  const room = Math.max(art.width * CROWD_ROOM_SHARE, isRight ? rightRoom : leftRoom);
  const start = isRight ? art.x + art.width - room : art.x;
  const slot = room / Math.min(crowd.length, 3);
  crowd.forEach((character, index) => {
    const isBack = index >= 3;
    const pose = poseFor(character, index);
    const height = scene.leadHeight * 0.72 * (isBack ? 0.85 : 1) * (naturalHeight(character) / 100);
    const column = index % 3;
    const region: Box = { x: start + slot * column - (isBack ? slot * 0.5 : 0), y: groundY - (isBack ? art.height * 0.06 : 0) - height * 1.1, width: slot * 1.1, height: height * 1.1 };
    region.x = Math.min(Math.max(region.x, art.x), art.x + art.width - region.width);
    const drawn = drawBeingInBox(character, { pose, facing: isRight ? -1 : 1, style: scene.style, prop: HOLDING_POSES.has(pose) ? undefined : null }, region, height);
    addFigure(scene, drawn, character, 'front');
  });
}

/** Music notes in the air round the lead (singing, dancing, playing). */
export function drawNotes(scene: Scene): void {
  const { art, style } = scene;
  const lead = scene.leadBox;
  if (!lead) return;
  const size = Math.max(art.width * 0.07, lead.height * 0.12);
  const spots: Point[] = [
    { x: lead.x + lead.width + size * 0.9, y: lead.y + size * 0.4 },
    { x: lead.x - size * 0.9, y: lead.y + size * 1.2 },
    { x: lead.x + lead.width + size * 1.6, y: lead.y + size * 2 },
    { x: lead.x - size * 1.4, y: lead.y - size * 0.3 },
    { x: lead.x + lead.width / 2 + size * 1.2, y: lead.y - size * 0.9 },
    // Just above the shoulders, for a lead framed close (under an arching rainbow).
    { x: lead.x + lead.width * 0.15, y: lead.y - size * 0.2 },
    { x: lead.x + lead.width + size * 0.3, y: lead.y + size * 0.6 },
  ];
  let placed = 0;
  for (const spot of spots) {
    if (placed >= (style.detail === 'low' ? 2 : 3)) break;
    const box: Box = { x: spot.x - size / 2, y: spot.y - size / 2, width: size, height: size };
    const isInside = box.x > art.x && box.y > art.y && box.x + box.width < art.x + art.width && box.y + box.height < art.y + art.height;
    if (!isInside || [...scene.subject, ...scene.layers.occupied].some((other) => boxesOverlap(other, box, 10))) continue;
    const drawn = drawMotif({ motif: 'musical-note', cx: spot.x, bottom: spot.y + size / 2, size, linePx: style.linePx, detail: style.detail });
    if (!drawn) return;
    scene.layers.main.push(drawn.markup);
    scene.layers.occupied.push(drawn.box);
    scene.layers.drawn.push('musical-note');
    placed++;
  }
}

export function unionBox(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

/** Whether a drawn figure's outline comes within `gap` of the box, or the box lies inside it. */
export function touchesFigure(scene: Scene, box: Box, gap: number): boolean {
  const grown: Box = { x: box.x - gap, y: box.y - gap, width: box.width + 2 * gap, height: box.height + 2 * gap };
  const inside = (point: Point): boolean => point.x >= grown.x && point.x <= grown.x + grown.width && point.y >= grown.y && point.y <= grown.y + grown.height;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const isInPolygon = (points: Point[]): boolean => {
    let isIn = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [a, b] = [points[i]!, points[j]!];
      if (a.y > centre.y !== b.y > centre.y && centre.x < ((b.x - a.x) * (centre.y - a.y)) / (b.y - a.y) + a.x) isIn = !isIn;
    }
    return isIn;
  };
  return scene.outlines.some((points) => points.some(inside) || isInPolygon(points));
}

/**
 * A meadow for the youngest: a few big flowers and clumps of grass beside the figures and across the front,
 * large shapes with wide petals to colour, not a scatter of tiny ones under one hill line.
 */
export function drawMeadowFlowers(scene: Scene): void {
  const { art, style, layers } = scene;
  const spots: Array<[number, number, 'flower' | 'tuft', number]> = [
    [0.085, 0.76, 'flower', 0.2],
    [0.92, 0.79, 'flower', 0.21],
    [0.1, 0.99, 'tuft', 0.13],
    [0.9, 0.995, 'tuft', 0.13],
    [0.08, 0.55, 'tuft', 0.1],
    [0.93, 0.53, 'flower', 0.14],
  ];
  for (const [x, bottom, kind, size] of spots) {
    const draw = kind === 'flower' ? flower : grassTuft;
    // Smaller and further out where the full size does not fit, inside the frame and clear of the figures by their
    // outlines: by their boxes, a bow on an ear or a tail kept every spot on that side bare (round 11).
    const tries = [1, 0.75, 0.55].flatMap((shrink) => [0, 0.03, 0.05].map((push) => ({ shrink, at: x + (x > 0.5 ? push : -push) })));
    for (const { shrink, at } of tries) {
      const drawn = draw(art.x + art.width * at, art.y + art.height * bottom, art.width * size * shrink, style.linePx);
      const box = drawn.box;
      if (box.x < art.x || box.x + box.width > art.x + art.width || touchesFigure(scene, box, style.linePx * 2) || layers.occupied.some((other) => boxesOverlap(other, box, 10))) continue;
      layers.scatter.push(drawn.markup);
      layers.occupied.push(box);
      layers.drawn.push(kind === 'flower' ? 'flower' : 'grass');
      break;
    }
  }
}

/**
 * A striped mat under a figure's feet, up past the ankles, on a floor of tiles or boards whose lines ran
 * between the legs in slivers and left the floor round the feet empty.
 */
export function standOnMat(scene: Scene, drawn: DrawnBeing, height: number): void {
  const { style } = scene;
  const feet = drawn.box.y + drawn.box.height;
  const stance = (drawn.anchors.feet.back.x + drawn.anchors.feet.front.x) / 2;
  // Wide enough for wide-set feet (a dragon's), as deep as a rug seen from the front.
  const width = Math.max(height * 0.48, Math.abs(drawn.anchors.feet.front.x - drawn.anchors.feet.back.x) * 3.2);
  // Flat on the floor, never up the counter behind when the floor is a strip in front of it.
  const top = Math.max(feet - width * 0.33, scene.horizonY + style.linePx * 3);
  const mat: Box = { x: stance - width / 2, y: top, width, height: feet + width * 0.07 - top };
  const matLine = `stroke="#000" stroke-width="${fmt(style.linePx)}"`;
  const stripes = [0.13, 0.87].map((at) => `<path d="M${fmt(mat.x + mat.width * at)} ${fmt(mat.y)}V${fmt(mat.y + mat.height)}" fill="none" ${matLine}/>`);
  scene.layers.scatter.push(`<rect x="${fmt(mat.x)}" y="${fmt(mat.y)}" width="${fmt(mat.width)}" height="${fmt(mat.height)}" rx="${fmt(mat.height * 0.2)}" fill="#fff" ${matLine}/>${style.detail === 'low' ? '' : stripes.join('')}`);
  scene.layers.occupied.push(mat);
  scene.joins.push({ what: 'feet-on-mat', figure: { x: stance, y: feet }, thing: { x: stance, y: mat.y } });
}
