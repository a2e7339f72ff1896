import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { BIPED_POSES } from '../figure/poses';
import { planScene } from '../scene';
import { scenePage } from './testing/scene-page';
import { VERBS } from './verbs';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('writing', () => {
  it.each(AGES)('a girl writing a letter sits at a desk indoors, a pencil from her fist to the paper on its top (%s)', (ageGroup) => {
    const page = scenePage('a girl writing a letter', ageGroup);
    expect(page.verb).toBe('writing');
    // With no verb she stood waving on the grass and the page said "Couldn't draw: letter".
    expect(page.setting).toBe('classroom');
    const pencil = page.joins.find((join) => join.what === 'pencil-on-paper')!;
    expect(Math.hypot(pencil.thing.x - pencil.figure.x, pencil.thing.y - pencil.figure.y)).toBeLessThan(120);
    const paper = page.joins.find((join) => join.what === 'paper-on-desk')!;
    expect(Math.abs(paper.thing.y - paper.figure.y)).toBeLessThan(40);
    expect(page.matched).toContain('table');
    expect(page.notDrawn).toEqual([]);
  });

  it('sits to write, and drawing a picture is still painting', () => {
    expect(BIPED_POSES[VERBS.writing.pose].isSeated).toBe(true);
    expect(planScene({ characters: [], title: '', description: 'a robot drawing a picture', ageGroup: '6-8' }).verb).toBe('painting');
  });
});
