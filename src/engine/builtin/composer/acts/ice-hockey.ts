import type { BuiltinCharacterSpec } from '../../character';
import { drawMotif, fmt, type Box } from '../../drawing';
import type { Point } from '../../figure/geometry';
import type { PoseName } from '../../figure/poses';
import { drawBeingInBox, type DrawnBeing } from '../figures';
import { hockeyRink, hockeyStick } from '../hockey-rink';
import { iceSkates } from '../ice-skates';
import { addFigure, type Scene } from '../scene-state';
import { fistsOnShaft, withHandsFree, type Act, type ActCast } from './act';

/** `hockey`: skaters leaning in over sticks held in both fists, blades on the ice and the puck at one, a goal behind. */
export const iceHockeyAct: Act = { isForHands: true, draw: drawHockeyGame };

/** A skate's shoe length as a share of the player's height, and its blade's posts under the sole as a share of that (ice-skates.ts). */
const SKATE_SHOE = 0.16;
const SKATE_POST = 0.22;

/** Each player's column across the art, facing and how far up the ice, by how many play. */
const SLOTS: ReadonlyArray<ReadonlyArray<{ x: number; width: number; facing: 1 | -1; depth: number }>> = [
  [{ x: 0.06, width: 0.46, facing: 1, depth: 0 }],
  // The next player faces the lead over the puck from a little further up the ice: their sticks side by side, not crossed.
  [
    { x: 0.0, width: 0.46, facing: 1, depth: 0 },
    { x: 0.6, width: 0.4, facing: -1, depth: 1 },
  ],
  // A third guards the goal, further up the ice at the right, its stick on the ice before the goal mouth: behind the
  // others it hid behind the next, its stick left showing, or crossed both sticks.
  [
    { x: 0.0, width: 0.36, facing: 1, depth: 0 },
    { x: 0.6, width: 0.22, facing: -1, depth: 1 },
    { x: 0.8, width: 0.2, facing: -1, depth: 2.5 },
  ],
];

/**
 * Ice hockey: the lead skates in from the left bent over the stick, both fists on its shaft, its blade flat on the ice
 * and the puck at the blade; the goal stands on the ice ahead of him before the rink's boards. A friend is a player too,
 * on skates with a stick, facing him over the puck. (As "playing" the kids stood waving with a stick
 * and a puck lying by them on the snow; on skates the stick found no room beside the skater and was lost.)
 */
function drawHockeyGame(scene: Scene, { lead, pose, others }: ActCast): void {
  const { art, groundY, style } = scene;
  const players = [lead, ...others].slice(0, SLOTS.length);
  const height = scene.leadHeight * (players.length > 2 ? 0.6 : players.length > 1 ? 0.72 : 0.8);
  // The players skate a little way up the ice, so a face-off circle shows in front of their blades.
  const iceLine = groundY - art.height * 0.05;
  const boardsBottom = iceLine - height * 0.34;
  const rink = hockeyRink(art, boardsBottom - height * 0.17, boardsBottom, iceLine, style.linePx, style.detail);
  scene.layers.main.push(rink.markup);
  scene.layers.occupied.push(rink.box);
  // The goal on the ice before the boards: ahead of a lone player, behind a face-off between two.
  const goalSize = art.width * (players.length > 1 ? 0.3 : 0.34);
  const goalX = art.x + art.width - goalSize * 0.55;
  const goal = drawMotif({ motif: 'soccer-goal', cx: goalX, bottom: boardsBottom + height * 0.06, size: goalSize, linePx: style.linePx, detail: style.detail });
  if (goal) {
    scene.layers.main.push(goal.markup);
    scene.used.add('soccer-goal');
  }
  const slots = SLOTS[players.length - 1]!;
  const order = players.map((player, index) => ({ player, index })).sort((a, b) => slots[b.index]!.depth - slots[a.index]!.depth);
  for (const { player, index } of order) {
    const slot = slots[index]!;
    const playerHeight = height * (1 - slot.depth * 0.12);
    const iceY = iceLine - height * 0.15 * slot.depth;
    const { being, stick, skates } = drawPlayer(scene, player, pose, playerHeight, iceY, { x: art.x + art.width * slot.x, y: 0, width: art.width * slot.width, height: 0 }, slot.facing);
    scene.layers.main.push(skates.blades);
    addFigure(scene, being, player);
    // The puck is the lead's, at his blade.
    scene.layers.main.push(stick.markup, being.grip?.back ?? '', being.grip?.front ?? '', index === 0 ? stick.puck : '');
    scene.subject.push(stick.box);
    // Measured by tests: each stick from the higher fist to its blade, none crossing another.
    const { back, front } = being.anchors.hands;
    scene.joins.push({ what: 'stick-shaft', figure: back.y <= front.y ? back : front, thing: stick.blade });
    if (index === 0) {
      // Measured by tests: the blade flat on the ice, the puck at its toe, the standing skate on the ice.
      const standing = skates.bladeBottoms[1]!;
      scene.joins.push({ what: 'blade-on-ice', figure: stick.blade, thing: { x: stick.blade.x, y: iceY } }, { what: 'puck-at-blade', figure: stick.blade, thing: stick.puckAt }, { what: 'skate-on-ice', figure: standing, thing: { x: standing.x, y: iceY } });
    }
  }
  scene.layers.drawn.push('ice-hockey');
  for (const motif of ['ice-hockey', 'ice', 'rink', 'pond']) scene.used.add(motif);
}

/** One player: the figure bent over the stick, on skates, its stick's blade on the ice at `iceY`. */
function drawPlayer(scene: Scene, player: BuiltinCharacterSpec, pose: PoseName, height: number, iceY: number, column: Box, facing: 1 | -1): { being: DrawnBeing; stick: ReturnType<typeof hockeyStick>; skates: ReturnType<typeof iceSkates> } {
  const { style } = scene;
  // Stood up on the blades' posts, so the blades stand on the ice.
  const lift = height * SKATE_SHOE * SKATE_POST - style.linePx;
  const region: Box = { x: column.x, y: iceY - lift - height * 1.1, width: column.width, height: height * 1.1 };
  const being = drawBeingInBox(withHandsFree(player), {
    pose,
    facing,
    style,
    prop: null,
    closeHands: fistsOnShaft,
  }, region, height);
  const { back, front } = being.anchors.hands;
  const [high, low]: Point[] = back.y <= front.y ? [back, front] : [front, back];
  const soles = being.box.y + being.box.height;
  // The skates' toes curl up ahead: for a player facing left they are drawn for his feet mirrored, then turned round.
  const { feet } = being.anchors;
  const middle = (feet.back.x + feet.front.x) / 2;
  const mirror = (point: Point): Point => (facing === 1 ? point : { x: 2 * middle - point.x, y: point.y });
  const drawnSkates = iceSkates({ back: mirror(feet.back), front: mirror(feet.front) }, soles - style.linePx, height * SKATE_SHOE, height, style.linePx, style.detail);
  const skates = facing === 1 ? drawnSkates : { ...drawnSkates, blades: `<g transform="translate(${fmt(2 * middle)} 0) scale(-1 1)">${drawnSkates.blades}</g>`, bladeBottoms: drawnSkates.bladeBottoms.map(mirror) };
  const stick = hockeyStick(high!, low!, iceY, height * 0.55, facing, style.linePx, style.detail);
  return { being, stick, skates };
}
