import { fmt, type Box } from '../drawing';
import { getMotif } from '../motif-library';
import { motifForWord, motifKind } from '../word-matching';

/** Words that give a kangaroo its young: "a kangaroo with a joey", "a mother kangaroo with her baby". */
const POUCH_YOUNG = /\bjoeys?\b|\bkangaroos?\b.*\b(?:with|and)\s+(?:a|an|her|its|their|the)?\s*bab(?:y|ies)\b/i;

/** The words a joey in its mother's pouch shows, so the page does not say it could not draw them. */
export const JOEY_WORDS = ['joey', 'baby'];

/** Whether the words put a joey in the pouch of the kangaroo they name. */
export function hasJoeyInPouch(motif: string, description: string): boolean {
  const young = POUCH_YOUNG.exec(description);
  if (motif !== 'kangaroo' || !young) return false;
  // "A kangaroo and a baby elephant": the baby is the elephant's young, not a joey.
  const next = /^\s+([a-z]+)/i.exec(description.slice(young.index + young[0].length))?.[1];
  const nextMotif = next === undefined ? null : motifForWord(next);
  return nextMotif === null || motifKind(nextMotif) !== 'being';
}

/**
 * A joey looking out of its mother's pouch, over the kangaroo icon drawn in `box` (facing right when `facesRight`): its
 * head with two tall ears and a snout, turned the way its mother faces, down into the pouch on her lower belly, its two
 * paws over the pouch's rim. Drawn in the icon's own units (the icon faces left), so it sits on the same belly at any size.
 * With "a kangaroo with a baby" the page drew the mother alone and said it could not draw the baby.
 */
export function joeyInPouch(box: Box, facesRight: boolean, linePx: number): string {
  const { minX, minY, maxX, maxY } = getMotif('kangaroo')!.bounds;
  const scale = box.width / (maxX - minX);
  const line = linePx / scale;
  const transform = `translate(${fmt(box.x + box.width / 2)} ${fmt(box.y + box.height / 2)}) scale(${fmt(facesRight ? -scale : scale)} ${fmt(scale)}) translate(${fmt(-(minX + maxX) / 2)} ${fmt(-(minY + maxY) / 2)})`;
  const ears = '<ellipse cx="7.3" cy="10.5" rx="0.45" ry="0.95" transform="rotate(-28 7.3 10.5)"/><ellipse cx="8.15" cy="10.4" rx="0.45" ry="0.95" transform="rotate(-12 8.15 10.4)"/>';
  const head = '<circle cx="8" cy="12.3" r="1.6"/><ellipse cx="6.55" cy="12.85" rx="0.95" ry="0.7"/>';
  const face = '<circle cx="7.45" cy="11.7" r="0.28" fill="#000"/><circle cx="5.75" cy="12.7" r="0.2" fill="#000"/>';
  // The pouch's front, over the joey's chin: its rim dips a little across the belly, its bottom rounds under it.
  const pouch = '<path d="M5.45 13.3Q8.3 14.3 11.3 12.9Q11.6 15.7 8.6 16.2Q5.9 16.4 5.45 13.3Z"/>';
  const paws = '<ellipse cx="7.95" cy="13.7" rx="0.5" ry="0.38"/><ellipse cx="9.65" cy="13.5" rx="0.5" ry="0.38"/>';
  // The head sits a little down and forward in the pouch, its ears clear of the line down the back of its mother's neck.
  const parts = `<g transform="translate(-0.2 0.25)">${ears}${head}${face}</g>${pouch}${paws}`;
  return `<g transform="${transform}" fill="#fff" stroke="#000" stroke-width="${fmt(line)}" stroke-linejoin="round" stroke-linecap="round">${parts}</g>`;
}
