import { withBallroom } from './props/ballroom';
import { withNest } from './props/bird-nest';
import { withFishbowl } from './props/fishbowl';
import { withHearth } from './props/fireplace';
import { matchMotifs, motifForWord, tokenize, undrawnNameEndingAt, wordForms } from './word-matching';

/**
 * Which main nouns of a description the page leaves out, so the user can be told instead of being
 * shown something else. A description is cut into noun phrases at function words, verbs and
 * punctuation; English puts a phrase's head noun last ("a big red fire truck"), so the last word that
 * is not an adjective is the thing the phrase names. It counts as drawn when a motif or composed prop
 * that the page drew covers it. Words that name no thing (time, weather, body parts, abstractions),
 * the setting's place words and the characters' names are never reported.
 */

const FUNCTION_WORDS = new Set(
  (
    'a an the this that these those his her hers their its my our your some any every each all both no not another other ' +
    'in on at to into onto from by with without of for over under above below beneath behind beside besides near next between among ' +
    'around through across along inside outside up down off out about after before during past toward towards upon within against like ' +
    'and or but so while when where because as than then if nor yet ' +
    'he she it they we you i me him them us who whom which what whose there here everyone someone something everything ' +
    'is are was were be been being am has have had do does did can could will would should may might must shall ' +
    'one two three four five six seven eight nine ten eleven twelve first second third fourth fifth many few several lots lot much more most very really too also just ' +
    'together alone away again'
  ).split(' '),
);

const DETERMINERS = new Set('a an the this that these those his her their its my our your some every each another two three four five six seven eight nine ten many few several'.split(' '));

/** Base forms of verbs descriptions use; their -s, -es, -ing and -ed forms are verbs too. */
const VERBS = new Set(
  (
    'play ride read run jump fly swim sleep dance sing eat drink cook bake paint draw build climb explore hug hold carry throw kick ' +
    'catch fish wave walk sit stand look watch see find hide seek chase guard visit make love like enjoy want wear sail drive race skate ' +
    'ski surf dive float splash slide swing skip hop roll laugh smile cry talk chat share help feed pick plant grow water wash clean ' +
    'fix open close give take bring meet greet celebrate learn study write count sing shout call rest nap dream wish wait stay live ' +
    'go come get put let keep fall rise lie lay sit spin twirl juggle perform practise practice train teach serve pour mix stir ' +
    'decorate wrap color colour camp hike march stomp roar growl bark purr chirp buzz tickle cuddle kiss pet brush comb'
  ).split(' '),
);
const IRREGULAR_VERBS = new Set(
  'ran flew swam slept ate drank sang rode built held caught threw sat stood saw found hid took gave went made fell drove dove wore wrote brought met taught lay lies'.split(' '),
);

/** Describing words: a phrase whose last word is one of these names no thing ("the dragon is happy"). */
const ADJECTIVES = new Set(
  (
    'red orange yellow green blue purple pink brown black white gray grey golden gold silver colorful colourful ' +
    'big small little tiny huge giant tall short long fat thin wide high low round square striped spotted curly straight wavy ' +
    'happy sad angry scared brave cute funny silly friendly kind shy sleepy hungry thirsty clever smart curious fluffy furry fuzzy ' +
    'sparkly shiny magic magical beautiful pretty lovely nice good great best new old young wild cozy cosy warm cold hot cool ' +
    'sunny rainy snowy windy cloudy stormy dark bright fancy royal spooky scary busy quiet loud noisy fast slow strong wise proud ' +
    'lucky lazy messy tidy jolly merry excited tired playful gentle giggly grumpy cheerful sweet yummy tasty favorite favourite ' +
    'own same whole full empty open closed real pretend super mighty tiny teeny enormous'
  ).split(' '),
);

/**
 * Nouns that name no drawable thing: times and seasons, weather, stuff, parts of a body (drawn with
 * the figure), places in a picture, abstractions and events; and what is said aloud ("a ghost saying boo").
 */
