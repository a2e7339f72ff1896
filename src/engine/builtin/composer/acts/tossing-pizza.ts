import { drawMotif, fmt, type Box } from '../../drawing';
import type { Point } from '../../figure/geometry';
import { TABLE_TOP } from '../../props/table';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `pizza`: a cook with both hands up under a round of dough spinning in the air, the brick oven and a finished pizza beside. */
export const tossingPizzaAct: Act = { isForHands: true, draw: drawPizzaTosser };

/** The dough's width and how high its middle flies over the higher hand, as shares of the cook's height. */
const DOUGH_WIDTH = 0.36;
const DOUGH_UP = 0.14;
/** How far the dough's underside flies clear of the top of the cook (a chef's hat), as a share of the cook's height. */
const DOUGH_CLEAR = 0.07;

/**
 * Tossing pizza dough: the cook stands with both hands up, the round of dough spinning flat in the air over them, arcs
 * either side of it for its spin; behind, the wood-fired oven against the wall, and in front of it a table with a
 * finished pizza on it. (Read as cooking, the chef stirred a pot on a stove and the page said it could not draw the dough:
 * judging 23.)
 */
function drawPizzaTosser(scene: Scene, { lead: cook, pose, others, crowdPose }: ActCast): void {
  const { art, groundY, horizonY, style } = scene;
  drawLeadWithThing(scene, cook, pose, others, crowdPose, {
    heightShare: 0.86,
    left: 0.02,
    width: 0.46,
    isHandsFull: true,
    thing: (drawn, height) => {
      const { back, front } = drawn.anchors.hands;
      const width = height * DOUGH_WIDTH;
      const cx = (back.x + front.x) / 2;
      const bottom = Math.max(art.y + width * 0.3, Math.min(Math.min(back.y, front.y) - height * DOUGH_UP, drawn.box.y - height * DOUGH_CLEAR));
      const dough = drawMotif({ motif: 'pizza-dough', cx, bottom, size: width, linePx: style.linePx, detail: style.detail });
      const ovenSize = Math.min(art.width * 0.5, (horizonY - art.y) * 0.55);
      const ovenCx = art.x + art.width - ovenSize / 2 - style.linePx * 6;
      const oven = drawMotif({ motif: 'pizza-oven', cx: ovenCx, bottom: horizonY, size: ovenSize, linePx: style.linePx, detail: style.detail });
      const tableSize = art.width * 0.27;
      // Clear of the cook's near foot, so the pizza shows whole beside the apron; its far end in front of the oven.
      const tableCx = Math.max(ovenCx - ovenSize / 2 - tableSize * 0.12, drawn.anchors.feet.front.x + height * 0.05 + tableSize / 2);
      const table = drawMotif({ motif: 'table', cx: tableCx, bottom: groundY, size: tableSize, linePx: style.linePx, detail: style.detail });
      const tableTop = table?.anchors?.top?.y ?? groundY - tableSize * TABLE_TOP;
      const pizza = drawMotif({ motif: 'whole-pizza', cx: tableCx, bottom: tableTop + tableSize * 0.03, size: tableSize * 0.62, linePx: style.linePx, detail: style.detail });
      const spin = dough ? spinArcs(dough.box, style.linePx) : '';
      const under = [oven?.markup ?? '', table?.markup ?? '', pizza?.markup ?? ''].join('');
      const boxes = [dough, oven, table, pizza].flatMap((drawnThing) => (drawnThing ? [drawnThing.box] : []));
      const doughMiddle: Point = dough ? { x: dough.box.x + dough.box.width / 2, y: dough.box.y + dough.box.height / 2 } : { x: cx, y: bottom };
      // Measured by tests: the dough up over both hands, the pizza on the table's top.
      const joins = [{ what: 'dough-over-hand', figure: back, thing: doughMiddle }, { what: 'dough-over-hand', figure: front, thing: doughMiddle }, ...(pizza ? [{ what: 'pizza-on-table', figure: { x: tableCx, y: pizza.box.y + pizza.box.height }, thing: { x: tableCx, y: tableTop } }] : [])];
      return { under, markup: [dough?.markup ?? '', spin], boxes, drawnAs: 'pizza-dough', used: ['pizza-dough', 'pizza-oven', 'whole-pizza', 'table', 'dough', 'stove'], joins };
    },
  });
}

/** Two short arcs either side of the spinning dough, curving round it the way it turns. */
function spinArcs(box: Box, linePx: number): string {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const rx = box.width / 2;
  const ry = box.height / 2;
  const arc = (side: 1 | -1, gap: number): string => {
    const from = { x: cx + side * (rx + gap) * 0.8, y: cy - ry - gap * 0.9 };
    const to = { x: cx + side * (rx + gap) * 0.8, y: cy + ry + gap * 0.9 };
    const bulge = { x: cx + side * (rx + gap * 2.4), y: cy };
    return `M${fmt(from.x)} ${fmt(from.y)}Q${fmt(bulge.x)} ${fmt(bulge.y)} ${fmt(to.x)} ${fmt(to.y)}`;
  };
  const step = box.height * 0.45;
  return `<path d="${arc(-1, step)}${arc(1, step)}${arc(-1, step * 2)}${arc(1, step * 2)}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`;
}
