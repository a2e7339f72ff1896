import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('picking apples', () => {
  it.each(AGES)('a girl picking apples holds one up in her raised hand in the tree, a basket at her feet (%s)', (ageGroup) => {
    const page = scenePage('a girl picking apples', ageGroup);
    expect(page.verb).toBe('picking-apples');
    // With no verb she stood waving, an apple lying on the grass beside her.
    const apple = page.joins.find((join) => join.what === 'apple-in-hand')!;
    expect(apple.thing.y).toBeLessThan(apple.figure.y);
    // Just over the fist, in the fingers: about an apple's height above it.
    expect(apple.figure.y - apple.thing.y).toBeLessThan(160);
    const inTree = page.joins.find((join) => join.what === 'hand-in-tree')!;
    // The hand up at the canopy's lower edge, not held out below it.
    expect(inTree.thing.y).toBeGreaterThan(inTree.figure.y);
    const basket = page.joins.find((join) => join.what === 'basket-at-feet')!;
    expect(Math.abs(basket.thing.y - basket.figure.y)).toBeLessThan(40);
    expect(basket.figure.x - basket.thing.x).toBeLessThan(300);
    expect(page.matched).toContain('basket');
    expect(page.notDrawn).toEqual([]);
  });
});
