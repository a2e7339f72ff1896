import type { ComposedProp } from './composed-prop';
import { circle, curve, polygon, shape } from './prop-shapes';

/**
 * A duck afloat, side on, facing left: one whole body riding on the water line, a small head on a
 * neck that swells into a plump breast and an upturned pointed tail, in one outline (a round head on
 * a tube neck read as a bath toy). The duck icon is a bust whose copies merge into one hull on
 * a pond, so swimmers are drawn with this instead (see SWIMMER_ART in compose-scene.ts). It has no
 * words: "duck" still names the creature, this is only how it is drawn afloat.
 */
export const swimmingDuck: ComposedProp = {
  name: 'swimming-duck',
  words: [],
  kind: 'thing',
  size: 'small',
  stands: 'ground',
  draw(detail) {
    const shapes = [
      // The bill first, so the head covers its root.
      polygon([[16, 15], [1, 20], [3, 26], [16, 24]], 3),
      // One outline from crown to tail: a small head on a slender neck that swells into a plump
      // breast, a long back, the tail swept up to a point, and a rounded keel on the water.
      shape(
        'M24 3 C32 3 36 8 36 15 C36 21 33 25 34 30 C35 37 48 40 62 40 C74 40 87 39 97 31 C93 42 90 52 84 60 ' +
          'C77 68 62 80 44 80 C22 80 5 70 5 50 C5 40 15 36 17 31 C18 28 13 25 13 17 C13 8 18 3 24 3 Z',
      ),
      // The folded wing along the side, its tip lifted toward the tail.
      shape('M40 54 Q52 44 80 45 Q78 58 64 62 Q46 64 40 54 Z'),
      circle(24, 13, detail === 'low' ? 3 : 2.4),
    ];
    if (detail !== 'low') shapes.push(curve('M52 53 Q62 49 74 50 M54 58 Q63 55 72 55'), curve('M4 22.5 L11 21.8'));
    return { width: 101, height: 80, shapes, anchors: { top: [24, 4] } };
  },
};
