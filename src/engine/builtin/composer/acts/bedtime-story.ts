import { createCharacterSpec, type BuiltinCharacterSpec } from '../../character';
import { drawMotif } from '../../drawing';
import { drawBeing, moveBeing } from '../figures';
import { layInBed } from '../in-bed';
import { addFigure, placeCrowd, type Scene } from '../scene-state';
import { stool } from '../writing';
import type { Act } from './act';

/** `bedside`: a bedtime story read from a chair by a bed, a child awake in it listening. */
export const bedtimeStoryAct: Act = { drawWholeCast: drawBedtimeStory };

/** Who reads when the words name a grown-up: the child is the one listening, whoever the words name first. */
const GROWN_UPS = new Set(['adult', 'grandparent']);
/** Who is tucked in to listen when the words name a child beside the reader. */
const LISTENERS = new Set(['child', 'baby']);
/** How far the child's pillow is from the reader's side, in the reader's head widths. */
const PILLOW_GAP = 0.35;
/** The size the bed is drawn at to measure it. */
const UNIT = 1000;
/** The reader's height sat, as a share of a lead's: big enough to fill the room's lower half beside the bed. */
const READER_SHARE = 1;
/** The reader's chair: its seat's height and its width, as shares of the reader's standing height. */
const CHAIR = { seat: 0.34, width: 0.42 };
/**
 * The widest the sat reader may be, as a share of the art's width: a dragon's spread wings at a lead's height were wider
 * than the room, left the bed no floor and hung the page (its blanket quilted over a negative span).
 */
const MOST_READER_WIDTH = 0.4;

/**
 * A bedtime story: a child in bed under the blanket, awake and looking up from the pillow, and the one reading sat on a
 * chair beside the bed's head, the book open in both hands. Named alone ("a mom reading a bedtime story"), the reader
 * stood in a field at night reading to no one. With no child named, one is tucked in to listen.
 */
function drawBedtimeStory(scene: Scene, everyone: BuiltinCharacterSpec[]): void {
  const { art, groundY, style } = scene;
  const kindOf = (character: BuiltinCharacterSpec): string => character.figure?.kind ?? '';
  // With nobody named ("a bedtime story", "a teddy bear and a bedtime story") a grown-up reads, as a child is tucked in.
  const reader = everyone.find((character) => GROWN_UPS.has(kindOf(character))) ?? everyone[0] ?? createCharacterSpec('adult', 'adult');
  const listener = everyone.find((character) => character !== reader && LISTENERS.has(kindOf(character))) ?? createCharacterSpec('child', 'child');
  scene.lead = reader;
  const pose = { pose: 'reading-seated', cx: 0, groundY, facing: 1, style, prop: 'open-book' } as const;
  const sizedProbe = drawBeing(reader, { ...pose, height: scene.leadHeight * READER_SHARE });
  const height = scene.leadHeight * READER_SHARE * Math.min(1, (art.width * MOST_READER_WIDTH) / sizedProbe.box.width);
  const seatY = groundY - height * CHAIR.seat;
  const probe = height === scene.leadHeight * READER_SHARE ? sizedProbe : drawBeing(reader, { ...pose, height });
  // The chair at the left, the bed filling the rest of the floor to the right, its pillow just past the reader's side so
  // the child's face shows whole beside the book (before the headboard, the reader hid it).
  const chairX = art.x + probe.box.width / 2 + style.linePx * 4;
  const drawn = moveBeing(probe, chairX - probe.anchors.hips.x, seatY - probe.anchors.hips.y);
  const pillowX = drawn.box.x + drawn.box.width + drawn.headBox.width * PILLOW_GAP;
  // The bed's shape at a size of one, its middle at 0: where its pillow and its right end are, to size it between them.
  const unit = drawMotif({ motif: 'made-bed', cx: 0, bottom: groundY, size: UNIT, linePx: style.linePx, detail: style.detail, isSleptIn: true });
  if (!unit) return;
  const pillow = (unit.anchors?.lie?.x ?? unit.box.x + unit.box.width * 0.3) / UNIT;
  const size = (art.x + art.width - style.linePx * 4 - pillowX) / ((unit.box.x + unit.box.width) / UNIT - pillow);
  const bed = drawMotif({ motif: 'made-bed', cx: pillowX - size * pillow, bottom: groundY, size, linePx: style.linePx, detail: style.detail, isSleptIn: true });
  if (!bed) return;
  scene.layers.main.push(bed.markup);
  scene.subject.push(bed.box);
  for (const motif of ['bed', 'made-bed']) scene.used.add(motif);
  const child = layInBed(scene, listener, 'sleeping', bed, 'happy');
  scene.layers.main.push(stool(chairX, seatY, groundY, height * CHAIR.width, style.linePx));
  addFigure(scene, drawn, reader);
  scene.used.add('open-book');
  placeCrowd(scene, everyone.filter((character) => character !== reader && character !== listener), () => 'standing');
  // Measured by tests: the reader's hips on the chair beside the bed, the book below the reader's chin, the child's head on the pillow.
  scene.joins.push({ what: 'reader-on-chair', figure: drawn.anchors.hips, thing: { x: chairX, y: seatY } });
  if (drawn.propBox) scene.joins.push({ what: 'story-book-held', figure: { x: drawn.headBox.x + drawn.headBox.width / 2, y: drawn.headBox.y + drawn.headBox.height }, thing: { x: drawn.propBox.x + drawn.propBox.width / 2, y: drawn.propBox.y } });
  scene.joins.push({ what: 'bed-beside-reader', figure: { x: drawn.box.x + drawn.box.width, y: seatY }, thing: { x: bed.box.x + bed.box.width, y: groundY } });
  scene.joins.push({ what: 'listener-in-bed', figure: { x: child.headBox.x + child.headBox.width / 2, y: child.headBox.y + child.headBox.height }, thing: { x: bed.box.x, y: bed.box.y } });
}
