import { z } from 'zod';
import {
  AGE_GROUPS,
  MAX_DESCRIPTION_LENGTH,
  MAX_INSTRUCTIONS_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TITLE_LENGTH,
} from '../../shared/constants';
import { toBuiltinSpec } from './character';
import { VERB_NAMES, type VerbName } from './composer/verbs';
import { POSE_NAMES, type PoseName } from './figure/poses';
import type { ScenePlan } from './scene';
import type { SheetPlan } from './sheet';

// A page carries its plan in a PNG text chunk, and anyone can send a page back to refine. The plan is
// checked with the API's own limits (title, description, name, instruction lengths) and every list and
// map is bounded, so a crafted page cannot ask for more drawing than a real one ever does.

/** Refine instructions a plan keeps; older ones are dropped when a page is refined again and again. */
export const MAX_PLAN_HISTORY = 100;
const MAX_CHARACTERS = 12;
/** Motif, setting, outfit and similar table names are short words joined by hyphens. */
const TableName = z.string().max(60);
/** Words refine removed: motif names or single words of an instruction. */
const Word = z.string().max(MAX_INSTRUCTIONS_LENGTH);
/** Fields other engines, or newer figure tables, add: kept when small, refused when not. */
const ExtraValue = z.union([z.string().max(200), z.number(), z.boolean(), z.null(), z.array(z.string().max(200)).max(24)]);

function boundedRecord<T extends z.ZodType>(value: T, maxKeys: number) {
  return z.record(z.string().max(MAX_NAME_LENGTH), value).refine((record) => Object.keys(record).length <= maxKeys, {
    message: `has more than ${maxKeys} entries`,
  });
}

function withBoundedKeys<T extends z.ZodRawShape>(shape: T, maxKeys: number) {
  return z
    .object(shape)
    .catchall(ExtraValue)
    .refine((value) => Object.keys(value).length <= maxKeys, { message: `has more than ${maxKeys} fields` });
}

const FigureSchema = withBoundedKeys(
  {
    kind: TableName,
    hair: TableName.nullable(),
    hasBeard: z.boolean(),
    outfit: TableName.nullable(),
    accessories: z.array(TableName).max(12),
    prop: TableName.nullable(),
  },
  24,
);

/** A stored character spec: the four fields every engine writes, and the built-in engine's own, bounded. */
export const PlanCharacterSpecSchema = withBoundedKeys(
  {
    version: z.union([z.literal(1), z.literal(2)]),
    engine: TableName,
    name: z.string().max(MAX_NAME_LENGTH),
    description: z.string().max(MAX_DESCRIPTION_LENGTH),
    figure: FigureSchema.nullable().optional(),
    motif: TableName.optional(),
    matched: z.array(TableName).max(40).optional(),
    headwear: TableName.nullable().optional(),
    props: z.array(TableName).max(8).optional(),
    seed: z.number().int().min(0).max(2 ** 32).optional(),
    isFallback: z.boolean().optional(),
  },
  32,
).transform((spec) => toBuiltinSpec(spec));

const HistorySchema = z.array(z.string().max(MAX_INSTRUCTIONS_LENGTH)).max(MAX_PLAN_HISTORY);

export const ScenePlanSchema = z.object({
  kind: z.literal('scene'),
  title: z.string().max(MAX_TITLE_LENGTH),
  description: z.string().max(MAX_DESCRIPTION_LENGTH),
  ageGroup: z.enum(AGE_GROUPS),
  characters: z.array(PlanCharacterSpecSchema).max(MAX_CHARACTERS),
  setting: TableName,
  extras: z.array(TableName).max(20),
  added: z.array(TableName).max(40),
  removed: z.array(Word).max(40),
  scales: boundedRecord(z.number().min(0.2).max(5), 2 * MAX_CHARACTERS + 40),
  isNight: z.boolean().default(false),
  detailShift: z.number().int().min(-4).max(4),
  lineShift: z.number().int().min(-4).max(4),
  isFlipped: z.boolean(),
  // Pages drawn before the composer have no verb or pose changes.
  verb: z.enum(VERB_NAMES as [VerbName, ...VerbName[]]).nullable().default(null),
  poses: boundedRecord(z.enum(POSE_NAMES as [PoseName, ...PoseName[]]), MAX_CHARACTERS).default({}),
  history: HistorySchema,
});

export const SheetPlanSchema = z.object({
  kind: z.literal('sheet'),
  spec: PlanCharacterSpecSchema,
  poses: z.number().int().min(1).max(6),
  style: z.object({
    linePx: z.number().min(2).max(60),
    detail: z.enum(['low', 'medium', 'high']),
    isFlipped: z.boolean(),
    scale: z.number().min(0.3).max(2),
    added: z.array(TableName).max(10).default([]),
  }),
  history: HistorySchema.default([]),
});

/** What the page says it shows, read by refine to know what can be removed. */
export const DrawnMotifsSchema = z.array(TableName).max(200);

export type RefinablePlan = ScenePlan | SheetPlan;
