import type { ComposedProp } from './composed-prop';
import { circle, ellipse, line, polygon, rect, shape } from './prop-shapes';

const TOP = 44;
const BOTTOM = 132;

/** x of the tower's left edge at height y (the tower narrows upwards). */
function leftEdge(y: number): number {
  return 10 + ((BOTTOM - y) / (BOTTOM - TOP)) * 8;
}

/** A striped lighthouse on rocks, with its lamp room, gallery and roof. */
export const lighthouse: ComposedProp = {
  name: 'lighthouse',
  words: ['lighthouse', 'light house'],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  draw(detail) {
    const shapes = [polygon([[10, BOTTOM], [18, TOP], [42, TOP], [50, BOTTOM]], 1.5)];
    const stripes = detail === 'low' ? [[78, 98]] : [[58, 72], [86, 100], [114, 126]];
    for (const [top, bottom] of stripes as Array<[number, number]>) {
      shapes.push(polygon([[leftEdge(top), top], [60 - leftEdge(top), top], [60 - leftEdge(bottom), bottom], [leftEdge(bottom), bottom]]));
    }
    shapes.push(rect(20, 22, 20, 18, 2));
    if (detail !== 'low') shapes.push(line([26.7, 22], [26.7, 40]), line([33.3, 22], [33.3, 40]));
    shapes.push(rect(12, 38, 36, 8, 3), polygon([[15, 24], [30, 6], [45, 24]], 2.5), circle(30, 5, 4));
    shapes.push(shape(`M25 ${BOTTOM} L25 120 Q30 112 35 120 L35 ${BOTTOM} Z`));
    if (detail !== 'low') shapes.push(ellipse(8, 136, 12, 7), ellipse(52, 136, 12, 7));
    shapes.push(ellipse(30, 138, 26, 6));
    return { width: 64, height: 144, shapes, anchors: { stand: [30, 132] } };
  },
};
