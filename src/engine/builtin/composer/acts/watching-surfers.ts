import type { BuiltinCharacterSpec } from '../../character';
import type { Box } from '../../drawing';
import type { Point } from '../../figure/geometry';
import { fmt } from '../../svg-number';
import { drawBeingInBox, type DrawnBeing } from '../figures';
import { surfboard } from '../surf-wave';
import { addFigure, type Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast, type ThingWithLead } from './act';

/** `watch-surf`: the watcher on the sand, the surfers out on the sea behind, each stood on its board on a small wave. */
export const watchingSurfersAct: Act = { isForHands: false, draw: drawWatcher };

/** Who the words make a surfer (the cast's "surfers" are each described as one). */
const SURFER_WORDS = new Set(['surfer', 'surfers']);
/**
 * Where each surfer rides, nearest first: its soles' middle as shares of the art's width, how far up from the sea's
 * near edge as a share of the art's height, and its height as a share of the art's height (smaller as further out).
 */
const SURF_SPOTS = [
  { x: 0.62, up: 0.035, height: 0.12 },
  { x: 0.86, up: 0.05, height: 0.095 },
  { x: 0.33, up: 0.06, height: 0.085 },
];

/** A far surfer's board, as a share of a near one's: one to scale was a black bar under its feet. */
const BOARD_SCALE = 1.5;

/**
 * "A girl watching surfers at the beach": she stands on the sand at the left, waving out to sea, and the surfers ride
 * small waves out past the shore, each stood on a board, smaller as further off. The surfers stood on the sand beside
 * her in T-shirts with no boards, and the page claimed it had drawn them (judging 21).
 */
function drawWatcher(scene: Scene, { lead, pose, others, crowdPose }: ActCast): void {
  const surfers = others.filter((other) => other.figure !== null && SURFER_WORDS.has(other.description.trim().toLowerCase())).slice(0, SURF_SPOTS.length);
  const rest = others.filter((other) => !surfers.includes(other));
  // The furthest first, so a nearer wave laps over it.
  const boards = [...surfers.entries()].reverse().map(([index, surfer]) => drawFarSurfer(scene, surfer, SURF_SPOTS[index]!));
  const nearest = boards[boards.length - 1];
  // Measured by tests: the surfers out beyond the watcher's face, up the page.
  const thing = (drawn: DrawnBeing): ThingWithLead => ({ markup: [], boxes: [], used: [], joins: nearest ? [{ what: 'watching-surfer', figure: drawn.anchors.face, thing: nearest }] : [] });
  drawLeadWithThing(scene, lead, pose, rest, crowdPose, { heightShare: 0.9, left: 0.2, width: 0.44, thing });
}

/** One surfer out at sea, arms out on its board on the face of a small wave curling over behind it, behind the sand. */
/** Returns where its feet stand on the board. */
function drawFarSurfer(scene: Scene, surfer: BuiltinCharacterSpec, spot: (typeof SURF_SPOTS)[number]): Point {
  const { art, horizonY, style } = scene;
  const height = art.height * spot.height;
  const soles = { x: art.x + art.width * spot.x, y: horizonY - art.height * spot.up };
  const region: Box = { x: soles.x - height * 0.7, y: soles.y - height * 1.1, width: height * 1.4, height: height * 1.1 };
  const drawn = drawBeingInBox(surfer, { pose: 'balancing', facing: 1, style, prop: null }, region, height);
  const { back, front } = drawn.anchors.feet;
  const feet = { x: (back.x + front.x) / 2, y: drawn.box.y + drawn.box.height - style.linePx };
  // A longer, thicker board than a near surfer's, so it reads at this size.
  const board = surfboard(feet, height * BOARD_SCALE, style.linePx, style.detail);
  // Its foot under the sand's crest, which is drawn over it.
  const wave = smallWave(feet, board, height, horizonY + art.height * 0.02, style.linePx, style.detail !== 'low');
  const mark = scene.layers.main.length;
  addFigure(scene, drawn, surfer);
  scene.layers.horizon.push(wave, board.markup, ...scene.layers.main.splice(mark));
  scene.subject.push({ x: feet.x - height * 1.55, y: drawn.box.y, width: height * 2.75, height: horizonY - drawn.box.y });
  // Measured by tests: each drawn foot against the board's deck, and the board's tail and nose.
  for (const foot of [back, front]) scene.joins.push({ what: 'surfer-foot-on-board', figure: foot, thing: { x: foot.x, y: feet.y } });
  scene.joins.push({ what: 'surfer-board-ends', figure: { x: board.tail, y: feet.y }, thing: { x: board.nose, y: board.boardBelow } });
  return feet;
}

/**
 * A small wave under a far surfer: its back rises from the sea at the left to a crest above its shoulders behind it,
 * the lip curls over towards it and hooks back, and the wave's shoulder runs on behind it at its hips and down to the
 * sea at the right, so it stands on the wave's face, not on the horizon. A line down from under the lip to the board's
 * tail is the hollow; older children get a line along the wave's back to colour either side of.
 */
function smallWave(feet: Point, board: { tail: number; boardBelow: number }, height: number, foot: number, linePx: number, hasBackLine: boolean): string {
  const at = (x: number, y: number): string => `${fmt(feet.x + height * x)} ${fmt(feet.y - height * y)}`;
  const outline =
    `M${fmt(feet.x - height * 1.55)} ${fmt(foot)}` +
    `C${at(-1.45, 0.25)} ${at(-1.35, 0.72)} ${at(-1.05, 0.8)}` +
    `C${at(-0.8, 0.86)} ${at(-0.61, 0.74)} ${at(-0.65, 0.58)}` +
    `C${at(-0.68, 0.52)} ${at(-0.76, 0.52)} ${at(-0.8, 0.59)}` +
    `C${at(-0.86, 0.3)} ${at(0.2, 0.4)} ${at(0.8, 0.26)}` +
    `C${at(0.95, 0.16)} ${at(1.05, 0.05)} ${fmt(feet.x + height * 1.2)} ${fmt(foot)}Z`;
  // The hollow under the lip bows back before it comes forward to the board's tail: a curl, not a wall behind it.
  const hollow = `M${at(-0.8, 0.59)}C${at(-0.98, 0.42)} ${at(-0.9, 0.1)} ${fmt(board.tail)} ${fmt(board.boardBelow)}`;
  const backLine = hasBackLine ? `M${at(-1.33, 0.2)}C${at(-1.25, 0.52)} ${at(-1.13, 0.62)} ${at(-0.93, 0.64)}` : '';
  return `<g fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"><path d="${outline}"/><path d="${hollow}${backLine}" fill="none"/></g>`;
}
