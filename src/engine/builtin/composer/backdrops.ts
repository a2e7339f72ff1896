import { boxesOverlap, drawMotif, fmt, type Box } from '../drawing';
import { getComposedProp } from '../props/prop-library';
import type { Setting } from '../settings';
import type { AgeStyle } from './age-style';
import { flower, flowerBed, grassTuft, manholeCover, picketFence, trafficCone } from './ground-dressing';
import type { Backdrop } from './layouts';
import { betweenFigures, fillLawnGaps, isInColumn } from './lawn-gaps';
import { bricks, checks, fields, house, townBuilding, wallpaper, woodFloor } from './patterns';
import { pitchBoards } from './pitch-boards';
import { drawRoomPieces, roomFor, tileFloor } from './rooms';
import { bigCrescent } from './moon';
import { LAKE_SHORE, lakeWater } from './pond';
import { cloud, rainCloud } from './clouds';
import { bubbles, drawSeaFloor, drawSeaLife, SAND_TOP, seabed, seaFish } from './sea';
import { namedPlanet, planet, planetKind, skyStar, starfield } from './space';


/** What the composer draws into, back to front. */
export interface Layers {
  /** Sky, wall, water: the far background. */
  far: string[];
  /** Things on the horizon or in the sky, behind the ground's front edge. */
  horizon: string[];
  ground: string[];
  /** Small things dotted on the ground, under the figures. */
  scatter: string[];
  main: string[];
  front: string[];
  occupied: Box[];
  /** Motifs drawn, for the page's metadata. */
  drawn: string[];
  /** Things planted on open grass, by kind and where they stand, so the next keeps out of their column (and tests can see it). */
  planted?: Planted[];
}

export interface Planted {
  name: string;
  box: Box;
}

export interface BackdropContext {
  backdrop: Backdrop;
  art: Box;
  horizonY: number;
  setting: Setting;
  style: AgeStyle;
  isNight: boolean;
  /** The scene's words, lower case: what kind of room or garden it is. */
  words: string;
  random: () => number;
  isRemoved: (motif: string) => boolean;
  /**
   * Where a lone thing on its table stands tall against the room's wall: the window and the furniture it would stand
   * in front of are left out, where behind it they showed only in pieces (a flame along a curtain's edge, a teddy's ear).
   */
  tallThingOnTable?: Box;
  /** Where the near ground's rolling edge (the hills' crest) is at `x`, once the ground is drawn. */
  groundEdge?: (x: number) => number;
  /** Far hills whose field patches wait for the figures (`stripeFields`), each at its place in the far layer. */
  fieldHills?: FieldHill[];
  /** The far hills' highest top, once drawn: a night's stars keep above it (stars sat on the hills, judging 21). */
  farHillsTop?: number;
  /** Index of the pitch's mown stripes in the ground layer: a goal's markings replace them with stripes in its own perspective. */
  pitchStripes?: number;
  /** Index of the boards along the stands' foot in the ground layer: drawn once the figures are, with no emblem half behind one. */
  pitchBoards?: number;
  /** Where a tiled floor's seams are in the ground layer, so a scene can redraw them clear of its figures' feet and tools. */
  tileFloor?: { index: number; area: Box; linePx: number };
}

interface FieldHill {
  /** Index of its placeholder in the far layer, so a nearer hill still covers it. */
  index: number;
  path: string;
  box: Box;
  fieldWidth: number;
}

/** Far buildings whose doors are at their foot, so the ground must not cover it. */
const DOORED = /\b(barn|castle|village|school)\b/;

/** Buildings whose icon is small and squat beside a figure, drawn with a composed drawing instead: one entry each. */
const BUILDING_ART: Record<string, string> = { castle: 'stone-castle', 'deciduous-tree': 'leafy-tree', 'snow-capped-mountain': 'snowy-mountain', 'palm-tree': 'palm', snowman: 'stacked-snowman' };

/** What a motif is drawn with in a scene: its composed stand-in if it has one. */
export function sceneArt(motif: string): string {
  return BUILDING_ART[motif] ?? motif;
}

const stroke = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;

/** Furniture of an indoor setting without its own entry in ROOMS (rooms.ts), standing against the wall. */
const ROOM_FURNITURE: Record<string, string[]> = {
  classroom: ['bookshelf', 'bookshelf', 'globe-showing-americas'],
  bedroom: ['bookshelf', 'teddy-bear'],
  // A museum's hall shows its finds: a dinosaur skeleton stood in a bedroom by a teddy bear.
  museum: ['moai', 'amphora'],
};
/** What stands on a table or a shelf top, from the setting. */
const TABLE_TOP: Record<string, string[]> = { classroom: ['books'] };

const CASTLE_WORDS = /\b(castles?|palaces?|kingdoms?|towers?|knights?|princess(es)?|princes?|kings?|queens?|royal|carriages?)\b/;

/** The ground, wall or water itself: drawn before anything stands on it. */
export function drawGround(layers: Layers, context: BackdropContext): void {
  const { art, horizonY, style, setting, backdrop } = context;
  const left = art.x - 100;
  const right = art.x + art.width + 100;
  const bottom = art.y + art.height + 100;
  const lineStroke = stroke(style.linePx);
  if (backdrop === 'room') {
    const room = roomFor(context.words, setting.name);
    const wall: Box = { x: art.x, y: art.y, width: art.width, height: horizonY - art.y - 60 };
    if (style.hasPatterns && (room?.wall ?? 'wallpaper') === 'wallpaper') layers.far.push(wallpaper(wall, 90, style.linePx * 0.6));
    if (style.detail !== 'low' && room?.wall === 'tiles') layers.far.push(checks(wall, style.hasPatterns ? 110 : 170, style.linePx * 0.6));
    const floor: Box = { x: left, y: horizonY, width: right - left, height: bottom - horizonY };
    layers.ground.push(`<rect x="${fmt(floor.x)}" y="${fmt(floor.y)}" width="${fmt(floor.width)}" height="${fmt(floor.height)}" ${lineStroke}/>`);
    const floorArea: Box = { x: left, y: horizonY, width: right - left, height: art.y + art.height - horizonY };
    if (style.detail !== 'low' && room?.floor === 'tiles') context.tileFloor = { index: layers.ground.length, area: floorArea, linePx: style.linePx * 0.7 };
    if (style.detail !== 'low') layers.ground.push(room?.floor === 'tiles' ? tileFloor(floorArea, style.linePx * 0.7) : woodFloor(floorArea, style.linePx * 0.7, style.hasPatterns));
    layers.ground.push(`<rect x="${fmt(left)}" y="${fmt(horizonY - 50)}" width="${fmt(right - left)}" height="50" ${lineStroke}/>`);
    return;
  }
  if (backdrop === 'underwater') {
    // Sand along the bottom; the water above fills the frame with no sky.
    const sand = seabed(art, style.linePx, style.detail);
    layers.ground.push(sand.markup);
    context.groundEdge = sand.top;
    return;
  }
  // Space has no ground: planets and stars all the way down.
  if (backdrop === 'stage' || backdrop === 'space') return;
  // A street and a pitch are level: no hills rolling in front of the buildings or the stands.
  const isFlat = backdrop === 'street' || setting.name === 'stadium' || setting.name === 'swamp';
  // Behind a beach the sea, not far hills (round 14, 01: the sea was a thin wavy strip under a palm on a hill); its
  // sand runs up to the water in low dunes.
  const isBeach = setting.name === 'beach' && backdrop === 'outdoor' && !isFlat;
  const amplitude = isFlat ? 0 : art.height * (isBeach ? 0.012 : 0.025);
  let path = `M${fmt(left)} ${fmt(horizonY + amplitude)}`;
  const crest: Array<{ x0: number; x1: number; y0: number; control: number; y1: number }> = [];
  for (let i = 0; i < 3; i++) {
    const x0 = left + ((right - left) * i) / 3;
    const x1 = left + ((right - left) * (i + 1)) / 3;
    const control = horizonY - amplitude * (1.2 + context.random());
    const y1 = horizonY + amplitude * (i % 2 === 0 ? -0.2 : 0.6);
    crest.push({ x0, x1, y0: i === 0 ? horizonY + amplitude : crest[i - 1]!.y1, control, y1 });
    path += ` Q${fmt((x0 + x1) / 2)} ${fmt(control)} ${fmt(x1)} ${fmt(y1)}`;
  }
  context.groundEdge = (x: number): number => {
    const span = crest.find((part) => x <= part.x1) ?? crest[crest.length - 1]!;
    const t = Math.min(1, Math.max(0, (x - span.x0) / (span.x1 - span.x0)));
    return (1 - t) * (1 - t) * span.y0 + 2 * t * (1 - t) * span.control + t * t * span.y1;
  };
  path += ` L${fmt(right)} ${fmt(bottom)} L${fmt(left)} ${fmt(bottom)} Z`;
  if (isBeach) drawOpenSea(layers, context);
  else if ((backdrop === 'outdoor' || backdrop === 'night') && style.detail !== 'low' && (setting.ground !== 'water' || setting.name === 'lake') && !isFlat) drawFarHills(layers, context, style.hasPatterns ? 2 : 1);
  layers.ground.push(`<path d="${path}" ${lineStroke}/>`);
  if (setting.ground === 'snow' || setting.hasWindDrifts) layers.ground.push(windDrifts(art, horizonY, style.linePx));
  if (backdrop === 'street') {
    // Pavement in front of the buildings, then the road across the lower part of the page.
    const { roadTop, laneY, kerbY } = streetLines(art, horizonY);
    layers.ground.push(`<rect x="${fmt(left)}" y="${fmt(roadTop)}" width="${fmt(right - left)}" height="${fmt(bottom - roadTop)}" ${lineStroke}/>`);
    layers.ground.push(`<rect x="${fmt(left)}" y="${fmt(roadTop - PAVEMENT_DEPTH)}" width="${fmt(right - left)}" height="${PAVEMENT_DEPTH}" ${lineStroke}/>`);
    // The lane marks low on the road, where they show under a vehicle's wheels and not only behind its body.
    // Each whole inside the frame: one cut by it read as a stray sliver.
    const dashes = Math.floor((art.width - 80 + 140) / 300);
    const firstDash = art.x + (art.width - (dashes * 300 - 140)) / 2;
    for (let index = 0; index < dashes; index++) layers.ground.push(`<rect x="${fmt(firstDash + index * 300)}" y="${fmt(laneY)}" width="160" height="26" rx="10" ${lineStroke}/>`);
    // The near pavement along the page's foot, its kerb and paving slabs, so the road under a vehicle is no bare band.
    if (style.detail !== 'low') {
      const slab = art.width / (style.hasPatterns ? 9 : 6);
      layers.ground.push(`<rect x="${fmt(left)}" y="${fmt(kerbY)}" width="${fmt(right - left)}" height="${fmt(bottom - kerbY)}" ${lineStroke}/>`);
      layers.ground.push(`<path d="M${fmt(left)} ${fmt(kerbY + 26)}H${fmt(right)}" fill="none" stroke="#000" stroke-width="${fmt(style.linePx)}"/>`);
      const joints: string[] = [];
      for (let x = art.x + slab; x < art.x + art.width - slab * 0.4; x += slab) joints.push(`M${fmt(x)} ${fmt(kerbY + 26)}V${fmt(bottom)}`);
      layers.ground.push(`<path d="${joints.join('')}" fill="none" stroke="#000" stroke-width="${fmt(style.linePx * 0.7)}"/>`);
    }
    if (style.hasPatterns) layers.ground.push(bricks({ x: left, y: horizonY, width: right - left, height: roadTop - 30 - horizonY }, 170, style.linePx * 0.6));
  }
  if (setting.name === 'beach') layers.ground.push(waveLine(art, horizonY + art.height * 0.03, style.linePx));
  if (setting.name === 'stadium' && style.detail !== 'low') {
    context.pitchStripes = layers.ground.length;
    layers.ground.push(pitchStripes(art, horizonY, style.linePx));
    context.pitchBoards = layers.ground.length;
    layers.ground.push('');
  }
  if (setting.name === 'lake') layers.ground.push(lakeWater(art, horizonY + art.height * LAKE_SHORE, style.linePx, style.detail !== 'low'));
  else if (setting.ground === 'water') {
    // Rows of waves: the open sea, with room between rows to colour.
    // For 9-12 the rows grow from small far waves to big near ones: one wave line copied row under row read as a
    // pattern, not the sea (round 15, 18).
    const rows = style.detail === 'low' ? [0.1, 0.26] : [0.07, 0.17, 0.27, 0.37];
    rows.forEach((depth, row) => layers.ground.push(waveLine(art, horizonY + art.height * depth, style.linePx, style.hasPatterns ? 0.7 + row * 0.25 : 1)));
  }
}

