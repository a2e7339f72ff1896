import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FIGURE_KINDS } from './figure/kinds';
import { kinOf } from './kin-icons';
import { hasMotif } from './motif-library';
import { composedPropNamed, getComposedProp } from './props/prop-library';
import { MATERIAL_WORDS, MOTIF_SYNONYMS, NAMED_ONLY_BEFORE, PLACED_MOTIFS, STOP_WORDS, UNDRAWN_NAMES } from './synonyms';

/** One motif recognised in a text, with the words that named it. */
export interface MotifMatch {
  motif: string;
  words: string;
  /** Index of the first word, so callers can keep the text's order. */
  position: number;
}

interface EmojiEntry {
  hexcode: string;
  label: string;
  group?: number;
  subgroup?: number;
}

/** What a motif shows, from its emoji subgroup: decides whether it can be a character, a setting, a prop. */
export type MotifKind = 'being' | 'vehicle' | 'place' | 'sky' | 'plant' | 'food' | 'thing';

interface Candidate {
  motif: string;
  score: number;
  order: number;
}

const require = createRequire(import.meta.url);
/** Emojibase groups: 2 skin-tone components, 8 symbols, 9 flags never draw a subject. */
const SKIPPED_GROUPS = new Set([2, 8, 9]);
const SMILEYS_GROUP = 0;
const IRREGULAR_SINGULARS: Record<string, string> = {
  mice: 'mouse',
  geese: 'goose',
  children: 'child',
  kids: 'kid',
  people: 'person',
  men: 'man',
  women: 'woman',
  teeth: 'tooth',
  feet: 'foot',
  wolves: 'wolf',
  leaves: 'leaf',
  elves: 'elf',
  knives: 'knife',
  loaves: 'bread',
  fungi: 'mushroom',
  cacti: 'cactus',
  octopi: 'octopus',
  dice: 'game-die',
  dwarves: 'dwarf',
  fairies: 'fairy',
  ponies: 'pony',
  puppies: 'puppy',
  bunnies: 'bunny',
  butterflies: 'butterfly',
  strawberries: 'strawberry',
  cherries: 'cherry',
  ladies: 'lady',
};
const MAX_PHRASE_WORDS = 3;
/** The icon each word of a creature the figure table draws stands under when no icon shows it (a triceratops, a dinosaur's). */
const KIND_ICONS = new Map(Object.values(FIGURE_KINDS).flatMap((kind): Array<[string, string]> => (kind.icon ? kind.words.map((word) => [word, kind.icon!]) : [])));

let labelIndex: Map<string, Candidate> | null = null;
const motifSubgroups = new Map<string, number>();
const motifLabels = new Map<string, string>();
/** Colour and state words that name the emoji's style, not the thing: "closed book" is a book. */
const LABEL_STYLE_WORDS = new Set(['closed', 'open', 'red', 'green', 'blue', 'orange', 'white', 'black', 'wrapped', 'soft', 'glowing', 'spiral', 'person', 'woman', 'man', 'tropical']);
/** Single-word smileys that are creatures, not faces (robot, ghost, alien, clown...). */
const CREATURE_SUBGROUP = 11;
const SUBGROUP_KINDS: Array<[number, number, MotifKind]> = [
  [23, 29, 'being'],
  [34, 39, 'being'],
  [40, 41, 'plant'],
  [42, 48, 'food'],
  [49, 53, 'place'],
  [54, 56, 'vehicle'],
  [59, 59, 'sky'],
];

/** Icons of the weather group that stand on the ground, not in the sky: a snowman floated up by the clouds beside the family making it. */
const GROUNDED_WEATHER = new Set(['snowman']);

/** What a person calls the motif: its emoji label without style words ("closed-book" -> "book"). */
export function motifLabel(motif: string): string {
  getLabelIndex();
  const words = (motifLabels.get(motif) ?? motif.replace(/-/g, ' ')).toLowerCase().split(/\s+/);
  const kept = words.filter((word, index) => index === words.length - 1 || !LABEL_STYLE_WORDS.has(word));
  return kept.join(' ');
}

