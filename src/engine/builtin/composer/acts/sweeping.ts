import { sweptBroom } from '../sweeping';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, fistsOnShaft, type Act, type ActCast } from './act';

/** `sweep`: a broom held slanting in both fists, its bristles on the ground ahead, dust swept up before them. */
export const sweepingAct: Act = { isForHands: true, draw: drawSweeper };

/**
 * Sweeping: the broom's handle in both fists, slanting down ahead across the body, the bristles on the ground ahead of
 * the shoes and the dust swept into a little heap before them. (With no verb the sweeper stood waving, no broom.)
 */
function drawSweeper(scene: Scene, { lead: sweeper, pose, others, crowdPose }: ActCast): void {
  const { style } = scene;
  drawLeadWithThing(scene, sweeper, pose, others, crowdPose, {
    heightShare: 0.88,
    left: others.length > 0 ? 0.04 : 0.12,
    width: 0.45,
    isHandsFull: true,
    placement: { closeHands: fistsOnShaft },
    thing: (drawn, height) => {
      const { back, front } = drawn.anchors.hands;
      const [high, low] = back.y <= front.y ? [back, front] : [front, back];
      const soles = drawn.box.y + drawn.box.height;
      const broom = sweptBroom(high, low, soles, height * 0.55, style.linePx, style.detail);
      // Measured by tests: the handle through both fists, the bristles on the ground ahead of them.
      const joins = [{ what: 'broom-in-hands', figure: high, thing: low }, { what: 'bristles-on-ground', figure: low, thing: broom.bristles }];
      return { markup: [broom.markup, drawn.grip?.back ?? '', drawn.grip?.front ?? ''], boxes: [broom.box], drawnAs: 'broom', used: ['broom'], joins };
    },
  });
}