/** Things that belong to the place, drawn behind the subject and kept off its boxes where they would look cut. */
export function drawSetting(layers: Layers, context: BackdropContext, subject: Box[], named: string[], figures: FigureBoxes[] = []): void {
  const { backdrop } = context;
  stripeFields(layers, context, figures);
  if (context.pitchBoards !== undefined) {
    // A scrap of a star or a bolt peeping past a head read as a spike of hair.
    const isHidden = (box: Box): boolean => figures.some((figure) => boxesOverlap(figure.head, box, context.style.linePx * 2) || [[0, 0], [1, 0], [0, 1], [1, 1], [0.5, 0.5]].some(([x, y]) => figure.outline !== undefined && isInside(figure.outline, box.x + box.width * x!, box.y + box.height * y!)));
    layers.ground[context.pitchBoards] = pitchBoards(context.art, context.horizonY, context.style.linePx, context.style.hasPatterns, isHidden);
  }
  if (backdrop === 'room') return drawRoom(layers, context, subject, named);
  // A city's street is lined with its town buildings; another street (the way to school) with its setting's own.
  const isTownStreet = backdrop === 'street' && context.setting.name === 'city';
  if (isTownStreet) drawStreet(layers, context);
  if (backdrop === 'outdoor' || backdrop === 'night' || backdrop === 'sky' || (backdrop === 'street' && !isTownStreet)) drawHorizon(layers, context, subject, named, figures);
  if (layers.drawn.includes('sea')) layers.occupied.push(openSeaBand(context));
  if (backdrop === 'space') drawPlanets(layers, context, subject, figures);
  drawSky(layers, context, subject, named, new Set(figures.filter((figure) => figure.isIcon).map((figure) => figure.box)));
  if (backdrop === 'space') {
    const { art, style, random } = context;
    // Fewer, bigger stars for 6-8 than for 9-12: a sky of many tiny ones was hard to colour (round 13, 11).
    const count = style.detail === 'low' ? 10 : style.detail === 'medium' ? 44 : 84;
    const size = art.width * (style.detail === 'low' ? 0.035 : style.detail === 'medium' ? 0.03 : 0.024);
    // A turned figure's box is much larger than the figure: stars may come into its corners. For 9-12 they keep off the
    // figure's own outline instead, so the space round a flyer drawn on the slant is no empty box (round 15, 33).
    const outlined = style.hasPatterns ? figures.filter((figure) => figure.outline !== undefined && figure.outline.length > 2) : [];
    const inner = subject.filter((box) => !outlined.some((figure) => figure.box === box)).map((box) => ({ x: box.x + box.width * 0.14, y: box.y + box.height * 0.14, width: box.width * 0.72, height: box.height * 0.72 }));
    const avoid = [...inner, ...layers.occupied];
    const before = avoid.length;
    const isOnFigure = (box: Box): boolean => {
      const margin = size * 0.6;
      return outlined.some(({ outline, head }) => boxesOverlap(head, box, margin) || [0, 0.5, 1].some((u) => [0, 0.5, 1].some((v) => isInside(outline!, box.x - margin + (box.width + 2 * margin) * u, box.y - margin + (box.height + 2 * margin) * v))));
    };
    const stars = starfield(art, avoid, count, size, starLine(style), random, style.hasPatterns ? { isBlocked: isOnFigure, hasTwinkles: true } : {});
    layers.horizon.push(stars.markup);
    layers.occupied.push(...avoid.slice(before));
  }
}

/** The line of every star on a page, so no one star is bolder than the rest. */
function starLine(style: AgeStyle): number {
  return style.detail === 'high' ? Math.max(3, style.linePx * 0.9) : style.linePx;
}

/** How many planets "planets" gives, by detail; one planet alone when the words name one or none. */
const PLANET_COUNTS = { low: 3, medium: 4, high: 5 } as const;

/**
 * Planets of different kinds and sizes in the open parts of space, off the figures: each one where the emptiest
 * room is left, the biggest it can be there and as far as it can be from the figure and the planets before it, so
 * they spread over the page (fixed slots in order crowded them into its bottom third, round 11).
 */
function drawPlanets(layers: Layers, context: BackdropContext, subject: Box[], drawnFigures: FigureBoxes[]): void {
  const { art, style, random } = context;
  const already = layers.drawn.filter((motif) => /planet/.test(motif)).length;
  const hasSaturn = layers.drawn.includes('ringed-planet');
  const wanted = (/\bplanets\b/.test(context.words) ? PLANET_COUNTS[style.detail] : 1) - already;
  // A turned figure's box is much larger than the figure (as for the stars): planets may come into its corners, and
  // where its outline is known, into any part of the box the outline leaves free.
  const outlines = drawnFigures.flatMap((figure) => (figure.outline ? [{ box: figure.box, points: figure.outline }] : []));
  const figures = subject
    .filter((box) => !outlines.some((outline) => outline.box === box))
    .map((box) => ({ x: box.x + box.width * 0.14, y: box.y + box.height * 0.14, width: box.width * 0.72, height: box.height * 0.72 }));
  const onOutline = (box: Box, gap: number): boolean =>
    outlines.some(({ points }) => points.some((point) => point.x > box.x - gap && point.x < box.x + box.width + gap && point.y > box.y - gap && point.y < box.y + box.height + gap) || isInside(points, box.x + box.width / 2, box.y + box.height / 2));
  const centre = (box: Box): { x: number; y: number } => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  const spots: Array<{ x: number; y: number }> = [];
  for (let sy = 0.06; sy < 0.95; sy += 0.04) for (let sx = 0.08; sx < 0.93; sx += 0.04) spots.push({ x: art.x + art.width * sx, y: art.y + art.height * sy });
  for (let placed = 0; placed < wanted; placed++) {
    const r = art.width * (placed === 0 ? (style.detail === 'low' ? 0.15 : 0.12) : 0.07 + random() * 0.03);
    // Saturn named by the words is already drawn: the ringed kind is not drawn again beside it.
    // One ringed planet at most (Saturn named by the words, or the first drawn here): two read as Saturn twice.
    const kind = planetKind(placed + already + (hasSaturn && planetKind(placed + already) === 'ringed' ? 1 : 0));
    const taken = [...figures, ...layers.occupied];
    const points = outlines.flatMap(({ points }) => points.filter((_, index) => index % 4 === 0));
    const clearance = (x: number, y: number): number =>
      Math.min(
        x - art.x,
        art.x + art.width - x,
        y - art.y,
        art.y + art.height - y,
        ...taken.map((box) => Math.hypot(Math.max(box.x - x, 0, x - box.x - box.width), Math.max(box.y - y, 0, y - box.y - box.height))),
        ...points.map((point) => Math.hypot(point.x - x, point.y - y)),
      );
    let best: { x: number; y: number; radius: number; score: number } | null = null;
    for (const radius of [r, r * 0.85, r * 0.7]) {
      const shape = planet(0, 0, radius, kind, style.linePx, style.detail).box;
      for (const spot of spots) {
        const box: Box = { x: spot.x + shape.x, y: spot.y + shape.y, width: shape.width, height: shape.height };
        const isInFrame = box.x > art.x && box.y > art.y && box.x + box.width < art.x + art.width && box.y + box.height < art.y + art.height;
        if (!isInFrame || taken.some((other) => boxesOverlap(other, box, 30)) || onOutline(box, 40)) continue;
        const middle = centre(box);
        // In the middle of the largest empty room: furthest from the others alone sent every planet into a corner.
        const score = clearance(middle.x, middle.y);
        if (!best || score > best.score) best = { ...spot, radius, score };
      }
      if (best) break;
    }
    if (!best) break;
    const drawn = planet(best.x, best.y, best.radius, kind, style.linePx, style.detail);
    layers.horizon.push(drawn.markup);
    layers.occupied.push(drawn.box);
    layers.drawn.push('planet');
  }
}

/** Whether (x, y) lies inside the polygon through `points`. */
function isInside(points: Array<{ x: number; y: number }>, x: number, y: number): boolean {
  let isIn = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [a, b] = [points[i]!, points[j]!];
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) isIn = !isIn;
  }
  return isIn;
}

