import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { figureSpecFromWords } from '../figure/figure-spec';
import { planScene } from '../scene';
import { dressedForSnow } from './skis';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('skiing', () => {
  it.each(AGES)('a girl skiing stands on skis on the snow, a pole from her fist back down to it (%s)', (ageGroup) => {
    const page = scenePage('a girl skiing', ageGroup);
    expect(page.verb).toBe('skiing');
    // With no verb she stood waving on the grass in summer.
    expect(page.setting).toBe('snow');
    const skis = page.joins.filter((join) => join.what === 'ski-under-foot');
    // One under each foot: with none the checks below pass on a page with no skis.
    expect(skis).toHaveLength(2);
    for (const ski of skis) {
      expect(Math.abs(ski.thing.x - ski.figure.x)).toBeLessThan(5);
      expect(ski.thing.y - ski.figure.y).toBeGreaterThan(0);
      expect(ski.thing.y - ski.figure.y).toBeLessThan(120);
    }
    const pole = page.joins.find((join) => join.what === 'pole-in-hand')!;
    // From the fist down and back to the snow.
    expect(pole.thing.y).toBeGreaterThan(pole.figure.y + 100);
    expect(pole.thing.x).toBeLessThan(pole.figure.x);
    expect(page.notDrawn).toEqual([]);
  });

  // A ski hat is worn: the boy crouched on skis with poles. A cat on four legs stood with no skis, nothing said undrawn.
  it.each(['a boy with a ski hat', 'a girl in a ski jacket', 'a girl at the ski lodge', 'a cat skiing'])('"%s" is no skiing', (description) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).not.toBe('skiing');
  });

  it.each(['a boy skiing down a hill', 'a girl on skis'])('"%s" is skiing', (description) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).toBe('skiing');
  });

  // Skiing in a T-shirt read as summer (judging 19): everyday clothes become a winter jacket and a bare head gets a bobble hat.
  it('dresses a skier in everyday clothes for the snow, keeping clothes and a hat the words name', () => {
    const everyday = dressedForSnow({ kind: 'child', hair: 'short', hasBeard: false, outfit: 'tee-shorts', accessories: ['scarf'], prop: null }, 'a boy skiing');
    expect(everyday.outfit).toBe('snow-jacket');
    expect(everyday.accessories).toEqual(['scarf', 'bobble-hat']);
    const pirate = dressedForSnow({ kind: 'child', hair: 'short', hasBeard: false, outfit: 'pirate', accessories: ['pirate-hat'], prop: null }, 'a pirate skiing');
    expect(pirate.outfit).toBe('pirate');
    expect(pirate.accessories).toEqual(['pirate-hat']);
    // Everyday clothes the words name too: his overalls became the snow jacket.
    const overalls = dressedForSnow({ kind: 'child', hair: 'short', hasBeard: false, outfit: 'overalls', accessories: [], prop: null }, 'a boy in overalls skiing');
    expect(overalls.outfit).toBe('overalls');
  });

  it.each(['a boy in overalls skiing', 'a girl in a dress skiing'])('"%s" skis in the clothes the words name', (description) => {
    const { spec } = figureSpecFromWords('', description, 1)!;
    expect(dressedForSnow(spec, description).outfit).toBe(spec.outfit);
    expect(dressedForSnow(spec, description).accessories).toContain('bobble-hat');
  });
});
