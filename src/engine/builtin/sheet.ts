import type { PageMetadata } from '../types';
import { BUILTIN_ENGINE_NAME, drawCharacter, type BuiltinCharacterSpec } from './character';
import { CONTENT, drawMotif, fittedFontSize, fmt, outlinedText, solidText, type Box } from './drawing';
import { drawFigure, figureAnchors, figureBox, figurePose, fitFigure, isShortLeggedPlan, type DrawnFigure, type FigurePlacement } from './figure/draw-figure';
import { pathData, roundedPolygon, type Shape } from './figure/geometry';
import { MIN_WHITE_PX } from './figure/part-list';
import type { FigureSpec } from './figure/figure-context';
import { FIGURE_KINDS } from './figure/kinds';
import type { PoseName } from './figure/poses';
import { describedActivities, type FigurePanel } from './figure/sheet-activities';
import type { Detail } from './motif-library';
import { pick, createRandom } from './random';
import { motifLabel } from './word-matching';

/** Poses of a character drawn as a motif (creatures the figure table does not have): one drawing moved. */
const MOTIF_POSES = ['front', 'walking', 'jumping', 'holding', 'close-up', 'resting'] as const;
type MotifPose = (typeof MOTIF_POSES)[number];

/** How a sheet looks; refine changes these and redraws. */
export interface SheetStyle {
  linePx: number;
  detail: Detail;
  isFlipped: boolean;
  /** Character size relative to its panel. */
  scale: number;
  /** Things refine added; the front pose shows them beside the character. */
  added: string[];
}

export const DEFAULT_SHEET_STYLE: SheetStyle = { linePx: 10, detail: 'medium', isFlipped: false, scale: 1, added: [] };

const DEFAULT_PROPS = ['balloon', 'tulip', 'star', 'wrapped-gift', 'kite', 'red-apple'];
const PANEL_GAP = 50;
const TITLE_BAND = 330;
const CAPTION_BAND = 110;

export interface SheetPlan {
  kind: 'sheet';
  spec: BuiltinCharacterSpec;
  poses: number;
  style: SheetStyle;
  /** Refine instructions applied so far, oldest first. */
  history: string[];
}

/** Markup and metadata of a character sheet: the name on top and one framed panel per pose. */
export function composeSheet(plan: SheetPlan): { body: string; metadata: PageMetadata } {
  const { spec, style } = plan;
  const parts: string[] = [];
  const width = CONTENT.right - CONTENT.left;
  const titleSize = fittedFontSize(spec.name, width, 220);
  parts.push(outlinedText(spec.name, (CONTENT.left + CONTENT.right) / 2, CONTENT.top + TITLE_BAND * 0.68, titleSize, Math.max(8, style.linePx)));
  const rows = Math.ceil(plan.poses / 2);
  const panelWidth = (width - PANEL_GAP) / 2;
  const panelHeight = (CONTENT.bottom - CONTENT.top - TITLE_BAND - PANEL_GAP * (rows - 1)) / rows;
  const panels = Array.from({ length: plan.poses }, (_, index) => {
    const row = Math.floor(index / 2);
    const isAlone = index === plan.poses - 1 && plan.poses % 2 === 1;
    const column = index % 2;
    const x = isAlone ? CONTENT.left + (width - panelWidth) / 2 : CONTENT.left + column * (panelWidth + PANEL_GAP);
    const y = CONTENT.top + TITLE_BAND + row * (panelHeight + PANEL_GAP);
    return { x, y, width: panelWidth, height: panelHeight };
  });
  let poses: string[];
  if (spec.figure) {
    const figurePanels = chooseFigurePanels(spec.figure, plan.poses, spec.description);
    parts.push(...drawFigurePanels(spec.figure, figurePanels, panels, style));
    poses = figurePanels.map((panel) => panel.pose);
  } else {
    const motifPoses = MOTIF_POSES.slice(0, plan.poses);
    const prop = spec.props[0] ?? pick(createRandom(spec.seed), DEFAULT_PROPS);
    motifPoses.forEach((pose, index) => parts.push(drawPanel(spec, pose, panels[index]!, style, prop, index)));
    poses = motifPoses.slice();
  }
  const metadata: PageMetadata = {
    kind: 'sheet',
    description: spec.description,
    matched: spec.matched,
    engine: BUILTIN_ENGINE_NAME,
    name: spec.name,
    motif: spec.motif,
    poses,
    plan,
  };
  return { body: parts.join(''), metadata };
}

/**
 * Different body positions, the most telling first: standing, then what the description says the
 * character does (SHEET_ACTIVITIES: sliding on the ice, reading, helping), then walking and jumping,
 * so even a 3-pose sheet shows the described activity. A character with something to hold holds it;
 * four-legged ones rear and gallop instead of waving. No pose appears twice.
 */
