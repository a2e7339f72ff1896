import type { BuiltinCharacterSpec } from './character';
import { FIGURE_KINDS } from './figure/kinds';

/** Parts of a creature's body, drawn with it. */
const BODY_PARTS = 'trunks?|tails?|wings?|horns?|paws?|beaks?|claws?|hoof|hooves|tusks?|fins?|feathers|antlers?|snouts?|whiskers|manes?';
/** Named as one's own: "with its trunk", "flapping her wings", "wagging its long tail". */
const OWNED_PART = new RegExp(`\\b(?:its|his|her|their)\\s+(?:[a-z]+\\s+){0,2}?(${BODY_PARTS})\\b`, 'gi');
/** Named as what a creature has: "a unicorn with a golden horn". */
const HAD_PART = new RegExp(`\\bwith\\s+(?:[a-z]+\\s+){0,3}?(${BODY_PARTS})\\b`, 'gi');

/**
 * The words of a creature's own body parts the description names: no thing of their own, neither drawn beside it nor
 * said to be undrawn. "An elephant spraying water with its trunk" said it could not draw the trunk it drew, "a bird
 * flapping its wings" drew money with wings beside it and "a unicorn with a golden horn" a postal horn. "With a horn" is
 * a creature's only when one is on the page: a boy with a horn plays it.
 */
export function ownBodyParts(description: string, cast: readonly BuiltinCharacterSpec[]): Set<string> {
  const hasCreature = cast.some((character) => character.figure === null || !FIGURE_KINDS[character.figure.kind].isPerson);
  const owned = [...description.matchAll(OWNED_PART), ...(hasCreature ? description.matchAll(HAD_PART) : [])];
  return new Set(owned.map((match) => match[1]!.toLowerCase()));
}
