import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('picking flowers', () => {
  it.each(AGES)('a boy picking flowers kneels with one held up in his fist, more growing ahead (%s)', (ageGroup) => {
    const page = scenePage('a boy picking flowers', ageGroup);
    expect(page.verb).toBe('picking-flowers');
    // With no verb he stood waving.
    const held = page.joins.find((join) => join.what === 'flower-in-hand')!;
    expect(held.thing.y).toBeLessThan(held.figure.y);
    expect(Math.abs(held.thing.x - held.figure.x)).toBeLessThan(40);
    const ahead = page.joins.find((join) => join.what === 'flowers-ahead')!;
    expect(ahead.thing.x).toBeGreaterThan(ahead.figure.x);
    expect(page.notDrawn).toEqual([]);
  });
});
