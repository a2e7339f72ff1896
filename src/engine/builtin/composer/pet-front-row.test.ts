import { describe, expect, it } from 'vitest';
import { planScene } from '../scene';
import { isPetAmongPeople } from './compose-scene';

const cast = (description: string) => planScene({ characters: [], title: '', description, ageGroup: '6-8' }).characters;

describe('a pet among people in the front row', () => {
  it.each([
    ['three kids and a dog', 'dog'],
    ['a girl with her dog and her friends', 'dog'],
  ])('brings the pet of "%s" forward', (description, pet) => {
    const everyone = cast(description);
    expect(isPetAmongPeople(everyone.find((character) => character.motif === pet)!, everyone)).toBe(true);
  });

  // Review of this session: the farmer's cow was brought beside his horse, whose head hid the cow's face.
  it('leaves big animals among animals in their rows: "a farmer with a cow, a horse and a pig"', () => {
    const everyone = cast('a farmer with a cow, a horse and a pig');
    expect(everyone.map((character) => character.motif)).toEqual(['farmer', 'cow', 'horse', 'pig']);
    expect(everyone.filter((character) => isPetAmongPeople(character, everyone))).toEqual([]);
  });
});
