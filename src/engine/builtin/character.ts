import type { CharacterSpec } from '../types';
import { drawMotif, type Box, type DrawnMotif, type MotifPlacement } from './drawing';
import { drawFigure } from './figure/draw-figure';
import type { FigureSpec } from './figure/figure-context';
import type { FigureKindName } from './figure/kinds';
import { figureSpecFromWords, isFigureSpec } from './figure/figure-spec';
import { getMotif } from './motif-library';
import { hashString } from './random';
import { matchMotifs, motifKind } from './word-matching';

export const BUILTIN_ENGINE_NAME = 'builtin';

/** Worn on top of the head; anything else named becomes a prop the character can hold. */
const HEADWEAR = new Set(['crown', 'top-hat', 'billed-cap', 'womans-hat', 'graduation-cap', 'rescue-workers-helmet', 'military-helmet']);
/** A friendly stand-in when no word names something drawable. */
const FALLBACK_MOTIFS = ['teddy-bear', 'cat', 'rabbit', 'bear', 'owl', 'robot'];
/**
 * What a drawn person is when the words name a role but no motif ("a knight", "a pirate"): the page's list of what it
 * shows, and refine's "remove the …", must not call a knight a robot or a pirate a cat.
 */
const PERSON_MOTIFS: Partial<Record<FigureKindName, string>> = { child: 'child', baby: 'baby', adult: 'person', grandparent: 'older-person', scarecrow: 'person' };
const MAX_PROPS = 2;
const HOLDABLE_SKY = new Set(['star', 'snowflake', 'umbrella', 'closed-umbrella', 'rainbow', 'crescent-moon']);

/** Version 2 draws full-body figures; version 1 specs are re-derived from their words. */
export const CHARACTER_SPEC_VERSION = 2;

export interface BuiltinCharacterSpec extends CharacterSpec {
  engine: typeof BUILTIN_ENGINE_NAME;
  /** The full-body figure, or null when the figure table has no such creature (the motif is drawn instead). */
  figure: FigureSpec | null;
  /** The motif that is the character when there is no figure; for scenes, what kind of thing it is. */
  motif: string;
  /** Motifs recognised in the description, in its order; empty when nothing matched. */
  matched: string[];
  headwear: string | null;
  /** Things the character holds in some poses. */
  props: string[];
  seed: number;
  /** Whether `motif` is a stand-in because nothing in the words was recognised. */
  isFallback: boolean;
}

/** The spec for a name and description: pure, so the same words always give the same character. */
export function createCharacterSpec(name: string, description: string): BuiltinCharacterSpec {
  const seed = hashString(`${name.trim().toLowerCase()}\n${description.trim().toLowerCase()}`);
  const described = [...new Set(matchMotifs(description).map((match) => match.motif))].filter((motif) => getMotif(motif) !== null);
  // The name only helps when the description names no creature: "Ollie the Owl" is an owl,
  // but a robot called Bolt must not carry a nut and bolt.
  const describedBeing = described.find((motif) => motifKind(motif) === 'being');
  const namedBeing = describedBeing ? undefined : matchMotifs(name).find((match) => motifKind(match.motif) === 'being')?.motif;
  const matched = namedBeing ? [namedBeing, ...described] : described;
  const main = describedBeing ?? namedBeing ?? matched.find((motif) => !HEADWEAR.has(motif) && isHoldable(motif));
  const figured = figureSpecFromWords(name, description, seed);
  // What the figure wears ("glasses", "a graduation cap") is drawn on it, not held beside it.
  const worn = new Set(figured ? matchMotifs([...figured.words].join(' . ')).map((match) => match.motif) : []);
  const headwear = figured ? null : (matched.find((motif) => HEADWEAR.has(motif)) ?? null);
  const props = matched.filter((motif) => motif !== main && motif !== headwear && !worn.has(motif) && !HEADWEAR.has(motif) && isHoldable(motif) && motifKind(motif) !== 'being').slice(0, MAX_PROPS);
  return {
    version: CHARACTER_SPEC_VERSION,
    engine: BUILTIN_ENGINE_NAME,
    name: name.trim(),
    description: description.trim(),
    figure: figured ? { ...figured.spec, prop: props[0] ?? null } : null,
    motif: main ?? (figured ? PERSON_MOTIFS[figured.spec.kind] : undefined) ?? FALLBACK_MOTIFS[seed % FALLBACK_MOTIFS.length]!,
    matched,
    headwear,
    props,
    seed,
    isFallback: main === undefined && figured === null,
  };
}

