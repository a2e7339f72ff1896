import { isSportText, isWornWords, ROLE_NAMES } from '../figure/figure-spec';
import { FIGURE_KINDS } from '../figure/kinds';
import { createCharacterSpec, type BuiltinCharacterSpec } from '../character';
import { matchMotifs, motifForWord, motifKind, tokenize, wordForms } from '../word-matching';
import { hasJoeyInPouch } from './joey';
import { VERB_NAMES, VERBS, type Verb, type VerbName } from './verbs';

/** Number words, and words that mean "a few". */
const COUNT_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, pair: 2, couple: 2, twins: 2, both: 2,
  several: 3, some: 3, few: 3, many: 4, lots: 4, group: 4, herd: 4, flock: 4, family: 3, friends: 3,
};
/** Who "a family" is when the words name no one in it. */
const FAMILY = ['woman', 'man', 'child'];
/** Who "animals" are when the words name none but the place: elsewhere they could be anyone (sea animals, stuffed animals). */
const ANIMALS_OF_PLACE = new Map([
  ['zoo', ['lion', 'monkey', 'elephant']],
  ['farm', ['cow', 'pig', 'sheep']],
]);
/** A plain plural ("cows") draws this many. */
const PLURAL_COUNT = 3;
const MAX_OF_ONE = 5;
/** Figures on one page: more would be too small to colour. */
export const MAX_CAST = 6;
/** Words for someone the figure table draws though no icon may name them: every role ("a knight"), and family. */
const ROLE_WORDS = [...ROLE_NAMES, 'kid', 'mom', 'mum', 'dad', 'baby'];
/** Things a role word before them only describes: "a cowboy hat", "a clown fish" name no one. */
const DESCRIBED_BY_ROLE = new Set(['hat', 'hats', 'boot', 'boots', 'fish', 'fishes', 'nose', 'noses', 'doll', 'dolls', 'costume', 'costumes', 'outfit', 'outfits', 'suit', 'wig', 'shoes', 'mask']);
/** What a role's word before them makes a costume of: "a pirate costume" dresses a child as a pirate. */
const COSTUME_WORDS = new Set(['costume', 'costumes', 'outfit', 'outfits', 'suit']);
/** Words that make the role word after them someone's own ("her mom"): a person, not an adjective. */
const POSSESSIVES = new Set(['her', 'his', 'their', 'my', 'our', 'your']);
/** Words for a child that say nothing of boy or girl: a crowd of them mixes both. */
const ANY_CHILD = new Set(['kid', 'kids', 'child', 'children', 'friends', 'toddlers', 'students']);

/**
 * An animal's own young or parent named after "her", "its" or "their" ("a whale and her calf", "a baby dinosaur with
 * its mom") is the same creature: the calf drew a cow beside the whale, the mom a woman beside the dinosaur, and a
 * bear's son a boy.
 */
const KIN_WORDS = { young: new Set(['calf', 'cub', 'foal', 'son', 'daughter']), parent: new Set(['mom', 'mum', 'mother', 'mama', 'mommy', 'dad', 'father', 'daddy', 'papa']) };
/** Words a thing that is no runner ends with: a sled's or a skate's runners, a table runner, a strawberry's runners. */
const RUNNER_THING_BEFORE = new Set(['table', 'carpet', 'stair', 'sled', 'sledge', 'sleigh', 'skate', 'skates', 'bean', 'its', 'shiny']);
/**
 * Things that have runners, for "with runners": "a sled with runners" is the sled's, while "a marathon with runners" and
 * "a race with fast runners" are people running (an empty meadow when every "with runners" was a thing).
 */
const RUNNER_OWNERS = new Set(['sled', 'sledge', 'sleigh', 'skate', 'skates', 'strawberry', 'plant', 'plants', 'bean', 'beans']);
/** Words for a friend: a child only when the words name no creature who can be the friend ("a cat and a dog are best friends"). */
const FRIEND_WORDS = new Set(['friend', 'friends']);
/** How big the young of a creature with its kin is beside the grown one. */
const YOUNG_SIZE = 0.6;

