import { uprightPiano } from '../piano';
import { CROWD_ROOM_SHARE, drawNotes, type Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `keys`: sat on a stool at an upright piano, the hands on its keys. */
export const playingPianoAct: Act = { isForHands: true, draw: drawPianist };

/** Playing the piano: sat on a round stool at an upright piano, the hands on its keys, music notes in the air. */
function drawPianist(scene: Scene, { lead: pianist, pose, others, crowdPose }: ActCast): void {
  const { art, groundY, style } = scene;
  drawLeadWithThing(scene, pianist, pose, others, crowdPose, {
    heightShare: 0.9,
    left: others.length > 0 ? 0.02 : 0.06,
    width: 0.42,
    isHandsFull: true,
    // The far arm behind her, turned as she is: reaching for the keys too, it showed as a tangle over her lap.
    placement: { hiddenArm: 'back' },
    thing: (drawn, height) => {
      const { hands, hips } = drawn.anchors;
      const keysY = hands.front.y + style.linePx;
      const size = height * 0.9;
      // The keyboard starts under her near hand and runs across the piano's front to the right.
      // The piano's left side just behind her hand: further left, a strip of it showed between her arm and her lap, too
      // thin to colour.
      // Ending before the room the others stand in, and short of it for a waving hand: run on to the frame, it went
      // behind the grandma listening.
      const right = art.x + art.width * (others.length > 0 ? 1 - CROWD_ROOM_SHARE * 1.2 : 1) - style.linePx * 6;
      const width = Math.min(size * 1.05, right - hands.front.x);
      const keysLeft = hands.front.x - size * 0.02 + width * 0.06;
      const piano = uprightPiano(keysLeft, width, keysY, groundY, size, hips.x, hips.y + height * 0.02, style.linePx, style.detail);
      // Measured by tests: the hands on the keys.
      const joins = [{ what: 'hands-on-keys', figure: hands.front, thing: piano.keys }, { what: 'piano-right-end', figure: hands.front, thing: { x: piano.box.x + piano.box.width, y: keysY } }];
      // The near arm again over the keyboard, so the hand rests on the keys.
      return { under: piano.markup, markup: [drawn.arms?.front ?? ''], boxes: [piano.box], drawnAs: 'piano', used: ['piano', 'musical-keyboard'], joins };
    },
  });
  drawNotes(scene);
}
