import type { BuiltinCharacterSpec } from '../../character';
import { FIGURE_KINDS } from '../../figure/kinds';
import { drawBeing, naturalHeight, type DrawnBeing } from '../figures';
import { addFigure, placeCrowd, type Scene } from '../scene-state';
import type { Act } from './act';

/** `hand-in-hand`: everyone the words name in one row across the page, each hand joined to the next one's. */
export const holdingHandsAct: Act = { drawWholeCast: drawHoldingHands };

/** How much of the art's width the row may take. */
const ROW_WIDTH = 0.92;
/** The tallest one's height, as a share of a lead's alone. */
const ROW_HEIGHT = 0.8;

/**
 * Holding hands: the children side by side in one row facing us, arms down and out, each one's hand at the next one's
 * between them, at hand height. "Five friends holding hands" drew each child clutching a pair of clapping hands, and
 * "five kids in a row" stood them in two rows, the front ones waving their hands over the faces behind.
 */
function drawHoldingHands(scene: Scene, words: BuiltinCharacterSpec[]): void {
  const { art, groundY, style } = scene;
  // Whoever stands on two legs with hands or paws joins the row (children, a teddy bear); a baby, a bird or a dog stands by.
  const isHandHolder = (character: BuiltinCharacterSpec): boolean => {
    if (!character.figure || character.figure.kind === 'baby') return false;
    const { plan } = FIGURE_KINDS[character.figure.kind];
    return plan.stance === 'biped' && ['mitten', 'paw'].includes(plan.hand);
  };
  const row = words.filter(isHandHolder);
  const rest = words.filter((character) => !isHandHolder(character));
  if (words[0]) scene.lead = words[0];
  // "Hands" here are the children's own, not a thing to draw.
  scene.used.add('clapping-hands');
  scene.partsOfFigures = new Set(['clapping-hands']);
  if (row.length === 0) return placeCrowd(scene, rest, () => 'standing');
  const tallest = Math.max(...row.map(naturalHeight));
  const drawRow = (height: number, left: number): DrawnBeing[] => {
    let handX = left;
    return row.map((character, index) => {
      const probe = drawBeing(character, { pose: 'holding-hands', cx: 0, groundY, height: (height * naturalHeight(character)) / tallest, facing: 1, style, prop: null });
      // Its left hand where the one before it put its right; the first one's left arm inside the row's left edge.
      const cx = index === 0 ? left - probe.box.x : handX - probe.anchors.hands.back.x;
      const drawn = drawBeing(character, { pose: 'holding-hands', cx, groundY, height: (height * naturalHeight(character)) / tallest, facing: 1, style, prop: null });
      handX = drawn.anchors.hands.front.x;
      return drawn;
    });
  };
  const full = scene.leadHeight * ROW_HEIGHT;
  const probeRow = drawRow(full, 0);
  const width = probeRow.at(-1)!.box.x + probeRow.at(-1)!.box.width - probeRow[0]!.box.x;
  const height = full * Math.min(1, (art.width * ROW_WIDTH) / width);
  const rowWidth = width * (height / full);
  const drawn = drawRow(height, art.x + (art.width - rowWidth) / 2);
  drawn.forEach((being, index) => {
    addFigure(scene, being, row[index]!);
    const next = drawn[index + 1];
    // Measured by tests: the two hands at one place, below both faces.
    if (next) scene.joins.push({ what: 'hands-joined', figure: being.anchors.hands.front, thing: next.anchors.hands.back });
  });
  placeCrowd(scene, rest, () => 'standing');
}