const THINGLESS_NOUNS = new Set(
  (
    'time day night morning afternoon evening today tonight weekend holiday summer winter spring autumn fall season year birthday ' +
    'weather sunshine air sky ground land water ice snow sand grass mud dirt ' +
    'hair eye ear nose mouth face head neck hand arm leg foot feet tail paw fur spot stripe smile tooth teeth beard mane horn whisker ' +
    'hello goodbye boo ' +
    'top bottom side middle front back edge corner background foreground place area site way kind sort type bunch group pair couple row ' +
    'piece slice part picture page scene colour color shape size ' +
    'game fun adventure story dream trip journey visit walk ride race match fight lesson class homework breakfast lunch dinner supper world life love friend friendship ' +
    'everybody somebody nobody anybody thing stuff lots animal costume costumes outfit outfits'
  ).split(' '),
);

/** Standing "in a line" names no line to draw; a washing line or a fishing line is a thing. */
const IN_A_LINE = /\bin\s+(?:a|one)\s+(?:(?:long|straight|neat)\s+)?line\b/gi;

/** Nouns that say what kind of thing the next noun is: "a toy train" is a train, not a toy beside a verb. */
const NOUNS_BEFORE_NOUNS = new Set(['toy']);

/** Nouns ending in -ing or -ed that suffix rules would take for verbs. */
const NOUNS_LIKE_VERBS = new Set(['king', 'ring', 'wing', 'swing', 'string', 'spring', 'sling', 'ceiling', 'pudding', 'painting', 'sled', 'shed', 'bed', 'seaweed', 'seed', 'weed']);

/** Things whose ending looks like a describing word's, and that no motif's name covers. */
const NOUNS_LIKE_DESCRIBING = new Set(['chest', 'forest', 'nest', 'vest', 'table', 'stable', 'hive', 'beehive', 'dish', 'olive', 'lily', 'belly', 'jelly']);

export interface DrawnFacts {
  /** Motifs and composed props the page drew, outfits and accessories its figures wear (or what refine removed on purpose). */
  drawn: ReadonlySet<string>;
  /** Place words of the setting the page shows: they chose it, and it is drawn. */
  settingWords: readonly string[];
  /** Words of the characters' names: "Bolt" is a robot, not a bolt. */
  nameWords: ReadonlySet<string>;
}

interface Word {
  text: string;
  /** Capitalised: a name ("Max") unless it names a motif. */
  isName: boolean;
}

/** "See-saw" and "teeter-totter" are the seesaw: cut at the hyphen, the page said it could not draw the "see". */
const SEESAW_SPELLINGS = /\b(?:see-saw|teeter-totter)(s?)\b/gi;

/** The words with each other spelling of a seesaw as "seesaw". */
function withSeesaw(description: string): string {
  return description.replace(SEESAW_SPELLINGS, 'seesaw$1');
}

/** The description's main nouns that the page does not show, as written, each once. */
export function undrawnNouns(words: string, facts: DrawnFacts): string[] {
  const description = withNest(withSeesaw(withHearth(withBallroom(withFishbowl(words))))).replace(IN_A_LINE, ',');
  const undrawn: string[] = [];
  // A drawn name whose words span function words ("a planet with rings") covers each of its words.
  const drawnNameWords = new Set(matchMotifs(description).filter((match) => match.words.includes(' ') && facts.drawn.has(match.motif)).flatMap((match) => match.words.split(' ')));
  for (const phrase of nounPhrases(description)) {
    const head = headOf(phrase);
    if (head === null) continue;
    const word = phrase[head]!;
    // The whole description places a word's meaning: "crane" is the tower crane at a building site.
    const match = matchMotifs(phrase.map((part) => part.text).join(' '), description).find(
      (candidate) => candidate.position <= head && head < candidate.position + candidate.words.split(' ').length,
    );
    const forms = wordForms(word.text);
    if (forms.some((form) => facts.settingWords.includes(form) || facts.nameWords.has(form) || facts.drawn.has(form)) || drawnNameWords.has(word.text)) continue;
    const undrawnName = undrawnNameEndingAt(phrase.map((part) => part.text), head);
    if (undrawnName) {
      // The street draws its own fire hydrant, the jungle is the rain forest.
      if (!facts.drawn.has(undrawnName.replace(/ /g, '-')) && !facts.settingWords.includes(undrawnName)) undrawn.push(undrawnName);
      continue;
    }
    if (match) {
      if (!facts.drawn.has(match.motif)) undrawn.push(match.words);
      continue;
    }
    const isIgnored = word.isName || word.text.length < 3 || forms.some((form) => THINGLESS_NOUNS.has(form));
    if (!isIgnored) undrawn.push(word.text);
  }
  // The fireplace a fire one sits by was named as is said as the parent typed it: the page listed "fireplace", a word
  // never typed (review 16).
  return [...new Set(undrawn.map((noun) => (noun === 'fireplace' && !/\bfireplace\b/i.test(words) ? 'fire' : noun)))];
}

