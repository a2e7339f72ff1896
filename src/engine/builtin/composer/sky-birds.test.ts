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
});
