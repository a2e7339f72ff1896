import { tokenize } from '../word-matching';
import { ACCESSORIES } from './accessories';
import type { FigureSpec, HairStyle } from './figure-context';
import { FIGURE_KINDS, type FigureKindName } from './kinds';
import { OUTFITS } from './outfits';

/** A role dresses a person from head to toe: "a pirate boy", "an astronaut". */
interface Role {
  /** Who wears it when the words name nobody (a knight or a farmer is grown up; most roles are children). */
  kind?: FigureKindName;
  outfit: string;
  accessories: string[];
  hasBeard?: boolean;
  hair?: HairStyle;
  /** What the role brings into the scene when the words name nothing else (a dentist's big tooth). */
  things?: string[];
  words: string[];
}

const ROLES: Role[] = [
  { outfit: 'spacesuit', accessories: ['space-helmet', 'backpack'], words: ['astronaut', 'spaceman', 'cosmonaut', 'space explorer'] },
  { outfit: 'fire-coat', accessories: ['fire-helmet'], words: ['firefighter', 'fireman', 'firewoman'] },
  { outfit: 'apron', accessories: ['chef-hat'], words: ['chef', 'cook', 'baker'] },
  { kind: 'adult', outfit: 'armour', accessories: ['knight-helmet', 'sword', 'shield'], words: ['knight', 'soldier'] },
  // An eye patch too: in a hat and stripes alone a pirate was a generic kid (round 15, 18).
  { outfit: 'pirate', accessories: ['pirate-hat', 'eye-patch', 'sword'], words: ['pirate', 'buccaneer'] },
  { outfit: 'santa-suit', accessories: ['santa-hat'], hasBeard: true, hair: 'bald', words: ['santa', 'father christmas', 'saint nick'] },
  { outfit: 'gown', accessories: ['crown'], hair: 'long', words: ['princess', 'queen', 'cinderella'] },
  { outfit: 'shirt-pants', accessories: ['crown', 'cape'], words: ['prince', 'king'] },
  { outfit: 'robe', accessories: ['wizard-hat', 'wand'], words: ['wizard', 'witch', 'sorcerer', 'magician'] },
  { outfit: 'hero-suit', accessories: ['cape', 'mask'], words: ['superhero', 'super hero', 'hero'] },
  { outfit: 'lab-coat', accessories: ['stethoscope'], words: ['doctor', 'nurse', 'vet'] },
  { outfit: 'lab-coat', accessories: ['glasses'], words: ['scientist', 'inventor'] },
  { kind: 'adult', outfit: 'overalls', accessories: ['sun-hat'], words: ['farmer'] },
  { outfit: 'clown', accessories: ['party-hat', 'clown-nose', 'ruff'], hair: 'curly', words: ['clown'] },
  { outfit: 'cowboy', accessories: ['cowboy-hat', 'bandana'], words: ['cowboy', 'cowgirl', 'cowpoke'] },
  { outfit: 'tutu', accessories: [], hair: 'bun', words: ['ballerina', 'ballet dancer'] },
  // Her basket of goodies for grandma held in her hand: without it she was any girl in a hood (judging 21).
  { outfit: 'dress', accessories: ['hood', 'cape'], things: ['basket'], words: ['red riding hood', 'riding hood'] },
  { outfit: 'shell-top', accessories: [], hair: 'long', words: ['mermaid'] },
  // A musician dressed for the stage; the instrument the words name is in the hands.
  { outfit: 'shirt-pants', accessories: ['bow-tie'], words: ['musician', 'trumpeter', 'trumpet player'] },
  // In a lab coat a grown-up is any doctor: the big tooth beside says dentist.
  { kind: 'adult', outfit: 'lab-coat', accessories: ['glasses'], things: ['tooth'], words: ['dentist'] },
  { outfit: 'dress', accessories: [], hair: 'curly', words: ['goldilocks'] },
  // A girl in a dress with long hair, her wings and wand: in a vest and trousers with short hair a fairy read as a man
  // with wings (judging 22).
  { outfit: 'dress', accessories: ['wings', 'wand'], hair: 'long', words: ['fairy', 'fairies', 'pixie', 'tooth fairy'] },
  // Up on a pole in a straw hat and a patched shirt, arms out.
  { kind: 'scarecrow', outfit: 'scarecrow', accessories: ['sun-hat', 'scarecrow-pole'], hair: 'spiky', words: ['scarecrow'] },
  // A bearded little man in a buckled hat, a bow tie and a belted coat, his pot of gold beside him.
  { kind: 'adult', outfit: 'leprechaun', accessories: ['leprechaun-hat', 'bow-tie'], hasBeard: true, hair: 'short', things: ['pot-of-gold'], words: ['leprechaun'] },
  // A cap and a satchel, a letter in the hand and a postbox beside.
  { kind: 'adult', outfit: 'shirt-pants', accessories: ['cap', 'mail-bag'], things: ['envelope', 'postbox'], words: ['mail carrier', 'letter carrier', 'mailman', 'postman', 'postwoman'] },
  { outfit: 'shirt-pants', accessories: ['backpack'], words: ['student', 'schoolboy', 'schoolgirl'] },
  // Each left its page empty but for its tool (sweep of new words): a grown-up at work, the tool beside.
  { kind: 'adult', outfit: 'overalls', accessories: ['cap'], things: ['wrench'], words: ['plumber', 'handyman', 'repairman'] },
  { kind: 'adult', outfit: 'overalls', accessories: ['cap'], words: ['zookeeper', 'zoo keeper'] },
  { kind: 'adult', outfit: 'shirt-pants', accessories: ['glasses'], things: ['closed-book'], words: ['librarian'] },
  // A grown-up in a work apron; the scissors and comb are the salon act's, in the hands at a customer's head.
  { kind: 'adult', outfit: 'apron', accessories: [], words: ['hairdresser', 'hairdressers', 'barber', 'barbers', 'hair stylist', 'hairstylist'] },
  { outfit: 'tee-shorts', accessories: [], words: ['runner', 'jogger', 'athlete', 'sprinter'] },
  { outfit: 'tee-shorts', accessories: [], words: ['surfer', 'surfers'] },
  // Each was the elf icon, a big bust filling the page (sweep of new words): a whole figure in its pointed hat.
  { outfit: 'shirt-pants', accessories: ['pointed-hat'], words: ['elf', 'elves'] },
  { kind: 'adult', outfit: 'overalls', accessories: ['pointed-hat'], hasBeard: true, hair: 'short', words: ['gnome', 'gnomes'] },
];

