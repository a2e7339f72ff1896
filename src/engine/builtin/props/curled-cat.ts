import type { ComposedProp } from './composed-prop';
import { curve, ellipse, polygon, shape } from './prop-shapes';

/**
 * A cat asleep curled up, side on, facing left: a round back, the head resting low on its front
 * paws, the tail wrapped round its feet, eyes closed. A standing figure laid on its side reads as a
 * muddle, so a cat asleep on a bed is drawn with this (see SLEEPER_ART in compose-scene.ts). It has
 * no words: "cat" still names the creature.
 */
export const curledCat: ComposedProp = {
  name: 'curled-cat',
  words: [],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const hasDetail = detail !== 'low';
    const shapes = [
      // The round back and haunch.
      shape('M22 58 Q14 30 44 18 Q74 8 92 28 Q104 44 96 58 Z'),
      // The tail, wrapped along the bottom to the front paws.
      shape('M95 46 Q108 68 84 69 L28 69 Q20 69 20 63 Q20 57 28 57 L80 57 Q90 56 91 48 Z'),
      // Front paws tucked under the chin.
      ellipse(20, 61, 10, 6),
      ellipse(34, 63, 9, 6),
      // Ears behind the head, then the head resting on the paws.
      polygon([[4, 28], [4, 8], [20, 20]], 2),
      polygon([[24, 18], [36, 6], [38, 28]], 2),
      ellipse(22, 38, 20, 17),
    ];
    // Closed eyes, the nose and mouth.
    shapes.push(curve('M9 38 Q13 42 17 38 M25 38 Q29 42 33 38'), polygon([[19, 44], [23, 44], [21, 47]], 0.8), curve('M21 47 Q18 50 16 48 M21 47 Q24 50 26 48'));
    if (hasDetail) {
      // Whiskers, the inner ears, and stripes across the back, each from edge to edge of the body.
      shapes.push(curve('M8 46 L-2 44 M8 48 L-2 50 M34 46 L44 44'));
      shapes.push(polygon([[8, 22], [8, 13], [15, 19]], 1), polygon([[27, 18], [34, 11], [35, 23]], 1));
      shapes.push(curve('M58 13.6 Q62 22 56 28 M72 14.6 Q76 24 70 32 M85 21 Q86 30 82 36'));
    }
    return { width: 104, height: 70, shapes, anchors: { top: [50, 14] } };
  },
};
