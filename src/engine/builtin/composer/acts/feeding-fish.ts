import { drawMotif, fmt, type Box } from '../../drawing';
import type { Point } from '../../figure/geometry';
import { TABLE_TOP } from '../../props/table';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `flakes`: beside a goldfish bowl on a table, a little pot of food tipped over its mouth, flakes falling to the fish. */
export const feedingFishAct: Act = { isForHands: true, draw: drawFishFeeder };

/** The bowl's width, as a share of the feeder's height. */
const BOWL = 0.36;
/** How far the food falls from the pot to the bowl's mouth, as a share of the feeder's height. */
const DROP = 0.1;
/** The fishbowl's lip, in its 100-wide units: its middle across and its top (props/fishbowl.ts). */
const BOWL_MOUTH = { x: 50, y: 5 };

/**
 * "A boy feeding his goldfish": indoors, the goldfish's bowl on a table at his side, his hand held out over its mouth
 * tipping a little pot of fish food, the flakes falling into the water by the fish. With the farm's bucket on his arm
 * he stood on the grass by a goldfish as big as himself (judging 23). The bowl draws its own fish, so the one named is
 * not drawn again.
 */
function drawFishFeeder(scene: Scene, { lead, pose, others, crowdPose }: ActCast): void {
  const { art, groundY, style } = scene;
  const fish = others.find((character) => character.motif === 'fish');
  drawLeadWithThing(scene, lead, pose, others, crowdPose, {
    heightShare: 0.84,
    left: others.length > 1 ? 0.16 : 0.04,
    width: 0.4,
    isHandsFull: true,
    placement: { fists: { front: 60 } },
    thing: (drawn, height) => {
      const hand = drawn.anchors.hands.front;
      const bowlSize = height * BOWL;
      const unit = bowlSize / 100;
      const pot = foodPot(hand, height * 0.13, style.linePx);
      // The table as high as leaves the bowl's mouth just under the pot, but no wider than half the room.
      const wanted = pot.mouth.y + height * DROP + 98 * unit;
      const tableSize = Math.min(art.width * 0.48, Math.max(bowlSize * 1.4, (groundY - wanted) / TABLE_TOP));
      const bowlX = pot.mouth.x + (50 - BOWL_MOUTH.x) * unit + bowlSize * 0.1;
      const tableX = Math.min(art.x + art.width - tableSize / 2 - style.linePx * 4, bowlX + tableSize * 0.1);
      const table = drawMotif({ motif: 'table', cx: tableX, bottom: groundY, size: tableSize, linePx: style.linePx, detail: style.detail });
      const top = table?.anchors?.top?.y ?? groundY - tableSize * TABLE_TOP;
      const bowl = drawMotif({ motif: 'fishbowl', cx: bowlX, bottom: top, size: bowlSize, linePx: style.linePx, detail: style.detail });
      const mouth = bowl ? { x: bowl.box.x + BOWL_MOUTH.x * unit, y: bowl.box.y + BOWL_MOUTH.y * unit } : { x: bowlX, y: top - bowlSize };
      // Falling to just over the lip: one drawn on it made a tangle of lines.
      const flakes = fallingFlakes(pot.mouth, { x: mouth.x, y: mouth.y - bowlSize * 0.02 }, height * 0.022, style.linePx, style.detail === 'low' ? 3 : 4);
      const joins = [
        { what: 'pot-in-hand', figure: hand, thing: pot.centre },
        { what: 'food-over-bowl', figure: pot.mouth, thing: mouth },
        { what: 'bowl-on-table', figure: { x: bowlX, y: bowl ? bowl.box.y + bowl.box.height : top }, thing: { x: bowlX, y: top } },
      ];
      const boxes = [...(table ? [table.box] : []), ...(bowl ? [bowl.box] : []), pot.box];
      return {
        under: (table?.markup ?? '') + (bowl?.markup ?? '') + flakes,
        markup: [pot.markup, drawn.grip?.front ?? ''],
        boxes,
        drawnAs: 'fish food',
        used: ['table', 'fishbowl', 'fish', 'goldfish', 'food'],
        joins,
        shown: fish,
      };
    },
  });
}

/** A little pot of fish food in the fist, tipped towards the bowl: a round tub with a rim, its open mouth down at the front. */
function foodPot(hand: Point, size: number, linePx: number): { markup: string; box: Box; centre: Point; mouth: Point } {
  const line = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  const width = size * 0.7;
  const centre = { x: hand.x + width * 0.35, y: hand.y - size * 0.1 };
  // Tipped well over: its mouth faces down and ahead, over the bowl.
  const tilt = 125;
  const body = `<rect x="${fmt(-width / 2)}" y="${fmt(-size / 2)}" width="${fmt(width)}" height="${fmt(size)}" rx="${fmt(width * 0.2)}" ${line}/>`;
  const rim = `<rect x="${fmt(-width * 0.6)}" y="${fmt(-size / 2 - size * 0.12)}" width="${fmt(width * 1.2)}" height="${fmt(size * 0.2)}" rx="${fmt(size * 0.08)}" ${line}/>`;
  const label = `<rect x="${fmt(-width * 0.32)}" y="${fmt(-size * 0.1)}" width="${fmt(width * 0.64)}" height="${fmt(size * 0.32)}" rx="${fmt(size * 0.06)}" ${line}/>`;
  const markup = `<g transform="translate(${fmt(centre.x)} ${fmt(centre.y)}) rotate(${tilt})">${body}${label}${rim}</g>`;
  const radians = (tilt * Math.PI) / 180;
  const reach = size * 0.6;
  const mouth = { x: centre.x + Math.sin(radians) * reach, y: centre.y - Math.cos(radians) * reach };
  const half = size * 0.75;
  return { markup, box: { x: centre.x - half, y: centre.y - half, width: half * 2, height: half * 2 }, centre, mouth };
}

/**
 * Flakes of food falling from the pot's mouth towards the bowl: little rounded squares, each tipped its own way, spaced
 * down the way (diamonds were lost among an older child's wallpaper diamonds).
 */
function fallingFlakes(from: Point, to: Point, size: number, linePx: number, count: number): string {
  const line = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx * 0.8)}" stroke-linejoin="round"`;
  return Array.from({ length: count }, (_, index) => {
    const share = (index + 0.6) / count;
    const x = from.x + (to.x - from.x) * share + (index % 2 === 0 ? -1 : 1) * size * 0.9;
    const y = from.y + (to.y - from.y) * share;
    return `<rect x="${fmt(x - size * 0.6)}" y="${fmt(y - size * 0.5)}" width="${fmt(size * 1.2)}" height="${fmt(size)}" rx="${fmt(size * 0.3)}" transform="rotate(${(index % 3) * 25 - 20} ${fmt(x)} ${fmt(y)})" ${line}/>`;
  }).join('');
}
