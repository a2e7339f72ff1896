import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { planScene } from '../scene';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('with a pot of gold', () => {
  // He waved an empty hand away from the pot beside him, so he was not "with" it (judging 19).
  it.each(AGES)('a leprechaun holds up a gold coin in his raised fist, the pot at his boot (%s)', (ageGroup) => {
    const page = scenePage('a leprechaun with a pot of gold', ageGroup);
    expect(page.verb).toBe('showing-gold');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toContain('pot-of-gold');
    const coin = page.joins.find((join) => join.what === 'coin-in-hand')!;
    // Over the fist, held up above the head's height on the page's upper half.
    expect(coin.thing.y).toBeLessThan(coin.figure.y);
    expect(Math.abs(coin.thing.x - coin.figure.x)).toBeLessThan(2);
    expect(coin.thing.y).toBeLessThan(3300 * 0.5);
    const pot = page.joins.find((join) => join.what === 'thing-beside-lead')!;
    // Beside his boot on the ground, under the raised coin's side.
    expect(Math.abs(pot.thing.x - pot.figure.x)).toBeLessThan(2550 * 0.1);
    expect(Math.abs(pot.thing.y - pot.figure.y)).toBeLessThan(3300 * 0.03);
    expect(pot.thing.x).toBeGreaterThan(coin.figure.x - 2550 * 0.15);
  });

  it('leaves a pot of gold the words do not give anyone where it was', () => {
    expect(planScene({ characters: [], title: '', description: 'a rainbow over a pot of gold', ageGroup: '6-8' }).verb).not.toBe('showing-gold');
  });
});
