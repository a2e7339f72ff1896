import type { BuiltinCharacterSpec } from '../../character';
import { drawComposedProp } from '../../props/prop-library';
import { flag } from '../../props/flag';
import { drawBeing, naturalHeight } from '../figures';
import { addFigure, type Scene } from '../scene-state';
import type { Act } from './act';

/** `race`: everyone the words name running the same way across the page towards a finish flag, the fastest ahead. */
export const racingAct: Act = { drawWholeCast: drawRace };

/** The tallest racer's height, as a share of a lead's alone. */
const RACER_HEIGHT = 0.62;
/** Where the racers start, as a share of the art's width: they run from there to the finish flag's pole. */
const START = 0.03;
/** The finish flag's height by the tallest racer's. */
const FLAG_HEIGHT = 1.25;
/** The flag's far edge keeps this many lines in from the art's edge, so its cloth is not cut off. */
const FLAG_MARGIN = 6;
/** Racers that fall behind (the tortoise of the fable), and those that run ahead (the hare). */
const SLOW = /\b(turtle|tortoise|snail|sloth|slug|worm|caterpillar)\b/;
const FAST = /\b(rabbit|hare|bunny|cheetah|fox|horse|deer|dog|greyhound)\b/;

/**
 * "A turtle and a rabbit racing", "the tortoise and the hare": the racers side by side along the ground, all turned
 * right and running towards a flag at the finish, the fastest one ahead and the slow one behind. They stood facing each
 * other in the middle of a meadow, fists up like boxers, with no finish anywhere (fresh judging 22).
 */
function drawRace(scene: Scene, everyone: BuiltinCharacterSpec[]): void {
  const { art, groundY, style } = scene;
  const pace = (character: BuiltinCharacterSpec): number => (SLOW.test(character.motif) ? 0 : FAST.test(character.motif) ? 2 : 1);
  // Slowest on the left, so the fastest runs ahead nearest the flag; a tie keeps the words' order.
  const racers = everyone.map((character, order) => ({ character, order })).sort((a, b) => pace(a.character) - pace(b.character) || a.order - b.order).map(({ character }) => character);
  if (everyone[0]) scene.lead = everyone[0];
  const tallest = Math.max(...racers.map(naturalHeight));
  // The flag at the right of the art, whole: the racers' track runs up to its pole.
  const flagSize = scene.leadHeight * RACER_HEIGHT * FLAG_HEIGHT;
  const flagArt = flag.draw(style.detail, {});
  const flagWidth = (flagSize * flagArt.width) / flagArt.height;
  const flagLeft = art.x + art.width - style.linePx * FLAG_MARGIN - flagWidth;
  const pole = flagLeft + flagWidth * ((flagArt.anchors.top?.[0] ?? 0) / flagArt.width);
  const start = art.x + art.width * START;
  const slot = (pole - start) / Math.max(1, racers.length);
  const heightOf = (character: BuiltinCharacterSpec, share: number): number => scene.leadHeight * RACER_HEIGHT * share * (naturalHeight(character) / tallest);
  const drawAt = (character: BuiltinCharacterSpec, index: number, share: number) =>
    drawBeing(character, { pose: character.figure ? 'running' : 'standing', cx: start + slot * (index + 0.5), groundY, height: heightOf(character, share), facing: 1, style, prop: null, expression: 'happy' });
  // Each runner fits its own stretch of the track, so no two overlap.
  const share = Math.min(1, ...racers.map((character, index) => (slot * 0.92) / drawAt(character, index, 1).box.width));
  const drawn = racers.map((character, index) => drawAt(character, index, share));
  drawn.forEach((being, index) => addFigure(scene, being, racers[index]!));
  const finish = drawComposedProp(flag, { cx: flagLeft + flagWidth / 2, bottom: groundY, size: flagSize, linePx: style.linePx, detail: style.detail });
  scene.layers.main.push(finish.markup);
  scene.subject.push(finish.box);
  scene.used.add('flag');
  // Measured by tests: each racer's front edge short of the pole at the finish, in the order they run.
  drawn.forEach((being, index) => scene.joins.push({ what: `racing-${racers[index]!.motif}`, figure: { x: being.box.x + being.box.width, y: groundY }, thing: { x: pole, y: groundY } }));
}
