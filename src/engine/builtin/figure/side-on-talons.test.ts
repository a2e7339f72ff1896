import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from '../character';
import { drawFigure } from './draw-figure';
import { intersect, outerRingCount, roundedPolygon } from './geometry';

describe('an owl seen side on', () => {
  it('stands on two feet, both down at the ground, not one dangling talon', () => {
    const figure = createCharacterSpec('Hoot', 'A wise old owl wearing a graduation cap').figure!;
    const drawn = drawFigure(figure, { pose: 'reading-together', cx: 500, groundY: 1000, height: 800, linePx: 10, detail: 'medium' });
    const { x, y, width, height } = drawn.box;
    const bottom = y + height;
    const band = roundedPolygon([{ x, y: bottom - height * 0.03 }, { x: x + width, y: bottom - height * 0.03 }, { x: x + width, y: bottom }, { x, y: bottom }], 0);
    expect(outerRingCount(intersect(drawn.outline, band))).toBe(2);
  });

  it('reads with its graduation cap level on its head, as when standing', () => {
    const figure = createCharacterSpec('Hoot', 'A wise old owl wearing a graduation cap').figure!;
    const cap = (pose: 'reading-together' | 'standing') => drawFigure(figure, { pose, cx: 500, groundY: 1000, height: 800, linePx: 10, detail: 'medium' }).accessoryBoxes['graduation-cap']!;
    expect(cap('reading-together').height).toBeLessThan(cap('standing').height * 1.03);
  });
});

describe('an owl in flight', () => {
  it.each([6, 10, 16])('spreads three toes under each foot, apart down to their claws, not a ball (line %i px)', (linePx) => {
    // Three short claws under a round pad read as two balls (round 15, Hoot jumping).
    const figure = createCharacterSpec('Hoot', 'An owl').figure!;
    const drawn = drawFigure(figure, { pose: 'jumping', cx: 500, groundY: 1000, height: 800, linePx, detail: 'medium' });
    const { x, y, width, height } = drawn.box;
    const bottom = y + height;
    // Across the toes a little above their tips: three apart under each of the two feet.
    const band = roundedPolygon([{ x, y: bottom - height * 0.03 }, { x: x + width, y: bottom - height * 0.03 }, { x: x + width, y: bottom - height * 0.02 }, { x, y: bottom - height * 0.02 }], 0);
    expect(outerRingCount(intersect(drawn.outline, band))).toBeGreaterThanOrEqual(6);
  });
});