function drawRoom(layers: Layers, context: BackdropContext, subject: Box[], named: string[]): void {
  const { art, horizonY, style, setting, isNight } = context;
  const room = roomFor(context.words, setting.name);
  if (room) {
    // Its own back wall, standing on the skirting: a library of shelves, a kitchen of cupboards, a lab of benches.
    const floorY = horizonY - 50;
    for (const piece of drawRoomPieces(room, art, floorY, { linePx: style.linePx, detail: style.detail, hasPatterns: style.hasPatterns }, (motif) => named.includes(motif) || context.isRemoved(motif))) {
      // A piece standing forward on the floor (a reading lamp) goes over the boards, so its foot shows on them: behind
      // them only its top showed, as if it stood on the books of the bookcase behind it (round 12).
      (piece.box.y + piece.box.height > floorY + 1 ? layers.scatter : layers.horizon).push(piece.markup);
      layers.occupied.push(piece.box);
    }
    layers.drawn.push(...room.shows);
    return;
  }
  // The window sits on the wall away from the subject's head.
  const subjectMiddle = subject.length > 0 ? subject[0]!.x + subject[0]!.width / 2 : art.x + art.width / 2;
  const windowOnLeft = subjectMiddle > art.x + art.width / 2;
  // Over a bed the window is larger and lower, looking down on the sleeper, so the wall above the bed is not bare.
  const hasBed = named.includes('made-bed');
  const windowWidth = art.width * (hasBed ? 0.36 : style.detail === 'low' ? 0.34 : 0.3);
  // The curtain rod reaches a fifth of the window past each side: clear of the frame with room to spare.
  const windowBox: Box = { x: windowOnLeft ? art.x + art.width * 0.05 + windowWidth * 0.22 : art.x + art.width * 0.95 - windowWidth * 1.22, y: art.y + art.height * (hasBed ? 0.1 : 0.06), width: windowWidth, height: windowWidth * 0.95 };
  const lineStroke = stroke(style.linePx);
  const parts = [`<rect x="${fmt(windowBox.x)}" y="${fmt(windowBox.y)}" width="${fmt(windowBox.width)}" height="${fmt(windowBox.height)}" rx="12" ${lineStroke}/>`];
  const [viewX, viewBottom] = [windowBox.x + windowBox.width * 0.3, windowBox.y + windowBox.height * 0.45];
  // The youngest's moon drawn larger, with craters big enough to colour.
  const view =
    isNight && style.detail === 'low'
      ? bigCrescent(viewX, viewBottom, windowBox.width * 0.34, style.linePx)
      : drawMotif({ motif: isNight ? 'crescent-moon' : 'sun', cx: viewX, bottom: viewBottom, size: windowBox.width * 0.28, linePx: style.linePx, detail: style.detail });
  if (view) parts.push(view.markup);
  parts.push(`<path d="M${fmt(windowBox.x + windowBox.width / 2)} ${fmt(windowBox.y)}v${fmt(windowBox.height)}M${fmt(windowBox.x)} ${fmt(windowBox.y + windowBox.height / 2)}h${fmt(windowBox.width)}" stroke="#000" stroke-width="${fmt(style.linePx * 1.4)}"/>`);
  // Curtains either side, each one closed shape with a wavy hem.
  for (const side of [-1, 1]) {
    const x0 = side < 0 ? windowBox.x - windowBox.width * 0.16 : windowBox.x + windowBox.width * 0.86;
    const w = windowBox.width * 0.3;
    const y0 = windowBox.y - 30;
    const y1 = windowBox.y + windowBox.height + 60;
    parts.push(`<path d="M${fmt(x0)} ${fmt(y0)}h${fmt(w)}q${fmt(-w * 0.5)} ${fmt((y1 - y0) * 0.5)} ${fmt(side < 0 ? -w * 0.2 : w * 0.2)} ${fmt(y1 - y0)}h${fmt(-w)}q${fmt(w * 0.3)} ${fmt(-(y1 - y0) * 0.5)} 0 ${fmt(-(y1 - y0))}Z" ${lineStroke}/>`);
  }
  parts.push(`<rect x="${fmt(windowBox.x - windowBox.width * 0.22)}" y="${fmt(windowBox.y - 50)}" width="${fmt(windowBox.width * 1.44)}" height="28" rx="14" ${lineStroke}/>`);
  if (!context.tallThingOnTable) {
    layers.horizon.push(`<g>${parts.join('')}</g>`);
    layers.occupied.push(windowBox);
    layers.drawn.push(...(view ? [isNight ? 'crescent-moon' : 'sun'] : []), 'window');
  }
  // A bed drawn as the subject fills the floor from side to side: furniture on the floor would only show behind it.
  // A picture on the wall for older children, and over any bed, where the wall above it is otherwise bare.
  if (style.detail !== 'low' || hasBed) {
    const frameWidth = art.width * (hasBed ? 0.2 : 0.16);
    const cx = windowOnLeft ? art.x + art.width * 0.76 : art.x + art.width * 0.24;
    const picture = drawMotif({ motif: 'framed-picture', cx, bottom: art.y + art.height * (hasBed ? 0.14 : 0.08) + frameWidth, size: frameWidth, linePx: style.linePx, detail: style.detail });
    if (picture && !subject.some((box) => boxesOverlap(box, picture.box, 0))) {
      layers.horizon.push(picture.markup);
      layers.occupied.push(picture.box);
      layers.drawn.push('framed-picture');
    }
  }
  // Under a lone thing (a cage) only: under a figure at a desk its rings cut round every leg of the stool and the desk.
  if (!hasBed && subject.length === 1) layRug(layers, context, subject[0]);
  // What the scene already drew as its subject (the stove cooked on, the table baked at) stands there once.
  const furniture = hasBed ? [] : (ROOM_FURNITURE[setting.name] ?? ROOM_FURNITURE.bedroom!).filter((motif) => !context.isRemoved(motif) && !named.includes(motif)).slice(0, Math.max(1, style.backdrop));
  const slots = windowOnLeft ? [0.84, 0.14, 0.5] : [0.14, 0.84, 0.5];
  furniture.forEach((motif, index) => {
    const prop = getComposedProp(motif);
    const size = art.width * (prop ? (prop.size === 'large' ? 0.36 : 0.28) : 0.16);
    const cx = Math.min(Math.max(art.x + art.width * slots[index % slots.length]!, art.x + size / 2), art.x + art.width - size / 2);
    const drawn = drawMotif({ motif, cx, bottom: horizonY + style.linePx, size, linePx: style.linePx, detail: style.detail });
    if (!drawn || (context.tallThingOnTable && boxesOverlap(context.tallThingOnTable, drawn.box, 0))) return;
    layers.horizon.push(drawn.markup);
    layers.occupied.push(drawn.box);
    layers.drawn.push(motif);
    const top = drawn.anchors?.top;
    const onTop = (TABLE_TOP[setting.name] ?? []).filter((thing) => !context.isRemoved(thing)).slice(0, style.detail === 'low' || motif === 'stove' ? 1 : 2);
    if (top && motif !== 'bookshelf') {
      onTop.forEach((thing, thingIndex) => {
        const thingSize = size * 0.3;
        const placed = drawMotif({ motif: thing, cx: top.x + (thingIndex - (onTop.length - 1) / 2) * thingSize * 1.1, bottom: top.y + style.linePx, size: thingSize, linePx: style.linePx, detail: style.detail });
        if (!placed) return;
        layers.horizon.push(placed.markup);
        layers.occupied.push(placed.box);
        layers.drawn.push(thing);
      });
    }
  });
}

/**
 * The rug under a room's subject: how far it reaches past the subject's sides, how deep it is, its border and how far its
 * middle lies below the subject's foot, as shares of the art; and the widest subject that gets one.
 */
const RUG = { reach: 0.06, depth: 0.08, border: 0.22, drop: 0.35, widest: 0.7 } as const;

/**
 * An oval rug on the floor under the thing standing on it (a cage), a border round its middle for 6-8,
 * split in two stripes for 9-12: the room's floor was bare boards but for a dozen small cardboard boxes (judging 19).
 */
function layRug(layers: Layers, context: BackdropContext, under: Box | undefined): void {
  const { art, horizonY, style } = context;
  // A thing nearly as wide as the room (a big cushion) covers its rug but for slivers at its corners.
  if (!under || under.y + under.height < horizonY + art.height * 0.2 || under.width > art.width * RUG.widest) return;
  const cx = under.x + under.width / 2;
  const rx = Math.min(under.width / 2 + art.width * RUG.reach, cx - art.x - style.linePx * 2, art.x + art.width - cx - style.linePx * 2);
  // Shallower where the floor in front is short, so its back edge stays low behind the subject's foot: raised to fit,
  // it met a cage's tray at its corner in a wedge.
  const bottom = under.y + under.height;
  const ry = Math.min(art.height * RUG.depth, (art.y + art.height - bottom - style.linePx * 2) / (1 + RUG.drop));
  const cy = bottom + ry * RUG.drop;
  const ring = (share: number): string => `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx * (1 - share))}" ry="${fmt(ry * (1 - share * 2))}" ${stroke(style.linePx)}/>`;
  const shares = style.detail === 'low' ? [0] : style.hasPatterns ? [0, RUG.border / 2, RUG.border] : [0, RUG.border];
  layers.scatter.push(`<g>${shares.map(ring).join('')}</g>`);
  layers.occupied.push({ x: cx - rx, y: cy - ry, width: rx * 2, height: ry * 2 });
  layers.drawn.push('rug');
}

/** How deep the far pavement's kerb is, along the top of a street's road. */
const PAVEMENT_DEPTH = 30;

/** Where a street's road starts, its lane marks run and its near kerb stands, so things on it keep off its lines. */
function streetLines(art: Box, horizonY: number): { roadTop: number; laneY: number; kerbY: number } {
  const roadTop = horizonY + art.height * 0.16;
  const laneY = roadTop + (art.y + art.height - roadTop) * 0.84;
  return { roadTop, laneY, kerbY: laneY + (art.y + art.height - laneY) * 0.45 };
}

function drawStreet(layers: Layers, context: BackdropContext): void {
  const { art, horizonY, style } = context;
  const count = style.detail === 'low' ? 3 : 4;
  const width = art.width / count;
  for (let index = 0; index < count; index++) {
    const height = art.height * (0.26 + ((index * 7) % 5) * 0.035);
    const building = townBuilding(art.x + index * width + width * 0.06, horizonY + 10, width * 0.88, height, style.linePx, style.hasPatterns, index);
    layers.horizon.push(building.markup);
    layers.occupied.push(building.box);
  }
  layers.drawn.push('office-building');
}

/** Settings of open country, where a farm fits on the land seen from up in the sky. */
const COUNTRY = new Set(['meadow', 'forest', 'park', 'garden']);

