import type { BuiltinCharacterSpec } from '../character';
import { sceneStyle, type AgeStyle } from '../composer/age-style';
import { drawBeingInBox } from '../composer/figures';
import { boxesOverlap, CONTENT, drawMotif, type Box } from '../drawing';
import type { PoseName } from '../figure/poses';
import type { ActivityPlan } from './activity-plan';

/** What an activity page draws of a plan: markup, and facts for the metadata (what a test or refine reads). */
export interface ComposedActivity {
  body: string;
  matched: string[];
  facts: Record<string, unknown>;
}

/** One page kind: a small entry in activities/activity-kinds.ts. */
export interface ActivityEntry {
  compose(plan: ActivityPlan): ComposedActivity;
  /** Words asking for more or less of what the kind is made of ("more rings", "bigger maze", "fewer dots"). */
  more: RegExp;
  fewer: RegExp;
}

export function activityStyle(plan: ActivityPlan): AgeStyle {
  return sceneStyle(plan);
}

/** Something to draw: one of the chosen characters, or a thing the words name. */
export type Subject = { character: BuiltinCharacterSpec } | { motif: string };

export function subjectName(subject: Subject): string {
  return 'character' in subject ? subject.character.name : subject.motif;
}

export interface DrawnSubject {
  markup: string;
  box: Box;
  /** The figure's outline as path data when it has one (motifs have none). */
  outlinePath: string | null;
  /** A character's face (between the eyes) and head width, page px: where the features that say who it is are. */
  face: { x: number; y: number; headWidth: number } | null;
}

/** The subject fitted into a box: a character in the pose, or a motif as large as the box allows, resting on its bottom. */
export function drawSubject(subject: Subject, box: Box, style: AgeStyle, pose: PoseName = 'standing', facing: 1 | -1 = 1): DrawnSubject | null {
  if ('character' in subject) {
    const drawn = drawBeingInBox(subject.character, { pose, facing, style }, box, box.height);
    return { markup: drawn.markup, box: drawn.box, outlinePath: drawn.outlinePath, face: { ...drawn.anchors.face, headWidth: drawn.headBox.width } };
  }
  const drawn = drawMotif({ motif: subject.motif, cx: box.x + box.width / 2, bottom: box.y + box.height, size: Math.min(box.width, box.height), linePx: style.linePx, detail: style.detail });
  return drawn && { markup: drawn.markup, box: drawn.box, outlinePath: null, face: { ...drawn.face, headWidth: drawn.box.width * 0.4 } };
}

/** Friendly things for the rest of the page when the words name none: up in the sky, and down on the ground. */
// Icons whose outlines stay clean at every age: the cloud's double line and the sunflower's hatching do not.
export const SKY_DECORATIONS = ['sun', 'butterfly', 'star', 'rainbow'];
export const GROUND_DECORATIONS = ['tulip', 'blossom', 'snail', 'hibiscus'];

/**
 * Things placed at the spots (centre x, bottom y) that are free, each `size` big: what is left of the
 * page becomes a small scene to colour. Occupied boxes grow as things are placed.
 */
export function decorate(spots: Array<{ cx: number; bottom: number; size: number }>, motifs: string[], occupied: Box[], style: AgeStyle): string {
  const parts: string[] = [];
  let next = 0;
  for (const spot of spots) {
    const box = { x: spot.cx - spot.size / 2, y: spot.bottom - spot.size, width: spot.size, height: spot.size };
    if (box.x < CONTENT.left || box.y < CONTENT.top || box.x + box.width > CONTENT.right || box.y + box.height > CONTENT.bottom) continue;
    if (occupied.some((other) => boxesOverlap(box, other, 30))) continue;
    const drawn = drawMotif({ motif: motifs[next++ % motifs.length]!, cx: spot.cx, bottom: spot.bottom, size: spot.size, linePx: style.linePx, detail: style.detail });
    if (!drawn) continue;
    parts.push(drawn.markup);
    occupied.push(drawn.box);
  }
  return parts.join('');
}
