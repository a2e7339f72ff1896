import { describe, expect, it } from 'vitest';
import { planet, planetKind } from './space';

/** Shapes and lines drawn: each is an area or a border to colour. */
const shapes = (markup: string): number => (markup.match(/<(path|circle|ellipse)\b/g) ?? []).length;
/** Open lines only (bands, gaps, rims), not the outlined shapes. */
const lines = (markup: string): number => (markup.match(/fill="none"/g) ?? []).length;

describe('planets', () => {
  const kinds = [0, 1, 2, 3].map(planetKind);

  it('give older children more to colour on every kind than a plain circle with a few stripes', () => {
    for (const kind of kinds) expect(shapes(planet(1000, 1000, 300, kind, 8, 'high').markup), kind).toBeGreaterThan(shapes(planet(1000, 1000, 300, kind, 8, 'medium').markup));
  });

  it('split a ring into two bands only where each stays wide enough to colour', () => {
    const ringed = (r: number): string => planet(1000, 1000, r, 'ringed', 8, 'high').markup;
    expect(lines(ringed(300)) - lines(ringed(60))).toBeGreaterThanOrEqual(2);
  });
});