interface NamedBeing {
  words: string;
  position: number;
  /** Its name when not its words: a whale's calf is a whale named "calf". */
  name?: string;
}

/**
 * The beings the words name, as many of each as the words count ("two kids", "three ducks", "cows"),
 * in the words' order. Things a composed prop already shows (a sleigh's reindeer) are left out.
 */
export function castFromWords(description: string, excluded: Set<string>, taken: BuiltinCharacterSpec[] = []): BuiltinCharacterSpec[] {
  const tokens = tokenize(description);
  const takenMotifs = new Set(taken.map((character) => character.motif));
  const takenNames = new Set(taken.flatMap((character) => tokenize(character.name)));
  const matches = matchMotifs(description);
  const isFriendOfCreature = (words: string): boolean => isCreaturesFriend(words, description, taken);
  const beings: NamedBeing[] = matches
    .filter((match) => motifKind(match.motif) === 'being' && !excluded.has(match.motif) && !takenMotifs.has(match.motif) && !takenNames.has(match.words) && !isFriendOfCreature(match.words))
    .map((match) => ({ words: match.words, position: match.position }));
  tokens.forEach((token, position) => {
    // "pirate" in "pirate ship" names the ship, not a pirate.
    const isCovered = matches.some((match) => position >= match.position && position < match.position + match.words.split(' ').length);
    // "A baby elephant" is a young elephant, not a baby beside one; "a kangaroo with a baby" has a joey, not a child.
    // "Her mom", "his dad" or a role before a verb's word names someone ("her mom cook(s)", "his dad bird watching"),
    // not a kind of cook or bird; a baby before a creature is always its young.
    const isBaby = wordForms(token).includes('baby');
    const next = motifForWord(tokens[position + 1] ?? '');
    const isNamingSomeone = POSSESSIVES.has(tokens[position - 1] ?? '') || VERB_NAMES.some((name) => VERBS[name].words.includes(tokens[position + 1] ?? ''));
    const isDescribing = DESCRIBED_BY_ROLE.has(tokens[position + 1] ?? '') || ((isBaby || !isNamingSomeone) && next !== null && motifKind(next) === 'being');
    if (isBaby && isAnimalsYoung(tokens, position)) {
      // "A mother elephant with her baby" is her calf beside her: dropped, the page was one elephant (judging 20). Only a
      // kangaroo's is the joey in her pouch.
      const owner = matches.filter((match) => match.position < position && motifKind(match.motif) === 'being').at(-1);
      if (owner && !hasJoeyInPouch(owner.motif, description)) {
        beings.splice(0, beings.length, ...beings.filter((being) => being.position !== position));
        beings.push({ words: owner.words, position, name: token });
      }
      return;
    }
    const kinOf = kinOwner(tokens, position, matches);
    if (kinOf) {
      beings.splice(0, beings.length, ...beings.filter((being) => being.position !== position));
      return void beings.push({ words: kinOf, position, name: token });
    }
    const pair = `${token} ${tokens[position + 1] ?? ''}`;
    if (!isCovered && ROLE_WORDS.includes(pair)) return void beings.push({ words: pair, position });
    // A baby named with its pram is the one the pram already shows, peeking out of it.
    const isShownInProp = wordForms(token).some((form) => excluded.has(form));
    if (!isCovered && !isDescribing && !isShownInProp && !isThingRunner(tokens, position) && wordForms(token).some((form) => ROLE_WORDS.includes(form)) && !takenNames.has(token)) beings.push({ words: token, position });
  });
  // A family with no one in it named ("a family in a boat") is a mother, a father and their child: it drew no one.
  const familyAt = tokens.findIndex((token) => token === 'family' || token === 'families');
  if (beings.length === 0 && familyAt >= 0) beings.push(...FAMILY.map((words) => ({ words, position: familyAt })));
  // "Animals at the zoo" drew no one at all, and "a day at the zoo" an empty gate: a zoo named alone is its animals.
  const placeAt = tokens.findIndex((token) => ANIMALS_OF_PLACE.has(token));
  const animals = ANIMALS_OF_PLACE.get(tokens[placeAt] ?? '') ?? [];
  const animalsAt = tokens.includes('animals') ? tokens.indexOf('animals') : tokens[placeAt] === 'zoo' && taken.length === 0 ? placeAt : -1;
  // An animal a thing the words name already shows is no empty zoo: "a lion in a cage at the zoo" is the caged lion.
  const isShownByThing = matches.some((match) => motifKind(match.motif) === 'being' && excluded.has(match.motif));
  if (beings.length === 0 && animalsAt >= 0 && !isShownByThing) beings.push(...animals.map((words) => ({ words, position: animalsAt })));
  beings.sort((a, b) => a.position - b.position);
  const cast: BuiltinCharacterSpec[] = [];
  for (const being of beings) {
    const count = Math.min(MAX_OF_ONE, countBefore(tokens, being.position, isPlural(being.words)) ?? (isPlural(being.words) ? PLURAL_COUNT : 1));
    for (let index = 0; index < count && taken.length + cast.length < MAX_CAST; index++) {
      const name = index === 0 ? (being.name ?? being.words) : `${being.words} ${index + 1}`;
      // A crowd of "kids" is boys and girls; each copy gets its own seed, so its own hair and clothes.
      // The singular names the creature ("bunnies" is drawn as a bunny figure, not as the plural's icon).
      const single = singular(being.words);
      const dressed = ANY_CHILD.has(being.words) && index % 2 === 1 ? `${single} girl` : `${single}${wornAfter(description, being.words)}`;
      // Made under its kind's name, as its own name draws its word's creature: a calf is a cow whatever it is dressed as.
      const named = being.name === undefined ? createCharacterSpec(name, dressed) : { ...createCharacterSpec(dressed, dressed), name };
      // Children playing a game the scene names wear its kit, not the clothes their name alone would give them.
      const character = named.figure?.kind === 'child' && isSportText(tokens.join(' ')) ? { ...named, figure: { ...named.figure, outfit: 'tee-shorts' } } : named;
      // Two of a creature that stands up (bunnies, bears) were clones: every other one wears a bow on its head.
      const kind = character.figure ? FIGURE_KINDS[character.figure.kind] : null;
      cast.push(kind && !kind.isPerson && kind.plan.stance !== 'quadruped' && index % 2 === 1 ? createCharacterSpec(name, `${dressed} with a bow`) : character);
    }
  }
  return cast;
}

