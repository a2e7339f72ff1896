import type { AgeGroup } from '../../shared/constants';
import { ownBodyParts } from './body-parts';
import type { BuiltinCharacterSpec } from './character';
import { sceneArt } from './composer/backdrops';
import { castFromWords, countOfThing, isCreaturesFriend, isDoneToAnother, isDoneWithThing, storySizes, verbFromWords } from './composer/cast';
import type { VerbName } from './composer/verbs';
import { hasTailRattle, RATTLE_MOTIF } from './composer/tail-rattle';
import { ACCESSORIES } from './figure/accessories';
import { OUTFITS } from './figure/outfits';
import type { PoseName } from './figure/poses';
import { roleThings } from './figure/figure-spec';
import { isFlyerIcon } from './kin-icons';
import { withBallroom } from './props/ballroom';
import { withNest } from './props/bird-nest';
import { withFishbowl } from './props/fishbowl';
import { withHearth } from './props/fireplace';
import { getComposedProp } from './props/prop-library';
import { DEFAULT_SETTING, NIGHT_WORDS, SETTINGS, type Setting } from './settings';
import type { ComposedProp } from './props/composed-prop';
import { matchMotifs, motifKind, tokenize, wordForms, type MotifMatch } from './word-matching';

/** Everything a scene is drawn from. It travels inside the PNG, so refine can change it and redraw. */
export interface ScenePlan {
  kind: 'scene';
  title: string;
  description: string;
  ageGroup: AgeGroup;
  characters: BuiltinCharacterSpec[];
  setting: string;
  /** Motifs the description names beyond the characters and the setting, in its order. */
  extras: string[];
  /** Motifs added by refine. */
  added: string[];
  /** Motifs, or words of motif names ("tree"), that refine removed. */
  removed: string[];
  /** Size factors by character name or motif. */
  scales: Record<string, number>;
  /** Moon and stars instead of sun and clouds ("at night", "bedtime"). */
  isNight: boolean;
  /** Steps of detail relative to the age group: -1 simpler, +1 more detail. */
  detailShift: number;
  /** Steps of line weight: +1 thicker, -1 thinner. */
  lineShift: number;
  isFlipped: boolean;
  /** The verb of the words (a VERBS entry): it decides poses and how figures meet things. */
  verb: VerbName | null;
  /** Poses asked for by refine ("make her jump"), by character name in lower case. */
  poses: Record<string, PoseName>;
  /** Refine instructions applied so far, oldest first. */
  history: string[];
}

