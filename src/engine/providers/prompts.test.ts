import { describe, expect, it } from 'vitest';
import { characterSheetPrompt, poseGrid, scenePrompt } from './prompts';

describe('prompts', () => {
  it('lays N poses out in a two-column grid and lists N distinct poses', () => {
    expect([3, 4, 5, 6].map(poseGrid)).toEqual([
      { rows: 2, columns: 2 },
      { rows: 2, columns: 2 },
      { rows: 3, columns: 2 },
      { rows: 3, columns: 2 },
    ]);
    const prompt = characterSheetPrompt({ name: '', description: 'a fox', poses: 6 });
    const poses = prompt.match(/^\d\. .+$/gm) ?? [];
    expect(poses).toHaveLength(6);
    expect(new Set(poses.map((pose) => pose.slice(3))).size).toBe(6);
    expect(prompt).toContain('The character is: a fox');
  });

  it('asks for less detail and thicker lines for younger children', () => {
    const scene = (ageGroup: '3-5' | '6-8' | '9-12') =>
      scenePrompt({ title: '', description: 'a farm', ageGroup, characters: [{ name: 'Pip', description: 'a hen', referenceImage: null }] });

    expect(scene('3-5')).toMatch(/very thick outlines.*almost no background/);
    expect(scene('6-8')).toMatch(/Moderate detail: thick outlines/);
    expect(scene('9-12')).toMatch(/More detail: medium-weight outlines/);
  });

  it('gives the title as context and forbids lettering it', () => {
    const prompt = scenePrompt({
      title: 'Harvest Day',
      description: 'a farm',
      ageGroup: '6-8',
      characters: [{ name: 'Pip', description: 'a hen', referenceImage: 1 }],
    });

    expect(prompt).toContain('"Harvest Day"; do not write it on the page');
    expect(prompt).toContain('Do not write any text');
  });
});
