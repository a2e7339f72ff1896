import { describe, expect, it } from 'vitest';
import { scenePage } from './testing/scene-page';

describe('a fish in a bowl', () => {
  it.each(['a fish in a bowl', 'a goldfish in the bowl'])('draws %s in the fishbowl, not beside a soup bowl', (words) => {
    const page = scenePage(words);
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toContain('fishbowl');
    expect(page.matched).not.toContain('steaming-bowl');
  });
});
