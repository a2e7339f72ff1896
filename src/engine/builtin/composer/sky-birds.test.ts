import { describe, expect, it } from 'vitest';
import { scenePage } from './testing/scene-page';

/** A gull on the wing: one closed path of four curves, two wings out from the body and back (backdrops.ts). */
const GULL = /d="M[-\d.]+ [-\d.]+(?: Q[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+){4}Z"/g;

describe('birds in the sky', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('leaves the desert sky clear of gulls (%s)', (ageGroup) => {
    const { body } = scenePage('a camel in the desert', ageGroup);
    expect(body.match(GULL) ?? []).toHaveLength(0);
  });

  it('still flies gulls over the sea', () => {
    const { body } = scenePage('a pirate on his ship', '9-12');
    expect((body.match(GULL) ?? []).length).toBeGreaterThan(0);
  });

  it.each(['a lion at the zoo', 'three ducks swimming in a pond', 'a triceratops in the jungle', 'a digger on a building site'])('flies a few gulls, not rows of them, over an older child’s land (%s)', (words) => {
    // Judging 18: a group of gulls in every other sky cell flew some thirty "M" birds over the zoo, the pond and the jungle.
    const { body } = scenePage(words, '9-12');
    expect((body.match(GULL) ?? []).length).toBeLessThanOrEqual(6);
  });
});
