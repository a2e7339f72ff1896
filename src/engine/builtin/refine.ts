import { EngineError, type PageMetadata } from '../types';
import type { BuiltinCharacterSpec } from './character';
import type { Detail } from './motif-library';
import type { ScenePlan } from './scene';
import { matchMotifs, tokenize, wordForms } from './word-matching';
import { STOP_WORDS } from './synonyms';
import type { PoseName } from './figure/poses';
import { DrawnMotifsSchema, MAX_PLAN_HISTORY, ScenePlanSchema, SheetPlanSchema, type RefinablePlan } from './plan-schema';

export type { RefinablePlan } from './plan-schema';

const TRY = 'Try: add a rainbow, remove the trees, make the dragon bigger, make her jump, simpler, more detail, thicker lines, flip it.';
export const REFINE_HELP = `I can't apply that change. ${TRY}`;
const NOT_OURS = "This page has no drawing notes I can change. Generate it again, then refine it.";
const DAMAGED = 'The drawing notes in this page are damaged or larger than any page I draw, so I cannot change it. Generate it again, then refine it.';

const DETAILS: Detail[] = ['low', 'medium', 'high'];
const SCALE_STEP = 1.25;



/**
 * The plan stored in a page's metadata, checked against the API's limits, or an EngineError when there is
 * none to change or it is not one this engine could have written.
 */
export function planFromMetadata(metadata: PageMetadata | null): RefinablePlan {
  if (metadata?.plan === undefined) throw new EngineError('invalid_request', NOT_OURS);
  const parsed = (metadata.kind === 'sheet' ? SheetPlanSchema : ScenePlanSchema).safeParse(metadata.plan);
  if (!parsed.success) throw new EngineError('invalid_request', DAMAGED);
  return parsed.data as RefinablePlan;
}

/** The motifs a page says it shows (bounded like its plan); what refine may remove. */
export function drawnMotifsOf(metadata: PageMetadata | null): string[] {
  const parsed = DrawnMotifsSchema.safeParse(metadata?.matched ?? []);
  if (!parsed.success) throw new EngineError('invalid_request', DAMAGED);
  return parsed.data;
}

/**
 * The clauses of refine instructions ("add a rainbow and remove the trees"), lower case, each without the "please" or
 * "now" before it. Instructions with none are not understood.
 */
export function instructionClauses(instructions: string): string[] {
  const clauses = instructions
    .toLowerCase()
    .split(/[,.;!\n]+|\band\b|\bthen\b|\balso\b/)
    .map((clause) => clause.replace(/^\s*(please|can you|could you|now|and)\s+/g, '').trim())
    .filter((clause) => clause.length > 0);
  if (clauses.length === 0) throw new EngineError('invalid_request', REFINE_HELP);
  return clauses;
}

/**
 * Applies each clause of the instructions ("add a rainbow and remove the trees") to the plan.
 * Every clause must be understood: half-applied instructions would surprise the user.
 */
export function applyInstructions(plan: RefinablePlan, instructions: string, drawn: string[]): RefinablePlan {
  const clauses = instructionClauses(instructions);
  let next: RefinablePlan = structuredClone(plan);
  for (const clause of clauses) {
    const changed = applyClause(next, clause, drawn);
    if (!changed) throw new EngineError('invalid_request', REFINE_HELP);
    next = changed;
  }
  next.history = [...next.history, instructions.trim()].slice(-MAX_PLAN_HISTORY);
  return next;
}

