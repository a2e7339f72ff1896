import { describe, expect, it } from 'vitest';
import { getComposedProp } from '../props/prop-library';
import { scenePage } from './testing/scene-page';

/** The composed drawing's own outlines, as they stand in a page's markup wherever it is drawn. */
function outlinesOf(name: string): string[] {
  const outlines = getComposedProp(name)!.draw('medium').shapes.filter((shape) => shape.length > 40);
  expect(outlines.length).toBeGreaterThan(2);
  return outlines;
}

describe('a food drawn to stand on its own, eaten or held', () => {
  // The whole pizza on its plate and the scoops on their cone cannot be held: the eater held an apple while the pizza
  // lay on the grass, or stood with empty hands beside a cone as tall as a tree.
  it.each([
    ['a boy eating a slice of pizza', 'whole-pizza'],
    ['a girl eating an ice cream cone', 'ice-cream-cone'],
    ['a boy holding an ice cream cone', 'ice-cream-cone'],
  ])('is held in the hand for "%s", not drawn whole beside the one holding it', (description, prop) => {
    const page = scenePage(description);
    expect(page.joins.some((join) => join.what.startsWith('held') || join.what === 'snack-at-mouth')).toBe(true);
    for (const outline of outlinesOf(prop)) expect(page.body).not.toContain(outline);
  });

  it('is still drawn whole when it is the page itself', () => {
    const body = scenePage('a pizza').body;
    expect(outlinesOf('whole-pizza').filter((outline) => body.includes(outline)).length).toBeGreaterThan(2);
  });
});