export function chooseFigurePanels(figure: FigureSpec, count: number, description = ''): FigurePanel[] {
  const isFourLegged = FIGURE_KINDS[figure.kind].plan.stance === 'quadruped';
  const hasWings = FIGURE_KINDS[figure.kind].bodyExtras.includes('bat-wings') || figure.accessories.includes('wings');
  const usesCane = figure.accessories.includes('cane');
  const described = describedActivities(description, isFourLegged).slice(0, MAX_ACTIVITY_PANELS);
  const lookalikes = new Set(described.flatMap((activity) => activity.looksLike ?? []));
  const activities: FigurePanel[] = described.map((activity) => ({ pose: activity.pose, caption: activity.caption, ...(activity.prop ? { prop: activity.prop } : {}), ...(activity.ground ? { ground: activity.ground } : {}), ...(activity.sky ? { sky: activity.sky } : {}), ...(activity.beside ? { beside: activity.beside } : {}) }));
  const usual: FigurePanel[] = isFourLegged
    ? [
        { pose: 'walking', caption: 'Walking' },
        { pose: 'jumping', caption: 'Leaping' },
        { pose: 'sitting', caption: 'Resting' },
        { pose: 'running', caption: 'Running' },
        { pose: 'sleeping', caption: 'Sleeping' },
      ]
    : [
        { pose: 'walking', caption: 'Walking' },
        // Someone who walks with a cane does not do star-jumps: they read a book instead.
        usesCane ? { pose: 'reading', caption: 'Reading a book', prop: 'open-book' } : { pose: 'jumping', caption: 'Jumping' },
        // A star is held up in one hand beside the head: in both hands before the chest it stood behind them with its top
        // point up in the helmet's visor and could not be read as a star (round 12).
        ...(figure.prop ? [{ pose: isBook(figure.prop) ? 'reading' : figure.prop === 'star' ? 'examining' : 'holding', caption: `Holding ${article(figure.prop)}` } as const] : []),
        { pose: sittingPose(figure), caption: 'Sitting' },
        { pose: 'sleeping', caption: 'Sleeping' },
        hasWings ? { pose: 'flying', caption: 'Flying' } : { pose: 'waving', caption: 'Waving' },
      ];
  const panels: FigurePanel[] = [];
  for (const panel of [{ pose: 'standing', caption: 'Standing' } as const, ...activities, ...usual.filter((panel) => !lookalikes.has(panel.pose))]) {
    const shown: FigurePanel = panel.pose === 'sleeping' && !isFourLegged ? { ...panel, pose: 'tucked-in' } : panel;
    if (!panels.some((taken) => taken.pose === shown.pose)) panels.push(shown);
  }
  // Hooves gallop; paws run.
  const hasHooves = FIGURE_KINDS[figure.kind].plan.foot === 'hoof';
  return panels.slice(0, count).map((panel) => (hasHooves && panel.pose === 'running' ? { ...panel, caption: 'Galloping' } : panel));
}

/** Described activities that get a panel of their own; the rest of the sheet shows the usual poses. */
const MAX_ACTIVITY_PANELS = 2;

function isBook(motif: string): boolean {
  return motif === 'closed-book' || motif === 'open-book' || motif === 'books';
}

/** Poses drawn lying along the ground: as wide as the figure is tall, so they do not decide the sheet's figure height. */
const LYING_POSES = new Set<PoseName>(['sleeping', 'tucked-in', 'sliding']);

/**
 * Asleep on a sheet: everyone on two legs in bed under a blanket (`tucked-in`), four legs lying on the ground. (On the
 * tummy on the ground, a dragon's, a fox's or a robot's paws, folded legs, wing and tail piled up into a jumble.)
 */
function isAsleep(pose: PoseName): boolean {
  return pose === 'sleeping' || pose === 'tucked-in';
}

/** The figure as a panel draws it: holding the panel's own prop when its activity names one. */
function panelFigure(figure: FigureSpec, panel: FigurePanel): FigureSpec {
  return panel.prop === undefined ? figure : { ...figure, prop: panel.prop };
}

/** A figure panel laid out: its frame, the art area inside it and where the figure goes. */
export interface FigurePanelLayout {
  frame: Box;
  art: Box;
  placement: FigurePlacement;
}

/**
 * All panels draw the figure at one height, so the character keeps its proportions from pose to
 * pose: the height at which every pose but lying down (as wide as the figure is tall) fits its
 * panel, a sitting figure on its seat and a jump with its arms up included. A jump gets as much air
 * below as the panel leaves it, at least JUMP_LIFTS' last. A standing figure then fills about 80 %
 * of its panel.
 */
