import { describe, expect, it } from 'vitest';
import { composeScene, planScene } from '../scene';

/** A gull on the wing: one closed path of four curves, two wings out from the body and back (backdrops.ts). */
const GULL = /d="M[-\d.]+ [-\d.]+(?: Q[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+){4}Z"/g;

describe('birds in the sky', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('leaves the desert sky clear of gulls (%s)', (ageGroup) => {
    const { body } = composeScene(planScene({ characters: [], title: '', description: 'a camel in the desert', ageGroup }));
    expect(body.match(GULL) ?? []).toHaveLength(0);
  });

  it('still flies gulls over the sea', () => {
    const { body } = composeScene(planScene({ characters: [], title: '', description: 'a pirate on his ship', ageGroup: '9-12' }));
    expect((body.match(GULL) ?? []).length).toBeGreaterThan(0);
  });
});
