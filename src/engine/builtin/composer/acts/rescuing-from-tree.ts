import { createCharacterSpec } from '../../character';
import { fmt, type Box } from '../../drawing';
import { FIGURE_KINDS } from '../../figure/kinds';
import { BOUGH_THICKNESS, bigTree } from '../climbing-tree';
import { drawBeingInBox } from '../figures';
import { addFigure, drawMeadowFlowers, type Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `rescue`: up a ladder leant on a big tree, one fist on a rail and the other held out to the pet stuck on its bough. */
export const rescuingFromTreeAct: Act = { isForHands: true, draw: drawTreeRescuer };

/** The stuck pet's height, as a share of the rescuer's. */
const PET_HEIGHT = 0.5;
/** How far apart the ladder's rails are, as a share of the rescuer's height. */
const LADDER_WIDTH = 0.3;

/**
 * "A firefighter rescuing a cat from a tree": a big tree in the park, its bough reaching out from the trunk with the cat
 * stood on it, a ladder leant on the bough's end from the grass, and the rescuer up the ladder, one fist round a rail and
 * the other hand held out to the cat. With no verb the firefighter stood waving by the cat on a city street with no tree (judging 23).
 */
function drawTreeRescuer(scene: Scene, { lead: rescuer, pose, others, crowdPose }: ActCast): void {
  const { art, groundY, style } = scene;
  const pet = others.find((character) => character.figure !== null && !FIGURE_KINDS[character.figure.kind].isPerson) ?? createCharacterSpec('cat', 'cat');
  drawLeadWithThing(scene, rescuer, pose, others, crowdPose, {
    heightShare: 0.56,
    left: others.length > 1 ? 0.22 : 0.12,
    width: 0.36,
    // Up the ladder: the lower foot on a rung well above the grass.
    lift: 0.36,
    isHandsFull: true,
    placement: { fists: { back: 0 } },
    thing: (drawn, height) => {
      const { hands, feet } = drawn.anchors;
      const { headBox } = drawn;
      const linePx = style.linePx;
      // The ladder's rails either side of the body, up past the fist round the near one.
      const railLeft = hands.back.x;
      const railRight = railLeft + height * LADDER_WIDTH;
      const trunkWidth = headBox.width * 1.25;
      const thick = trunkWidth * BOUGH_THICKNESS;
      const petHeight = height * PET_HEIGHT;
      // The bough's top at the chest, its end behind the body where the ladder leans on it, so the hand held out over it
      // comes to the pet's chest: with the bough over the helmet the hand stopped short of the pet's paws.
      const boughY = hands.front.y + petHeight * 0.4;
      const trunkX = Math.max(railRight + trunkWidth * 1.2, hands.front.x + petHeight * 1.5);
      const reach = trunkX - (railLeft + railRight) / 2;
      const tree = bigTree({ trunkX, groundY, trunkWidth, boughY, boughReach: reach, canopyTop: Math.max(art.y + linePx * 4, boughY - height * 0.95), canopyHalf: Math.min(height * 0.9, art.x + art.width - trunkX - linePx * 4) }, linePx, style.detail);
      const ladderTop = hands.back.y - height * 0.08;
      const sole = Math.max(feet.back.y, feet.front.y);
      const ladder = leaningLadder(railLeft, railRight, ladderTop, groundY, sole, height * 0.16, linePx);
      // The pet stood on the bough's top just past the held-out hand, facing the rescuer.
      const petBox: Box = { x: hands.front.x - petHeight * 0.02, y: boughY - petHeight * 1.02, width: petHeight * 1.5, height: petHeight };
      const stuck = drawBeingInBox(pet, { pose: 'standing', facing: -1, style, prop: null, expression: 'surprised' }, petBox, petHeight);
      const foot = feet.back.y > feet.front.y ? feet.back : feet.front;
      const joins = [
        { what: 'fist-on-rail', figure: hands.back, thing: { x: railLeft, y: hands.back.y } },
        { what: 'foot-on-rung', figure: foot, thing: { x: foot.x, y: sole } },
        { what: 'hand-up-to-pet', figure: hands.front, thing: { x: stuck.box.x + stuck.box.width / 2, y: stuck.box.y + stuck.box.height } },
        { what: 'pet-on-bough', figure: { x: stuck.box.x + stuck.box.width / 2, y: stuck.box.y + stuck.box.height }, thing: { x: stuck.box.x + stuck.box.width / 2, y: boughY } },
        { what: 'ladder-on-bough', figure: { x: railRight, y: ladderTop }, thing: { x: railRight, y: boughY } },
      ];
      // Trees and bushes on the far grass keep off the rescuer up the ladder too: a pine stood behind a girl's head.
      scene.layers.occupied.push({ ...tree.box, height: boughY + thick * 2 - tree.box.y }, { x: trunkX - trunkWidth, y: boughY, width: trunkWidth * 2, height: groundY - boughY }, ladder.box, drawn.box);
      // The tree and the ladder behind the pet, a figure of the page as the rescuer is.
      scene.layers.main.push(tree.markup + ladder.markup);
      addFigure(scene, stuck, pet);
      return { markup: [drawn.grip?.back ?? '', drawn.grip?.front ?? ''], boxes: [tree.box, ladder.box], used: ['deciduous-tree', 'tree', 'ladder'], joins, shown: pet };
    },
  });
  drawMeadowFlowers(scene);
}

/** A wooden ladder from the grass up to `top`: two rails and rungs, one of them under the climber's sole. */
function leaningLadder(left: number, right: number, top: number, groundY: number, sole: number, spacing: number, linePx: number): { markup: string; box: Box } {
  const line = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  const rail = linePx * 3.2;
  const rungs: number[] = [];
  for (let y = sole; y < groundY - spacing * 0.4; y += spacing) rungs.push(y);
  for (let y = sole - spacing; y > top + spacing * 0.4; y -= spacing) rungs.push(y);
  const rungMarkup = rungs.map((y) => `<rect x="${fmt(left)}" y="${fmt(y)}" width="${fmt(right - left)}" height="${fmt(rail * 0.8)}" ${line}/>`).join('');
  const rails = [left - rail, right].map((x) => `<rect x="${fmt(x)}" y="${fmt(top)}" width="${fmt(rail)}" height="${fmt(groundY - top)}" rx="${fmt(rail * 0.3)}" ${line}/>`).join('');
  return { markup: rungMarkup + rails, box: { x: left - rail, y: top, width: right - left + rail * 2, height: groundY - top } };
}
