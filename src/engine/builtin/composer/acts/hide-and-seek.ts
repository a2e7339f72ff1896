import type { BuiltinCharacterSpec } from '../../character';
import { fmt } from '../../drawing';
import { FIGURE_KINDS } from '../../figure/kinds';
import { textOutline } from '../../glyph-outlines';
import { bigTree } from '../climbing-tree';
import { drawBeing, moveBeing, naturalHeight } from '../figures';
import { bush } from '../ground-dressing';
import { addFigure, type Scene } from '../scene-state';
import type { Act } from './act';

/** `hide-seek`: one counting at a tree with the eyes shut, the others peeking out from behind bushes. */
export const hideAndSeekAct: Act = { drawWholeCast: drawHideAndSeek };

/** A player's height, as a share of a lead's alone. */
const PLAYER_HEIGHT = 0.62;
/** Where the hiding places stand, as shares of the art's width, the nearer one first. */
const HIDING_SPOTS = [0.63, 0.86, 0.42];

/**
 * Hide and seek: a big tree on the left, the seeker stood facing it with a hand on its bark and the eyes shut,
 * counting ("1, 2, 3..." over the head); each other player crouched behind a bush, only the head and
 * shoulders peeking over it towards the seeker. A lone player hides. (Three kids stood in a row waving at us, nobody
 * hiding and nobody counting, judging 23.)
 */
function drawHideAndSeek(scene: Scene, everyone: BuiltinCharacterSpec[]): void {
  const { art, groundY, style } = scene;
  const linePx = style.linePx;
  // With no one named there is no one to play: a tree and bushes with nobody hiding showed no game.
  if (!everyone[0]) return;
  scene.lead = everyone[0];
  const tallest = Math.max(...everyone.map(naturalHeight));
  const heightOf = (character: BuiltinCharacterSpec): number => scene.leadHeight * PLAYER_HEIGHT * (naturalHeight(character) / tallest);
  const seeker = everyone.length > 1 ? everyone[0]! : null;
  const hiders = (seeker ? everyone.slice(1) : everyone).slice(0, HIDING_SPOTS.length);
  if (seeker) {
    const height = heightOf(seeker);
    const probe = drawBeing(seeker, { pose: 'posting', cx: 0, groundY, height, facing: -1, style, prop: null, expression: 'sleeping' });
    const trunkWidth = probe.headBox.width * 0.8;
    const trunkX = art.x + art.width * 0.17;
    // Close up against the trunk, the hand flat on its bark.
    const counting = moveBeing(probe, trunkX + trunkWidth * 0.2 - probe.anchors.hands.front.x, 0);
    const canopyHalf = Math.min(art.width * 0.2, trunkX - art.x - linePx * 4);
    const boughY = counting.headBox.y - height * 0.22;
    const tree = bigTree({ trunkX, groundY: groundY + linePx, trunkWidth, boughY, boughReach: 0, canopyTop: Math.max(art.y + art.height * 0.04, boughY - height * 0.8), canopyHalf }, linePx, style.detail);
    scene.layers.main.push(tree.markup);
    scene.subject.push(tree.box);
    addFigure(scene, counting, seeker);
    // The count said aloud with the eyes shut, outlined to colour, over the head on the side away from the tree.
    const size = height * 0.12;
    const textX = counting.headBox.x + counting.headBox.width + size * 2.2;
    const textY = counting.headBox.y + size * 0.4;
    scene.layers.main.push(`<path d="${textOutline('1, 2, 3...', textX, textY, size, linePx)}" fill="#fff" stroke="#000" stroke-width="${fmt(linePx * 0.8)}" stroke-linejoin="round" fill-rule="evenodd"/>`);
    scene.subject.push({ x: textX - size * 2.6, y: textY - size, width: size * 5.2, height: size * 1.2 });
    // Measured by tests: the hand on the bark, inside the trunk's near edge.
    scene.joins.push({ what: 'hand-on-trunk', figure: counting.anchors.hands.front, thing: { x: trunkX + trunkWidth / 2, y: counting.anchors.hands.front.y } });
  }
  hiders.forEach((hider, index) => {
    const height = heightOf(hider) * (index === 1 ? 0.9 : 1);
    const cx = art.x + art.width * HIDING_SPOTS[index]!;
    // Further back each one, so the bushes do not stand in one row.
    const bottom = groundY - height * (index === 1 ? 0.12 : index === 2 ? 0.2 : 0);
    const isBiped = hider.figure !== null && FIGURE_KINDS[hider.figure.kind].plan.stance === 'biped';
    const drawn = drawBeing(hider, { pose: isBiped ? 'kneeling' : 'standing', cx, groundY: bottom, height, facing: seeker ? -1 : 1, style, prop: null, expression: 'happy' });
    addFigure(scene, drawn, hider);
    // The bush's top just under the chin (a pet's, halfway down its head): the head peeks out over it.
    const chin = drawn.headBox.y + drawn.headBox.height * (isBiped ? 0.92 : 0.6);
    const width = Math.min(art.width * (hiders.length === 1 ? 0.4 : 0.26), Math.max(drawn.box.width * 1.2, ((bottom - chin) / 0.95) * 1.6));
    const hidingBush = bush(drawn.anchors.hips.x, bottom + linePx, width, linePx, true, style.detail !== 'low');
    scene.layers.main.push(hidingBush.markup);
    scene.subject.push(hidingBush.box);
    scene.joins.push({ what: 'hiding-behind-bush', figure: { x: drawn.anchors.face.x, y: drawn.headBox.y + drawn.headBox.height }, thing: { x: drawn.anchors.hips.x, y: hidingBush.box.y } });
  });
  for (const motif of ['bush', 'deciduous-tree']) scene.used.add(motif);
}
