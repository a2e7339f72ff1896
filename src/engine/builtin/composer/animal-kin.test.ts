import { describe, expect, it } from 'vitest';
import { planScene } from '../scene';

const plan = (description: string) => planScene({ characters: [], title: '', description, ageGroup: '6-8' });

describe("an animal's own young or parent", () => {
  // Sweep 3: "her calf" drew a cow beside the whale, "its mom" a woman beside the baby dinosaur.
  it.each([
    ['a blue whale and her calf', 'whale', 'calf'],
    ['an elephant and her calf', 'elephant', 'calf'],
    ['a lion and her cub', 'lion', 'cub'],
    // A boy stood beside the bear.
    ['a bear and her son', 'bear', 'son'],
    ['a duck and her daughter', 'duck', 'daughter'],
  ])('draws "%s" as two of the creature, the young one small', (description, motif, young) => {
    const scene = plan(description);
    expect(scene.characters.map((character) => character.motif)).toEqual([motif, motif]);
    expect(scene.characters.every((character) => character.figure?.kind !== 'cow')).toBe(true);
    expect(scene.scales[young]).toBeLessThan(1);
  });

  it('draws a baby dinosaur with its mom as a small dinosaur and a grown one', () => {
    const scene = plan('a baby dinosaur with its mom');
    expect(scene.characters.map((character) => character.figure?.kind)).toEqual(['dinosaur', 'dinosaur']);
    expect(scene.scales[scene.characters[0]!.name]).toBeLessThan(1);
    expect(scene.scales.mom).toBeUndefined();
  });

  it('draws a cow and her calf as two cows, where the calf was dropped as a second cow', () => {
    expect(plan('a cow and her calf').characters.map((character) => character.motif)).toEqual(['cow', 'cow']);
  });

  it("keeps a woman's son a boy", () => {
    const scene = plan('a woman and her son');
    expect(scene.characters.map((character) => character.motif)).toEqual(['woman', 'boy']);
    expect(scene.scales).toEqual({});
  });

  // Review of this session: a person's son or daughter was drawn at 0.6, half the mother's height.
  it.each(['a mom and her son', 'a king and his son', 'a dad and his daughter', 'a teacher and her son'])('draws "%s" with the child at its own size', (description) => {
    expect(plan(description).scales).toEqual({});
  });

  // Review of this session: one of two babies was drawn at 0.6, as a mother and her young.
  it.each(['two babies', 'two baby elephants'])('draws "%s" at one size', (description) => {
    const scene = plan(description);
    expect(scene.characters).toHaveLength(2);
    expect(scene.scales).toEqual({});
  });

  it("keeps a girl's mom a woman", () => {
    const scene = plan('a girl and her mom');
    expect(scene.characters.map((character) => character.motif)).toEqual(['girl', 'person']);
    expect(scene.scales).toEqual({});
  });
});
