import { tokenize } from '../word-matching';
import type { PoseName } from './poses';

/** What a sheet panel draws under the figure instead of a plain ground line. */
export type PanelGround = 'line' | 'ice';

/** What a sheet panel draws in the air around the figure (stars for looking at the stars). */
export type PanelSky = 'stars';

/** A sheet panel of a full-body figure: a body position and its caption as people write it. */
export interface FigurePanel {
  pose: PoseName;
  caption: string;
  /** What the hands hold in this panel (a motif), instead of the character's own prop: a book to read, a box to carry. */
  prop?: string;
  /** What the figure is on, when not plain ground (ice to slide on). */
  ground?: PanelGround;
  /** What is in the air around it (stars to look at). */
  sky?: PanelSky;
  /** A motif standing on the ground beside the figure (a telescope on its tripod). */
  beside?: string;
}

/**
 * What a character does, as its description says it ("sliding on the ice", "loves reading books",
 * "loves to help"): one small entry each. The sheet gives the first ones it finds a panel of their
 * own near the front, so even a 3-pose sheet shows what the words ask.
 */
export interface SheetActivity extends FigurePanel {
  /** Whole words (or phrases) that ask for it. */
  words: string[];
  /** Usual sheet poses it looks too much like to show both (a belly slide and sleeping on the tummy). */
  looksLike?: PoseName[];
  /** How a four-legged figure does it; without this, four-legged figures leave it out. */
  fourLegged?: { pose: PoseName; caption: string };
}

export const SHEET_ACTIVITIES: SheetActivity[] = [
  { words: ['sliding', 'slides', 'slide', 'slid', 'belly slide', 'tobogganing'], pose: 'sliding', caption: 'Sliding on the ice', ground: 'ice', looksLike: ['sleeping'] },
  { words: ['reading', 'reads', 'read', 'book', 'books', 'bookworm', 'stories'], pose: 'reading', caption: 'Reading a book', prop: 'open-book' },
  { words: ['help', 'helps', 'helping', 'helpful', 'helper'], pose: 'carrying', caption: 'Helping carry a box', prop: 'package' },
  // Before exploring: "exploring the stars" is stargazing, not a map.
  { words: ['stars', 'stargazing', 'stargazer', 'telescope', 'astronomer', 'astronomy', 'exploring the stars', 'exploring space'], pose: 'stargazing', caption: 'Looking at the stars', beside: 'telescope', sky: 'stars' },
  { words: ['exploring', 'explores', 'explore', 'explorer', 'adventurer'], pose: 'holding', caption: 'Exploring with a map', prop: 'world-map' },
  { words: ['painting', 'paints', 'paint', 'artist'], pose: 'using', caption: 'Painting', prop: 'paintbrush' },
  { words: ['singing', 'sings', 'sing', 'singer'], pose: 'using', caption: 'Singing', prop: 'microphone' },
  { words: ['gardening', 'gardener', 'planting', 'plants'], pose: 'holding', caption: 'Planting a flower', prop: 'potted-plant' },
  { words: ['dancing', 'dances', 'dance', 'dancer', 'ballet'], pose: 'dancing', caption: 'Dancing', fourLegged: { pose: 'dancing', caption: 'Prancing' } },
  { words: ['swimming', 'swims', 'swim'], pose: 'swimming', caption: 'Swimming' },
  { words: ['flying', 'flies', 'fly', 'soaring'], pose: 'flying', caption: 'Flying', fourLegged: { pose: 'flying', caption: 'Flying' } },
  { words: ['running', 'runs', 'run', 'racing', 'speedy', 'galloping', 'gallops'], pose: 'running', caption: 'Running', fourLegged: { pose: 'running', caption: 'Running' } },
  { words: ['jumping', 'jumps', 'jump', 'hopping', 'hops', 'bouncy', 'leaping', 'leaps'], pose: 'jumping', caption: 'Jumping', fourLegged: { pose: 'jumping', caption: 'Leaping' } },
  { words: ['sleeping', 'sleeps', 'sleepy', 'napping', 'dreamy', 'dreaming'], pose: 'sleeping', caption: 'Sleeping', fourLegged: { pose: 'sleeping', caption: 'Sleeping' } },
];

/** The activities a description asks for, in the order its words name them. */
export function describedActivities(description: string, isFourLegged: boolean): SheetActivity[] {
  const text = ` ${tokenize(description).join(' ')} `;
  const found = SHEET_ACTIVITIES.map((activity) => {
    const spans = activity.words.map((word) => ({ at: text.indexOf(` ${word} `), end: text.indexOf(` ${word} `) + word.length + 1 })).filter(({ at }) => at >= 0);
    return { activity, spans, at: Math.min(...spans.map(({ at }) => at)) };
  });
  // A word inside a phrase another activity names belongs to that phrase: "exploring the stars" is not also exploring with a map.
  const isInsideAnother = (entry: (typeof found)[number]): boolean =>
    entry.spans.every((span) => found.some((other) => other !== entry && other.spans.some((longer) => longer.at <= span.at && longer.end >= span.end && longer.end - longer.at > span.end - span.at)));
  return found
    .filter((entry) => Number.isFinite(entry.at) && !isInsideAnother(entry) && (!isFourLegged || entry.activity.fourLegged !== undefined))
    .sort((a, b) => a.at - b.at)
    .map(({ activity }) => {
      if (!isFourLegged || !activity.fourLegged) return activity;
      const { prop: _held, ...rest } = activity;
      return { ...rest, ...activity.fourLegged };
    });
}
