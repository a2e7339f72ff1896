import { z } from 'zod';
import { AGE_GROUPS, type AgeGroup } from '../../../shared/constants';
import { MAX_NAME_PAGE_TEXT_LENGTH, type PageKind } from '../../../shared/page-kind';
import { toBuiltinSpec, type BuiltinCharacterSpec } from '../character';
import { hasMotif } from '../motif-library';
import { hashString } from '../random';
import { matchMotifs, tokenize } from '../word-matching';

export type ActivityKind = Exclude<PageKind, 'scene'>;
export const ACTIVITY_KINDS: readonly ActivityKind[] = ['mandala', 'maze', 'dot-to-dot', 'name'];

/** Round mandala, a page of square tiles, or a decorative border around an open panel. */
export type MandalaVariant = 'round' | 'square' | 'border';

/** Everything an activity page is drawn from. It travels inside the PNG, so refine can change it and redraw. */
export interface ActivityPlan {
  kind: ActivityKind;
  title: string;
  description: string;
  ageGroup: AgeGroup;
  characters: BuiltinCharacterSpec[];
  /** Motifs the words name, in their order (the maze's goal, the mandala's motifs, decorations). */
  things: string[];
  /** The name or word of a name page; empty for other kinds. */
  text: string;
  variant: MandalaVariant;
  /** Steps of amount from the age group's default: rings of a mandala, cells of a maze, dots of a dot-to-dot. */
  amountShift: number;
  /** A maze's solution drawn as its own page (for the back of the book). */
  isSolution: boolean;
  detailShift: number;
  lineShift: number;
  seed: number;
  history: string[];
}

export const isActivityKind = (kind: unknown): kind is ActivityKind => ACTIVITY_KINDS.includes(kind as ActivityKind);

const specSchema = z
  .object({ version: z.union([z.literal(1), z.literal(2)]), engine: z.string(), name: z.string(), description: z.string() })
  .passthrough()
  .transform((spec) => toBuiltinSpec(spec));

/** A plan read back from a page, held to the same limits as the API's own input. */
export const activityPlanSchema = z.object({
  kind: z.enum(ACTIVITY_KINDS as [ActivityKind, ...ActivityKind[]]),
  title: z.string().max(200),
  description: z.string().max(2000),
  ageGroup: z.enum(AGE_GROUPS),
  characters: z.array(specSchema).max(6),
  things: z.array(z.string().max(80)).max(8),
  text: z.string().max(MAX_NAME_PAGE_TEXT_LENGTH),
  variant: z.enum(['round', 'square', 'border']),
  amountShift: z.number().int().min(-4).max(4),
  isSolution: z.boolean(),
  detailShift: z.number().int().min(-4).max(4),
  lineShift: z.number().int().min(-4).max(4),
  seed: z.number().int().min(0),
  history: z.array(z.string()).max(100),
});

/** Words that name the kind itself, not a thing to draw ("maze" is no motif, "dot" is no thing). */
const KIND_WORDS = new Set(['mandala', 'mandalas', 'maze', 'mazes', 'labyrinth', 'dot', 'dots', 'connect', 'join', 'name', 'page', 'pattern', 'square', 'border', 'tile', 'help', 'reach', 'find', 'get', 'way']);

export function planActivity(input: {
  kind: ActivityKind;
  characters: BuiltinCharacterSpec[];
  title: string;
  description: string;
  ageGroup: AgeGroup;
  text?: string;
}): ActivityPlan {
  const nameWords = new Set(input.characters.flatMap((character) => tokenize(character.name)));
  const words = tokenize(input.description).filter((word) => !KIND_WORDS.has(word) && !nameWords.has(word) && !tokenize(input.text ?? '').includes(word));
  const characterMotifs = new Set(input.characters.map((character) => character.motif));
  const things = [...new Set(matchMotifs(words.join(' ')).map((match) => match.motif))].filter((motif) => hasMotif(motif) && !characterMotifs.has(motif)).slice(0, 6);
  const lower = input.description.toLowerCase();
  const variant: MandalaVariant = /\b(border|frame)\b/.test(lower) ? 'border' : /\b(square|tiles?|tiled|pattern page|grid)\b/.test(lower) ? 'square' : 'round';
  return {
    kind: input.kind,
    title: input.title.trim(),
    description: input.description.trim(),
    ageGroup: input.ageGroup,
    characters: input.characters,
    things,
    text: input.kind === 'name' ? (input.text ?? '').trim() : '',
    variant,
    amountShift: 0,
    isSolution: false,
    detailShift: 0,
    lineShift: 0,
    seed: hashString([input.kind, input.description.trim().toLowerCase(), input.text ?? '', ...input.characters.map((character) => character.name)].join('\n')),
    history: [],
  };
}