function applyClause(plan: RefinablePlan, clause: string, drawn: string[]): RefinablePlan | null {
  if (/\b(flip|mirror|reverse)\b/.test(clause)) return flip(plan);
  if (/\b(simpler|simplify|easier|less detail(ed)?|fewer (details|things)|less busy)\b/.test(clause)) return shiftDetail(plan, -1);
  if (/\b(more detail(s|ed)?|more complex|busier|harder|more things)\b/.test(clause)) return shiftDetail(plan, 1);
  if (/\b(thicker|bolder|thick|bold|heavier)\b/.test(clause)) return shiftLines(plan, 1);
  if (/\b(thinner|finer|thin|lighter)\b/.test(clause)) return shiftLines(plan, -1);
  if (plan.kind === 'scene' && /^(make it |turn it (into |to )?)?(at )?(night|nighttime|night time|bedtime|evening)$/.test(clause)) return { ...plan, isNight: true };
  if (plan.kind === 'scene' && /^(make it |turn it (into |to )?)?(day|daytime|day time|morning|sunny)$/.test(clause)) return { ...plan, isNight: false };
  if (plan.kind === 'scene') {
    const posed = changePose(plan, clause);
    if (posed) return posed;
  }
  const resize = /^(?:make\s+)?(?:the\s+|a\s+)?(.+?)\s+(?:a\s+bit\s+|much\s+|a\s+lot\s+)?(bigger|larger|huge|taller|smaller|tinier|little|shorter)\b/.exec(clause);
  if (resize) return scale(plan, resize[1]!, /bigger|larger|huge|taller/.test(resize[2]!) ? SCALE_STEP : 1 / SCALE_STEP);
  const add = /^(?:add|put|draw|include|insert|give\s+(?:it|them|him|her)|place)\s+(.+)$/.exec(clause);
  if (add) {
    const added = addThings(plan, add[1]!);
    if (!added) throw new EngineError('invalid_request', `I don't know how to draw "${withoutArticle(add[1]!)}" yet. ${TRY}`);
    return added;
  }
  const remove = /^(?:remove|delete|erase|take\s+(?:away|out)|get\s+rid\s+of|no\s+more|no|without|drop)\s+(.+)$/.exec(clause);
  if (remove) {
    const removed = removeThings(plan, remove[1]!, drawn);
    if (!removed) throw new EngineError('invalid_request', `There is no "${withoutArticle(remove[1]!)}" on this page to remove. ${TRY}`);
    return removed;
  }
  return null;
}

/** Words that ask for a pose ("make her jump", "sitting", "make him wave"), one entry per pose. */
const POSE_WORDS: Array<[PoseName, RegExp]> = [
  ['jumping', /\b(jump|jumping|hop|hopping|leap|leaping)\b/],
  ['sitting', /\b(sit|sitting|sits|seated|sit down)\b/],
  ['waving', /\b(wave|waving|waves)\b/],
  ['running', /\b(run|running|runs)\b/],
  ['walking', /\b(walk|walking|walks)\b/],
  ['dancing', /\b(dance|dancing|dances)\b/],
  ['sleeping', /\b(sleep|sleeping|asleep|lie down|lying down)\b/],
  ['flying', /\b(fly|flying|flies)\b/],
  ['standing', /\b(stand|standing|stand up)\b/],
  ['holding', /\b(hold|holding)\b/],
  ['reading', /\b(read|reading)\b/],
];
const PRONOUNS = /^(?:make\s+|let\s+|have\s+)?(?:him|her|it|them|they|he|she|everyone|everybody|the characters?)\b/;

/**
 * A pose change for a scene: the named character, or with a pronoun or no name the lead (or
 * everyone for "them"), takes the pose from now on. Stored by name, so the plan stays small.
 */
function changePose(plan: ScenePlan, clause: string): ScenePlan | null {
  const entry = POSE_WORDS.find(([, pattern]) => pattern.test(clause));
  if (!entry) return null;
  // "make the dragon bigger" is not a pose change, nor is adding something ("add a jumping frog").
  if (/^(add|put|draw|include|remove|delete)\b/.test(clause)) return null;
  const rest = clause.replace(entry[1], ' ').replace(/^\s*(make|let|have|can)\s+/, '');
  const named = plan.characters.filter((character) => namesCharacter(character, rest));
  const isEveryone = /\b(them|they|everyone|everybody|all)\b/.test(clause);
  const targets = isEveryone ? plan.characters : named.length > 0 ? named : PRONOUNS.test(clause.trim()) || rest.trim().length < 20 ? plan.characters.slice(0, 1) : [];
  if (targets.length === 0) return null;
  const poses = { ...plan.poses };
  for (const character of targets) poses[character.name.toLowerCase()] = entry[0];
  return { ...plan, poses };
}

function flip(plan: RefinablePlan): RefinablePlan {
  if (plan.kind === 'sheet') return { ...plan, style: { ...plan.style, isFlipped: !plan.style.isFlipped } };
  return { ...plan, isFlipped: !plan.isFlipped };
}

function shiftDetail(plan: RefinablePlan, step: number): RefinablePlan {
  if (plan.kind === 'sheet') {
    const index = Math.min(2, Math.max(0, DETAILS.indexOf(plan.style.detail) + step));
    return { ...plan, style: { ...plan.style, detail: DETAILS[index]! } };
  }
  return { ...plan, detailShift: Math.min(4, Math.max(-4, plan.detailShift + step)) };
}

