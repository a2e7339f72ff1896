import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from '../character';
import { drawFigure } from './draw-figure';

describe('a penguin sat on a seat', () => {
  // With its short legs hung down off the seat's edge its flat feet stood on the seat and the panel read as standing
  // (round 12): it sits on its bottom with its feet out in front at the seat's height, soles to us.
  it('has its feet out in front at the height of its seat, not hanging below it', () => {
    const pip = createCharacterSpec('Pip', 'A playful penguin sliding on the ice').figure!;
    const figure = drawFigure(pip, { pose: 'perched', cx: 500, groundY: 1000, height: 800, linePx: 10, detail: 'medium' });
    const { seat, feet } = figure.anchors;
    expect(Math.max(feet.back.y, feet.front.y) - seat.y).toBeLessThan(800 * 0.01);
    expect(feet.front.x - feet.back.x).toBeGreaterThan(figure.headBox.width * 0.5);
  });
});
