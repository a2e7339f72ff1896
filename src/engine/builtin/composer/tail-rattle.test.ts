import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { planScene } from '../scene';
import { scenePage as page } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];
/** A segment of the tail's rattle: only the rattle tips its ellipses up so. */
const SEGMENT = /<ellipse [^>]*transform="rotate\(-35 /g;

describe("a snake's rattle", () => {
  it.each(AGES)('puts the rattle on the snake\'s tail, not a baby\'s rattle beside it, and says nothing is missing (%s)', (ageGroup) => {
    const drawn = page('a snake with a rattle', ageGroup);
    expect(drawn.matched).not.toContain('rattle');
    expect(drawn.notDrawn).toEqual([]);
    expect(drawn.body.match(SEGMENT)?.length).toBe(ageGroup === '3-5' ? 3 : 4);
  });

  it("still gives a baby its toy rattle, and a snake named without one no rattle", () => {
    const baby = page('a baby with a rattle', '6-8');
    expect(baby.matched).toContain('rattle');
    expect(baby.body).not.toMatch(SEGMENT);
    expect(page('a snake in the grass', '6-8').body).not.toMatch(SEGMENT);
    // The rattle is the baby's, named before the snake: the toy snake had a rattlesnake's tail.
    expect(planScene({ characters: [], title: '', description: 'a baby with a rattle and a toy snake', ageGroup: '6-8' }).extras).toContain('rattle');
    expect(page('a baby with a rattle and a toy snake', '6-8').body).not.toMatch(SEGMENT);
  });
});
