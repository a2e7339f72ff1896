import type { BuiltinCharacterSpec } from '../character';
import { fmt, type Box, type DrawnMotif } from '../drawing';
import type { Point } from '../figure/geometry';
import type { Expression, PoseName } from '../figure/poses';
import { drawBeingInBox, liesOnTummy, moveBeing, type DrawnBeing } from './figures';
import { quilt } from './patterns';
import { addFigure, type Scene } from './scene-state';

// The hem hangs well below the frame (91): two units under it left a white sliver too thin to colour.
const BED_HEM = 100 / 110;

/**
 * Someone lying in a made bed (props/made-bed.ts) under a blanket drawn over them, the head on the pillow at the left
 * and the feet inside the footboard: asleep, or awake and listening to a bedtime story.
 */
export function layInBed(scene: Scene, sleeper: BuiltinCharacterSpec, pose: PoseName, bed: DrawnMotif, expression: Expression): DrawnBeing {
  const { style } = scene;
  const blanketTop = bed.anchors?.top ?? { x: bed.box.x + bed.box.width * 0.65, y: bed.box.y + bed.box.height * 0.48 };
  const pillow = bed.anchors?.lie ?? { x: bed.box.x + bed.box.width * 0.3, y: bed.box.y + bed.box.height * 0.4 };
  const mattressY = blanketTop.y;
  // From the pillow to the footboard: the sleeper's feet stay inside the bed.
  const footboard = bed.box.x + bed.box.width * 0.79;
  const region: Box = { x: pillow.x - bed.box.width * 0.08, y: mattressY - bed.box.height * 0.55, width: footboard - pillow.x, height: bed.box.height * 0.55 };
  // The head on the pillow at the left, the body under the blanket to its right: on its back the head lies
  // behind the figure, on its tummy ahead of it, so a tummy sleeper faces left.
  const probe = drawBeingInBox(sleeper, { pose, facing: liesOnTummy(sleeper, pose) ? -1 : 1, style, prop: null, expression }, region, scene.leadHeight * 1.2);
  // The head on the pillow.
  const drawn = moveBeing(probe, pillow.x - (probe.headBox.x + probe.headBox.width * 0.5), pillow.y - (probe.headBox.y + probe.headBox.height * 0.62));
  const head = drawn.headBox;
  addFigure(scene, drawn, sleeper);
  // The blanket over the body from the shoulders to the feet: a low mound over the body, easing down to the footboard.
  const left = head.x + head.width * 1.02;
  const top = Math.min(drawn.box.y + drawn.box.height * 0.12, mattressY - head.height * 0.3);
  // A figure lies long, its feet near the footboard: the blanket stays high over them, not only over a curled back.
  drawBlanket(scene, { x: left, y: top + head.height * 0.25 }, top - head.height * 0.1, footboard, top + head.height * 0.15, bed.box.y + bed.box.height * BED_HEM);
  return drawn;
}

/**
 * A blanket drawn up to a sleeper's shoulder: from there a low mound (its top at `moundY`) over the body,
 * easing down onto the mattress at the footboard, hanging over the side to a scalloped hem; quilted for
 * older children, one seam across it for 6-8.
 */
export function drawBlanket(scene: Scene, shoulder: Point, moundY: number, footboard: number, blanketY: number, hemY: number): void {
  const { style } = scene;
  const span = footboard - shoulder.x;
  const scallops = 5;
  const scallop = span / scallops;
  let hem = '';
  for (let index = 0; index < scallops; index++) hem += `q${fmt(-scallop / 2)} ${fmt(scallop * 0.4)} ${fmt(-scallop)} 0`;
  const outline = `fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round"`;
  const blanket =
    // Its head end drapes from the shoulder down and back over the mattress's side in a curve: dropped straight
    // down, it read as a stiff line cut through the mattress.
    `M${fmt(shoulder.x + span * 0.1)} ${fmt(hemY)}Q${fmt(shoulder.x - span * 0.06)} ${fmt(blanketY + (hemY - blanketY) * 0.15)} ${fmt(shoulder.x)} ${fmt(shoulder.y)}C${fmt(shoulder.x + span * 0.2)} ${fmt(moundY)} ${fmt(shoulder.x + span * 0.55)} ${fmt(moundY)} ${fmt(footboard)} ${fmt(blanketY)}` +
    `L${fmt(footboard)} ${fmt(hemY)}${hem}Z`;
  const box: Box = { x: shoulder.x - span * 0.06, y: moundY, width: span * 1.06, height: hemY - moundY };
  const seam = style.detail === 'low' ? '' : `<path d="M${fmt(shoulder.x + span * 0.04)} ${fmt((blanketY + hemY) / 2)}H${fmt(footboard)}" stroke="#000" stroke-width="${fmt(style.linePx * 0.7)}" fill="none"/>`;
  // Older children get the whole blanket quilted: many small diamonds to colour instead of one blank sheet.
  const quilted = style.hasPatterns ? quilt(blanket, box, span * 0.12, style.linePx * 0.6) : '';
  scene.layers.main.push(`<path d="${blanket}" ${outline}/>${quilted || seam}`);
  scene.subject.push(box);
  scene.joins.push({ what: 'blanket-draped', figure: shoulder, thing: { x: shoulder.x + span * 0.1, y: hemY } });
}
