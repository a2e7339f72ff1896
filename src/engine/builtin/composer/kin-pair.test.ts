import { describe, expect, it, vi } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { drawMotif } from '../drawing';
import { FIGURE_KINDS } from '../figure/kinds';
import { planScene } from '../scene';
import { kinAsDrawn } from './kin-pair';
import { scenePage } from './testing/scene-page';

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

// Every picture drawn for the pages of this file (a creature drawn from its icon among them), as the composer asks for it.
vi.mock('../drawing', async (original) => {
  const drawing = await original<{ drawMotif: typeof drawMotif }>();
  return { ...drawing, drawMotif: vi.fn(drawing.drawMotif) };
});

/**
 * Of the pictures of `motif` (an elephant's is its stand-in art, the standing elephant) drawn for a page, those in its drawing: each one's middle across, and which way it looks
 * (an icon looks left unless its drawing is mirrored).
 */
function creaturesOnPage(body: string, motif: string): Array<{ middle: number; looks: 1 | -1 }> {
  const { calls, results } = vi.mocked(drawMotif).mock;
  // Keyed by the drawing: a creature fitted into its box is drawn more than once where it stands.
  const onPage = new Map<string, { middle: number; looks: 1 | -1 }>();
  calls.forEach(([placement], index) => {
    const drawn = results[index]!.value as ReturnType<typeof drawMotif>;
    if (placement.motif === motif && drawn && body.includes(drawn.markup)) onPage.set(drawn.markup, { middle: drawn.box.x + drawn.box.width / 2, looks: /scale\(-/.test(drawn.markup) ? 1 : -1 });
  });
  return [...onPage.values()];
}

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

  // The commit that brought them together claimed "turned to each other, trunk to trunk": each head on the side of the other.
  it.each(AGES)('draws each of the elephant and her calf looking towards the other (%s)', (ageGroup) => {
    const drawn = creaturesOnPage(scenePage('an elephant and her calf', ageGroup).body, 'standing-elephant');
    expect(drawn).toHaveLength(2);
    const [left, right] = [...drawn].sort((a, b) => a.middle - b.middle);
    expect([left!.looks, right!.looks]).toEqual([1, -1]);
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

  // Stood up with round cheeks, round ears and a belly patch, the lioness and her cub read as teddy bears (judging 21).
  it('draws a lioness as a big cat on all fours with a long muzzle, small ears set high and a tufted tail', () => {
    const lioness = FIGURE_KINDS.lioness;
    expect(lioness.plan.stance).toBe('quadruped');
    expect([lioness.snout, lioness.ears, lioness.tail]).toEqual(['lioness', 'small-round', 'tuft']);
    expect(lioness.bodyExtras).not.toContain('belly');
  });

  it("keeps a lion named as the cub's father maned, and an elephant's calf an elephant", () => {
    expect(drawnKinds('a lion and his cub')).toEqual(['lion', 'lion-cub']);
    expect(FIGURE_KINDS['lion-cub'].plan.stance).toBe(FIGURE_KINDS.lion.plan.stance);
    expect(drawnKinds('an elephant and her calf')).toEqual(['elephant', 'elephant']);
  });
});
