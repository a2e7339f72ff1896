import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from '../character';
import { scenePage } from './testing/scene-page';

const AGES = ['3-5', '6-8', '9-12'] as const;

describe('a hat named for a role', () => {
  it.each(AGES)('puts the cowboy hat on "a girl in a cowboy hat", where a top hat lay on the grass beside her bare head (%s)', (ageGroup) => {
    const page = scenePage('a girl in a cowboy hat', ageGroup);
    expect(page.matched).not.toContain('top-hat');
    expect(page.notDrawn).toEqual([]);
    const [girl] = (page.plan as { characters: Array<{ figure: { accessories: string[] } }> }).characters;
    expect(girl!.figure.accessories).toEqual(['cowboy-hat']);
  });

  it('wears the hat alone, not the role\'s whole outfit, and a role named beside its hat keeps its outfit', () => {
    expect(createCharacterSpec('', 'a girl in a pirate hat').figure!.accessories).toEqual(['pirate-hat']);
    expect(createCharacterSpec('', 'a girl in a santa hat').figure!.hasBeard).toBe(false);
    expect(createCharacterSpec('', 'a cowboy in a cowboy hat').figure!.accessories).toEqual(['cowboy-hat', 'bandana']);
  });

  it.each(['a cowboy in a cowboy hat', 'a boy wearing a pirate hat', 'a girl in a santa hat'])('draws no other figure or icon for the hat in "%s"', (description) => {
    const page = scenePage(description);
    expect(page.figures).toBe(1);
    expect(page.matched).not.toContain('top-hat');
    expect(page.matched).not.toContain('santa-claus');
  });
});
