import type { Box } from '../../drawing';
import type { Point } from '../../figure/geometry';
import { FIGURE_KINDS } from '../../figure/kinds';
import type { FigureAnchors } from '../../figure/draw-figure';
import { handMicrophone, microphoneStand } from '../held-things';
import { drawBeingInBox } from '../figures';
import { addFigure, placeCrowd, type Scene } from '../scene-state';
import { MOUTH_DOWN, type Act, type ActCast } from './act';

/** `mic`: a microphone held at the singer's mouth (on a stand in a pose other than singing). */
export const singingAct: Act = { isForHands: false, draw: drawSinger };

/** Where a singer's held microphone's head is: at the near corner of the mouth, a little below it (page px). */
function heldMicrophone(anchors: FigureAnchors): Point {
  const { face, headTop } = anchors;
  const r = face.y - headTop.y;
  return { x: face.x + r * 0.42, y: face.y + r * (MOUTH_DOWN * 2 - 1) + r * 0.22 };
}

/** Singing: the singer's mouth open at a microphone held in the hand (or on its stand), the crowd beside. */
function drawSinger(scene: Scene, { lead: singer, pose, others, crowdPose }: ActCast): void {
  const { art, groundY, style } = scene;
  // Alone on the stage the singer is the page: at the usual height she left a wide empty backdrop over her head (round 12).
  const height = scene.leadHeight * (others.length > 0 ? 0.85 : 1.12);
  const width = art.width * (others.length > 0 ? 0.5 : 0.6);
  const region: Box = { x: art.x + (others.length > 0 ? art.width * 0.04 : (art.width - width) / 2 - art.width * 0.06), y: groundY - height * 1.15, width, height: height * 1.15 };
  // Only a singer with hands holds the mic: a dog's held mic covered its snout on a pole down to a paw.
  const isHeld = pose === 'singing' && singer.figure !== null && FIGURE_KINDS[singer.figure.kind].plan.stance === 'biped';
  const closeHands = (anchors: FigureAnchors): Partial<Record<'back' | 'front', number>> => {
    const { x, y } = heldMicrophone(anchors);
    const hand = anchors.hands.front;
    return { front: (Math.atan2(x - hand.x, hand.y - y) * 180) / Math.PI };
  };
  const drawn = drawBeingInBox(singer, { pose, facing: 1, style, prop: null, expression: 'surprised', closeHands: isHeld ? closeHands : undefined }, region, height);
  addFigure(scene, drawn, singer);
  const head = drawn.headBox;
  if (isHeld) {
    // Held in her near fist, its head at the corner of her open mouth, which shows whole beside it.
    const mic = heldMicrophone(drawn.anchors);
    const held = handMicrophone(mic, drawn.anchors.hands.front, head.height * 1.05, style.linePx);
    scene.layers.main.push(held.markup, drawn.grip?.front ?? '');
    scene.subject.push(held.box);
    scene.used.add('microphone');
    scene.joins.push({ what: 'mic-at-mouth', figure: { x: head.x + head.width / 2, y: head.y + head.height * MOUTH_DOWN }, thing: mic });
    scene.joins.push({ what: 'mic-in-hand', figure: drawn.anchors.hands.front, thing: mic });
    placeCrowd(scene, others, crowdPose);
    return;
  }
  // The microphone just under the mouth, the whole mouth showing above its mesh, on a straight stand down in front of
  // the body to a small foot between the shoes. (Beside the mouth it sat on her cheek with its boom through her neck and
  // shoulder, round 12; below the chin it read as at her chest, round 11; level with the mouth it covered it, round 10.)
  const mouth = { x: head.x + head.width / 2, y: head.y + head.height * MOUTH_DOWN };
  const size = head.height * 1.05;
  const headR = size * 0.13;
  const mic = { x: mouth.x, y: mouth.y + headR * 1.65 };
  const body = drawn.box;
  const stance = Math.abs(drawn.anchors.feet.front.x - drawn.anchors.feet.back.x);
  const stand = microphoneStand(mic, body.y + body.height, size, style.linePx, mic.x, Math.min(size * 0.24, stance * 0.3));
  scene.layers.main.push(stand.markup);
  scene.subject.push(stand.box);
  scene.used.add('microphone');
  scene.joins.push({ what: 'mic-at-mouth', figure: mouth, thing: mic });
  scene.joins.push({ what: 'mic-stand', figure: stand.poleTop, thing: stand.poleFoot });
  placeCrowd(scene, others, crowdPose);
}
