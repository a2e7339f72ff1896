import { describe, expect, it } from 'vitest';
import { scenePage } from './composer/testing/scene-page';

describe("a creature's own body parts", () => {
  // Judging 23: "notDrawn: trunk" of the elephant whose trunk was drawn.
  it('never says the elephant spraying water with its trunk left its trunk undrawn', () => {
    expect(scenePage('an elephant spraying water with its trunk').notDrawn).toEqual([]);
  });

  it.each([
    ['a bird flapping its wings', 'money-with-wings'],
    ['a unicorn with a golden horn', 'postal-horn'],
  ])('draws no thing beside "%s" for the part (%s)', (description, thing) => {
    const page = scenePage(description);
    expect(page.matched).not.toContain(thing);
    expect(page.notDrawn).toEqual([]);
  });

  it('keeps the horn a boy has: a person has no horn of his own', () => {
    expect(scenePage('a boy with a horn').matched).toContain('postal-horn');
  });
});