export function layoutFigurePanels(figure: FigureSpec, chosen: FigurePanel[], panels: Box[], style: SheetStyle): FigurePanelLayout[] {
  const arts = panels.map((panel) => ({ x: panel.x + 36, y: panel.y + 28, width: panel.width - 72, height: panel.height - CAPTION_BAND - 36 }));
  // Every panel faces one way, so what is worn on one side (a backpack, a sword) stays on that side of the page: turned
  // to the middle of the page panel by panel, round 14 saw the astronaut's backpack switch sides.
  const facing: 1 | -1 = style.isFlipped ? -1 : 1;
  const rooms = arts.map((art, index) => {
    const room = index === 0 && style.added.length > 0 ? { ...art, width: art.width * 0.68 } : art;
    return chosen[index]!.ground === 'ice' ? { ...room, height: room.height - iceThickness(art) } : room;
  });
  const options = (index: number, lift?: number): Parameters<typeof fitFigure>[1] => ({
    pose: chosen[index]!.pose,
    box: rooms[index]!,
    facing,
    linePx: style.linePx,
    detail: style.detail,
    ...(lift === undefined ? {} : { lift }),
  });
  const isSeated = (index: number): boolean => isOnSeat(figure, chosen[index]!.pose);
  // Four legs already lie as long as they stand.
  const isFourLegged = FIGURE_KINDS[figure.kind].plan.stance === 'quadruped';
  const fitted = (index: number, lift?: number, maxHeight?: number): FigurePlacement => {
    const posed = panelFigure(figure, chosen[index]!);
    const placement = fitFigure(posed, { ...options(index, lift), ...(maxHeight === undefined ? {} : { maxHeight }) });
    return isSeated(index) ? onSeat(posed, placement) : placement;
  };
  const fits = chosen.map((panel, index) => {
    const placement = fitted(index, panel.pose === 'jumping' ? JUMP_LIFTS.at(-1) : undefined);
    if (!isSeated(index)) return placement.height;
    // Raised onto its seat, a sitting figure may reach above the panel: everything scales about the ground.
    const room = rooms[index]!;
    const top = figureBox(panelFigure(figure, panel), placement).y;
    return top >= room.y ? placement.height : (placement.height * (placement.groundY - room.y)) / (placement.groundY - top);
  });
  const sizing = fits.filter((_, index) => !LYING_POSES.has(chosen[index]!.pose));
  const height = Math.min(...(sizing.length > 0 ? sizing : fits)) * style.scale;
  return chosen.map((panel, index) => {
    if (figurePose(figure, panel.pose).isTuckedIn === true) {
      // In from the panel's sides, so the bed's headboard and footboard stand past the pillow and the blanket: a long
      // sleeper reaching the sides lay on a board-less mattress, the pillow a sliver (round 15). The head lies on the
      // side the figure faces away from.
      const room = rooms[index]!;
      const headRoom = room.width * BED_HEAD_ROOM;
      const footRoom = room.width * BED_FOOT_ROOM;
      const box = { ...room, x: room.x + (facing > 0 ? headRoom : footRoom), width: room.width - headRoom - footRoom };
      const placement = fitFigure(panelFigure(figure, panel), { ...options(index, BED_HEIGHT), box, maxHeight: height });
      return { frame: panels[index]!, art: arts[index]!, placement };
    }
    if (isAsleep(panel.pose) && !isFourLegged) {
      // Lying along the ground, a two-legged sleeper at the others' height filled a third of its panel's width: it fills
      // the width as the others fill the height, its head growing no more than LYING_GROWTH times theirs,
      // below air for its "Zzz".
      const room = rooms[index]!;
      const air = room.height * LYING_AIR;
      const box = { x: room.x + (room.width * (1 - LYING_WIDTH)) / 2, y: room.y + air, width: room.width * LYING_WIDTH, height: room.height - air };
      return { frame: panels[index]!, art: arts[index]!, placement: fitFigure(panelFigure(figure, panel), { ...options(index), box, maxHeight: height * LYING_GROWTH }) };
    }
    if (panel.pose !== 'jumping') return { frame: panels[index]!, art: arts[index]!, placement: fitted(index, undefined, height) };
    const lift = JUMP_LIFTS.find((candidate) => fitted(index, candidate).height >= height - 0.5) ?? JUMP_LIFTS.at(-1)!;
    return { frame: panels[index]!, art: arts[index]!, placement: fitted(index, lift, height) };
  });
}

/** Share of its panel's width a sleeper lying on the ground may fill, and how much bigger than the other poses it may be drawn. */
const LYING_WIDTH = 0.9;
const LYING_GROWTH = 1.6;
/** Share of the panel's height left above a sleeper lying on the ground. */
const LYING_AIR = 0.36;

/** How high a sleeper on two legs lies above the ground: on a bed (bedUnder), figure units. */
const BED_HEIGHT = 20;
/** Shares of a sleeper's panel width kept free for the pillow and headboard at the head and for the footboard at the feet. */
const BED_HEAD_ROOM = 0.16;
const BED_FOOT_ROOM = 0.09;

/** Air below a jump on a sheet, figure units, most first. */
const JUMP_LIFTS = [16, 12, 9];

/**
 * The shadow on the ground below a jump: an outlined oval to colour, as tall as the air under the feet
 * leaves room for with a colourable gap above it, at least tall enough to colour inside (inked solid
 * where it was flatter, it was a black bar unlike every other sheet's), or none where the air is too low.
 */
function jumpShadow(drawn: DrawnFigure, placement: FigurePlacement, ground: number, linePx: number): string {
  const feet = drawn.box.y + drawn.box.height;
  const least = (linePx + MIN_WHITE_PX * 1.5) / 2;
  const ry = Math.max(least, Math.min(placement.height * 0.035, ground - 12 - feet - MIN_WHITE_PX * 2.5));
  // Down to a little below the ground line's place, where the air is short; the caption is further down.
  const cy = Math.min(ground + linePx, Math.max(ground - 12, feet + linePx + MIN_WHITE_PX * 1.5 + ry));
  if (cy - ry - linePx / 2 - feet < MIN_WHITE_PX * 1.5) return '';
  return `<ellipse cx="${fmt(placement.cx)}" cy="${fmt(cy)}" rx="${fmt(drawn.box.width * 0.32)}" ry="${fmt(ry)}" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}"/>`;
}

function iceThickness(art: Box): number {
  return art.height * 0.14;
}

/**
 * A slab of ice, seen a little from above, under a figure sliding on it: its top edge just inside
 * the figure, a few cracks and a shine on it to colour round, speed lines trailing the slide.
 */
function iceUnder(art: Box, figure: DrawnFigure, top: number, linePx: number): string {
  const bottom = art.y + art.height;
  const depth = bottom - top;
  const surface = top + linePx * 1.5;
  const left = art.x + art.width * 0.02;
  const right = art.x + art.width * 0.98;
  const slab = roundedPolygon([{ x: left + depth * 0.6, y: surface - depth * 0.15 }, { x: right - depth * 0.6, y: surface - depth * 0.15 }, { x: right, y: bottom }, { x: left, y: bottom }], depth * 0.25);
  const line = (points: { x: number; y: number }[]): string => `<polyline points="${points.map((point) => `${fmt(point.x)},${fmt(point.y)}`).join(' ')}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const span = right - left;
  const cracks = [
    [{ x: left + span * 0.12, y: bottom - depth * 0.25 }, { x: left + span * 0.17, y: bottom - depth * 0.5 }, { x: left + span * 0.14, y: bottom - depth * 0.62 }],
    [{ x: left + span * 0.8, y: bottom - depth * 0.2 }, { x: left + span * 0.84, y: bottom - depth * 0.42 }, { x: left + span * 0.9, y: bottom - depth * 0.5 }],
    [{ x: left + span * 0.45, y: bottom - depth * 0.22 }, { x: left + span * 0.52, y: bottom - depth * 0.3 }],
  ];
  const box = figure.box;
  const headOnRight = figure.headBox.x + figure.headBox.width / 2 > box.x + box.width / 2;
  const trail = headOnRight ? -1 : 1;
  const speed = speedLines(headOnRight ? box.x - linePx * 3 : box.x + box.width + linePx * 3, box.y + box.height * 0.25, box.height * 1.6, linePx, trail);
  return `<path d="${pathData(slab)}" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"/>${cracks.map(line).join('')}${speed}`;
}

