import type { ComposedProp } from './composed-prop';
import { circle, curve, ellipse, polygon, shape } from './prop-shapes';

/**
 * A parrot in flight, facing left as the emoji creatures do: both wings raised up over its back, the far one behind
 * the body, two long tail feathers streaming out behind, a hooked beak and a pale patch round the eye. The perched
 * parrot's icon tipped forward kept its wings folded and its feet out, and read as tipped over, not flying (judging 21).
 * Feather lines on the wing and tail for older children.
 */
export const flyingParrot: ComposedProp = {
  name: 'flying-parrot',
  words: [],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const shapes = [
      // The far wing, up behind the body.
      shape('M100 78Q106 34 148 12Q164 16 160 30Q148 34 154 46Q140 50 144 62Q130 64 138 80Z'),
      // The tail's two long feathers, out behind and a little down.
      polygon([[128, 78], [198, 104], [194, 118], [126, 94]], 6),
      polygon([[124, 88], [186, 128], [176, 138], [118, 100]], 6),
      ellipse(100, 86, 46, 24),
      circle(58, 70, 23),
      // The near wing, raised up over the back, its tip reaching furthest.
      shape('M74 84Q74 30 116 2Q138 6 136 22Q122 26 130 40Q116 44 122 58Q108 62 114 88Z'),
      // The hooked beak, curving down in front of the face.
      shape('M41 60Q20 58 20 80Q22 92 33 88Q29 80 40 78Z'),
    ];
    if (detail !== 'low') shapes.push(circle(54, 66, 10));
    shapes.push(circle(54, 66, detail === 'low' ? 5 : 4));
    if (detail !== 'low') {
      // Long flight feathers along the near wing, from its root out to its edge.
      shapes.push(curve('M92 76Q98 42 122 24'), curve('M100 80Q106 56 124 42'));
      if (detail === 'high') shapes.push(curve('M150 96L190 114'));
    }
    return { width: 200, height: 140, shapes, anchors: {} };
  },
};
