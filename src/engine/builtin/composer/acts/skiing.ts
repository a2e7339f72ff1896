import type { Point } from '../../figure/geometry';
import { dressedForSnow, skisAndPoles } from '../skis';
import type { Scene } from '../scene-state';
import { directionOf, drawLeadWithThing, type Act, type ActCast } from './act';

/** `ski`: crouched on skis on the snow, a pole from each fist slanting back to it. */
export const skiingAct: Act = { isForHands: true, draw: drawSkier };

/** Skiing: crouched on skis on the snow, knees bent and leaning into the run, a pole from each fist slanting back to the snow. */
function drawSkier(scene: Scene, { lead: skier, pose, others, crowdPose }: ActCast): void {
  const { style } = scene;
  drawLeadWithThing(scene, skier.figure ? { ...skier, figure: dressedForSnow(skier.figure, skier.description) } : skier, pose, others, crowdPose, {
    heightShare: 0.8,
    left: others.length > 0 ? 0.1 : 'centred',
    width: 0.5,
    // The skis' thickness up off the snow.
    lift: 0.05,
    isHandsFull: true,
    placement: { closeHands: ({ hands }) => ({ back: directionOf(hands.back, { x: hands.back.x - 1, y: hands.back.y + 1.6 }), front: directionOf(hands.front, { x: hands.front.x - 1, y: hands.front.y + 1.6 }) }) },
    thing: (drawn, height) => {
      const soles = drawn.box.y + drawn.box.height;
      const skis = skisAndPoles(drawn.anchors.feet, drawn.anchors.hands, soles - style.linePx, height * 0.75, style.linePx);
      // Measured by tests: the skis under the feet on the snow, the poles from the fists down behind to it.
      const [backSki, frontSki] = skis.skiBottoms as [Point, Point];
      const joins = [
        { what: 'ski-under-foot', figure: drawn.anchors.feet.front, thing: frontSki },
        { what: 'ski-under-foot', figure: drawn.anchors.feet.back, thing: backSki },
        { what: 'pole-in-hand', figure: drawn.anchors.hands.front, thing: skis.poleTips[1]! },
      ];
      return { under: skis.under, markup: [skis.over, drawn.grip?.back ?? '', drawn.grip?.front ?? ''], boxes: [skis.box], drawnAs: 'skis', used: ['ski', 'skis'], joins };
    },
  });
}
