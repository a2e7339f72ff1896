import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage as page } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];
/** The start of the sitting frog's body, drawn only for a whole frog: the frog icon is a head alone. */
const FROG_BODY = 'M30 88 Q20 88';

describe('a frog sitting on a lily pad', () => {
  it.each(AGES)('sits a whole frog up on a lily pad on the pond, where a frog\'s head sat on the grass (%s)', (ageGroup) => {
    for (const description of ['a frog sitting on a lily pad', 'a frog on a lily pad', 'a green frog sits on a big lily pad']) {
      const drawn = page(description, ageGroup);
      expect(drawn.matched, description).toEqual(expect.arrayContaining(['frog', 'lily-pad', 'water-wave']));
      expect(drawn.joins.filter((join) => join.what === 'on-lily-pad'), description).toHaveLength(1);
      expect(drawn.body, description).toContain(FROG_BODY);
      expect(drawn.notDrawn, description).toEqual([]);
    }
  });

  it('draws a frog anywhere with its body, and still seats someone sitting with no lily pad', () => {
    expect(page('a frog in the garden').body).toContain(FROG_BODY);
    expect(page('a girl sitting by a pond').joins.some((join) => join.what === 'on-lily-pad')).toBe(false);
  });
});
