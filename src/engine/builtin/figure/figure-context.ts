import type { Detail } from '../motif-library';
import { transformShape, type Point, type Shape } from './geometry';
import type { FigureKind, FigureKindName } from './kinds';
import type { PartList } from './part-list';
import type { Expression, Pose } from './poses';

export type HairStyle = 'short' | 'curly' | 'long' | 'bun' | 'ponytail' | 'pigtails' | 'spiky' | 'bald' | 'tuft';

/** Everything that makes one character look like itself, in every pose and on every page. */
export interface FigureSpec {
  kind: FigureKindName;
  /** People only; null for creatures. */
  hair: HairStyle | null;
  hasBeard: boolean;
  /** An entry of OUTFITS; null for creatures that wear nothing. */
  outfit: string | null;
  /** Entries of ACCESSORIES, each worn on its anchor. */
  accessories: string[];
  /** The motif the figure holds in poses that hold something. */
  prop: string | null;
}

export interface LimbJoints {
  back: Point;
  front: Point;
}

/**
 * A posed skeleton in the figure's own frame: pixels, facing right, origin between the hips, before
 * the pose's rotation and the page placement. Drawers read it and add parts.
 */
export interface Skeleton {
  /** Pixels per figure unit. */
  u: number;
  view: Pose['view'];
  hips: Point;
  chest: Point;
  head: { centre: Point; rx: number; ry: number };
  /** Degrees the torso is turned about the hips, and the head about its centre. */
  lean: number;
  headTilt: number;
  shoulders: LimbJoints;
  elbows: LimbJoints;
  hands: LimbJoints;
  hipJoints: LimbJoints;
  knees: LimbJoints;
  ankles: LimbJoints;
}

export interface FigureContext {
  list: PartList;
  kind: FigureKind;
  spec: FigureSpec;
  pose: Pose;
  expression: Expression;
  skeleton: Skeleton;
  detail: Detail;
  /** Line width, px: what fits between two lines depends on it. */
  linePx: number;
  /** 1 faces right, -1 left: one-sided things (a scarf's ends) keep to one side of the page when mirrored. */
  facing: 1 | -1;
}

export function rotatePoint(point: Point, centre: Point, degrees: number): Point {
  if (degrees === 0) return point;
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const dx = point.x - centre.x;
  const dy = point.y - centre.y;
  return { x: centre.x + dx * cos - dy * sin, y: centre.y + dx * sin + dy * cos };
}

export function rotateShape(shape: Shape, centre: Point, degrees: number): Shape {
  return degrees === 0 ? shape : transformShape(shape, (point) => rotatePoint(point, centre, degrees));
}

/** Moves every part and stroke added by `draw` about `centre` by `degrees`: a leaning torso, a tilted head. */
export function drawRotated(list: PartList, centre: Point, degrees: number, draw: () => void): void {
  const partsBefore = list.parts.length;
  const strokesBefore = list.strokes.length;
  draw();
  if (degrees === 0) return;
  for (const part of list.parts.slice(partsBefore)) part.shape = rotateShape(part.shape, centre, degrees);
  for (const stroke of list.strokes.slice(strokesBefore)) stroke.points = stroke.points.map((point) => rotatePoint(point, centre, degrees));
}

/** A direction `degrees` from straight down, positive towards facing. */
export function limbDirection(degrees: number): Point {
  const angle = (degrees * Math.PI) / 180;
  return { x: Math.sin(angle), y: Math.cos(angle) };
}
