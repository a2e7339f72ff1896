import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { FIGURE_KINDS } from '../figure/kinds';
import { planScene } from '../scene';
import { kinAsDrawn } from './kin-pair';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('a creature and its own young', () => {
  // Mother and calf stood far apart facing the same way, with no contact (judging 20).
  it.each(AGES)('draws the elephant and her calf turned to each other, the calf at her front (%s)', (ageGroup) => {
    const page = scenePage('an elephant and her calf', ageGroup);
    expect(page.figures).toBe(2);
    const meeting = page.joins.find((join) => join.what === 'young-at-mother')!;
    // The calf's front a little inside the mother's front edge, not a gap of meadow between them.
    expect(meeting.figure.x).toBeLessThan(meeting.thing.x);
    expect(meeting.thing.x - meeting.figure.x).toBeLessThan(200);
  });

  // "With her baby" after an elephant was taken for a kangaroo's joey and dropped: one elephant alone.
  it('draws a mother elephant with her baby as a grown elephant and a small one beside her', () => {
    const plan = planScene({ characters: [], title: '', description: 'a mother elephant with her baby', ageGroup: '6-8' });
    expect(plan.characters.map((character) => character.motif)).toEqual(['elephant', 'elephant']);
    expect(plan.scales.baby).toBeLessThan(1);
    expect(scenePage('a mother elephant with her baby').joins.some((join) => join.what === 'young-at-mother')).toBe(true);
  });

  it("keeps a kangaroo's baby the joey in her pouch and a mom's baby a baby", () => {
    expect(planScene({ characters: [], title: '', description: 'a kangaroo with her baby', ageGroup: '6-8' }).characters.map((character) => character.motif)).toEqual(['kangaroo']);
    expect(planScene({ characters: [], title: '', description: 'a mom with her baby', ageGroup: '6-8' }).scales).toEqual({});
  });
});

describe('how a creature and its young are drawn', () => {
  const drawnKinds = (description: string): string[] => {
    const [grown, young] = planScene({ characters: [], title: '', description, ageGroup: '6-8' }).characters;
    return kinAsDrawn(grown!, young!, description).map((character) => character.figure?.kind ?? character.motif);
  };

  // The calf had an udder and horns, and the lion's mother and cub a mane (judging 21).
  it('draws a cow with a calf that has no udder or horns, and a lion mother and her cub without a mane', () => {
    expect(drawnKinds('a cow and her calf')).toEqual(['cow', 'calf']);
    expect(FIGURE_KINDS.calf.bodyExtras).not.toContain('udder');
    expect(FIGURE_KINDS.calf.headExtras).not.toContain('horns');
    expect(drawnKinds('a lion and her cub')).toEqual(['lioness', 'lioness']);
    expect(FIGURE_KINDS.lioness.headExtras).not.toContain('mane');
  });

  it("keeps a lion named as the cub's father maned, and an elephant's calf an elephant", () => {
    expect(drawnKinds('a lion and his cub')).toEqual(['lion', 'lioness']);
    expect(drawnKinds('an elephant and her calf')).toEqual(['elephant', 'elephant']);
  });
});