/** Every word that names a role: the cast finds in them the people no icon names ("a knight", "a pirate"). */
export const ROLE_NAMES = ROLES.flatMap((role) => role.words);
/** Names of things to wear with a role's word in them ("cowboy hat", "pirate hat"): they name the thing, not the role. */
const WORN_ROLE_PHRASES = Object.values(ACCESSORIES)
  .flatMap((entry) => entry.words)
  .filter((word) => word.includes(' ') && word.split(' ').some((part) => ROLE_NAMES.includes(part)));

const HAIR_WORDS: [HairStyle, string[]][] = [
  ['curly', ['curly', 'curls', 'curl', 'afro', 'frizzy']],
  ['ponytail', ['ponytail']],
  ['pigtails', ['pigtails', 'pigtail', 'braids', 'braid', 'plaits']],
  ['bun', ['bun', 'topknot']],
  ['spiky', ['spiky', 'messy hair']],
  ['bald', ['bald']],
  ['long', ['long hair', 'flowing hair']],
  ['short', ['short hair', 'buzz cut']],
];

const HAIR_STYLES: HairStyle[] = ['short', 'curly', 'long', 'bun', 'ponytail', 'pigtails', 'spiky', 'bald', 'tuft'];
const GIRL_WORDS = ['mermaid', 'cowgirl', 'cinderella', 'goldilocks', 'postwoman', 'girl', 'woman', 'mom', 'mother', 'mum', 'lady', 'aunt', 'grandma', 'grandmother', 'granny', 'nana', 'daughter', 'sister', 'queen', 'princess', 'riding hood', 'fairy', 'fairies', 'pixie'];
const BEARD_WORDS = ['beard', 'bearded', 'moustache', 'mustache'];
/** Games played in a kit: a child playing one wears a T-shirt and shorts (a footballer in long trousers looked like a boy in school clothes, round 12). */
const SPORT_WORDS = ['soccer', 'football', 'basketball', 'tennis', 'volleyball', 'rugby', 'jogging'];

/** Whether the words name a game played in a kit of T-shirt and shorts. */
export function isSportText(description: string): boolean {
  const text = normalised(description);
  return SPORT_WORDS.some((word) => has(text, word));
}

/** Whether the words are the name of something a person wears (a raincoat, a crown, glasses), and of no role. */
export function isWornWords(words: string): boolean {
  const text = normalised(words);
  if (ROLES.some((role) => role.words.some((word) => has(withoutWornRoleNames(text), word)))) return false;
  // Things held (a sword, a wand) are drawn as the words' things, as before.
  const worn = Object.values(ACCESSORIES).filter((entry) => entry.anchor !== 'hand');
  return [...Object.values(OUTFITS), ...worn].some((entry) => entry.words.some((word) => [word, `${word}s`, `${word}es`].some((form) => text === ` ${form} `)));
}

