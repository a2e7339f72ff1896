import { appleBasket, appleShape, bigTree } from '../climbing-tree';
import type { Scene } from '../scene-state';
import { drawLeadWithThing, type Act, type ActCast } from './act';

/** `pick`: reaching up into an apple tree, an apple in the raised hand, a basket of apples at the feet. */
export const pickingApplesAct: Act = { isForHands: true, draw: drawApplePicker };

/**
 * Picking apples: standing under an apple tree whose canopy spreads over her, the near hand raised into it with the
 * apple just picked in its fingers, apples hanging under the clumps and a basket of them on the grass at her feet.
 * (With no verb she stood waving, an apple lying on the grass beside her.)
 */
function drawApplePicker(scene: Scene, { lead: picker, pose, others, crowdPose }: ActCast): void {
  const { art, groundY, style } = scene;
  drawLeadWithThing(scene, picker, pose, others, crowdPose, {
    heightShare: 0.78,
    left: others.length > 0 ? 0.02 : 0.13,
    width: 0.36,
    isHandsFull: true,
    placement: { fists: { front: 0 } },
    thing: (drawn, height) => {
      const hand = drawn.anchors.hands.front;
      const trunkWidth = drawn.headBox.width * 0.9;
      const trunkX = Math.min(art.x + art.width - height * 0.5, drawn.box.x + drawn.box.width + trunkWidth * 1.6);
      const boughY = hand.y + trunkWidth * 0.55;
      const canopyTop = Math.max(art.y + style.linePx * 4, boughY - height * 0.7);
      // As wide as reaches over the raised hand, and no wider than the page's edge leaves room for the outer clumps.
      const canopyHeight = boughY - trunkWidth * 0.2 - canopyTop;
      const canopyHalf = Math.min(trunkX - hand.x + trunkWidth * 0.6, (art.x + art.width - trunkX - canopyHeight * 0.26) / 0.8);
      const tree = bigTree({ trunkX, groundY, trunkWidth, boughY, boughReach: 0, canopyTop, canopyHalf, hasApples: true, clearOf: hand }, style.linePx, style.detail);
      const appleR = trunkWidth * 0.22;
      // Just picked: held up in the fingers, over the fist.
      const picked = { x: hand.x, y: hand.y - appleR * 1.1 };
      const basketSize = height * 0.3;
      // Beside her shoes, clear of them: set behind her leg, its side was cut off by it.
      const basketX = Math.max(art.x + basketSize * 0.6, drawn.box.x - basketSize * 0.6);
      const basket = appleBasket(basketX, groundY, basketSize, style.linePx, style.detail);
      // Measured by tests: the apple in the raised hand up under the canopy, the basket on the ground beside the feet.
      const feet = drawn.anchors.feet;
      const joins = [
        { what: 'apple-in-hand', figure: hand, thing: picked },
        { what: 'hand-in-tree', figure: hand, thing: { x: hand.x, y: boughY } },
        { what: 'basket-at-feet', figure: { x: Math.min(feet.back.x, feet.front.x), y: Math.max(feet.back.y, feet.front.y) }, thing: { x: basketX, y: groundY } },
      ];
      return { under: tree.markup + basket.markup, markup: [appleShape(picked, appleR, style.linePx), drawn.grip?.front ?? ''], boxes: [tree.box, basket.box], drawnAs: 'basket', used: ['deciduous-tree', 'tree', 'red-apple', 'apple'], joins };
    },
  });
}
