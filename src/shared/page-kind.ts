/**
 * Kinds of page beside the ordinary scene (issue 13): activity and pattern pages. Shared by the
 * server, which validates and draws, and the web app, which offers the choice and reads the words.
 */
export const PAGE_KINDS = ['scene', 'mandala', 'maze', 'dot-to-dot', 'name'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
export const DEFAULT_PAGE_KIND: PageKind = 'scene';

export const PAGE_KIND_LABELS: Record<PageKind, string> = {
  scene: 'Scene',
  mandala: 'Mandala',
  maze: 'Maze',
  'dot-to-dot': 'Dot-to-dot',
  name: 'Name page',
};

/** Letters, spaces and marks a name page can hold: large enough for any first name, small enough to stay big. */
export const MAX_NAME_PAGE_TEXT_LENGTH = 12;
export const NAME_PAGE_TEXT_REQUIRED = 'Please enter the name or word for the name page';
export const NAME_PAGE_TEXT_TOO_LONG = `A name page fits up to ${MAX_NAME_PAGE_TEXT_LENGTH} characters`;

export interface KindFromWords {
  kind: PageKind;
  /** The name a name page was asked for ("name page for Mia"), when the words give one. */
  text?: string;
}

const KIND_WORDS: Array<[Exclude<PageKind, 'scene' | 'name'>, RegExp]> = [
  ['dot-to-dot', /\b(dot[\s-]*to[\s-]*dots?|connect[\s-]+the[\s-]+dots|join[\s-]+the[\s-]+dots)\b/],
  ['maze', /\b(mazes?|labyrinths?)\b/],
  ['mandala', /\b(mandalas?|square pattern|pattern page|tile pattern|border page|border pattern|decorative border)\b/],
];
const NAME_PAGE = /\bname[\s-]+page\b/i;
/** The word after "name page for", "name page of", "name page: ", optionally quoted. */
const NAME_AFTER = /\bname[\s-]+page\s*(?:(?:for|of|with|saying|that says|spelling)\s+)?(?:(?:the\s+)?(?:name|word)\s+)?[:\-–]?\s*["“'‘]?([\p{L}][\p{L}\p{M}'’-]*)/iu;
/** Words after "name page for" that are not a name ("a name page for my daughter"). */
const NOT_NAMES = new Set(['a', 'an', 'the', 'my', 'our', 'your', 'his', 'her', 'their', 'with', 'and', 'page', 'kids', 'children', 'me']);

/** The page kind the words of a plain description ask for, or null for an ordinary scene. */
export function pageKindFromWords(description: string): KindFromWords | null {
  if (NAME_PAGE.test(description)) {
    const name = NAME_AFTER.exec(description)?.[1];
    return name && !NOT_NAMES.has(name.toLowerCase()) ? { kind: 'name', text: name } : { kind: 'name' };
  }
  const lower = description.toLowerCase();
  for (const [kind, pattern] of KIND_WORDS) if (pattern.test(lower)) return { kind };
  return null;
}

/** The kind a request draws: the one chosen, else the one its words ask for, else a scene. */
export function resolvePageKind(kind: PageKind | undefined, description: string): KindFromWords {
  if (kind) return { kind };
  return pageKindFromWords(description) ?? { kind: DEFAULT_PAGE_KIND };
}