/** Trees, houses and the setting's landmarks along the horizon. */
function drawHorizon(layers: Layers, context: BackdropContext, subject: Box[], named: string[], figures: FigureBoxes[]): void {
  const { art, horizonY, style, setting, isNight } = context;
  // Seen from up in a whole sky, open country below has a farm on it: its trees and a bush alone left the land a thin
  // bare strip (round 11). Not for the youngest, whose land keeps a few big things.
  // Only over open country: a city or a beach below has its own buildings, and a barn there is out of place.
  const isCountry = COUNTRY.has(setting.name);
  const hasFarm = context.backdrop === 'sky' && style.detail !== 'low' && !isNight && isCountry;
  const motifs = (hasFarm ? [...setting.backdrop.slice(0, 1), 'barn', ...setting.backdrop.slice(1)] : setting.backdrop)
    .filter((motif) => !context.isRemoved(motif) && !named.includes(motif) && getComposedProp(motif)?.stands !== 'set' && !(isNight && DAYTIME_ONLY.test(motif)))
    // A castle only where the words ask for one, or for someone who lives in one: a dragon alone sleeps in the open.
    .filter((motif) => motif !== 'castle' || CASTLE_WORDS.test(context.words))
    .slice(0, style.backdrop);
  const count = motifs.length;
  motifs.forEach((motif, index) => {
    const slot = count === 1 ? 0.82 : 0.1 + (0.8 * index) / (count - 1);
    const isLandmark = index === 0;
    if (motif === 'house') {
      const width = art.width * (isLandmark ? 0.3 : 0.22);
      const cx = Math.min(Math.max(art.x + art.width * slot, art.x + width * 0.6), art.x + art.width - width * 0.6);
      const drawn = house(cx, horizonY + art.height * 0.03, width, style.linePx, style.hasPatterns, isNight, setting.ground === 'snow');
      layers.horizon.push(drawn.markup);
      layers.occupied.push(drawn.box);
      layers.drawn.push('house');
      return;
    }
    const prop = getComposedProp(sceneArt(motif));
    const isTall = /tree|castle|barn|mountain|lighthouse|tower|cactus/.test(motif) || prop?.size === 'large';
    // Seen from up in the sky, the land is far below: its trees are small.
    // A building keeps a size a child can read as one: as small as the trees, the barn was a speck.
    const distance = context.backdrop === 'sky' ? (DOORED.test(motif) ? 0.5 : 0.45) : 1;
    // Stands run the whole length of the pitch behind it.
    const isStands = motif === 'stadium-stands';
    // Small things are drawn no smaller than a child can tell what they are: a fountain a speck on a hill reads as a stray letter.
    const size = isStands ? art.width * 0.96 : prop?.horizonShare !== undefined ? art.width * prop.horizonShare : distance * art.width * (prop?.size === 'large' ? (isLandmark ? 0.5 : 0.36) : isTall ? (isLandmark ? 0.42 : 0.24) : 0.19);
    const cx = isStands ? art.x + art.width / 2 : Math.min(Math.max(art.x + art.width * slot, art.x + size / 2), art.x + art.width - size / 2);
    // A building with doors at its foot stands on this side of the hills' crest, drawn over the ground: behind it the
    // crest ran through its doors, cutting off their braces, and the barn had no bottom.
    const isDoored = DOORED.test(motif);
    // Along a street a building stands on the far pavement, unless the subject rises above it: at the horizon, a bare
    // band of ground lay between it and a school bus.
    const pavement = streetLines(art, horizonY).roadTop - PAVEMENT_DEPTH;
    const isOnPavement = context.backdrop === 'street' && subject.every((box) => box.y > pavement);
    const foot = isOnPavement ? pavement : horizonY + art.height * (isDoored ? 0.02 : 0.035);
    const at = (x: number): ReturnType<typeof drawMotif> => drawMotif({ motif: sceneArt(motif), cx: x, bottom: foot, size, linePx: style.linePx, detail: style.detail });
    let drawn = at(cx);
    if (!drawn) return;
    // A tree top under a kite or a planet would look as if it caught it, and one behind a small thing held up high
    // (a ball about to be thrown) tangles with it: the other side of the page.
    const isHeldUp = (box: Box): boolean => !figures.some((figure) => figure.box === box) && box.y + box.height / 2 < horizonY && box.width < art.width * 0.3;
    const inSky = subject.filter((box) => box.y + box.height < horizonY || isHeldUp(box));
    if (inSky.some((box) => boxesOverlap(box, drawn!.box, 20))) {
      drawn = at(Math.min(Math.max(art.x + art.width - (cx - art.x), art.x + size / 2), art.x + art.width - size / 2))!;
      if (inSky.some((box) => boxesOverlap(box, drawn!.box, 20))) return;
    }
    // A tall thing half hidden behind a figure and rising over its head reads as hair or a wing tangled with it
    // (a tree's crown as an afro): it moves along the horizon to where it clears the head, or is left out.
    if (isTall && !isStands && crowns(drawn.box, figures)) {
      const spots = [0.1, 0.9, 0.3, 0.7, 0.5].map((share) => Math.min(Math.max(art.x + art.width * share, art.x + size / 2), art.x + art.width - size / 2));
      // Nor back under the kite it was moved away from.
      const clear = spots.map((x) => at(x)).find((moved) => moved && !crowns(moved.box, figures) && !inSky.some((box) => boxesOverlap(box, moved.box, 20)) && !layers.occupied.some((box) => coveredShare(moved.box, box) > 0.2));
      if (!clear) return;
      drawn = clear;
    }
    // A small thing wholly behind the subject would only be a scrap: leave it out. So would a tall one mostly behind
    // a big vehicle (a lighthouse's striped stub between a ship's sails and its jib).
    if (!isTall && subject.some((box) => boxesOverlap(box, drawn.box, 0))) return;
    if (subject.some((box) => box.width > art.width * 0.5 && coveredShare(drawn.box, box) > 0.6)) return;
    // Nor does a tree stand in front of the castle or barn the scene is about.
    if (layers.occupied.some((box) => coveredShare(drawn.box, box) > 0.2)) return;
    layers[isDoored ? 'ground' : 'horizon'].push(drawn.markup);
    layers.occupied.push(drawn.box);
    layers.drawn.push(motif);
  });
}

/**
 * The far hills' ploughed patches, now that the figures are drawn: none behind a winged figure's spread wings
 * (its upper half and a margin round it), where a patch's edges and furrows tangle with the wing's own edges
 * and ribs so that wing and hill cannot be told apart.
 */
function stripeFields(layers: Layers, context: BackdropContext, figures: FigureBoxes[]): void {
  const margin = context.art.width * 0.06;
  const wings = figures.filter((figure) => figure.hasWings).map(({ box }) => ({ x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height * 0.5 + 2 * margin }));
  for (const hill of context.fieldHills ?? []) layers.far[hill.index] = fields(hill.path, hill.box, hill.fieldWidth, context.style.linePx * 0.6, wings);
  context.fieldHills = [];
}

/** A drawn figure as far things see it: where it is, where its head is, and whether wings spread from its back. */
export interface FigureBoxes {
  box: Box;
  head: Box;
  hasWings: boolean;
  /** The figure's outline's corners, where it is known. */
  outline?: Array<{ x: number; y: number }>;
  /** Drawn by an icon, never turned: its box is its own. */
  isIcon?: boolean;
}

/**
 * Whether a far thing would stand behind a figure's head (a fifth of the head's width or more: a tree just
 * touching its side is only behind it) or half hidden behind its spread wings (its upper half).
 */
export function crowns(thing: Box, figures: FigureBoxes[]): boolean {
  const behindHead = (head: Box): boolean => boxesOverlap(head, thing, 0) && Math.min(head.x + head.width, thing.x + thing.width) - Math.max(head.x, thing.x) > head.width * 0.2;
  return figures.some(({ box, head, hasWings }) => behindHead(head) || (hasWings && boxesOverlap({ ...box, height: box.height * 0.5 }, thing, 0)));
}

/**
 * Words of a rainy day: a girl in a raincoat jumping in puddles was under a sunny sky. Not a rain forest, the jungle's
 * wood: rain strokes filled the sky over a jaguar's trees (review 16).
 */
export const RAINY_WORDS = /\b(rain(?!\s+forests?\b)|rainy|raining|raincoats?|puddles?|drizzle|drizzly)\b/;
/** A rainy day's sky: rain clouds and no sun (one rain cloud beside the sun read as a sun shower at most). */
const RAINY_SKY = ['cloud-with-rain', 'cloud', 'cloud-with-rain', 'cloud-with-rain'];

/**
 * Rain falling on a rainy day out of doors: short slanted strokes in staggered rows across the open sky, each kept clear
 * of the clouds, the far land and the figures. Two rain-cloud icons over a sunny park did not read as rain (judging 22).
 * The strokes' boxes are taken, so no cloud or gull is put over them afterwards.
 */
export function drawFallingRain(layers: Layers, context: BackdropContext, subject: Box[]): void {
  const { art, horizonY, style, backdrop } = context;
  if (!RAINY_WORDS.test(context.words) || (backdrop !== 'outdoor' && backdrop !== 'night')) return;
  const gap = art.width * (style.detail === 'low' ? RAIN_GAP.low : RAIN_GAP.other);
  const length = gap * 0.42;
  const slant = length * 0.32;
  const width = Math.max(3, style.linePx * 0.75);
  const margin = width * 2.5;
  // Above the far hills' highest crest and the near ground's rolling edge: strokes over the hills crossed their fields.
  const bottom = Math.min(horizonY - art.height * RAIN_ABOVE_HORIZON, (context.farHillsTop ?? Infinity) - margin);
  const isAboveGround = (x: number, y: number): boolean => !context.groundEdge || y + margin < Math.min(context.groundEdge(x), context.groundEdge(x - slant));
  const taken = [...subject, ...layers.occupied];
  const strokes: string[] = [];
  for (let row = 0, y = art.y + gap * 0.3; y + length <= bottom; row++, y += gap * 0.75) {
    for (let x = art.x + gap * (row % 2 === 0 ? 0.4 : 0.9); x <= art.x + art.width - gap * 0.2; x += gap) {
      const box: Box = { x: x - slant - margin, y: y - margin, width: slant + margin * 2, height: length + margin * 2 };
      if (!isAboveGround(x, y + length) || taken.some((other) => boxesOverlap(other, box, 0))) continue;
      strokes.push(`M${fmt(x)} ${fmt(y)}l${fmt(-slant)} ${fmt(length)}`);
      layers.occupied.push(box);
    }
  }
  if (strokes.length === 0) return;
  layers.far.push(`<path d="${strokes.join('')}" fill="none" stroke="#000" stroke-width="${fmt(width)}" stroke-linecap="round"/>`);
  layers.drawn.push('falling-rain');
}

/** How far apart rain strokes fall, as a share of the art's width: fewer, bigger for the youngest. */
const RAIN_GAP = { low: 0.1, other: 0.07 } as const;
/** How far above the horizon the rain stops at least, as a share of the art's height. */
const RAIN_ABOVE_HORIZON = 0.05;