/** People, and critters perched, sit on a rock; birds sit on the ground like a teddy, legs out in front. */
function isOnSeat(figure: FigureSpec, pose: PoseName): boolean {
  const plan = FIGURE_KINDS[figure.kind].plan;
  return pose === 'perched' || (pose === 'sitting' && plan.stance === 'biped' && !isShortLeggedPlan(plan));
}

/**
 * How the sheet shows a figure sitting: a critter (short legs under a round body, not a bird) perched
 * on a rock facing out, knees at us; sat on the ground like a teddy, its short legs barely showed and the panel
 * looked like standing.
 */
function sittingPose(figure: FigureSpec): PoseName {
  const plan = FIGURE_KINDS[figure.kind].plan;
  return isShortLeggedPlan(plan) ? 'perched' : 'sitting';
}

/** Seat height, as a share of the standing height: short legs dangle, so a sitting critter still shows its seat. */
const SEAT_SHARE = 0.14;

/** Seat height of a figure sat facing out, at most: its feet hang in front of the seat, which shows below and beside them. */
const SEAT_SHARE_FACING_OUT = 0.22;

/**
 * Least air under the feet hanging in front of a seat, as a share of the standing height: a critter's long shins hanging
 * down the seat's front (perched) made the sitting panel the tallest and at more air shrank the figure in every panel.
 */
const FEET_CLEAR = 0.1;

/** A sitting figure raised so its seat is at least SEAT_SHARE of its height above the ground. */
function onSeat(figure: FigureSpec, placement: FigurePlacement): FigurePlacement {
  const { seat, feet } = figureAnchors(figure, placement);
  const seatHeight = Math.max(feet.back.y, feet.front.y) - seat.y;
  const least = placement.height * SEAT_SHARE - seatHeight;
  if (figurePose(figure, placement.pose).view !== 'front') return { ...placement, groundY: placement.groundY - Math.max(0, least) };
  // Sat facing out, up to a little taller than standing: higher, it shrank the figure in every panel.
  const room = figureBox(figure, { ...placement, pose: 'standing' }).height * 1.04 - figureBox(figure, placement).height;
  // The figure's lowest point (the hanging feet) rests on groundY: raised less, they stood on the ground in front of the seat.
  const raise = Math.max(least, placement.height * FEET_CLEAR, Math.min(placement.height * SEAT_SHARE_FACING_OUT - seatHeight, room));
  return { ...placement, groundY: placement.groundY - Math.max(0, raise) };
}

function drawFigurePanels(figure: FigureSpec, chosen: FigurePanel[], panels: Box[], style: SheetStyle): string[] {
  return layoutFigurePanels(figure, chosen, panels, style).map(({ frame, art, placement }, index) => {
    const panel = chosen[index]!;
    const frameLine = Math.max(6, style.linePx * 0.8);
    const parts = [`<rect x="${fmt(frame.x)}" y="${fmt(frame.y)}" width="${fmt(frame.width)}" height="${fmt(frame.height)}" rx="40" fill="#fff" stroke="#000" stroke-width="${fmt(frameLine)}"/>`];
    const ground = art.y + art.height;
    const curledArt = isAsleep(panel.pose) ? CURLED_SLEEPERS[figure.kind] : undefined;
    if (curledArt) {
      parts.push(groundLine(art.x + art.width / 2, ground - style.linePx * 2.5, art.width * 0.9, style.linePx), curledSleeper(curledArt, art, ground - style.linePx * 2.5, style));
      parts.push(solidText(panel.caption, frame.x + frame.width / 2, frame.y + frame.height - CAPTION_BAND * 0.32, 64));
      return parts.join('');
    }
    const drawn = drawFigure(panelFigure(figure, panel), placement);
    if (panel.ground === 'ice') {
      parts.push(iceUnder(art, drawn, placement.groundY, style.linePx));
    } else if (panel.pose === 'jumping') {
      parts.push(jumpShadow(drawn, placement, ground, style.linePx));
    } else {
      // Under the figure and a little into it: a round foot resting on a line leaves a sliver either side.
      parts.push(groundLine(art.x + art.width / 2, ground - style.linePx * 2.5, art.width * 0.9, style.linePx));
    }
    const beside = panel.beside ? besideFigure(panel.beside, art, drawn, placement, style) : null;
    if (panel.sky === 'stars') parts.push(starsAround(art, beside ? [drawn.box, beside.box] : [drawn.box], style.linePx));
    if (beside) parts.push(beside.markup);
    if (isOnSeat(figure, panel.pose)) parts.push(seatUnder(drawn, ground - style.linePx * 2.5, style.linePx, figurePose(figure, panel.pose).view === 'front'));
    // A pillow under a long neck reads as a log, and a bed under a creature asleep on its paws as a table.
    // Asleep on the back under a blanket, a sleeper lies in a bed.
    if (figurePose(figure, panel.pose).isTuckedIn === true) {
      // The mattress reaches up into the blanket and the head resting on it, so no white is left between
      // them; never so low that it closes into a sliver over the ground. A beard may hang lower than the blanket.
      const lowest = Math.min(bodyBottom(drawn), drawn.headBox.y + drawn.headBox.height);
      const mattressTop = Math.min(lowest - style.linePx * 4, ground - style.linePx * 16);
      // The pillow first: the mattress hides its lower corners, which closed into slivers on its top line.
      parts.push(pillowUnder(drawn, art, (mattressTop + ground - style.linePx * 2.5) / 2, style.linePx), bedUnder(drawn, art, ground - style.linePx * 2.5, mattressTop, style.linePx));
    }
    // A "Zzz" in the empty air above the sleeping head: asleep, not resting with the eyes shut.
    if (isAsleep(panel.pose)) parts.push(snoresAbove(drawn, art, style));
    parts.push(drawn.markup);
    if (index === 0) {
      style.added.forEach((motif, addedIndex) => {
        const size = placement.height * 0.36;
        const addedCx = Math.min(drawn.box.x + drawn.box.width + size * 0.6, art.x + art.width - size / 2);
        parts.push(drawMotif({ motif, cx: addedCx, bottom: ground - addedIndex * size * 1.05, size, linePx: style.linePx, detail: style.detail })?.markup ?? '');
      });
    }
    parts.push(solidText(panel.caption, frame.x + frame.width / 2, frame.y + frame.height - CAPTION_BAND * 0.32, 64));
    return parts.join('');
  });
}

