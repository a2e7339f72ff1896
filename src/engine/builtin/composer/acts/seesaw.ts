import type { BuiltinCharacterSpec } from '../../character';
import { FIGURE_KINDS } from '../../figure/kinds';
import { drawBeing, drawBeingInBox, moveBeing, naturalHeight } from '../figures';
import { addFigure, placeCrowd, type Scene } from '../scene-state';
import { plankTopAt, seesaw, type SeesawPlank } from '../seesaw';
import type { Act } from './act';

/** `seesaw`: two riders facing each other on a seesaw's ends, one up, one down, each holding its handle. */
export const seesawAct: Act = { drawWholeCast: drawSeesaw };

/** Degrees the plank tilts, its right end down. */
const TILT = 13;
/** A rider's height, as a share of a lead's alone, unless the art is too narrow for the plank. */
const RIDER_HEIGHT = 0.68;
/** How far up the page those waiting stand, behind the seesaw, by a rider's height. */
const WAITING_BACK = 0.1;
/** From the pivot to each end, by a rider's height. */
const HALF_LENGTH = 0.86;

/**
 * "Two kids on a seesaw": a seesaw across the middle of the page, its left end up and its right end down on a tyre,
 * a rider sat on each end facing the other, both fists on the handle before them; the one down has its feet on the
 * ground to push off. With one rider the high end is empty. A third child waits behind it, a pet stands by. The words
 * left "seesaw" undrawn and the two kids stood apart on the grass (judging 23).
 */
function drawSeesaw(scene: Scene, everyone: BuiltinCharacterSpec[]): void {
  const { art, groundY, style } = scene;
  const canRide = (character: BuiltinCharacterSpec): boolean => character.figure !== null && FIGURE_KINDS[character.figure.kind].plan.stance === 'biped';
  const riders = everyone.filter(canRide).slice(0, 2);
  const standing = everyone.filter((character) => !riders.includes(character));
  if (everyone[0]) scene.lead = everyone[0];
  const height = Math.min(scene.leadHeight * RIDER_HEIGHT, (art.width * 0.94) / (HALF_LENGTH * 2 + 0.3));
  const halfLength = height * HALF_LENGTH;
  const thickness = height * 0.09;
  // The lone rider is the one down, on the right: nobody holds the empty end up.
  const seated = riders.length === 1 ? [null, riders[0]!] : riders;
  const probes = seated.map((rider, index) => (rider ? drawBeing(rider, { pose: 'seesawing', cx: 0, groundY: 0, height: height * (naturalHeight(rider) / Math.max(...riders.map(naturalHeight))), facing: index === 0 ? 1 : -1, style, prop: null, expression: 'happy' }) : null));
  const cx = art.x + art.width / 2;
  const tan = Math.tan((TILT * Math.PI) / 180);
  const seatInset = height * 0.1;
  // The one down sits with its soles on the ground.
  const low = probes[1];
  const lowSeatY = groundY - (low ? Math.max(low.anchors.feet.front.y, low.anchors.feet.back.y) - low.anchors.seat.y : height * 0.28);
  const pivot = { x: cx, y: lowSeatY - (halfLength - seatInset) * tan };
  const plank: SeesawPlank = { pivot, halfLength, tilt: TILT, thickness };
  const riding = probes.map((probe, index) => {
    if (!probe) return null;
    const seatX = index === 0 ? cx - halfLength + seatInset : cx + halfLength - seatInset;
    return moveBeing(probe, seatX - probe.anchors.seat.x, plankTopAt(plank, seatX) - probe.anchors.seat.y);
  });
  // Children not riding wait their turn behind the pivot, between the riders: placed beside, they stood in front of one.
  // A pet stands by as in any page: behind the pivot it was hidden by the stand.
  const waiting = standing.filter(canRide).slice(0, 2);
  waiting.forEach((character, index) => {
    const x = cx + (waiting.length === 1 ? 0 : (index === 0 ? -1 : 1) * height * 0.24);
    const tall = height * 0.92 * (naturalHeight(character) / 100);
    const width = height * 0.46;
    const region = { x: x - width / 2, y: groundY - height * WAITING_BACK - tall * 1.1, width, height: tall * 1.1 };
    const drawn = drawBeingInBox(character, { pose: index === 0 ? 'waving' : 'standing', facing: index === 0 ? 1 : -1, style, prop: null, expression: 'happy' }, region, tall);
    addFigure(scene, drawn, character);
    scene.joins.push({ what: 'waiting-behind', figure: drawn.anchors.hips, thing: pivot });
  });
  const handles = riding.flatMap((drawn) => (drawn ? [drawn.anchors.hands.front] : []));
  const drawnSeesaw = seesaw(plank, groundY, handles, style.linePx, style.detail);
  scene.layers.main.push(drawnSeesaw.markup);
  scene.subject.push(drawnSeesaw.box);
  riding.forEach((drawn, index) => {
    if (drawn) addFigure(scene, drawn, seated[index]!);
  });
  scene.layers.drawn.push('seesaw');
  scene.used.add('seesaw');
  // Measured by tests: each rider's seat on the plank, its fist on its handle, and the one down with its feet on the ground.
  riding.forEach((drawn, index) => {
    if (!drawn) return;
    const side = index === 0 ? 'up' : 'down';
    scene.joins.push({ what: `seat-on-plank-${side}`, figure: drawn.anchors.seat, thing: { x: drawn.anchors.seat.x, y: plankTopAt(plank, drawn.anchors.seat.x) } });
    scene.joins.push({ what: `fist-on-handle-${side}`, figure: drawn.anchors.hands.front, thing: { x: drawn.anchors.hands.front.x, y: plankTopAt(plank, drawn.anchors.hands.front.x) } });
  });
  placeCrowd(scene, standing.filter((character) => !waiting.includes(character)), (_, index) => (index % 2 === 0 ? 'waving' : 'standing'));
}
