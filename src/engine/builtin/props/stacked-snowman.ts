import type { ComposedProp } from './composed-prop';
import { bar, circle, polygon, rect } from './prop-shapes';

/**
 * A snowman being built, as children build one: three balls of snow stacked smaller and smaller, a
 * hat, coal eyes, a carrot nose, buttons and two stick arms. The composer draws it for the snowman a figure builds,
 * where the icon's one pear shape with its doubled outline showed no balls at all.
 */
export const stackedSnowman: ComposedProp = {
  name: 'stacked-snowman',
  words: [],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  // As tall as the child beside it who built it: at an icon's share it stood knee-high to her.
  besideShare: 0.4,
  // Named with it, they are the ones it wears: "a snowman wearing a scarf and a hat" laid both on the snow beside it.
  includes: ['top-hat', 'scarf', 'carrot', 'nose'],
  // "A bunny eating a carrot next to a snowman" lost the bunny's carrot to the snowman's nose.
  isWearingIncludes: true,
  draw(detail) {
    const shapes = [circle(50, 124, 36), circle(50, 72, 27), circle(50, 34, 19)];
    // Stick arms raised from the middle ball's sides, pushed into the snow (drawn over its edge), each with a twig
    // growing out of it (the arm over the twig's foot): without them the balls read as a heap of snow, not a snowman.
    for (const side of [-1, 1]) {
      const elbow: [number, number] = [50 + side * 34, 58];
      shapes.push(bar(elbow, [50 + side * 30, 37], 5.5), bar([50 + side * 22, 68], [50 + side * 47, 47], 7));
    }
    // A scarf wound round its neck under the chin, one end hanging down the middle ball's front (under the wound band).
    shapes.push(polygon([[55, 52], [65, 52], [68, 78], [58, 79]], 2), rect(32, 48, 36, 9, 4));
    // The hat's crown standing on its brim, the brim across the head's top.
    shapes.push(rect(38, 0, 24, 18, 3), rect(30, 14, 40, 6, 3));
    shapes.push(polygon([[50, 35], [70, 40.5], [50, 45]], 2.5));
    shapes.push(circle(43, 29, 3.4), circle(57, 29, 3.4));
    shapes.push(circle(50, 64, 3.2), circle(50, 78, 3.2));
    if (detail === 'high') shapes.push(circle(50, 112, 3.6), circle(50, 128, 3.6));
    return { width: 100, height: 160, shapes, anchors: { top: [50, 0], stand: [50, 160] } };
  },
};
