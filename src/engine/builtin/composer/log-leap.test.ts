import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { planScene } from '../scene';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('jumping over a log', () => {
  // The fox did a star jump on a bare meadow: no log was drawn (judging 21).
  it.each(AGES)('the fox leaps over a fallen log, its lowest foot just above the log’s top (%s)', (ageGroup) => {
    const page = scenePage('a fox jumping over a log', ageGroup);
    expect(page.verb).toBe('jumping-over-log');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toContain('log');
    const leap = page.joins.find((join) => join.what === 'leap-over-log')!;
    // Clear of the log by a small gap: not stood on it, nor high in the air far from it.
    expect(leap.thing.y - leap.figure.y).toBeGreaterThan(0);
    expect(leap.thing.y - leap.figure.y).toBeLessThan(120);
    // Over the log's middle, not beside it.
    expect(Math.abs(leap.thing.x - leap.figure.x)).toBeLessThan(100);
  });

  it.each(['a dog leaping over a log', 'the fox jumps over the log'])('"%s" leaps over it', (description) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).toBe('jumping-over-log');
  });

  it('a fox jumping with no log named is no leap over one', () => {
    expect(planScene({ characters: [], title: '', description: 'a fox jumping', ageGroup: '6-8' }).verb).not.toBe('jumping-over-log');
  });
});