/** The plan for a new scene: setting and extras read from the words. */
export function planScene(input: {
  characters: BuiltinCharacterSpec[];
  title: string;
  description: string;
  ageGroup: AgeGroup;
}): ScenePlan {
  const setting = chooseSetting(`${input.title} ${input.description}`);
  // With no saved characters chosen, the creatures the words name become the characters.
  // A composed prop may already show what the words name (the reindeer of a sleigh, a bridge's river).
  // A thing that houses a being the words name with it is drawn with the being inside (a hamster in its cage).
  const matches = matchMotifs(withNest(withHearth(withBallroom(withFishbowl(input.description)))));
  const housing = (motif: string): string => {
    const [being, housed] = Object.entries(getComposedProp(motif)?.houses ?? {}).find(([named]) => matches.some((match) => match.motif === named)) ?? [];
    if (being === undefined || housed === undefined) return motif;
    return typeof housed === 'string' ? housed : housed[Math.min(housed.length, countOfThing(input.description, being)) - 1]!;
  };
  // A thing drawn as a prop of its own in a scene shows what that prop shows (a snowman's hat, nose and scarf).
  const included = new Set(matches.flatMap((match) => [...(getComposedProp(housing(match.motif))?.includes ?? []), ...(getComposedProp(sceneArt(match.motif))?.includes ?? []).filter((motif) => motif !== match.motif)]));
  // Saved characters first; every other being the words name becomes a figure too, as many as they count.
  const characters = [...input.characters, ...castFromWords(input.description, included, input.characters)];
  const characterMotifs = new Set(characters.map((character) => character.motif));
  // What a figure already wears or holds (a princess's crown, a pirate's sword) is not drawn again lying beside it.
  const wornMotifs = new Set(
    characters
      .flatMap((character) => [character.figure?.outfit, ...(character.figure?.accessories ?? [])])
      .flatMap((name) => (name ? matchMotifs(name.replace(/-/g, ' ')).filter((match) => match.words === name.replace(/-/g, ' ')) : []))
      .map((match) => match.motif),
  );
  // A coat or a hat inside the words that dressed a figure ("a winter coat", "a pointy hat") is the one it wears: a coat
  // also lay on the snow beside the girl in her snow jacket, and a top hat on the grass by the gnome in his pointed hat.
  const wornPhrases = characters
    .flatMap((character) => [OUTFITS[character.figure?.outfit ?? '']?.words ?? [], ...(character.figure?.accessories ?? []).map(wordsNaming)])
    .flat()
    .filter((phrase) => phrase.includes(' ') && new RegExp(`\\b${phrase}\\b`, 'i').test(input.description));
  // A word of a worn phrase named again outside it is its own thing: the fire a firefighter in a fire helmet puts out.
  // Only named as a thing of its own, not inside another's name: the "fire" of a fire truck set a roof on fire.
  const wordsBesideWorn = wornPhrases.reduce((text, phrase) => text.replace(new RegExp(`\\b${phrase}\\b`, 'gi'), ' '), input.description);
  const namedBesideWorn = new Set(matchMotifs(wordsBesideWorn).map((match) => match.words));
  const wornWords = new Set(wornPhrases.flatMap((phrase) => phrase.split(' ')).filter((word) => !namedBesideWorn.has(word)));
  // A snake's rattle is the one on its tail, not a baby's toy lying beside it.
  const isOwnRattle = (motif: string): boolean => motif === RATTLE_MOTIF && characters.some((character) => hasTailRattle(character.motif, input.description));
  // Place words draw the setting; matching them again would add e.g. a rocket for "space".
  // Character names are not things either: a robot called Bolt brings no nut and bolt.
  const nameWords = new Set(characters.flatMap((character) => tokenize(character.name)));
  const isNameOrPlaceWord = (word: string): boolean => nameWords.has(word) || wordForms(word).some((form) => setting.keywords.includes(form));
  // What a snowman wears, named of someone else, is theirs: "a bunny eating a carrot next to a snowman" lost the carrot.
  // A hat a figure is dressed in stays off the snow ("a boy with a hat and a snowman").
  const accessoryWords = new Set(characters.flatMap((character) => (character.figure?.accessories ?? []).flatMap(wordsNaming)));
  const isOthersThing = (match: MotifMatch): boolean => !accessoryWords.has(match.words) && matches.some((owner) => isWornElsewhere(match, owner, getComposedProp(sceneArt(owner.motif)), matches));
  // A place the words name beside the setting is drawn too when a prop was composed for it (a treehouse in the park).
  // Names are matched whole first: the "police" of a police officer is still the police car's.
  const bodyParts = ownBodyParts(input.description, characters);
  const extras = matches
    .filter((match) => !bodyParts.has(match.words) && !match.words.split(' ').every(isNameOrPlaceWord) && !isCreaturesFriend(match.words, input.description, input.characters) && !wornWords.has(match.words) && (!included.has(housing(match.motif)) || isOthersThing(match)))
    .map((match) => housing(match.motif))
    .filter((motif) => !characterMotifs.has(motif) && !wornMotifs.has(motif) && !isOwnRattle(motif) && (motifKind(motif) !== 'place' || getComposedProp(motif) !== undefined));
  // A role brings its own things (a dentist's big tooth, a mail carrier's letter and postbox), held up in the hands.
  const broughtThings = characters.flatMap((character) => roleThings(character.description)).filter((motif) => !extras.includes(motif));
  extras.push(...broughtThings);
  return {
    kind: 'scene',
    title: input.title.trim(),
    description: input.description.trim(),
    ageGroup: input.ageGroup,
    characters,
    setting: setting.name,
    extras: [...new Set(extras)].slice(0, 4),
    added: [],
    removed: [],
    scales: storySizes(characters),
    isNight: tokenize(`${input.title} ${input.description}`).some((word) => NIGHT_WORDS.includes(word)) || MOON_SEEN_FROM_GROUND.test(input.description) || STARRY_SKY.test(input.description),
    detailShift: 0,
    lineShift: 0,
    isFlipped: false,
    verb: verbFromWords(input.description, characters[0]) ?? (isDoneToAnother(input.description, characters) && !extras.some(isSatOrStoodOn) ? 'doing-to' : null) ?? (isDoneWithThing(input.description, characters) && extras.some(isHandHeld) ? 'holding' : null) ?? (extras.some((motif) => isHeldRoleThing(motif, characters)) ? 'holding' : isFlyerIcon(characters[0]?.motif ?? '') ? 'flying' : null),
    poses: {},
    history: [],
  };
}

/** A small loose thing a hand can hold up (a teddy, a book), not a place, a creature, the sky's or a composed thing. */
function isHandHeld(motif: string): boolean {
  return !['place', 'being', 'sky', 'vehicle'].includes(motifKind(motif)) && getComposedProp(motif) === undefined;
}

/** A named thing with a seat or a deck, which decides where the lead is (a mom tucking her baby into bed sits on it). */
function isSatOrStoodOn(motif: string): boolean {
  const prop = getComposedProp(motif);
  if (!prop || (prop.stands !== 'ground' && prop.stands !== 'set')) return false;
  const { anchors } = prop.draw('low');
  return anchors.seat !== undefined || anchors.stand !== undefined;
}

