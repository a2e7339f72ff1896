import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('a dock out over a lake', () => {
  // She stood on a meadow by a little pond, and the page said "Couldn't draw: dock".
  it.each(AGES)('stands an angler on its deck, her line dropping to the water past its end (%s)', (ageGroup) => {
    const page = scenePage('a girl fishing on a dock', ageGroup);
    expect(page.setting).toBe('lake');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toEqual(expect.arrayContaining(['wooden-dock', 'fishing-pole']));
    const feet = page.joins.find((join) => join.what === 'feet-on-deck');
    const line = page.joins.find((join) => join.what === 'line-in-water');
    expect(feet).toBeDefined();
    expect(line).toBeDefined();
    // On the deck: her feet on its boards, not sunk into them or standing on the air over them.
    expect(Math.abs(feet!.figure.y - feet!.thing.y)).toBeLessThan(30);
    // The float lands on the water well below the deck, out past her.
    expect(line!.thing.y).toBeGreaterThan(feet!.thing.y + 200);
    expect(line!.thing.x).toBeGreaterThan(feet!.figure.x);
    // The angler is the page's subject, not a speck at the dock's end.
    expect(page.lead).toBeGreaterThan(0.35);
  });

  it.each(['a boy sitting on the pier', 'a girl on a jetty'])('stands on a dock for other words too: "%s"', (description) => {
    const page = scenePage(description);
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toContain('wooden-dock');
  });
});
