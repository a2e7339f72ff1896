import type { BuiltinCharacterSpec } from '../character';
import type { Box } from '../drawing';
import { FIGURE_KINDS, type FigureKindName } from '../figure/kinds';
import type { PoseName } from '../figure/poses';
import { drawBeingInBox } from './figures';
import { addFigure, type Scene } from './scene-state';

/** Where the grown one stands: its region's left edge and width, as shares of the art's width, and how far back up the ground. */
const GROWN = { left: 0.03, width: 0.68, back: 0.03 };
/** How much of the young one's width overlaps the grown one's front, so the two faces (an elephant's trunks) meet. */
const YOUNG_OVERLAP = 0.16;
/**
 * How a kind's young, and its grown one named as a mother ("her cub"), are drawn where they differ from the grown
 * kind: a calf had an udder and horns, and a lion's mother and cub had a mane, so they read as a father and son.
 */
const KIN_KINDS: Partial<Record<FigureKindName, { young: FigureKindName; mother?: FigureKindName; youngOfMother?: FigureKindName }>> = {
  cow: { young: 'calf' },
  // A lioness and her cub are big cats on all fours; a maned lion's cub stands up as he does.
  lion: { young: 'lion-cub', mother: 'lioness', youngOfMother: 'lioness' },
};
/** Words that make the grown one the young one's mother. */
const MOTHER_WORDS = /\b(her|mother|mom|mum|mama|mommy)\b/i;

/** A grown creature and its own young ("an elephant and her calf"): the same creature twice, the young one smaller. */
export function isKinPair(scene: Scene, everyone: BuiltinCharacterSpec[]): boolean {
  if (everyone.length !== 2) return false;
  const [first, second] = everyone as [BuiltinCharacterSpec, BuiltinCharacterSpec];
  const isPerson = (character: BuiltinCharacterSpec): boolean => character.figure !== null && FIGURE_KINDS[character.figure.kind].isPerson;
  return first.motif === second.motif && !isPerson(first) && everyone.some((character) => scaleOf(scene, character) < 1) && ['outdoor', 'night'].includes(scene.layout.backdrop);
}

function scaleOf(scene: Scene, character: BuiltinCharacterSpec): number {
  return scene.plan.scales[character.name.toLowerCase()] ?? 1;
}

/**
 * The mother large, turned to her young, and the young one small beside her forelegs turned back to her, their faces
 * together (trunk to trunk): stood apart in a row facing the same way, with no contact, they read as two elephants,
 * not a mother and her calf (judging 20).
 */
export function drawKinPair(scene: Scene, everyone: BuiltinCharacterSpec[], pose: PoseName): void {
  const { art, groundY, style } = scene;
  const [grown, young] = kinAsDrawn(
    ...(scaleOf(scene, everyone[0]!) <= scaleOf(scene, everyone[1]!) ? [everyone[1]!, everyone[0]!] : [everyone[0]!, everyone[1]!]) as [BuiltinCharacterSpec, BuiltinCharacterSpec],
    scene.plan.description,
  );
  const height = scene.leadHeight * 0.92;
  const grownGround = groundY - art.height * GROWN.back;
  const region: Box = { x: art.x + art.width * GROWN.left, y: grownGround - height * 1.1, width: art.width * GROWN.width, height: height * 1.1 };
  const mother = drawBeingInBox(grown, { pose, facing: 1, style, prop: null }, region, height);
  const youngHeight = mother.box.height * scaleOf(scene, young);
  const probe = drawBeingInBox(young, { pose, facing: -1, style, prop: null }, { x: 0, y: groundY - youngHeight * 1.1, width: art.width, height: youngHeight * 1.1 }, youngHeight);
  const left = Math.min(mother.box.x + mother.box.width - probe.box.width * YOUNG_OVERLAP, art.x + art.width - probe.box.width);
  const calf = drawBeingInBox(young, { pose, facing: -1, style, prop: null }, { x: left, y: groundY - youngHeight * 1.1, width: probe.box.width, height: youngHeight * 1.1 }, youngHeight);
  addFigure(scene, mother, grown);
  addFigure(scene, calf, young);
  scene.joins.push({ what: 'young-at-mother', figure: { x: calf.box.x, y: calf.box.y + calf.box.height / 2 }, thing: { x: mother.box.x + mother.box.width, y: mother.box.y + mother.box.height / 2 } });
}

/** The grown one and its young as drawn: a cow's young is a calf, a lion's mother and her cub are lionesses. */
export function kinAsDrawn(grown: BuiltinCharacterSpec, young: BuiltinCharacterSpec, description: string): [BuiltinCharacterSpec, BuiltinCharacterSpec] {
  const kin = grown.figure ? KIN_KINDS[grown.figure.kind] : undefined;
  const isMother = MOTHER_WORDS.test(description);
  return [withKind(grown, isMother ? kin?.mother : undefined), withKind(young, (isMother ? kin?.youngOfMother : undefined) ?? kin?.young)];
}

function withKind(character: BuiltinCharacterSpec, kind: FigureKindName | undefined): BuiltinCharacterSpec {
  return kind && character.figure ? { ...character, figure: { ...character.figure, kind } } : character;
}
