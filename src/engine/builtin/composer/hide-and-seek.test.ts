import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('hide and seek', () => {
  // Three kids stood in a row waving at us: nobody hid and nobody counted (judging 23).
  it.each(AGES)('kids playing hide and seek: one counts with a hand on a tree, the others peek over bushes (%s)', (ageGroup) => {
    const page = scenePage('kids playing hide and seek', ageGroup);
    expect(page.verb).toBe('hide-and-seek');
    const onTrunk = page.joins.find((join) => join.what === 'hand-on-trunk')!;
    // On the bark: inside the trunk's near edge, not reaching past its far one.
    expect(onTrunk.figure.x).toBeLessThan(onTrunk.thing.x);
    expect(onTrunk.thing.x - onTrunk.figure.x).toBeLessThan(250);
    const hiding = page.joins.filter((join) => join.what === 'hiding-behind-bush');
    expect(hiding).toHaveLength(2);
    // The bush's top at the chin or a little under it: the head shows over it, the body is hidden behind it.
    for (const join of hiding) {
      expect(join.thing.y - join.figure.y).toBeGreaterThan(-60);
      expect(join.thing.y - join.figure.y).toBeLessThan(200);
    }
    // Hiders away from the tree, on the seeker's other side.
    for (const join of hiding) expect(join.figure.x).toBeGreaterThan(onTrunk.thing.x);
    expect(page.notDrawn).toEqual([]);
    expect(page.cut).toBe(0);
  });

  it('a lone child playing hide and seek hides behind a bush', () => {
    const page = scenePage('a girl playing hide and seek');
    expect(page.joins.filter((join) => join.what === 'hiding-behind-bush')).toHaveLength(1);
    expect(page.joins.some((join) => join.what === 'hand-on-trunk')).toBe(false);
  });

  it('lists only drawn things as matched, not the game', () => {
    expect(scenePage('kids playing hide and seek').matched).not.toContain('hide and seek');
  });

  // A tree and bushes with nobody hiding showed no game.
  it('draws no hiding places in "hide and seek in the garden" with no one named to play', () => {
    const { matched, joins } = scenePage('hide and seek in the garden');
    expect(joins.some((join) => join.what === 'hiding-behind-bush')).toBe(false);
    expect(matched).not.toContain('hide and seek');
  });
});
