import type { BuiltinCharacterSpec } from '../../character';
import { fmt } from '../../drawing';
import { drawBeingInBox, naturalHeight, type DrawnBeing } from '../figures';
import { addFigure, type Scene } from '../scene-state';
import type { Act } from './act';

/** `chase`: the one the words name first running after the rest, everyone running the same way, the chased ahead. */
export const chasingAct: Act = { drawWholeCast: drawChase };

/** The chaser's height, as a share of a lead's alone: smaller, so the chase has room to run across the page. */
const CHASER_HEIGHT = 0.78;
/**
 * The chaser's stretch of the ground and the gap to the chased, as shares of the art's width: narrower ahead of one its
 * own size, so the chased has as much room as it.
 */
const CHASER = { left: 0.12, width: 0.44, widthBeforeEqual: 0.4 };
const GAP = 0.08;
/** The chased keep this share of the art's width clear of its right edge, whiskers and all. */
const AHEAD_MARGIN = 0.03;
/** How far speed lines trail behind a runner, as a share of the art's width: in the gap before it. */
const TRAIL = 0.06;
/** Prey a fraction of its chaser's size, drawn as the animal it is (a mouse on all fours, not a storybook mouse stood up). */
const SMALL_PREY: Record<string, { kind: 'field-mouse'; share: number }> = { mouse: { kind: 'field-mouse', share: 0.55 } };

/**
 * "A cat chasing a mouse", "a dog chasing a cat": both running to the right, the chaser behind in a running stride and
 * the chased ahead of it, a few speed lines trailing each. They stood facing each other calmly and the mouse, stood up
 * on two legs as big as the cat, read as a monkey (cold judging).
 */
function drawChase(scene: Scene, everyone: BuiltinCharacterSpec[]): void {
  const { art, groundY, style } = scene;
  const [chaser, ...chased] = everyone;
  if (!chaser) return;
  scene.lead = chaser;
  const height = scene.leadHeight * CHASER_HEIGHT;
  const runAt = (character: BuiltinCharacterSpec, left: number, width: number, runnerHeight: number): DrawnBeing =>
    drawBeingInBox(character, { pose: character.figure ? 'running' : 'standing', facing: 1, style, prop: null, expression: 'happy' }, { x: left, y: groundY - runnerHeight * 1.1, width, height: runnerHeight * 1.1 }, runnerHeight);
  const isAfterPrey = chased.every((character) => character.figure && SMALL_PREY[character.motif]);
  const chaserWidth = art.width * (isAfterPrey ? CHASER.width : Math.min(CHASER.widthBeforeEqual, (1 - CHASER.left - AHEAD_MARGIN) / everyone.length));
  const behind = runAt(chaser, chased.length === 0 ? art.x + (art.width - chaserWidth) / 2 : art.x + art.width * CHASER.left, chaserWidth, height);
  addFigure(scene, behind, chaser);
  trailSpeedLines(scene, behind);
  scene.joins.push({ what: `running-${chaser.motif}`, figure: behind.anchors.hips, thing: behind.anchors.neck });
  let left = behind.box.x + behind.box.width;
  const slot = (art.x + art.width * (1 - AHEAD_MARGIN) - left) / Math.max(1, chased.length);
  chased.forEach((character) => {
    const prey = character.figure ? SMALL_PREY[character.motif] : undefined;
    const runner = prey ? { ...character, figure: { ...character.figure!, kind: prey.kind } } : character;
    const runnerHeight = prey ? height * prey.share : Math.min(height, (height * naturalHeight(character)) / naturalHeight(chaser));
    const gap = art.width * GAP;
    const ahead = runAt(runner, left + gap, slot - gap, runnerHeight);
    addFigure(scene, ahead, character);
    trailSpeedLines(scene, ahead);
    // Measured by tests: the chaser's front behind the chased one's back, the tops of the two (small prey lower), and
    // which way each runs (its neck ahead of its hips).
    scene.joins.push({ what: `chasing-${character.motif}`, figure: { x: behind.box.x + behind.box.width, y: behind.box.y }, thing: { x: ahead.box.x, y: ahead.box.y } });
    scene.joins.push({ what: `running-${character.motif}`, figure: ahead.anchors.hips, thing: ahead.anchors.neck });
    left += slot;
  });
}

/** Three short strokes trailing behind a runner at the height of its body, the middle one the longest. */
function trailSpeedLines(scene: Scene, drawn: DrawnBeing): void {
  const { box } = drawn;
  const unit = (scene.art.width * TRAIL) / 3;
  const right = box.x - unit * 0.6;
  const lines = [
    [0.3, 1.6],
    [0.45, 2.4],
    [0.6, 1.6],
  ].map(([down, length]) => `M${fmt(right)} ${fmt(box.y + box.height * down!)}h${fmt(-unit * length!)}`);
  scene.layers.main.push(`<path d="${lines.join('')}" fill="none" stroke="#000" stroke-width="${fmt(scene.style.linePx)}" stroke-linecap="round"/>`);
  const lineBox = { x: right - unit * 2.4, y: box.y + box.height * 0.3, width: unit * 2.4, height: box.height * 0.3 };
  scene.subject.push(lineBox);
  scene.layers.occupied.push(lineBox);
}