/** Papa, mama and baby bear, in the order the cast names them: a big, a middle-sized and a small bear. */
const THREE_BEARS_SIZES = [1.3, 1, 0.72];

/**
 * Sizes of figures the story makes unlike (plan.scales, by name): the three bears were three of one size, where
 * Goldilocks's bears are a big papa bear, a middle-sized mama bear and a little baby bear.
 */
export function storySizes(cast: BuiltinCharacterSpec[]): Record<string, number> {
  const bears = cast.filter((character) => /^bears( \d)?$/.test(character.name));
  if (bears.length === THREE_BEARS_SIZES.length) return Object.fromEntries(bears.map((bear, index) => [bear.name, THREE_BEARS_SIZES[index]!]));
  // A creature's calf is small beside it; a creature with its mom is the small one. A person's son is a child of his
  // own size ("a mom and her son" drew a boy half hers), and two babies are two of one size, not a mother and young.
  const isAnimal = (character: BuiltinCharacterSpec): boolean => !(character.figure && FIGURE_KINDS[character.figure.kind].isPerson);
  const isGrownBeside = (character: BuiltinCharacterSpec, other: BuiltinCharacterSpec): boolean => other.motif === character.motif && beingOf(other) !== beingOf(character);
  const young = cast.filter((character) => isAnimal(character) && (KIN_WORDS.young.has(character.name) || (wordForms(character.name).includes('baby') && cast.some((other) => isGrownBeside(character, other)))));
  const parents = cast.filter((character) => KIN_WORDS.parent.has(character.name) && isAnimal(character));
  const babies = cast.filter((character) => parents.some((parent) => parent !== character && parent.motif === character.motif));
  return Object.fromEntries([...young, ...babies].map((character) => [character.name.toLowerCase(), YOUNG_SIZE]));
}

