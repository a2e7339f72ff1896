import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { planScene } from '../scene';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('drinking', () => {
  it.each(AGES)('a boy drinking juice holds a glass before his chin, its straw at his lips (%s)', (ageGroup) => {
    const page = scenePage('a boy drinking juice', ageGroup);
    expect(page.verb).toBe('drinking');
    // With no verb he stood waving and the page said "Couldn't draw: juice".
    const straw = page.joins.find((join) => join.what === 'straw-at-mouth')!;
    expect(Math.hypot(straw.thing.x - straw.figure.x, straw.thing.y - straw.figure.y)).toBeLessThan(5);
    const glass = page.joins.find((join) => join.what === 'glass-in-hand')!;
    // The fist below the lips and near under them: the straw rises to the mouth, not across the face.
    expect(glass.figure.y).toBeGreaterThan(glass.thing.y);
    expect(Math.abs(glass.figure.x - glass.thing.x)).toBeLessThan(glass.figure.y - glass.thing.y);
    expect(page.notDrawn).toEqual([]);
  });

  it.each(AGES)('a cat drinking milk laps from a bowl on the ground at its lowered mouth (%s)', (ageGroup) => {
    const page = scenePage('a cat drinking milk', ageGroup);
    const bowl = page.joins.find((join) => join.what === 'mouth-at-bowl')!;
    // The rim a little above the chin, level with the lower face: the chin dips over it. (Standing, the cat's chin was
    // far above the grass.)
    expect(bowl.thing.y).toBeLessThan(bowl.figure.y);
    expect(bowl.figure.y - bowl.thing.y).toBeLessThan(220);
    expect(Math.abs(bowl.thing.x - bowl.figure.x)).toBeLessThan(250);
    expect(page.notDrawn).toEqual([]);
  });

  // Drinks on a table are things, not someone drinking.
  it('"a table of snacks and drinks" is no drinking', () => {
    expect(planScene({ characters: [], title: '', description: 'a table of snacks and drinks', ageGroup: '6-8' }).verb).not.toBe('drinking');
    expect(planScene({ characters: [], title: '', description: 'a boy drinks milk', ageGroup: '6-8' }).verb).toBe('drinking');
  });
});
