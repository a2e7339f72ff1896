import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { BIPED_POSES } from '../figure/poses';
import { planScene } from '../scene';
import { scenePage } from './testing/scene-page';
import { VERBS } from './verbs';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('playing the piano', () => {
  it.each(AGES)('a girl playing the piano sits at an upright piano on a stage, her hand on its keys (%s)', (ageGroup) => {
    const page = scenePage('a girl playing the piano', ageGroup);
    expect(page.verb).toBe('piano');
    // With the instruments' verb she stood holding a keyboard up like a guitar.
    expect(page.setting).toBe('stage');
    const keys = page.joins.find((join) => join.what === 'hands-on-keys')!;
    expect(Math.abs(keys.thing.y - keys.figure.y)).toBeLessThan(60);
    expect(Math.abs(keys.thing.x - keys.figure.x)).toBeLessThan(200);
    expect(page.matched).toContain('piano');
    expect(page.notDrawn).toEqual([]);
  });

  it('sits, where the instruments stand', () => {
    expect(BIPED_POSES[VERBS.piano.pose].isSeated).toBe(true);
    expect(BIPED_POSES[VERBS.music.pose].isSeated).toBeUndefined();
  });

  // A verb word beats the bare piano: the cat sat playing at the keys.
  it.each([['a cat sleeping on the piano', 'sleeping'], ['a boy plays piano', 'piano']])('"%s" is %s', (description, verb) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).toBe(verb);
  });
});