/** The words a character was counted from: "ducks 2" is a copy of "ducks". */
function beingOf(character: BuiltinCharacterSpec): string {
  return character.name.replace(/ \d+$/, '');
}

/**
 * What the words put on a person right after naming them ("a girl in a raincoat", "a boy wearing a hat"), as words
 * to dress their figure in; empty when what follows is no clothing ("a girl with an umbrella").
 */
function wornAfter(description: string, words: string): string {
  const worn = new RegExp(`\\b${words}\\s+(?:in|wearing|with)\\s+(?:(?:a|an|his|her|their|the)\\s+)?((?:[a-z]+\\s+)?[a-z]+)`, 'i').exec(description)?.[1];
  if (!worn) return '';
  // A pirate costume dresses its wearer as a pirate; a cowboy hat is worn alone, not a cowboy's whole outfit.
  const [first, last] = worn.split(' ');
  if (ROLE_WORDS.includes(first!) && last !== undefined && COSTUME_WORDS.has(last)) return ` dressed as a ${first}`;
  const phrase = [worn, worn.split(' ').at(-1)!, worn.split(' ')[0]!].find((candidate) => isWornWords(candidate));
  return phrase ? ` wearing ${phrase}` : '';
}

/** Whether the baby at `position` is the object of "with" after an animal ("a kangaroo with her baby"): its young. */
function isAnimalsYoung(tokens: string[], position: number): boolean {
  const withAt = ['a', 'an', 'her', 'his', 'its', 'their'].includes(tokens[position - 1] ?? '') ? position - 2 : position - 1;
  const owner = motifForWord(tokens[withAt - 1] ?? '');
  return tokens[withAt] === 'with' && owner !== null && motifKind(owner) === 'being' && !isPerson(tokens[withAt - 1]!);
}

/**
 * The words of the creature whose young or parent the kin word at `position` names ("a whale and her calf"), if any:
 * only the creature right before "and"/"with" and the pronoun, and never a pet after a child whose mom "her" can be
 * ("a girl with her cat and her mom" was the girl and two cats).
 */
function kinOwner(tokens: string[], position: number, matches: ReturnType<typeof matchMotifs>): string | undefined {
  const token = tokens[position]!;
  if (!KIN_WORDS.young.has(token) && !KIN_WORDS.parent.has(token)) return undefined;
  const pronoun = tokens[position - 1] ?? '';
  if (!['her', 'its', 'his', 'their'].includes(pronoun) || !['and', 'with'].includes(tokens[position - 2] ?? '')) return undefined;
  const beingsBefore = matches.filter((match) => match.position < position - 2 && motifKind(match.motif) === 'being');
  const owner = beingsBefore.at(-1);
  // "A lion cub and its mom": the young's word may stand between the creature and "and".
  const between = owner ? tokens.slice(owner.position + owner.words.split(' ').length, position - 2) : [];
  if (!owner || !between.every((word) => KIN_WORDS.young.has(word) || wordForms(word).includes('baby')) || isPerson(owner.words)) return undefined;
  const isSomeonesParent = pronoun !== 'its' && KIN_WORDS.parent.has(token) && beingsBefore.some((being) => isPerson(being.words));
  return isSomeonesParent ? undefined : owner.words;
}