/** The things the role the words name brings into the scene (a dentist's tooth); none for most. */
export function roleThings(description: string): string[] {
  const text = normalised(description);
  return ROLES.find((role) => role.words.some((word) => has(text, word)))?.things ?? [];
}

/** What the words say a figure looks like; null when they name nobody the figure table can draw. */
export function figureSpecFromWords(name: string, description: string, seed: number): { spec: FigureSpec; words: Set<string> } | null {
  const text = normalised(description);
  const nameText = normalised(name);
  // "A girl in a cowboy hat" wears the hat, not a cowboy's whole outfit.
  const roleText = withoutWornRoleNames(text);
  const namedRole = ROLES.find((role) => role.words.some((word) => has(roleText, word) || has(nameText, word)));
  const kind = findKind(text) ?? findKind(nameText) ?? (namedRole ? (namedRole.kind ?? 'child') : null);
  if (!kind) return null;
  const isPerson = FIGURE_KINDS[kind].isPerson;
  const role = isPerson ? ROLES.find((entry) => entry.words.some((word) => has(roleText, word))) ?? ROLES.find((entry) => entry.words.some((word) => has(nameText, word))) : undefined;
  const used = new Set<string>(role?.words.filter((word) => has(text, word)) ?? []);
  const isGirl = GIRL_WORDS.some((word) => has(text, word) || has(nameText, word));
  const isGrandfather = kind === 'grandparent' && !isGirl;

  const accessories: string[] = [];
  const anchorsTaken = new Set<string>();
  const wear = (accessory: string): void => {
    const entry = ACCESSORIES[accessory];
    if (!entry || accessories.includes(accessory)) return;
    // One thing on the head and one on the face: a crown and a helmet do not stack.
    const slot = entry.anchor === 'head' || entry.anchor === 'face' ? entry.anchor : accessory;
    if (anchorsTaken.has(slot)) return;
    anchorsTaken.add(slot);
    accessories.push(accessory);
  };
  // Named things first, longest names first, so "graduation cap" is not read as a cap.
  const named = Object.entries(ACCESSORIES)
    .flatMap(([accessory, entry]) => entry.words.map((word) => ({ accessory, word })))
    .filter(({ word }) => has(text, word))
    .sort((a, b) => b.word.length - a.word.length || text.indexOf(a.word) - text.indexOf(b.word));
  for (const { accessory, word } of named) {
    if ([...used].some((taken) => taken.includes(word))) continue;
    // A creature's own wings are already drawn; a role's bundle decides its own outfit words.
    if (accessory === 'wings' && FIGURE_KINDS[kind].bodyExtras.includes('bat-wings')) continue;
    if (ROLES.some((entry) => entry.words.includes(word)) && role?.words.includes(word) !== true) continue;
    used.add(word);
    const entry = ACCESSORIES[accessory];
    const rolesOwn = entry?.anchor === 'head' || entry?.anchor === 'face' ? entry.alsoNames?.find((hat) => role?.accessories.includes(hat)) : undefined;
    wear(rolesOwn ?? accessory);
  }
  for (const accessory of role?.accessories ?? []) wear(accessory);
  // A grandma wears her reading glasses unless the words put something else on her face.
  if (kind === 'grandparent' && isGirl) wear('glasses');

  let hair: HairStyle | null = null;
  let hasBeard = BEARD_WORDS.some((word) => has(text, word));
  let outfit: string | null = null;
  if (isPerson) {
    hair = HAIR_WORDS.find(([, words]) => words.some((word) => has(text, word)))?.[0] ?? role?.hair ?? defaultHair(kind, isGirl, isGrandfather, seed);
    hasBeard ||= role?.hasBeard === true && kind !== 'child';
    const namedOutfit = Object.entries(OUTFITS).find(([, entry]) => entry.words.some((word) => has(roleText, word)))?.[0];
    outfit = role?.outfit ?? namedOutfit ?? (kind === 'child' && isSportText(text) ? 'tee-shorts' : defaultOutfit(kind, isGirl, seed));
    // A girl with short or curly hair wears a bow in it unless something else is on her head: with short curls
    // and overalls, Mia read as a girl only weakly.
    if (kind === 'child' && isGirl && (hair === 'curly' || hair === 'short' || hair === 'spiky')) wear('bow');
  }
  for (const word of [...BEARD_WORDS, ...HAIR_WORDS.flatMap(([, words]) => words)]) if (has(text, word)) used.add(word);
  return { spec: { kind, hair, hasBeard, outfit, accessories, prop: null }, words: used };
}

function defaultHair(kind: FigureKindName, isGirl: boolean, isGrandfather: boolean, seed: number): HairStyle {
  if (isGrandfather) return 'bald';
  if (kind === 'baby') return 'tuft';
  if (kind === 'grandparent') return 'bun';
  const choices: HairStyle[] = isGirl ? ['ponytail', 'long', 'pigtails', 'bun'] : ['short', 'spiky', 'short', 'curly'];
  return choices[seed % choices.length]!;
}

