import { describe, expect, it } from 'vitest';
import type { Detail } from '../motif-library';
import { drawFigure } from './draw-figure';
import { figureSpecFromWords } from './figure-spec';

describe('posting', () => {
  // Round 20: the far arm reached ahead across the letter and was left out, and the poster, seen near face on, had one arm.
  it.each(['low', 'medium', 'high'] as Detail[])('hangs the far hand behind the back, in sight past it, while the near one is out at the slot (%s)', (detail) => {
    const girl = figureSpecFromWords('girl', 'a girl', 1)!.spec;
    const height = 1000;
    const drawn = drawFigure(girl, { pose: 'posting', cx: 0, groundY: 0, height, facing: 1, linePx: 8, detail });
    const { hands, hips, neck } = drawn.anchors;
    // The far hand is the hindmost thing drawn, behind the hips and below them, near the back edge of the figure's box.
    expect(hands.back.x).toBeLessThan(hips.x - height * 0.08);
    expect(hands.back.x - drawn.box.x).toBeLessThan(height * 0.1);
    expect(hands.back.y).toBeGreaterThan(hips.y - height * 0.1);
    // The near hand out ahead at chest height.
    expect(hands.front.x).toBeGreaterThan(neck.x + height * 0.2);
    expect(hands.front.y).toBeGreaterThan(neck.y);
  });
});
