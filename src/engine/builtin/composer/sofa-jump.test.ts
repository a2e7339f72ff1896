import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { scenePage as pageOf } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('jumping on a sofa', () => {
  // He sat on the seat, and nothing said he was jumping.
  it.each(AGES)('puts the jumper up in the air, his feet well over the seat (%s)', (ageGroup) => {
    const page = pageOf('a boy jumping on the sofa', ageGroup);
    expect(page.matched).toContain('sitting-sofa');
    expect(page.joins.some((join) => join.what === 'seat-on-seat')).toBe(false);
    const jump = page.joins.find((join) => join.what === 'feet-over-seat')!;
    expect(jump.thing.y - jump.figure.y).toBeGreaterThan(120);
    expect(Math.abs(jump.thing.x - jump.figure.x)).toBeLessThan(200);
  });

  // Only the lead jumped; the others stood small beside the sofa (judging 20).
  it.each(AGES)('jumps all the kids on the sofa side by side, each clear of the next (%s)', (ageGroup) => {
    const page = pageOf('kids jumping on the sofa', ageGroup);
    const jumps = page.joins.filter((join) => join.what === 'feet-over-seat');
    expect(jumps).toHaveLength(3);
    for (const jump of jumps) expect(jump.thing.y - jump.figure.y).toBeGreaterThan(60);
    const across = jumps.map((jump) => jump.figure.x).sort((a, b) => a - b);
    expect(across[1]! - across[0]!).toBeGreaterThan(500);
    expect(across[2]! - across[1]!).toBeGreaterThan(500);
  });

  // Over the back rest's top they jumped behind the sofa, not on it (judging 21); at the sitters' spots the end ones
  // stood on the sofa's arms (review 16).
  it.each(AGES)('keeps every jumper\'s drawn feet over the seat cushion, below the back rest\'s top and between the arms (%s)', (ageGroup) => {
    // The sofa's round arms are 24 of its 200 units at either end.
    const ARM = 24 / 200;
    for (const description of ['a boy jumping on the sofa', 'kids jumping on the sofa']) {
      const { joins } = pageOf(description, ageGroup);
      const feet = joins.filter((join) => join.what === 'feet-before-back');
      const { figure: left, thing: right } = joins.find((join) => join.what === 'jumped-on-ends')!;
      const arm = (right.x - left.x) * ARM;
      expect(feet.length, description).toBe(description.startsWith('kids') ? 6 : 2);
      for (const { figure: foot, thing: backTop } of feet) {
        expect(foot.y, description).toBeGreaterThan(backTop.y + 60);
        expect(foot.y, description).toBeLessThan(left.y);
        expect(foot.x, description).toBeGreaterThan(left.x + arm);
        expect(foot.x, description).toBeLessThan(right.x - arm);
      }
    }
  });

  it('still seats one sitting on the sofa', () => {
    expect(pageOf('a boy sitting on the sofa').joins.some((join) => join.what === 'seat-on-seat')).toBe(true);
  });
});
