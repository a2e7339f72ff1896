import type { ComposedProp } from './composed-prop';
import { circle, curve, polygon, shape } from './prop-shapes';

/**
 * A duck afloat, side on, facing left: one whole body riding on the water line, tail up, a short
 * neck and a round head with its bill. The duck icon is a bust whose copies merge into one hull on
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
      polygon([[18, 22], [0, 26], [2, 33], [18, 34]], 3.5),
      // A short thick neck, covered by the body below and the head above.
      polygon([[20, 26], [42, 26], [46, 52], [22, 52]], 6),
      // Body: a round breast, a flat keel on the water, the tail flicked up at the back.
      shape('M18 58 Q16 80 46 80 L78 80 Q96 78 100 48 Q92 55 82 52 Q66 45 46 47 Q20 47 18 58 Z'),
      circle(31, 23, 18),
      // The folded wing along the side.
      shape('M46 60 Q58 48 84 56 Q80 71 62 72 Q48 72 46 60 Z'),
      circle(27, 19, detail === 'low' ? 3.2 : 2.6),
    ];
    if (detail !== 'low') shapes.push(curve('M56 61 Q66 58 76 61 M58 66 Q67 64 74 66'), curve('M4 29.5 L17 29.5'));
    return { width: 101, height: 80, shapes, anchors: { top: [31, 5] } };
  },
};
