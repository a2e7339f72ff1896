import { describe, expect, it } from 'vitest';
import { scenePage } from '../composer/testing/scene-page';
import { layerCake, weddingCake } from './layer-cake';

describe('a layer cake', () => {
  // One tier with a band round it was drawn for "a three layer cake", and "layers" was said to be undrawn (judging 21).
  it.each(['a three layer cake', 'a birthday cake with three layers', 'a tiered cake'])('draws "%s" as the layer cake, no one-tier cake beside it', (description) => {
    const page = scenePage(description);
    expect(page.matched).toContain('layer-cake');
    expect(page.matched).not.toContain('birthday-cake');
    expect(page.notDrawn ?? []).not.toContain('layers');
  });

  // "Three layers" of anything else drew a birthday cake on the far hill (review 16).
  it('draws no cake for a girl wearing three layers of clothes', () => {
    const { matched } = scenePage('a girl wearing three layers of clothes');
    expect(matched).not.toContain('layer-cake');
    expect(matched).not.toContain('birthday-cake');
  });

  // A wedding cake wore three birthday candles as the layer cake.
  it.each(['low', 'medium', 'high'] as const)('stacks a wedding cake with no candles (%s)', (detail) => {
    expect(scenePage('a wedding cake').matched).toContain('wedding-cake');
    // The same tiers, less the three candles and their three flames.
    const [tiered, wedding] = [layerCake.draw(detail).shapes, weddingCake.draw(detail).shapes];
    expect(tiered.slice(0, wedding.length)).toEqual(wedding);
    expect(tiered.length - wedding.length).toBe(6);
  });

  it('keeps a plain birthday cake one cake', () => {
    expect(scenePage('a birthday cake').matched).toContain('birthday-cake');
  });

  it.each(['low', 'medium', 'high'] as const)('stacks three tiers, each narrower than the one under it (%s)', (detail) => {
    const tiers = layerCake
      .draw(detail)
      .shapes.map((shape) => /<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/.exec(shape))
      .filter((match) => match !== null)
      .map((match) => ({ y: Number(match[2]), width: Number(match[3]), height: Number(match[4]) }))
      .filter((rect) => rect.height > 20)
      .sort((a, b) => b.y - a.y);
    expect(tiers).toHaveLength(3);
    for (let index = 1; index < tiers.length; index++) {
      expect(tiers[index]!.width).toBeLessThan(tiers[index - 1]!.width);
      expect(tiers[index]!.y + tiers[index]!.height).toBeCloseTo(tiers[index - 1]!.y, 0);
    }
  });
});
