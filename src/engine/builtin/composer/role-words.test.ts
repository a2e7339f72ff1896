import { describe, expect, it } from 'vitest';
import { scenePage } from './testing/scene-page';

describe('someone the words name by a role alone', () => {
  // These role words were missing from a second list the cast kept by hand, and drew no one ("Couldn't draw: buccaneer").
  it.each(['a buccaneer', 'a firewoman', 'an inventor', 'a schoolgirl'])('draws "%s" from the role table', (description) => {
    const page = scenePage(description);
    expect(page.notDrawn).toEqual([]);
    expect(page.figures).toBe(1);
  });
});
