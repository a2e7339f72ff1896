import { describe, expect, it } from 'vitest';
import { getMotif } from '../motif-library';
import { planScene } from '../scene';
import { motifKind } from '../word-matching';
import { scenePage } from './testing/scene-page';

const plan = (description: string): ReturnType<typeof planScene> => planScene({ characters: [], title: '', description, ageGroup: '6-8' });

describe('creatures no icon drew, drawn as their kin with what makes them what they are', () => {
  // Each was an empty meadow under "Couldn't draw": a phoenix's icon was left out for the gradient of its eye's shine.
  it.each([
    ['a griffin', 'eagle'],
    ['a phoenix', 'phoenix-bird'],
    ['a narwhal', 'narwhal'],
    ['a stingray', 'stingray'],
    ['a dragonfly', 'dragonfly'],
    ['a firefly', 'firefly'],
    ['a crane bird', 'crane-bird'],
    ['a praying mantis', 'mantis'],
  ])('draws "%s" as a being', (description, motif) => {
    const { characters } = plan(description);
    expect(characters.map((character) => character.motif)).toEqual([motif]);
    expect(motifKind(motif)).toBe('being');
    const page = scenePage(description);
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toContain(motif);
  });

  // A tower crane stood by the pond, then the page said it couldn't draw the crane; then it stood on the grass.
  it.each(['3-5', '6-8', '9-12'] as const)('stands the wading bird in the pond for "a crane standing in a pond" (%s)', (ageGroup) => {
    expect(plan('a crane standing in a pond').characters.map((character) => character.motif)).toEqual(['crane-bird']);
    const page = scenePage('a crane standing in a pond', ageGroup);
    expect(page.matched).toEqual(expect.arrayContaining(['crane-bird', 'water-wave']));
    expect(page.notDrawn).toEqual([]);
  });

  it('draws a griffin as a four-legged figure with an eagle\'s head, not an eagle\'s icon', () => {
    expect(plan('a griffin').characters[0]!.figure?.kind).toBe('griffin');
  });

  it.each(['a narwhal swimming under the ice', 'a stingray'])('puts "%s" under the sea', (description) => {
    expect(scenePage(description).setting).toBe('underwater');
  });

  // Under the ice it swam in open water with fish and bubbles up to the top of the page.
  it.each(['3-5', '6-8', '9-12'] as const)('draws the ice over a narwhal swimming under it, and none over the open sea (%s)', (ageGroup) => {
    expect(scenePage('a narwhal swimming under the ice', ageGroup).matched).toContain('ice');
    expect(scenePage('a narwhal swimming in the sea', ageGroup).matched).not.toContain('ice');
  });

  it('flies a phoenix over a volcano', () => {
    const page = scenePage('a phoenix flying over a volcano');
    expect(page.verb).toBe('flying');
    expect(page.matched).toEqual(expect.arrayContaining(['phoenix-bird', 'smoking-volcano']));
  });

  // A firefly or a dragonfly standing on the grass read as a beetle and a stick with wings.
  it.each([
    ['three fireflies at night', 3],
    ['a dragonfly', 1],
  ])('flies "%s" with no verb', (description, count) => {
    const page = scenePage(description);
    expect(page.verb).toBe('flying');
    expect(page.figures).toBe(count);
  });

  it('gives a narwhal its spiral tusk in bands and a firefly its wings and glow rays round their kin', () => {
    expect(getMotif('narwhal')!.shapes.length - getMotif('whale')!.shapes.length).toBe(6);
    expect(getMotif('firefly')!.shapes.filter((shape) => shape.isLine)).toHaveLength(5);
    // Its two wings spread behind the beetle's own shapes, which start after them.
    expect(getMotif('firefly')!.shapes.slice(2, 4).map((shape) => shape.markup)).toEqual(getMotif('beetle')!.shapes.slice(0, 2).map((shape) => shape.markup));
  });

  // "Two walruses" and "three toucans flying" drew one, standing: drawn as their kin, they were things, not beings.
  it.each([
    ['two walruses', 'walrus', 2],
    ['three toucans flying', 'toucan', 3],
  ])('counts "%s"', (description, motif, count) => {
    const { characters } = plan(description);
    expect(characters.filter((character) => character.motif === motif)).toHaveLength(count);
    expect(scenePage(description).figures).toBe(count);
  });

  it('flies three toucans', () => {
    expect(scenePage('three toucans flying').verb).toBe('flying');
  });
});
