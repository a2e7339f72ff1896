import { describe, expect, it } from 'vitest';
import { figureSpecFromWords } from '../figure/figure-spec';
import { scenePage } from './testing/scene-page';

describe('a fairy on a toadstool', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('seats a fairy sitting on a mushroom on a big toadstool (%s)', (ageGroup) => {
    const page = scenePage('a fairy sitting on a mushroom', ageGroup);
    // She stood on the grass beside a mushroom no taller than her shin (judging 22).
    expect(page.matched).toContain('sitting-toadstool');
    expect(page.matched).not.toContain('mushroom');
    expect(page.notDrawn ?? []).not.toContain('mushroom');
    expect(page.joins.some((entry) => /seat/.test(entry.what))).toBe(true);
  });

  it('draws a fairy as a girl with long hair, wings and a wand, in a dress', () => {
    // In a vest and trousers with short hair she read as a man with wings (judging 22).
    const fairy = figureSpecFromWords('fairy', 'a fairy sitting on a mushroom', 1)!.spec;
    expect(fairy.outfit).toBe('dress');
    expect(fairy.hair).toBe('long');
    expect(fairy.accessories).toEqual(expect.arrayContaining(['wings', 'wand']));
  });

  it('leaves a frog on a mushroom with the little mushroom', () => {
    expect(scenePage('a frog sitting on a mushroom').matched).not.toContain('sitting-toadstool');
  });
});