/** Whether the friend the words name is a creature they name too ("a boy and his friend the dragon"), not another child. */
export function isCreaturesFriend(words: string, description: string, taken: BuiltinCharacterSpec[] = []): boolean {
  const beings = matchMotifs(description).filter((match) => motifKind(match.motif) === 'being' && !FRIEND_WORDS.has(match.words));
  const others = [...taken.map((character) => character.description), ...beings.map((match) => match.words)];
  return FRIEND_WORDS.has(words) && others.some((other) => !isPerson(other)) && !isPersonsOwnFriends(description, beings, taken);
}

/**
 * Whether "her friends" or "two friends" are a person's, named first, with no creature named as them: "a girl with her
 * dog and her friends" lost the friends to the dog, where "a boy and his friend the dragon" names the friend. A creature
 * after "and" or "with" is another being ("a girl with her friends and her dog"), not the friend.
 */
function isPersonsOwnFriends(description: string, beings: ReturnType<typeof matchMotifs>, taken: BuiltinCharacterSpec[]): boolean {
  const tokens = tokenize(description);
  const isOwnedOrCounted = (word: string): boolean => POSSESSIVES.has(word) || COUNT_WORDS[word] !== undefined;
  const friendAt = tokens.findIndex((token, position) => FRIEND_WORDS.has(token) && (isOwnedOrCounted(tokens[position - 1] ?? '') || isOwnedOrCounted(tokens[position - 2] ?? '')));
  const lead = taken[0]?.description ?? beings[0]?.words;
  const isNamedAsFriend = (being: (typeof beings)[number]): boolean => being.position > friendAt && !tokens.slice(friendAt + 1, being.position).some((word) => word === 'and' || word === 'with');
  return friendAt >= 0 && lead !== undefined && isPerson(lead) && !beings.some((being) => isNamedAsFriend(being) && !isPerson(being.words));
}

/** Whether the "runner(s)" at `position` is a thing, not someone running: "a sled with shiny runners", "the table runner". */
function isThingRunner(tokens: string[], position: number): boolean {
  const isAfterWith = tokens[position - 1] === 'with' || tokens[position - 2] === 'with';
  return /^runners?$/.test(tokens[position] ?? '') && (RUNNER_THING_BEFORE.has(tokens[position - 1] ?? '') || (isAfterWith && tokens.some((token) => RUNNER_OWNERS.has(token))));
}

/** Whether the words name a person (a mom, a farmer), not an animal. */
function isPerson(words: string): boolean {
  const kind = createCharacterSpec(words, words).figure?.kind;
  return kind !== undefined && FIGURE_KINDS[kind].isPerson;
}

/**
 * Words that, between a number and a noun, make the number describe one thing ("a two story house", "a three layer
 * cake", "a 5 year old"), not count them: the page drew two houses and three cakes.
 */
const MEASURE_WORDS = new Set(['story', 'storey', 'layer', 'tier', 'leaf', 'scoop', 'year', 'day', 'week', 'month', 'wheel', 'seater', 'speed', 'door', 'piece', 'page', 'inch', 'foot', 'feet', 'meter', 'metre', 'pound', 'point', 'star']);
/** A number after these names the thing ("a number 5 balloon"), it does not count it. */
const NAMING_BEFORE_NUMBER = new Set(['number', 'no', 'size', 'age']);

/** The count a word says ("three" or "3"), if it says one. */
function countOf(word: string | undefined): number | undefined {
  return COUNT_WORDS[word ?? ''] ?? (/^\d$/.test(word ?? '') ? Number(word) : undefined);
}

/**
 * "two kids" -> 2; also over one describing word before a plural ("three little ducks") or "of" ("a flock of sheep").
 * A number joined to a describing word before a single one describes it ("a three headed dragon", "a two story
 * house"), and "number 5" names it: neither counts.
 */
function countBefore(tokens: string[], position: number, isPluralNoun: boolean): number | undefined {
  const isNamed = (at: number) => NAMING_BEFORE_NUMBER.has(tokens[at - 1] ?? '');
  const direct = countOf(tokens[position - 1]);
  if (direct !== undefined) return isNamed(position - 1) ? undefined : direct;
  const between = tokens[position - 1] ?? '';
  const overOne = countOf(tokens[position - 2]);
  if (overOne === undefined || isNamed(position - 2)) return undefined;
  return between === 'of' || (isPluralNoun && !MEASURE_WORDS.has(between)) ? overOne : undefined;
}