/** Runs of words between function words, verbs and punctuation. */
function nounPhrases(description: string): Word[][] {
  const phrases: Word[][] = [];
  let current: Word[] = [];
  const close = (): void => {
    if (current.length > 0) phrases.push(current);
    current = [];
  };
  // After "a", "the", "two" or an adjective comes a noun: "a slide", "the big swing" are things.
  let isNounExpected = false;
  for (const [raw] of description.matchAll(/[A-Za-z0-9][A-Za-z0-9'’-]*|[,.;:!?()]/g)) {
    if (/^[,.;:!?()]$/.test(raw)) {
      close();
      isNounExpected = false;
      continue;
    }
    // Capitalised words no lexicon knows are names ("Max the dog"), even where a sentence starts.
    const isCapitalised = /^[A-Z]/.test(raw);
    for (const text of tokenize(raw)) {
      // Right after a noun, "painting" is what the noun does ("a robot painting a picture"), not a painting.
      const isDoing = current.length > 0 && text.endsWith('ing') && !VERBS.has(text) && isVerbForm(text);
      if (FUNCTION_WORDS.has(text) || (!isNounExpected && (isVerb(text) || isDoing))) {
        close();
        isNounExpected = DETERMINERS.has(text);
        continue;
      }
      current.push({ text, isName: isCapitalised });
      isNounExpected = ADJECTIVES.has(text) || NOUNS_BEFORE_NOUNS.has(text);
    }
  }
  close();
  return phrases;
}

/** Index of the phrase's head noun: its last word that is not a describing word ("a bus full" is a bus). */
function headOf(phrase: Word[]): number | null {
  for (let index = phrase.length - 1; index >= 0; index--) {
    const text = phrase[index]!.text;
    if (!isDescribing(text)) return index;
  }
  return null;
}

/** A describing word, by list or by its ending ("sparkly", "dangerous"), unless it names a thing ("fish", "chest"). */
function isDescribing(word: string): boolean {
  if (ADJECTIVES.has(word) || /^\d+$/.test(word)) return true;
  return /(ful|ous|ish|less|ive|able|ible|est|ly)$/.test(word) && !NOUNS_LIKE_DESCRIBING.has(word) && motifForWord(word) === null;
}

function isVerb(word: string): boolean {
  if (NOUNS_LIKE_VERBS.has(word)) return false;
  return isVerbForm(word) || (word.length > 5 && word.endsWith('ing')) || (word.length > 4 && word.endsWith('ed'));
}

/**
 * A known verb or one of its forms, whatever else it may be. Any other long -ing or -ed word counts as a
 * verb or describing word in `isVerb` ("guarding", "named"): things named so are listed in NOUNS_LIKE_VERBS.
 */
function isVerbForm(word: string): boolean {
  if (VERBS.has(word) || IRREGULAR_VERBS.has(word)) return true;
  const bases: string[] = [];
  if (word.endsWith('s')) bases.push(word.slice(0, -1));
  if (word.endsWith('es')) bases.push(word.slice(0, -2));
  for (const suffix of ['ing', 'ed']) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    bases.push(stem, `${stem}e`, stem.slice(0, -1));
  }
  return bases.some((base) => VERBS.has(base));
}
