import { drawMotif } from '../../drawing';
import { TABLE_TOP } from '../../props/table';
import { stool, writingThings } from '../writing';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `desk`: sat at a desk writing, a pencil in the fist on a sheet of paper, an envelope beside it. */
export const writingAct: Act = { isForHands: true, draw: drawWriter };

/**
 * Writing: sat on a stool at a desk, the knees in under it, the near hand on its top with a pencil's point on a sheet of
 * paper, an envelope beside it, the head bowed over the page. (With no verb she stood waving and the page said
 * "Couldn't draw: letter".)
 */
function drawWriter(scene: Scene, { lead: writer, pose, others, crowdPose }: ActCast): void {
  const { art, groundY, style } = scene;
  drawLeadWithThing(scene, writer, pose, others, crowdPose, {
    heightShare: 0.9,
    left: others.length > 0 ? 0.02 : 0.08,
    width: 0.42,
    isHandsFull: true,
    // The far arm behind her, as at the piano: reaching onto the desk too, it tangled over her lap.
    placement: { hiddenArm: 'back', fists: { front: 30 } },
    thing: (drawn, height) => {
      const { hands, hips } = drawn.anchors;
      const topY = hands.front.y + height * 0.03;
      const tableSize = Math.min(art.width * 0.5, (groundY - topY) / TABLE_TOP);
      const tableX = Math.min(art.x + art.width - tableSize / 2 - style.linePx * 4, hands.front.x + tableSize * 0.3);
      const table = drawMotif({ motif: 'table', cx: tableX, bottom: groundY, size: tableSize, linePx: style.linePx, detail: style.detail });
      const top = table?.anchors?.top?.y ?? topY;
      const things = writingThings(hands.front, top, table ? table.box.x + table.box.width : hands.front.x + height * 0.4, height * 0.5, style.linePx, style.detail);
      const seat = stool(hips.x, hips.y + height * 0.02, groundY, height * 0.3, style.linePx);
      // Measured by tests: the pencil's point on the paper on the desk's top, from the fist.
      const joins = [{ what: 'pencil-on-paper', figure: hands.front, thing: things.point }, { what: 'paper-on-desk', figure: things.point, thing: { x: things.point.x, y: top } }];
      const markup = [table?.markup ?? '', things.markup, drawn.arms?.front ?? '', drawn.grip?.front ?? ''];
      return { under: seat, markup, boxes: [...(table ? [table.box] : []), things.box], drawnAs: 'desk', used: ['table', 'desk', 'letter', 'pencil', 'paper', 'envelope'], joins };
    },
  });
}
