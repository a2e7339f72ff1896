import type { ComposedProp } from './composed-prop';
import { line, rect } from './prop-shapes';

/** A football goal: posts and crossbar around a net of squares. */
export const soccerGoal: ComposedProp = {
  name: 'soccer-goal',
  words: ['goal', 'soccer goal', 'football goal', 'goal post', 'goalpost'],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const shapes = [rect(0, 0, 120, 64, 3), rect(7, 7, 106, 57)];
    const spacing = detail === 'low' ? 26 : detail === 'medium' ? 15 : 11;
    for (let x = 7 + spacing; x < 113 - 4; x += spacing) shapes.push(line([x, 7], [x, 64]));
    for (let y = 7 + spacing; y < 64 - 4; y += spacing) shapes.push(line([7, y], [113, y]));
    return { width: 120, height: 64, shapes, anchors: { goalMouth: [60, 40] } };
  },
};
