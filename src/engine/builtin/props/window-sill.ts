import type { ComposedProp } from './composed-prop';
import { circle, line, polygon, rect, shape } from './prop-shapes';

const WIDTH = 100;
/** The window's frame, inside the curtains. */
const FRAME = { left: 14, right: 86, top: 12, bottom: 78 };
/** The sill's ledge across the bottom of the window, sticking out past the frame. */
const SILL = { left: 8, right: 92, top: 78, bottom: 83 };
/** The radiator under the window, standing on the floor. */
const RADIATOR = { left: 24, right: 76, top: 92, bottom: 122 };
const FLOOR = 126;
/** The flower pot's middle on the sill, clear of the cat. */
const POT_X = 81;

/**
 * A window on a room's wall with a wide sill to sit on: curtains drawn aside and tied at each side under a rod, four
 * panes, the sill's ledge with a flower in a pot at one end, and a radiator under it on the floor. A cat sits on the
 * sill (`stand`, its middle a little left of the pot). Older children get the panes' cross bars thicker with a
 * window latch, curtain folds, the radiator's fins and the flower's leaves.
 */
export const windowSill: ComposedProp = {
  name: 'window-sill',
  words: ['windowsill', 'window sill', 'window ledge'],
  kind: 'place',
  size: 'large',
  stands: 'ground',
  draw(detail) {
    const shapes: string[] = [];
    // The frame and its panes, the bars crossing in the middle.
    shapes.push(rect(FRAME.left, FRAME.top, FRAME.right - FRAME.left, FRAME.bottom - FRAME.top, 1.5));
    const middleX = (FRAME.left + FRAME.right) / 2;
    const middleY = (FRAME.top + FRAME.bottom) / 2;
    shapes.push(rect(middleX - 1.5, FRAME.top, 3, FRAME.bottom - FRAME.top), rect(FRAME.left, middleY - 1.5, FRAME.right - FRAME.left, 3));
    if (detail !== 'low') shapes.push(rect(middleX + 3, middleY + 4, 2.4, 6, 1));
    // The curtains, gathered at a tie-back at each side and hanging to below the sill.
    shapes.push(shape('M6 6 L26 6 Q24 30 18 50 Q24 68 22 90 L6 90 Z'), shape('M94 6 L74 6 Q76 30 82 50 Q76 68 78 90 L94 90 Z'));
    if (detail !== 'low') shapes.push(line([11, 8], [11, 47]), line([89, 8], [89, 47]));
    if (detail === 'high') shapes.push(line([17, 8], [14, 47]), line([83, 8], [86, 47]), line([12, 55], [12, 88]), line([88, 55], [88, 88]));
    shapes.push(rect(4, 47, 17, 5, 2.5), rect(79, 47, 17, 5, 2.5));
    // The curtain rod over it all, with a knob at each end.
    shapes.push(rect(2, 3, WIDTH - 4, 3.4, 1.7), circle(2.4, 4.7, 2.6), circle(WIDTH - 2.4, 4.7, 2.6));
    // The sill's ledge.
    shapes.push(rect(SILL.left, SILL.top, SILL.right - SILL.left, SILL.bottom - SILL.top, 1));
    // A flower in a pot on the sill's right end.
    shapes.push(line([POT_X, 66], [POT_X, SILL.top - 8]));
    if (detail !== 'low') shapes.push(shape(`M${POT_X} 72 Q${POT_X - 5} 67 ${POT_X - 7} 70 Q${POT_X - 4} 74 ${POT_X} 72 Z`));
    for (const angle of [0, 72, 144, 216, 288]) {
      const radians = (angle * Math.PI) / 180;
      shapes.push(circle(POT_X + Math.cos(radians) * 3.2, 62 + Math.sin(radians) * 3.2, 2.4));
    }
    shapes.push(circle(POT_X, 62, 2));
    shapes.push(polygon([[POT_X - 6, SILL.top - 8], [POT_X + 6, SILL.top - 8], [POT_X + 4.5, SILL.top], [POT_X - 4.5, SILL.top]], 0.8), rect(POT_X - 7, SILL.top - 10, 14, 2.6, 1));
    // The radiator under the window, on little feet on the floor.
    shapes.push(rect(RADIATOR.left + 3, RADIATOR.bottom, 3, FLOOR - RADIATOR.bottom), rect(RADIATOR.right - 6, RADIATOR.bottom, 3, FLOOR - RADIATOR.bottom));
    shapes.push(rect(RADIATOR.left, RADIATOR.top, RADIATOR.right - RADIATOR.left, RADIATOR.bottom - RADIATOR.top, 3));
    const fins = detail === 'low' ? 4 : detail === 'medium' ? 6 : 9;
    for (let index = 1; index < fins; index++) {
      const x = RADIATOR.left + ((RADIATOR.right - RADIATOR.left) * index) / fins;
      shapes.push(line([x, RADIATOR.top + 4], [x, RADIATOR.bottom - 4]));
    }
    return { width: WIDTH, height: FLOOR, shapes, anchors: { stand: [36, SILL.top] } };
  },
};
