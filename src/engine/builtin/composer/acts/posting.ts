import { drawMotif } from '../../drawing';
import { fmt } from '../../svg-number';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `post`: a letter in the hand going into a pillar box's slot beside the one posting it. */
export const postingAct: Act = { isForHands: true, draw: drawPoster };

/** How high the box's slot is over its foot, and how wide a letter going into it is, as shares of its height (pillar-box.ts). */
const SLOT_HEIGHT = 1 - 57 / 148;
const SLOT_WIDTH = 23 / 148;
/** A letter's height as a share of its width, and how much of it is below the fist, down to the slot. */
const LETTER_HEIGHT = 0.68;
const LETTER_IN_SLOT = 0.55;

/**
 * Posting a letter: the mail carrier stands left of the middle, turned to the pillar box beside him, the near arm out
 * ahead with a letter in the fist, its lower edge already in the slot. (He stood facing us holding the envelope up
 * like a sign, a small box far off on the grass, and delivered nothing: judging 19.)
 */
function drawPoster(scene: Scene, { lead: poster, pose, others, crowdPose }: ActCast): void {
  const { groundY, style } = scene;
  drawLeadWithThing(scene, poster, pose, others, crowdPose, {
    heightShare: 0.86,
    left: others.length > 0 ? 0.04 : 0.1,
    width: 0.42,
    isHandsFull: true,
    thing: (drawn) => {
      const hand = drawn.anchors.hands.front;
      // The letter is a little narrower than the slot, so the slot's ends show either side of it. The fist holds its near
      // edge, hidden under the fingers (the hand anchor is the wrist's end: there a strip of letter showed between fist
      // and cuff); its lower edge is down in the slot. The box stands as tall as puts its slot there.
      const slotDrop = LETTER_IN_SLOT * LETTER_HEIGHT * SLOT_WIDTH;
      const boxHeight = (groundY - hand.y) / (SLOT_HEIGHT + slotDrop);
      const letterWidth = boxHeight * SLOT_WIDTH;
      const letterHeight = letterWidth * LETTER_HEIGHT;
      const slotX = hand.x + letterWidth * 0.7;
      const box = drawMotif({ motif: 'pillar-box', cx: slotX, bottom: groundY, size: boxHeight, linePx: style.linePx, detail: style.detail });
      const slot = box?.anchors?.slot ?? { x: slotX, y: groundY - boxHeight * SLOT_HEIGHT };
      const letter = { x: slot.x - letterWidth / 2, y: slot.y - letterHeight, width: letterWidth, height: letterHeight };
      // The slot's lower lip drawn again over the letter's foot: the letter goes into it, not in front of it.
      const unit = boxHeight / 148;
      const lip = `<rect x="${fmt(slot.x - unit * 12.5)}" y="${fmt(slot.y)}" width="${fmt(unit * 25)}" height="${fmt(unit * 2.5)}" fill="#000"/>`;
      // Measured by tests: the letter in the fist, its lower edge in the box's slot, the box standing on the ground.
      const joins = [
        { what: 'letter-in-hand', figure: hand, thing: { x: letter.x + letterWidth / 2, y: letter.y + letterHeight / 2 } },
        { what: 'letter-in-slot', figure: { x: letter.x + letterWidth / 2, y: letter.y + letterHeight }, thing: slot },
      ];
      return { under: box?.markup ?? '', markup: [envelopeMarkup(letter, style.linePx), lip, drawn.grip?.front ?? ''], boxes: box ? [box.box] : [], drawnAs: 'pillar-box', used: ['postbox', 'envelope', 'mailbox'], joins };
    },
  });
}

/** A letter seen from its back: the flap's V from the top corners. */
function envelopeMarkup(letter: { x: number; y: number; width: number; height: number }, linePx: number): string {
  const { x, y, width, height } = letter;
  const flap = `M${fmt(x)} ${fmt(y)} L${fmt(x + width / 2)} ${fmt(y + height * 0.55)} L${fmt(x + width)} ${fmt(y)}`;
  return `<g fill="#fff" stroke="#000" stroke-linejoin="round" stroke-linecap="round" stroke-width="${fmt(linePx)}"><rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" rx="${fmt(linePx)}"/><path d="${flap}" fill="none"/></g>`;
}