/** The words that name an accessory: its own, and those of a hat that names it too (a witch's "pointy hat"). */
function wordsNaming(accessory: string): string[] {
  return Object.entries(ACCESSORIES)
    .filter(([name, entry]) => name === accessory || ('alsoNames' in entry && entry.alsoNames?.includes(accessory) === true))
    .flatMap(([, entry]) => entry.words);
}

/** A thing a role brings that its hands hold up (a tooth, a letter), not one that stands beside it (a pot of gold). */
function isHeldRoleThing(motif: string, characters: BuiltinCharacterSpec[]): boolean {
  return getComposedProp(motif) === undefined && characters.some((character) => roleThings(character.description)[0] === motif);
}

/**
 * The moon up in the night sky over the ground: a wolf howling at it or a cow jumping over it is out on a field at
 * night, where "moon" alone took them to outer space among ringed planets and flying saucers (a full moon takes the
 * night sky's crescent's place). Not one flown over, which a flyer's sky puts on the land below.
 */
const MOON_SEEN_FROM_GROUND = /\b(?:(?:at|under|beneath|below)\s+the\s+(?:(?:big|bright|round|silver|full)\s+)?moon|jump\w*\s+over\s+the\s+moon)\b/i;

/**
 * Counted stars, or stars slept or camped under, seen in the night sky over the land: "five stars" took the page to
 * outer space, where planets, a flying saucer and dozens of small stars lost the count, and "a boy and a dog sleeping
 * under the stars" slept in a bed floating among planets and a rocket.
 */
const STARRY_SKY = /^(?![\s\S]*\b(?:space|planets?|rockets?|astronauts?|aliens?|ufos?|spaceships?|galaxy|universe)\b)[\s\S]*\b(?:(?:two|three|four|five|six|\d)\s+(?:(?:big|little|small|bright|shining|twinkling)\s+)?stars|(?:under|beneath|below)\s+(?:the\s+)?(?:(?:bright|shining|twinkling)\s+)?stars)\b/i;

function chooseSetting(text: string): Setting {
  // A ball one goes to is a dance in a ballroom, not a toy: "Cinderella at the ball".
  const seenFromGround = MOON_SEEN_FROM_GROUND.test(text) ? text.replace(/\bmoon\b/gi, '') : text;
  const tokens = tokenize(withBallroom(STARRY_SKY.test(seenFromGround) ? seenFromGround.replace(/\bstars?\b/gi, '') : seenFromGround));
  // Ice cream is a sweet, not a snowy place; a baby's or a train's carriage is a pram or a railway car, and a horse and
  // carriage a plain coach on a country road, not a royal coach before a castle.
  const isOtherThing = (word: string, index: number): boolean =>
    (word === 'ice' && /^creams?$/.test(tokens[index + 1] ?? '')) ||
    (/^carriages?$/.test(word) && (/^(?:baby|train|railway)$/.test(tokens[index - 1] ?? '') || /^horses?\s(?:and|drawn)$/.test(`${tokens[index - 2] ?? ''} ${tokens[index - 1] ?? ''}`)));
  const forms = tokens.filter((word, index) => !isOtherThing(word, index)).map((word) => wordForms(word));
  const isNamed = (words: string[] | undefined): boolean => forms.some((wordForms) => wordForms.some((form) => words?.includes(form)));
  const joined = ` ${tokens.join(' ')} `;
  const isNeeded = (words: string[]): boolean => words.some((word) => (word.includes(' ') ? joined.includes(` ${word} `) : isNamed([word])));
  const settings = SETTINGS.filter((setting) => (setting.needsAnyOf === undefined || isNeeded(setting.needsAnyOf)) && !isNeeded(setting.isExcludedBy ?? []));
  for (const field of ['keywords', 'hints'] as const) {
    // A name of more than one word says more than any one of its words ("riding hood" is the story's wood, not a ride).
    const phrased = settings.find((setting) => setting[field].some((word) => word.includes(' ') && joined.includes(` ${word} `)));
    if (phrased) return phrased;
    for (const wordFormsOfWord of forms) {
      const found = settings.find((setting) => wordFormsOfWord.some((form) => setting[field].includes(form)));
      if (found) return found;
    }
  }
  return DEFAULT_SETTING;
}

/** Scenes are drawn by the composer: layouts by kind of scene, verbs that pose figures. */
export { composeScene } from './composer/compose-scene';

/**
 * Whether a thing a prop wears (a snowman's hat, scarf and carrot nose) is named of another: only those named after
 * the prop with no being between are its own ("a snowman with a scarf").
 */
function isWornElsewhere(thing: MotifMatch, owner: MotifMatch, prop: ComposedProp | undefined, matches: MotifMatch[]): boolean {
  if (prop?.isWearingIncludes !== true || !(prop.includes ?? []).includes(thing.motif)) return false;
  return thing.position < owner.position || matches.some((match) => match.position > owner.position && match.position < thing.position && motifKind(match.motif) === 'being');
}
