import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from '../character';
import { drawFigure } from '../figure/draw-figure';
import { composeScene, planScene } from '../scene';

interface SceneFacts {
  notDrawn: string[];
  characters: Array<{ name: string }>;
}

const facts = (description: string): SceneFacts =>
  composeScene(planScene({ characters: [], title: '', description, ageGroup: '6-8' })).metadata as unknown as SceneFacts;

describe('a baby the words name', () => {
  it('draws "a mom reading to her baby" as a grown-up and a baby, nothing left out', () => {
    const scene = facts('a mom reading to her baby');
    expect(scene.notDrawn).toEqual([]);
    expect(scene.characters.map((character) => createCharacterSpec(character.name, character.name).figure?.kind)).toEqual(['adult', 'baby']);
  });

  it('sits a baby on the ground in a sleepsuit with one curl, well under half a grown-up standing', () => {
    const baby = createCharacterSpec('baby', 'baby').figure!;
    expect(baby).toMatchObject({ kind: 'baby', outfit: 'onesie', hair: 'tuft' });
    const place = { pose: 'standing' as const, cx: 500, groundY: 1000, linePx: 8, detail: 'medium' as const };
    // At the size a grown-up is drawn: the box of a seated baby is short and wide, arms out.
    const sat = drawFigure(baby, { ...place, height: 400 });
    expect(sat.box.height).toBeLessThan(sat.box.width * 1.3);
    expect(sat.box.y + sat.box.height).toBeCloseTo(1000, -1);
  });

  it('puts "a baby in a stroller" in the pram, asleep under its hood: one pram, no second baby sat beside it', () => {
    const scene = composeScene(planScene({ characters: [], title: '', description: 'a baby in a stroller', ageGroup: '6-8' })).metadata as unknown as SceneFacts & { matched: string[] };
    expect(scene.notDrawn).toEqual([]);
    expect(scene.matched).toContain('pram');
    expect(scene.characters).toEqual([]);
  });

  it('lays "a baby with a rattle"\'s rattle on the grass beside it, where the sitting baby left no room for it', () => {
    const scene = composeScene(planScene({ characters: [], title: '', description: 'a baby with a rattle', ageGroup: '6-8' })).metadata as unknown as SceneFacts & { matched: string[] };
    expect(scene.notDrawn).toEqual([]);
    expect(scene.matched).toEqual(expect.arrayContaining(['baby', 'rattle']));
  });

  it('reads "a baby elephant" and "a kangaroo with a baby" as the animal\'s young, not a child', () => {
    expect(facts('a baby elephant').characters.map((character) => character.name)).toEqual(['elephant']);
    expect(facts('a kangaroo with a baby').characters.map((character) => character.name)).toEqual(['kangaroo']);
    expect(facts('a mother kangaroo with her baby').characters.map((character) => character.name)).toEqual(['kangaroo']);
  });

  // Any animal named anywhere made the baby its young, and the page drew only the animal.
  it.each([
    ['a baby and a puppy', ['baby', 'puppy']],
    ['a baby playing with a dog', ['baby', 'dog']],
    ['a dad and baby at the zoo with a lion', ['dad', 'baby', 'lion']],
  ])('keeps the baby in "%s", beside the animal', (description, names) => {
    expect(facts(description).characters.map((character) => character.name)).toEqual(names);
  });
});
