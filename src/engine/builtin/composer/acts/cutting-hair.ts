import { createCharacterSpec, type BuiltinCharacterSpec } from '../../character';
import { drawMotif } from '../../drawing';
import { drawBeing, moveBeing, naturalHeight, type DrawnBeing } from '../figures';
import { hairCape, heldComb, heldScissors } from '../hair-cutting';
import { addFigure, placeCrowd, type Scene } from '../scene-state';
import type { Act } from './act';

/** `snip`: a customer in a cape on a chair before the salon's mirror, the hairdresser behind with scissors and a comb at the hair. */
export const cuttingHairAct: Act = { drawWholeCast: drawHairCut };

const HAIRDRESSER = /\b(?:hair\s?dressers?|barbers?|hair\s?stylists?|stylists?)\b/i;
/** The chair's standing height for its sitter, as `sitting-chair`'s `seatedHeight` sizes it. */
const SITTER_PER_CHAIR = 1.8;

/**
 * A haircut: the customer sits on a chair facing the mirror, a cape from the neck over the lap, and the hairdresser
 * stands behind the chair, the scissors' tips at the back of the customer's hair and a comb up in the other hand. The
 * words name either or both; the one not named is drawn too (a child in the chair, a hairdresser in an apron). A role
 * alone gave a man with giant scissors in a meadow.
 */
function drawHairCut(scene: Scene, everyone: BuiltinCharacterSpec[]): void {
  const { art, groundY, style } = scene;
  const linePx = style.linePx;
  const named = everyone.filter((character) => character.figure !== null);
  const hairdresser = named.find((character) => HAIRDRESSER.test(character.name) || HAIRDRESSER.test(character.description)) ?? createCharacterSpec('hairdresser', 'hairdresser');
  const customer = named.find((character) => character !== hairdresser) ?? createCharacterSpec('child', 'a child');
  scene.lead = everyone[0] ?? hairdresser;
  const tallest = Math.max(naturalHeight(hairdresser), naturalHeight(customer));
  const heightOf = (character: BuiltinCharacterSpec): number => scene.leadHeight * 0.9 * (naturalHeight(character) / tallest);

  const sitterHeight = heightOf(customer);
  const placeAt = (cx: number) => {
    const chair = drawMotif({ motif: 'sitting-chair', cx, bottom: groundY, size: sitterHeight / SITTER_PER_CHAIR, linePx, detail: style.detail });
    const seat = chair?.anchors?.seat ?? { x: cx, y: groundY - sitterHeight * 0.27 };
    const probe = drawBeing(customer, { pose: 'sitting', cx: 0, groundY, height: sitterHeight, facing: 1, style, prop: null });
    const sitter = moveBeing(probe, seat.x - probe.anchors.seat.x, seat.y - probe.anchors.seat.y + linePx);
    const head = sitter.headBox;
    // The scissors' tips in the hair at the back of the head, above the ear.
    const hair = { x: head.x + head.width * 0.22, y: head.y + head.height * 0.3 };
    const stylist = standBehind(scene, hairdresser, heightOf(hairdresser), hair);
    const comb = heldComb(stylist.anchors.hands.back, head.width * 0.8, linePx, style.detail);
    return { chair, seat, sitter, head, hair, stylist, comb };
  };
  // The pair as far left as keeps the hairdresser's hand and comb inside the frame: further, the comb was cut off.
  const first = placeAt(art.x + art.width * 0.56);
  const left = Math.min(first.stylist.box.x, first.comb.box.x);
  const { chair, seat, sitter, head, hair, stylist, comb } = placeAt(art.x + art.width * 0.56 + Math.max(0, art.x + linePx * 8 - left));
  const scissors = heldScissors(stylist.anchors.hands.front, hair, linePx);

  const { neck, hips, feet } = sitter.anchors;
  const shoulder = head.width * 0.5;
  const cape = hairCape(neck, shoulder, { x: sitter.box.x - linePx * 2, y: hips.y + sitterHeight * 0.06 }, { x: Math.max(feet.front.x, feet.back.x) + sitterHeight * 0.03, y: hips.y + sitterHeight * 0.06 }, linePx, style.detail);

  if (chair) scene.layers.main.push(chair.markup);
  addFigure(scene, sitter, customer);
  scene.layers.main.push(cape.markup);
  addFigure(scene, stylist, hairdresser);
  scene.layers.main.push(comb.markup, scissors.markup, stylist.grip?.front ?? '', stylist.grip?.back ?? '');
  scene.subject.push(...(chair ? [chair.box] : []), cape.box, scissors.box, comb.box);
  scene.layers.drawn.push('haircut');
  for (const motif of ['sitting-chair', 'scissors', 'comb', 'hair']) scene.used.add(motif);
  // Measured by tests: the scissors' tips at the customer's hair, the customer on the chair's seat.
  scene.joins.push({ what: 'scissors-at-hair', figure: { x: head.x + head.width / 2, y: head.y + head.height / 2 }, thing: scissors.tip });
  scene.joins.push({ what: 'customer-on-seat', figure: sitter.anchors.seat, thing: seat });
  placeCrowd(scene, everyone.filter((character) => character !== hairdresser && character !== customer), () => 'standing');
}

/** The hairdresser stood on the floor behind the chair, facing the mirror, moved so the near fist is a scissors' length behind the hair. */
function standBehind(scene: Scene, hairdresser: BuiltinCharacterSpec, height: number, hair: { x: number; y: number }): DrawnBeing {
  const { groundY, style } = scene;
  const placement = { pose: 'posting' as const, cx: 0, groundY, height, facing: 1 as const, style, prop: null };
  const probe = drawBeing(hairdresser, placement);
  const fist = probe.anchors.hands.front;
  return moveBeing(probe, hair.x - height * 0.26 - fist.x, 0);
}
