import { describe, expect, it } from 'vitest';
import { scenePage } from './testing/scene-page';

describe('Goldilocks and the three bears', () => {
  it('draws a big papa bear, a middle-sized mama bear and a small baby bear, not three of one size', () => {
    const page = scenePage('goldilocks and the three bears');
    expect(page.notDrawn).toEqual([]);
    const scales = (page.plan as { scales: Record<string, number> }).scales;
    expect(scales['bears']).toBeGreaterThan(scales['bears 2']!);
    expect(scales['bears 2']).toBeGreaterThan(scales['bears 3']!);
  });

  it('leaves other counted creatures one size', () => {
    expect((scenePage('three ducks in a pond').plan as { scales: Record<string, number> }).scales).toEqual({});
  });
});
