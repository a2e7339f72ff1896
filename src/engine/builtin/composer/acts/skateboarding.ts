import { skateboard } from '../skateboard';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `board`: stood on a skateboard, arms out to balance. */
export const skateboardingAct: Act = { isForHands: true, draw: drawSkateboarder };

/** Skateboarding: stood on a skateboard in the middle of the grass, the feet apart on its deck and the arms out to balance. */
function drawSkateboarder(scene: Scene, { lead: skater, pose, others, crowdPose }: ActCast): void {
  const { style } = scene;
  drawLeadWithThing(scene, skater, pose, others, crowdPose, {
    heightShare: 0.8,
    left: others.length > 0 ? 0.04 : 'centred',
    width: 0.6,
    // The board's wheels on the grass: the skater stands its height up off it.
    lift: 0.12,
    thing: (drawn, height) => {
      const { back, front } = drawn.anchors.feet;
      const soles = drawn.box.y + drawn.box.height;
      const board = skateboard((back.x + front.x) / 2, soles - style.linePx, Math.max(Math.abs(front.x - back.x) * 2.2, height * 0.5), style.linePx, style.detail);
      // Measured by tests: both feet on the deck, the wheels on the grass.
      const joins = [{ what: 'feet-on-board', figure: { x: (back.x + front.x) / 2, y: soles }, thing: { x: (back.x + front.x) / 2, y: board.bottom } }];
      return { under: board.markup, markup: [], boxes: [board.box], drawnAs: 'skateboard', used: ['skateboard'], joins };
    },
  });
}