/** Most copies of one thing a page draws: more would be too small to colour. */
const MAX_THINGS = 6;

/**
 * How many of a thing the words count before its plural name ("three balloons" -> 3, "2 cupcakes" -> 2), else 1: a
 * number in the thing's own name ("a four leaf clover") or before a single one ("a two wheeled bike") counts nothing.
 */
export function countOfThing(description: string, motif: string): number {
  const match = matchMotifs(description).find((named) => named.motif === motif);
  if (!match || !isPlural(match.words)) return 1;
  return Math.min(MAX_THINGS, countBefore(tokenize(description), match.position, true) ?? 1);
}

/** "two bunnies" -> "bunny": the last word's singular form that names the same motif. */
function singular(words: string): string {
  const parts = words.split(' ');
  const last = parts.at(-1)!;
  const motif = motifForWord(last);
  const form = wordForms(last).find((candidate) => candidate !== last && candidate.length < last.length && motifForWord(candidate) === motif);
  return form ? [...parts.slice(0, -1), form].join(' ') : words;
}

/** Whether the words name more than one: "ducks" is the plural of a being, "octopus" is not. */
function isPlural(words: string): boolean {
  const last = words.split(' ').at(-1)!;
  const motif = motifForWord(last);
  // A role with no icon is plural by its singular role word: "pirates" is, "goldilocks" is not.
  return wordForms(last).some((form) => form !== last && (motif === null ? ROLE_WORDS.includes(form) : motifForWord(form) === motif));
}

/**
 * Doings that touch the one they are done to, which the table has no verb for: the lead's hand goes out on the other
 * ("a vet checking a puppy", "a knight fighting a dragon"). Not a look, a sound or a wait ("a cat watching a bird", "a
 * girl smiling at a puppy", "a dog barking at the mailman"): any "-ing at a ..." pushed the other into the lead's fist
 * (review 16). A doctor listens with a hand on the heart, not to a bird singing. Not milking: the hand went to the
 * cow's face, over its eye, which parents judged worse than no touch at all; milking is done at the udder.
 */
