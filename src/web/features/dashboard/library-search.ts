import type { Book } from '../../../shared/book';
import type { Character } from '../../../shared/character';
import { PAGE_KIND_LABELS } from '../../../shared/page-kind';
import type { Scene } from '../../../shared/scene';

/** Lower-case words of the query; every one must appear somewhere in an item for it to match. */
function queryWords(query: string): string[] {
  return query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
}

function matches(words: string[], texts: string[]): boolean {
  const haystack = texts.join(' ').toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * The dashboard's lists narrowed to what the search box asks for: books by title, characters by name
 * and description, scenes by title, the names of their characters and their kind ("maze", "name page").
 * An empty query keeps everything.
 */
export function searchLibrary<Lists extends { books?: Book[]; characters?: Character[]; scenes?: Scene[] }>(
  lists: Lists,
  query: string,
): Lists {
  const words = queryWords(query);
  if (words.length === 0) return lists;
  return {
    ...lists,
    books: lists.books?.filter((book) => matches(words, [book.title])),
    characters: lists.characters?.filter((character) => matches(words, [character.name, character.description])),
    scenes: lists.scenes?.filter((scene) => matches(words, [scene.title, ...scene.characterNames, ...(scene.kind === 'scene' ? [] : [PAGE_KIND_LABELS[scene.kind]])])),
  };
}
