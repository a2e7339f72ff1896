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

  it('keeps the sun over a rainbow and a plain meadow', () => {
    expect(scenePage('a unicorn dancing under a rainbow').matched).toContain('sun');
    expect(scenePage('a girl in a meadow').matched).toContain('sun');
  });
});