/** Sky things (or floating things in water and space), in slots off the subject. */
function drawSky(layers: Layers, context: BackdropContext, subject: Box[], named: string[], iconBoxes: Set<Box>): void {
  const { art, horizonY, style, setting, isNight, backdrop } = context;
  // The sea's floor first, its seaweed tall where the water is open, then fish and bubbles round it: drawn, not icons
  // (the icons' fish was a round badge, their bubbles scratchy).
  if (backdrop === 'underwater') {
    if (context.groundEdge) drawSeaFloor(layers, context, subject, context.groundEdge);
    return drawSeaLife(layers, context, subject);
  }
  const isFull = backdrop === 'space' || backdrop === 'sky';
  const skyBottom = backdrop === 'space' ? art.y + art.height : horizonY;
  let motifs: string[];
  if (backdrop === 'stage') motifs = [];
  else if (backdrop === 'night' || (isNight && backdrop !== 'space')) motifs = ['crescent-moon', 'star', 'star', 'star', 'star', 'star'];
  else if (backdrop === 'sky') motifs = ['sun', 'cloud', 'cloud', 'cloud', 'cloud', 'cloud'];
  else if (isFull) motifs = [...setting.sky, ...setting.backdrop];
  else if (RAINY_WORDS.test(context.words)) motifs = RAINY_SKY;
  else motifs = setting.sky.length > 0 ? setting.sky : ['sun', 'cloud', 'cloud', 'cloud'];
  // Snow falls for the youngest: big broad flakes fill a snowy sky that two clouds left a bare band over a snowman.
  const isSnowing = style.detail === 'low' && !isNight && !isFull && setting.sky.includes('snowflake');
  const count = style.sky + (isFull ? 3 : 0) + (backdrop === 'night' ? 2 : 0) + (isSnowing ? 4 : 0);
  const wanted = motifs
    // A full moon the words name is the night's moon: the crescent beside it made two moons.
    .filter((motif) => !context.isRemoved(motif) && (!named.includes(motif) || motifs === RAINY_SKY) && !(motif === 'crescent-moon' && named.includes('full-moon')) && !isTooFine(motif, style.detail))
    .map((motif) => (isSnowing && motif === 'snowflake' ? 'falling-snowflake' : motif));
  const slots: Array<[number, number]> = [
    // A whole sky of its own keeps its sun or moon up in a top corner, not down on the far land.
    ...(backdrop === 'sky' ? ([[0.14, 0.02], [0.86, 0.02]] as Array<[number, number]>) : []),
    [0.15, 0.1], [0.84, 0.12], [0.5, 0.06], [0.3, 0.28], [0.7, 0.3], [0.1, 0.42], [0.9, 0.45], [0.4, 0.5], [0.62, 0.62], [0.16, 0.7], [0.86, 0.75], [0.5, 0.8],
    // Lower slots for pages whose sky is the whole page (space, the sky).
    ...(isFull ? ([[0.12, 0.56], [0.88, 0.6], [0.3, 0.78], [0.72, 0.84], [0.1, 0.86], [0.5, 0.62]] as Array<[number, number]>) : []),
    // Between the clouds, where the smaller falling flakes fit.
    ...(isSnowing ? ([[0.34, 0.3], [0.66, 0.34], [0.5, 0.44], [0.24, 0.5], [0.8, 0.5]] as Array<[number, number]>) : []),
  ];
  let placed = 0;
  const drawnOnce = new Set<string>();
  // A turned flyer's box is much larger than the flyer: in its own sky, the sun may come into its corners.
  // Its wings reach the box's sides half way down, though: a cloud there would stick to a wing tip like a ball. An icon
  // is never turned, and its box is all its own: a star sat on a flying firefly's feelers, a cloud on a toucan's head.
  if (backdrop === 'sky') subject = subject.flatMap((box) => (iconBoxes.has(box) ? [box] : [{ x: box.x + box.width * 0.14, y: box.y + box.height * 0.14, width: box.width * 0.72, height: box.height * 0.72 }, { x: box.x, y: box.y + box.height * 0.25, width: box.width, height: box.height * 0.5 }]));
  // The flock before the clouds, so it gets its open patch and the clouds keep clear of it.
  if (backdrop === 'sky' && style.detail !== 'low' && !isNight && !context.isRemoved('bird')) drawFlock(layers, context, subject, skyBottom);
  // Over open water for 9-12 too; behind hills and buildings it would not show.
  if (!isNight && !context.isRemoved('cloud') && ((backdrop === 'sky' && style.detail !== 'low') || (backdrop === 'outdoor' && style.hasPatterns && setting.ground === 'water'))) drawCloudBank(layers, context);
  for (let index = 0; index < wanted.length * 3 && placed < count; index++) {
    const motif = wanted[index % wanted.length]!;
    // One sun, one moon, one planet of each kind: only small things repeat.
    if (drawnOnce.has(motif)) continue;
    if (/sun|moon|planet|globe|rainbow|satellite|rocket|saucer|comet/.test(motif)) drawnOnce.add(motif);
    const isBig = placed === 0 && /moon|sun|planet/.test(motif);
    const young = style.detail === 'low' ? 1.3 : 1;
    // A butterfly or a bee flying by is a small thing in the sky, not as big as a cloud or the sun.
    const isSmall = SMALL_FLYERS.test(motif);
    const drawnSize = motif === 'falling-snowflake' ? art.width * (0.1 + context.random() * 0.03) : art.width * young * (isBig ? 0.2 : 0.11 + context.random() * 0.05) * (isSmall ? 0.6 : 1);
    // Never so small in the page's line that its wings close up into a black blob (judging 19: a butterfly at 6-8).
    const full = isSmall ? Math.max(drawnSize, style.linePx * SMALL_FLYER_LINES) : drawnSize;
    // The moon or sun smaller rather than left out where a big vehicle up in the sky leaves no slot its size: the
    // youngest's night sky with a sleigh was stars only.
    const tries = (isBig ? [full, full * 0.7] : [full]).flatMap((size) => slots.map((slot) => ({ size, slot })));
    for (const { size, slot: [sx, sy] } of tries) {
      const bottom = art.y + (skyBottom - art.y) * sy + size;
      // Over a low horizon, clouds keep clear of the hills' tops rather than sitting on them.
      if (bottom > skyBottom - (backdrop === 'sky' ? art.height * 0.1 : 10) || (motif === 'star' && bottom > (context.farHillsTop ?? Infinity))) continue;
      const cx = art.x + art.width * sx;
      const box: Box = { x: cx - size / 2, y: bottom - size, width: size, height: size };
      // Whole inside the frame: a big sun in a side slot was cut in half by it.
      if (box.x < art.x || box.x + box.width > art.x + art.width) continue;
      const gap = backdrop === 'sky' ? art.width * 0.03 : 20;
      if (subject.some((other) => boxesOverlap(other, box, 20)) || layers.occupied.some((other) => boxesOverlap(other, box, gap))) continue;
      // Clouds of different shapes by turns, so they are not all one stamp.
      const drawn = motif === 'cloud' ? cloud(cx, bottom, size, style.linePx, style.detail, placed) : motif === 'cloud-with-rain' ? rainCloud(cx, bottom, size, style.linePx, style.detail, placed) : motif === 'star' ? skyStar(cx, bottom, size * 0.6, starLine(style)) : (namedPlanet(motif, cx, bottom, size, style.linePx, style.detail) ?? drawMotif({ motif, cx, bottom, size, linePx: style.linePx, detail: isSmall ? 'low' : style.detail }));
      if (!drawn) break;
      layers.horizon.push(drawn.markup);
      layers.occupied.push(drawn.box);
      layers.drawn.push(motif);
      placed++;
      break;
    }
  }
}

/**
 * A bank of clouds along the horizon, behind the far land: a whole sky page left a wide empty band between its flyer and
 * the land (round 13, 29), and a 9-12 sky over the sea was a few small clouds in a bare sky (18). Two rows of puffs of
 * different sizes across the page, the lower in front.
 */
function drawCloudBank(layers: Layers, context: BackdropContext): void {
  const { art, horizonY, style, random } = context;
  const line = `stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round"`;
  // A whole sky's bank stands taller, up into the band under the flyer.
  const rows = context.backdrop === 'sky' ? [{ top: 0.15, bump: 0.15 }, { top: 0.08, bump: 0.11 }] : [{ top: 0.1, bump: 0.13 }, { top: 0.055, bump: 0.1 }];
  const foot = horizonY + art.height * 0.03;
  const banks: string[] = [];
  for (const [row, { top, bump }] of rows.entries()) {
    const crest = horizonY - art.height * top;
    // Its ends rounded off inside the frame, not cut by it, each a quarter of a puff curving down to the land: straight
    // up and down, they boxed the bank in like a hedge (round 14, 29). The front row's ends further in, so the two
    // rows' ends do not run down side by side into a wedge.
    const end = art.width * 0.05;
    const inset = art.width * (0.03 + row * 0.07);
    const [from, to] = [art.x + inset + end, art.x + art.width - inset - end];
    const rise = foot - (crest + art.height * 0.02);
    let x = from;
    let d = `M${fmt(x - end)} ${fmt(foot)}A${fmt(end)} ${fmt(rise)} 0 0 1 ${fmt(x)} ${fmt(crest + art.height * 0.02)}`;
    while (x < to) {
      const drawn = Math.min(to - x, art.width * bump * (0.7 + random() * 0.6));
      // The last puff takes in a remainder too short for one of its own: skipped, its end joined the foot in a slant.
      const width = to - x - drawn < art.width * 0.04 ? to - x : drawn;
      const lift = art.height * 0.015 * (random() - 0.5);
      x += width;
      d += `A${fmt(width * 0.56)} ${fmt(width * 0.5)} 0 0 1 ${fmt(x)} ${fmt(crest + art.height * 0.02 + lift)}`;
    }
    banks.push(`<path d="${d}A${fmt(end)} ${fmt(rise)} 0 0 1 ${fmt(to + end)} ${fmt(foot)}Z" fill="#fff" ${line}/>`);
  }
  // Behind everything of the land, the back row first.
  layers.far.unshift(...banks);
  const highest = horizonY - art.height * (rows[0]!.top + 0.03);
  layers.occupied.push({ x: art.x, y: highest, width: art.width, height: horizonY - highest });
  layers.drawn.push('cloud');
}

/**
 * A few gulls flying together in an open patch of a whole-sky page: with the flyer, a sun and clouds alone, the sky of
 * a 6-8 page was sparse, clouds dotted about like stickers (round 11). Not for the youngest: their clouds are big.
 */
function drawFlock(layers: Layers, context: BackdropContext, subject: Box[], skyBottom: number): void {
  const { art, style } = context;
  const width = art.width * 0.055;
  // Each gull's place in the flock, in gull widths from its leader: a loose line rising away to one side.
  const flock: Array<[number, number]> = style.detail === 'high' ? [[0, 0], [1.3, -0.55], [2.5, -0.2], [1.1, 0.7]] : [[0, 0], [1.3, -0.55], [2.4, -0.15]];
  const span = { width: width * 3.6, height: width * 1.6 };
  // High up off to a side of the flyer's head, or low over the land to a side of its feet: under them, the gulls
  // seemed to drop from its talons.
  const spots: Array<[number, number]> = [[0.85, 0.12], [0.15, 0.12], [0.25, 0.84], [0.75, 0.84]];
  for (const [sx, sy] of spots) {
    const box: Box = { x: art.x + art.width * sx - span.width / 2, y: art.y + (skyBottom - art.y) * sy, width: span.width, height: span.height };
    if (box.x < art.x || box.x + box.width > art.x + art.width || box.y + box.height > skyBottom - art.height * 0.06) continue;
    if (subject.some((other) => boxesOverlap(other, box, art.width * 0.04)) || layers.occupied.some((other) => boxesOverlap(other, box, art.width * 0.03))) continue;
    const isFlipped = sx > 0.5;
    for (const [dx, dy] of flock) {
      const cx = box.x + width * 0.6 + (isFlipped ? span.width - width * 1.2 - dx * width : dx * width);
      layers.horizon.push(gullStroke(cx, box.y + width * 0.75 + dy * width, width * (dx === 0 ? 1 : 0.85), style.linePx));
    }
    layers.occupied.push(box);
    layers.drawn.push('bird');
    return;
  }
}

