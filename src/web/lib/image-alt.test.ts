import { describe, expect, it } from 'vitest';
import { characterSheetAlt, sceneAlt } from './image-alt';

describe('characterSheetAlt', () => {
  it('says who is drawn, how they look and in how many poses', () => {
    expect(characterSheetAlt('Pip', 'A penguin with a striped scarf', 4)).toBe(
      'Character sheet of Pip: A penguin with a striped scarf, in 4 poses',
    );
  });

  it('leaves out a missing name or description', () => {
    expect(characterSheetAlt('', 'A robot', 3)).toBe('Character sheet: A robot, in 3 poses');
    expect(characterSheetAlt('Pip', '  ', 3)).toBe('Character sheet of Pip, in 3 poses');
  });
});

describe('sceneAlt', () => {
  it('describes the picture with the words it was drawn from', () => {
    expect(sceneAlt({ title: 'Beach day', sceneDescription: 'a girl riding a horse on a beach.' })).toBe(
      'Coloring page: a girl riding a horse on a beach',
    );
  });

  it('falls back to the title when there is no description', () => {
    expect(sceneAlt({ title: 'Beach day', sceneDescription: ' ' })).toBe('Coloring page: Beach day');
  });
});