export function motifKind(motif: string): MotifKind {
  const prop = getComposedProp(motif);
  if (prop) return prop.kind;
  if (GROUNDED_WEATHER.has(motif)) return 'thing';
  getLabelIndex();
  // A creature drawn as its kin is a being as its kin is: "two walruses" drew one walrus, standing, as a thing.
  const subgroup = motifSubgroups.get(kinOf(motif));
  if (subgroup === undefined) return 'thing';
  if (subgroup === CREATURE_SUBGROUP) return 'being';
  return SUBGROUP_KINDS.find(([from, to]) => subgroup >= from && subgroup <= to)?.[2] ?? 'thing';
}

/** Lower-case words of a text, without punctuation. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .split(/[^a-z0-9-]+/)
    .flatMap((word) => (word.includes('-') && word !== 't-rex' ? word.split('-') : [word]))
    .filter((word) => word.length > 0);
}

/** Forms a word may take in the index: itself, then singular guesses ("books" -> "book", "foxes" -> "fox"). */
export function wordForms(word: string): string[] {
  const forms = [word];
  const irregular = IRREGULAR_SINGULARS[word];
  if (irregular) forms.push(irregular);
  if (word.length > 3 && word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.length > 3 && word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.length > 2 && word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return [...new Set(forms)];
}

/**
 * Motifs named in a text, in the text's order, each once. Multi-word names ("fire truck") win over
 * their single words; descriptive words ("brave", "little") never match on their own. `context` is the words that
 * place a word's meaning (`PLACED_MOTIFS`): the whole description, where `text` is one of its phrases.
 */
export function matchMotifs(text: string, context = text): MotifMatch[] {
  const words = tokenize(text);
  const matches: MotifMatch[] = [];
  const seen = new Set<string>();
  let i = 0;
  while (i < words.length) {
    let consumed = 1;
    let found: string | null = null;
    for (let length = Math.min(MAX_PHRASE_WORDS, words.length - i); length >= 1 && !found; length--) {
      const phraseWords = words.slice(i, i + length);
      if (length > 1 && isUndrawnName(phraseWords)) {
        consumed = length;
        break;
      }
      if (length === 1 && isMaterialOf(words, i)) break;
      found = length === 1 ? motifForWord(phraseWords[0]!) : motifForPhrase(phraseWords, words.slice(i + length).join(' '));
      if (found) consumed = length;
    }
    if (found && (consumed === 1 || PLACED_MOTIFS[found]?.isPhrasePlaced)) found = motifByPlace(found, context);
    if (found && !seen.has(found)) {
      seen.add(found);
      matches.push({ motif: found, words: words.slice(i, i + consumed).join(' '), position: i });
    }
    i += consumed;
  }
  return matches;
}

/** Whether `words[at]` is what the next word's thing is made of ("paper" in "a paper kite"), no thing of its own. */
function isMaterialOf(words: readonly string[], at: number): boolean {
  const next = words[at + 1];
  // Only a drawn thing can stand for it: "a cat on a stone wall" sits on a rock, as no wall is drawn.
  return MATERIAL_WORDS.has(words[at]!) && next !== undefined && motifForWord(next) !== null;
}

/** The motif a word names where the rest of the words place it elsewhere (`PLACED_MOTIFS`), or the one it names. */
function motifByPlace(motif: string, text: string): string | null {
  const placed = PLACED_MOTIFS[motif];
  return placed !== undefined && placed.where.test(text) && !placed.unless.test(text) ? placed.motif : motif;
}

/** A name no motif draws that ends at `words[end]` ("garbage truck"), or null: its words must not match alone. */
export function undrawnNameEndingAt(words: readonly string[], end: number): string | null {
  for (let length = Math.min(MAX_PHRASE_WORDS, end + 1); length > 1; length--) {
    const phraseWords = words.slice(end + 1 - length, end + 1);
    if (isUndrawnName(phraseWords)) return phraseWords.join(' ');
  }
  return null;
}

function isUndrawnName(words: readonly string[]): boolean {
  const leading = words.slice(0, -1).join(' ');
  return wordForms(words[words.length - 1]!).some((form) => UNDRAWN_NAMES.has(`${leading} ${form}`));
}

/** The motif one word names, or null. */
export function motifForWord(word: string): string | null {
  if (STOP_WORDS.has(word) || word.length < 2) return null;
  for (const form of wordForms(word)) {
    // A drawing composed for the word beats any icon whose label merely mentions it.
    const prop = composedPropNamed(form);
    if (prop) return prop;
    const synonym = MOTIF_SYNONYMS[form] ?? KIND_ICONS.get(form);
    if (synonym && hasMotif(synonym)) return synonym;
  }
  const index = getLabelIndex();
  // "-ing" words are mostly verbs: "swimming" must not add a swimmer, but "king" and "ring" are things.
  const isVerbLike = word.length > 4 && word.endsWith('ing');
  for (const form of wordForms(word)) {
    const candidate = index.get(form);
    if (candidate && (!isVerbLike || candidate.score >= 10)) return candidate.motif;
  }
  return null;
}

function motifForPhrase(words: string[], after: string): string | null {
  const last = words[words.length - 1]!;
  for (const form of wordForms(last)) {
    const phrase = [...words.slice(0, -1), form].join(' ');
    const prop = composedPropNamed(phrase);
    if (prop) return prop;
    const synonym = MOTIF_SYNONYMS[phrase];
    if (synonym && hasMotif(synonym) && (NAMED_ONLY_BEFORE[phrase]?.test(after) ?? true)) return synonym;
    const candidate = getLabelIndex().get(phrase);
    // Only a whole-label hit counts for a phrase: "sea turtle" may not match "sea" alone.
    if (candidate && candidate.score >= 10) return candidate.motif;
  }
  return null;
}

/**
 * Word -> best icon, from emoji labels. A label that is exactly the word scores highest ("dragon"),
 * then the label's last word, its head noun ("open book" -> book); tags are too loose to name a
 * subject ("dragon" is tagged "knights") and are not used.
 */
function getLabelIndex(): Map<string, Candidate> {
  if (labelIndex) return labelIndex;
  const emoji = JSON.parse(readFileSync(require.resolve('emojibase-data/en/data.json'), 'utf8')) as EmojiEntry[];
  const chars = JSON.parse(
    readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/chars.json'), 'utf8'),
  ) as Record<string, string>;
  const index = new Map<string, Candidate>();
  const offer = (key: string, candidate: Candidate): void => {
    const current = index.get(key);
    if (!current || candidate.score > current.score || (candidate.score === current.score && candidate.order < current.order)) {
      index.set(key, candidate);
    }
  };
  emoji.forEach((entry, order) => {
    if (entry.group !== undefined && SKIPPED_GROUPS.has(entry.group)) return;
    const motif = chars[entry.hexcode.toLowerCase()] ?? chars[entry.hexcode.toLowerCase().replace(/-fe0f/g, '')];
    if (!motif) return;
    if (entry.subgroup !== undefined) motifSubgroups.set(motif, entry.subgroup);
    motifLabels.set(motif, entry.label);
    const labelWords = tokenize(entry.label);
    // Faces ("grinning face") would answer every adjective; only single-word smileys (robot, ghost) count.
    if (entry.group === SMILEYS_GROUP && labelWords.length > 1) return;
    if (!hasMotif(motif)) return;
    offer(labelWords.join(' '), { motif, score: 10, order });
    const head = labelWords[labelWords.length - 1];
    if (head && labelWords.length > 1 && !STOP_WORDS.has(head)) offer(head, { motif, score: 6 - labelWords.length * 0.5, order });
  });
  labelIndex = index;
  return index;
}