/**
 * A far gull as a child draws one, two wings in one open stroke: outlined as a shape, one this small held only a
 * strip of white too thin to colour.
 */
function gullStroke(cx: number, cy: number, width: number, linePx: number): string {
  const half = width / 2;
  const lift = width * 0.22;
  const d = `M${fmt(cx - half)} ${fmt(cy - lift)} Q${fmt(cx - half * 0.45)} ${fmt(cy - lift * 1.9)} ${fmt(cx)} ${fmt(cy)} Q${fmt(cx + half * 0.45)} ${fmt(cy - lift * 1.9)} ${fmt(cx + half)} ${fmt(cy - lift)}`;
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 1.2)}" stroke-linejoin="round" stroke-linecap="round"/>`;
}

/** Sky things that are small creatures flying by. */
const SMALL_FLYERS = /butterfly|bee|lady-beetle|dragonfly/;

/**
 * The smallest a small flyer is drawn, in the page's line widths: its own lines only (no veins, spots or scales, which
 * close up at this size) round wings wide enough to colour.
 */
const SMALL_FLYER_LINES = 30;

/** A small flyer in the youngest's thick lines: its wing veins close up into a solid black blob nobody can colour. */
function isTooFine(motif: string, detail: AgeStyle['detail']): boolean {
  return detail === 'low' && SMALL_FLYERS.test(motif);
}

/** Clouds in a day sky at most, its own and those filling empty cells. */
const MAX_CLOUDS = 4;

/** How many gulls the younger children's sky gets from the filling pass. */
const MAX_YOUNG_GULLS = 2;
/**
 * How many groups of gulls the older children's sky gets from the filling pass away from the sea: a group in every
 * other sky cell flew rows of thirty "M" birds over a zoo, a pond and a jungle (judging 18). Over the sea they belong.
 */
const MAX_OLDER_GULL_GROUPS = 2;

/** What stands on a lab's floor, one of each along its back: not the cardboard boxes of a storeroom (round 13, 28). */
const LAB_FLOOR_THINGS = ['fire-extinguisher', 'chair'];
/**
 * What stands on another room's floor, one of each along the foot of its wall: a dozen small cardboard boxes dotted over
 * the boards read as random (judging 19: the hamster's, the fishbowl's and the letter writer's rooms).
 */
const ROOM_FLOOR_THINGS = ['chair', 'wastebasket'];

/** How many large things of its place a bare pitch, road or floor gets: past a handful they stood in rows like a pattern. */
const MAX_BIG_GROUND_THINGS = 5;

/**
 * How many flowers and tufts of grass grow on open grass round the lawn's bigger things, by detail: a few, as an
 * illustrator plants them, not a stamp in every spot (round 13). The youngest's tufts are too small to colour.
 */
const DRESSING = { low: { flowers: 2, tufts: 0 }, medium: { flowers: 3, tufts: 3 }, high: { flowers: 5, tufts: 5 } } as const;

/**
 * Grass that is not a bare band: tufts and flowers on open ground at every age (few and big for the
 * youngest), and a garden's picket fence and flower beds. Drawn before the scatter, which fills round them.
 */
export function drawGrassDressing(layers: Layers, context: BackdropContext, subject: Box[], figures: Array<{ box: Box; head?: Box; outline?: Array<{ x: number; y: number }> }> = []): void {
  const { art, horizonY, style, random, isNight } = context;
  // A pitch is mown grass: no flowers or tufts on it.
  if (!isDressedLawn(context)) return;
  const isGarden = /\bgardens?\b/.test(context.words);
  // Beings only (they have heads), not a swing set's frame.
  const clear = betweenFigures(figures.flatMap(({ box, head }) => (head ? [{ box, head }] : [])));
  const blocked = (box: Box): boolean => box.x < art.x || box.x + box.width > art.x + art.width || box.y + box.height > art.y + art.height || [...subject, ...layers.occupied].some((other) => boxesOverlap(other, box, 12));
  const hasFlowers = !isNight && !context.isRemoved('flower') && !context.isRemoved('flower-bed');
  if (isGarden && !context.isRemoved('fence')) {
    // The youngest's fence stands whole on the lawn in front of the crest, tall with broad pickets: behind the
    // crest only its tips showed, a row of specks too small to colour (round 11).
    const isYoung = style.detail === 'low';
    const fence = isYoung
      ? picketFence(art.x - 40, art.x + art.width + 40, horizonY + art.height * 0.11, art.height * 0.13, style.linePx, 0.3)
      : picketFence(art.x - 40, art.x + art.width + 40, horizonY + art.height * 0.05, art.height * 0.085, style.linePx);
    layers[isYoung ? 'ground' : 'horizon'].push(fence.markup);
    layers.drawn.push('fence');
  }
  if (isGarden && hasFlowers) {
    // Beds of tall flowers across the front and one further back between them, so the garden fills the lawn up to the
    // figures rather than a strip of small flowers along the bottom under an empty lawn; shorter flowers where tall
    // ones would reach into a figure.
    const width = art.width * (style.detail === 'low' ? 0.34 : 0.28);
    for (const [share, bottom] of [[0.5, 0.84], [0.2, 0.975], [0.8, 0.975]] as const) {
      for (const tall of [0.75, 0.5, 0.34]) {
        const bed = flowerBed(art.x + art.width * share, art.y + art.height * bottom, width, style.linePx, style.detail === 'low' ? 2 : 3, tall);
        if (blocked(bed.box)) continue;
        layers.scatter.push(bed.markup);
        layers.occupied.push(bed.box);
        layers.drawn.push('flower-bed');
        break;
      }
    }
  }
  // The largest empty areas get things of a lawn or a garden first; the loose flowers and tufts fill in round them
  // (planted first, a lone flower mid-lawn split a gap too small for anything else to fit, round 12). Figures by their
  // outlines, so the lawn beside a figure's legs or under an arm held out gets things too.
  const byOutline = new Set(figures.filter((figure) => figure.outline).map((figure) => figure.box));
  fillLawnGaps(layers, context, { boxes: [...subject.filter((box) => !byOutline.has(box)), ...layers.occupied], outlines: figures.flatMap((figure) => (figure.outline ? [figure.outline] : [])), clear });
  const counts = DRESSING[style.detail];
  const top = horizonY + art.height * 0.07;
  const bottom = art.y + art.height * 0.985;
  const scale = style.detail === 'low' ? 1.5 : style.detail === 'medium' ? 1.15 : 1;
  // Spots on a grid over the ground, in a shuffled order, so the plants spread out and find the gaps beside the figures.
  const columns = 7;
  const rows = 6;
  const spots = Array.from({ length: columns * rows }, (_, index) => ({ column: index % columns, row: Math.floor(index / columns), order: random() }));
  spots.sort((a, b) => a.order - b.order);
  const planted = (layers.planted ??= []);
  // Kept off the frame, off the ground between figures, a little clear of everything, and out of the columns of what is planted.
  const [margin, clearance] = [art.width * 0.05, art.width * 0.015];
  const isUnfit = (box: Box, name: string): boolean =>
    box.x < art.x + margin || box.x + box.width > art.x + art.width - margin || blocked(box) || [...subject, ...layers.occupied, ...clear].some((other) => boxesOverlap(other, box, clearance)) || isInColumn(box, name, planted, style.detail === 'low');
  const plant = (draw: typeof flower, count: number, base: number): void => {
    let placed = 0;
    for (const spot of spots) {
      if (placed >= count) break;
      const y = top + ((spot.row + 0.5 + (random() - 0.5) * 0.6) / rows) * (bottom - top);
      const depth = (y - top) / (bottom - top);
      const x = art.x + ((spot.column + 0.5 + (random() - 0.5) * 0.6) / columns) * art.width;
      for (const shrink of [1, 0.72]) {
        const drawn = draw(x, y, art.width * base * scale * (0.7 + 0.6 * depth) * shrink, style.linePx, placed);
        const name = draw === flower ? 'flower' : 'grass';
        if (isUnfit(drawn.box, name)) continue;
        layers.scatter.push(drawn.markup);
        layers.occupied.push(drawn.box);
        planted.push({ name, box: drawn.box });
        // Named in the page's metadata, so what grows where is known (and tests can see a pitch kept clear).
        if (!layers.drawn.includes(draw === flower ? 'flower' : 'grass')) layers.drawn.push(draw === flower ? 'flower' : 'grass');
        placed++;
        break;
      }
    }
  };
  if (hasFlowers) plant(flower, counts.flowers, 0.1);
  if (!context.isRemoved('grass')) plant(grassTuft, counts.tufts, 0.07);
}

/** Open grass that the lawn dressing plants (`drawGrassDressing`): not a pitch, which is mown. */
function isDressedLawn({ setting, backdrop }: BackdropContext): boolean {
  return setting.ground === 'grass' && (backdrop === 'outdoor' || backdrop === 'night') && setting.name !== 'stadium';
}

/** Small things on open ground (or the sea floor), so no large area stays empty for older children. */
export function drawScatter(layers: Layers, context: BackdropContext, subject: Box[]): void {
  const { art, horizonY, style, setting, random, backdrop } = context;
  // The sea floor has its own (drawSeaFloor).
  if (style.scatter === 0 || backdrop === 'underwater' || backdrop === 'stage' || backdrop === 'room' || backdrop === 'sky' || backdrop === 'space') return;
  // A dressed lawn has its things (drawGrassDressing): icons dropped at random among them were the small stamps judges
  // still found (round 13, 14 and 15), and a tulip icon stacked under the clumps at the margin (36).
  if (isDressedLawn(context)) return;
  // On a pitch no clip-art rocks and leaves, and fewer things.
  const isGrass = setting.ground === 'grass';
  const daytime = setting.scatter.filter((motif) => !context.isRemoved(motif) && !isTooFine(motif, style.detail) && !(isGrass && /rock|herb|leaf|seedling/.test(motif)));
  // At night nothing that would read as floating in the dark: no rocks or little trees dotted about.
  const nightly = daytime.filter((motif) => !DAYTIME_ONLY.test(motif) && !/rock|tree/.test(motif));
  // Snowflakes fall in the sky; lying on the snow they are clip art dotted about, not snow.
  const motifs = (context.isNight ? (nightly.length > 0 ? nightly : ['mushroom']) : daytime).filter((motif) => motif !== 'snowflake');
  if (motifs.length === 0) return;
  const top = horizonY + art.height * 0.06;
  let placed = 0;
  const budget = isGrass ? Math.ceil(style.scatter / 2) : style.scatter;
  for (let attempt = 0; attempt < budget * 10 && placed < budget; attempt++) {
    const motif = motifs[placed % motifs.length]!;
    const size = art.width * (0.065 + random() * 0.03) * (style.detail === 'low' ? 1.6 : 1);
    const cx = art.x + size / 2 + random() * (art.width - size);
    const bottom = top + size + random() * Math.max(0, art.y + art.height - top - size - 10);
    const box: Box = { x: cx - size / 2, y: bottom - size, width: size, height: size };
    if ([...subject, ...layers.occupied].some((other) => boxesOverlap(other, box, 15))) continue;
    const drawn = drawMotif({ motif, cx, bottom, size, linePx: Math.max(3, style.linePx * 0.8), detail: style.detail });
    if (!drawn) continue;
    layers.scatter.push(drawn.markup);
    layers.occupied.push(drawn.box);
    layers.drawn.push(motif);
    placed++;
  }
}

