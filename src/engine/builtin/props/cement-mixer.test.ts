import { describe, expect, it } from 'vitest';
import { composeScene, planScene } from '../scene';
import { cementMixer } from './cement-mixer';

/** The x, y pairs of a drawn path's numbers. */
function pointsOf(drawn: string): string[] {
  const numbers = (/d="([^"]*)"/.exec(drawn)?.[1] ?? '').match(/-?\d+(\.\d+)?/g) ?? [];
  return numbers.flatMap((number, index) => (index % 2 === 0 ? [`${number} ${numbers[index + 1]}`] : []));
}

describe('cement mixer', () => {
  // The page was an empty meadow that said "Couldn't draw: mixer", or drew a pickup truck for "a cement mixer truck".
  it.each(['a cement mixer', 'a cement mixer truck'])('draws "%s" at every age', (description) => {
    for (const ageGroup of ['3-5', '6-8', '9-12'] as const) {
      const { metadata } = composeScene(planScene({ characters: [], title: '', description, ageGroup }));
      expect(metadata.notDrawn).toEqual([]);
      expect(metadata.matched).toContain('cement-mixer');
      expect(metadata.matched).not.toContain('pickup-truck');
    }
  });

  it.each(['low', 'medium', 'high'] as const)('ends each stripe on the drum edge, so every band is closed (%s detail)', (detail) => {
    const { shapes } = cementMixer.draw(detail);
    const drumEdge = new Set(pointsOf(shapes.reduce((longest, drawn) => (drawn.length > longest.length ? drawn : longest))));
    const stripes = shapes.filter((drawn) => drawn.includes('fill="none"') && pointsOf(drawn).every((point) => drumEdge.has(point)));
    expect(stripes.length).toBe(detail === 'low' ? 2 : 4);
  });
});
