import { drawBeingInBox, type DrawnBeing } from '../figures';
import { surfboard, surfWave } from '../surf-wave';
import { addFigure, type Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `surf`: stood on a surfboard on the face of a curling wave, arms out to balance. */
export const surfingAct: Act = { isForHands: true, draw: drawSurfer };

/** A friend surfing further out: its height as a share of the lead's, and where its soles are, right of the lead's and up. */
const FRIEND_HEIGHT = 0.42;
const FRIEND_SPOT = { x: 0.86, rise: 0.3 };
/** The sea left between the lead's hand and the friend's, as a share of the lead's height. */
const FRIEND_GAP = 0.05;

/**
 * Surfing: the surfer right of the middle, stood on the board on the face of a big wave that curls over from the left
 * behind them, arms out. The page said it couldn't draw the wave, or stood a surfer on the grass waving. A friend
 * surfs further out on a board of its own, smaller and behind (stood on the open water, it sank to the knees).
 */
function drawSurfer(scene: Scene, { lead: surfer, pose, others, crowdPose }: ActCast): void {
  const { art, style } = scene;
  const [friend, ...rest] = others;
  const behindAt = scene.layers.main.length;
  drawLeadWithThing(scene, surfer, pose, rest, crowdPose, {
    // A little smaller with a friend out beyond its hand, so the friend has room to spread its arms.
    heightShare: friend ? 0.66 : 0.72,
    left: friend ? 0.26 : 0.38,
    width: 0.5,
    // High on the page: the sea below the board has room for its swell.
    lift: 0.42,
    thing: (drawn, height) => {
      const { back, front } = drawn.anchors.feet;
      const soles = { x: (back.x + front.x) / 2, y: drawn.box.y + drawn.box.height - style.linePx };
      const wave = surfWave(art, soles, height, style.linePx, style.detail);
      // Measured by tests: the soles on the board, the board on the wave.
      const joins = [{ what: 'feet-on-surfboard', figure: soles, thing: wave.boardBottom }];
      if (friend) {
        const friendPose = crowdPose(friend, 0);
        const friendY = soles.y - height * FRIEND_SPOT.rise;
        const drawFriendAt = (x: number, friendHeight: number): DrawnBeing =>
          drawBeingInBox(friend, { pose: friendPose, facing: 1, style, prop: null }, { x: x - friendHeight * 0.6, y: friendY - friendHeight * 1.1, width: friendHeight * 1.2, height: friendHeight * 1.1 }, friendHeight);
        // Its outstretched hands clear of the lead's, a gap of sea between them (they touched): smaller if the room
        // between the lead's hand and the frame is narrower than its arms; its hand and the board's nose inside the frame.
        const leadReach = drawn.box.x + drawn.box.width + height * FRIEND_GAP;
        const frameRight = art.x + art.width - style.linePx * 4;
        const fullHeight = height * FRIEND_HEIGHT;
        const probe = drawFriendAt(art.x + art.width * FRIEND_SPOT.x, fullHeight);
        const friendHeight = fullHeight * Math.min(1, (frameRight - leadReach) / Math.max(probe.box.width, fullHeight * 1.24));
        const spotX = Math.min(art.x + art.width * FRIEND_SPOT.x, art.x + art.width - friendHeight * 0.62);
        const shift = Math.max(0, leadReach - drawFriendAt(spotX, friendHeight).box.x);
        // Drawn again where it goes rather than moved there: a moved figure loses the outline its patterns are clipped to.
        const drawnFriend = drawFriendAt(spotX + shift, friendHeight);
        const friendSoles = { x: spotX + shift, y: friendY };
        const { back: friendBack, front: friendFront } = drawnFriend.anchors.feet;
        const friendBoard = surfboard({ x: (friendBack.x + friendFront.x) / 2, y: drawnFriend.box.y + drawnFriend.box.height - style.linePx }, friendHeight, style.linePx, style.detail);
        // Behind the wave and the lead, drawn first.
        const mark = scene.layers.main.length;
        addFigure(scene, drawnFriend, friend);
        const friendMarkup = scene.layers.main.splice(mark);
        scene.layers.main.splice(behindAt, 0, friendBoard.markup, ...friendMarkup);
        scene.subject.push(drawnFriend.box);
        joins.push({ what: 'friend-on-surfboard', figure: friendSoles, thing: { x: friendSoles.x, y: friendBoard.boardBelow } });
        const leadHands = [drawn.anchors.hands.back, drawn.anchors.hands.front];
        const friendHands = [drawnFriend.anchors.hands.back, drawnFriend.anchors.hands.front];
        joins.push({ what: 'surfers-hands', figure: leadHands.reduce((a, b) => (b.x > a.x ? b : a)), thing: friendHands.reduce((a, b) => (b.x < a.x ? b : a)) });
      }
      return { under: wave.under, markup: [wave.spray], boxes: [wave.box], drawnAs: 'surfboard', used: [], joins };
    },
  });
}
