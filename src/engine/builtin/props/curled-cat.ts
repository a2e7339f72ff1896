import type { ComposedProp } from './composed-prop';
import { curledLoaf } from './curled-loaf';
import { curve, ellipse, polygon } from './prop-shapes';

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
      ...curledLoaf(),
      // Ears behind the head, then the head resting on the front paws, tucked under the chin.
      polygon([[4, 28], [4, 8], [20, 20]], 2),
      polygon([[24, 18], [36, 6], [38, 28]], 2),
      ellipse(22, 38, 20, 17),
      ellipse(15, 61, 10, 7.5),
      ellipse(31, 61.5, 9, 7.5),
    ];
    // Closed eyes, the nose and mouth.
    shapes.push(curve('M9 38 Q13 42 17 38 M25 38 Q29 42 33 38'), polygon([[19, 44], [23, 44], [21, 47]], 0.8), curve('M21 47 Q18 50 16 48 M21 47 Q24 50 26 48'));
    if (hasDetail) {
      // Whiskers, the inner ears, toes on the front paws and stripes down from the back's edge.
      shapes.push(curve('M8 46 L-2 44 M8 48 L-2 50 M36 46 L46 44'));
      shapes.push(polygon([[8, 22], [8, 13], [15, 19]], 1), polygon([[27, 18], [34, 11], [35, 23]], 1));
      shapes.push(curve('M11 64 L11 67.5 M17 64 L17 68 M28 64.5 L28 68.4 M34 64.5 L34 68.4'));
      shapes.push(curve('M62 12.4 Q66 20 61 27 M76 10.5 Q81 18 76 26 M91 19.4 Q92 26 88 31'));
    }
    return { width: 104, height: 70, shapes, anchors: { top: [50, 14] } };
  },
};