/**
 * Creatures drawn asleep on a sheet by the composed art scenes draw them with, curled up on the ground: one entry each.
 * Tucked into bed, a dragon was a flat box of a blanket with its wings gone (round 13).
 */
const CURLED_SLEEPERS: Partial<Record<FigureSpec['kind'], string>> = { dragon: 'curled-dragon' };

/** A curled-up sleeper lying on the ground line in the middle of its panel, a "Zzz" over its head at the front. */
function curledSleeper(motif: string, art: Box, groundY: number, style: SheetStyle): string {
  // Sunk a little into the ground line, which it hides there: resting on it, the round tail closed a sliver of white
  // against it either side.
  const drawn = drawMotif({ motif, cx: art.x + art.width / 2, bottom: groundY + style.linePx * 3, size: art.width * CURLED_WIDTH, linePx: style.linePx, detail: style.detail });
  if (!drawn) return '';
  const bottom = drawn.box.y - style.linePx * 3;
  const size = Math.min(drawn.box.height * 0.7, bottom - art.y - style.linePx * 2);
  const cx = Math.max(drawn.box.x + drawn.box.width * 0.3, art.x + size / 2);
  return drawn.markup + (size > 0 ? snoreLetters(cx, bottom, size, style.linePx) : '');
}

/** Share of its panel's width a curled-up sleeper fills. */
const CURLED_WIDTH = 0.68;

/**
 * A tree stump to sit on, behind the figure, seen a little from above: its ring top under the bottom, showing behind
 * the back and under the thighs, and its front well short of the shins, so the thighs reach out over it and the shins
 * come down in front of it with white between. (A low slab as wide as the thighs merged with them into one boxy block.)
 */
function seatUnder(figure: DrawnFigure, groundY: number, linePx: number, isFacingOut: boolean): string {
  const { mid, rx, ry, top } = stumpTop(figure, linePx, isFacingOut);
  const flare = figure.headBox.width * 0.07;
  const side = roundedPolygon([{ x: mid - rx - flare, y: groundY }, { x: mid - rx, y: groundY - (groundY - top) * 0.3 }, { x: mid - rx, y: top }, { x: mid + rx, y: top }, { x: mid + rx, y: groundY - (groundY - top) * 0.3 }, { x: mid + rx + flare, y: groundY }], linePx);
  const stroke = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  // One ring: an inner one closed a sliver too thin to colour against the rim where the seat is low.
  return `<path d="${pathData(side)}" ${stroke}/><ellipse cx="${fmt(mid)}" cy="${fmt(top)}" rx="${fmt(rx)}" ry="${fmt(ry)}" ${stroke}/>`;
}

/** The ring on top of a sitting figure's stump, px: its centre, its half width and depth, and the height of its middle. */
export function stumpTop(figure: DrawnFigure, linePx: number, isFacingOut: boolean): { mid: number; rx: number; ry: number; top: number } {
  const { back, front } = isFacingOut ? seatSpanFacingOut(figure) : seatSpan(figure);
  const rx = Math.abs(front - back) / 2;
  // Seen facing the figure the seat is wide: as deep as a side-on one, its top read as a pond round the figure.
  const ry = rx * (isFacingOut ? 0.18 : 0.28);
  // Seen from the side the bottom rests on the middle of the ring, its near edge far enough below the body to colour
  // between them (just below, it ran along the body's line as a sliver of white).
  const top = figure.anchors.seat.y + (isFacingOut ? -linePx : linePx * 0.5);
  return { mid: (back + front) / 2, rx, ry, top };
}

/**
 * Where a sitting figure's seat reaches, px: from behind the back, so its top shows there, to under the thighs, short
 * of the shins by a gap to colour (just short, the gap closed into a sliver). (Round 9: from far behind the hips to
 * just past them, it stood mostly behind the body and the figure seemed to sit beside it.)
 */
export function seatSpan(figure: DrawnFigure): { back: number; front: number } {
  const { seat, feet, hips, back } = figure.anchors;
  const towardFeet = Math.sign(feet.front.x - seat.x) || 1;
  const legRadius = seat.y - hips.y;
  const shins = towardFeet > 0 ? Math.min(feet.back.x, feet.front.x) : Math.max(feet.back.x, feet.front.x);
  return { back: back.x - towardFeet * figure.headBox.width * 0.3, front: shins - towardFeet * legRadius * 2.8 };
}

/** Where the seat under a figure sat facing out reaches, px: centred under it, a little past the hands resting on it either side. */
export function seatSpanFacingOut(figure: DrawnFigure): { back: number; front: number } {
  const { seat, hands } = figure.anchors;
  const half = Math.abs(hands.front.x - hands.back.x) / 2 + figure.headBox.width * 0.28;
  return { back: seat.x - half, front: seat.x + half };
}

