import { describe, expect, it } from 'vitest';
import { pageKindFromWords, resolvePageKind } from './page-kind';

describe('pageKindFromWords', () => {
  it.each([
    ['a mandala of flowers and butterflies', { kind: 'mandala' }],
    ['Mandalas with hearts', { kind: 'mandala' }],
    ['a square pattern of stars', { kind: 'mandala' }],
    ['a border page with flowers', { kind: 'mandala' }],
    ['help Pip through the maze to the cake', { kind: 'maze' }],
    ['a labyrinth in the forest', { kind: 'maze' }],
    ['dot to dot of an elephant', { kind: 'dot-to-dot' }],
    ['a dot-to-dot dinosaur', { kind: 'dot-to-dot' }],
    ['connect the dots to find the rocket', { kind: 'dot-to-dot' }],
    ['name page for Mia', { kind: 'name', text: 'Mia' }],
    ['a name page: "Zoë"', { kind: 'name', text: 'Zoë' }],
    ['Name page with the name Oliver and dinosaurs', { kind: 'name', text: 'Oliver' }],
    ['a name page for my daughter', { kind: 'name' }],
  ])('reads "%s"', (words, expected) => {
    expect(pageKindFromWords(words)).toEqual(expected);
  });

  it.each(['a girl walking in the park', 'a dotted dress', 'amazing dragons', 'a page about names'])('leaves "%s" a scene', (words) => {
    expect(pageKindFromWords(words)).toBeNull();
  });
});

describe('resolvePageKind', () => {
  it('keeps a chosen kind over the words, and draws a scene when neither says otherwise', () => {
    expect(resolvePageKind('scene', 'a maze')).toEqual({ kind: 'scene' });
    expect(resolvePageKind(undefined, 'a maze')).toEqual({ kind: 'maze' });
    expect(resolvePageKind(undefined, 'a picnic')).toEqual({ kind: 'scene' });
  });
});
