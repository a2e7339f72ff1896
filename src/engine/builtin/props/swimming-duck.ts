import type { ComposedProp } from './composed-prop';
import { circle, curve, shape } from './prop-shapes';

/**
 * A duck afloat, side on, facing left: one whole body riding on the water line, in one outline. The
 * head is small, the neck short and S-curved (its nape hollowed in, the throat swelling into a plump
 * breast), the body low with a round rump under a short tail flicked up to a point. A round head on a
 * straight neck over a deep bowl read as a bath toy (rounds 10 and 11); the back tapering all the way
 * up to the tail's point, a sharp stern, read as a canoe (round 17). The duck icon is a bust whose
 * copies merge into one hull on a pond, so swimmers are drawn with this instead (see SWIMMER_ART in
 * compose-scene.ts). It has no words: "duck" still names the creature, this is only how it is drawn afloat.
 */
export const swimmingDuck: ComposedProp = {
  name: 'swimming-duck',
  words: [],
  kind: 'thing',
  size: 'small',
  stands: 'ground',
  draw(detail) {
    const shapes = [
      // The bill first, so the head covers its root: flat and long, its tip turned up a little.
      shape('M19 12 C13 12 7 13 2 15 C0 17 1 21 5 21 C10 21 15 21 19 21 Z'),
      // Crown, nape hollowed in, the back long and low, the short tail raised to a point, the round rump, the keel,
      // the breast out in front of the face and the throat up to the chin.
      shape(
        'M27 4 C33 4 37 8 37 14 C37 19 34 22 34 25 C34 29 40 29 50 28 C66 26 82 26 93 24 C98 23 104 18 112 12 ' +
          'C111 18 109 24 105 28 C109 34 109 45 101 52 C92 59 74 62 52 62 C32 62 12 59 8 45 C6 37 13 32 19 28 ' +
          'C21 26 18 24 17 20 C16 10 20 4 27 4 Z',
      ),
      // The folded wing along the side, its tip lifted toward the tail.
      shape('M44 43 Q60 35 90 36 Q86 49 72 51 Q54 53 44 43 Z'),
      circle(27, 12, detail === 'low' ? 3 : 2.4),
    ];
    if (detail !== 'low') shapes.push(curve('M56 43 Q68 40 81 40 M58 47 Q69 44.5 79 44.5'), curve('M3 18 L12 17.4'));
    return { width: 113, height: 62, shapes, anchors: { top: [27, 4] } };
  },
};