/**
 * For older children no large area stays empty: every cell of a coarse grid over the art that nothing
 * covers yet gets a small thing of its place (a cloud or a star in the sky, a bubble under the sea, a
 * flower or a tuft on grass, a shell on sand). Runs last, so it only fills what is left.
 */
export function fillEmptyCells(layers: Layers, context: BackdropContext, subject: Box[]): void {
  const { art, horizonY, style, backdrop, setting, isNight, random } = context;
  if (style.detail === 'low' || backdrop === 'stage') return;
  // Older children get a finer grid: more, smaller things to colour.
  const columns = style.hasPatterns ? 10 : 8;
  const rows = style.hasPatterns ? 12 : 10;
  const width = art.width / columns;
  const height = art.height / rows;
  const isFull = backdrop === 'underwater' || backdrop === 'space';
  const hasSkyBirds = setting.hasSkyBirds !== false;
  const maxGulls = !style.hasPatterns ? MAX_YOUNG_GULLS : setting.ground === 'water' ? Infinity : MAX_OLDER_GULL_GROUPS;
  const skyThing = (isSparse: boolean): string | null => {
    if (backdrop === 'space' || isNight) return 'star';
    if (context.isRemoved('cloud')) return null;
    // Past a few clouds the sky gets gulls: row on row of the same cloud reads as wallpaper, not a sky.
    // Younger children's coarser grid gets them only every other cell: a sky of gulls is as busy as one of clouds.
    // Past a couple of gulls the younger children's sky is over-stuffed beside their plainer ground (round 12: five clouds
    // and five birds over a bare lawn).
    const isFlockFull = gulls >= maxGulls;
    if (layers.drawn.filter((motif) => motif === 'cloud').length >= MAX_CLOUDS) return context.isRemoved('bird') || !hasSkyBirds || isSparse || isFlockFull ? null : 'bird';
    return 'cloud';
  };
  let placed = 0;
  let bigThings = 0;
  let gulls = 0;
  // A flyer turned in space has a box much larger than the figure: its empty corners are sky too (as for the starfield).
  const figures = backdrop === 'space' ? subject.map((box) => ({ x: box.x + box.width * 0.14, y: box.y + box.height * 0.14, width: box.width * 0.72, height: box.height * 0.72 })) : subject;
  const isFree = (row: number, column: number): boolean => {
    if (row < 0 || column < 0 || row >= rows || column >= columns) return false;
    const cell: Box = { x: art.x + column * width, y: art.y + row * height, width, height };
    return ![...figures, ...layers.occupied].some((other) => boxesOverlap(other, cell, -Math.min(width, height) * 0.12));
  };
  const isPlaceable = (box: Box): boolean =>
    box.x >= art.x && box.x + box.width <= art.x + art.width && box.y + box.height <= art.y + art.height && ![...subject, ...layers.occupied].some((other) => boxesOverlap(other, box, 8));
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      if (!isFree(row, column)) continue;
      // Every other free cell where the free ones run in a strip, so the things do not stand in a column.
      const isStrip = !isFree(row, column - 1) && !isFree(row, column + 1);
      if (isStrip && row % 2 === 1) continue;
      const cell: Box = { x: art.x + column * width, y: art.y + row * height, width, height };
      if (backdrop === 'underwater' && cell.y + height > art.y + art.height * (SAND_TOP - 0.02)) continue;
      const cx = cell.x + width * (0.2 + random() * 0.6);
      const inSky = isFull || cell.y + height < horizonY;
      // On the finer grid, a cloud only every other sky cell (a sky carpeted with clouds is clutter, not a picture);
      // the cells between get a small thing of the sky, a bird or a tiny star, so the sky is not left blank.
      const isBetween = style.hasPatterns && inSky && (row + column) % 2 === 1;
      if (isBetween && backdrop === 'underwater') continue;
      const isGround = !isFull && cell.y > horizonY + art.height * 0.03;
      // A room's walls are furnished by the room itself (rooms.ts): only its bare floor gets things.
      if (backdrop === 'room' && !isGround) continue;
      const size = Math.min(width, height) * (0.6 + random() * 0.35) * (isBetween ? 0.6 : 1);
      let drawn: { markup: string; box: Box; name?: string } | null = null;
      let motif: string | null = null;
      // A whole sky's flock (drawFlock) is its birds: a lone bigger gull beside it read as a stray.
      const hasFlock = backdrop === 'sky' && layers.drawn.includes('bird');
      if (inSky) {
        if (backdrop !== 'underwater') motif = isBetween ? (backdrop === 'space' || isNight ? 'star' : context.isRemoved('bird') || !hasSkyBirds || gulls >= maxGulls ? null : 'bird') : skyThing(!style.hasPatterns && (row + column) % 2 === 1);
        if (hasFlock && motif === 'bird') motif = null;
        // Out in space every third small thing is a far little planet with bands, not yet another star.
        if (backdrop === 'underwater') drawn = placed % 3 === 0 ? seaFish(cx, cell.y + height / 2, size, style.linePx, random() < 0.5 ? 1 : -1, style.detail) : bubbles(cx, cell.y + height * 0.5 + size * 0.45, size * 0.9, style.linePx);
        else if (isBetween && backdrop === 'space' && placed % 3 === 0) drawn = farPlanet(cx, cell.y + height / 2, Math.min(width, height) * 0.3, style.linePx);
        // The bird icon stands on a perch; up in the sky a bird is a gull on the wing.
        else if (motif === 'bird') {
          const [cy, isFlipped] = [cell.y + height * (0.3 + random() * 0.4), random() < 0.5];
          // Older children's gulls fly in small groups (round 12: single gulls dotted about left a big sky empty); a lone
          // one where a group does not fit.
          const group = style.hasPatterns ? gullGroup(cx, cy, size, style.linePx, isFlipped) : null;
          drawn = group && isPlaceable(group.box) ? group : gullInFlight(cx, cy, size, style.linePx, isFlipped);
        }
        else if (motif === 'cloud') drawn = cloud(cx, cell.y + height * (0.3 + random() * 0.4) + size / 2, size, style.linePx, style.detail, placed);
        else if (motif === 'star' && cell.y + height > (context.farHillsTop ?? Infinity)) drawn = null;
        else if (motif === 'star') drawn = skyStar(cx, cell.y + height * (0.3 + random() * 0.4) + size / 2, size * 0.6, starLine(style));
        else if (motif) drawn = drawMotif({ motif, cx, bottom: cell.y + height * (0.3 + random() * 0.4) + size / 2, size, linePx: style.linePx, detail: style.detail });
      } else if (isGround) {
        // Off grass the things are few and large (each overlaps its neighbours' cells, so it thins itself out): a grid of
        // small boxes or cones read as a pattern, not as things lying about.
        // A dressed lawn has its things, planted as an illustrator would: a stamp in every free cell stacked them in
        // columns up the margins (round 13).
        if (isDressedLawn(context)) continue;
        const isBig = (setting.ground !== 'grass' && setting.ground !== 'sand') || setting.name === 'stadium' || backdrop === 'room';
        if (isBig && (bigThings >= MAX_BIG_GROUND_THINGS || (row + column) % 2 === 1)) continue;
        // A room's things stand along the back of its floor, at the foot of the wall or the bench, a few of them: dotted
        // over the tiles the floor looked unfinished (round 13, 28).
        const isRoom = backdrop === 'room';
        if (isRoom && (bigThings >= (setting.name === 'laboratory' ? LAB_FLOOR_THINGS : ROOM_FLOOR_THINGS).length || cell.y > horizonY + height * 1.2)) continue;
        drawn = groundThing(context, isRoom ? bigThings : placed, cx, cell.y + height * 0.9, size * (isBig ? 1.8 : 1));
        if (isBig && drawn && isPlaceable(drawn.box)) bigThings++;
      }
      if (!drawn || !isPlaceable(drawn.box)) continue;
      if (motif === 'cloud') layers.drawn.push('cloud');
      if (motif === 'bird') gulls++;
      layers[inSky ? 'horizon' : 'scatter'].push(drawn.markup);
      layers.occupied.push(drawn.box);
      if (!inSky && drawn.name && !layers.drawn.includes(drawn.name)) layers.drawn.push(drawn.name);
      placed++;
    }
  }
}

/**
 * A small thing that belongs on a place's ground, so a bare band of pitch, road or floor under the figures gets
 * something to colour (round 12: a plain lower half of pitch, an empty road, a bare lab floor): flowers and tufts
 * on grass, training cones on a pitch, a manhole on a street, a box on a floor.
 */
function groundThing(context: BackdropContext, placed: number, cx: number, bottom: number, size: number): { markup: string; box: Box; name?: string } | null {
  const { style, setting, backdrop, isNight } = context;
  const named = (name: string, drawn: { markup: string; box: Box } | null): { markup: string; box: Box; name: string } | null => (drawn ? { ...drawn, name } : null);
  if (backdrop === 'room' && setting.name === 'laboratory') {
    const motif = LAB_FLOOR_THINGS[placed % LAB_FLOOR_THINGS.length]!;
    return named(motif, drawMotif({ motif, cx, bottom, size: size * 0.85, linePx: style.linePx, detail: style.detail }));
  }
  if (backdrop === 'room') {
    const motif = ROOM_FLOOR_THINGS[placed % ROOM_FLOOR_THINGS.length]!;
    return named(motif, drawMotif({ motif, cx, bottom, size: size * 1.2, linePx: style.linePx, detail: style.detail }));
  }
  // Training cones only: a spare ball read as a second ball in play and water bottles as litter (round 13, 02).
  if (setting.name === 'stadium') return named('traffic-cone', trafficCone(cx, bottom, size * 0.7, style.linePx));
  if (backdrop === 'street') {
    // A manhole lies in the road just above the lane marks: astride the kerb or a lane mark, their lines ran through
    // each other, and the near pavement is too narrow for a cone big enough to colour.
    const { roadTop, laneY } = streetLines(context.art, context.horizonY);
    if (bottom < roadTop) return null;
    return named('manhole', manholeCover(cx, laneY - style.linePx * 6, Math.min(size * 0.8, (laneY - roadTop) * 1.2), style.linePx));
  }
  if (setting.ground === 'grass') return named('grass', (placed % 2 === 0 && !isNight ? flower : grassTuft)(cx, bottom, size, style.linePx));
  if (setting.groundFillers?.length === 0) return null;
  if (setting.groundFillers) {
    const motif = setting.groundFillers[placed % setting.groundFillers.length]!;
    return named(motif, drawMotif({ motif, cx, bottom, size: size * 0.8, linePx: style.linePx, detail: style.detail }));
  }
  if (setting.ground === 'sand') return drawMotif({ motif: 'spiral-shell', cx, bottom, size: size * 0.7, linePx: style.linePx, detail: style.detail });
  return null;
}

