import { describe, expect, it } from 'vitest';
import { composeScene, planScene } from '../scene';

const compose = (description: string, ageGroup: '3-5' | '6-8' | '9-12') => composeScene(planScene({ characters: [], title: '', description, ageGroup })).metadata;

describe('the way to school', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('has the school ahead of a girl riding her bike to it, out of doors (%s)', (ageGroup) => {
    // Judging 23: "to school" chose the classroom, and she rode indoors among bookshelves with no school in sight.
    const metadata = compose('a girl riding her bike to school', ageGroup);
    expect(metadata.setting).toBe('school-road');
    expect(metadata.matched).toEqual(expect.arrayContaining(['girl', 'bicycle', 'school-building']));
    expect(metadata.matched).not.toContain('bookshelf');
    expect(metadata.notDrawn).toEqual([]);
  });

  it.each(['3-5', '6-8', '9-12'] as const)('drives kids on a school bus along a street with the school on its far side (%s)', (ageGroup) => {
    // Judging 23: the bus drove a city street lined with office buildings and shops, no school in sight.
    const metadata = compose('kids on a school bus', ageGroup);
    expect(metadata.layout).toBe('street');
    expect(metadata.matched).toEqual(expect.arrayContaining(['school-bus', 'school-building']));
    expect(metadata.matched).not.toContain('office-building');
  });

  it.each(['a boy walking to school', 'kids on a school bus', 'a girl walking back from school'])('draws the school along the horizon for "%s"', (description) => {
    const metadata = compose(description, '6-8');
    expect(metadata.setting).toBe('school-road');
    expect(metadata.matched).toContain('school-building');
    expect(metadata.notDrawn).toEqual([]);
  });

  it.each(['a girl in her classroom', 'a girl at school', 'kids learning at school'])('keeps "%s" in the classroom', (description) => {
    const metadata = compose(description, '6-8');
    expect(metadata.setting).toBe('classroom');
    expect(metadata.matched).not.toContain('school-building');
  });
});