/** The clothes a person wears when the words name none (`defaultOutfit`'s choices). */
const EVERYDAY_OUTFITS = new Set(['tee-shorts', 'tee-pants', 'shirt-pants', 'dress', 'overalls']);

/** Whether a figure wears everyday clothes, which a place or a sport may change (not clothes the words name). */
export function isEverydayOutfit(outfit: string | null): boolean {
  return outfit !== null && EVERYDAY_OUTFITS.has(outfit);
}

/** Whether the words name the clothes themselves ("a boy in overalls"), which no place or sport then changes. */
export function isOutfitNamed(outfit: string | null, description: string): boolean {
  const text = normalised(description);
  return outfit !== null && (OUTFITS[outfit]?.words ?? []).some((word) => has(text, word));
}

/**
 * In the water everyday clothes become swimwear, a girl's swimsuit or a boy's trunks, with goggles pushed up on a
 * bare head: in a T-shirt in the pool he read as fully dressed (judging 19). A dress the words name goes too: under
 * the water only its sleeves showed, a girl swimming in a T-shirt.
 */
export function dressedToSwim(figure: FigureSpec, description: string): FigureSpec {
  if (!isEverydayOutfit(figure.outfit)) return figure;
  const isGirl = GIRL_WORDS.some((word) => has(normalised(description), word));
  const hasHeadWear = figure.accessories.some((name) => ACCESSORIES[name]?.anchor === 'head');
  return { ...figure, outfit: isGirl ? 'swimsuit' : 'swim-trunks', accessories: hasHeadWear ? figure.accessories : [...figure.accessories, 'swim-goggles'] };
}

function defaultOutfit(kind: FigureKindName, isGirl: boolean, seed: number): string {
  if (kind === 'grandparent' && isGirl) return 'dress';
  if (kind === 'baby') return 'onesie';
  if (kind !== 'child') return 'shirt-pants';
  // Boys wear a T-shirt, not overalls: seen side on with one strap hidden, the bib and its pocket read as an apron.
  const choices = isGirl ? ['dress', 'overalls', 'tee-shorts'] : ['tee-shorts', 'tee-pants', 'shirt-pants'];
  return choices[(seed >>> 3) % choices.length]!;
}

/** The figure kind the words name first (its earliest word in the text). */
function findKind(text: string): FigureKindName | null {
  let best: { kind: FigureKindName; at: number } | null = null;
  for (const [kind, entry] of Object.entries(FIGURE_KINDS) as [FigureKindName, (typeof FIGURE_KINDS)[FigureKindName]][]) {
    for (const word of entry.words) {
      const at = position(text, word);
      if (at >= 0 && (!best || at < best.at)) best = { kind, at };
    }
  }
  return best?.kind ?? null;
}

/** Lower-case words, space-separated and padded, so phrases match on whole words. */
function normalised(text: string): string {
  return ` ${tokenize(text).join(' ')} `;
}

/** Normalised words without the names of things to wear that have a role's word in them. */
function withoutWornRoleNames(text: string): string {
  return WORN_ROLE_PHRASES.reduce((rest, phrase) => rest.replaceAll(` ${phrase} `, ' '), text);
}

/** Where a phrase, or its plural, first appears; -1 when it does not. */
function position(text: string, phrase: string): number {
  const found = [phrase, `${phrase}s`, `${phrase}es`].map((form) => text.indexOf(` ${form} `)).filter((at) => at >= 0);
  return found.length > 0 ? Math.min(...found) : -1;
}

function has(text: string, phrase: string): boolean {
  return position(text, phrase) >= 0;
}

/** Whether a stored value is a figure spec this engine can draw (specs come back from the database). */
export function isFigureSpec(value: unknown): value is FigureSpec {
  if (typeof value !== 'object' || value === null) return false;
  const spec = value as Record<string, unknown>;
  return (
    typeof spec.kind === 'string' &&
    Object.hasOwn(FIGURE_KINDS, spec.kind) &&
    (spec.hair === null || (typeof spec.hair === 'string' && HAIR_STYLES.includes(spec.hair as HairStyle))) &&
    typeof spec.hasBeard === 'boolean' &&
    (spec.outfit === null || (typeof spec.outfit === 'string' && Object.hasOwn(OUTFITS, spec.outfit))) &&
    Array.isArray(spec.accessories) &&
    spec.accessories.every((name) => typeof name === 'string' && Object.hasOwn(ACCESSORIES, name)) &&
    (spec.prop === null || typeof spec.prop === 'string')
  );
}
