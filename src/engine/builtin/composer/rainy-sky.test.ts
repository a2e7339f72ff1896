import { describe, expect, it } from 'vitest';
import { scenePage } from './testing/scene-page';

describe('a rainy day', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('puts rain clouds and no sun over a girl in a raincoat jumping in puddles (%s)', (age) => {
    const page = scenePage('a girl in a raincoat jumping in puddles', age);
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toContain('cloud-with-rain');
    expect(page.matched).not.toContain('sun');
    // The rain falls as closed drops under the cloud: a drop's path ends in its round bottom's arc.
    expect(page.body.match(/A[\d.]+ [\d.]+ 0 0 1 [\d.]+ [\d.]+C/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  });

  // Two rain-cloud icons over a sunny park were all the rain there was (judging 22): rain falls across the open sky.
  it.each((['3-5', '6-8', '9-12'] as const).flatMap((age) => ['a boy walking his dog in the rain', 'a girl with an umbrella in the rain', 'a duck on a rainy day'].map((words) => [words, age] as const)))('"%s" has rain falling across the sky (%s)', (words, age) => {
    const page = scenePage(words, age);
    expect(page.matched).toContain('falling-rain');
    const strokes = /<path d="((?:M[\d.-]+ [\d.-]+l[\d.-]+ [\d.-]+)+)" fill="none"/.exec(page.body)?.[1]?.match(/M/g)?.length ?? 0;
    expect(strokes).toBeGreaterThanOrEqual(12);
  });

  it('lets no rain fall on a sunny day or under a rainbow', () => {
    expect(scenePage('a boy walking his dog in the park').matched).not.toContain('falling-rain');
    expect(scenePage('a unicorn dancing under a rainbow').matched).not.toContain('falling-rain');
  });

  // "A jaguar in the rain forest" had rain strokes filling the sky over its trees (review 16). Its two words keep the
  // forest's many trees: as the jungle it stood on open hills with two palms, judged worse (judging of 2026-11-28, third).
  it.each([
    ['a jaguar in the rain forest', 'forest'],
    ['parrots in the rain forest', 'forest'],
    ['a jaguar in the rainforest', 'jungle'],
  ])('lets no rain fall in "%s", the %s', (words, setting) => {
    const page = scenePage(words);
    expect(page.setting).toBe(setting);
    expect(page.matched).not.toContain('falling-rain');
    expect(page.matched).not.toContain('cloud-with-rain');
    expect(page.notDrawn).toEqual([]);
  });

  it('keeps the sun over a rainbow and a plain meadow', () => {
    expect(scenePage('a unicorn dancing under a rainbow').matched).toContain('sun');
    expect(scenePage('a girl in a meadow').matched).toContain('sun');
  });
});
