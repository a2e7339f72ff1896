import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';
import { scenePage, type SceneJoin as Join } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('brushing teeth', () => {
  it.each(AGES)('a boy brushing his teeth holds a toothbrush at his mouth with foam round his lips (%s)', (ageGroup) => {
    const plan = planScene({ characters: [], title: '', description: 'a boy brushing his teeth', ageGroup });
    expect(plan.verb).toBe('brushing-teeth');
    const joins = composeScene(plan).metadata.joins as Join[];
    // Drawn waving beside a big tooth, he had no brush and the tooth stood on the grass as if it were a friend.
    const brush = joins.find((join) => join.what === 'brush-at-mouth')!;
    expect(brush.thing).toEqual(brush.figure);
    const foam = joins.filter((join) => join.what === 'foam');
    expect(foam.length).toBeGreaterThanOrEqual(4);
    // The foam stays round the lips, off the eyes: each bubble within a brush head's reach of the mouth, none far above it.
    for (const bubble of foam) expect(bubble.thing.y).toBeGreaterThan(bubble.figure.y - Math.abs(bubble.thing.x - bubble.figure.x));
  });

  // On a grassy hill with the sun there was no sink or mirror (judging 22): teeth are brushed in the bathroom.
  it.each(AGES.flatMap((ageGroup) => ['a girl brushing her teeth', 'a bunny brushing its teeth', 'a boy with a toothbrush'].map((words) => [words, ageGroup] as const)))('"%s" is in a bathroom with a sink and a mirror (%s)', (words, ageGroup) => {
    const page = scenePage(words, ageGroup);
    expect(page.setting).toBe('bathroom');
    expect(page.layout).toBe('room');
    expect(page.matched).toEqual(expect.arrayContaining(['sink', 'mirror']));
    expect(page.matched).not.toContain('sun');
    expect(page.notDrawn).toEqual([]);
  });

  it.each(['a shark with sharp teeth', 'a girl brushing her hair'])('"%s" is no bathroom', (words) => {
    expect(scenePage(words).setting).not.toBe('bathroom');
  });

  it('leaves brushing hair to the page as before', () => {
    expect(planScene({ characters: [], title: '', description: 'a girl brushing her hair', ageGroup: '6-8' }).verb).not.toBe('brushing-teeth');
  });
});
