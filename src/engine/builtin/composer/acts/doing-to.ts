import type { BuiltinCharacterSpec } from '../../character';
import { FIGURE_KINDS } from '../../figure/kinds';
import type { PoseName } from '../../figure/poses';
import { drawBeingInBox, moveBeing, naturalHeight } from '../figures';
import { addFigure, type Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/**
 * `reach`: a verb with no act of its own, done to another the words name ("a farmer milking a cow", "a knight fighting a
 * dragon"): the lead turned to it, its near hand out on it, the other turned back to the lead.
 */
export const doingToAct: Act = { isForHands: false, draw: drawDoerWithOther };

/** How far the near hand reaches in over the other's drawing, as a share of the other's width: it touches, not waves at it. */
const HAND_OVER = 0.06;
/** The lead's height, as a share of a lead's alone, and its region's width, as a share of the art's. */
const LEAD_HEIGHT = 0.8;
const LEAD_WIDTH = 0.36;
/** How tall an icon the lead does it to stands, as a share of the lead's height. */
const ICON_SHARE = 0.5;

/**
 * The lead stands left of the middle turned right, the near arm out, and the first other the words name stands right
 * there at the hand, turned back to it. Each stood facing us a half-page apart, the lead waving, so nobody did anything
 * to anyone (judging 22: the farmer and his cow, the knight and his dragon).
 */
function drawDoerWithOther(scene: Scene, { lead, pose, others, crowdPose }: ActCast): void {
  const { art, groundY, style } = scene;
  // The one it is done to, not another of the lead's own kind beside it (two girls brushing a pony).
  const other = others.find((character) => character.motif !== lead.motif);
  const height = scene.leadHeight * LEAD_HEIGHT;
  // An icon (a frog, a teddy) has no size of its own beside a figure: as tall as the lead, a frog was a boulder.
  const share = other?.figure === null && lead.figure !== null ? ICON_SHARE : Math.max(0.3, Math.min(1.25, other ? naturalHeight(other) / naturalHeight(lead) : 1));
  const otherHeight = Math.min(height * share, art.height * 0.85);
  // Its far arm tucked behind it: held out too, it crossed the chest as a bent bar (a knight's armoured arm).
  const placement = { facing: -1 as const, style, prop: null, hiddenArm: 'back' as const };
  const probe = other ? drawBeingInBox(other, { ...placement, pose: turnedPose(other) }, { x: art.x, y: groundY - otherHeight * 1.1, width: art.width * 0.55, height: otherHeight * 1.1 }, otherHeight) : null;
  // The two together in the middle of the page, not the left half of it.
  const pairWidth = LEAD_WIDTH + (probe ? probe.box.width / art.width : 0) * (1 - HAND_OVER) - 0.06;
  drawLeadWithThing(scene, withFarHandFree(lead), pose, others, crowdPose, {
    heightShare: LEAD_HEIGHT,
    left: Math.max(0.02, Math.min(0.2, (1 - pairWidth) / 2)),
    width: LEAD_WIDTH,
    thing: (drawn) => {
      if (!other || !probe) return { markup: [], boxes: [], used: [], joins: [] };
      const hand = drawn.anchors.hands.front;
      const left = Math.min(hand.x - probe.box.width * HAND_OVER, art.x + art.width - probe.box.width);
      const body = moveBeing(probe, left - probe.box.x, 0);
      // Under the lead, which is drawn next: the near hand lies over the other's outline.
      addFigure(scene, body, other);
      // Measured by tests: the near hand at the other's near edge, and the other clear of the lead's body (its near
      // edge past the lead's neck), not jammed into it.
      const joins = [
        { what: 'hand-on-other', figure: hand, thing: { x: body.box.x, y: Math.min(Math.max(hand.y, body.box.y), body.box.y + body.box.height) } },
        { what: 'other-past-body', figure: drawn.anchors.neck, thing: { x: body.box.x, y: body.box.y } },
      ];
      return { markup: [], boxes: [], used: [], joins, shown: other };
    },
  });
}

/** What a figure carries in its far hand (a knight's shield): with that arm tucked behind, only its corners showed round the body, as an L-shaped bar. */
const FAR_HAND_THINGS = new Set(['shield']);

function withFarHandFree(character: BuiltinCharacterSpec): BuiltinCharacterSpec {
  return character.figure ? { ...character, figure: { ...character.figure, accessories: character.figure.accessories.filter((name) => !FAR_HAND_THINGS.has(name)) } } : character;
}

/** Turned to the side: a figure on two legs with its near arm out too, one on four legs stood side-on. */
function turnedPose(character: BuiltinCharacterSpec): PoseName {
  return character.figure && FIGURE_KINDS[character.figure.kind].plan.stance === 'biped' ? 'using' : 'standing';
}
