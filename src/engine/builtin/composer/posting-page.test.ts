import { describe, expect, it, vi } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { drawFigure } from '../figure/draw-figure';
import { scenePage as pageOf } from './testing/scene-page';

// Every figure a page draws, with how it was placed and what was drawn, as the composer asks for it.
vi.mock('../figure/draw-figure', async (original) => {
  const figure = await original<{ drawFigure: typeof drawFigure }>();
  return { ...figure, drawFigure: vi.fn(figure.drawFigure) };
});

describe('posting a letter, on the page', () => {
  // Round 20: the act hid the poster's far arm ('hiddenArm'), and a girl seen near face on posted her letter with one arm.
  it.each(['3-5', '6-8', '9-12'] as AgeGroup[])('draws the poster with both arms, the far one in sight (%s)', (ageGroup) => {
    vi.mocked(drawFigure).mockClear();
    const { body, verb } = pageOf('a girl posting a letter', ageGroup);
    expect(verb).toBe('posting');
    const drawn = vi.mocked(drawFigure).mock.calls.map(([, placement], index) => ({ placement, figure: vi.mocked(drawFigure).mock.results[index]!.value as ReturnType<typeof drawFigure> }));
    const poster = drawn.filter(({ placement, figure }) => placement.pose === 'posting' && body.includes(figure.markup));
    expect(poster).toHaveLength(1);
    const { placement, figure } = poster[0]!;
    expect(placement.hiddenArm).toBeUndefined();
    // The far arm's sleeve and hand are in the page's drawing, not only the near one's: each arm's outline is drawn.
    for (const arm of [figure.arms.back, figure.arms.front]) {
      const outline = / d="([^"]+)"/.exec(arm)?.[1];
      expect(outline).toBeDefined();
      expect(body).toContain(outline);
    }
  });
});
