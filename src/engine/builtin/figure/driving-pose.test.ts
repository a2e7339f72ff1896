import { describe, expect, it } from 'vitest';
import { figureAnchors } from './draw-figure';
import { figureSpecFromWords } from './figure-spec';

describe('driving', () => {
  it("holds the hands in front of the belly with the elbows bent, not one arm stretched out to the sleigh's front", () => {
    const santa = figureSpecFromWords('Santa', 'Santa', 1)!.spec;
    const height = 1000;
    const anchors = figureAnchors(santa, { pose: 'driving', cx: 0, groundY: 0, height, facing: 1, linePx: 9, detail: 'medium' });
    // Ahead of the neck by less than a head or two, and below it: held straight out, the hands were half the figure's height ahead.
    expect(anchors.hands.front.x - anchors.neck.x).toBeLessThan(height * 0.3);
    expect(anchors.hands.front.y).toBeGreaterThan(anchors.neck.y + height * 0.12);
  });
});