const TOUCHING = /\b(?:brushing|grooming|combing|petting|patting|stroking|kissing|fighting|tickling|washing|bathing|checking|examining|shearing|bandaging|listening\s+to\s+(?:a|an|the|his|her|their|its|my|our)\s+[a-z]+(?:['’]s)?\s+(?:heart|heartbeat|tummy|chest))\b/i;

/**
 * Whether the lead, on two legs, does to the one other it names what no verb in the table does (read only when none
 * does): the lead turns to it, its hand out on it, where it waved at us with the other half a page away. One on four
 * legs has no hand to put on it.
 */
export function isDoneToAnother(description: string, characters: BuiltinCharacterSpec[]): boolean {
  // Just the two: another of the lead's kind is one of a group ("kids decorating a tree"), not the one it is done to,
  // and a third stood over the lead's back.
  const [lead, other] = characters;
  return characters.length === 2 && other!.motif !== lead!.motif && hasHandsToTouch(lead!) && TOUCHING.test(description);
}

/** Whether the one lead the words name touches a thing as no verb in the table does ("a doctor listening to a teddy's heart"): it holds the thing. */
export function isDoneWithThing(description: string, characters: BuiltinCharacterSpec[]): boolean {
  return characters.length === 1 && hasHandsToTouch(characters[0]!) && TOUCHING.test(description);
}

function hasHandsToTouch(character: BuiltinCharacterSpec): boolean {
  return character.figure !== null && FIGURE_KINDS[character.figure.kind].plan.stance === 'biped';
}

/**
 * The verb the words ask for: the first entry of the table with a word in them, leaving out those only people do when
 * the lead (the first one named) has no hands.
 */
export function verbFromWords(description: string, lead?: BuiltinCharacterSpec): VerbName | null {
  // Little Red Riding Hood is a name, not a ride: it put a horse on the page.
  // A watering hole or can is no one watering: it tipped a can over tulips by the elephants.
  // A racing car is no one racing: it stood small by a finish flag as big as a house.
  // The waves of the sea are no one waving: "a dolphin in the waves".
  // Swooping is no one with a broom: "an owl sweeps down on a mouse", "a plane sweeps over the town", "a sweeping view".
  // Hockey on grass is field hockey, no one on skates: "a girl playing hockey on the grass" plays it on the lawn.
  const isFieldHockey = matchMotifs(description).some((match) => match.motif === 'field-hockey');
  const tokens = tokenize(description.replace(/\bhockey\b/gi, (word) => (isFieldHockey ? 'field' : word)).replace(/\bsweep(?:s|ing)?\s+(down|over|across|through|past|along|low|round|around|into)\b/gi, '$1').replace(/\bsweeping\s+(views?|vistas?)\b/gi, '$1').replace(/\briding\s+hood\b/gi, 'hood').replace(/\bwatering\s+(holes?|cans?)\b/gi, '$1').replace(/\bracing\s+(cars?|bikes?|boats?)\b/gi, '$1').replace(/\b(the|big|sea|ocean)\s+waves\b/gi, '$1 sea')).filter((_, position, all) => !isThingRunner(all, position));
  const words = new Set(tokens);
  const text = ` ${tokens.join(' ')} `;
  const hasHands = lead === undefined || (lead.figure !== null && FIGURE_KINDS[lead.figure.kind].plan.stance === 'biped');
  const isAnimal = lead !== undefined && !hasHands;
  const leadWord = lead?.name.toLowerCase().replace(/ \d+$/, '');
  const isSaid = (word: string): boolean => (word.includes(' ') ? text.includes(` ${word} `) : words.has(word));
  const isDoneByLead = (name: VerbName): boolean => (hasHands || !(VERBS[name] as Verb).isForPeople) && (isAnimal || !(VERBS[name] as Verb).isForAnimals) && (lead === undefined || ((VERBS[name] as Verb).onlyBy ?? [lead.motif]).includes(lead.motif));
  // A verb's words for when no other is said (`wordsWhenNoOther`) give way to any doing, even one the table has no verb
  // for: "children waiting in a line for the bus" held hands and the bus was left out.
  const isOtherDoingSaid = tokens.some((token) => token.length > 5 && token.endsWith('ing'));
  const name =
    VERB_NAMES.find((name) => isDoneByLead(name) && (VERBS[name].words.some(isSaid) || (leadWord !== undefined && ((VERBS[name] as Verb).doers ?? []).includes(leadWord)))) ??
    (isOtherDoingSaid ? undefined : VERB_NAMES.find((name) => isDoneByLead(name) && ((VERBS[name] as Verb).wordsWhenNoOther ?? []).some(isSaid))) ??
    null;
  const verb: Verb | null = name ? VERBS[name] : null;
  return verb?.isRidingOnMount && isDoneOnMount(tokens, verb.words) ? 'riding' : name;
}

/** Whether a verb word is followed by "on" and then, as the first being named, one that can be ridden ("flying on a big dragon"). */
function isDoneOnMount(tokens: string[], verbWords: string[]): boolean {
  return tokens.some((token, index) => {
    if (!verbWords.includes(token) || (tokens[index + 1] !== 'on' && tokens[index + 1] !== 'upon')) return false;
    const being = tokens.slice(index + 2).find((word) => {
      const motif = motifForWord(word);
      return motif !== null && motifKind(motif) === 'being';
    });
    const kind = being ? createCharacterSpec(being, being).figure?.kind : undefined;
    const entry = kind ? (FIGURE_KINDS[kind] as { isRideable?: boolean; steed?: string }) : undefined;
    return entry?.isRideable === true || entry?.steed !== undefined;
  });
}