function shiftLines(plan: RefinablePlan, step: number): RefinablePlan {
  if (plan.kind === 'sheet') {
    return { ...plan, style: { ...plan.style, linePx: Math.min(40, Math.max(4, Math.round(plan.style.linePx * Math.pow(1.45, step)))) } };
  }
  return { ...plan, lineShift: Math.min(4, Math.max(-4, plan.lineShift + step)) };
}

function scale(plan: RefinablePlan, target: string, factor: number): RefinablePlan | null {
  const targetText = target.replace(/^(it|them|everything|him|her|the character|the characters)$/, '*');
  if (plan.kind === 'sheet') {
    if (targetText !== '*' && !namesCharacter(plan.spec, targetText)) return null;
    return { ...plan, style: { ...plan.style, scale: clamp(plan.style.scale * factor, 0.5, 1.3) } };
  }
  const keys: string[] = [];
  for (const character of plan.characters) {
    if (targetText === '*' || namesCharacter(character, targetText)) keys.push(character.name.toLowerCase());
  }
  if (keys.length === 0) keys.push(...matchMotifs(targetText).map((match) => match.motif));
  if (keys.length === 0) return null;
  const scales = { ...plan.scales };
  for (const key of keys) scales[key] = clamp((scales[key] ?? 1) * factor, 0.4, 2);
  return { ...plan, scales };
}

function addThings(plan: RefinablePlan, text: string): RefinablePlan | null {
  const motifs = matchMotifs(text).map((match) => match.motif);
  if (motifs.length === 0) return null;
  if (plan.kind === 'sheet') return { ...plan, style: { ...plan.style, added: [...new Set([...plan.style.added, ...motifs])].slice(0, 3) } };
  const removed = plan.removed.filter((entry) => !motifs.includes(entry));
  return { ...plan, removed, added: [...plan.added, ...motifs.filter((motif) => !plan.added.includes(motif))] };
}

function removeThings(plan: RefinablePlan, text: string, drawn: string[]): RefinablePlan | null {
  const words = tokenize(text).filter((word) => !STOP_WORDS.has(word) && word !== 'all');
  if (words.length === 0) return null;
  const motifs = matchMotifs(text).map((match) => match.motif);
  if (plan.kind === 'sheet') {
    const isNamed = (motif: string): boolean => motifs.includes(motif) || words.some((word) => wordForms(word).some((form) => motif.split('-').includes(form)));
    const style = { ...plan.style, added: plan.style.added.filter((motif) => !isNamed(motif)) };
    const props = plan.spec.props.filter((motif) => !isNamed(motif));
    const figure = plan.spec.figure && {
      ...plan.spec.figure,
      accessories: plan.spec.figure.accessories.filter((accessory) => !isNamed(accessory)),
      prop: props[0] ?? null,
    };
    const spec: BuiltinCharacterSpec = {
      ...plan.spec,
      headwear: plan.spec.headwear && isNamed(plan.spec.headwear) ? null : plan.spec.headwear,
      props,
      figure,
    };
    const isChanged =
      style.added.length !== plan.style.added.length ||
      spec.headwear !== plan.spec.headwear ||
      spec.props.length !== plan.spec.props.length ||
      (figure?.accessories.length ?? 0) !== (plan.spec.figure?.accessories.length ?? 0);
    return isChanged ? { ...plan, spec, style } : null;
  }
  // Words count too: "remove the trees" also takes away evergreen and palm trees.
  const entries = [...motifs, ...words.flatMap((word) => wordForms(word))];
  const names = plan.characters.filter((character) => namesCharacter(character, text)).map((character) => character.name.toLowerCase());
  const isOnPage = names.length > 0 || drawn.some((motif) => entries.includes(motif) || motif.split('-').some((part) => entries.includes(part)));
  if (!isOnPage) return null;
  return {
    ...plan,
    added: plan.added.filter((motif) => !motifs.includes(motif)),
    removed: [...new Set([...plan.removed, ...entries, ...names])],
  };
}

function namesCharacter(character: BuiltinCharacterSpec, text: string): boolean {
  const name = character.name.toLowerCase();
  if (name.length > 0 && text.includes(name)) return true;
  return matchMotifs(text).some((match) => match.motif === character.motif);
}

function withoutArticle(text: string): string {
  return text.trim().replace(/^(?:all\s+)?(?:the|a|an|some)\s+/, '');
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
