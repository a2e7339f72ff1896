import type { ComposedProp } from './composed-prop';
import { circle, curve, line, polygon, rect, shape } from './prop-shapes';

const FLOOR_TOP = 96;
const FLOOR_FRONT = 121;

/** A theatre stage filling the frame: back wall, curtains drawn aside, a valance, the boards. */
export const stage: ComposedProp = {
  name: 'stage',
  words: ['stage', 'theater', 'theatre', 'concert stage', 'show stage'],
  kind: 'place',
  size: 'large',
  stands: 'set',
  draw(detail) {
    const shapes = [rect(-4, -4, 108, FLOOR_TOP + 4)];
    if (detail !== 'low') {
      for (const [x, y] of [[36, 40], [64, 30], [50, 58]] as const) {
        const star = Array.from({ length: 10 }, (_, index): readonly [number, number] => {
          const angle = -Math.PI / 2 + (index * Math.PI) / 5;
          const radius = index % 2 === 0 ? 6 : 2.8;
          return [x + Math.cos(angle) * radius, y + Math.sin(angle) * radius];
        });
        shapes.push(polygon(star, 0.6));
      }
    }
    // The boards, seen from the audience, then the front of the stage.
    shapes.push(rect(-4, FLOOR_TOP, 108, FLOOR_FRONT - FLOOR_TOP));
    if (detail !== 'low') {
      const seams = detail === 'high' ? 9 : 5;
      for (let index = 1; index < seams; index++) {
        const t = index / seams;
        shapes.push(line([20 + 60 * t, FLOOR_TOP], [-4 + 108 * t, FLOOR_FRONT]));
      }
    }
    shapes.push(rect(-4, FLOOR_FRONT, 108, 10));
    // Curtains drawn aside and tied, hanging over the ends of the boards.
    shapes.push(shape('M-4 4 L24 4 Q20 34 12 58 Q18 78 16 106 L-4 106 Z'), shape('M104 4 L76 4 Q80 34 88 58 Q82 78 84 106 L104 106 Z'));
    if (detail !== 'low') {
      shapes.push(curve('M8 4 Q10 30 5 58'), curve('M92 4 Q90 30 95 58'));
      if (detail === 'high') shapes.push(curve('M15 4 Q14 30 9 58'), curve('M85 4 Q86 30 91 58'));
    }
    // A tie-back band round each curtain's waist, from the wall out just past its gathered edge: an ellipse at the
    // edge floated beside the curtain (round 10).
    shapes.push(rect(-4, 55, 18, 7, 3), rect(86, 55, 18, 7, 3));
    let valance = 'M-4 -4 L104 -4 L104 14';
    for (let x = 104; x > -4; x -= 13.5) valance += ` Q${x - 6.75} 24 ${x - 13.5} 14`;
    shapes.push(shape(`${valance} Z`));
    if (detail === 'high') for (let x = 2.75; x < 104; x += 13.5) shapes.push(circle(x, 16, 1.8));
    return { width: 100, height: 131, shapes, anchors: { stand: [50, (FLOOR_TOP + FLOOR_FRONT) / 2 + 6] } };
  },
};