/** A thing standing on the ground beside the figure, on the side it faces, as tall as its chest. */
function besideFigure(motif: string, art: Box, figure: DrawnFigure, placement: FigurePlacement, style: SheetStyle): { markup: string; box: Box } | null {
  const size = placement.height * 0.62;
  const facing = placement.facing ?? 1;
  const cx = facing > 0 ? Math.min(figure.box.x + figure.box.width + size * 0.42, art.x + art.width - size / 2) : Math.max(figure.box.x - size * 0.42, art.x + size / 2);
  return drawMotif({ motif, cx, bottom: placement.groundY, size, linePx: style.linePx, detail: style.detail });
}

/** Where stars may go in a panel's art, as shares of it: corners and sides first, where a figure leaves room. */
const STAR_SPOTS = [
  { x: 0.1, y: 0.14, size: 1 },
  { x: 0.9, y: 0.12, size: 0.8 },
  { x: 0.84, y: 0.44, size: 0.65 },
  { x: 0.14, y: 0.5, size: 0.7 },
  { x: 0.28, y: 0.1, size: 0.55 },
  { x: 0.72, y: 0.08, size: 0.6 },
];

/** Five-pointed stars to colour round a figure looking at the stars, kept clear of it and what stands beside it. */
function starsAround(art: Box, taken: Box[], linePx: number): string {
  const clearance = linePx * 3;
  const stars: string[] = [];
  for (const spot of STAR_SPOTS) {
    const radius = art.height * 0.085 * spot.size;
    const cx = art.x + art.width * spot.x;
    const cy = art.y + art.height * spot.y;
    const isClear = taken.every((box) => cx + radius + clearance < box.x || cx - radius - clearance > box.x + box.width || cy + radius + clearance < box.y || cy - radius - clearance > box.y + box.height);
    if (!isClear) continue;
    const points = Array.from({ length: 10 }, (_, index) => {
      const angle = -Math.PI / 2 + (index * Math.PI) / 5;
      const r = index % 2 === 0 ? radius : radius * 0.48;
      return { x: cx + Math.cos(angle) * r, y: cy + Math.sin(angle) * r };
    });
    stars.push(`<path d="${pathData(roundedPolygon(points, radius * 0.08))}" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"/>`);
  }
  return stars.join('');
}

/** "Zzz" above a sleeper, as big as its head where the panel leaves room, nothing where it does not. */
function snoresAbove(figure: DrawnFigure, art: Box, style: SheetStyle): string {
  const head = figure.headBox;
  // Clear of everything drawn (a horn, ears, a hat), over the head.
  const bottom = figure.box.y - style.linePx * 3;
  // Clear of the panel's frame too: a sleeper raised onto its bed leaves less air above it.
  const size = Math.min(head.height * 0.9, Math.max(0, bottom - art.y - style.linePx * 2));
  if (size < head.height * 0.4) return '';
  const cx = Math.min(Math.max(head.x + head.width / 2, art.x + size / 2), art.x + art.width - size / 2);
  return snoreLetters(cx, bottom, size, style.linePx);
}

/**
 * Three Zs rising to the right, each a band of even width with round joins, outlined: the Zzz
 * motif's smallest letter closed up into slivers too thin to colour at a sheet's sizes.
 */
function snoreLetters(cx: number, bottom: number, size: number, linePx: number): string {
  const band = Math.max(MIN_WHITE_PX * 1.6, size * 0.07);
  const letters = [
    { height: 0.3, x: -0.5, y: 0 },
    { height: 0.38, x: -0.18, y: -0.26 },
    { height: 0.48, x: 0.2, y: -0.52 },
  ];
  return letters
    .map((letter, index) => {
      const height = size * letter.height - band;
      const width = height * 0.85;
      // Apart by their strokes too: a small Zzz's thick letters otherwise touched, leaving a sliver between.
      const left = cx + size * letter.x + band / 2 + (index - 1) * (band + linePx * 2) * 0.5;
      const top = bottom + size * letter.y - size * letter.height + band / 2;
      const d = `M${fmt(left)} ${fmt(top)}H${fmt(left + width)}L${fmt(left)} ${fmt(top + height)}H${fmt(left + width)}`;
      const stroke = (colour: string, width: number): string => `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${fmt(width)}" stroke-linejoin="round" stroke-linecap="round"/>`;
      return stroke('#000', band + linePx * 2) + stroke('#fff', band);
    })
    .join('');
}

/**
 * A bed seen from the side under a sleeper: a headboard with a rounded top past the pillow, a lower footboard past the
 * blanket, and between them a thick mattress on a side rail, white under the rail down to the floor, so the blanket
 * reads as bedding on a child asleep in a bed. (Two thin posts and one line under the mattress read as a bench, round 15.)
 */
