import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { planScene } from '../scene';
import { scenePage as pageOf } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('making toys', () => {
  // The elf only touched a finished teddy on the bench: nothing was being made (judging 20).
  it.each(AGES)('an elf making toys raises a hammer over the toys on the workbench (%s)', (ageGroup) => {
    const page = pageOf('an elf making toys', ageGroup);
    expect(page.matched).toEqual(expect.arrayContaining(['person-elf', 'toy-workbench', 'hammer']));
    const held = page.joins.find((join) => join.what === 'hammer-in-fist')!;
    expect(held.figure.y - held.thing.y).toBeGreaterThan(150);
    const over = page.joins.find((join) => join.what === 'fist-over-bench')!;
    expect(over.thing.y - over.figure.y).toBeGreaterThan(80);
  });

  it("draws Santa's elf in the workshop at the bench, and leaves making a sandcastle and a carpenter's workshop alone", () => {
    const verbOf = (description: string): unknown => planScene({ characters: [], title: '', description, ageGroup: '6-8' }).verb;
    expect(verbOf("Santa's elf in the workshop")).toBe('making-toys');
    expect(verbOf('a boy making a sandcastle')).not.toBe('making-toys');
    expect(verbOf('a carpenter in the workshop')).not.toBe('making-toys');
  });
});
