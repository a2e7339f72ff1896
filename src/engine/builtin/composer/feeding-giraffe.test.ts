import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { planScene } from '../scene';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('feeding a giraffe', () => {
  // The giraffe icon stood small beside the keeper, its head at his chest, while he held a bucket: no food reached it
  // (judging 20).
  it.each(AGES)('the keeper holds leaves up and the giraffe bows its head down to eat them (%s)', (ageGroup) => {
    const page = scenePage('a zookeeper feeding a giraffe', ageGroup);
    expect(page.verb).toBe('feeding-giraffe');
    expect(page.notDrawn).toEqual([]);
    expect(page.figures).toBe(2);
    const inHand = page.joins.find((join) => join.what === 'leaves-in-hand')!;
    const atMouth = page.joins.find((join) => join.what === 'mouth-at-leaves')!;
    const bowed = page.joins.find((join) => join.what === 'head-bowed')!;
    // The leaves held out ahead of the fist, their tip in the giraffe's mouth.
    expect(inHand.thing.x).toBeGreaterThan(inHand.figure.x);
    expect(Math.hypot(atMouth.figure.x - atMouth.thing.x, atMouth.figure.y - atMouth.thing.y)).toBeLessThan(4);
    // Its mouth well down from the top of the giraffe: the head bowed to the keeper, not up at the top of its neck.
    expect(bowed.figure.y - bowed.thing.y).toBeGreaterThan(400);
  });

  it.each(['a girl feeding the giraffes', 'a boy feeds a giraffe'])('"%s" feeds the giraffe leaves', (description) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).toBe('feeding-giraffe');
  });

  it('keeps a farmer feeding chickens at his pail', () => {
    expect(planScene({ characters: [], title: '', description: 'a farmer feeding chickens', ageGroup: '6-8' }).verb).toBe('feeding');
  });
});
