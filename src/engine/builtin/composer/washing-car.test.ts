import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('washing a car', () => {
  // Judging 23: the boy waved beside a toy-sized car on a city street, no bucket, sponge or water.
  it.each(AGES)('has the boy at a big car on the driveway by a house, a sponge on its body and a bucket of suds at his feet (%s)', (ageGroup) => {
    const page = scenePage('a boy washing the family car', ageGroup);
    expect(page.verb).toBe('washing-car');
    expect(page.setting).toBe('driveway');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toEqual(expect.arrayContaining(['automobile', 'bucket', 'sponge', 'house']));
    expect(page.matched).not.toContain('office-building');
    const car = page.joins.find((join) => join.what === 'car-ends')!;
    const sponge = page.joins.find((join) => join.what === 'sponge-on-car')!;
    // The family car at least as long as the boy is tall.
    const washer = page.joins.find((join) => join.what === 'washer-head-to-feet')!;
    expect(car.thing.x - car.figure.x).toBeGreaterThanOrEqual(washer.thing.y - washer.figure.y);
    // The sponge on the car's body, above its wheels: between its ends and over its foot.
    expect(sponge.thing.x).toBeGreaterThan(car.figure.x);
    expect(sponge.thing.x).toBeLessThan(car.thing.x);
    expect(sponge.thing.y).toBeLessThan(car.figure.y);
    expect(page.joins.some((join) => join.what === 'bucket-by-feet')).toBe(true);
  });

  it.each(['a girl washing a car', 'dad washes the car', "a girl washing her dad's car", 'a mom washing the car in the driveway'])('washes the car in "%s"', (description) => {
    expect(scenePage(description).verb).toBe('washing-car');
    expect(scenePage(description).joins.some((join) => join.what === 'sponge-on-car')).toBe(true);
  });

  it.each(['a girl washing dishes', 'a boy washing his dog', 'a firefighter driving a fire truck down the street'])('leaves "%s" off the driveway', (description) => {
    const page = scenePage(description);
    expect(page.verb).not.toBe('washing-car');
    expect(page.setting).not.toBe('driveway');
  });

  // Review of 6faacc6: in the city the driveway ran up the street between the office blocks, its house hidden behind them.
  it.each([
    ['a girl washing her car in the city', 'city'],
    ['a girl washing her car in the street', 'city'],
    ['a girl washing a car on the farm', 'farm'],
  ])('washes the car where "%s" says, with no driveway or house of its own', (description, setting) => {
    const page = scenePage(description);
    expect(page.verb).toBe('washing-car');
    expect(page.setting).toBe(setting);
    expect(page.matched).toEqual(expect.arrayContaining(['automobile', 'bucket', 'sponge']));
    expect(page.matched).not.toContain('house');
  });
});
