import type { FigureAnchors } from '../../figure/draw-figure';
import { bowCrossing, chinRest, violinLength, violinUnderChin } from '../violin';
import type { Scene } from '../scene-state';
import { directionOf, drawLeadWithThing, type Act, type ActCast } from './act';

/** `fiddle`: a violin under the chin, its neck in the far hand held out, the bow across its strings in the near one. */
export const playingViolinAct: Act = { isForHands: true, draw: drawViolinist };

/** The fists: the far one round the violin's neck, along it; the near one round the bow, along it to the strings. */
function closeHands(anchors: FigureAnchors): Partial<Record<'back' | 'front', number>> {
  const rest = chinRest(anchors);
  const crossing = bowCrossing(rest, anchors.hands.front, violinLength(anchors));
  return { front: directionOf(rest, anchors.hands.front), back: directionOf(anchors.hands.back, crossing) };
}

/** Playing the violin: held under the chin, bowed, music notes round. It was a guitar held at the waist. */
function drawViolinist(scene: Scene, { lead: player, pose, others, crowdPose }: ActCast): void {
  const { style } = scene;
  drawLeadWithThing(scene, player, pose, others, crowdPose, {
    heightShare: 0.9,
    left: others.length > 0 ? 0.04 : 0.22,
    width: 0.56,
    isHandsFull: true,
    placement: { closeHands },
    thing: (drawn) => {
      const rest = chinRest(drawn.anchors);
      const { front, back } = drawn.anchors.hands;
      const length = violinLength(drawn.anchors);
      const violin = violinUnderChin(rest, front, back, length, style.linePx, style.detail);
      // Measured by tests: the violin's tail under the chin, the bow across its strings.
      const joins = [
        { what: 'violin-under-chin', figure: drawn.anchors.face, thing: rest },
        { what: 'bow-on-strings', figure: back, thing: bowCrossing(rest, front, length) },
      ];
      return { markup: [violin.markup, drawn.grip?.front ?? '', drawn.grip?.back ?? ''], boxes: [violin.box], drawnAs: 'violin', used: ['violin'], joins };
    },
  });
}
