import { drawMotif, fmt, type Box } from '../../drawing';
import type { Point } from '../../figure/geometry';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, fistsOnShaft, type Act, type ActCast, type ThingWithLead } from './act';

/** `dig`: a spade held slanting in both fists, its blade down in a hole in the ground ahead, a chest of treasure by it if the words seek one. */
export const diggingAct: Act = { isForHands: true, draw: drawDigger };

/** Words that dig for treasure: a chest of gold comes up by the hole. */
const TREASURE_WORDS = /\b(?:treasure|chest|gold|pirate'?s? loot)\b/i;

/**
 * Digging: the spade's handle in both fists, slanting down ahead, its blade down in a hole dug in the ground before the
 * shoes; digging for treasure, the chest of gold stands open beside the hole. The pirate waved with his sword and no
 * spade, the treasure a lone diamond floating in the waves (judging 22).
 */
function drawDigger(scene: Scene, { lead: digger, pose, others, crowdPose }: ActCast): void {
  const { art, style } = scene;
  const isForTreasure = TREASURE_WORDS.test(scene.plan.description);
  drawLeadWithThing(scene, digger, pose, others, crowdPose, {
    // Digging for treasure, smaller and further left: the chest needs room past the hole.
    heightShare: isForTreasure ? 0.72 : 0.86,
    left: others.length > 0 || isForTreasure ? 0.02 : 0.14,
    width: 0.42,
    isHandsFull: true,
    placement: { closeHands: fistsOnShaft },
    thing: (drawn, height) => {
      const { back, front } = drawn.anchors.hands;
      const [high, low] = back.y <= front.y ? [back, front] : [front, back];
      const soles = drawn.box.y + drawn.box.height;
      const dug = spadeInHole(high, low, soles, height * 0.55, style.linePx, style.detail !== 'low');
      const thing: ThingWithLead = { under: dug.hole, markup: [dug.spade, drawn.grip?.back ?? '', drawn.grip?.front ?? ''], boxes: [dug.box], drawnAs: 'spade', used: ['shovel', 'spade'], joins: [{ what: 'spade-in-hands', figure: high, thing: low }, { what: 'blade-in-hole', figure: dug.blade, thing: dug.holeCentre }] };
      if (isForTreasure) {
        // Its width, beyond the hole's far rim: pushed back over the hole by the page's edge, it hid the blade.
        const gap = height * 0.03;
        const size = Math.min(height * 0.55, art.x + art.width - style.linePx * 2 - dug.holeRight - gap);
        const cx = dug.holeRight + gap + size / 2;
        const chest = drawMotif({ motif: 'treasure-chest', cx, bottom: soles, size, linePx: style.linePx, detail: style.detail });
        if (chest) {
          thing.markup.unshift(chest.markup);
          thing.boxes.push(chest.box);
          thing.used.push('treasure-chest', 'gem-stone');
          thing.joins.push({ what: 'chest-by-hole', figure: { x: dug.holeRight, y: soles }, thing: { x: chest.box.x, y: chest.box.y + chest.box.height } });
        }
      }
      return thing;
    },
  });
}

/**
 * A spade along the line through both fists, its blade down in a hole: the hole an oval dug in the ground ahead of the
 * shoes with its earth heaped at the near rim, the blade's tip inside it.
 */
function spadeInHole(high: Point, low: Point, groundY: number, size: number, linePx: number, hasDetail: boolean): { spade: string; hole: string; box: Box; blade: Point; holeCentre: Point; holeRight: number } {
  const run = Math.hypot(low.x - high.x, low.y - high.y) || 1;
  const along = { x: (low.x - high.x) / run, y: (low.y - high.y) / run };
  const across = { x: -along.y, y: along.x };
  const bladeLength = size * 0.3;
  // The collar where the handle meets the blade: far enough down the line that the blade's tip reaches into the hole.
  const toCollar = Math.max(run, (groundY + size * 0.02 - bladeLength - high.y) / Math.max(along.y, 0.2));
  const collar = { x: high.x + along.x * toCollar, y: high.y + along.y * toCollar };
  const tip = { x: collar.x + along.x * bladeLength, y: collar.y + along.y * bladeLength };
  const handleTop = { x: high.x - along.x * size * 0.12, y: high.y - along.y * size * 0.12 };
  const handle = size * 0.04;
  const at = (base: Point, side: number, ahead = 0): string => `${fmt(base.x + across.x * side + along.x * ahead)} ${fmt(base.y + across.y * side + along.y * ahead)}`;
  const line = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;
  // A T-grip across the handle's top, the handle, and the blade: square-shouldered, rounded to a point.
  const grip = `<path d="M${at(handleTop, -handle * 2.6)}L${at(handleTop, handle * 2.6)}L${at(handleTop, handle * 2.6, -handle * 1.6)}L${at(handleTop, -handle * 2.6, -handle * 1.6)}Z" ${line}/>`;
  const shaft = `<path d="M${at(handleTop, -handle)}L${at(collar, -handle)}L${at(collar, handle)}L${at(handleTop, handle)}Z" ${line}/>`;
  const half = size * 0.11;
  const blade = `<path d="M${at(collar, -half)}L${at(collar, half)}L${at(collar, half, bladeLength * 0.6)}Q${at(tip, half * 0.6)} ${at(tip, 0)}Q${at(tip, -half * 0.6)} ${at(collar, -half, bladeLength * 0.6)}Z" ${line}/>`;
  const socket = hasDetail ? `<path d="M${at(collar, -handle * 1.5)}L${at(collar, handle * 1.5)}L${at(collar, handle * 0.9, bladeLength * 0.3)}L${at(collar, -handle * 0.9, bladeLength * 0.3)}Z" ${line}/>` : '';
  // The hole: an oval round the blade's tip, its far rim a lip of dug earth, the earth heaped on its near side.
  const holeCentre = { x: tip.x + size * 0.04, y: groundY + size * 0.02 };
  const rx = size * 0.36;
  const ry = size * 0.09;
  const heapX = holeCentre.x - rx * 0.95;
  const heap = `<path d="M${fmt(heapX - size * 0.2)} ${fmt(groundY + ry * 0.4)}Q${fmt(heapX - size * 0.04)} ${fmt(groundY - size * 0.2)} ${fmt(heapX + size * 0.14)} ${fmt(groundY + ry * 0.2)}Z" ${line}/>`;
  const rim = hasDetail ? `<path d="M${fmt(holeCentre.x - rx * 0.7)} ${fmt(holeCentre.y - ry * 0.2)}Q${fmt(holeCentre.x)} ${fmt(holeCentre.y + ry * 0.9)} ${fmt(holeCentre.x + rx * 0.7)} ${fmt(holeCentre.y - ry * 0.2)}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}" stroke-linecap="round"/>` : '';
  const hole = `<ellipse cx="${fmt(holeCentre.x)}" cy="${fmt(holeCentre.y)}" rx="${fmt(rx)}" ry="${fmt(ry)}" ${line}/>${rim}${heap}`;
  const left = Math.min(handleTop.x - handle * 3, heapX - size * 0.2);
  const top = Math.min(handleTop.y - handle * 3, groundY - size * 0.2);
  const right = Math.max(holeCentre.x + rx, collar.x + half);
  return { spade: grip + shaft + blade + socket, hole, box: { x: left, y: top, width: right - left, height: holeCentre.y + ry - top + linePx }, blade: tip, holeCentre, holeRight: holeCentre.x + rx };
}