function bedUnder(figure: DrawnFigure, art: Box, groundY: number, mattressTop: number, linePx: number): string {
  const head = figure.headBox;
  const { outward, board, headboard } = bedHead(figure, art, linePx);
  // Clear of the blanket's end by white wide enough to colour.
  const clear = linePx * 3 + board / 2;
  const footWanted = outward > 0 ? figure.box.x - clear : figure.box.x + figure.box.width + clear;
  const footboard = footWanted >= art.x + board / 2 && footWanted <= art.x + art.width - board / 2 ? footWanted : null;
  const headEnd = headboard ?? (outward > 0 ? art.x + art.width : art.x);
  const ends = [headEnd, Math.min(Math.max(footWanted, art.x), art.x + art.width)];
  const depth = groundY - mattressTop;
  const mattressBottom = mattressTop + depth * 0.5;
  const railBottom = mattressBottom + depth * 0.24;
  const slab = (top: number, bottom: number): Shape => roundedPolygon([{ x: Math.min(...ends), y: top }, { x: Math.max(...ends), y: top }, { x: Math.max(...ends), y: bottom }, { x: Math.min(...ends), y: bottom }], linePx * 2);
  const upright = (x: number, top: number): Shape => roundedPolygon([{ x: x - board / 2, y: top }, { x: x + board / 2, y: top }, { x: x + board / 2, y: groundY }, { x: x - board / 2, y: groundY }], board * 0.48);
  // A board with no room past the pillow or blanket is left out rather than drawn against it; over the mattress's ends.
  const boards = [
    ...(headboard === null ? [] : [upright(headboard, Math.max(head.y - head.height * 0.15, art.y))]),
    ...(footboard === null ? [] : [upright(footboard, mattressTop - head.height * 0.45)]),
  ];
  // Without a footboard the foot end stands on a short leg under the rail, which hides its top.
  const legs = footboard === null ? [upright(ends[1]! + outward * board, mattressBottom)] : [];
  return [...legs, slab(mattressBottom, railBottom), slab(mattressTop, mattressBottom), ...boards].map((shape) => `<path d="${pathData(shape)}" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"/>`).join('');
}

/**
 * The bed's head end, px: which way from the head is out of the bed, the boards' width, and the headboard's middle,
 * past the pillow where the panel leaves room, else inside the panel's edge; none when even there it would touch the head.
 */
export function bedHead(figure: DrawnFigure, art: Box, linePx: number): { outward: 1 | -1; board: number; headboard: number | null } {
  const head = figure.headBox;
  const headCx = head.x + head.width / 2;
  const outward = headCx > figure.box.x + figure.box.width / 2 ? 1 : -1;
  const board = Math.max(linePx * 5, head.width * 0.16);
  const clear = linePx * 3 + board / 2;
  const x = Math.min(Math.max(headCx + outward * (head.width * 0.92 + clear), art.x + board / 2), art.x + art.width - board / 2);
  const isClearOfHead = outward > 0 ? x - clear >= head.x + head.width : x + clear <= head.x;
  return { outward, board, headboard: isClearOfHead ? x : null };
}

/** The lowest point of a lying figure's outline away from its head: the bottom of its blanket. */
function bodyBottom(figure: DrawnFigure): number {
  const head = figure.headBox;
  const points = figure.outline.flat().filter((point) => point.x < head.x || point.x > head.x + head.width);
  return points.length > 0 ? Math.max(...points.map((point) => point.y)) : figure.box.y + figure.box.height;
}

/** A pillow behind the sleeping head on the mattress, reaching out past it on the side away from the body. */
function pillowUnder(figure: DrawnFigure, art: Box, bottom: number, linePx: number): string {
  const head = figure.headBox;
  const headCx = head.x + head.width / 2;
  const { outward, board, headboard } = bedHead(figure, art, linePx);
  const cx = headCx + outward * head.width * 0.3;
  // Inside the panel's art, even when the head lies at its edge, and clear of the headboard by white to colour.
  const edge = headboard === null ? null : headboard - outward * (board / 2 + linePx * 3);
  const left = Math.max(cx - head.width * 0.62, art.x, outward < 0 && edge !== null ? edge : -Infinity);
  const right = Math.min(cx + head.width * 0.62, art.x + art.width, outward > 0 && edge !== null ? edge : Infinity);
  const width = right - left;
  // Plump, its top up by the head's middle, so the head sinks into it rather than standing on the mattress.
  const top = head.y + head.height * 0.4;
  const pillow = roundedPolygon([{ x: left, y: top }, { x: right, y: top }, { x: right, y: bottom }, { x: left, y: bottom }], Math.min(bottom - top, width) * 0.35);
  return `<path d="${pathData(pillow)}" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"/>`;
}

