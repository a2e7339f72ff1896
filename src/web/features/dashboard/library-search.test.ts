import { describe, expect, it } from 'vitest';
import type { Book } from '../../../shared/book';
import type { Character } from '../../../shared/character';
import type { Scene } from '../../../shared/scene';
import { searchLibrary } from './library-search';

const book = (title: string): Book => ({ id: title, title, ageGroup: '6-8', sceneCount: 0, characterCount: 0, createdAt: '' });
const character = (name: string, description: string): Character => ({
  id: name,
  name,
  description,
  numberOfPoses: 3,
  imageUrl: '',
  thumbnailUrl: '',
  createdAt: '',
});
const scene = (title: string, characterNames: string[], kind: Scene['kind'] = 'scene'): Scene => ({
  id: title,
  title,
  sceneDescription: '',
  ageGroup: '6-8',
  kind,
  characterIds: [],
  characterNames,
  imageUrl: '',
  thumbnailUrl: '',
  createdAt: '',
});

const library = {
  books: [book('Beach Days'), book('Winter Fun')],
  characters: [character('Pip', 'A penguin with a scarf'), character('Sparky', 'A robot dog')],
  scenes: [scene('Kite Day', ['Pip']), scene('Sandcastle', ['Sparky', 'Pip']), scene('Snow Fort', ['Sparky'])],
};

describe('searchLibrary', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(searchLibrary(library, '  ')).toEqual(library);
  });

  it('finds books by title, characters by name or description, scenes by title or character', () => {
    const found = searchLibrary(library, 'pip');
    expect(found.books?.map((item) => item.title)).toEqual([]);
    expect(found.characters?.map((item) => item.name)).toEqual(['Pip']);
    expect(found.scenes?.map((item) => item.title)).toEqual(['Kite Day', 'Sandcastle']);
    expect(searchLibrary(library, 'ROBOT').characters?.map((item) => item.name)).toEqual(['Sparky']);
    expect(searchLibrary(library, 'winter').books?.map((item) => item.title)).toEqual(['Winter Fun']);
  });

  it('finds activity pages by their kind', () => {
    const withActivities = { ...library, scenes: [...library.scenes, scene('Find the Cake', ['Pip'], 'maze'), scene('Mia', [], 'name')] };
    expect(searchLibrary(withActivities, 'maze').scenes?.map((item) => item.title)).toEqual(['Find the Cake']);
    expect(searchLibrary(withActivities, 'name page').scenes?.map((item) => item.title)).toEqual(['Mia']);
    expect(searchLibrary(withActivities, 'scene').scenes).toEqual([]);
  });

  it('needs every word of the query', () => {
    expect(searchLibrary(library, 'sparky snow').scenes?.map((item) => item.title)).toEqual(['Snow Fort']);
  });

  it('leaves lists that have not loaded yet alone', () => {
    expect(searchLibrary({ books: undefined, characters: undefined, scenes: undefined }, 'pip').scenes).toBeUndefined();
  });
});
