import { BOUGH_THICKNESS, bigTree } from '../climbing-tree';
import { drawMeadowFlowers, type Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `climb`: up a big tree, the fists round a bough over the head, one foot up on a stub of the trunk. */
export const climbingTreeAct: Act = { isForHands: true, draw: drawTreeClimber };

/**
 * Climbing a tree: up on the trunk of a big tree in the middle of the page, the fists round the bough over the head,
 * the raised foot on a lower branch and the other hanging, the canopy over them, flowers and grass on the ground below. (With no verb the climber stood
 * waving on the grass beside a small tree.)
 */
function drawTreeClimber(scene: Scene, { lead: climber, pose, others, crowdPose }: ActCast): void {
  const { art, groundY, style } = scene;
  drawLeadWithThing(scene, climber, pose, others, crowdPose, {
    heightShare: 0.6,
    left: others.length > 0 ? 0.12 : 'centred',
    width: 0.4,
    // Up off the grass on the trunk: the hanging foot well above the roots.
    lift: 0.42,
    isHandsFull: true,
    placement: { fists: { back: 90, front: 90 } },
    thing: (drawn, height) => {
      const { hands, feet, hips } = drawn.anchors;
      const trunkWidth = drawn.headBox.width * 1.4;
      const thick = trunkWidth * BOUGH_THICKNESS;
      const boughY = Math.min(hands.back.y, hands.front.y) - thick / 2;
      const raised = feet.back.y < feet.front.y ? feet.back : feet.front;
      const tree = bigTree({ trunkX: hips.x, groundY, trunkWidth, boughY, boughReach: height * 0.62, canopyTop: Math.max(art.y + style.linePx * 4, boughY - height * 0.8), canopyHalf: Math.min(height * 0.85, art.width * 0.45), step: { x: raised.x, y: raised.y } }, style.linePx, style.detail);
      // Measured by tests: both fists on the bough, the raised foot on its stub, the other well up off the grass.
      const hanging = feet.back.y < feet.front.y ? feet.front : feet.back;
      const joins = [
        { what: 'fist-on-bough', figure: hands.back, thing: { x: hands.back.x, y: boughY + thick / 2 } },
        { what: 'fist-on-bough', figure: hands.front, thing: { x: hands.front.x, y: boughY + thick / 2 } },
        { what: 'foot-off-ground', figure: hanging, thing: { x: hanging.x, y: groundY } },
      ];
      // The flowers below keep off the crown and the bough, and the trunk with its lower branch.
      const [trunkLeft, trunkRight] = [Math.min(hips.x - trunkWidth, raised.x - trunkWidth * 1.4), Math.max(hips.x + trunkWidth, raised.x + trunkWidth * 1.4)];
      scene.layers.occupied.push({ ...tree.box, height: boughY + thick * 2 - tree.box.y }, { x: trunkLeft, y: boughY, width: trunkRight - trunkLeft, height: groundY - boughY });
      return { under: tree.markup, markup: [drawn.grip?.back ?? '', drawn.grip?.front ?? ''], boxes: [tree.box], used: ['deciduous-tree', 'tree'], joins };
    },
  });
  // Flowers and grass in the grass either side of the trunk: the lower half of the page was bare (judging 19).
  drawMeadowFlowers(scene);
}
