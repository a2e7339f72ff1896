import type { Point } from '../../figure/geometry';
import { rollerSkates, skatingPath } from '../roller-skates';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `roll`: gliding on roller skates along the ground, the other leg out behind. */
export const rollerSkatingAct: Act = { isForHands: true, draw: drawRollerSkater };

/** Roller skating: gliding on one skate along the ground, the other leg lifted out behind, two wheels under each shoe. */
function drawRollerSkater(scene: Scene, { lead: skater, pose, others, crowdPose }: ActCast): void {
  const { art, style } = scene;
  drawLeadWithThing(scene, skater, pose, others, crowdPose, {
    heightShare: 0.8,
    left: others.length > 0 ? 0.04 : 'centred',
    width: 0.6,
    // The wheels' height up off the ground.
    lift: 0.08,
    thing: (drawn, height) => {
      const soles = drawn.box.y + drawn.box.height;
      const skates = rollerSkates(drawn.anchors.feet, soles - style.linePx, height * 0.16, style.linePx, style.detail);
      // Measured by tests: the standing skate's wheels on the ground, the other behind it and higher.
      const [lifted, standing] = skates.wheelBottoms as [Point, Point];
      const joins = [{ what: 'wheels-on-ground', figure: standing, thing: { x: standing.x, y: scene.groundY } }, { what: 'leg-out-behind', figure: standing, thing: lifted }];
      // A street, a rink or a floor is already paved: a path laid over the street hid its lane marks and kerb.
      if (scene.context.setting.ground !== 'grass') return { markup: [skates.markup], boxes: [skates.box], drawnAs: 'roller-skates', used: ['roller'], joins };
      // Along a paved path across the page, the standing skate on it: on the meadow's grass she skated on a lawn (judging 19).
      const band = height * 0.32;
      // Its ends and near edge off the page: just inside the frame, they left slivers too thin to colour.
      const path = skatingPath(art.x - band * 0.3, art.x + art.width + band * 0.3, scene.groundY - band * 0.55, Math.max(scene.groundY + band * 0.6, art.y + art.height + band * 0.5), style.linePx, style.detail);
      joins.push({ what: 'wheels-on-path', figure: standing, thing: { x: standing.x, y: path.box.y } });
      return { under: path.markup, markup: [skates.markup], boxes: [skates.box, path.box], drawnAs: 'roller-skates', used: ['roller'], joins };
    },
  });
}
