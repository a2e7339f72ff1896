import { describe, expect, it } from 'vitest';
import { scenePage } from './testing/scene-page';

describe('sleeping under the stars', () => {
  // "A boy and a dog sleeping under the stars" slept in a bed floating in outer space among planets, a satellite and a rocket.
  it.each(['a boy and a dog sleeping under the stars', 'a girl camping beneath the stars'])('puts "%s" on the land at night, a moon and stars overhead', (description) => {
    const page = scenePage(description);
    expect(page.setting).not.toBe('space');
    expect(page.matched).toEqual(expect.arrayContaining(['crescent-moon', 'star']));
    expect(page.matched).not.toEqual(expect.arrayContaining(['planet']));
    expect(page.matched).not.toContain('rocket');
  });
});
