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

  // Over the back rest's top they jumped behind the sofa, not on it (judging 21).
  it.each(AGES)('keeps every jumper\'s feet in front of the back rest, below its top (%s)', (ageGroup) => {
    for (const description of ['a boy jumping on the sofa', 'kids jumping on the sofa']) {
      const fronts = pageOf(description, ageGroup).joins.filter((join) => join.what === 'feet-before-back');
      expect(fronts.length, description).toBeGreaterThan(0);
      for (const front of fronts) expect(front.figure.y, description).toBeGreaterThan(front.thing.y + 60);
    }
  });

  it('still seats one sitting on the sofa', () => {
    expect(pageOf('a boy sitting on the sofa').joins.some((join) => join.what === 'seat-on-seat')).toBe(true);
  });
});
