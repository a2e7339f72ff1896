import { drawMotif } from '../../drawing';
import { butterflyNet } from '../butterfly-net';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast, type ThingWithLead } from './act';

/** `net`: a butterfly net held up ahead, the butterfly just over its hoop. */
export const catchingButterfliesAct: Act = { isForHands: true, draw: drawNetter };

/**
 * Catching a butterfly: the net held up ahead in the raised fist, the butterfly the words name small just above its
 * hoop, about to be caught (beside him on the grass it was as big as he was, a ball thrown at it).
 */
function drawNetter(scene: Scene, { lead: netter, pose, others, crowdPose }: ActCast): void {
  const { art, style } = scene;
  drawLeadWithThing(scene, netter, pose, others, crowdPose, {
    heightShare: 0.85,
    left: 0.06,
    width: 0.45,
    thing: (drawn, height) => {
      const fist = drawn.anchors.hands.front;
      const net = butterflyNet(fist, 1, height * 0.42, style.linePx);
      const thing: ThingWithLead = { markup: [net.markup, drawn.grip?.front ?? ''], boxes: [net.box], used: [], joins: [], shown: others.find((character) => character.motif === 'butterfly') };
      const size = net.hoopRadius * 1.5;
      const butterfly = drawMotif({ motif: 'butterfly', cx: Math.min(net.hoop.x + net.hoopRadius * 0.6, art.x + art.width - size / 2), bottom: net.hoop.y - net.hoopRadius * 1.2, size, linePx: style.linePx, detail: style.detail });
      if (butterfly) {
        thing.markup.push(butterfly.markup);
        thing.boxes.push(butterfly.box);
        thing.used.push('butterfly');
        // Measured by tests: the butterfly just over the hoop.
        thing.joins.push({ what: 'butterfly-over-net', figure: net.hoop, thing: { x: butterfly.box.x + butterfly.box.width / 2, y: butterfly.box.y + butterfly.box.height } });
      }
      thing.joins.push({ what: 'net-in-hand', figure: fist, thing: net.hoop });
      return thing;
    },
  });
}
