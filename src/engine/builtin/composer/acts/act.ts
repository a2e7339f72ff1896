import type { BuiltinCharacterSpec } from '../../character';
import type { Box } from '../../drawing';
import { ACCESSORIES } from '../../figure/accessories';
import type { FigureAnchors } from '../../figure/draw-figure';
import type { Point } from '../../figure/geometry';
import type { PoseName } from '../../figure/poses';
import { drawBeingInBox, type DrawnBeing } from '../figures';
import { addFigure, placeCrowd, type Join, type Scene } from '../scene-state';

/**
 * An act is how one verb meets its thing, one file each in this folder, found by that meeting (`ACTS` in acts.ts): most
 * draw the lead doing it, a few seat the whole cast themselves.
 */
export type Act = LeadAct | WholeCastAct;

/** The lead doing the verb with its thing (a juggler's balls, a skier's skis), the rest of the cast beside it. */
export interface LeadAct {
  /** Done with hands or on two feet (juggling, skating): a lead on four legs (or an icon) does it as it stands. */
  isForHands: boolean;
  draw: (scene: Scene, cast: ActCast) => void;
}

/**
 * Everyone the words name, seated by the act itself before a lead is picked from them, and drawn with no one named too
 * (a tea party's teddy bears fill the seats).
 */
export interface WholeCastAct {
  drawWholeCast: (scene: Scene, everyone: BuiltinCharacterSpec[]) => void;
}

/** Who does the act: the lead in its pose, the rest of the cast beside it, and the things the words name. */
export interface ActCast {
  lead: BuiltinCharacterSpec;
  pose: PoseName;
  others: BuiltinCharacterSpec[];
  crowdPose: (character: BuiltinCharacterSpec, index: number) => PoseName;
  named: string[];
}

/** Where a face's mouth is, as a share of its head box's height from the top (head.ts puts it 0.45 of the radius below the centre). */
export const MOUTH_DOWN = 0.72;

/** The direction of the line from `from` to `to` in the page, degrees clockwise from upright (a fist's handle). */
export function directionOf(from: Point, to: Point): number {
  return (Math.atan2(to.x - from.x, from.y - to.y) * 180) / Math.PI;
}

/** Both fists closed round one shaft through them (a broom's handle, a hockey stick's), each turned along it. */
export function fistsOnShaft({ hands }: FigureAnchors): Partial<Record<'back' | 'front', number>> {
  const shaft = directionOf(hands.front, hands.back);
  return { back: shaft, front: shaft };
}

/** How a verb done with a thing in hand or underfoot draws its lead: all else (sizing, drawing, the crowd) is drawLeadWithThing's. */
export interface LeadWithThing {
  /** The lead's height, as a share of a lead's alone. */
  heightShare: number;
  /** The region's left edge, as a share of the art's width, or centred in it. */
  left: number | 'centred';
  /** The region's width, as a share of the art's width. */
  width: number;
  /** How far the soles stand up off the ground (on blades, on a board), as a share of the height. */
  lift?: number;
  placement?: Partial<Parameters<typeof drawBeingInBox>[1]>;
  /** The thing takes both hands (a broom): what the figure carries in its hand (a witch's wand, a cane) is put aside. */
  isHandsFull?: boolean;
  /** Draws the thing round the drawn lead, not yet on the page. */
  thing: (drawn: DrawnBeing, height: number) => ThingWithLead;
}

/** What a verb's thing adds round its lead, laid in this order. */
export interface ThingWithLead {
  /** Markup under the figure (the ice, the board). */
  under?: string;
  /** Markup over the figure (the thing in hand, the fist closed round it). */
  markup: string[];
  boxes: Box[];
  /** Its name in the page's list of things drawn. */
  drawnAs?: string;
  used: string[];
  joins: Join[];
  /** A character the words name that the thing shows (the butterfly over the net), so not drawn again among the others. */
  shown?: BuiltinCharacterSpec;
}

/** The character with what its figure carries in its hand (a witch's wand, a cane) put aside, for a thing that takes both hands. */
export function withHandsFree(character: BuiltinCharacterSpec): BuiltinCharacterSpec {
  return character.figure ? { ...character, figure: { ...character.figure, accessories: character.figure.accessories.filter((name) => ACCESSORIES[name]?.anchor !== 'hand') } } : character;
}

/** The lead facing right in its region, sized from the lead's height, with its thing, then the others beside it. */
export function drawLeadWithThing(scene: Scene, lead: BuiltinCharacterSpec, pose: PoseName, others: BuiltinCharacterSpec[], crowdPose: (character: BuiltinCharacterSpec, index: number) => PoseName, how: LeadWithThing): void {
  const { art, groundY, style } = scene;
  const height = scene.leadHeight * how.heightShare;
  const width = art.width * how.width;
  const lift = height * (how.lift ?? 0);
  const region: Box = { x: how.left === 'centred' ? art.x + (art.width - width) / 2 : art.x + art.width * how.left, y: groundY - lift - height * 1.1, width, height: height * 1.1 };
  const drawn = drawBeingInBox(how.isHandsFull ? withHandsFree(lead) : lead, { pose, facing: 1, style, prop: null, ...how.placement }, region, height);
  const thing = how.thing(drawn, height);
  if (thing.under !== undefined) scene.layers.main.push(thing.under);
  addFigure(scene, drawn, lead);
  scene.layers.main.push(...thing.markup);
  scene.subject.push(...thing.boxes);
  if (thing.drawnAs) scene.layers.drawn.push(thing.drawnAs);
  for (const motif of thing.used) scene.used.add(motif);
  scene.joins.push(...thing.joins);
  placeCrowd(scene, thing.shown ? others.filter((character) => character !== thing.shown) : others, crowdPose);
}
