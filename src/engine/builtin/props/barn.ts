import type { ComposedProp } from './composed-prop';
import { line, polygon, rect } from './prop-shapes';

/** Height of the barn's front wall at x: the gambrel roof line. */
function facadeTop(x: number): number {
  const fromCentre = Math.abs(x - 50);
  return fromCentre > 28 ? 20 + ((fromCentre - 28) / 12) * 22 : 6 + (fromCentre / 28) * 14;
}

/** A farm barn: gambrel roof with its trim, hay-loft door, big double doors with braces. */
export const barn: ComposedProp = {
  name: 'barn',
  words: ['barn', 'stable', 'farmhouse barn'],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  draw(detail) {
    const facade: Array<readonly [number, number]> = [
      [10, 42],
      [22, 20],
      [50, 6],
      [78, 20],
      [90, 42],
      [90, 100],
      [10, 100],
    ];
    const shapes = [
      polygon(
        [
          [3, 47],
          [17, 15],
          [50, -1],
          [83, 15],
          [97, 47],
        ],
        3,
      ),
      polygon(facade, 2),
    ];
    if (detail === 'high') {
      for (let x = 18; x <= 82; x += 8) {
        if (x > 26 && x < 74) shapes.push(line([x, facadeTop(x)], [x, 58]));
        else shapes.push(line([x, facadeTop(x)], [x, 100]));
      }
    }
    shapes.push(rect(40, 22, 20, 17, 2));
    if (detail !== 'low') shapes.push(line([40, 22], [60, 39]), line([60, 22], [40, 39]));
    shapes.push(rect(26, 58, 48, 42, 2), line([50, 58], [50, 100]));
    if (detail !== 'low') shapes.push(line([26, 58], [50, 100]), line([50, 58], [26, 100]), line([50, 58], [74, 100]), line([74, 58], [50, 100]));
    if (detail !== 'low') shapes.push(rect(13, 56, 9, 12, 1.5), rect(78, 56, 9, 12, 1.5));
    return { width: 100, height: 100, shapes, anchors: { stand: [50, 100] } };
  },
};
