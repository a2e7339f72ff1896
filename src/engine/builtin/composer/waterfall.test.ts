import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';

function pageOf(description: string, ageGroup: AgeGroup = '6-8') {
  const { metadata } = composeScene(planScene({ characters: [], title: '', description, ageGroup }));
  return { matched: metadata.matched as string[], notDrawn: metadata.notDrawn, lead: metadata.leadHeightShare, cut: metadata.figuresCutByFrame };
}

describe('a waterfall', () => {
  it.each(['3-5', '6-8', '9-12'] as const)('draws a waterfall in the forest, among its trees (%s)', (ageGroup) => {
    const page = pageOf('a waterfall in the forest', ageGroup);
    // The forest alone was drawn and the page said "Couldn't draw: waterfall".
    expect(page.matched).toContain('waterfall');
    expect(page.matched).toContain('evergreen-tree');
    expect(page.notDrawn).toEqual([]);
  });

  it('stands a bear before the waterfall, still the page’s subject', () => {
    const page = pageOf('a bear by the waterfall');
    expect(page.matched).toContain('waterfall');
    expect(page.lead).toBeGreaterThan(0.5);
    expect(page.cut).toBe(0);
  });
});