function drawPanel(spec: BuiltinCharacterSpec, pose: MotifPose, panel: Box, style: SheetStyle, prop: string, index: number): string {
  const frameLine = Math.max(6, style.linePx * 0.8);
  const art: Box = { x: panel.x + 30, y: panel.y + 30, width: panel.width - 60, height: panel.height - CAPTION_BAND - 40 };
  const ground = art.y + art.height;
  const base = Math.min(art.width, art.height) * 0.82 * style.scale;
  const cx = art.x + art.width / 2;
  const line = { linePx: style.linePx, detail: style.detail };
  const flip = (isFlipped: boolean): boolean => isFlipped !== style.isFlipped;
  const parts: string[] = [
    `<rect x="${fmt(panel.x)}" y="${fmt(panel.y)}" width="${fmt(panel.width)}" height="${fmt(panel.height)}" rx="40" fill="#fff" stroke="#000" stroke-width="${fmt(frameLine)}"/>`,
  ];
  let caption: string;
  switch (pose) {
    case 'front': {
      caption = 'Front';
      const hasAdded = style.added.length > 0;
      const size = hasAdded ? base * 0.75 : base;
      const bodyCx = hasAdded ? art.x + art.width * 0.38 : cx;
      parts.push(groundLine(bodyCx, ground, size * 0.9, style.linePx));
      const body = drawCharacter(spec, { cx: bodyCx, bottom: ground, size, isFlipped: flip(false), ...line });
      parts.push(body.markup);
      style.added.forEach((motif, addedIndex) => {
        const addedSize = size * 0.36;
        const addedCx = Math.min(body.box.x + body.box.width + addedSize * 0.6, art.x + art.width - addedSize / 2);
        parts.push(drawMotif({ motif, cx: addedCx, bottom: ground - addedIndex * addedSize * 1.05, size: addedSize, ...line })?.markup ?? '');
      });
      break;
    }
    case 'walking': {
      // Turned the other way, leaning into the step, with speed lines behind: different even for a symmetric figure.
      caption = 'Walking';
      const size = base * 0.85;
      const bodyCx = cx - art.width * 0.06;
      parts.push(groundLine(cx, ground, art.width * 0.8, style.linePx));
      const body = drawCharacter(spec, { cx: bodyCx, bottom: ground, size, rotation: flip(true) ? 7 : -7, isFlipped: flip(true), ...line });
      parts.push(body.markup);
      parts.push(speedLines(flip(true) ? body.box.x + body.box.width + 30 : body.box.x - 30, body.box.y + body.box.height * 0.35, size, style.linePx, flip(true) ? 1 : -1));
      break;
    }
    case 'jumping': {
      caption = 'Jumping';
      const size = base * 0.8;
      const lift = art.height * 0.16;
      parts.push(`<ellipse cx="${fmt(cx)}" cy="${fmt(ground - 20)}" rx="${fmt(size * 0.3)}" ry="${fmt(size * 0.045)}" fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}"/>`);
      parts.push(motionLines(cx, ground - lift + lift * 0.2, lift * 0.45, size, style.linePx));
      parts.push(drawCharacter(spec, { cx, bottom: ground - lift, size, rotation: flip(false) ? 12 : -12, isFlipped: flip(false), ...line }).markup);
      break;
    }
    case 'holding': {
      caption = `With ${article(prop)}`;
      const size = base * 0.78;
      const bodyCx = art.x + art.width * 0.4;
      parts.push(groundLine(bodyCx, ground, size * 0.95, style.linePx));
      const body = drawCharacter(spec, { cx: bodyCx, bottom: ground, size, isFlipped: flip(false), ...line });
      parts.push(body.markup);
      const propSize = size * 0.42;
      const propCx = Math.min(body.box.x + body.box.width + propSize * 0.15, art.x + art.width - propSize / 2);
      parts.push(drawMotif({ motif: prop, cx: propCx, bottom: body.box.y + body.box.height * 0.8, size: propSize, ...line })?.markup ?? '');
      break;
    }
    case 'close-up': {
      caption = 'Close-up';
      const size = base * 1.7;
      const clipId = `panel-clip-${index}`;
      // Aim at the eyes: a long tail or a tall hat must not push the face out of the frame.
      const probe = drawCharacter(spec, { cx, bottom: ground, size, isFlipped: flip(false), ...line });
      const shiftX = cx - probe.face.x;
      const shiftY = art.y + art.height * 0.5 - probe.face.y;
      parts.push(
        `<clipPath id="${clipId}"><rect x="${fmt(panel.x)}" y="${fmt(panel.y)}" width="${fmt(panel.width)}" height="${fmt(panel.height - CAPTION_BAND)}" rx="40"/></clipPath>`,
        `<g clip-path="url(#${clipId})">${drawCharacter(spec, { cx: cx + shiftX, bottom: ground + shiftY, size, isFlipped: flip(false), ...line }).markup}</g>`,
        // The clip cuts shapes open at the panel edge; this line closes them again.
        `<line x1="${fmt(panel.x)}" y1="${fmt(panel.y + panel.height - CAPTION_BAND)}" x2="${fmt(panel.x + panel.width)}" y2="${fmt(panel.y + panel.height - CAPTION_BAND)}" stroke="#000" stroke-width="${fmt(frameLine)}"/>`,
        `<rect x="${fmt(panel.x)}" y="${fmt(panel.y)}" width="${fmt(panel.width)}" height="${fmt(panel.height)}" rx="40" fill="none" stroke="#000" stroke-width="${fmt(frameLine)}"/>`,
      );
      break;
    }
    case 'resting': {
      caption = 'Resting';
      const size = base * 0.7;
      parts.push(
        `<path d="M${fmt(art.x + 20)} ${fmt(ground)} Q${fmt(cx)} ${fmt(ground - size * 0.22)} ${fmt(art.x + art.width - 20)} ${fmt(ground)}" fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}"/>`,
      );
      parts.push(drawCharacter(spec, { cx: cx - size * 0.1, bottom: ground - size * 0.12, size, rotation: flip(false) ? -8 : 8, isFlipped: flip(false), ...line }).markup);
      parts.push(drawMotif({ motif: 'zzz', cx: cx + size * 0.55, bottom: art.y + size * 0.4, size: size * 0.3, ...line })?.markup ?? '');
      break;
    }
  }
  parts.push(solidText(caption, panel.x + panel.width / 2, panel.y + panel.height - CAPTION_BAND * 0.32, 64));
  return parts.join('');
}

function groundLine(cx: number, y: number, width: number, linePx: number): string {
  return `<line x1="${fmt(cx - width / 2)}" y1="${fmt(y)}" x2="${fmt(cx + width / 2)}" y2="${fmt(y)}" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`;
}

/** Three horizontal strokes trailing behind a moving figure; `direction` is the side they trail to. */
function speedLines(x: number, y: number, size: number, linePx: number, direction: 1 | -1): string {
  return [0, 0.15, 0.3]
    .map((offset, index) => {
      const length = size * (0.22 - index * 0.04);
      const startX = x + direction * size * 0.02 * index;
      return `<line x1="${fmt(startX)}" y1="${fmt(y + offset * size)}" x2="${fmt(startX + direction * length)}" y2="${fmt(y + offset * size)}" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`;
    })
    .join('');
}

function motionLines(cx: number, y: number, length: number, size: number, linePx: number): string {
  return [-0.22, 0, 0.22]
    .map((offset) => {
      const x = cx + offset * size;
      return `<path d="M${fmt(x)} ${fmt(y)} q${fmt(length * 0.25)} ${fmt(length * 0.5)} 0 ${fmt(length)}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`;
    })
    .join('');
}

function article(motif: string): string {
  const words = motifLabel(motif);
  return /^[aeiou]/.test(words) ? `an ${words}` : `a ${words}`;
}
