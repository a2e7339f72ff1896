import { EngineError, type PageMetadata } from '../../types';
import { BUILTIN_ENGINE_NAME } from '../character';
import { instructionClauses } from '../refine';
import { matchMotifs } from '../word-matching';
import { activityPlanSchema, type ActivityKind, type ActivityPlan } from './activity-plan';
import { DOT_TO_DOT } from './dot-to-dot';
import { MANDALA } from './mandala';
import { MAZE } from './maze';
import { NAME_PAGE } from './name-page';
import type { ActivityEntry } from './page-parts';

/** One entry per page kind. */
const ACTIVITIES: Record<ActivityKind, ActivityEntry> = {
  mandala: MANDALA,
  maze: MAZE,
  'dot-to-dot': DOT_TO_DOT,
  name: NAME_PAGE,
};

export function composeActivity(plan: ActivityPlan): { body: string; metadata: PageMetadata } {
  const composed = ACTIVITIES[plan.kind].compose(plan);
  return {
    body: composed.body,
    metadata: {
      kind: plan.kind,
      description: plan.description,
      matched: composed.matched,
      engine: BUILTIN_ENGINE_NAME,
      notDrawn: [],
      plan,
      ...composed.facts,
    },
  };
}

/** The plan an activity page carries, changed by the instructions; an EngineError when the page has none. */
export function refineActivityPlan(metadata: PageMetadata, instructions: string): ActivityPlan {
  const parsed = activityPlanSchema.safeParse(metadata.plan);
  if (!parsed.success) throw new EngineError('invalid_request', 'This page has no drawing notes I can change. Generate it again, then refine it.');
  return applyActivityInstructions(parsed.data, instructions);
}

const TRY = 'Try: more rings, fewer rings, bigger maze, smaller maze, more dots, fewer dots, show the solution, simpler, more detail, thicker lines.';

/**
 * Refine for activity pages: more or less of what the kind is made of, the maze's solution, and the
 * style steps every page has. Every clause must be understood, as for scenes.
 */
export function applyActivityInstructions(plan: ActivityPlan, instructions: string): ActivityPlan {
  const clauses = instructionClauses(instructions);
  let next: ActivityPlan = structuredClone(plan);
  for (const clause of clauses) {
    const changed = applyClause(next, clause);
    if (!changed) throw new EngineError('invalid_request', `I can't apply that change to this page. ${TRY}`);
    next = changed;
  }
  next.history = [...next.history, instructions.trim()];
  return next;
}

function applyClause(plan: ActivityPlan, clause: string): ActivityPlan | null {
  const entry = ACTIVITIES[plan.kind];
  const clamp = (value: number): number => Math.min(4, Math.max(-4, value));
  if (plan.kind === 'maze' && /\b(solution|solve|solved|answer)\b/.test(clause)) return { ...plan, isSolution: !/\b(hide|remove|without|no)\b/.test(clause) };
  if (entry.more.test(clause)) return { ...plan, amountShift: clamp(plan.amountShift + 1) };
  if (entry.fewer.test(clause)) return { ...plan, amountShift: clamp(plan.amountShift - 1) };
  if (/\b(simpler|simplify|less detail(ed)?|less busy)\b/.test(clause)) return { ...plan, detailShift: clamp(plan.detailShift - 1) };
  if (/\b(more detail(s|ed)?|more complex|busier)\b/.test(clause)) return { ...plan, detailShift: clamp(plan.detailShift + 1) };
  if (/\b(thicker|bolder|thick|bold|heavier)\b/.test(clause)) return { ...plan, lineShift: clamp(plan.lineShift + 1) };
  if (/\b(thinner|finer|thin|lighter)\b/.test(clause)) return { ...plan, lineShift: clamp(plan.lineShift - 1) };
  const add = /^(?:add|put|draw|include)\s+(.+)$/.exec(clause);
  if (add) {
    const motifs = matchMotifs(add[1]!).map((match) => match.motif);
    if (motifs.length === 0) return null;
    return { ...plan, things: [...new Set([...plan.things, ...motifs])].slice(0, 8) };
  }
  return null;
}
