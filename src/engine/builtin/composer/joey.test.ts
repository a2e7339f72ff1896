import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage as page } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];
/** The start of the pouch's front, drawn only with a joey in it. */
const POUCH = 'M5.45 13.3';

describe('a joey in its mother\'s pouch', () => {
  it.each(AGES)('draws the joey looking out of the pouch for "a kangaroo with a joey" and "with a baby", and says nothing is missing (%s)', (ageGroup) => {
    for (const description of ['a kangaroo with a joey', 'a kangaroo with a baby', 'a mother kangaroo with her baby']) {
      const drawn = page(description, ageGroup);
      expect(drawn.notDrawn, description).toEqual([]);
      expect(drawn.body.split(POUCH).length - 1, description).toBe(1);
    }
  });

  it('leaves a kangaroo named without its young as it was, and gives no pouch to a child\'s mother', () => {
    expect(page('a kangaroo in the outback', '6-8').body).not.toContain(POUCH);
    expect(page('a mother with a baby', '6-8').body).not.toContain(POUCH);
    // The baby is the elephant's: a joey peeped from the pouch.
    expect(page('a kangaroo and a baby elephant', '6-8').body).not.toContain(POUCH);
  });
});
