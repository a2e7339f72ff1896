import type { Setting } from '../settings';
import type { Verb } from './verbs';

/** What is drawn behind the figures. */
export type Backdrop = 'outdoor' | 'night' | 'room' | 'underwater' | 'sky' | 'space' | 'street' | 'stage';

export interface SceneFacts {
  setting: Setting;
  verb: Verb | null;
  /** Figures on the page (a rider and its mount count as two). */
  castSize: number;
  isNight: boolean;
  /** The words name a bed, or the verb is sleeping indoors. */
  isBedroom: boolean;
  /** A sleigh at night: Santa's, flying over the rooftops. */
  isSleighRide?: boolean;
  /** A bridge is named: it runs across the page, so the far land sits higher, above its parapet. */
  isBridge?: boolean;
  /** Nobody is named and the thing the page is about flies (a hot air balloon): the page is its sky. */
  isSkyThingAlone?: boolean;
  /** A school bus is named: it drives along a street. */
  isSchoolBus?: boolean;
}

export interface Layout {
  backdrop: Backdrop;
  /** Where the sky (or wall) meets the ground, as a share of the art's height; 0 for no ground. */
  horizon: number;
  /** Where the front row stands, as a share of the art's height. */
  groundLine: number;
  /** The lead figure's height as a share of the art's height. */
  leadShare: number;
  /** A vehicle the lead rides flies across the sky above the horizon instead of standing on the ground. */
  isRideAloft?: boolean;
  fits(facts: SceneFacts): boolean;
}

/**
 * One small entry per kind of scene; the first that fits wins. A hero stands large and alone; a
 * group stands in two depth rows; the others are places with their own backdrop.
 */
export const LAYOUTS = {
  stage: { backdrop: 'stage', horizon: 0.62, groundLine: 0.8, leadShare: 0.56, fits: (facts) => facts.setting.name === 'stage' },
  // A ballroom fills the frame as a stage does, the chandelier hanging clear over its dancer's head.
  ballroom: { backdrop: 'stage', horizon: 0.62, groundLine: 0.88, leadShare: 0.56, fits: (facts) => facts.setting.name === 'ballroom' },
  underwater: { backdrop: 'underwater', horizon: 0, groundLine: 0.9, leadShare: 0.55, fits: (facts) => facts.setting.name === 'underwater' },
  space: { backdrop: 'space', horizon: 0.84, groundLine: 0.95, leadShare: 0.55, fits: (facts) => facts.setting.name === 'space' },
  sky: { backdrop: 'sky', horizon: 0.86, groundLine: 0.95, leadShare: 0.66, fits: (facts) => facts.verb?.meets === 'sky' || facts.isSkyThingAlone === true },
  // A bed is tall at its head: the wall comes down behind it, so the bed stands against the wall, not under a line across the room.
  bedroom: { backdrop: 'room', horizon: 0.64, groundLine: 0.95, leadShare: 0.58, fits: (facts) => (facts.isBedroom && facts.verb?.meets === 'bed') || facts.verb?.meets === 'bedside' },
  // A cook at the stove in a kitchen: the floor a strip in front of the counter, so the stove stands against the
  // counter at the wall, its cook just in front of it (on a deep floor it stood alone in the middle of the room).
  kitchenStove: { backdrop: 'room', horizon: 0.9, groundLine: 0.93, leadShare: 0.58, fits: (facts) => (facts.verb?.meets === 'stove' || facts.verb?.meets === 'pizza') && facts.setting.name === 'kitchen' },
  // A window on the wall, its radiator on a strip of floor: with the floor line across the middle it stood out on the boards.
  windowsill: { backdrop: 'room', horizon: 0.9, groundLine: 0.95, leadShare: 0.58, fits: (facts) => facts.setting.name === 'windowsill' },
  // A pet fish is fed at its bowl indoors, the floor a strip in front of the wall as at the stove.
  fishFeeding: { backdrop: 'room', horizon: 0.62, groundLine: 0.93, leadShare: 0.58, fits: (facts) => facts.verb?.meets === 'flakes' },
  room: { backdrop: 'room', horizon: 0.5, groundLine: 0.93, leadShare: 0.58, fits: (facts) => facts.setting.ground === 'floor' || facts.isBedroom },
  // A pet stuck up a tree is fetched down in a park or a yard, wherever the rescuer works (a firefighter's street had no tree).
  treeRescue: { backdrop: 'outdoor', horizon: 0.5, groundLine: 0.94, leadShare: 0.64, fits: (facts) => facts.verb?.meets === 'rescue' },
  // A school bus on the way to school drives a street too, the school along its far side.
  street: { backdrop: 'street', horizon: 0.46, groundLine: 0.95, leadShare: 0.55, fits: (facts) => facts.setting.name === 'city' || (facts.setting.name === 'school-road' && facts.isSchoolBus === true) },
  // Out at sea the far horizon sits low behind the ship, so the waves stay below its deck.
  sea: { backdrop: 'outdoor', horizon: 0.66, groundLine: 0.94, leadShare: 0.56, fits: (facts) => facts.setting.ground === 'water' && !facts.isNight },
  sleighRide: { backdrop: 'night', horizon: 0.76, groundLine: 0.95, leadShare: 0.5, isRideAloft: true, fits: (facts) => facts.isSleighRide === true },
  // Leaping over the moon: the land a low strip, the sky holding the leaper over a big moon rising behind the hills.
  moonLeap: { backdrop: 'night', horizon: 0.8, groundLine: 0.94, leadShare: 0.42, fits: (facts) => facts.verb?.meets === 'moon' },
  night: { backdrop: 'night', horizon: 0.5, groundLine: 0.94, leadShare: 0.58, fits: (facts) => facts.isNight },
  bridge: { backdrop: 'outdoor', horizon: 0.38, groundLine: 0.94, leadShare: 0.64, fits: (facts) => facts.isBridge === true },
  group: { backdrop: 'outdoor', horizon: 0.44, groundLine: 0.95, leadShare: 0.5, fits: (facts) => facts.castSize >= 2 },
  hero: { backdrop: 'outdoor', horizon: 0.5, groundLine: 0.94, leadShare: 0.64, fits: (facts) => facts.castSize <= 1 },
  outdoor: { backdrop: 'outdoor', horizon: 0.46, groundLine: 0.94, leadShare: 0.56, fits: () => true },
} satisfies Record<string, Layout>;

export type LayoutName = keyof typeof LAYOUTS;

export function chooseLayout(facts: SceneFacts): { name: LayoutName; layout: Layout } {
  const name = (Object.keys(LAYOUTS) as LayoutName[]).find((candidate) => LAYOUTS[candidate].fits(facts)) ?? 'outdoor';
  return { name, layout: LAYOUTS[name] };
}
