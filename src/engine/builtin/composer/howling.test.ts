import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { planScene } from '../scene';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

/** The direction from one point to another, in degrees clockwise from pointing right. */
function bearing(from: { x: number; y: number }, to: { x: number; y: number }): number {
  return (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
}

describe('a wolf howling', () => {
  // The wolf was a front-facing head with its mouth shut, standing on the meadow with no body, and no wolf howled (judging 20).
  it.each(AGES)('sits up on a rock with its muzzle raised to a big full moon (%s)', (ageGroup) => {
    const page = scenePage('a wolf howling at the moon', ageGroup);
    expect(page.verb).toBe('howling');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toContain('full-moon');
    const muzzle = page.joins.find((join) => join.what === 'muzzle-from-eye')!;
    const howl = page.joins.find((join) => join.what === 'howl-at-moon')!;
    const onRock = page.joins.find((join) => join.what === 'wolf-on-rock')!;
    // The muzzle well above the eye, raised up and ahead; the moon up ahead of the muzzle, within 40° of where it points.
    const raised = bearing(muzzle.figure, muzzle.thing);
    expect(raised).toBeLessThan(-30);
    expect(raised).toBeGreaterThan(-80);
    expect(howl.thing.y).toBeLessThan(howl.figure.y);
    expect(Math.abs(bearing(howl.figure, howl.thing) - raised)).toBeLessThan(40);
    // Its paws on the rock's top.
    expect(Math.abs(onRock.figure.y - onRock.thing.y)).toBeLessThan(12);
  });

  it('draws one moon when the words name the full moon', () => {
    const page = scenePage('a wolf howling at the full moon');
    expect(page.matched).toContain('full-moon');
    expect(page.matched).not.toContain('crescent-moon');
  });

  // With no moon or night named, a big cratered moon stood beside the sun.
  it('raises its muzzle to a day sky with no moon when no moon or night is named', () => {
    const page = scenePage('a wolf howling');
    expect(page.verb).toBe('howling');
    expect(page.matched).not.toContain('full-moon');
    expect(page.joins.some((join) => join.what === 'howl-at-moon')).toBe(true);
  });

  it('howls under the full moon at night', () => {
    expect(scenePage('a wolf howling at night').matched).toContain('full-moon');
  });

  // Only wolves, dogs, coyotes and foxes howl: a ghost was sat under a full moon as a wolf.
  it('does not howl a ghost', () => {
    expect(planScene({ characters: [], title: '', description: 'a ghost howling in a haunted house', ageGroup: '6-8' }).verb).not.toBe('howling');
  });

  it.each(['a wolf howls at the moon', 'wolves howling', 'a dog howling'])('"%s" is howling', (description) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).toBe('howling');
  });

  // The wind howls too: a girl (or a house) in the howling wind was read as a wolf howling at the moon.
  it.each(['a house in the howling wind', 'a girl in the howling wind', 'the wind howls round a lighthouse'])('"%s" has no one howling', (description) => {
    expect(planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb).not.toBe('howling');
  });
});
