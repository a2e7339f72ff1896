import type { ComposedProp } from './composed-prop';
import { CARRIAGE_HEIGHT, CARRIAGE_WIDTH, carriageHorse, carriageWheels } from './pumpkin-carriage';
import { circle, rect, shape } from './prop-shapes';

/**
 * A plain horse-drawn coach ("a horse and carriage"): a box body rounded under its belly, a roof with a rail on top, a
 * door with a window between the two big wheels, drawn by a walking horse on a shaft, as the pumpkin carriage is. Windows
 * either side of the door, a lamp at the front, a step and the roof's luggage give older children more to colour.
 */
export const carriage: ComposedProp = {
  name: 'carriage',
  words: ['horse and carriage', 'horse carriage', 'horse drawn carriage', 'stagecoach', 'stage coach', 'coach and horses'],
  kind: 'vehicle',
  size: 'large',
  stands: 'ground',
  includes: ['horse'],
  draw(detail) {
    const hasDetail = detail !== 'low';
    const team = carriageHorse(detail);
    // The shaft from the body's front to the horse's collar, behind both.
    const shapes = [shape(`M160 100 L${team.collar[0]} ${team.collar[1] - 2.5} L${team.collar[0]} ${team.collar[1] + 2.5} L160 108 Z`)];
    // The body, rounded under its belly, and the roof over it, a little wider.
    shapes.push(shape('M30 42 H162 V84 Q160 118 128 118 H64 Q32 118 30 84 Z'));
    shapes.push(shape('M24 42 Q26 26 44 24 H148 Q166 26 168 42 Z'));
    if (hasDetail) shapes.push(rect(58, 12, 76, 12, 3));
    if (detail === 'high') shapes.push(rect(66, 4, 34, 8, 2), rect(104, 6, 22, 6, 2));
    // The door and its window, between the wheels.
    shapes.push(rect(76, 48, 40, 70, 3), rect(83, 54, 26, 24, 4));
    if (hasDetail) shapes.push(circle(109, 92, 2.4), rect(38, 50, 30, 28, 4), rect(124, 50, 30, 28, 4));
    if (detail === 'high') shapes.push(shape('M80 118 H112 V126 H80 Z'), rect(164, 44, 10, 16, 3));
    shapes.push(...carriageWheels(detail), ...team.shapes);
    return { width: CARRIAGE_WIDTH, height: CARRIAGE_HEIGHT, shapes, anchors: {} };
  },
};