/** Places and weather cannot be held; a few sky things can (a star, a snowflake). */
function isHoldable(motif: string): boolean {
  const kind = motifKind(motif);
  if (kind === 'place') return false;
  if (kind === 'sky') return HOLDABLE_SKY.has(motif);
  return true;
}

/**
 * A stored spec back in built-in form. Specs from other engines, and version 1 specs (drawn before
 * full-body figures), are re-derived from their words.
 */
export function toBuiltinSpec(spec: CharacterSpec): BuiltinCharacterSpec {
  const candidate = spec as Partial<BuiltinCharacterSpec>;
  if (
    spec.engine === BUILTIN_ENGINE_NAME &&
    spec.version === CHARACTER_SPEC_VERSION &&
    (candidate.figure === null || isFigureSpec(candidate.figure)) &&
    typeof candidate.motif === 'string' &&
    getMotif(candidate.motif) !== null &&
    Array.isArray(candidate.matched) &&
    Array.isArray(candidate.props) &&
    typeof candidate.seed === 'number'
  ) {
    return {
      ...createCharacterSpec(spec.name, spec.description),
      ...candidate,
      headwear: typeof candidate.headwear === 'string' ? candidate.headwear : null,
      isFallback: candidate.isFallback === true,
    } as BuiltinCharacterSpec;
  }
  return createCharacterSpec(spec.name, spec.description);
}

/** Where and how big a character is drawn: as a motif is, its motif the character's own (no one drives or sleeps in it). */
export type CharacterPlacement = Omit<MotifPlacement, 'motif' | 'isDriven' | 'isSleptIn'>;

/**
 * The character standing: its full-body figure (`size` is its height), or its motif with its
 * headwear on top when the figure table has no such creature. Same spec and size, same drawing.
 */
export function drawCharacter(spec: BuiltinCharacterSpec, placement: CharacterPlacement): DrawnMotif {
  if (spec.figure) {
    const figure = drawFigure(spec.figure, {
      pose: 'standing',
      cx: placement.cx,
      groundY: placement.bottom,
      height: placement.size,
      facing: placement.isFlipped ? -1 : 1,
      linePx: placement.linePx,
      detail: placement.detail,
    });
    return { markup: figure.markup, box: figure.box, top: figure.anchors.headTop, face: figure.anchors.face };
  }
  const body = drawMotif({ motif: spec.motif, ...placement });
  if (!body) throw new Error(`motif ${spec.motif} cannot be drawn`);
  if (!spec.headwear) return body;
  const hatSize = placement.size * 0.36;
  // Rotation is applied around the body's centre, so the hat goes into the same rotated group.
  const hat = drawMotif({
    motif: spec.headwear,
    cx: body.top.x,
    bottom: body.top.y + hatSize * 0.3,
    size: hatSize,
    linePx: placement.linePx,
    detail: placement.detail,
    isFlipped: placement.isFlipped,
  });
  if (!hat) return body;
  const centreX = body.box.x + body.box.width / 2;
  const centreY = body.box.y + body.box.height / 2;
  const rotated = placement.rotation ? ` transform="rotate(${placement.rotation} ${centreX} ${centreY})"` : '';
  const box: Box = { x: body.box.x, y: Math.min(body.box.y, hat.box.y), width: body.box.width, height: body.box.y + body.box.height - Math.min(body.box.y, hat.box.y) };
  return { markup: `${body.markup}<g${rotated}>${hat.markup}</g>`, box, top: hat.top, face: body.face };
}
