import type { Point } from '../../figure/geometry';
import { iceSkates } from '../ice-skates';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `ice`: gliding on one skate on a frozen pond, the other leg out behind. */
export const iceSkatingAct: Act = { isForHands: true, draw: drawIceSkater };

/** Ice skating: gliding on one skate across a frozen pond, the other leg out behind, the arms out to balance. */
function drawIceSkater(scene: Scene, { lead: skater, pose, others, crowdPose }: ActCast): void {
  const { art, style } = scene;
  drawLeadWithThing(scene, skater, pose, others, crowdPose, {
    heightShare: 0.8,
    left: others.length > 0 ? 0.04 : 'centred',
    width: 0.6,
    // The blades' height up off the ice.
    lift: 0.06,
    thing: (drawn, height) => {
      const soles = drawn.box.y + drawn.box.height;
      const skates = iceSkates(drawn.anchors.feet, soles - style.linePx, height * 0.16, Math.min(art.width * 0.9, height * 1.3), style.linePx, style.detail);
      // Measured by tests: the standing blade on the ice, the other behind it and higher.
      const [lifted, standing] = skates.bladeBottoms as [Point, Point];
      const joins = [{ what: 'blade-on-ice', figure: standing, thing: { x: standing.x, y: skates.box.y + skates.box.height / 2 } }, { what: 'leg-out-behind', figure: standing, thing: lifted }];
      return { under: skates.ice, markup: [skates.blades], boxes: [skates.box], drawnAs: 'ice', used: ['ice', 'pond'], joins };
    },
  });
}
