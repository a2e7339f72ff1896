import { FIGURE_KINDS } from '../../figure/kinds';
import { drinkingBowl, glassWithStraw } from '../drinking';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, MOUTH_DOWN, type Act, type ActCast } from './act';

/** `sip`: a glass in the fist with a straw at the lips; a creature on four legs laps from a bowl at its mouth. */
export const drinkingAct: Act = { isForHands: false, draw: drawDrinker };

/**
 * Drinking: a glass held up in the near fist before the chin, a bendy straw from it to the lips; a creature on four
 * legs (a cat drinking milk) stands with its head down lapping from a bowl on the ground at its mouth. A glass of milk
 * the words name is this glass or bowl, not one more beside them.
 */
function drawDrinker(scene: Scene, { lead: drinker, pose, named, others, crowdPose }: ActCast): void {
  const { style } = scene;
  // What the glass or bowl holds, as the words name it: shown, so the page does not say it could not draw the juice.
  const drinks = [...named.filter((motif) => /milk|juice|drink|cup|glass|mug/.test(motif)), ...(scene.plan.description.toLowerCase().match(/\b(?:juice|milk|water|lemonade|smoothie|cocoa)\b/g) ?? [])];
  const isBiped = drinker.figure !== null && FIGURE_KINDS[drinker.figure.kind].plan.stance === 'biped';
  if (!isBiped) {
    drawLeadWithThing(scene, drinker, pose, others, crowdPose, {
      heightShare: 0.8,
      left: others.length > 0 ? 0.04 : 0.1,
      width: 0.6,
      thing: (drawn, height) => {
        const head = drawn.headBox;
        const soles = drawn.box.y + drawn.box.height;
        // Just ahead of the lowered head, drawn under it, so the chin dips over the near rim and the face shows whole
        // (set in front of the face, the bowl hid all but the eyes).
        const bowlWidth = height * 0.34;
        const bowl = drinkingBowl(Math.min(head.x + head.width + bowlWidth * 0.22, scene.art.x + scene.art.width - bowlWidth * 0.6), soles, bowlWidth, style.linePx);
        // Measured by tests: the bowl's milk at the mouth.
        const mouth = { x: head.x + head.width * 0.85, y: head.y + head.height };
        return { under: bowl.markup, markup: [], boxes: [bowl.box], drawnAs: 'bowl', used: drinks, joins: [{ what: 'mouth-at-bowl', figure: mouth, thing: bowl.surface }] };
      },
    });
    return;
  }
  drawLeadWithThing(scene, drinker, pose, others, crowdPose, {
    heightShare: 0.9,
    left: others.length > 0 ? 0.04 : 0.25,
    width: 0.5,
    isHandsFull: true,
    placement: { fists: { front: 0 } },
    thing: (drawn, height) => {
      const { face, headTop, hands } = drawn.anchors;
      const r = face.y - headTop.y;
      // At the near corner of the mouth, so the mouth still shows round the straw's end.
      const mouth = { x: face.x + r * 0.05, y: face.y + r * (MOUTH_DOWN * 2 - 1) };
      const glass = glassWithStraw(hands.front, mouth, height * 0.2, style.linePx, style.detail);
      // Measured by tests: the straw's end at the lips, the glass in the fist.
      const joins = [{ what: 'straw-at-mouth', figure: mouth, thing: glass.strawEnd }, { what: 'glass-in-hand', figure: hands.front, thing: glass.strawEnd }];
      return { markup: [glass.markup, drawn.grip?.front ?? ''], boxes: [glass.box], drawnAs: 'glass', used: drinks, joins };
    },
  });
}