/** A far planet: a small disc crossed by two bands, so it is three areas to colour. */
function farPlanet(cx: number, cy: number, radius: number, linePx: number): { markup: string; box: Box } {
  const chords = [-0.32, 0.32].map((share) => {
    const dy = radius * share;
    const half = Math.sqrt(radius * radius - dy * dy);
    return `M${fmt(cx - half)} ${fmt(cy + dy)}H${fmt(cx + half)}`;
  });
  return {
    markup: `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(radius)}" ${stroke(linePx)}/><path d="${chords.join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}"/>`,
    box: { x: cx - radius, y: cy - radius, width: radius * 2, height: radius * 2 },
  };
}

/** A bird flying far off: two arched wings as one closed shape, the tips lifted. */
function gullInFlight(cx: number, cy: number, width: number, linePx: number, isFlipped: boolean): { markup: string; box: Box } {
  const half = width / 2;
  const lift = width * 0.22;
  const thick = Math.max(linePx * 2.2, width * 0.09);
  const tilt = isFlipped ? -width * 0.05 : width * 0.05;
  const path =
    `M${fmt(cx - half)} ${fmt(cy - lift + tilt)}` +
    ` Q${fmt(cx - half * 0.45)} ${fmt(cy - lift * 1.9)} ${fmt(cx)} ${fmt(cy)}` +
    ` Q${fmt(cx + half * 0.45)} ${fmt(cy - lift * 1.9)} ${fmt(cx + half)} ${fmt(cy - lift - tilt)}` +
    ` Q${fmt(cx + half * 0.45)} ${fmt(cy - lift * 1.9 + thick * 1.6)} ${fmt(cx)} ${fmt(cy + thick)}` +
    ` Q${fmt(cx - half * 0.45)} ${fmt(cy - lift * 1.9 + thick * 1.6)} ${fmt(cx - half)} ${fmt(cy - lift + tilt)}Z`;
  return { markup: `<path d="${path}" ${stroke(linePx)}/>`, box: { x: cx - half, y: cy - lift * 1.5, width, height: lift * 1.5 + thick } };
}

/**
 * Three gulls flying together: a leader and two a little smaller following it, higher and lower, on the side it came
 * from (much smaller, their white between the wing lines was too thin to colour).
 */
function gullGroup(cx: number, cy: number, width: number, linePx: number, isFlipped: boolean): { markup: string; box: Box } {
  const back = isFlipped ? 1 : -1;
  const gulls = [gullInFlight(cx, cy, width, linePx, isFlipped), gullInFlight(cx + back * width, cy - width * 0.42, width * 0.9, linePx, isFlipped), gullInFlight(cx + back * width * 0.85, cy + width * 0.5, width * 0.84, linePx, isFlipped)];
  const x = Math.min(...gulls.map((gull) => gull.box.x));
  const y = Math.min(...gulls.map((gull) => gull.box.y));
  const box = { x, y, width: Math.max(...gulls.map((gull) => gull.box.x + gull.box.width)) - x, height: Math.max(...gulls.map((gull) => gull.box.y + gull.box.height)) - y };
  return { markup: gulls.map((gull) => gull.markup).join(''), box };
}

/** How far the far hills run on past each side of the art, so their ends are out of sight. */
const FAR_HILL_OVERHANG = 100;

/**
 * Where the far hills dip to a point between two bumps, across the page, in every row there may be: a thing's upright
 * standing just under one (an easel's post) read as wedged into the V (round 13).
 */
export function farHillDips(art: Box): number[] {
  const left = art.x - FAR_HILL_OVERHANG;
  const width = art.width + 2 * FAR_HILL_OVERHANG;
  return [3, 4].flatMap((bumps) => Array.from({ length: bumps - 1 }, (_, bump) => left + (width * (bump + 1)) / bumps));
}

/** Hills behind the horizon: each row a closed band whose foot the ground covers, so the far land is not one empty strip. */
function drawFarHills(layers: Layers, context: BackdropContext, rows: number): void {
  const { art, horizonY, style, random } = context;
  for (let row = rows - 1; row >= 0; row--) {
    const top = horizonY - art.height * (0.06 + row * 0.05);
    // The bumps crest at most a fortieth of the art above `top`.
    context.farHillsTop = Math.min(context.farHillsTop ?? Infinity, top - art.height * 0.025);
    // One bump more in each row further back (see farHillDips).
    const bumps = 3 + row;
    const left = art.x - FAR_HILL_OVERHANG;
    const width = art.width + 2 * FAR_HILL_OVERHANG;
    let path = `M${fmt(left)} ${fmt(horizonY + art.height * 0.05)}L${fmt(left)} ${fmt(top + art.height * 0.03)}`;
    for (let bump = 0; bump < bumps; bump++) {
      const x0 = left + (width * bump) / bumps;
      const x1 = left + (width * (bump + 1)) / bumps;
      path += ` Q${fmt((x0 + x1) / 2)} ${fmt(top - art.height * (0.02 + random() * 0.03))} ${fmt(x1)} ${fmt(top + art.height * 0.03)}`;
    }
    path += ` L${fmt(left + width)} ${fmt(horizonY + art.height * 0.05)}Z`;
    layers.far.push(`<path d="${path}" ${stroke(style.linePx)}/>`);
    if (style.hasPatterns && context.setting.hasFarFields !== false) {
      context.fieldHills = [...(context.fieldHills ?? []), { index: layers.far.length, path, box: { x: left - art.height * 0.1, y: top - art.height * 0.05, width: width + art.height * 0.1, height: horizonY - top + art.height * 0.1 }, fieldWidth: art.width * (0.16 + row * 0.04) }];
      layers.far.push('');
    }
  }
}

/**
 * Mown stripes down the pitch in perspective, narrow at the far stands and wide at the front, converging
 * as a pitch seen from its end does (level bands across read as floor tiles), and the halfway line
 * across: bands to colour in two greens.
 */
function pitchStripes(art: Box, horizonY: number, linePx: number): string {
  const parts: string[] = [];
  const bottom = art.y + art.height + 100;
  const top = horizonY + art.height * 0.02;
  const middle = art.x + art.width / 2;
  // A few broad bands, as a mown pitch shows: many narrow ones read as planks on a floor.
  const stripes = 3;
  const [far, near] = [art.width * 0.22, art.width * 0.55];
  for (let index = -stripes; index <= stripes; index++) {
    const offset = index - 0.5;
    parts.push(`M${fmt(middle + offset * far)} ${fmt(top)}L${fmt(middle + offset * near)} ${fmt(bottom)}`);
  }
  return `<path d="${parts.join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}"/>`;
}

/** Soft drifts on snowy ground, ripples on sand: shallow arcs to colour in shades of white and blue, or of sand. */
function windDrifts(art: Box, horizonY: number, linePx: number): string {
  const parts: string[] = [];
  const rows = [0.1, 0.22, 0.34];
  rows.forEach((depth, row) => {
    const y = horizonY + art.height * depth;
    for (let x = art.x + (row % 2) * 260 + 60; x < art.x + art.width - 300; x += 620) parts.push(`M${fmt(x)} ${fmt(y)}q150 ${fmt(-art.height * 0.03)} 300 0`);
  });
  return `<path d="${parts.join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`;
}

/** How much of `box` lies inside `other`, as a share of its area. */
function coveredShare(box: Box, other: Box): number {
  const width = Math.min(box.x + box.width, other.x + other.width) - Math.max(box.x, other.x);
  const height = Math.min(box.y + box.height, other.y + other.height) - Math.max(box.y, other.y);
  return width > 0 && height > 0 ? (width * height) / (box.width * box.height) : 0;
}

/** Flowers and bugs belong to a sunny day: at night the ground gets rocks and mushrooms instead. */
const DAYTIME_ONLY = /tulip|blossom|sunflower|butterfly|lady-beetle|bee|hibiscus|rose|cherry/;

/** How far above the horizon a beach's sea reaches, as a share of the art's height. */
const SEA_RISE = 0.08;

/**
 * The sea behind a beach: a level horizon well above the sand's crest and rows of waves between, one for the youngest,
 * each band of water wide enough to colour; the sky's things keep above it.
 */
function drawOpenSea(layers: Layers, context: BackdropContext): void {
  const { art, horizonY, style } = context;
  const seaTop = horizonY - art.height * SEA_RISE;
  const rows = style.detail === 'low' ? [0.5] : style.hasPatterns ? [0.3, 0.62] : [0.45];
  // Down to below the sand's crest, which is drawn over it.
  const depth = horizonY - seaTop;
  layers.far.push(`<path d="M${fmt(art.x - 100)} ${fmt(seaTop)}H${fmt(art.x + art.width + 100)}" fill="none" stroke="#000" stroke-width="${fmt(style.linePx)}"/>`);
  for (const share of rows) layers.far.push(waveLine(art, seaTop + depth * share, style.linePx));
  layers.drawn.push('sea');
}

/** The band of open sea behind a beach (`drawOpenSea`), which the sky's things keep out of once the palms stand on it. */
function openSeaBand({ art, horizonY, style }: BackdropContext): Box {
  const seaTop = horizonY - art.height * SEA_RISE;
  return { x: art.x, y: seaTop - style.linePx * 2, width: art.width, height: horizonY - seaTop };
}

/** A row of waves across the frame; `scale` makes them longer and taller (nearer) or shorter and lower (farther). */
function waveLine(art: Box, y: number, linePx: number, scale = 1): string {
  let path = `M${fmt(art.x - 100)} ${fmt(y)}`;
  const [quarter, rise] = [40 * scale, 36 * scale];
  for (let x = art.x - 100; x < art.x + art.width + 100; x += quarter * 4) path += ` q${fmt(quarter)} ${fmt(-rise)} ${fmt(quarter * 2)} 0 q${fmt(quarter)} ${fmt(rise)} ${fmt(quarter * 2)} 0`;
  return `<path d="${path}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`;
}
