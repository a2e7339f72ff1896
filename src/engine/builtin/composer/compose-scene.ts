import { PAGE_WIDTH_PX } from '../../../shared/constants';
import type { PageMetadata } from '../../types';
import { BUILTIN_ENGINE_NAME, createCharacterSpec, type BuiltinCharacterSpec } from '../character';
import { ownBodyParts } from '../body-parts';
import { boxesOverlap, CONTENT, drawMotif, fittedFontSize, fmt, outlinedText, type Box, type DrawnMotif } from '../drawing';
import { getMotif } from '../motif-library';
import { standingHeight } from '../figure/biped';
import { containsPoint, densify, grow, lineData, type Point, type Shape } from '../figure/geometry';
import { silhouetteOf, traceBoundary } from '../activities/outline-trace';
import { FIGURE_KINDS, type FigureKindName } from '../figure/kinds';
import { drawHeldBook } from '../figure/held-book';
import { dressedToSwim } from '../figure/figure-spec';
import type { PoseName } from '../figure/poses';
import { forearmsOver } from '../figure/draw-figure';
import { CIRCUS_DRUM } from '../props/circus-drum';
import { getComposedProp } from '../props/prop-library';
import { TABLE_TOP } from '../props/table';
import type { ComposedProp } from '../props/composed-prop';
import { KITE_STRING_AT } from '../props/flown-kite';
import { TREEHOUSE_LADDER_FEET, TREEHOUSE_PARTS, TREEHOUSE_SWING, TREEHOUSE_WINDOW, treehouseRungs } from '../props/treehouse';
import { DECK_Y as SHIP_DECK_Y, MAIN_RAIL_TOP } from '../props/sailing-ship';
import { NEAR_HULL, RIM_Y, ROWLOCKS } from '../props/rowing-boat';
import { STONE_CASTLE_GATE, STONE_CASTLE_SKYLINE } from '../props/stone-castle';
import { createRandom, hashString } from '../random';
import { IN_A_TREE, OUTDOOR_WORDS, settingByName, type NearThing } from '../settings';
import type { ScenePlan } from '../scene';
import { undrawnNouns } from '../undrawn-nouns';
import { matchMotifs, motifKind, tokenize } from '../word-matching';
import { sceneStyle, type AgeStyle } from './age-style';
import { drawFallingRain, drawGrassDressing, drawGround, drawScatter, drawSetting, farHillDips, fillEmptyCells, RAINY_WORDS, sceneArt, type BackdropContext, type Layers } from './backdrops';
import { bookPile } from './book-pile';
import { bush, cornerFlag, grassTuft, leafBed } from './ground-dressing';
import { drawBeing, drawBeingInBox, isRideable, liesOnTummy, moveBeing, naturalHeight, rotateBeing, type DrawnBeing } from './figures';
import { easel, fishingRod, openBook, paintbrush, reinBand, rodDirection, taperedBar, woodenSpoon } from './held-things';
import { hugArm, outlineEdge, outlineRings } from './hug-arm';
import { chooseLayout, LAYOUTS, type LayoutName } from './layouts';
import { chimneySmoke, fireHydrant, house, rainbowInFrame, rainbowOverhead, resetPatternIds } from './patterns';
import { dressedForSnow } from './skis';
import { bulrushes, floatingLog, LAKE_SHORE, lakeRipples, lilyPad, pondShape, waterBand, type Pond } from './pond';
import { cookieTray, mixingBowl, rollingPin, ROLLING_PIN_HANDLE, stepStool } from './baking';
import { tileFloor, tileSeams } from './rooms';
import { snoreLetters } from './snore-letters';
import { dirtTrack, farMountains } from './far-country';
import { footingsOf, lawnEdge, type Footing } from './lawn-edge';
import { parkBench } from './park-bench';
import { drawKinPair, isKinPair } from './kin-pair';
import { treeBough } from './tree-perch';
import { pitchFarEdge } from './pitch-boards';
import { riverBridge } from './river-bridge';
import { cyclistDrop, drawBicycle, type DrawnBicycle } from './bicycle';
import { wheelDiscs } from './bicycle-parts';
import { ridingSaddle } from './riding-saddle';
import { seaFish, starfish } from './sea';
import { namedPlanet, resetPlanetIds, skyStar } from './space';
import { HANGING, ON_LILY_PAD, POOL_VISIT, READ_TO_WORDS, SAILING_WORDS, SETTING_VERBS, SHARED_WORDS, STILL_WATER, SWIMMING_POOL, VERBS, WATER_DWELLERS, type Meeting, type Verb } from './verbs';
import { hasJoeyInPouch, JOEY_WORDS } from './joey';
import { hasTailRattle, RATTLE_MOTIF } from './tail-rattle';
import { leadActFor, wholeCastActFor } from './acts/acts';
import { countOfThing } from './cast';
import { drawEatenAtMouth, isBittenAtMouth } from './eating';
import { drawBlanket, layInBed } from './in-bed';
import { addFigure, drawMeadowFlowers, drawNotes, HOLDING_POSES, outlinePoints, placeCrowd, scalesOn, standOnMat, touchesFigure, unionBox, type Join, type Scene } from './scene-state';

const TITLE_BAND = 260;
const PATTERN_BAND = 70;
/** Where the sea meets a ship's hull, as a share of the art's height: low, so the ship and its crew fill the page above. */
const SEA_LINE = 0.87;
/** Motifs a rider can sit on when the figure table has no such creature. */
const MOUNT_MOTIFS = new Set(['bicycle', 'motor-scooter', 'kick-scooter', 'horse', 'unicorn', 'deer', 'camel', 'elephant']);
/** Mounts a rider stands on, feet on the deck, instead of sitting astride. */
const STOOD_ON_MOUNTS = new Set(['kick-scooter']);
/**
 * Where in a mount icon's box its rider sits, as shares of its width and height: a bicycle's saddle, a camel's hump's
 * top (a quarter down, where other icons' backs are, sat the rider low in front of the hump, its top line running
 * behind his chest).
 */
export const ICON_SEATS: Record<string, Point> = { bicycle: { x: 0.37, y: 0.2 }, camel: { x: 0.34, y: 0.09 } };
/**
 * Where a driver's head shows, as shares of the vehicle icon's box (icons face left): left, top, right, bottom, and
 * for a car's slanted windscreen the left edge at the bottom (a rectangle drawn over it crossed the slant).
 */
type CabWindow = [number, number, number, number, number?];
const CAB_WINDOWS: Record<string, CabWindow> = {
  'fire-engine': [0.13, 0.18, 0.33, 0.56],
  automobile: [0.357, 0.105, 0.5, 0.421, 0.214],
  tractor: [0.34, 0.08, 0.82, 0.46],
  'farm-tractor': [0.543, 0.105, 0.829, 0.45],
  // The tractor's cab, the wagon of hay hitched on behind it.
  'hay-wagon': [0.263, 0.105, 0.402, 0.45],
  'fire-truck': [0.15, 0.107, 0.411, 0.475],
  bus: [0.06, 0.12, 0.3, 0.54],
  'police-car': [0.286, 0.227, 0.5, 0.5, 0.179],
  taxi: [0.294, 0.143, 0.5, 0.381, 0.214],
  ambulance: [0.1, 0.15, 0.3, 0.5],
  digger: [0.254, 0.155, 0.397, 0.466],
  'monster-truck': [0.406, 0.056, 0.65, 0.25],
  'garbage-truck': [0.821, 0.29, 0.915, 0.473],
  'school-bus': [0.7, 0.18, 0.8, 0.45],
};
const DEFAULT_CAB: CabWindow = [0.2, 0.15, 0.45, 0.5];
/** Cabs whose window the icon frames itself only in part (a tractor's open cab): no extra frame over the driver. */
const OPEN_CABS = new Set(['tractor', 'farm-tractor', 'hay-wagon']);
/** Vehicles whose icon is blank bodies and wheels, driven in a composed drawing instead: one entry each. */
const VEHICLE_ART: Record<string, string> = { tractor: 'farm-tractor', 'fire-engine': 'fire-truck' };
/** How tall a tall seat a pet sits on stands, as a share of the art's height. */
const PET_SEAT_SHARE = 0.42;
/** How tall a figure standing on a low wide place is, as a share of its height: at a large prop's share one on a dock was a speck. */
const STANDING_HEIGHT: Record<string, number> = { 'wooden-dock': 1.3, 'window-sill': 0.36, 'tiled-roof': 0.62, 'tree-branch': 0.55 };
/** How far left of the middle a dock stands, as a share of the art's width: its bank runs off the page. */
const DOCK_SHIFT = 0.1;
/** A figure on a ship's deck, as a share of the ship's height: at half it was a giant with its head up by the mast tops, at 0.42 as tall as the lower sail. */
const AFLOAT_HEIGHT = 0.33;
/** Props sat on down on the ground, back on the heels (a picnic blanket), not as on a chair. */
const GROUND_SEATS = new Set(['picnic']);
/** A pet's height sat beside a person on a sofa or a bench, as a share of a child's. */
const PET_BESIDE_PERSON = 0.6;
// Up in a castle's tower or at its window she is seen from outside, on the keep's balcony, as one waving from it: "in a
// castle tower" stood her on the path in front of the castle (judging 23). "Out of" a tower is looking from its window.
const IN_CASTLE_TOWER = /\bfrom\b|\b(?:in|at|up)\s+(?:a|the|her|his|its|their)?\s*(?:castle\s+|tall\s+|high\s+)?(?:tower|turret)s?\b|\btower\s+window|\bout\s+of\s+(?:a|the|her|his|its|their)?\s*(?:castle\s+)?(?:tower|turret|window)s?\b/i;
/** Words that put the lead in the mud ("rolling in the mud", "a muddy pig"), and how wide the wallow is, by the lead's width. */
const IN_MUD = /\b(?:in|into|through)\s+(?:the\s+|some\s+)?(?:mud|muck)\b|\bmud\s*(?:bath|hole|puddle)s?\b|\bmuddy\b|\bwallow(?:s|ing)?\b/i;
const MUD_WIDTH = 1.5;
/** The widest a pet lying on a bench beside a child is, as a share of the bench's width. */
const BENCH_PET_WIDTH = 0.36;
/** How high a jumper's feet are over the seat it jumps on, as a share of its height. */
const JUMP_OVER_SEAT = 0.12;
/** How high a jumper's soles are over a sofa's seat cushion, as a share of the height from the cushion up to the back's top. */
const JUMP_OVER_CUSHION = 0.55;
/** How wide each of the kids jumping side by side on a sofa is, as a share of the room between their places on it. */
const JUMPERS_SPREAD = 0.95;
/** How far towards the middle jumpers side by side stand from the sitters' spots on a shared seat, as a share. */
const JUMPERS_SQUEEZE = 0.78;
/** Props the whole cast gathers on (a picnic blanket, a treehouse), rather than standing beside. */
const PROPS_FOR_ALL = new Set(['picnic', 'treehouse']);
/** Props whose front (reindeer, bow) is drawn on the left: mirrored so it leads to the right. */
const MIRRORED_PROPS = new Set(['sleigh']);
/** Creatures whose icon is a bust, drawn afloat with a composed drawing of the whole body instead: one entry each. */
const SWIMMER_ART: Record<string, string> = { duck: 'swimming-duck', crocodile: 'swimming-crocodile' };
/** Creatures asleep on a bed drawn curled up with a composed drawing of the whole body: one entry each. */
const SLEEPER_ART: Record<string, string> = { cat: 'curled-cat' };
/** Creatures drawn curled up asleep on a cushion the words name: a dog lying there as a figure met it in slivers. */
const CURLED_ON_CUSHION: Record<string, string> = { ...SLEEPER_ART, dog: 'curled-dog' };
/** Creatures drawn curled up asleep out of doors, on a heap of leaves, by their composed art. */
const CURLED_OUTDOORS: Record<string, string> = { dragon: 'curled-dragon', bear: 'curled-bear' };
/** How wide a creature curled up asleep inside a cave's mouth is, as a share of the page's width. */
const CAVE_SLEEPER = 0.64;
/** Two figures hugging stand turned to each other, the near arm over the other's shoulder. */
const HUG_POSE: PoseName = 'hugging-shoulders';
/** A pose asked for by refine decides how the figure meets things, in place of the verb's. */
const POSE_MEETINGS: Partial<Record<PoseName, Meeting>> = { flying: 'sky', swimming: 'water', sleeping: 'bed', riding: 'mount', driving: 'cab' };

/** A rainbow, the sun or the moon over a hill ("a rainbow over the hill"), not a figure up on one. */
const SKY_OVER_HILL = /\b(?:rainbows?|sun|moon|clouds?|stars?)\s+(?:[a-z]+\s+)?(?:over|across)\s+(?:a|the)?\s*(?:[a-z]+\s+)?hills?\b/i;
/** How tall a flyer over a village is, by a flyer's height elsewhere. */
const FLYER_OVER_VILLAGE = 0.82;
/** Where a lone child on the way to school goes and how tall, by a lead's place and height elsewhere. */
const TO_SCHOOL = { heroShift: -0.2, leadHeight: 0.78 } as const;
/** Hills a whole-sky page's flyer goes over ("a hot air balloon over the hills"): the land under it. */
const FLOWN_OVER_HILL = /\b(?:over|above|across)\s+(?:a|the)?\s*(?:[a-z]+\s+)?hills?\b/i;

/** Markup and metadata of a scene page: the verb decides the poses, the kind of scene the layout. */
export function composeScene(plan: ScenePlan): { body: string; metadata: PageMetadata } {
  resetPatternIds();
  resetPlanetIds();
  const style = sceneStyle(plan);
  const setting = settingByName(plan.setting);
  const random = createRandom(hashString(`${plan.title}\n${plan.description}\n${plan.ageGroup}`));
  const isRemoved = (motif: string): boolean => plan.removed.includes(motif) || motif.split('-').some((word) => plan.removed.includes(word));
  const hasTitle = plan.title.length > 0;
  const frame: Box = { x: CONTENT.left, y: CONTENT.top + (hasTitle ? TITLE_BAND : 0), width: CONTENT.right - CONTENT.left, height: CONTENT.bottom - CONTENT.top - (hasTitle ? TITLE_BAND : 0) };
  const inset = style.hasPatterns ? PATTERN_BAND : 0;
  const art: Box = { x: frame.x + inset + 30, y: frame.y + inset + 30, width: frame.width - 2 * inset - 60, height: frame.height - 2 * inset - 60 };

  const isAfloat = plan.characters.length > 0 && plan.characters.every((character) => WATER_DWELLERS.has(character.motif)) && STILL_WATER.test(plan.description);
  // A person "in" or "at" the pool is in it swimming: without a verb the pool went undrawn. Groups of swimmers still
  // overrun the pool's sides, so they keep the meadow and say the pool was not drawn.
  const loneFigure = plan.characters.length === 1 ? plan.characters[0]?.figure : null;
  const isInPool = loneFigure != null && FIGURE_KINDS[loneFigure.kind].isPerson && POOL_VISIT.test(plan.description);
  // Sitting on a lily pad is how a frog is afloat: "a frog sitting on a lily pad" sat on the grass with no pond.
  const isSatOnLilyPad = isAfloat && plan.verb === 'sitting' && ON_LILY_PAD.test(plan.description);
  const verbName = (isSatOnLilyPad ? null : plan.verb) ?? SETTING_VERBS[setting.name] ?? (isAfloat || isInPool ? 'swimming' : null);
  const verb: Verb | null = verbName ? VERBS[verbName] : null;
  const cast = plan.characters.filter((character) => !isRemoved(character.motif) && !plan.removed.includes(character.name.toLowerCase()));
  const isPirate = plan.characters.some((character) => /\bpirates?\b/i.test(`${character.name} ${character.description}`));
  // A pirate's ship is a pirate ship, flag and all.
  const named = [...new Set([...plan.extras, ...plan.added, ...(setting.groundProps ?? [])])]
    .map((motif) => (motif === 'sailing-ship' && isPirate ? 'pirate-ship' : motif))
    .filter((motif) => !isRemoved(motif));
  // The place's landmark the words name ("guarding a castle") is a thing in the scene, drawn large, not a speck on the horizon.
  const landmark = setting.backdrop[0];
  if (landmark && sceneArt(landmark) !== landmark && !named.includes(landmark) && !isRemoved(landmark) && new RegExp(`\\b${landmark}\\b`, 'i').test(plan.description)) named.push(landmark);
  const isNight = plan.isNight || (verb?.isNight === true && !plan.history.some((entry) => /\b(day|daytime|morning|sunny)\b/.test(entry.toLowerCase())));
  // A child or grown-up asleep with no place named sleeps in bed in a bedroom: out on the grass they lay
  // on the back under a blanket with no bed, a box on a heap of leaves.
  const isPersonAsleep = verb?.meets === 'bed' && setting.name === 'meadow' && !OUTDOOR_WORDS.test(plan.description) && cast.length > 0 && cast.every((character) => character.figure !== null && FIGURE_KINDS[character.figure.kind].isPerson);
  // A fireplace the words name stands against a room's wall: out on a lawn, trees grew up behind its mantel. A thing
  // of the house (a fishbowl, a cushion) is in a room too when no place is named: it stood out on the grass.
  // A cupcake or a pie alone is on a table in a room too: it stood on the park's grass as big as a tree (judging 19).
  const loneThing = cast.length === 0 ? named.find((motif) => motifKind(motif) !== 'sky') : undefined;
  const isIndoorThing = setting.name === 'meadow' && !OUTDOOR_WORDS.test(plan.description) && (named.some((motif) => getComposedProp(motif)?.isIndoors === true) || (loneThing !== undefined && isTableThing(loneThing)));
  const isBedroom = named.includes('bed') || named.includes('fireplace') || (verb?.meets === 'bed' && setting.ground === 'floor') || isPersonAsleep || isIndoorThing;
  const isSkyThingAlone = loneThing !== undefined && getComposedProp(sceneArt(loneThing))?.stands === 'sky';
  const { name: layoutName, layout } = chooseLayout({ setting, verb, castSize: cast.length, isNight, isBedroom, isSleighRide: isNight && named.includes('sleigh'), isBridge: named.includes('stone-bridge') && (cast.length > 0 || isVehicleOnBridge(plan, loneThing)), isSkyThingAlone, isSchoolBus: named.includes('school-bus') });
  const horizonY = art.y + art.height * layout.horizon;
  const groundY = art.y + art.height * layout.groundLine;
  const layers: Layers = { far: [], horizon: [], ground: [], scatter: [], main: [], front: [], occupied: [], drawn: [], planted: [] };
  const context: BackdropContext = { backdrop: layout.backdrop, art, horizonY, setting, style, isNight, words: plan.description.toLowerCase(), random, isRemoved };
  const scene: Scene = { plan, verb, style, art, layout, horizonY, groundY, leadHeight: art.height * layout.leadShare, layers, subject: [], used: new Set(), context, lead: null, leadBox: null, figures: [], outlines: [], propShapes: [], legZones: [], figureCount: 0, joins: [], heroShift: 0 };

  drawGround(layers, context);
  if (layout.backdrop === 'stage') drawStageSet(scene, named);
  // "On a hill": the figures stand up on a hill's top in front, not before a far wavy line.
  // Describing words may stand before it ("on a windy hill"): without them the page said it couldn't draw the hill.
  // A rainbow or the sun "over the hill" is in the sky over it: the figures stay on the lawn.
  const isOnHill = /\b(?:on|up|atop|down|(?<!\b(?:rainbows?|sun|moon|clouds?|stars?)\s+(?:[a-z]+\s+)?)(?:over|across))\s+(?:top\s+of\s+)?(?:a|the)?\s*(?:(?!(?:by|near|beside|behind|with|and|under|over|in|a|the)\b)[a-z]+\s+){0,2}hill\b/i.test(plan.description) && (layout.backdrop === 'outdoor' || layout.backdrop === 'night');
  if (isOnHill) {
    // Up on the hill the figure stands higher: a little smaller, so the sky above still holds what it does (a kite).
    scene.groundY = art.y + art.height * 0.76;
    scene.leadHeight *= 0.84;
  } else if (SKY_OVER_HILL.test(plan.description) && (layout.backdrop === 'outdoor' || layout.backdrop === 'night')) {
    // The hill a rainbow stands over is the land the lawn rises to behind the figures.
    layers.drawn.push('hill');
  } else if (layout.backdrop === 'sky' && FLOWN_OVER_HILL.test(plan.description)) {
    // Seen from up in the sky, the hills a balloon or a flyer goes over are the rolling land below it.
    layers.drawn.push('hill');
  }
  // A lone flyer keeps to one side of the sky, the other side for the sun and a tree near by.
  if (layout.backdrop === 'sky' && cast.length === 1) scene.heroShift = -0.1;
  // Over a village the flyer is smaller, high above its roofs and steeple, so the village shows whole below it.
  if (layout.backdrop === 'sky' && setting.name === 'village') scene.leadHeight *= FLYER_OVER_VILLAGE;
  // A lone child on the way to school keeps to one side, a little smaller, the school ahead on the other: in the middle,
  // the school rose behind her head and was left out.
  if (setting.name === 'school-road' && layout.backdrop !== 'street' && cast.length === 1) Object.assign(scene, { heroShift: TO_SCHOOL.heroShift, leadHeight: scene.leadHeight * TO_SCHOOL.leadHeight });
  // Under an arching rainbow the figures are a little smaller, so the bands show whole above them. A creature alone on
  // four legs, as long as it is tall, smaller still and set back from the way it faces: at a person's size its head
  // stood out over the far bands, which ran on past its chin and down beside its neck (judging 23).
  if (isUnderRainbow(plan) && named.includes('rainbow')) {
    const isFourLeggedAlone = cast.length === 1 && cast[0]!.figure !== null && FIGURE_KINDS[cast[0]!.figure.kind].plan.stance === 'quadruped';
    scene.leadHeight *= isFourLeggedAlone ? UNDER_RAINBOW.fourLeggedHeight : UNDER_RAINBOW.height;
    if (isFourLeggedAlone) scene.heroShift = UNDER_RAINBOW.fourLeggedShift;
  }
  drawCast(scene, cast, verb, named);
  if (layout.backdrop === 'stage' && setting.name === 'stage') drawSpotlight(scene);
  if (isOnHill) drawHill(scene);
  else if (layout.backdrop === 'outdoor' && setting.ground === 'grass') drawLawnEdge(scene);
  // Named water (a lake, the sea) is the setting's or a pond's to draw: as an icon its square wave was a sticker in the sky.
  const leftover = named.filter((motif) => !scene.used.has(motif) && motif !== 'water-wave' && !cast.some((character) => character.motif === motif));
  const skyThings = leftover.filter((motif) => motifKind(motif) === 'sky' || getComposedProp(motif)?.stands === 'sky');
  drawRainbow(scene, skyThings);
  // A rainy day's lawn or street has a puddle on it, where the rain was only in the sky (judging 22).
  const rainPuddle = RAINY_WORDS.test(context.words) && layout.backdrop === 'outdoor' && (setting.ground === 'grass' || setting.ground === 'road') && !named.includes('puddle') && !scene.used.has('puddle') && !isRemoved('puddle') ? ['puddle'] : [];
  drawGroundThings(scene, [...leftover.filter((motif) => !skyThings.includes(motif) && getComposedProp(motif)?.stands !== 'set'), ...rainPuddle]);
  if (layout.backdrop === 'outdoor' && style.detail !== 'low') drawCountryside(scene);
  if (layout.backdrop === 'outdoor' && setting.nearThings) drawNearThings(scene, setting.nearThings);
  // Under a rainbow too the youngest's grass gets flowers and tufts where they fit: it was bare but for one tuft (round 11).
  if (layout.backdrop === 'outdoor' && style.detail === 'low' && (/\bmeadows?\b/i.test(plan.description) || isUnderRainbow(plan))) drawMeadowFlowers(scene);
  // A village below fills the land with its houses: a near tree stood in front of them and the village was left out.
  if (layout.backdrop === 'sky' && setting.name !== 'village') drawNearTree(scene);
  // Named sky things first, so the setting's own sky fills in around them.
  drawNamedSky(scene, skyThings.filter((motif) => motif !== 'rainbow'));
  if (verb?.hasNotes) drawNotes(scene);
  drawSetting(layers, context, scene.subject, [...named, ...scene.used], scene.figures);
  drawFallingRain(layers, context, scene.subject);
  if (layout.backdrop === 'outdoor' && setting.name === 'farm' && style.detail === 'high' && !context.isRemoved('deciduous-tree')) drawFarTreeLine(scene);
  drawGrassDressing(layers, context, [...scene.subject, ...(scene.lawnKeptClear ?? [])], [...scene.figures, ...scene.propShapes]);
  drawScatter(layers, context, scene.subject);
  fillEmptyCells(layers, context, scene.subject);

  const matched = [...new Set([...cast.map((character) => character.motif), ...scene.used, ...layers.drawn])].filter((motif) => !scene.partsOfFigures?.has(motif));
  const clip: Box = { x: frame.x + inset, y: frame.y + inset, width: frame.width - 2 * inset, height: frame.height - 2 * inset };
  const art_markup = [...layers.far, ...layers.horizon, ...layers.ground, ...layers.scatter, ...layers.main, ...layers.front].join('');
  const artGroup = `<clipPath id="scene-art"><rect x="${fmt(clip.x)}" y="${fmt(clip.y)}" width="${fmt(clip.width)}" height="${fmt(clip.height)}" rx="${inset > 0 ? 20 : 36}"/></clipPath><g clip-path="url(#scene-art)">${art_markup}</g>`;
  const flipped = plan.isFlipped ? `<g transform="translate(${PAGE_WIDTH_PX} 0) scale(-1 1)">${artGroup}</g>` : artGroup;
  const parts = [flipped, frameMarkup(frame, style)];
  if (hasTitle) {
    const size = fittedFontSize(plan.title, frame.width, 190);
    parts.push(outlinedText(plan.title, PAGE_WIDTH_PX / 2, CONTENT.top + TITLE_BAND * 0.72, size, Math.max(8, style.linePx)));
  }
  const nameWords = new Set(cast.flatMap((character) => tokenize(character.name)));
  // What a figure wears or holds is drawn on it: a knight's sword, a princess's gown.
  const worn = cast.flatMap((character) => [character.figure?.outfit, ...(character.figure?.accessories ?? [])]).filter((name): name is string => Boolean(name));
  const young = cast.some((character) => hasJoeyInPouch(character.motif, plan.description)) ? JOEY_WORDS : [];
  const rattles = cast.some((character) => hasTailRattle(character.motif, plan.description)) ? [RATTLE_MOTIF] : [];
  const shown = [...matched.flatMap((motif) => [motif, ...(getComposedProp(motif)?.includes ?? []), ...(getComposedProp(sceneArt(motif))?.includes ?? []), ...(ICON_HOLDS[motif] ?? [])]), ...worn, ...young, ...rattles];
  const notDrawn = undrawnNouns(plan.description, { drawn: new Set([...shown, ...plan.removed, ...(scene.partsOfFigures ?? []), ...ownBodyParts(plan.description, cast)]), settingWords: setting.keywords, nameWords });
  const metadata: PageMetadata = {
    kind: 'scene',
    description: plan.description,
    matched,
    notDrawn,
    engine: BUILTIN_ENGINE_NAME,
    title: plan.title,
    ageGroup: plan.ageGroup,
    setting: plan.setting,
    layout: layoutName satisfies LayoutName,
    verb: verbName,
    characters: cast.map((character) => ({ name: character.name, motif: character.motif })),
    figures: scene.figureCount,
    leadHeightShare: scene.leadBox ? Math.round((scene.leadBox.height / art.height) * 1000) / 1000 : null,
    isLeadInFrame: scene.leadBox ? scene.leadBox.x >= art.x - 1 && scene.leadBox.x + scene.leadBox.width <= art.x + art.width + 1 : null,
    // Every figure whole inside the frame: one the frame cuts loses a tail, a hat's brim or its back (round 14, 32).
    figuresCutByFrame: scene.figures.filter(({ box }) => box.x < clip.x || box.y < clip.y || box.x + box.width > clip.x + clip.width || box.y + box.height > clip.y + clip.height).length,
    joins: scene.joins.slice(0, 16).map((join) => ({ what: join.what, figure: roundPoint(join.figure), thing: roundPoint(join.thing) })),
    planted: (layers.planted ?? []).map(({ name, box }) => ({ name, box: { ...roundPoint(box), width: Math.round(box.width), height: Math.round(box.height) } })),
    lineWidthPx: style.linePx,
    elementCount: layers.occupied.length + scene.subject.length,
    plan,
  };
  return { body: parts.join(''), metadata };
}

/** The pose a figure takes: a refine change first, then the verb's, then a plain one. */
function poseOf(plan: ScenePlan, character: BuiltinCharacterSpec, fallback: PoseName): PoseName {
  const asked = plan.poses[character.name.toLowerCase()];
  if (asked) return asked;
  return fallback;
}

/**
 * How a lone creature makes room for the small thing the words give it (a dog's bone, a bee's sunflower): it stands
 * this share of the art's width left of the middle, at this share of its height, and the thing grows by this much in
 * the room made. Enough for the thing to sit beside it at a size to colour, while the creature stays the page's subject.
 */
const ROOM_FOR_THING = { heroShift: -0.15, leadHeight: 0.72, thingGrowth: 1.3 } as const;
/** How far a crowd steps aside for the thing the words give it, and how much of its height it keeps: its spacing stays that of a crowd in the middle. */
const ROOM_FOR_CROWDS_THING = { heroShift: -0.1, leadHeight: 0.8 } as const;
/**
 * A thing that stands on the ground among a crowd: not up in the sky, a place, or a big thing drawn behind them.
 * Read through its scene art: a tree has no prop of its own but is drawn as the backdrop's leafy tree, so "three kids
 * under a tree" shrank and stepped aside for a thing that never came.
 */
function isCrowdsThing(motif: string): boolean {
  const prop = getComposedProp(sceneArt(motif));
  const kind = motifKind(motif);
  return kind !== 'sky' && kind !== 'place' && (prop === undefined || (prop.stands === 'ground' && prop.size !== 'large'));
}
/** How far throwers step aside for the thing the words give them, and how much of their height they keep: their swung arms reach wider than a crowd's. */
const ROOM_FOR_THROWERS_THING = { heroShift: -0.17, leadHeight: 0.74 } as const;
/** As much of its height as a lone creature in the desert keeps, stepped aside for the cactus: less than for a thing held. */
const ROOM_FOR_CACTUS = 0.84;
/** How high a circus animal stands up on its drum, as a share of its height. */
const CIRCUS_DRUM_LIFT = 0.22;

/** What an icon draws in its own paws, so a page that shows it does not say it could not draw it (the chipmunk's acorn). */
const ICON_HOLDS: Record<string, string[]> = { chipmunk: ['acorn'], 'birthday-cake': ['candle'] };

/**
 * Out in the snow a person wears a winter coat, gloves and a hat: "a snowman and kids throwing snowballs" drew the kids in
 * summer T-shirts (judging 22). Clothes the words name, and the clothes of a role (Santa's suit), are kept.
 */
function dressedForSnowOutdoors(character: BuiltinCharacterSpec): BuiltinCharacterSpec {
  if (!character.figure || !FIGURE_KINDS[character.figure.kind].isPerson || character.figure.kind === 'baby') return character;
  return { ...character, figure: dressedForSnow(character.figure, character.description) };
}

function isSameNoun(a: BuiltinCharacterSpec, b: BuiltinCharacterSpec): boolean {
  return a.motif === b.motif || (a.figure !== null && b.figure !== null && a.figure.kind === b.figure.kind);
}

function drawCast(scene: Scene, castOfWords: BuiltinCharacterSpec[], verb: Verb | null, named: string[]): void {
  const words = scene.context.setting.ground === 'snow' && scene.layout.backdrop !== 'room' ? castOfWords.map(dressedForSnowOutdoors) : castOfWords;
  const wholeCastAct = verb ? wholeCastActFor(verb.meets) : null;
  if (wholeCastAct) return wholeCastAct.drawWholeCast(scene, words);
  if (words.length === 0) return drawLoneThing(scene, named);
  // Riding with only the steed named ("Mia riding a unicorn" before Mia is saved): someone rides it, a child,
  // instead of the steed itself riding a horse.
  const cast = verb?.meets === 'mount' && words.length === 1 && isRideable(words[0]!) ? [createCharacterSpec('child', 'child'), words[0]!] : words;
  const { plan } = scene;
  // A rider's mount: a rideable figure in the cast, a named mount, or the verb's own (a horse).
  let mountIndex = -1;
  if (verb?.meets === 'mount') {
    mountIndex = cast.findIndex((character) => isRideable(character) || MOUNT_MOTIFS.has(character.motif) || character.figure?.kind === 'dragon');
    if (mountIndex === cast.length - 1 && cast.length === 1) mountIndex = -1;
  }
  const leadIndex = mountIndex === 0 ? 1 : 0;
  const lead = cast[leadIndex]!;
  scene.lead = lead;
  // Riding what no one sits on here (a skateboard, a dinosaur, a dolphin) is not riding a horse: with no mount to draw,
  // the rider stands by what the words name, where a horse was swapped in under them.
  const ridden = verb?.meets === 'mount' && mountIndex < 0 ? /\b(?:riding|rides|ride|rode)\s+(?:on\s+)?(?:a|an|the|his|her|their|its)\s+([a-z]+(?:\s[a-z]+){0,2})/i.exec(plan.description) : null;
  const riddenMotif = ridden ? (matchMotifs(ridden[1]!)[0]?.motif ?? null) : null;
  // Riding a thing nothing draws (a surfboard) is no horse either: the page says it could not draw it.
  const isUnmounted = ridden !== null && (riddenMotif === null || (motifKind(riddenMotif) !== 'place' && !MOUNT_MOTIFS.has(riddenMotif)));
  const verbPose = isUnmounted ? 'waving' : (verb?.pose ?? 'waving');
  const leadPose = poseOf(plan, lead, verbPose);
  const isPoseChanged = plan.poses[lead.name.toLowerCase()] !== undefined && leadPose !== verbPose;
  let meets: Meeting = isUnmounted ? 'none' : (verb?.meets ?? 'none');
  if (isPoseChanged) meets = POSE_MEETINGS[leadPose] ?? (HOLDING_POSES.has(leadPose) ? 'hand' : 'none');
  // Juggling, watering and blowing bubbles need hands: a fish or a dog does them as it stands.
  if (leadActFor(meets)?.isForHands && (lead.figure === null || FIGURE_KINDS[lead.figure.kind].plan.stance !== 'biped')) meets = 'none';
  // Without a verb for it, a named seat or deck still decides where the lead is (Santa in his sleigh, a pirate on his ship).
  const namedProp = named.map((motif) => ({ motif, prop: getComposedProp(motif) })).find(({ prop }) => prop && (prop.stands === 'ground' || prop.stands === 'set') && (prop.draw('low').anchors.seat || prop.draw('low').anchors.stand));
  if ((meets === 'none' || meets === 'hand' || meets === 'rod') && namedProp && scene.layout.backdrop !== 'stage') meets = namedProp.prop!.draw('low').anchors.seat && meets === 'none' ? 'seat' : 'stand';
  // Sailing a ship is standing on its deck: it has no seat.
  if (meets === 'seat' && namedProp && !namedProp.prop!.draw('low').anchors.seat) meets = 'stand';
  const others = cast.filter((_, index) => index !== leadIndex && index !== mountIndex);
  const isBuildingNamed = named.some((motif) => getComposedProp(sceneArt(motif))?.stands === 'backdrop' && getComposedProp(sceneArt(motif))?.size === 'large');
  // A guard stands further aside, beside the castle's gate in the middle: from less far his sword arm crossed it.
  if (isBuildingNamed && others.length === 0) scene.heroShift = verb?.pose === 'guarding' ? -0.28 : -0.2;
  // Eating bamboo or making toys, which nothing draws, is not eating the verb's own apple or building its sandcastle:
  // the page says what it could not draw.
  const verbObject = verb ? new RegExp(`\\b(?:${verb.words.join('|')})\\s+(?:(?:a|an|the|some|his|her|their|its)\\s+)?([a-z]+)`, 'i').exec(plan.description)?.[1] : undefined;
  // Only a noun the page will say it could not draw counts: "painting outside", "eating happily" or "eating lunch" name
  // no thing, and keep the verb's own.
  const nameWords = new Set(cast.flatMap((character) => tokenize(character.name)));
  const unnamedThings = undrawnNouns(plan.description, { drawn: new Set(), settingWords: scene.context.setting.keywords, nameWords });
  const isObjectUndrawn = verbObject !== undefined && matchMotifs(verbObject).length === 0 && unnamedThings.includes(verbObject.toLowerCase());
  const thingFor = (kinds: (motif: string) => boolean, fallback?: string): string | null => named.find(kinds) ?? fallback ?? null;
  const isHoldable = (motif: string): boolean => {
    const kind = motifKind(motif);
    return kind !== 'place' && kind !== 'being' && kind !== 'sky' && kind !== 'vehicle' && (!getComposedProp(motif) || HELD_ART[motif] !== undefined);
  };
  const crowdPose = (character: BuiltinCharacterSpec, index: number): PoseName => {
    // A baby beside someone reading or baking sits and watches: it held its own book.
    if (character.figure?.kind === 'baby') return poseOf(plan, character, 'standing');
    // A pet by a sleeper curls up asleep too: it stood wide awake by the boy asleep under the stars.
    const isPetAsleep = verb?.meets === 'bed' && character.figure !== null && FIGURE_KINDS[character.figure.kind].plan.stance === 'quadruped';
    const sharesVerb = verb && (isSameNoun(character, lead) || isPetAsleep || ['none', 'hand', 'water', 'sky', 'seat', 'hug', 'table'].includes(verb.meets));
    const varied = verb?.crowdPoses?.[index % verb.crowdPoses.length];
    return poseOf(plan, character, varied ?? (sharesVerb && verb ? verb.pose : index % 2 === 0 ? 'waving' : 'standing'));
  };

  const act = leadActFor(meets);
  if (act) return act.draw(scene, { lead, pose: leadPose, others, crowdPose, named });
  switch (meets) {
    case 'mount': {
      // A bike or scooter the words name is a thing, not one of the cast: ridden all the same, not swapped for a horse.
      const namedMount = named.find((motif) => MOUNT_MOTIFS.has(motif)) ?? verb?.thing ?? 'horse';
      const mount = mountIndex >= 0 ? cast[mountIndex]! : createCharacterSpec(namedMount, namedMount);
      drawRider(scene, lead, mount, leadPose, others.length > 0);
      break;
    }
    case 'cab': {
      const vehicle = thingFor((motif) => motifKind(motif) === 'vehicle' && !MOUNT_MOTIFS.has(motif), verb?.thing)!;
      drawDriver(scene, lead, vehicle, leadPose, others.length > 0);
      break;
    }
    case 'kite':
      drawKiteFlyer(scene, lead, leadPose, others.length > 0);
      break;
    case 'foot':
      drawKicker(scene, lead, thingFor((motif) => /ball/.test(motif), verb?.thing ?? 'soccer-ball')!, leadPose, others.length > 0, named.includes('soccer-goal'));
      break;
    case 'seat':
    case 'stand': {
      const prop = namedProp?.motif ?? (verb?.thing && getComposedProp(verb.thing) ? verb.thing : null);
      if (prop === 'swing-set' && meets === 'seat') {
        drawSwinger(scene, lead, others, crowdPose);
        return;
      }
      if (prop) {
        drawOnProp(scene, lead, prop, meets === 'seat' ? leadPose : leadPose === 'sitting' ? 'waving' : leadPose, others, crowdPose, verb?.meets === 'rod');
        return;
      }
      // Sitting with nothing named to sit on is sitting on the ground (the grass, the sand), not on an unseen chair.
      const onGround = (pose: PoseName): PoseName => (pose === 'sitting' ? 'sitting-on-ground' : pose);
      lineUp(scene, [lead, ...others], (character, index) => onGround(index === 0 ? leadPose : crowdPose(character, index)), null);
      return;
    }
    case 'bed':
      drawSleeper(scene, lead, leadPose, named, others.length > 0);
      break;
    case 'beside': {
      // A snowman files under weather among the icons, but it is built on the ground like a sandcastle.
      const isBuildable = (motif: string): boolean => !['being', 'place'].includes(motifKind(motif)) && (motifKind(motif) !== 'sky' || !/sun|moon|star|cloud|rainbow|planet|comet/.test(motif));
      const thing = thingFor(isBuildable, isObjectUndrawn ? undefined : verb?.thing);
      if (!thing) {
        lineUp(scene, [lead, ...others], (character, index) => (index === 0 ? leadPose : crowdPose(character, index)), null);
        return;
      }
      drawBesideThing(scene, lead, thing, leadPose, verb?.tool ?? null, others.length > 0);
      break;
    }
    case 'rod':
      drawFisher(scene, lead, leadPose, others.length > 0);
      break;
    case 'throw': {
      const ball = thingFor((motif) => /ball/.test(motif), verb?.thing ?? 'softball');
      // The throwers step aside for another thing the words name ("a snowman and kids throwing snowballs"): spread over
      // the page's width they left it no room, and the page said it could not draw the snowman (judging 22).
      if (others.length >= 1 && others.length <= 3 && plan.extras.some((motif) => motif !== ball && isCrowdsThing(motif))) {
        scene.heroShift = ROOM_FOR_THROWERS_THING.heroShift;
        scene.leadHeight *= ROOM_FOR_THROWERS_THING.leadHeight;
      }
      lineUp(scene, [lead, ...others], (character, index) => (index === 0 ? leadPose : crowdPose(character, index)), ball);
      return;
    }
    case 'table':
      drawAtTable(scene, [lead, ...others], leadPose, named);
      return;
    case 'hug':
      if (others.length > 0) {
        drawHuggers(scene, lead, others[0]!, leadPose);
        placeCrowd(scene, others.slice(1), (character, index) => crowdPose(character, index + 1));
        return;
      }
      lineUp(scene, [lead], () => 'holding', 'teddy-bear');
      return;
    case 'hand':
    case 'water':
    case 'sky':
    case 'none': {
      const isCastleNamed = named.includes('castle') || (plan.setting === 'castle' && /\b(castle|palace|tower)\b/i.test(plan.description));
      if (meets === 'none' && isCastleNamed && IN_CASTLE_TOWER.test(plan.description)) {
        drawOnBalcony(scene, lead, leadPose, 'castle');
        placeCrowd(scene, others, crowdPose);
        return;
      }
      const held = meets === 'hand' ? thingFor(isHoldable, isObjectUndrawn ? undefined : (verb?.thing ?? undefined)) : null;
      const everyone = [lead, ...others];
      // Up on a lily pad that floats inside the pond, a creature is smaller than one swimming in it.
      const isOnLilyPad = meets === 'water' && ON_LILY_PAD.test(plan.description) && everyone.every((character) => character.figure === null);
      if (isOnLilyPad) scene.leadHeight *= LILY_PAD_SITTER;
      // A lone four-legged creature (or a creature icon) filled the page's width, so the small thing the words give it
      // (a dog's bone, a bee's sunflower) found no room beside it and the page said it couldn't draw it: the creature
      // steps aside, a little smaller. One standing up is narrow and keeps the middle, a thing free on either side.
      // A baby sits as wide as it is tall, arms out: it steps aside for its thing (a rattle) as a creature on all fours does.
      const isWideLoner = others.length === 0 && scene.layout === LAYOUTS.hero && (lead.figure === null || FIGURE_KINDS[lead.figure.kind].plan.stance === 'quadruped' || lead.figure.kind === 'baby');
      const isHeldByNone = meets === 'none' || (meets === 'hand' && lead.figure === null);
      // So does a small thing composed for the words that stands on the ground beside it (a bird's cage, a dog's lunchbox).
      const isSmallComposedThing = (motif: string): boolean => {
        const prop = getComposedProp(motif);
        return prop !== undefined && prop.kind === 'thing' && prop.stands === 'ground' && prop.size !== 'large' && prop.besideShare === undefined;
      };
      if (isHeldByNone && isWideLoner && plan.extras.some((motif) => isHoldable(motif) || isSmallComposedThing(motif) || (motifKind(motif) === 'vehicle' && !getComposedProp(motif)))) {
        scene.heroShift = ROOM_FOR_THING.heroShift;
        scene.leadHeight *= ROOM_FOR_THING.leadHeight;
        scene.isRoomMadeForThing = true;
      }
      // A lone figure steps aside for a thing that stands big beside it (a witch's cauldron): in the middle it left room
      // at either side only for a pot at her shoes.
      // In a room too: "a grandma knitting by the fire" left her fireplace no room beside her (judging 22).
      else if (isHeldByNone && others.length === 0 && (scene.layout === LAYOUTS.hero || scene.layout === LAYOUTS.underwater || scene.layout.backdrop === 'room') && plan.extras.some((motif) => getComposedProp(sceneArt(motif))?.besideShare !== undefined)) {
        scene.heroShift = ROOM_FOR_THING.heroShift;
        // Under the sea a lone creature (an octopus) filled the open water's width: a treasure chest on the floor beside
        // it found no room, so it is smaller too.
        if (scene.layout === LAYOUTS.underwater || scene.layout.backdrop === 'room') scene.leadHeight *= ROOM_FOR_THING.leadHeight;
      }
      // Where it steps aside for the tall thing on the near ground (the desert's cactus), a place drawn only far off
      // behind it did not read.
      else if (isWideLoner && scene.context.setting.isLonerSteppedAside) {
        scene.heroShift = ROOM_FOR_THING.heroShift;
        scene.leadHeight *= ROOM_FOR_CACTUS;
      }
      // Three or four spread over the page's width, so the thing the words give them (a Christmas tree to decorate, a
      // cake, a ball) found no room and the page said it couldn't draw it: the crowd steps aside for it.
      else if (meets === 'none' && others.length >= 2 && others.length <= 3 && plan.extras.some(isCrowdsThing)) {
        scene.heroShift = ROOM_FOR_CROWDS_THING.heroShift;
        scene.leadHeight *= ROOM_FOR_CROWDS_THING.leadHeight;
        scene.isRoomMadeForThing = true;
      }
      if (meets === 'none' && others.length > 0 && others.length < 5 && named.includes('campfire') && everyone.every((character) => character.figure !== null && FIGURE_KINDS[character.figure.kind].isPerson)) return drawRoundCampfire(scene, everyone);
      // A bird reading in a tree reads up on its bough, the book open in its wings: "an owl reading a book in a tree"
      // stood on the grass before the trees (judging 22).
      const isPerchedReader = meets === 'hand' && leadPose === 'reading' && held !== null && /book/.test(held);
      if ((meets === 'none' || isPerchedReader) && others.length === 0 && PERCHERS.has(lead.motif) && named.includes('deciduous-tree') && IN_A_TREE.test(plan.description)) return drawPercher(scene, lead, isPerchedReader ? held : null);
      // In space there is no water: "an astronaut floating in space" drifted in a pond among reeds under the planets.
      const isInPond = meets === 'water' && scene.layout.backdrop !== 'underwater' && scene.layout.backdrop !== 'space';
      if (isInPond) {
        drawPond(scene);
        if (everyone.every((character) => SWIMMER_ART[character.motif])) return drawFloaters(scene, everyone);
        if (others.length === 0 && lead.figure && FIGURE_KINDS[lead.figure.kind].isPerson) return drawPoolSwimmer(scene, lead);
      }
      // A wading bird in a pond stands in its shallows on its long legs, among the reeds: on the grass the page said it
      // couldn't draw the pond.
      // A frog or duck named with it shares the pond: "a crane and a frog at the pond" stood them both on the grass.
      const isWading = meets === 'none' && WADERS.has(lead.motif) && others.every((other) => WADERS.has(other.motif) || WATER_DWELLERS.has(other.motif)) && STILL_WATER.test(plan.description) && scene.layout.backdrop === 'outdoor';
      if (isWading) {
        drawPond(scene);
        if (scene.pond) scene.groundY = scene.pond.cy + scene.pond.ry * WADING_DEPTH;
      }
      // A lone animal at the circus performs, up on a round drum before the big top: standing on the grass outside the
      // tent it was "not a circus act" (round 16).
      const drumLift = others.length === 0 && meets === 'none' && !held && named.includes('big-top') && !(lead.figure && FIGURE_KINDS[lead.figure.kind].isPerson) ? scene.leadHeight * CIRCUS_DRUM_LIFT : 0;
      scene.groundY -= drumLift;
      lineUp(scene, everyone, (character, index) => (index === 0 ? leadPose : crowdPose(character, index)), held);
      if (isWading && scene.leadBox) drawWadingRipples(scene, scene.leadBox);
      scene.groundY += drumLift;
      if (drumLift > 0) standOnCircusDrum(scene, drumLift, lead.figure === null || FIGURE_KINDS[lead.figure.kind].plan.stance === 'quadruped');
      if (scene.context.setting.isLeapedOutOf) return drawLeapOutOfSea(scene);
      if (isInPond) {
        // "A frog on a lily pad" sits up on a big one; other creatures of the pond swim among small ones.
        const seats = isOnLilyPad ? seatOnLilyPads(scene) : [];
        if (!isOnLilyPad) coverInWater(scene);
        if (everyone.every((character) => WATER_DWELLERS.has(character.motif))) drawLilyPads(scene, seats);
      }
      return;
    }
  }
  placeCrowd(scene, others, crowdPose);
}

/** How wide a campfire the friends sit round is, as a share of the art's width: the middle of the page, not a speck. */
const ROUND_CAMPFIRE_WIDTH = 0.4;
/** Where the friends either side of the fire sit, out from the middle as a share of the art's width. */
const FIRESIDE_OFFSET = 0.34;

/**
 * Friends round a campfire the words name: a big fire in the middle, one friend sitting on the grass each side of it
 * facing in, the rest sitting further back behind its flames. They stood in a row filling the page's width, with no
 * fire at all, and the page said it couldn't draw the campfire.
 */
function drawRoundCampfire(scene: Scene, everyone: BuiltinCharacterSpec[]): void {
  const { art, groundY, style, layers } = scene;
  const cx = art.x + art.width / 2;
  const fire = drawMotif({ motif: 'campfire', cx, bottom: groundY, size: art.width * ROUND_CAMPFIRE_WIDTH, linePx: style.linePx, detail: style.detail });
  if (!fire) return lineUp(scene, everyone, (character) => poseOf(scene.plan, character, 'waving'), null);
  const height = scene.leadHeight * 0.72;
  const sit = (character: BuiltinCharacterSpec, centre: number, bottom: number, facing: 1 | -1, scale: number): void => {
    const tall = height * scale;
    const region: Box = { x: centre - tall * 0.5, y: bottom - tall, width: tall, height: tall };
    addFigure(scene, drawBeingInBox(character, { pose: poseOf(scene.plan, character, 'sitting-on-ground'), facing, style, prop: null }, region, tall), character);
  };
  // Behind the flames first, smaller and further off, so the fire stands in front of them.
  const behind = everyone.slice(2, 5);
  const backBottom = fire.box.y + fire.box.height * 0.38;
  behind.forEach((character, index) => sit(character, cx + (index - (behind.length - 1) / 2) * art.width * 0.24, backBottom, index % 2 === 0 ? 1 : -1, 0.7));
  layers.main.push(fire.markup);
  scene.subject.push(fire.box);
  scene.used.add('campfire');
  everyone.slice(0, 2).forEach((character, index) => sit(character, cx + (index === 0 ? -1 : 1) * art.width * FIRESIDE_OFFSET, groundY + art.height * 0.02, index === 0 ? 1 : -1, 1));
  scene.joins.push({ what: 'friends-round-fire', figure: { x: cx - art.width * FIRESIDE_OFFSET, y: groundY }, thing: { x: cx, y: fire.box.y + fire.box.height } });
}

/** Birds that sit up in a tree the words name ("an owl in a tree"), rather than standing on the grass beside it. */
const PERCHERS = new Set(['owl', 'bird', 'parrot']);
/** How much of the height from the art's top to the ground the perching tree fills, the rest sky for the moon or sun. */
const PERCH_TREE_SHARE = 0.86;
/** A perching bird's height in the leafy tree's units (100 wide): it reads at a glance, yet sits among the leaves. */
const PERCHER_HEIGHT = 50;

/**
 * A bird up in a tree: a big leafy tree fills the page from the grass up, and the bird stands on a bough reaching out
 * past the canopy's right side. It stood on the grass, as big as the page, and the page said it could not draw the tree.
 */
function drawPercher(scene: Scene, bird: BuiltinCharacterSpec, book: string | null): void {
  const { art, groundY, style, layers } = scene;
  const unit = Math.min(((groundY - art.y) * PERCH_TREE_SHARE) / 120, (art.width * 0.94) / 112);
  const left = art.x + (art.width - 112 * unit) / 2;
  const tree = drawMotif({ motif: sceneArt('deciduous-tree'), cx: left + 50 * unit, bottom: groundY, size: 120 * unit, linePx: style.linePx, detail: style.detail });
  if (!tree) return;
  const bough = treeBough(tree.box, style.linePx);
  layers.main.push(bough.markup, tree.markup);
  // Grass and mushrooms keep off the bough as well as the tree: a tuft sat on its end.
  scene.subject.push(tree.box, bough.box);
  scene.used.add('deciduous-tree');
  const height = PERCHER_HEIGHT * unit;
  const region: Box = { x: bough.perch.x - height * 0.6, y: bough.perch.y - height * 1.1, width: height * 1.2, height: height * 1.1 };
  const pose = book ? 'reading' : poseOf(scene.plan, bird, 'standing');
  const drawn = drawBeingInBox(bird, { pose, facing: -1, style, prop: book ? 'open-book' : null, expression: book ? scene.verb?.expression : undefined }, region, height);
  addFigure(scene, drawn, bird);
  if (book && drawn.propBox) {
    scene.used.add(book);
    const chin = { x: drawn.headBox.x + drawn.headBox.width / 2, y: drawn.headBox.y + drawn.headBox.height };
    scene.joins.push({ what: 'held-below-face', figure: chin, thing: { x: drawn.propBox.x + drawn.propBox.width / 2, y: drawn.propBox.y } });
  }
  // Its talons' tips, the foot of its outline, grip the bough's top.
  scene.joins.push({ what: 'feet-on-bough', figure: { x: drawn.anchors.feet.front.x, y: drawn.box.y + drawn.box.height }, thing: bough.perch });
}

/**
 * Whether a pet among people stands in the front row: in the back row, the child beside it hid its head (a girl, her
 * dog and friends). Only the one four-legged figure among them: brought forward beside another (a farmer's cow by his
 * horse), the horse's head hid the cow's face.
 */
export function isPetAmongPeople(character: BuiltinCharacterSpec, everyone: BuiltinCharacterSpec[]): boolean {
  const isFourLegged = (being: BuiltinCharacterSpec): boolean => being.figure !== null && FIGURE_KINDS[being.figure.kind].plan.stance === 'quadruped';
  return isFourLegged(character) && everyone.filter(isFourLegged).length === 1 && everyone.some((being) => being.figure !== null && FIGURE_KINDS[being.figure.kind].isPerson);
}

/**
 * Everyone in a row across the page, in two depth rows when there are three or more: the back row
 * smaller and drawn first, so the front row hides it where they overlap.
 */
function lineUp(scene: Scene, everyone: BuiltinCharacterSpec[], poseFor: (character: BuiltinCharacterSpec, index: number) => PoseName, held: string | null): void {
  const { art, plan } = scene;
  const count = everyone.length;
  const lead = everyone[0]!;
  // Icons or four-legged figures of one kind (cows) graze spread over the field.
  const isGrazer = (character: BuiltinCharacterSpec): boolean => character.figure === null || FIGURE_KINDS[character.figure.kind].plan.stance === 'quadruped';
  // Not afloat: spread down the field, a herd's front ones stood on the bank below the pond.
  if (count >= 3 && everyone.every((character) => isGrazer(character) && character.motif === lead.motif) && ['outdoor', 'night'].includes(scene.layout.backdrop) && !held && !scene.pond) return drawHerd(scene, everyone);
  if (scene.layout.backdrop === 'underwater' && poseFor(lead, 0) === 'swimming' && lead.figure && everyone.slice(1).every((character) => character.figure === null)) return drawSwimmingHero(scene, lead, everyone.slice(1));
  if (!held && isKinPair(scene, everyone)) return drawKinPair(scene, everyone, poseFor(lead, 0));
  const leadNatural = naturalHeight(lead);
  const share = count === 1 ? 1 : count === 2 ? 0.88 : 0.74;
  // Two reading "together" share one book held open between them, standing close enough to both hold it.
  // One reading to another (a mom to her baby) shares the book with the listener too: apart, each with a book of its
  // own or the baby with none, nobody was read to (judging 19). A pet listens from where it is.
  const isReadTo = READ_TO_WORDS.test(plan.description) && everyone.every((character) => character.figure !== null && FIGURE_KINDS[character.figure.kind].plan.stance === 'biped');
  const isSharedBook = count === 2 && held !== null && /book/.test(held) && scene.verb === VERBS.reading && (isReadTo || (SHARED_WORDS.test(plan.description) && everyone.every((character) => character.figure !== null && poseFor(character, everyone.indexOf(character)) === 'reading')));
  // Copies of one icon (a herd of cows) would be mirror twins: they all face one way, each its own size.
  const iconSizes = [1, 0.84, 0.94, 0.8, 0.9, 0.86];
  // A group of one kind and one other named after it ("the three little pigs and the big bad wolf"): the other stands
  // apart at the side, in front, facing them; as one of the row it sat half behind a pig.
  const apart = count >= 3 && !held && everyone.slice(0, -1).every((character) => character.motif === lead.motif) && everyone[count - 1]!.motif !== lead.motif ? count - 1 : -1;
  const APART_AT = 0.86;
  const centreOf = (index: number): number => {
    const slotWidth = (art.width * (1 - 2 * Math.abs(scene.heroShift))) / (count >= 3 ? (count + 1) / 2 + 0.4 : count);
    if (apart >= 0) return art.x + art.width * (index === apart ? APART_AT : 0.05 + (APART_AT - 0.33) * ((index + 0.5) / (count - 1)));
    return isSharedBook ? art.x + art.width * (index === 0 ? 0.24 : 0.76) : count === 1 ? art.x + art.width * (0.5 + scene.heroShift) : count >= 3 ? art.x + art.width * (0.5 + scene.heroShift + (1 - 2 * Math.abs(scene.heroShift)) * ((index + 0.75) / (count + 0.5) - 0.5)) : art.x + slotWidth * (index + 0.5);
  };
  const leadCentre = centreOf(0);
  const placements = everyone.map((character, index) => {
    const verbPose = poseFor(character, index);
    const pose = verbPose === 'eating' && held !== null && !isBittenAtMouth(held) ? 'holding' : verbPose;
    const isIcon = character.figure === null;
    const isBack = (apart >= 0 ? index !== apart && count >= 5 : count >= 3 || (isIcon && count === 2)) && index % 2 === 1 && !isPetAmongPeople(character, everyone);
    const slotWidth = (art.width * (1 - 2 * Math.abs(scene.heroShift))) / (count >= 3 ? (count + 1) / 2 + 0.4 : count);
    const centre = centreOf(index);
    const scale = plan.scales[character.name.toLowerCase()] ?? plan.scales[character.motif] ?? 1;
    // The group a little smaller, so the one apart has room beside it.
    const groupShare = apart >= 0 && index !== apart ? 0.76 : 1;
    const height = Math.min(scene.leadHeight * share * groupShare * (naturalHeight(character) / leadNatural) * scale * (isBack ? 0.86 : 1) * (isIcon ? iconSizes[index % iconSizes.length]! : 1), art.height * 0.9);
    // Animals beside a figure turn to it (hens to the farmer feeding them); on their own they all face one way.
    const isBesideFigure = isIcon && index > 0 && lead.figure !== null;
    const facing: 1 | -1 = apart >= 0 ? (index === apart ? -1 : 1) : isBesideFigure ? (centre < leadCentre ? 1 : -1) : count === 1 || isIcon ? 1 : centre < art.x + art.width / 2 ? 1 : -1;
    const region = regionFor(scene, pose, centre, slotWidth * (isBack ? 1.25 : 1.05), height, isBack);
    return { character, index, pose, facing, height, region, isBack };
  });
  const readers: SharingReader[] = [];
  let apartBox: Box | null = null;
  let groupRight = -Infinity;
  // A baby cannot stand to share the book: the one reading to it kneels beside it, the baby up on its knees.
  const isToBaby = isSharedBook && everyone.some((character) => character.figure?.kind === 'baby');
  for (const placement of [...placements.filter((p) => p.isBack), ...placements.filter((p) => !p.isBack)]) {
    const { character, pose, facing } = placement;
    if (isSharedBook) {
      const draw = (share: number): DrawnBeing => drawBeingInBox(character, { pose: isToBaby ? 'reading-kneeling' : 'reading-together', facing, style: scene.style, prop: null, expression: scene.verb?.expression }, placement.region, placement.height * share);
      readers.push({ reader: draw(1), character, redraw: draw });
      continue;
    }
    const isDoer = placement.index === 0 || isSameNoun(character, lead) || pose === poseFor(lead, 0);
    const prop = held && isDoer && HOLDING_POSES.has(pose) ? held : HOLDING_POSES.has(pose) ? (character.figure?.prop ?? null) : null;
    const expression = isDoer ? scene.verb?.expression : undefined;
    // The composer holds things itself, below the face: a figure's own prop sits where its hands meet, often over the chin.
    // A reader on two legs holds its book open in both hands, turned to face it (figure/held-book.ts).
    const isReadingBook = pose === 'reading' && prop !== null && /book/.test(prop) && character.figure !== null && FIGURE_KINDS[character.figure.kind].plan.stance === 'biped';
    let drawn: DrawnBeing;
    if (pose === 'flying' && character.figure) drawn = drawFlyer(scene, character, placement.region, placement.height, facing);
    else if (pose === 'flying' && FLYING_BIRD_ART[character.motif]) drawn = drawBeingInBox({ ...character, motif: FLYING_BIRD_ART[character.motif]! }, { pose, facing, style: scene.style, prop: null }, flockSlot(scene, placement.region, placement.index, count), placement.height);
    else if (pose === 'flying' && PERCHED_BIRD_ICONS.has(character.motif)) drawn = tipIntoFlight(scene, drawBeingInBox(character, { pose, facing, style: scene.style, prop: null }, flockSlot(scene, placement.region, placement.index, count), placement.height), facing);
    // Held up to look at, the thing stands upright in a fist closed round its lower end.
    else drawn = drawBeingInBox(character, { pose, facing, style: scene.style, prop: isReadingBook ? 'open-book' : null, expression, fists: pose === 'examining' && prop ? { front: 0 } : undefined }, placement.region, placement.height);
    // In the mud the words name, the lead stands in a wallow of it, its feet inside the pool's rim: "a pig rolling in
    // the mud" stood on clean grass.
    if (placement.index === 0 && IN_MUD.test(plan.description) && !scene.used.has('mud-puddle')) {
      const feet = drawn.box.y + drawn.box.height;
      const width = drawn.box.width * MUD_WIDTH;
      const bottom = Math.min(placement.region.y + placement.region.height - scene.style.linePx, feet + width * 0.12);
      const mud = drawMotif({ motif: 'mud-puddle', cx: drawn.box.x + drawn.box.width / 2, bottom, size: width, linePx: scene.style.linePx, detail: scene.style.detail });
      if (mud) {
        scene.layers.scatter.push(mud.markup);
        scene.subject.push(mud.box);
        scene.used.add('mud-puddle');
        scene.joins.push({ what: 'feet-in-mud', figure: { x: drawn.box.x + drawn.box.width / 2, y: feet }, thing: { x: mud.box.x + mud.box.width / 2, y: mud.box.y + mud.box.height } });
      }
    }
    if (pose === 'jumping' && character.figure) {
      // A shadow under the middle of the jump, a little below the feet with nothing between, shows they are off the
      // ground; it and the air above it are kept clear like a figure, and it is narrow enough to sit between a garden's
      // front flower beds. Down on the ground line, joining the beds under a bush and a watering can, it read as "a flat
      // oval that doesn't read as anything" (round 14). It is flat, like a sheet's shadow: at a quarter as tall as wide,
      // beside the path's stepping stones, round 15 asked whether it was "a puddle or hole?".
      const feet = drawn.box.y + drawn.box.height;
      const regionBottom = placement.region.y + placement.region.height - scene.style.linePx;
      // Jumping in a puddle the words name, the puddle is under the jump where the shadow would be: off to the side
      // among the flowers, it was a pond no one was jumping in.
      const puddle = plan.extras.includes('puddle') && !scene.used.has('puddle') ? drawMotif({ motif: 'puddle', cx: drawn.box.x + drawn.box.width / 2, bottom: Math.min(regionBottom, feet + placement.height * 0.2), size: drawn.box.width * 0.75, linePx: scene.style.linePx, detail: scene.style.detail }) : null;
      if (puddle) {
        scene.layers.scatter.push(puddle.markup);
        scene.subject.push(puddle.box);
        scene.used.add('puddle');
        scene.joins.push({ what: 'puddle-under-jump', figure: { x: puddle.box.x + puddle.box.width / 2, y: feet }, thing: { x: puddle.box.x + puddle.box.width / 2, y: puddle.box.y } });
      }
      const shadowY = Math.min(regionBottom, feet + placement.height * 0.08);
      const shadow = { cx: drawn.box.x + drawn.box.width / 2, rx: drawn.box.width * 0.13, ry: placement.height * 0.022 };
      if (!puddle) scene.layers.scatter.push(`<ellipse cx="${fmt(shadow.cx)}" cy="${fmt(shadowY)}" rx="${fmt(shadow.rx)}" ry="${fmt(shadow.ry)}" fill="#fff" stroke="#000" stroke-width="${fmt(scene.style.linePx)}"/>`);
      scene.subject.push({ x: shadow.cx - shadow.rx, y: shadowY - shadow.ry, width: shadow.rx * 2, height: shadow.ry * 2 });
      scene.subject.push({ x: shadow.cx - shadow.rx * 0.6, y: feet, width: shadow.rx * 1.2, height: shadowY - feet });
      // The air under the belly is kept clear too: a watering can planted in the box's gap beside the forelegs hung in
      // the air by the belly, with no ground drawn under it (round 15).
      const belly = drawn.box.y + drawn.box.height * 0.5;
      scene.subject.push({ x: drawn.box.x, y: belly, width: drawn.box.width, height: feet - belly });
      scene.joins.push({ what: 'shadow-under-jump', figure: { x: shadow.cx, y: feet }, thing: { x: shadow.cx, y: shadowY - shadow.ry } });
    }
    addFigure(scene, drawn, character);
    if (placement.index === apart) apartBox = drawn.box;
    else if (apart >= 0) groupRight = Math.max(groupRight, drawn.box.x + drawn.box.width);
    if (isReadingBook && count === 1 && scene.layout.backdrop === 'room') standOnMat(scene, drawn, placement.height);
    if (!prop || !character.figure) continue;
    if (isReadingBook && drawn.propBox) {
      scene.used.add(prop);
      const chin = { x: drawn.headBox.x + drawn.headBox.width / 2, y: drawn.headBox.y + drawn.headBox.height };
      scene.joins.push({ what: 'held-below-face', figure: chin, thing: { x: drawn.propBox.x + drawn.propBox.width / 2, y: drawn.propBox.y } });
      continue;
    }
    const thing = scene.verb === VERBS.reading && /book/.test(prop) ? 'open-book' : prop;
    if (pose === 'throwing') drawThrownBall(scene, drawn, thing, placement.height);
    // Held up to look at beside the face, its lower end in the middle of the fist, which is drawn over it: lower, it
    // ran on down through the wrist and cuff (round 11).
    else if (pose === 'examining') drawHeld(scene, drawn, thing, placement.height, 0.22, 0);
    else if (pose === 'eating' && HELD_ART[thing]?.share === undefined && FIGURE_KINDS[character.figure.kind].plan.stance === 'biped' && drawEatenAtMouth(scene, drawn, thing, placement.height)) continue;
    else drawHeld(scene, drawn, thing, placement.height);
    if (!HELD_ART[prop]?.isCutFromBeside) scene.used.add(prop);
  }
  if (isSharedBook && readers.length === 2) drawSharedBook(scene, readers, held, isToBaby);
  // Measured by tests: the one apart clear of the group's nearest edge.
  if (apartBox) scene.joins.push({ what: 'apart-from-group', figure: { x: groupRight, y: apartBox.y }, thing: { x: apartBox.x, y: apartBox.y } });
}

/** A reader of a shared book, and the same reader drawn again at a share of its height. */
interface SharingReader {
  reader: DrawnBeing;
  character: BuiltinCharacterSpec;
  redraw: (share: number) => DrawnBeing;
}

/**
 * One open book held between two readers turned to each other: its outer edges in the hands nearest
 * each other, drawn again over its covers so each grips a side, its top just under both chins so both
 * look down into the same pages.
 */
function drawSharedBook(scene: Scene, pair: SharingReader[], book: string, isToBaby: boolean): void {
  const { art, style } = scene;
  const [first, second] = pair[0]!.reader.box.x <= pair[1]!.reader.box.x ? [pair[0]!, pair[1]!] : [pair[1]!, pair[0]!];
  const nearest = (reader: DrawnBeing, towardsX: number): 'back' | 'front' => {
    const { back, front } = reader.anchors.hands;
    return Math.abs(front.x - towardsX) <= Math.abs(back.x - towardsX) ? 'front' : 'back';
  };
  const middle = (first.reader.box.x + first.reader.box.width + second.reader.box.x) / 2;
  const leftSide = nearest(first.reader, middle);
  const rightSide = nearest(second.reader, middle);
  // The hands a little in from the book's outer edges, so each covers one edge: the two step together or apart until
  // their hands are a book's width apart (a book wider than the gap had both hands on its pages).
  const inset = style.linePx * 2;
  // About a third of the page across, to read as a book at a glance: at a fifth, round 13 saw "a small book".
  const width = art.width * 0.32;
  // The pair centred in the frame as a whole: a long tail and a wing behind the left reader ran out past the frame's
  // edge while the right one left room (round 11); wider than the frame, both are drawn smaller until they fit, so
  // neither a tail nor a cap's brim is cut off by it (round 14, 32).
  const placePair = (leftReader: DrawnBeing, rightReader: DrawnBeing): { left: DrawnBeing; right: DrawnBeing; span: number } => {
    const gap = rightReader.anchors.hands[rightSide].x - leftReader.anchors.hands[leftSide].x;
    const step = (width - 2 * inset - gap) / 2;
    // A baby's big round head reaches out past its short arms: it steps back until its face is clear of the book's
    // edge, or the book dropped below its chin to the ground. The book stays centred between the hands, so each step
    // back takes its edge half as far: twice the overlap, and a line's width to spare.
    const overlap = (faceEdge: number, bookEdge: number): number => (isToBaby ? Math.max(0, 2 * (faceEdge - bookEdge) + style.linePx) : 0);
    const leftClear = overlap(leftReader.headBox.x + leftReader.headBox.width * 0.8, leftReader.anchors.hands[leftSide].x - inset);
    const rightClear = overlap(rightReader.anchors.hands[rightSide].x + inset, rightReader.headBox.x + rightReader.headBox.width * 0.2);
    const pairLeft = leftReader.box.x - step - leftClear;
    const pairRight = rightReader.box.x + rightReader.box.width + step + rightClear;
    const centring = art.x + art.width / 2 - (pairLeft + pairRight) / 2;
    return { left: moveBeing(leftReader, -step - leftClear + centring, 0), right: moveBeing(rightReader, step + rightClear + centring, 0), span: pairRight - pairLeft };
  };
  let placed = placePair(first.reader, second.reader);
  for (let share = 1, tries = 0; placed.span > art.width && tries < 4; tries++) {
    // The book keeps its width: only the readers' part of the span shrinks.
    share *= Math.max(0.5, 1 - (placed.span - art.width) / (placed.span - width));
    placed = placePair(first.redraw(share), second.redraw(share));
  }
  const { left, right } = placed;
  addFigure(scene, left, first.character);
  addFigure(scene, right, second.character);
  // Air over a baby's head: its curl stands above its box, and a flower planted there grew out of it.
  if (isToBaby) for (const { headBox } of [left, right]) scene.subject.push({ ...headBox, y: headBox.y - headBox.height * 0.3, height: headBox.height * 0.3 });
  const leftHand = left.anchors.hands[leftSide];
  const rightHand = right.anchors.hands[rightSide];
  // Open and tipped back between them, its pages turned up to the two readers looking down into it (figure/held-book.ts):
  // stood upright facing out, round 12 saw it "held out toward the viewer instead of read".
  const height = width * 0.5;
  const cx = (leftHand.x + rightHand.x) / 2;
  const chin = Math.max(left.headBox.y + left.headBox.height, right.headBox.y + right.headBox.height);
  // The hands under its outer edges, unless that would lift it over a face: between the two heads it may rise past a
  // chin (held under the taller one's chin, it hung at the shorter one's hips).
  const held = (leftHand.y + rightHand.y) / 2 + height * 0.3;
  const heldBox: Box = { x: cx - width / 2, y: held - height * 1.04, width, height: height * 1.04 };
  const isOverFace = [left.headBox, right.headBox].some((head) => boxesOverlap({ ...head, x: head.x + head.width * 0.2, width: head.width * 0.6 }, heldBox, 0));
  const bottom = isOverFace ? Math.max(held, chin + style.linePx * 2 + height * 1.04) : held;
  // Its cover's edge stands out past the pages: the pages narrower by that, so the cover's outer edges are in the hands.
  const drawn = drawHeldBook(cx, bottom, width - 2 * (Math.max(width * 0.05, style.linePx * 2 + 16) + style.linePx), style.linePx);
  // A wing has no hand to draw again: its tip, feathers tapering down to a point, laps over the cover's edge instead
  // (an oval there read as a hand, round 11).
  const wingTip = (hand: Point): string => {
    const r = Math.max(left.headBox.width, right.headBox.width) * 0.09;
    const x = hand.x;
    const y = hand.y - r * 0.9;
    const path = `M${fmt(x - r)} ${fmt(y)}Q${fmt(x - r)} ${fmt(y - r * 1.1)} ${fmt(x)} ${fmt(y - r * 1.1)}Q${fmt(x + r)} ${fmt(y - r * 1.1)} ${fmt(x + r)} ${fmt(y)}Q${fmt(x + r * 0.7)} ${fmt(y + r * 1.4)} ${fmt(x)} ${fmt(y + r * 2.2)}Q${fmt(x - r * 0.7)} ${fmt(y + r * 1.4)} ${fmt(x - r)} ${fmt(y)}Z`;
    return `<path d="${path}" fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round"/>`;
  };
  scene.layers.main.push(drawn.markup, left.grip?.[leftSide] || wingTip(leftHand), right.grip?.[rightSide] || wingTip(rightHand));
  scene.subject.push(drawn.box);
  scene.used.add(book);
  for (const [reader, hand] of [[left, leftHand], [right, rightHand]] as const) {
    const chinPoint = { x: reader.headBox.x + reader.headBox.width / 2, y: reader.headBox.y + reader.headBox.height };
    scene.joins.push({ what: 'shared-book', figure: chinPoint, thing: { x: cx, y: drawn.box.y } });
    scene.joins.push({ what: 'reader-turned', figure: reader.anchors.face, thing: reader.anchors.hips });
    scene.joins.push({ what: 'shared-book-hand', figure: hand, thing: { x: hand.x < cx ? drawn.box.x : drawn.box.x + drawn.box.width, y: hand.y } });
  }
  scene.joins.push({ what: 'shared-readers-span', figure: { x: left.box.x, y: left.box.y }, thing: { x: right.box.x + right.box.width, y: right.box.y } });
}

/** Where the creatures swimming with an underwater hero go, as shares of the art: the corners its diagonal leaves free. */
const SWIM_COMPANION_SPOTS: Array<[number, number]> = [
  // Under her hand, leaving the sea floor at the right side open for tall seaweed.
  [0.62, 0.58],
  [0.8, 0.62],
  [0.2, 0.1],
  [0.82, 0.06],
  [0.16, 0.4],
  [0.5, 0.7],
];

/**
 * Under the sea a figure swimming with creatures that have no figure ("a mermaid with fish") is the
 * page's hero: tipped forward across the whole water, the fish round her in the corners her
 * diagonal leaves free, swimming the same way.
 */
function drawSwimmingHero(scene: Scene, hero: BuiltinCharacterSpec, companions: BuiltinCharacterSpec[]): void {
  const { art, style } = scene;
  // She keeps above the sea floor's band, where seaweed and coral grow, and her fin clear of the frame's sides.
  const region: Box = { x: art.x + art.width * 0.06, y: art.y + art.height * 0.04, width: art.width * 0.88, height: art.height * 0.58 };
  const drawn = drawBeingInBox(hero, { pose: poseOf(scene.plan, hero, 'swimming'), facing: 1, style, prop: null, expression: 'happy' }, region, art.height * 0.9);
  addFigure(scene, drawn, hero);
  // The diagonal body leaves its box's corners empty: it claims only boxes round its head, its body and arms, and its tail,
  // so fish and bubbles swim in the corners.
  const { anchors } = drawn;
  const pad = drawn.box.width * 0.04;
  const around = (points: Point[]): Box => {
    const xs = points.map((point) => point.x);
    const ys = points.map((point) => point.y);
    return { x: Math.min(...xs) - pad, y: Math.min(...ys) - pad, width: Math.max(...xs) - Math.min(...xs) + 2 * pad, height: Math.max(...ys) - Math.min(...ys) + 2 * pad };
  };
  const head = drawn.headBox;
  // Her head with the hair streaming out behind it (head.ts, streamingHair): what of her outline is above her neck.
  const outline = outlinePoints(drawn.outlinePath ?? '');
  const aboveNeck = outline.filter((point) => point.y < anchors.neck.y);
  const parts = [
    around([{ x: head.x, y: head.y }, { x: head.x + head.width, y: head.y + head.height }, ...aboveNeck]),
    // Each arm on its own: one box round both held out to the sides took the open water under them.
    around([anchors.neck, anchors.hips]),
    around([anchors.neck, anchors.hands.front]),
    around([anchors.neck, anchors.hands.back]),
    // Her tail to the tips of its fin, past the anchors at its wrist.
    around([anchors.hips, anchors.feet.back, anchors.feet.front, ...outline.filter((point) => point.y > anchors.hips.y)]),
  ].map((part) => clipBox(part, drawn.box));
  scene.subject.splice(scene.subject.indexOf(drawn.box), 1, ...parts);
  let spot = 0;
  for (const companion of companions) {
    const size = art.width * (spot === 0 ? 0.22 : 0.19) * (scene.plan.scales[companion.motif] ?? 1);
    for (; spot < SWIM_COMPANION_SPOTS.length; spot++) {
      const [sx, sy] = SWIM_COMPANION_SPOTS[spot]!;
      const box: Box = { x: art.x + art.width * sx - size / 2, y: art.y + art.height * sy, width: size, height: size };
      if (scene.subject.some((other) => boxesOverlap(other, box, 0))) continue;
      if (/fish/.test(companion.motif)) {
        // A drawn fish, long and clear: the icon's was a round badge with box fins.
        const fish = seaFish(box.x + size / 2, box.y + size / 2, size, style.linePx, 1, style.detail);
        scene.layers.main.push(fish.markup);
        scene.subject.push(fish.box);
        scene.figures.push({ box: fish.box, head: fish.box, hasWings: false });
        scene.figureCount++;
      } else addFigure(scene, drawBeing(companion, { pose: 'standing', cx: box.x + size / 2, groundY: box.y + size, height: size / 0.85, facing: 1, style }), companion);
      spot++;
      break;
    }
  }
}

/** Whether a box is clear of everything drawn: of figures by their outlines, of other things by their boxes. */
function isClear(scene: Scene, box: Box, gap: number): boolean {
  const figureBoxes = new Set(scene.figures.map((figure) => figure.box));
  if (touchesFigure(scene, box, gap)) return false;
  const others = scene.subject.filter((other) => !figureBoxes.has(other) || scene.outlines.length === 0);
  return ![...others, ...scene.layers.occupied].some((other) => boxesOverlap(other, box, gap));
}

/** The setting's things on the near ground (a beach's sandcastle, a desert's cactus) in the gaps the figures leave, biggest first. */
function drawNearThings(scene: Scene, things: NearThing[]): void {
  const { art, style, context } = scene;
  const young = style.detail === 'low' ? 1.25 : 1;
  for (const thing of things) {
    if (context.isRemoved(thing.motif)) continue;
    // Big things may shrink a little to fit a gap; small ones smaller still would be specks.
    const tries = thing.spots.flatMap((spot) => (thing.size >= 0.1 ? [1, 0.75] : [1]).map((shrink) => [...spot, shrink] as const));
    for (const [sx, sy, shrink] of tries) {
      const size = art.width * thing.size * young * shrink;
      const cx = art.x + art.width * sx;
      const bottom = art.y + art.height * sy;
      const drawn = thing.motif === 'starfish' ? starfish(cx, bottom - size, size, style.linePx, 0.3, style.detail) : drawMotif({ motif: thing.motif, cx, bottom, size, linePx: style.linePx, detail: style.detail });
      if (!drawn || drawn.box.x < art.x || drawn.box.x + drawn.box.width > art.x + art.width || drawn.box.y + drawn.box.height > art.y + art.height) continue;
      if (drawn.box.y < scene.horizonY + art.height * 0.04 || !isClear(scene, drawn.box, style.linePx * 2)) continue;
      scene.layers.scatter.push(drawn.markup);
      scene.layers.occupied.push(drawn.box);
      scene.layers.drawn.push(thing.motif);
      break;
    }
  }
}

/** The part of a box inside another. */
function clipBox(box: Box, within: Box): Box {
  const x = Math.max(box.x, within.x);
  const y = Math.max(box.y, within.y);
  return { x, y, width: Math.min(box.x + box.width, within.x + within.width) - x, height: Math.min(box.y + box.height, within.y + within.height) - y };
}

/** A hill in front whose flat top is under the lead's feet, sloping down to both sides of the frame. */
function drawHill(scene: Scene): void {
  const { art, groundY, style } = scene;
  const crestX = scene.leadBox ? scene.leadBox.x + scene.leadBox.width / 2 : art.x + art.width / 2;
  const left = art.x - 100;
  const right = art.x + art.width + 100;
  const bottom = art.y + art.height + 100;
  const crestY = groundY - style.linePx;
  const shoulder = art.width * 0.2;
  const segments: Array<[Point, Point, Point, Point]> = [
    [{ x: left, y: crestY + art.height * 0.1 }, { x: left + (crestX - shoulder - left) * 0.5, y: crestY + art.height * 0.06 }, { x: crestX - shoulder, y: crestY }, { x: crestX, y: crestY }],
    [{ x: crestX, y: crestY }, { x: crestX + shoulder, y: crestY }, { x: crestX + shoulder * 2, y: crestY + art.height * 0.1 }, { x: right, y: crestY + art.height * 0.16 }],
  ];
  const d =
    `M${fmt(left)} ${fmt(segments[0]![0].y)}` +
    segments.map(([, c1, c2, end]) => `C${fmt(c1.x)} ${fmt(c1.y)} ${fmt(c2.x)} ${fmt(c2.y)} ${fmt(end.x)} ${fmt(end.y)}`).join('') +
    `L${fmt(right)} ${fmt(bottom)}L${fmt(left)} ${fmt(bottom)}Z`;
  // Flowers and tufts keep off the hill's edge: a band of boxes along it.
  const band = art.height * 0.035;
  for (const [p0, p1, p2, p3] of segments) {
    for (let step = 0; step < 12; step++) {
      const t = step / 11;
      const u = 1 - t;
      const x = u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x;
      const y = u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y;
      scene.layers.occupied.push({ x: x - art.width * 0.05, y: y - band, width: art.width * 0.1, height: band * 2 });
    }
  }
  scene.layers.ground.push(`<path d="${d}" fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round"/>`);
  scene.layers.drawn.push('hill');
}

/**
 * Scenes whose things stand on the lawn's near edge (lawn-edge.ts), by the join that marks them: a painter's easel, a
 * swing set, a bike, two readers and a treehouse's ladder (round 15: they stood on blank white paper).
 */
const LAWN_EDGE_JOINS = new Set(['easel-post-by-dip', 'seat-on-swing', 'foot-on-pedal', 'shared-book', 'on-ladder']);

/** The lawn's near edge under what stands on open grass, kept clear by the flowers and tufts planted later. */
function drawLawnEdge(scene: Scene): void {
  const { art, groundY, horizonY, style, layers } = scene;
  if (!scene.joins.some((join) => LAWN_EDGE_JOINS.has(join.what))) return;
  const depth = art.height * 0.006;
  const isOnLawn = (y: number): boolean => y > horizonY + art.height * 0.08 && y < art.y + art.height * 0.97 && Math.abs(y - groundY) < art.height * 0.08;
  const outlined = [...scene.figures.filter((figure) => figure.outline), ...scene.propShapes];
  const shaped = new Set<Box>(outlined.map(({ box }) => box));
  // Feet on a pedal, in a stirrup or on a deck stand on that thing, not on the lawn.
  const isOnSomething = (own: Box, footing: Footing): boolean =>
    scene.subject.some((other) => other !== own && !shaped.has(other) && footing.y > other.y + depth && footing.y < other.y + other.height - depth && footing.right > other.x && footing.left < other.x + other.width);
  const footings = outlined.flatMap(({ box, outline }) => footingsOf(outline ?? [], depth, art.width * 0.02).filter((footing) => isOnLawn(footing.y) && !isOnSomething(box, footing)));
  for (const box of scene.subject) {
    if (shaped.has(box) || box.width < art.width * 0.08) continue;
    const footing = { left: box.x, right: box.x + box.width, y: box.y + box.height };
    if (isOnLawn(footing.y) && !isOnSomething(box, footing)) footings.push(footing);
  }
  if (footings.length === 0) return;
  const edge = lawnEdge(footings, art, style.linePx);
  layers.ground.push(edge.markup);
  if (scene.ladderCover) layers.scatter[scene.ladderCover.at] = scene.ladderCover.markup;
  for (const { left, right, y } of edge.footings) {
    const under = edge.points.filter((point) => point.x >= left && point.x <= right);
    scene.joins.push({ what: 'on-lawn-edge', figure: { x: (left + right) / 2, y }, thing: { x: (left + right) / 2, y: Math.max(...under.map((point) => point.y)) } });
  }
  const band = art.height * 0.02;
  for (const point of edge.points) layers.occupied.push({ x: point.x - art.width * 0.03, y: point.y - band, width: art.width * 0.06, height: band * 2 });
}

/**
 * Where a herd stands, near to far: across the page and down the field, the nearest largest, each doing
 * something of its own and not all facing one way (three copies of one standing drawing read as pasted).
 */
const HERD_SPOTS: { x: number; depth: number; pose: PoseName; facing: 1 | -1 }[] = [
  { x: 0.27, depth: 1, pose: 'standing', facing: 1 },
  { x: 0.74, depth: 0.62, pose: 'grazing', facing: -1 },
  // The third between the first two and further back, so neither hides it.
  { x: 0.5, depth: 0.12, pose: 'walking', facing: 1 },
  { x: 0.84, depth: 0.2, pose: 'grazing', facing: -1 },
  { x: 0.16, depth: 0.28, pose: 'walking', facing: 1 },
  { x: 0.6, depth: 0.02, pose: 'standing', facing: -1 },
];

/** How much of a herd animal's box may lie over those behind it: a leg's tip, not a head. */
const HERD_OVERLAP = 0.04;

/** A herd spread over the field, not stacked along the bottom: each one further back smaller and higher, drawn far to near. */
function drawHerd(scene: Scene, herd: BuiltinCharacterSpec[]): void {
  for (const { drawn, character } of placeHerd(herd, scene.art, scene.horizonY, scene.style, scene.plan.scales)) addFigure(scene, drawn, character);
}

/** The herd's animals drawn in their spots, far to near, each moved clear of those before it. */
export function placeHerd(herd: BuiltinCharacterSpec[], art: Box, horizonY: number, style: AgeStyle, scales: Record<string, number>): { drawn: DrawnBeing; character: BuiltinCharacterSpec }[] {
  const fieldTop = horizonY + art.height * 0.1;
  const bottom = art.y + art.height * 0.985;
  const base = art.width * 0.4;
  const spots = herd.slice(0, HERD_SPOTS.length).map((character, index) => ({ character, ...HERD_SPOTS[index]! }));
  const placed: { drawn: DrawnBeing; character: BuiltinCharacterSpec }[] = [];
  for (const spot of [...spots].sort((a, b) => a.depth - b.depth)) {
    const size = base * (0.45 + 0.55 * spot.depth) * (scales[spot.character.motif] ?? 1);
    const y = fieldTop + (bottom - fieldTop) * (0.2 + 0.8 * spot.depth);
    const cx = Math.min(Math.max(art.x + art.width * spot.x, art.x + size / 2), art.x + art.width - size / 2);
    // A four-legged figure is half again as long as it is tall: sized by its length, as an icon is, or the herd piles up.
    const height = spot.character.figure ? size * 0.74 : size / 0.85;
    const drawn = drawBeing(spot.character, { pose: spot.character.figure ? spot.pose : 'standing', cx, groundY: y, height, facing: spot.facing, style });
    const dx = herdShift(drawn.box, drawn.headBox, placed.map((other) => other.drawn.box), art);
    placed.push({ drawn: dx === 0 ? drawn : moveBeing(drawn, dx, 0), character: spot.character });
  }
  return placed;
}

/** How far to move a herd animal (`box`, its head `head`) sideways to clear `others`, nearest first; 0 if it need not or cannot. */
export function herdShift(box: Box, head: Box, others: Box[], art: Box): number {
  const isClear = (dx: number): boolean => {
    const moved = { ...box, x: box.x + dx };
    const overlap = others.reduce((sum, other) => sum + overlapArea(moved, other), 0) / (box.width * box.height);
    return overlap <= HERD_OVERLAP && !others.some((other) => boxesOverlap({ ...head, x: head.x + dx }, other, 0));
  };
  if (isClear(0)) return 0;
  const step = art.width * 0.03;
  for (let shift = 1; shift <= 8; shift++) {
    for (const side of [1, -1]) {
      const dx = side * shift * step;
      if (box.x + dx >= art.x && box.x + box.width + dx <= art.x + art.width && isClear(dx)) return dx;
    }
  }
  return 0;
}

/**
 * A hug: the two side by side facing out, heads leaning together, each reaching an arm round the
 * other's back: the one on the left round the other's waist, behind it; the one on the right over the
 * other's shoulders, its arm drawn first so it goes behind the other too. Only the arms bridging the gap
 * between them show, no hand ends on a chest (turned to each other, a short arm ended in a fist on the
 * other's chest). Their heads stay apart so both faces read.
 */
function drawHuggers(scene: Scene, left: BuiltinCharacterSpec, right: BuiltinCharacterSpec, pose: PoseName): void {
  const { art, groundY, style, plan } = scene;
  const hugPose: PoseName = pose === 'hugging' && left.figure && right.figure ? HUG_POSE : pose;
  // The pair is the page's subject: as tall as a hero.
  const height = Math.max(scene.leadHeight * 0.9, art.height * 0.58);
  const heightOf = (character: BuiltinCharacterSpec): number => Math.min(height * (naturalHeight(character) / naturalHeight(left)) * (plan.scales[character.name.toLowerCase()] ?? 1), art.height * 0.9);
  const isArmInArm = hugPose === HUG_POSE;
  // A creature in the pair hugs face to face; two children keep hugging side by side, head to head (turned
  // to each other, one child's hair hung over the other's face).
  const kinds = [left, right].map((character) => (character.figure ? FIGURE_KINDS[character.figure.kind] : null));
  const hasCreature = kinds.some((kind) => kind && !kind.isPerson) && kinds.every((kind) => kind?.plan.stance !== 'quadruped');
  if (isArmInArm && hasCreature) return drawEmbrace(scene, left, right, heightOf);
  const probe = (character: BuiltinCharacterSpec, facing: 1 | -1, characterPose: PoseName, hiddenArm?: 'front'): DrawnBeing =>
    drawBeing(character, { pose: characterPose, cx: 0, groundY, height: heightOf(character), facing, style, prop: null, expression: 'happy', hiddenArm });
  const a = probe(left, 1, isArmInArm ? 'hugging-waist' : hugPose);
  const b = probe(right, -1, isArmInArm ? 'hugging-shoulders' : hugPose, isArmInArm ? 'front' : undefined);
  // How far each body's middle is from the other's: the reaching hand ends past the other's middle, the heads just apart.
  const reach = (a.anchors.hands.front.x - a.anchors.hips.x + (b.anchors.hips.x - b.anchors.hands.front.x)) / 2;
  const heads = (a.headBox.width + b.headBox.width) / 2;
  // Leant together, the heads may overlap a cheek's width but never reach the smaller one's eye (a bear's
  // big head covered a girl's eye): each head leans in by the sine of the lean times its height.
  // Long ears (bunnies) stand straight up: leant in, the two inner ears crossed in an X with a black knot at the tips.
  const lean = [left, right].some((character) => character.figure && FIGURE_KINDS[character.figure.kind].ears === 'long') ? 0 : 5;
  const leanIn = (drawn: DrawnBeing): number => Math.sin((lean * Math.PI) / 180) * (groundY - drawn.headBox.y - drawn.headBox.height / 2);
  const cheeksOnly = isArmInArm ? heads + leanIn(a) + leanIn(b) - Math.min(a.headBox.width, b.headBox.width) * 0.25 : 0;
  const apart = Math.max(reach * 0.95, heads * 1.02, cheeksOnly);
  const middle = art.x + art.width / 2;
  const placed = [moveBeing(a, middle - apart / 2 - a.anchors.hips.x, 0), moveBeing(b, middle + apart / 2 - b.anchors.hips.x, 0)].map((drawn, index) =>
    // Leaning in to each other, turned about the feet.
    rotateBeing(drawn, index === 0 ? lean : -lean, { x: drawn.anchors.hips.x, y: groundY }),
  );
  if (isArmInArm) scene.layers.main.push(placed[1]!.arms?.front ?? '');
  addFigure(scene, placed[0]!, left);
  addFigure(scene, placed[1]!, right);
  scene.joins.push({ what: 'hug', figure: placed[1]!.anchors.hands.front, thing: placed[0]!.anchors.hips });
}

/**
 * Two hugging face to face, turned to each other, the right one a step behind the left one, her head half behind its,
 * each with an arm round the other: the right one's over the left one's shoulder to its back, the left one's round the
 * right one's waist, each ending in a hand curled round the other's back (`hugArm`). A posed arm is too short to reach
 * round a creature's round body: it ended on the other's chest, and drawn behind, it showed only as slivers.
 */
function drawEmbrace(scene: Scene, left: BuiltinCharacterSpec, right: BuiltinCharacterSpec, heightOf: (character: BuiltinCharacterSpec) => number): void {
  const { art, groundY, style } = scene;
  const probe = (character: BuiltinCharacterSpec, facing: 1 | -1): DrawnBeing =>
    drawBeing(character, { pose: 'embracing', cx: 0, groundY, height: heightOf(character), facing, style, prop: null, expression: 'happy', hiddenArm: 'front' });
  const a = probe(left, 1);
  const b = probe(right, -1);
  // A moved figure keeps no outline: the probes' own, moved with them.
  const ringsOf = (drawn: DrawnBeing, dx: number, dy: number): Point[][] => outlineRings(drawn.outlinePath ?? '').map((ring) => ring.map((point) => ({ x: point.x + dx, y: point.y + dy })));
  // The right one stands a step behind the left one, a little up the page, her head half behind its head, so the two
  // come closer than side by side, where heads wider than bodies kept the bodies far apart (round 13, 23).
  const rise = -b.headBox.height * HUG_STEP_BACK;
  const chestY = (drawn: DrawnBeing): number => drawn.anchors.neck.y + (drawn.anchors.hips.y - drawn.anchors.neck.y) * 0.6;
  const [ringsA, ringsB] = [ringsOf(a, 0, 0), ringsOf(b, 0, rise)];
  const [frontOfA, backOfA] = [outlineEdge(ringsA, chestY(a), 1) ?? a.anchors.hips.x, outlineEdge(ringsA, chestY(a), -1) ?? a.anchors.hips.x];
  const nearOfB = outlineEdge(ringsB, chestY(a), -1) ?? b.anchors.hips.x;
  // How far right of its probe the right one goes: its near side this far into the left one's body.
  let offset = frontOfA - nearOfB - (frontOfA - backOfA) * HUG_OVERLAP;
  // Only so far that the left one's head keeps off the right one's near eye.
  const eyeY = b.anchors.face.y + rise;
  const nearEye = b.anchors.face.x - (b.headBox.width / 2) * HUG_NEAR_EYE;
  const headEdge = outlineEdge(ringsA, eyeY, 1) ?? a.headBox.x + a.headBox.width;
  offset = Math.max(offset, headEdge + style.linePx * 6 - nearEye);
  const span = Math.max(a.box.x + a.box.width, b.box.x + b.box.width + offset) - Math.min(a.box.x, b.box.x + offset);
  const dxA = art.x + (art.width - span) / 2 - Math.min(a.box.x, b.box.x + offset);
  const dxB = dxA + offset;
  const placedA = moveBeing(a, dxA, 0);
  const placedB = moveBeing(b, dxB, rise);
  const rings = new Map([[placedA, ringsOf(a, dxA, 0)], [placedB, ringsOf(b, dxB, rise)]]);
  const arm = (from: DrawnBeing, fromCharacter: BuiltinCharacterSpec, to: DrawnBeing, side: 1 | -1, shoulderShare: number, elbowShare: number, handShare: number, isBehind: boolean): void => {
    const ownRings = rings.get(from)!;
    const otherRings = rings.get(to)!;
    const kind = fromCharacter.figure ? FIGURE_KINDS[fromCharacter.figure.kind] : null;
    const radius = kind ? kind.plan.armRadius * (heightOf(fromCharacter) / standingHeight(kind.plan)) : from.headBox.width * 0.1;
    const along = (drawn: DrawnBeing, share: number): number => drawn.anchors.neck.y + (drawn.anchors.hips.y - drawn.anchors.neck.y) * share;
    const shoulderY = along(from, shoulderShare);
    const elbowY = along(to, elbowShare);
    const handY = along(to, handShare);
    const front = outlineEdge(ownRings, shoulderY, side);
    const near = outlineEdge(otherRings, elbowY, (-side) as 1 | -1);
    const back = outlineEdge(otherRings, handY, side);
    if (front === null || near === null || back === null) return;
    // The shoulder on its own body, in from its front edge; the elbow just onto the other's near side; the hand
    // curled round its back edge.
    const shoulder = { x: front - side * radius * 2.2, y: shoulderY };
    const elbowX = side > 0 ? Math.max(near + radius * 1.6, shoulder.x + radius * 2.5) : Math.min(near - radius * 1.6, shoulder.x - radius * 2.5);
    const elbow = { x: elbowX, y: elbowY };
    // Behind the other's body, the paw reaches out past its back far enough to show round it.
    const hand = { x: back + side * radius * (isBehind ? 0.5 : -0.3), y: handY };
    scene.layers.main.push(hugArm(shoulder, elbow, hand, radius, style.linePx));
    // The paw may show past the other's back, where a flower must not grow over it.
    scene.layers.occupied.push({ x: hand.x - radius * 1.6, y: hand.y - radius * 1.6, width: radius * 3.2, height: radius * 3.2 });
    scene.joins.push({ what: 'hug-arm', figure: shoulder, thing: hand }, { what: 'hug-elbow', figure: elbow, thing: hand });
  };
  // Shares of the torso, neck to hips. The right one's arm high round the left one's shoulders, behind its head and
  // body, showing as a paw on its back; the left one's round the right one's waist, across her tummy from behind its
  // own side to a paw on her back. Side by side with a gap between, one arm reached across both bodies and the other
  // showed only as two stray lines in the gap (round 13, 23).
  addFigure(scene, placedB, right);
  arm(placedB, right, placedA, -1, 0.2, 0.46, 0.24, true);
  arm(placedA, left, placedB, 1, 0.3, 0.7, 0.6, false);
  addFigure(scene, placedA, left);
  scene.joins.push({ what: 'hug-heads', figure: { x: nearEye + dxB, y: eyeY }, thing: { x: headEdge + dxA, y: eyeY } });
  // The right one's arm, over the left one's shoulder to its back.
  const hug = scene.joins.find((join) => join.what === 'hug-arm');
  scene.joins.push({ what: 'hug', figure: hug?.thing ?? placedB.anchors.hands.front, thing: placedA.anchors.hips });
  for (const placed of [placedA, placedB]) scene.joins.push({ what: 'hug-turned', figure: placed.anchors.face, thing: placed.anchors.hips });
}

/** How far back the one behind stands in a face-to-face hug, in its head's heights up the page. */
const HUG_STEP_BACK = 0.12;
/** How much of the front one's body width the one behind would overlap at the chest: as far as the near eye stays clear of the front one's head (with big heads, less). */
const HUG_OVERLAP = 0.3;
/** Where the near eye's outer edge is from the face anchor between the eyes, in half head widths, turned to the other (head.ts). */
const HUG_NEAR_EYE = 0.55;

/**
 * Flying as picture books draw it: arms (or wings) raised, the body tilted forward along the way it
 * flies, so no arm crosses the face. A creature with wings tilts less.
 */
function drawFlyer(scene: Scene, character: BuiltinCharacterSpec, region: Box, height: number, facing: 1 | -1): DrawnBeing {
  const isWinged = ['owl', 'dragon', 'penguin', 'griffin'].includes(character.figure?.kind ?? '');
  // A bird with its wings spread out to the sides only banks a little: tipped further, one wing points at the ground.
  const spreadsWings = character.figure ? FIGURE_KINDS[character.figure.kind].plan.hand === 'wing' : false;
  const tilt = (spreadsWings ? 14 : isWinged ? 35 : 48) * facing;
  const drawn = drawBeingInBox(character, { pose: 'jumping', facing, style: scene.style, prop: null, expression: 'happy', turnedOnPage: tilt }, region, height);
  const centre = { x: drawn.box.x + drawn.box.width / 2, y: drawn.box.y + drawn.box.height / 2 };
  // Its scales are laid on before it is turned, so they turn with it: the turned flyer has no outline to lay them in.
  const turned = rotateBeing({ ...drawn, markup: drawn.markup + scalesOn(scene, drawn, character) }, tilt, centre);
  // Back inside the frame if the turn swung a foot or a wing out of it.
  const { art } = scene;
  const dx = Math.max(0, art.x - turned.box.x) - Math.max(0, turned.box.x + turned.box.width - art.x - art.width);
  const dy = Math.max(0, art.y - turned.box.y) - Math.max(0, turned.box.y + turned.box.height - art.y - art.height);
  const flyer = dx === 0 && dy === 0 ? turned : moveBeing(turned, dx, dy);
  if (!isWinged) drawFlightLines(scene, flyer, height);
  // The turned outline, so what is placed round a wingless flyer (planets) may come into its box's empty corners.
  if (isWinged || !drawn.outlinePath) return flyer;
  const radians = (tilt * Math.PI) / 180;
  const turnedOutline = drawn.outlinePath.replace(/(-?\d+(?:\.\d+)?)[ ,](-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => {
    const [px, py] = [Number(x) - centre.x, Number(y) - centre.y];
    return `${fmt(centre.x + px * Math.cos(radians) - py * Math.sin(radians) + dx)} ${fmt(centre.y + px * Math.sin(radians) + py * Math.cos(radians) + dy)}`;
  });
  return { ...flyer, outlinePath: turnedOutline };
}

/** Birds drawn in flight, wings spread, where their icon is perched (tipped forward, it read as tipped over, judging 21). */
const FLYING_BIRD_ART: Record<string, string> = { parrot: 'flying-parrot' };
/** Birds whose icon stands perched, wings folded: flying, they floated up in the sky standing (round 20). */
const PERCHED_BIRD_ICONS = new Set(['toucan']);
/** How far a perched bird's icon is tipped forward to fly, its body near level as a bird's is in flight. */
const ICON_FLIGHT_TILT = 42;

/**
 * A flying bird's own square of sky, narrow enough that the tipped birds of a flock do not run into one another (drawn
 * as big as standing, they overlapped in one heap), every other one lower, so they fly in a loose flock, not a row.
 */
function flockSlot(scene: Scene, region: Box, index: number, count: number): Box {
  const size = scene.art.width / (count + 1.2);
  const centre = region.x + region.width / 2;
  return { x: centre - size / 2, y: region.y + (count > 1 && index % 2 === 0 ? size * 0.55 : 0), width: size, height: size };
}

/** A perched bird's icon tipped forward, head first, into its flight, back inside the frame if the turn swung it out. */
function tipIntoFlight(scene: Scene, drawn: DrawnBeing, facing: 1 | -1): DrawnBeing {
  const turned = rotateBeing(drawn, ICON_FLIGHT_TILT * facing, { x: drawn.box.x + drawn.box.width / 2, y: drawn.box.y + drawn.box.height / 2 });
  const { art } = scene;
  const dx = Math.max(0, art.x - turned.box.x) - Math.max(0, turned.box.x + turned.box.width - art.x - art.width);
  const dy = Math.max(0, art.y - turned.box.y) - Math.max(0, turned.box.y + turned.box.height - art.y - art.height);
  return dx === 0 && dy === 0 ? turned : moveBeing(turned, dx, dy);
}

/**
 * Speed lines streaming back from each foot the way a wingless flyer came, so it is seen to fly past, not to float
 * (round 10: "no jetpack or motion to suggest flying past"). The middle one of each three is the longest.
 */
function drawFlightLines(scene: Scene, drawn: DrawnBeing, height: number): void {
  const { neck, hips, feet } = drawn.anchors;
  const reach = Math.hypot(neck.x - hips.x, neck.y - hips.y) || 1;
  const ahead = { x: (neck.x - hips.x) / reach, y: (neck.y - hips.y) / reach };
  const across = { x: -ahead.y, y: ahead.x };
  const unit = height * 0.06;
  const lines: string[] = [];
  const ends: Point[] = [];
  for (const foot of [feet.back, feet.front]) {
    for (const [side, gap, length] of [[-1, 0.8, 1.6], [0, 1, 2.4], [1, 0.8, 1.6]] as const) {
      const start = { x: foot.x + across.x * unit * side * 0.75 - ahead.x * unit * gap, y: foot.y + across.y * unit * side * 0.75 - ahead.y * unit * gap };
      const end = { x: start.x - ahead.x * unit * length, y: start.y - ahead.y * unit * length };
      lines.push(`M${fmt(start.x)} ${fmt(start.y)}L${fmt(end.x)} ${fmt(end.y)}`);
      ends.push(start, end);
    }
  }
  scene.layers.main.push(`<path d="${lines.join('')}" fill="none" stroke="#000" stroke-width="${fmt(scene.style.linePx)}" stroke-linecap="round"/>`);
  const xs = ends.map((point) => point.x);
  const ys = ends.map((point) => point.y);
  // Kept clear by the planets too, which may come into a figure's box's corners: one ran into the lines.
  const box = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
  scene.subject.push(box);
  scene.layers.occupied.push(box);
  scene.joins.push({ what: 'flight-lines', figure: hips, thing: { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 } });
}

/**
 * What a held thing is drawn as where its icon lies slanted across the hands (a test tube read as a T through them), or
 * where what the words name is too big to hold (bamboo grows in clumps: a panda eats one cane), and how tall it is as a
 * share of the holder's height where the usual share would be too short.
 */
const HELD_ART: Record<string, { art: string; share?: number; isCutFromBeside?: boolean }> = {
  'test-tube': { art: 'held-test-tube' },
  // A cane cut from the clump that still grows beside the eater, so the page shows what bamboo is.
  bamboo: { art: 'held-bamboo', share: 0.5, isCutFromBeside: true },
  // A whole pizza on its plate and three scoops on a cone are drawn to stand on their own; in the hand they are a
  // slice and a swirl on a cone, as they were before (eating or holding them held an apple).
  'whole-pizza': { art: 'pizza' },
  'ice-cream-cone': { art: 'soft-ice-cream' },
  // "A girl holding a jar of fireflies" held nothing, the jar small on the grass by her feet.
  'firefly-jar': { art: 'firefly-jar', share: 0.45 },
  // "A boy eating cereal" bit the verb's own apple, the bowl of cereal he named small on the grass by his feet.
  'cereal-bowl': { art: 'cereal-bowl' },
};

/** A thing held in front at the hands, never over the face: an open book, a mug, a flower. */
function drawHeld(scene: Scene, drawn: DrawnBeing, motif: string, height: number, share = motif === 'open-book' ? 0.4 : (HELD_ART[motif]?.share ?? 0.28), belowShare?: number): void {
  const { style } = scene;
  const size = height * share;
  const hold = drawn.anchors.holding;
  const faceBottom = drawn.headBox.y + drawn.headBox.height + style.linePx * 2;
  const draw = (bottom: number): { markup: string; box: Box } | null =>
    motif === 'open-book' ? openBook(hold.x, bottom, size, style.linePx, style.detail !== 'low') : drawMotif({ motif: HELD_ART[motif]?.art ?? motif, cx: hold.x, bottom, size, linePx: style.linePx, detail: style.detail });
  // A hand-sized snack is held up in front of the fist, over the fingers: behind the fist it vanished (and under a
  // fist raised to the mouth, the mitten pointing up over it, it read as a ball below the hand).
  const isSnack = share < 0.2;
  const below = size * (belowShare ?? (isSnack ? 0.2 : 0.45));
  let placed = draw(hold.y + below);
  if (!placed) return;
  if (placed.box.y < faceBottom && boxesOverlap(placed.box, drawn.headBox, 0)) placed = draw(hold.y + below + faceBottom - placed.box.y)!;
  // The hands over it, so they hold it rather than hide behind it (a book being read is held from behind);
  // the far hand only where it is apart from the near one (seen from the side, the two stacked into a blob).
  const { back, front } = drawn.anchors.hands;
  const isFarHandApart = Math.hypot(back.x - front.x, back.y - front.y) > drawn.headBox.width * 0.45;
  // Each hand's arm too, from the thing's edge: the hands alone floated on it with no arms reaching them (round 20).
  const isGripped = motif !== 'open-book' && !isSnack;
  const forearmsOfHands = isGripped ? `${isFarHandApart ? (drawn.forearms?.back ?? '') : ''}${drawn.forearms?.front ?? ''}` : '';
  const forearms = forearmsOfHands === '' ? '' : forearmsOver(forearmsOfHands, heldOutline(placed));
  scene.layers.main.push(placed.markup, forearms, isGripped ? `${isFarHandApart ? (drawn.grip?.back ?? '') : ''}${drawn.grip?.front ?? ''}` : '');
  scene.subject.push(placed.box);
  scene.used.add(HELD_ART[motif]?.isCutFromBeside ? HELD_ART[motif].art : motif);
  // Measured by tests: the top of what is held stays below the chin wherever it would cover the face.
  const chin = { x: drawn.headBox.x + drawn.headBox.width / 2, y: drawn.headBox.y + drawn.headBox.height };
  const isUnderFace = boxesOverlap(placed.box, { ...drawn.headBox, height: drawn.headBox.height * 2 }, 0);
  scene.joins.push({ what: isUnderFace ? 'held-below-face' : 'held-beside-face', figure: chin, thing: { x: placed.box.x + placed.box.width / 2, y: placed.box.y } });
}

/**
 * What a held thing covers on the page: its ink and what the ink encloses, out to its bold outline's edge (the forearm
 * over it covers that outline where the arm crosses it, with no line across the arm). The traced cells' centres lie half
 * a cell inside that edge.
 */
function heldOutline(placed: { markup: string; box: Box }): Shape {
  const silhouette = silhouetteOf(placed.markup, placed.box, 0, HELD_OUTLINE_CELLS_PER_PX);
  const ring = traceBoundary(silhouette);
  return ring.length < 3 ? [] : grow([ring], silhouette.step / 2);
}

/** Fine enough that the forearm's lines end on the thing's outline: at a 5 px grid they poked past it or left a hairline of it across the arm. */
const HELD_OUTLINE_CELLS_PER_PX = 0.5;

/** How wide a thrown thing that is no ball is, as a share of the thrower's height: a paper plane at a ball's size was a speck. */
const THROWN_SHARE: Record<string, number> = { 'paper-plane': 0.2 };

/**
 * A throw wound up: the ball in the raised hand cocked back behind the head, clear of it, the fist closed over
 * it, with two swoosh lines round its far side. (Just leaving the fingertips of an arm held straight out ahead,
 * it read as held out at arm's length, not thrown.)
 */
function drawThrownBall(scene: Scene, drawn: DrawnBeing, ball: string, height: number): void {
  const { art, style } = scene;
  const size = height * (THROWN_SHARE[ball] ?? 0.15);
  const { back, front } = drawn.anchors.hands;
  const side: 'back' | 'front' = back.y <= front.y ? 'back' : 'front';
  const hand = drawn.anchors.hands[side];
  const shoulder = drawn.anchors.neck;
  const reach = Math.hypot(hand.x - shoulder.x, hand.y - shoulder.y) || 1;
  const along = { x: (hand.x - shoulder.x) / reach, y: (hand.y - shoulder.y) / reach };
  // Up in the palm above the fist, and never over the head: a short arm's ball is moved out beside it.
  const head = drawn.headBox;
  const away = hand.x < head.x + head.width / 2 ? -1 : 1;
  const clearX = away < 0 ? head.x - size / 2 - style.linePx : head.x + head.width + size / 2 + style.linePx;
  const inHand = hand.x + along.x * size * 0.15;
  const cx = Math.min(Math.max(away < 0 ? Math.min(inHand, clearX) : Math.max(inHand, clearX), art.x + size), art.x + art.width - size);
  const cy = Math.max(art.y + size, hand.y + along.y * size * 0.15 - size * 0.5);
  const placed = drawMotif({ motif: ball, cx, bottom: cy + size / 2, size, linePx: style.linePx, detail: style.detail });
  if (!placed) return;
  const centre = { x: placed.box.x + placed.box.width / 2, y: placed.box.y + placed.box.height / 2 };
  // Two arcs round the ball's far side from the shoulder, where the swing goes on to.
  const outward = Math.atan2(centre.y - shoulder.y, centre.x - shoulder.x);
  const arcs = [0.78, 1.02].map((share) => {
    const r = size * share;
    const spread = 0.7 - share * 0.2;
    const p0 = { x: centre.x + Math.cos(outward - spread) * r, y: centre.y + Math.sin(outward - spread) * r };
    const p1 = { x: centre.x + Math.cos(outward + spread) * r, y: centre.y + Math.sin(outward + spread) * r };
    return `M${fmt(p0.x)} ${fmt(p0.y)}A${fmt(r)} ${fmt(r)} 0 0 1 ${fmt(p1.x)} ${fmt(p1.y)}`;
  });
  // The fingers closed over the ball's lower part, drawn again only where the ball is clear of the head (over the
  // face, the far hand came in front of it).
  const grip = boxesOverlap(placed.box, head, 0) ? '' : (drawn.grip?.[side] ?? '');
  scene.layers.main.push(placed.markup, grip, `<path d="${arcs.join('')}" fill="none" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linecap="round"/>`);
  scene.subject.push({ x: centre.x - size * 1.1, y: centre.y - size * 1.1, width: size * 2.2, height: size * 2.2 });
  scene.used.add(ball);
  scene.joins.push({ what: 'ball-from-hand', figure: hand, thing: centre });
  // Measured by tests: the ball up above the shoulder, all of it beyond the back of the head.
  scene.joins.push({ what: 'ball-behind-head', figure: { x: away < 0 ? head.x : head.x + head.width, y: shoulder.y }, thing: { x: away < 0 ? placed.box.x + placed.box.width : placed.box.x, y: centre.y } });
}


/**
 * The drum under the lone animal just drawn (facing right), its round top under the feet, lifted `lift` px off the
 * ground. Under one standing side on it is set back from the middle towards the tail, under the legs, as the head and
 * trunk reach out ahead of them.
 */
function standOnCircusDrum(scene: Scene, lift: number, isSideOn: boolean): void {
  const { style, groundY } = scene;
  const animal = scene.figures[scene.figures.length - 1]!.box;
  const width = (lift * CIRCUS_DRUM.width) / (CIRCUS_DRUM.height - CIRCUS_DRUM.topDepth);
  const cx = animal.x + animal.width * (isSideOn ? 0.37 : 0.5);
  const drum = drawMotif({ motif: 'circus-drum', cx, bottom: groundY, size: width, linePx: style.linePx, detail: style.detail });
  if (!drum) return;
  // Behind the animal, whose feet stand on its top.
  scene.layers.scatter.push(drum.markup);
  scene.layers.occupied.push(drum.box);
  scene.subject.push(drum.box);
  scene.joins.push({ what: 'feet-on-drum', figure: { x: cx, y: groundY - lift }, thing: { x: cx, y: drum.box.y + (drum.box.height * CIRCUS_DRUM.topDepth) / CIRCUS_DRUM.height } });
}

/**
 * Baking: the lead rolls out dough at the left end of the table, hands on the rolling pin; the next one
 * stirs a mixing bowl at the right end, one hand on its rim and the other on the spoon, up on a step
 * stool if the table is too high for them; a tray of cookies waits between them.
 */
function drawAtTable(scene: Scene, everyone: BuiltinCharacterSpec[], pose: PoseName, named: string[]): void {
  const { art, groundY, style } = scene;
  const linePx = style.linePx;
  const [lead, helper] = everyone as [BuiltinCharacterSpec, BuiltinCharacterSpec | undefined];
  const height = scene.leadHeight * 0.9;
  // The hands close round the pin's two handles (laid on top of it, mittens hid it and seemed to press on the board).
  const roller = drawBeing(lead, { pose: pose === 'using' ? 'rolling' : pose, cx: 0, groundY, height, facing: 1, style, prop: null, fists: { back: 90, front: 90 } });
  const rollHands = roller.anchors.hands;
  // The pin under the lower hand, the table's top just under the pin and its sheet of dough. The pin's body is thicker
  // than a fist, so it shows above and below the hands on its handles (round 13, 17: thinner, the mittens hid it).
  const pin = { x: (rollHands.back.x + rollHands.front.x) / 2, y: Math.max(rollHands.back.y, rollHands.front.y) };
  const pinDrop = height * 0.08;
  const tableTop = pin.y + pinDrop;
  const tableSize = Math.min(art.width * 0.56, (groundY - tableTop) / TABLE_TOP);
  // The fists on its handles' inner parts, so its body shows whole between them and the handles' ends past them: as
  // long as the hands' spread, the hands hid all of it and seemed to knead a blob of dough (round 10); longer, they lay
  // on its body (round 11).
  const pinLength = Math.max(height * 0.27, Math.abs(rollHands.front.x - rollHands.back.x) / (1 - ROLLING_PIN_HANDLE * 1.2));
  // The pin at the table's left end; the table moves right if that would put the lead over the frame.
  const pinToLeft = roller.box.x - (pin.x - tableSize * 0.04 - pinLength / 2);
  const tableX = Math.max(art.x + art.width * (helper ? 0.5 : 0.58) - tableSize / 2, art.x + linePx * 4 - pinToLeft);
  const table = drawMotif({ motif: 'table', cx: tableX + tableSize / 2, bottom: groundY, size: tableSize, linePx, detail: style.detail });
  if (!table) return;
  const top = table.anchors?.top?.y ?? table.box.y;
  // A table too low for the hands (a wide table is as high as the frame allows): the lead stands a step back behind its end instead.
  const pinAt = { x: tableX + tableSize * 0.04 + pinLength / 2, y: top - pinDrop };
  const lead_ = moveBeing(roller, pinAt.x - pin.x, Math.min(0, pinAt.y - pin.y));
  const front: string[] = [];
  let stirrer: DrawnBeing | null = null;
  const bowlWidth = height * 0.2;
  const bowlX = tableX + tableSize * (helper ? 0.95 : 0.8) - bowlWidth / 2;
  const bowl = mixingBowl(bowlX, top, bowlWidth, linePx, style.detail);
  if (helper) {
    const own = height * (naturalHeight(helper) / naturalHeight(lead));
    const probe = drawBeing(helper, { pose, cx: 0, groundY, height: own, facing: -1, style, prop: null });
    // Up on a stool until the spoon hand is just above the bowl's rim.
    const wanted = bowl.rimY - own * 0.11;
    const lift = probe.anchors.hands.front.y - wanted > own * 0.03 ? probe.anchors.hands.front.y - wanted : 0;
    stirrer = moveBeing(probe, bowlX + bowlWidth * 0.5 - probe.anchors.hands.back.x, -lift);
    if (lift > 0) {
      const feet = stirrer.anchors.feet;
      scene.layers.main.push(stepStool((feet.back.x + feet.front.x) / 2, groundY, lift, own * 0.42, linePx));
    }
    addFigure(scene, stirrer, helper);
  }
  addFigure(scene, lead_, lead);
  scene.layers.main.push(table.markup);
  scene.subject.push(table.box);
  scene.used.add('table');
  const rolling = rollingPin(pinAt, pinLength, top, 1, linePx);
  front.push(rolling.markup);
  const trayFrom = rolling.box.x + rolling.box.width + tableSize * 0.04;
  const trayTo = bowlX - bowlWidth / 2 - tableSize * 0.04;
  const trayHeight = tableSize * 0.03;
  if (trayTo - trayFrom > tableSize * 0.1) front.push(cookieTray({ x: trayFrom, y: top - trayHeight, width: trayTo - trayFrom, height: trayHeight }, trayTo - trayFrom > tableSize * 0.3 && style.detail !== 'low' ? 3 : 2, linePx, style.detail));
  // The spoon goes in first and the bowl over it, so the spoon stands up out of the batter.
  if (stirrer) {
    front.push(woodenSpoon(stirrer.anchors.hands.front, { x: bowl.batter.x, y: bowl.batter.y + bowlWidth * 0.15 }, height * 0.45, linePx));
    scene.joins.push({ what: 'spoon-in-bowl', figure: stirrer.anchors.hands.front, thing: bowl.batter });
    scene.used.add('spoon');
  }
  front.push(bowl.markup, lead_.grip?.back ?? '', lead_.grip?.front ?? '', stirrer?.grip?.back ?? '', stirrer?.grip?.front ?? '');
  // The floor's seams kept off the feet and the spoon's end (round 13, 17: they ran into its tip and behind the feet).
  const floor = scene.context.tileFloor;
  if (floor) {
    const spoonEnd = stirrer ? { x: stirrer.anchors.hands.front.x, y: stirrer.anchors.hands.front.y - height * 0.09 } : null;
    const feet = [lead_, ...(stirrer ? [stirrer] : [])].flatMap((being) => [being.anchors.feet.back, being.anchors.feet.front]);
    const points = [...feet, ...(spoonEnd ? [spoonEnd] : [])];
    const shift = clearSeamShift(floor.area, points);
    scene.layers.ground[floor.index] = tileFloor(floor.area, floor.linePx, shift);
    // The point nearest a seam, and that seam where it passes.
    const nearest = points.map((point) => ({ point, gap: seamGap(floor.area, shift, point) })).sort((one, other) => one.gap - other.gap)[0]!;
    scene.joins.push({ what: 'floor-seam-nearest', figure: nearest.point, thing: { x: nearest.point.x + nearest.gap, y: nearest.point.y } });
  }
  scene.joins.push({ what: 'hands-on-pin', figure: lead_.anchors.hands.back, thing: pinAt });
  scene.joins.push({ what: 'near-hand-on-pin', figure: lead_.anchors.hands.front, thing: pinAt });
  const [leftHand, rightHand] = [lead_.anchors.hands.back, lead_.anchors.hands.front].sort((one, other) => one.x - other.x) as [Point, Point];
  scene.joins.push({ what: 'pin-end-left', figure: leftHand, thing: { x: pinAt.x - pinLength / 2, y: pinAt.y } });
  scene.joins.push({ what: 'pin-end-right', figure: rightHand, thing: { x: pinAt.x + pinLength / 2, y: pinAt.y } });
  scene.joins.push({ what: 'pin-across', figure: { x: pinAt.x, y: rolling.box.y }, thing: { x: pinAt.x, y: pinAt.y * 2 - rolling.box.y } });
  scene.layers.main.push(front.join(''));
  scene.subject.push({ x: tableX, y: Math.min(bowl.box.y, rolling.box.y), width: tableSize, height: top - Math.min(bowl.box.y, rolling.box.y) });
  for (const motif of named.filter((candidate) => /cookie|cake|cupcake|bread|pie/.test(candidate))) scene.used.add(motif);
  scene.used.add('cookie');
  placeCrowd(scene, everyone.slice(2), () => 'waving');
}

/** How far `point` is from the nearest of a tile floor's seams. */
function seamGap(area: Box, shift: number, point: Point): number {
  return Math.min(...tileSeams(area, point.y, shift).map((x) => Math.abs(x - point.x)));
}

/** The shift of a tile floor's seams, within half a tile, that keeps them furthest from all of `points`. */
function clearSeamShift(area: Box, points: Point[]): number {
  const tile = tileSeams(area, area.y + area.height)[1]! - tileSeams(area, area.y + area.height)[0]!;
  let best = { shift: 0, gap: -1 };
  for (let step = -6; step <= 6; step++) {
    const shift = (tile * step) / 12;
    const gap = Math.min(...points.map((point) => seamGap(area, shift, point)));
    if (gap > best.gap + 1) best = { shift, gap };
  }
  return best.shift;
}

/** Where a pose goes: flyers up in the sky, swimmers in the water, everyone else on the ground. */
function regionFor(scene: Scene, pose: PoseName, centre: number, width: number, height: number, isBack: boolean): Box {
  const { art, groundY, layout } = scene;
  // A lone hero's slot is a little wider than the art; the figure fitted to it must still end inside the frame. A leap is
  // stretched out level, as wide as the art, so it keeps clear of the frame: fitted to the whole width, a leaping dog's
  // paws ran into it front and back.
  width = Math.min(width, art.width * (pose === 'jumping' ? 0.88 : 1));
  const clampX = (x: number, w: number): number => Math.min(Math.max(x, art.x), art.x + art.width - w);
  // In space the flyer is in the middle of the page's height, with planets above and below it: up at the top it left
  // them only the bottom third (round 11).
  if (pose === 'flying') return { x: clampX(centre - width / 2, width), y: art.y + art.height * (scene.layout.backdrop === 'space' ? 0.2 : 0.1), width, height: Math.min(height, art.height * 0.68) };
  if (pose === 'swimming' && layout.backdrop === 'underwater') return { x: clampX(centre - width / 2, width), y: art.y + art.height * (isBack ? 0.18 : 0.3), width, height: Math.min(height, art.height * 0.5) };
  if (pose === 'swimming') {
    // Afloat: the body rides on the water line, the water drawn over its lower part.
    const pondY = scene.pond ? scene.pond.cy - scene.pond.ry * (isBack ? 0.3 : 0.05) : groundY - art.height * 0.15;
    // Its foot inside the near rim: a front row fitted lower stood on the bank with the rim across its middle.
    const bottom = Math.min(pondY + height * 0.2, scene.pond ? scene.pond.cy + scene.pond.ry * 0.8 : Infinity);
    return { x: clampX(centre - width / 2, width), y: pondY - height * 0.6, width, height: bottom - pondY + height * 0.6 };
  }
  const bottom = groundY - (isBack ? art.height * 0.07 : 0);
  return { x: clampX(centre - width / 2, width), y: bottom - height * 1.15, width, height: height * 1.15 };
}

/**
 * Where a dragon walks with its rider: a dirt track across the page under its feet (not a path running up
 * from under them, which ended behind its wing), and for older children a range of
 * snowy mountains far off behind the hills, so the land round the big steed is a place, not two lines.
 */
function drawRideCountry(scene: Scene, steed: Box): void {
  const { art, groundY, horizonY, style, layers } = scene;
  const feet: Box = { x: steed.x, y: groundY - art.height * 0.1, width: steed.width, height: art.height * 0.1 + style.linePx * 2 };
  const track = dirtTrack(art, groundY, style.linePx, style.detail, [feet]);
  layers.ground.push(track.back);
  layers.scatter.push(track.front);
  if (style.detail === 'low') return;
  const mountains = farMountains(art, horizonY, style.linePx, style.detail);
  layers.far.push(mountains.markup);
  layers.drawn.push('snowy-mountain');
  // A castle far off on the hills where the steed leaves room, and trees on the hills either side.
  const heads = scene.figures.map((figure) => figure.head);
  const far: Array<[string, number, number]> = [
    ['castle', 0.86, 0.2],
    ['castle', 0.13, 0.2],
    ['deciduous-tree', 0.05, 0.11],
    ['evergreen-tree', 0.95, 0.12],
  ];
  let hasCastle = false;
  for (const [motif, share, size] of far) {
    if (motif === 'castle' && hasCastle) continue;
    // The castle drawn whole (walls between its towers, each shape filled): the icon's open outlines let the
    // mountains' and hills' lines run on through its roofs. Far off, it has no bricks too small to colour.
    const drawn = drawMotif({ motif: sceneArt(motif), cx: art.x + art.width * share, bottom: horizonY + art.height * 0.035, size: art.width * size, linePx: style.linePx, detail: style.detail === 'high' ? 'medium' : style.detail });
    if (!drawn || drawn.box.x < art.x || drawn.box.x + drawn.box.width > art.x + art.width || [...heads, ...layers.occupied].some((box) => boxesOverlap(box, drawn.box, 10))) continue;
    layers.horizon.push(drawn.markup);
    layers.occupied.push(drawn.box);
    layers.drawn.push(motif);
    hasCastle ||= motif === 'castle';
  }
}

/** The mount large, side on, with the rider seated on its saddle (a dragon's back, a bike's seat). */
function drawRider(scene: Scene, rider: BuiltinCharacterSpec, mount: BuiltinCharacterSpec, pose: PoseName, hasCrowd: boolean): void {
  if (mount.motif === 'bicycle' && rider.figure) {
    drawCyclist(scene, rider, mount, hasCrowd);
    return;
  }
  const { art, groundY, style } = scene;
  const width = art.width * (hasCrowd ? 0.66 : 0.84);
  const x = art.x + (hasCrowd ? art.width * 0.02 : (art.width - width) / 2);
  // A mount that stands on two legs (a dragon) is drawn on all fours to be ridden.
  const steed = mount.figure ? (FIGURE_KINDS[mount.figure.kind] as { steed?: FigureKindName }).steed : undefined;
  const isFlyingMount = steed !== undefined;
  let drawnMount: DrawnBeing;
  let saddle: Point;
  let mountHeight = 0;
  if (mount.figure) {
    // A dragon strides along the ground with its rider, wings up (flying low, its legs floated over
    // the land with nothing under them); horses and unicorns walk.
    if (steed !== undefined) {
      // As wide as the page, so the steed and its rider fill it, its feet on the ground.
      const box: Box = { x: hasCrowd ? x : art.x, y: art.y + art.height * 0.2, width: hasCrowd ? width : art.width, height: groundY - art.y - art.height * 0.2 };
      drawnMount = drawBeingInBox({ ...mount, figure: { ...mount.figure, kind: steed } }, { pose: 'walking', facing: 1, style, prop: null }, box, art.height * 0.9);
      // No path: it ran up from under the steed's feet behind its wing.
      scene.isMountAloft = true;
      mountHeight = drawnMount.box.height;
      const feet = drawnMount.anchors.feet;
      const foot = feet.back.y > feet.front.y ? feet.back : feet.front;
      scene.joins.push({ what: 'steed-on-ground', figure: foot, thing: { x: foot.x, y: groundY } });
      drawRideCountry(scene, drawnMount.box);
    } else {
      const box: Box = { x, y: groundY - art.height * 0.55, width, height: art.height * 0.55 };
      drawnMount = drawBeingInBox(mount, { pose: 'walking', facing: 1, style, prop: null }, box, art.height * 0.55);
    }
    saddle = drawnMount.anchors.saddle ?? drawnMount.anchors.back;
  } else {
    const drawn = drawMotif({ motif: mount.motif, cx: x + width / 2, bottom: groundY, size: width * 0.8, linePx: style.linePx, detail: style.detail, isFlipped: true })!;
    drawnMount = { markup: (mount.motif === 'bicycle' ? wheelDiscs(drawn.box) : '') + drawn.markup, box: drawn.box, anchors: drawBeing(rider, { pose, cx: 0, groundY: 0, height: 10, facing: 1, style }).anchors, outlinePath: null, headBox: drawn.box, propBox: null };
    saddle = STOOD_ON_MOUNTS.has(mount.motif)
      ? { x: drawn.box.x + drawn.box.width * 0.42, y: drawn.box.y + drawn.box.height * 0.8 }
      : // On a bicycle the rider sits on the icon's own saddle: sat lower and further on, its round end stuck out behind
        // the rider's back as a half circle (round 12).
        { x: drawn.box.x + drawn.box.width * (ICON_SEATS[mount.motif]?.x ?? 0.45), y: drawn.box.y + drawn.box.height * (ICON_SEATS[mount.motif]?.y ?? 0.25) };
  }
  const mountAt = scene.layers.main.length;
  addFigure(scene, drawnMount, mount);
  scene.used.add(mount.motif);
  // On a horse a child stands a little taller than its back is high (a grown-up taller still): seated, the head is
  // well above the back, the legs reach halfway down the flank and the neck, mane and head stay clear in front.
  // Sized by the whole horse, the rider came out as big as the horse and hid its neck.
  const backHeight = drawnMount.box.y + drawnMount.box.height - saddle.y;
  const grownUp = Math.min(1.3, Math.max(0.9, naturalHeight(rider) / naturalHeight(createCharacterSpec('child', 'child'))));
  // Sized by the mount alone: the page's lead height (smaller under a rainbow) made the rider a doll on a big horse.
  const riderHeight = mount.figure && !isFlyingMount ? backHeight * 1.15 * grownUp : Math.min(isFlyingMount ? mountHeight * 0.62 : drawnMount.box.height * 0.9, scene.leadHeight);
  const isStoodOn = STOOD_ON_MOUNTS.has(mount.motif);
  const probe = isStoodOn
    ? drawBeing(rider, { pose: rider.figure ? 'scooting' : 'standing', cx: saddle.x, groundY: saddle.y, height: (saddle.y - drawnMount.box.y) * 1.35, facing: 1, style, prop: null })
    : drawBeing(rider, { pose: rider.figure ? pose : 'standing', cx: saddle.x, groundY: saddle.y, height: riderHeight, facing: 1, style, prop: null });
  // Stood on, the rider steps along the deck until the hands are on the handlebar's stem.
  const seated = isStoodOn
    ? moveBeing(probe, drawnMount.box.x + drawnMount.box.width * 0.74 - probe.anchors.hands.front.x, 0)
    : moveBeing(probe, saddle.x - probe.anchors.seat.x, saddle.y - probe.anchors.seat.y + style.linePx);
  if (mount.figure && rider.figure) {
    const sole = { x: seated.anchors.feet.front.x, y: seated.box.y + seated.box.height };
    const saddleDrawn = ridingSaddle(seated.anchors.seat, sole, style.linePx);
    scene.layers.main.push(saddleDrawn.markup);
    scene.joins.push({ what: 'foot-in-stirrup', figure: sole, thing: saddleDrawn.stirrup });
  }
  if (mount.figure && rider.figure && isRideable(mount)) {
    scene.layers.main[mountAt] = withoutStubsBeside(scene.layers.main[mountAt]!, probe, seated, riderHeight, style.linePx);
  }
  const riderAt = scene.layers.main.length;
  addFigure(scene, seated, rider);
  scene.joins.push({ what: 'seat-on-saddle', figure: seated.anchors.seat, thing: saddle });
  // Nothing of the land rises behind the rider: a tree top there would stick up from the steed's back like a post.
  if (isFlyingMount) keepLandClearBehind(scene, seated.box);
  if (mount.figure && (isRideable(mount) || isFlyingMount) && rider.figure) {
    // Reins from the bit's ring at the corner of the mouth (the head box is the round of the head, the muzzle juts out
    // ahead of it) back over the neck to the fist, a strap drawn over the mane and under the rider so the fist closes
    // on it: a thin line sagging across the neck ran through the mane's tips into slivers (round 12). A dragon's mouth
    // ends lower and further back under its long snout; with nothing to hold, its rider's fist gripped its cheek.
    const head = drawnMount.headBox;
    const bit = isFlyingMount ? { x: head.x + head.width * 0.74, y: head.y + head.height * 0.8 } : { x: head.x + head.width * 1.08, y: head.y + head.height * 1.03 };
    const hand = seated.anchors.hands.front;
    const line = fmt(Math.max(3, style.linePx * 0.7));
    const ring = head.width * 0.06;
    // Across a dragon's head the strap runs straight, clear of its jaw: sagging, it ran along the jaw's line in a sliver.
    const sag = isFlyingMount ? (hand.y + bit.y) / 2 : Math.max(hand.y, bit.y) + head.height * 0.08;
    scene.layers.main.splice(riderAt, 0, reinBand(`M${fmt(hand.x)} ${fmt(hand.y)}Q${fmt((hand.x + bit.x) / 2)} ${fmt(sag)} ${fmt(bit.x)} ${fmt(bit.y)}`, style.linePx));
    scene.layers.main.push(`<circle cx="${fmt(bit.x)}" cy="${fmt(bit.y)}" r="${fmt(ring)}" fill="#fff" stroke="#000" stroke-width="${line}"/>`);
    scene.joins.push({ what: 'reins', figure: hand, thing: bit });
  }
}

/** How far round a rider's hand's anchor the fist (and the wrist) reach, as a share of the rider's height. */
const FIST_REACH_SHARE = 0.08;
/** A line's end showing past a rider's fist shorter than this share of the rider's height reads as a stray dash. */
const STUB_SHARE = 0.12;

/**
 * The mount's inner lines (a mane's partings) with a short end that would show past the rider's fist cut back to
 * under it: the fist hid the middle of a parting, and its end below the hand read as a stub in the hand (round 15).
 */
function withoutStubsBeside(markup: string, probe: DrawnBeing, rider: DrawnBeing, riderHeight: number, linePx: number): string {
  const hand = rider.anchors.hands.front;
  // Moving the rider into the seat drops its outline: the probe's, moved as the rider was.
  const shift = { x: rider.box.x - probe.box.x, y: rider.box.y - probe.box.y };
  const silhouette = (probe.outlinePath ?? '').split('M').filter((ring) => ring.length > 0).map((ring) => outlinePoints(ring).map((point) => ({ x: point.x + shift.x, y: point.y + shift.y })));
  const isHidden = (point: Point): boolean => Math.hypot(point.x - hand.x, point.y - hand.y) < riderHeight * FIST_REACH_SHARE && containsPoint(silhouette, point);
  const length = (stretch: Point[]): number => stretch.slice(1).reduce((sum, point, index) => sum + Math.hypot(point.x - stretch[index]!.x, point.y - stretch[index]!.y), 0);
  return markup.replace(/<path d="(M[^"]*)" fill="none"([^>]*)\/>/g, (element, data: string, rest: string) => {
    const points = densify(outlinePoints(data), linePx);
    const first = points.findIndex(isHidden);
    if (first < 0) return element;
    const last = points.findLastIndex(isHidden);
    const start = length(points.slice(0, first + 1)) < riderHeight * STUB_SHARE ? first : 0;
    const end = length(points.slice(last)) < riderHeight * STUB_SHARE ? last : points.length - 1;
    if (start === 0 && end === points.length - 1) return element;
    const kept = points.slice(start, end + 1);
    return kept.length < 2 ? '' : `<path d="${lineData(kept)}" fill="none"${rest}/>`;
  });
}

/**
 * A rider pedalling a child's bicycle built round them (bicycle.ts): the near foot on the pedal at the top of its
 * turn, the far one on the pedal below, the hands on the grips. Across most of the page's width, the rider a little
 * shorter than a lead standing: as tall, the head took the room of the park's swing set beside it.
 */
function drawCyclist(scene: Scene, rider: BuiltinCharacterSpec, mount: BuiltinCharacterSpec, hasCrowd: boolean): void {
  const { art, groundY, style } = scene;
  const width = art.width * (hasCrowd ? 0.66 : 0.84);
  const left = art.x + (hasCrowd ? art.width * 0.02 : (art.width - width) / 2);
  const fists = { back: 90, front: 90 };
  const place = (height: number, cx: number): { cyclist: DrawnBeing; bicycle: DrawnBicycle; soles: { near: Point; far: Point } } => {
    const probe = drawBeing(rider, { pose: 'cycling', cx, groundY, height, facing: 1, style, prop: null, fists });
    // Each ring of the outline sampled closely: a shoe's flat sole is one long edge between two corners.
    const outline = (probe.outlinePath ?? '').split('M').filter((ring) => ring.length > 0).flatMap((ring) => densify(outlinePoints(ring), style.linePx));
    const soles = { near: soleUnder(outline, probe.anchors.feet.front, height), far: soleUnder(outline, probe.anchors.feet.back, height) };
    const drop = cyclistDrop({ seat: probe.anchors.seat, soles, groundY, height });
    const cyclist = moveBeing(probe, 0, drop);
    const lowered = (point: Point): Point => ({ x: point.x, y: point.y + drop });
    const placedSoles = { near: lowered(soles.near), far: lowered(soles.far) };
    const bicycle = drawBicycle({ seat: cyclist.anchors.seat, soles: placedSoles, hand: cyclist.anchors.hands.front, groundY, height }, style.linePx, style.detail);
    return { cyclist, bicycle, soles: placedSoles };
  };
  const trial = place(1000, 0);
  const trialBox = unionBox(trial.cyclist.box, trial.bicycle.box);
  const height = Math.min((1000 * width) / trialBox.width, (1000 * (groundY - art.y - art.height * 0.08)) / trialBox.height, scene.leadHeight * 0.78);
  const sized = place(height, 0);
  const sizedBox = unionBox(sized.cyclist.box, sized.bicycle.box);
  // Stepped aside as a lead on foot would be, for the place it goes to (the school ahead), and kept on the page.
  const middle = Math.min(Math.max(left + width / 2 + art.width * scene.heroShift, art.x + sizedBox.width / 2), art.x + art.width - sizedBox.width / 2);
  const { cyclist, bicycle, soles } = place(height, middle - (sizedBox.x + sizedBox.width / 2));
  // Both legs over the frame: behind it (as they would be), the far leg hid behind the seat tube, the chain and the
  // chainring, and the rider seemed to pedal with one leg.
  scene.layers.main.push(bicycle.behind, bicycle.markup);
  addFigure(scene, { markup: '', box: bicycle.box, anchors: cyclist.anchors, outlinePath: null, headBox: bicycle.box, propBox: null }, mount);
  scene.used.add(mount.motif);
  addFigure(scene, cyclist, rider);
  scene.joins.push({ what: 'seat-on-saddle', figure: cyclist.anchors.seat, thing: bicycle.saddle });
  scene.joins.push({ what: 'foot-on-pedal', figure: soles.near, thing: bicycle.pedals.near });
  scene.joins.push({ what: 'far-foot-on-pedal', figure: soles.far, thing: bicycle.pedals.far });
  scene.joins.push({ what: 'hand-on-grip', figure: cyclist.anchors.hands.front, thing: bicycle.grip });
}

/**
 * The middle of the flat of a shoe's sole: the lowest stretch of the figure's outline round a foot's anchor (the shoe
 * reaches further down and forward than the anchor under the ankle).
 */
function soleUnder(outline: Point[], foot: Point, height: number): Point {
  // The window holds the shoe's middle only: wider, it caught the other leg's shin passing behind the raised foot.
  const shoe = outline.filter((point) => point.x > foot.x - height * 0.02 && point.x < foot.x + height * 0.08 && point.y > foot.y - height * 0.01 && point.y < foot.y + height * 0.035);
  if (shoe.length === 0) return foot;
  const bottom = Math.max(...shoe.map((point) => point.y));
  const flat = shoe.filter((point) => point.y > bottom - height * 0.008);
  return { x: flat.reduce((sum, point) => sum + point.x, 0) / flat.length, y: bottom };
}

/**
 * No far tree or hill-top thing stands right behind a figure up on something (a steed's back, a bridge): only its tip
 * would show, sticking up from the figure's head like a post or a spike.
 */
function keepLandClearBehind(scene: Scene, figure: Box): void {
  const side = figure.width * 0.1;
  const top = scene.horizonY - scene.art.height * 0.25;
  scene.layers.occupied.push({ x: figure.x - side, y: top, width: figure.width + 2 * side, height: figure.y + figure.height - top });
}

/** How far a steering wheel leans back towards its driver, degrees (the driver faces left). */
const WHEEL_TILT = 18;
/** A driver's head (hat or helmet included) as a share of the cab window's height. */
const DRIVER_HEAD = 0.4;
/** In a tall cab window (a fire truck's) the head fills more of it: at 0.4 the firefighter was 6 % of the page. */
const TALL_CAB_DRIVER_HEAD = 0.5;
/** In a car's low side window the head fills more of it: at 0.4 the driver was a doll on a large page. */
const CAR_DRIVER_HEAD = 0.55;

/** The vehicle large, and the driver's head and shoulders seen through its cab window. */
function drawDriver(scene: Scene, driver: BuiltinCharacterSpec, vehicle: string, pose: PoseName, hasCrowd: boolean): void {
  const { art, groundY, style } = scene;
  const size = art.width * (hasCrowd ? 0.68 : 0.86);
  const cx = hasCrowd ? art.x + size / 2 + art.width * 0.02 : art.x + art.width / 2;
  // Down a street the wheels roll on the road, its lane marks showing below them, not on the page's bottom edge.
  const bottom = scene.layout.backdrop === 'street' ? art.y + art.height * 0.88 : groundY;
  const vehicleArt = VEHICLE_ART[vehicle] ?? vehicle;
  // A long, low vehicle (a fire truck) takes nearly the page's width to stand as tall as the others.
  const composed = getComposedProp(vehicleArt)?.draw('low');
  const isLong = composed !== undefined && composed.width / composed.height > 1.5 && !hasCrowd;
  const drawn = drawMotif({ motif: vehicleArt, cx, bottom, size: isLong ? art.width * 0.95 : size, linePx: style.linePx, detail: style.detail });
  if (!drawn) return;
  scene.layers.main.push(drawn.markup);
  scene.subject.push(drawn.box);
  scene.used.add(vehicle);
  // What its drawing shows is not drawn again far off (the tractor that pulls a hay wagon).
  for (const motif of getComposedProp(vehicleArt)?.includes ?? []) scene.used.add(motif);
  if (scene.layout.backdrop === 'street') drawHydrant(scene, drawn.box);
  const [x0, y0, x1, y1, x0Bottom = x0] = CAB_WINDOWS[vehicleArt] ?? DEFAULT_CAB;
  // No far tree stands on the cab's roof like a chimney.
  if (scene.layout.backdrop !== 'street') keepLandClearBehind(scene, { x: drawn.box.x + drawn.box.width * x0, y: drawn.box.y, width: drawn.box.width * (x1 - x0), height: drawn.box.height * y1 });
  const inner = style.linePx * 0.8;
  const window: Box = { x: drawn.box.x + drawn.box.width * x0 + inner, y: drawn.box.y + drawn.box.height * y0 + inner, width: drawn.box.width * (x1 - x0) - 2 * inner, height: drawn.box.height * (y1 - y0) - 2 * inner };
  // A window tall for its width (a fire truck's big cab) shows the driver down to the hands on the wheel, not only a face.
  const isTall = window.height > window.width * 0.8;
  // The near hand closed round the wheel's rim, which leans back towards the driver as a steering wheel does; the far
  // arm, behind the body seen from the side, is left out (it showed as a second fist short of the wheel, or as a
  // black clot where it crossed the near arm and the strap of an overall).
  const drawAt = (height: number) => drawBeing(driver, { pose: driver.figure ? pose : 'standing', cx: window.x + window.width / 2, groundY: window.y + height, height, facing: -1, style, prop: null, fists: { front: WHEEL_TILT }, hiddenArm: 'back' });
  // Sized by the head, not the whole figure: a grown-up's small head (a farmer) or a helmet would otherwise leave a
  // tiny driver lost in a big window; the head and shoulders fill it as a driver's do.
  const first = drawAt(window.height);
  const headShare = x0Bottom < x0 ? CAR_DRIVER_HEAD : isTall ? TALL_CAB_DRIVER_HEAD : DRIVER_HEAD;
  const probe = drawAt((window.height * window.height * headShare) / first.headBox.height);
  const headCentre = { x: probe.headBox.x + probe.headBox.width / 2, y: probe.headBox.y + probe.headBox.height / 2 };
  const placed = moveBeing(probe, window.x + window.width * (isTall ? 0.56 : 0.5) - headCentre.x, window.y + window.height * (isTall ? 0.34 : 0.52) - headCentre.y);
  const rim = Math.min(window.height * 0.3, probe.headBox.height * 0.5);
  // A grown-up's long arm reached past the window's front edge, the wheel cut away by it: the driver sits back far
  // enough that the wheel is whole in the window, as long as the head stays in it too.
  const wheelRoom = window.x + rim * 0.8 + style.linePx - placed.anchors.hands.front.x;
  const headRoom = window.x + window.width - style.linePx - (placed.headBox.x + placed.headBox.width);
  const seated = wheelRoom > 0 ? moveBeing(placed, Math.min(wheelRoom, Math.max(0, headRoom)), 0) : placed;
  // The window's own shape, its front edge along a slanted windscreen; its frame drawn again over the driver, so the head is seen through it.
  const slant = drawn.box.width * (x0 - x0Bottom);
  const right = window.x + window.width;
  const bottomEdge = window.y + window.height;
  const windowShape = `M${fmt(window.x)} ${fmt(window.y)}H${fmt(right - inner)}Q${fmt(right)} ${fmt(window.y)} ${fmt(right)} ${fmt(window.y + inner)}V${fmt(bottomEdge - inner)}Q${fmt(right)} ${fmt(bottomEdge)} ${fmt(right - inner)} ${fmt(bottomEdge)}H${fmt(window.x - slant)}Z`;
  const frame = OPEN_CABS.has(vehicleArt) ? '' : `<path d="${windowShape}" fill="none" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round"/>`;
  // The steering wheel seen edge-on from the side, a tilted rim with its hub, the near hand closed round the rim near
  // its top: on a column down to the dashboard ahead of the driver, the wheel's foot hidden below the sill. (Stood
  // at the sill with no column, with the hands behind it, it floated before the driver and the hands vanished.)
  const hand = seated.anchors.hands.front;
  const tilt = (WHEEL_TILT * Math.PI) / 180;
  const axis = { x: Math.sin(tilt), y: -Math.cos(tilt) };
  // The fist near the rim's top, the wheel below it; a hand down at the sill takes the rim's lower part instead, the
  // wheel standing up out of the fist (below the hand, all of it was cut away by the sill but what showed through the
  // fingers: a knob, round 11).
  const reach = hand.y - axis.y * rim * 1.4 > window.y + window.height ? -0.55 : 0.55;
  const wheel = { x: hand.x - axis.x * rim * reach, y: hand.y - axis.y * rim * reach };
  const line = `fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}"`;
  const dashboard = window.y + window.height;
  const columnFoot = { x: wheel.x - rim * 1.2, y: Math.max(dashboard, wheel.y + rim * 0.8) + style.linePx * 2 };
  const column = taperedBar(wheel, columnFoot, rim * 0.2, rim * 0.26, style.linePx);
  const steering =
    `${column}<g transform="rotate(${WHEEL_TILT} ${fmt(wheel.x)} ${fmt(wheel.y)})"><ellipse cx="${fmt(wheel.x)}" cy="${fmt(wheel.y)}" rx="${fmt(rim * 0.42)}" ry="${fmt(rim)}" ${line}/><ellipse cx="${fmt(wheel.x)}" cy="${fmt(wheel.y)}" rx="${fmt(rim * 0.2)}" ry="${fmt(rim * 0.62)}" ${line}/></g>`;
  scene.layers.main.push(`<clipPath id="cab-window"><path d="${windowShape}"/></clipPath><g clip-path="url(#cab-window)">${seated.markup}${steering}${seated.grip?.front ?? ''}</g>${frame}`);
  scene.subject.push(window);
  scene.used.add('steering-wheel');
  scene.joins.push({ what: 'hands-on-wheel', figure: hand, thing: wheel });
  // The head's top and chin against the window's corners: how much of the window the driver fills.
  const head = seated.headBox;
  scene.joins.push({ what: 'head-top-in-window', figure: { x: head.x + head.width / 2, y: head.y }, thing: { x: window.x, y: window.y } });
  scene.joins.push({ what: 'chin-in-window', figure: { x: head.x + head.width / 2, y: head.y + head.height }, thing: { x: window.x + window.width, y: window.y + window.height } });
}

/**
 * A fire hydrant on the far pavement in front of the buildings: over a vehicle's low back (a fire truck's ladder) where
 * it is lower than the cab, else beside the vehicle, else none.
 */
function drawHydrant(scene: Scene, vehicle: Box): void {
  const { art, horizonY, style } = scene;
  const height = art.height * 0.07;
  const bottom = horizonY + art.height * 0.045;
  const spots = [vehicle.x + vehicle.width * 0.8, vehicle.x + vehicle.width + art.width * 0.05, vehicle.x - art.width * 0.05];
  for (const cx of spots) {
    const hydrant = fireHydrant(cx, bottom, height, style.linePx);
    const isInside = hydrant.box.x > art.x && hydrant.box.x + hydrant.box.width < art.x + art.width;
    const isOverVehicle = boxesOverlap(hydrant.box, vehicle, 0);
    if (!isInside || (isOverVehicle && bottom > vehicle.y + vehicle.height * 0.2)) continue;
    scene.layers.scatter.push(hydrant.markup);
    scene.layers.occupied.push(hydrant.box);
    scene.layers.drawn.push('fire-hydrant');
    return;
  }
}

/** The flyer on the ground, the kite high in the sky, and the string between hand and kite. */
function drawKiteFlyer(scene: Scene, flyer: BuiltinCharacterSpec, pose: PoseName, hasCrowd: boolean): void {
  const { art, groundY, style } = scene;
  const height = scene.leadHeight * 0.92;
  // A lone flyer stands in from the frame, so the page is not her at the edge and scattered grass on the right.
  const region: Box = { x: art.x + art.width * (hasCrowd ? 0.04 : 0.12), y: groundY - height * 1.2, width: art.width * (hasCrowd ? 0.34 : 0.44), height: height * 1.2 };
  const drawn = drawBeingInBox(flyer, { pose, facing: 1, style, prop: null }, region, height);
  const kiteSize = art.width * 0.3;
  const kite = drawMotif({ motif: 'flown-kite', cx: art.x + art.width * 0.76, bottom: art.y + art.height * 0.06 + kiteSize, size: kiteSize, linePx: style.linePx, detail: style.detail });
  if (kite) {
    const hand = drawn.anchors.hands.front;
    const end = { x: kite.box.x + kite.box.width * KITE_STRING_AT.x, y: kite.box.y + kite.box.height * KITE_STRING_AT.y };
    const control = { x: (hand.x + end.x) / 2 + art.width * 0.05, y: (hand.y + end.y) / 2 + art.height * 0.06 };
    scene.layers.main.push(kite.markup);
    scene.layers.main.push(`<path d="M${fmt(hand.x)} ${fmt(hand.y)}Q${fmt(control.x)} ${fmt(control.y)} ${fmt(end.x)} ${fmt(end.y)}" fill="none" stroke="#000" stroke-width="${fmt(Math.max(3, style.linePx * 0.6))}" stroke-linecap="round"/>`);
    scene.subject.push(kite.box);
    scene.used.add('kite');
    scene.joins.push({ what: 'kite-string', figure: hand, thing: end });
    if (style.detail === 'low' && !hasCrowd && !scene.context.isRemoved('deciduous-tree')) drawTreeUnderKite(scene, kite.box, [hand, control, end]);
  }
  addFigure(scene, drawn, flyer);
}

/**
 * For the youngest, one big tree on the far hills on the kite's side, its crown below the kite and right of the
 * string: with only small tufts and flowers there, that half of the page was empty beside the flyer.
 */
function drawTreeUnderKite(scene: Scene, kite: Box, [from, control, to]: [Point, Point, Point]): void {
  const { art, horizonY, style, layers } = scene;
  const top = kite.y + kite.height + art.height * 0.03;
  const right = art.x + art.width - art.width * 0.02;
  // Its trunk's foot just behind the far hills' crest, so the trunk shows: lower, the crown alone peeped over them.
  const bottom = (scene.context.groundEdge?.(right - art.width * 0.14) ?? horizonY) + art.height * 0.015;
  // How far right the string comes below the crown's top, and a margin: the crown stays clear of it.
  let stringRight = from.x;
  for (let step = 0; step <= 20; step++) {
    const t = step / 20;
    const y = (1 - t) * (1 - t) * from.y + 2 * t * (1 - t) * control.y + t * t * to.y;
    if (y > top) stringRight = Math.max(stringRight, (1 - t) * (1 - t) * from.x + 2 * t * (1 - t) * control.x + t * t * to.x + style.linePx * 4);
  }
  const size = Math.min(bottom - top, (right - stringRight) * 1.25);
  if (size < art.width * 0.2) return;
  const at = (cx: number): ReturnType<typeof drawMotif> => drawMotif({ motif: sceneArt('deciduous-tree'), cx, bottom, size, linePx: style.linePx, detail: style.detail });
  const probe = at(right);
  if (!probe) return;
  const tree = at(right - probe.box.width / 2);
  if (!tree || tree.box.x < stringRight) return;
  layers.horizon.push(tree.markup);
  layers.occupied.push(tree.box);
  layers.drawn.push('deciduous-tree');
}

/** A kick: the figure on one leg, the ball just in front of the kicking foot. */
function drawKicker(scene: Scene, kicker: BuiltinCharacterSpec, ball: string, pose: PoseName, hasCrowd: boolean, hasGoal: boolean): void {
  const { art, groundY, style } = scene;
  const height = scene.leadHeight;
  const region: Box = { x: art.x + art.width * (hasCrowd ? 0.02 : 0.12), y: groundY - height * 1.1, width: art.width * 0.5, height: height * 1.1 };
  const drawn = drawBeingInBox(kicker, { pose, facing: 1, style, prop: null }, region, height);
  if (hasGoal) {
    // The goal the ball is headed for: on the right, a little way back on the pitch, whole beside the kicker, its near
    // post just past his outstretched hand. Behind him it was half hidden and its net's lines ran into his neck; a
    // little off his body, the post ran down between his arm and his side. (The post is the goal's first 7 of 120
    // units; a goal too wide to fit beside him is made narrower.)
    const hand = drawn.anchors.hands.front;
    const post = Math.max((drawn.anchors.neck.x + drawn.anchors.hips.x) / 2, hand.x + height * 0.07);
    const size = Math.max(art.width * 0.4, Math.min(art.width * 0.72, (art.x + art.width - post) / (1 - 3.5 / 120) - style.linePx * 2));
    const cx = Math.min(post + size * (0.5 - 3.5 / 120), art.x + art.width - size / 2);
    const goal = drawMotif({ motif: 'soccer-goal', cx, bottom: groundY - art.height * 0.14, size, linePx: style.linePx, detail: style.detail });
    if (goal) {
      const stripes = scene.context.pitchStripes;
      const markings = goalArea(goal.box, art, style.linePx, stripes !== undefined ? pitchFarEdge(art, scene.horizonY) : undefined, style.hasPatterns);
      if (stripes !== undefined) scene.layers.ground[stripes] = '';
      scene.layers.ground.push(markings.markup);
      scene.joins.push(
        { what: 'goal-area', figure: { x: goal.box.x + goal.box.width / 2, y: goal.box.y + goal.box.height }, thing: markings.frontMiddle },
        { what: 'post-beside-kicker', figure: hand, thing: { x: goal.box.x + (goal.box.width * 3.5) / 120, y: hand.y } },
      );
      scene.layers.scatter.push(goal.markup);
      scene.layers.occupied.push(goal.box);
      scene.used.add('soccer-goal');
      // The pitch's near corners, each with its flag, so the page's lower corners are no bare ground (round 13, 02); not
      // for 3-5, whose thick lines would leave a small pennant no room to colour.
      // Kept off his legs, his hands and the ball at his foot (his box is far wider than he is: it held the kick).
      const { feet, hips, hands } = drawn.anchors;
      const legs: Box = { x: Math.min(feet.back.x, feet.front.x) - height * 0.1, y: hips.y, width: Math.abs(feet.back.x - feet.front.x) + height * 0.38, height: art.y + art.height - hips.y };
      const handBoxes = [hands.back, hands.front].map((hand): Box => ({ x: hand.x - height * 0.08, y: hand.y - height * 0.08, width: height * 0.16, height: height * 0.16 }));
      const flagSize = art.height * 0.15;
      const bottom = art.y + art.height - style.linePx * 6;
      for (const side of style.detail === 'low' ? [] : ([1, -1] as const)) {
        const x = side === 1 ? art.x + art.width * 0.06 : art.x + art.width * 0.94;
        const flag = cornerFlag(x, bottom, flagSize, style.linePx, side);
        if ([legs, goal.box, ...handBoxes].some((box) => boxesOverlap(box, flag.box, 0))) continue;
        scene.layers.scatter.push(flag.markup);
        scene.layers.occupied.push(flag.box);
        scene.used.add('corner-flag');
      }
    }
  }
  addFigure(scene, drawn, kicker);
  // A ball a little narrower than the kicker's head: at a fifth of his height it was bigger than his head.
  const size = Math.min(height * 0.2, drawn.headBox.width * 0.72);
  const foot = drawn.anchors.feet.front;
  const placed = drawMotif({ motif: ball, cx: foot.x + size * 0.62, bottom: Math.min(groundY, foot.y + size * 0.5), size, linePx: style.linePx, detail: style.detail });
  if (placed) {
    scene.layers.main.push(placed.markup);
    scene.subject.push(placed.box);
    scene.used.add(ball);
    const [ballMiddle, head] = [placed.box.y + placed.box.height / 2, drawn.headBox];
    scene.joins.push(
      { what: 'ball-at-foot', figure: foot, thing: { x: placed.box.x, y: ballMiddle } },
      // Spans across, so the ball can be held to the head's size.
      { what: 'ball-across', figure: { x: placed.box.x, y: ballMiddle }, thing: { x: placed.box.x + placed.box.width, y: ballMiddle } },
      { what: 'head-across', figure: { x: head.x, y: head.y + head.height / 2 }, thing: { x: head.x + head.width, y: head.y + head.height / 2 } },
    );
  }
}

/**
 * The pitch's markings at the goal, seen from in front: the goal line across the pitch at the goal's foot and the
 * goal area, a shallow box just wider than the goal widening a little towards us; for 6-8 and 9-12 the mown stripes
 * too, running from the goal line towards us and widening as the goal area's sides do, so all of it is one pitch in
 * one perspective. (Stripes from the stands' foot, on their own slant, ran past the goal line and off the frame's
 * lower corners as loose diagonals; a penalty box as wide as the page, with its arc, did the same.)
 */
function goalArea(goal: Box, art: Box, linePx: number, farEdge: number | undefined, isChecked = false): { markup: string; frontMiddle: Point } {
  const goalLine = goal.y + goal.height;
  const depth = art.height * 0.06;
  const front = goalLine + depth;
  const middle = goal.x + goal.width / 2;
  const [far, near] = [goal.width * 0.56, goal.width * 0.64];
  // Where the goal area's sides meet, far beyond the goal: every stripe runs back towards it.
  const vanish = (depth * far) / (near - far);
  let blades = '';
  let lines = `M${fmt(art.x - 50)} ${fmt(goalLine)}H${fmt(art.x + art.width + 50)}M${fmt(middle - far)} ${fmt(goalLine)}L${fmt(middle - near)} ${fmt(front)}H${fmt(middle + near)}L${fmt(middle + far)} ${fmt(goalLine)}`;
  if (farEdge !== undefined) {
    const bottom = art.y + art.height + 50;
    const spread = (vanish + bottom - goalLine) / vanish;
    // Behind the goal line too, on to the boards at the stands' foot: there a bare band read as a wall with the goal
    // hung on it (round 15, 02).
    const narrow = (vanish - (goalLine - farEdge)) / vanish;
    // A few broad bands, as a mown pitch shows: many narrow ones read as planks on a floor.
    for (let band = -3; band <= 2; band++) {
      const x = middle + (band + 0.5) * goal.width * 0.5;
      lines += `M${fmt(middle + (x - middle) * narrow)} ${fmt(farEdge)}L${fmt(middle + (x - middle) * spread)} ${fmt(bottom)}`;
    }
    // Older children's pitch has blades of grass in every other band (round 12: its lower half was a plain pitch with a
    // few lines; round 13, 02: lines across the bands made checks that read as a tiled floor), in rows at gaps and sizes
    // growing towards the viewer as the pitch nears.
    if (isChecked) {
      const rows = 6;
      let gap = (art.y + art.height - front) / ((1.2 ** rows - 1) / 0.2);
      for (let row = 0, y = front + gap * 0.7; row < rows; row++, gap *= 1.2, y += gap) {
        const blade = gap * 0.38;
        const across = (y - goalLine + vanish) / vanish;
        for (let band = -3; band <= 2; band += 2) {
          const [x0, x1] = [band, band + 1].map((edge) => middle + (edge + 0.5) * goal.width * 0.5 * across);
          for (const share of row % 2 === 0 ? [0.2, 0.5, 0.8] : [0.35, 0.65]) blades += grassMark(x0! + (x1! - x0!) * share, y, blade);
        }
      }
    }
  }
  const grass = blades ? `<path d="${blades}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}" stroke-linecap="round"/>` : '';
  return { markup: `<path d="${lines}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"/>${grass}`, frontMiddle: { x: middle, y: front } };
}

/** Three blades of grass, open strokes fanning out from a little way apart (from one point they read as an arrow). */
function grassMark(x: number, bottom: number, blade: number): string {
  return [-1, 0, 1].map((side) => `M${fmt(x + side * blade * 0.3)} ${fmt(bottom)}L${fmt(x + side * blade * 0.55)} ${fmt(bottom - blade * (side === 0 ? 1 : 0.7))}`).join('');
}

/** A seat or a deck: the prop large, the lead seated on its seat or standing on its deck, friends beside. */
function drawOnProp(
  scene: Scene,
  lead: BuiltinCharacterSpec,
  motif: string,
  pose: PoseName,
  others: BuiltinCharacterSpec[],
  crowdPose: (character: BuiltinCharacterSpec, index: number) => PoseName,
  isFishing: boolean,
): void {
  if (motif === 'stone-bridge') return drawOnBridge(scene, lead, pose, others, crowdPose, isFishing);
  if (motif === 'rowing-boat') return drawInBoat(scene, [lead, ...others], isFishing);
  const { art, groundY, style } = scene;
  const prop = getComposedProp(motif)!;
  const artSize = prop.draw(style.detail);
  const aspect = artSize.width / artSize.height;
  const isWide = aspect >= 1.4;
  // Friends share a blanket or come up into the treehouse, so the prop stays in the middle.
  const hasCrowd = others.length > 0 && !PROPS_FOR_ALL.has(motif);
  // A ship rides in the sea: the whole width of the page, its water line low on the page, the sea in front of the hull.
  const waterAt = artSize.anchors.water;
  const isAfloat = prop.kind === 'vehicle' && scene.context.setting.ground === 'water' && waterAt !== undefined;
  const longest = Math.max(artSize.width, artSize.height);
  const waterY = art.y + art.height * SEA_LINE;
  // A tall place everyone gathers in (a treehouse) fills the page from the ground up, so its house reads above the friends in it.
  const isTallPlace = PROPS_FOR_ALL.has(motif) && aspect < 1;
  const seatSize = prop.seatSize;
  const isPet = lead.figure?.kind !== undefined && FIGURE_KINDS[lead.figure.kind].plan.stance !== 'biped';
  // A pet's chair is sized by the page, not the pet: by a cat's height it stood small in an empty meadow.
  const size = seatSize !== undefined
    ? isPet ? art.height * PET_SEAT_SHARE : scene.leadHeight * seatSize
    : isAfloat
    ? longest * Math.min((art.width * 0.98) / artSize.width, (waterY - art.y) / waterAt[1])
    : isTallPlace
      ? Math.min(groundY - art.y - art.height * 0.015, (art.width * 0.96) / aspect)
      : scene.layout.isRideAloft && prop.kind === 'vehicle'
        ? // The youngest's team of one is a taller drawing for its width: a little narrower, so the sky above keeps its stars.
          art.width * (style.detail === 'low' ? 0.88 : 0.98)
        : art.width * (isWide ? 0.92 : prop.size === 'large' ? (hasCrowd ? 0.62 : 0.78) : 0.7) * Math.max(1, 1 / aspect);
  // A dock comes out from the shore beyond the page's edge, its bank cut by the frame.
  const cx = (hasCrowd && !isWide ? art.x + art.width * 0.62 : art.x + art.width / 2) - (motif === 'wooden-dock' ? art.width * DOCK_SHIFT : 0);
  const unit = size / longest;
  // Santa's sleigh rides high across the night sky, over the rooftops.
  const isAloft = scene.layout.isRideAloft === true && prop.kind === 'vehicle';
  const bottom = isAfloat ? waterY + (artSize.height - waterAt[1]) * unit : isAloft ? art.y + art.height * (style.detail === 'low' ? 0.56 : 0.6) : groundY;
  const drawn = drawMotif({ motif, cx, bottom, size, linePx: style.linePx, detail: style.detail, isFlipped: MIRRORED_PROPS.has(motif), isDriven: motif === 'sleigh' });
  if (!drawn) return;
  const propAt = scene.layers.main.length;
  scene.layers.main.push(drawn.markup);
  if (isAloft) drawRooftops(scene, drawn.box);
  if (isAfloat) {
    drawSeaInFront(scene, waterY);
    // The hull, and the masts and sails above it: the sky beside the masts stays open for the sun and the birds.
    const box = drawn.box;
    const deck = drawn.anchors?.stand?.y ?? box.y + box.height / 2;
    scene.subject.push({ x: box.x, y: deck, width: box.width, height: box.y + box.height - deck }, { x: box.x + box.width * 0.2, y: box.y, width: box.width * 0.68, height: deck - box.y });
  } else if (motif === 'treehouse') {
    const unit = drawn.box.width / 100;
    for (const part of TREEHOUSE_PARTS) scene.subject.push({ x: drawn.box.x + part.x * unit, y: drawn.box.y + part.y * unit, width: part.width * unit, height: part.height * unit });
    // Between the ladder's feet the lawn's near edge is hidden: seen there, under the bottom rung, it read as one rung too many.
    const [[leftFoot, footY], [rightFoot]] = TREEHOUSE_LADDER_FEET;
    const rung = Math.max(...treehouseRungs(style.detail));
    const [top, bottom] = [drawn.box.y + rung * unit + style.linePx, drawn.box.y + footY * unit + style.linePx * 2];
    scene.ladderCover = { at: scene.layers.scatter.push('') - 1, markup: `<rect x="${fmt(drawn.box.x + leftFoot * unit + style.linePx)}" y="${fmt(top)}" width="${fmt((rightFoot - leftFoot) * unit - style.linePx * 2)}" height="${fmt(bottom - top)}" fill="#fff"/>` };
  } else scene.subject.push(drawn.box);
  scene.used.add(motif);
  if (motif === 'treehouse') return drawTreehouseFriends(scene, drawn, [lead, ...others], pose, crowdPose);
  const seat = drawn.anchors?.seat;
  const stand = drawn.anchors?.stand;
  // A child jumping on a sofa is up in the air over it, the feet clear of it: sat on it, the boy did no jumping. (A pet
  // sits as before: leaping over a pet-sized sofa, the cat was bigger than the sofa.)
  const isJumpingOn = pose === 'jumping' && !isPet && seat !== undefined && stand === undefined;
  const isSeated = !isJumpingOn && (pose === 'sitting' || (seat !== undefined && stand === undefined));
  const anchor = (isSeated ? seat : stand) ?? seat ?? stand ?? { x: cx, y: groundY };
  // Standing on a deck or a bridge the figure stays the page's subject: at least half the lead's height; on a ship's deck, a hero's.
  // On a picnic blanket the children are the page, but a little smaller than standing figures, so the basket shows whole
  // between them (as big, their laps hid all of it but the handle, round 13).
  const height = isAfloat ? Math.min(scene.leadHeight * 0.85, drawn.box.height * AFLOAT_HEIGHT) : Math.min(scene.leadHeight * (motif === 'picnic' ? 0.86 : 0.8), isSeated || isJumpingOn ? drawn.box.height * (prop.seatedHeight ?? 0.95) : Math.max(scene.leadHeight * 0.5, drawn.box.height * (STANDING_HEIGHT[motif] ?? (prop.size === 'large' ? 0.42 : 0.6))));
  // On a blanket a child's outline goes with it, so the lawn beside its head is dressed: by its box, which the hand
  // planted behind stretches, the lawn between the heads and the basket stayed bare (round 13).
  const moveSeated = (drawn: DrawnBeing, dx: number, dy: number): DrawnBeing => {
    const moved = moveBeing(drawn, dx, dy);
    if (!GROUND_SEATS.has(motif) || !drawn.outlinePath) return moved;
    return { ...moved, outlinePath: drawn.outlinePath.replace(/(-?\d+(?:\.\d+)?)[ ,](-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => `${fmt(Number(x) + dx)} ${fmt(Number(y) + dy)}`) };
  };
  const seatedAt = (character: BuiltinCharacterSpec, point: Point, characterPose: PoseName, facing: 1 | -1, scale = 1): DrawnBeing => {
    const placement = { pose: characterPose, cx: point.x, groundY: point.y, height: height * scale * (naturalHeight(character) / naturalHeight(lead)), facing, style, prop: isFishing ? null : HOLDING_POSES.has(characterPose) ? undefined : null };
    const unheld = drawBeing(character, placement);
    // An angler's fists closed round the rod drawn through them.
    const probe = characterPose === 'fishing' ? drawBeing(character, { ...placement, fists: rodFists(unheld.anchors.hands) }) : unheld;
    const target = characterPose === 'sitting' || characterPose === 'sitting-in-a-row' || characterPose === 'sitting-on-ground' || characterPose === 'riding' || characterPose === 'driving' ? probe.anchors.seat : { x: (probe.anchors.feet.back.x + probe.anchors.feet.front.x) / 2, y: Math.max(probe.anchors.feet.back.y, probe.anchors.feet.front.y) };
    return moveSeated(probe, point.x - target.x, point.y - target.y + style.linePx);
  };
  // In a sleigh the driver holds the reins out ahead over its front: sat with the hands on the seat behind, the arms
  // were hidden inside it and the body read as a bare tube.
  // People side by side on a sofa sit facing out, knees to us: turned to each other, the grown-ups' thighs at the ends
  // reached in across the child's between them (judging 21).
  const isPerson = (character: BuiltinCharacterSpec): boolean => character.figure !== null && FIGURE_KINDS[character.figure.kind].isPerson;
  const isSofaFamily = motif === 'sitting-sofa' && isSeated && isPerson(lead) && others.some(isPerson);
  const seatedPose: PoseName = GROUND_SEATS.has(motif) ? 'sitting-on-ground' : motif === 'sleigh' ? 'driving' : isSofaFamily ? 'sitting-in-a-row' : 'sitting';
  const leadPose = isSeated ? seatedPose : isFishing ? 'fishing' : pose;
  // Kids jumping on a sofa all jump on it, side by side over its seat: the others stood small beside it (judging 20).
  const seatLayouts = (isSeated || isJumpingOn) && seat !== undefined ? (prop.sharedSeats ?? []) : [];
  // A child's pet shares a bench with it, lying along the far end of the seat: on the grass, "a boy and his dog sitting
  // on a park bench" left the dog off the bench.
  const isBenchPet = (character: BuiltinCharacterSpec): boolean => motif === 'park-bench' && !isJumpingOn && !isPet && character.figure !== null && !FIGURE_KINDS[character.figure.kind].isPerson;
  const sharers = others.filter((character) => character.figure !== null && (FIGURE_KINDS[character.figure.kind].plan.stance === 'biped' || isBenchPet(character))).slice(0, seatLayouts.length);
  const sharedSeats = seatLayouts[sharers.length - 1] ?? [];
  // Jumpers stand, feet apart, nearer the middle than sitters sit: at the sitters' spots the end ones stood on the arms.
  const sharedSeatAt = (share: number): Point => ({ x: drawn.box.x + drawn.box.width * (isJumpingOn ? 0.5 + (share - 0.5) * JUMPERS_SQUEEZE : share), y: anchor.y });
  const perch = isPet ? drawn.anchors?.perch : undefined;
  const leadSeat = sharers.length > 0 ? sharedSeatAt(sharedSeats[0]!) : (perch ?? anchor);
  // Side by side, each jumper is as wide as its share of the sofa, so the spread arms don't cross a neighbour's.
  const jumperWidth = isJumpingOn && sharers.length > 0 ? drawn.box.width * (sharedSeats[1]! - sharedSeats[0]!) * JUMPERS_SQUEEZE * JUMPERS_SPREAD : Infinity;
  const jumperScale = isJumpingOn ? Math.min(1, jumperWidth / seatedAt(lead, leadSeat, leadPose, 1).box.width) : 1;
  let leadDrawn = seatedAt(lead, leadSeat, leadPose, 1, jumperScale);
  // Up over the sofa's back, not just over its seat: a little above the seat the feet stood on the back's top edge
  // and he seemed to sit astride it. Short strokes under each shoe say he is going up.
  const jumpOverSeat = (jumper: DrawnBeing): DrawnBeing => {
    const soles = Math.max(jumper.anchors.feet.back.y, jumper.anchors.feet.front.y);
    // Over the seat cushion in front of the back rest, below its top: over the back, the kids jumped behind the sofa (judging 21).
    const gap = Math.min(height * jumperScale * JUMP_OVER_SEAT, (anchor.y - drawn.box.y) * JUMP_OVER_CUSHION);
    const lifted = moveSeated(jumper, 0, anchor.y - gap - soles);
    const feet = [lifted.anchors.feet.back, lifted.anchors.feet.front];
    // Measured by tests: each drawn foot against the back rest's top, and the seat's ends from side to side.
    for (const foot of feet) scene.joins.push({ what: 'feet-before-back', figure: foot, thing: { x: foot.x, y: drawn.box.y } });
    scene.joins.push({ what: 'jumped-on-ends', figure: { x: drawn.box.x, y: anchor.y }, thing: { x: drawn.box.x + drawn.box.width, y: anchor.y } });
    const strokes = feet.flatMap((foot) => [-1, 0, 1].map((side) => `M${fmt(foot.x + side * height * jumperScale * 0.035)} ${fmt(foot.y + gap * (side === 0 ? 0.3 : 0.4))}V${fmt(foot.y + gap * (side === 0 ? 0.7 : 0.62))}`)).join('');
    // On a white band from the sole down, so a floorboard's line behind stops short of them, not in a stub under the shoe.
    const band = feet.map((foot) => `M${fmt(foot.x)} ${fmt(foot.y)}V${fmt(foot.y + gap * 0.72)}`).join('');
    scene.layers.main.push(`<path d="${band}" fill="none" stroke="#fff" stroke-width="${fmt(height * jumperScale * 0.07 + style.linePx * 4)}"/><path d="${strokes}" fill="none" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linecap="round"/>`);
    return lifted;
  };
  if (isJumpingOn) leadDrawn = jumpOverSeat(leadDrawn);
  // A pet on a chair or a bench is drawn by its length: at a child's height a cat lay across the whole page over a tiny chair.
  const isPetOnFurniture = isSeated && isPet && (motif === 'park-bench' || seatSize !== undefined);
  if (isPetOnFurniture && leadDrawn.box.width > drawn.box.width * 0.8) leadDrawn = seatedAt(lead, leadSeat, leadPose, 1, (drawn.box.width * 0.8) / leadDrawn.box.width);
  // Lying on a bench, a pet's tummy and paws rest on the seat plank's top: by its hips there, half the pet hung down in
  // front of the plank and it read as lying in front of the bench, not on it (judging 20).
  if (isPetOnFurniture && motif === 'park-bench') {
    leadDrawn = moveSeated(leadDrawn, 0, leadSeat.y + style.linePx / 2 - (leadDrawn.box.y + leadDrawn.box.height));
    scene.joins.push({ what: 'pet-on-bench-seat', figure: { x: leadDrawn.box.x + leadDrawn.box.width / 2, y: leadDrawn.box.y + leadDrawn.box.height }, thing: leadSeat });
  }
  // Whole inside the frame: a hat brim over the edge moves the figure in along its deck.
  const inside = Math.max(0, art.x - leadDrawn.box.x) - Math.max(0, leadDrawn.box.x + leadDrawn.box.width - art.x - art.width);
  if (inside !== 0) leadDrawn = moveSeated(leadDrawn, inside, 0);
  const isInside = motif === 'sleigh' && isSeated && seat !== undefined;
  if (isInside) {
    // Down into the sleigh until the tops of the thighs, rising a little to the knees, are below its rim.
    const { hips, seat: bottom } = leadDrawn.anchors;
    leadDrawn = moveBeing(leadDrawn, 0, Math.max(0, seat.y + style.linePx - (3 * hips.y - 2 * bottom.y)));
  }
  // Hanging from a branch, a creature drawn hanging (the sloth, from its own bar) hangs under it with the branch drawn
  // again over its bar, so its claws close round the wood: stood on the branch's top it hung from a stick lying there.
  const hang = drawn.anchors?.hang;
  const isHanging = hang !== undefined && lead.figure === null && HANGING.test(scene.plan.description);
  if (isHanging) leadDrawn = moveSeated(leadDrawn, hang.x - (leadDrawn.box.x + leadDrawn.box.width / 2), hang.y - leadDrawn.box.y);
  const leadAt = scene.layers.main.length;
  addFigure(scene, leadDrawn, lead);
  if (isHanging) {
    scene.layers.main.push(drawn.markup);
    scene.joins.push({ what: 'hanging-under-branch', figure: { x: leadDrawn.box.x + leadDrawn.box.width / 2, y: leadDrawn.box.y }, thing: hang });
  }
  if (isInside) sitDownIn(scene, leadAt, leadDrawn.box, drawn, seat.y);
  // The driver's reins: from the hand held out ahead to each reindeer's harness, sagging a little, behind the sleigh and
  // its team, so the mitten closes over them and each reindeer hides what passes behind it (drawn over the team, the
  // leader's rein cut through the nearest one's antlers and the driver's through its tail, round 14). (Run from the
  // sleigh's front, round 10's judges saw no reins in his hands.)
  const harnesses = drawn.harnesses ?? [];
  if (isInside && harnesses.length > 0) {
    const hand = leadDrawn.anchors.hands.front;
    // Each leaves the fist a little apart, the leader's highest, so no sliver of white is left between them as they part.
    // The nearest reindeer's rein arches up over its back to its ring, and each one ahead is reined from the ring of the
    // one behind it, arching over that one's back: run from the hand behind the team, a leader's rein showed as a line
    // from one reindeer's chest to the next one's rump (round 13).
    const nearest = harnesses.length - 1;
    const reins = harnesses.map((harness, index) => {
      const from = index === nearest ? hand : harnesses[index + 1]!;
      const bow = Math.abs(harness.x - from.x) * -0.3;
      const low = Math.min(from.y, harness.y);
      return `<path d="M${fmt(from.x)} ${fmt(from.y)} Q${fmt((from.x + harness.x) / 2)} ${fmt(low + bow)} ${fmt(harness.x)} ${fmt(harness.y)}" fill="none" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linecap="round"/>`;
    });
    // Over the sleigh's front, up to the hitch, the driver's rein is drawn again under the figure, so it leaves his fist
    // in front of the sleigh rather than from behind its scroll.
    const hitch = drawn.anchors?.hitch;
    if (hitch) {
      const [from, to] = hand.x < hitch.x ? [art.x, hitch.x] : [hitch.x, art.x + art.width];
      scene.joins.push({ what: 'rein-over-sleigh', figure: hand, thing: hitch });
      scene.layers.main.splice(leadAt, 0, `<clipPath id="rein-over-sleigh"><rect x="${fmt(from)}" y="${fmt(art.y)}" width="${fmt(to - from)}" height="${fmt(art.height)}"/></clipPath><g clip-path="url(#rein-over-sleigh)">${reins[nearest]!}</g>`);
    }
    scene.layers.main.splice(propAt, 0, reins.join(''));
    harnesses.forEach((harness, index) => scene.joins.push(index === nearest ? { what: 'reins-in-hand', figure: hand, thing: harness } : { what: 'rein-from-reindeer', figure: harnesses[index + 1]!, thing: harness }));
  }
  if (isAfloat && !isSeated) {
    scene.layers.front.push(shipBulwark(drawn.box, artSize.width, style));
    const feet = leadDrawn.anchors.feet.front;
    scene.joins.push({ what: 'legs-behind-bulwark', figure: feet, thing: { x: feet.x, y: drawn.box.y + (MAIN_RAIL_TOP * drawn.box.width) / artSize.width } });
  }
  if (prop.kind === 'place') keepLandClearBehind(scene, leadDrawn.box);
  const { feet } = leadDrawn.anchors;
  const between = { x: (feet.back.x + feet.front.x) / 2, y: Math.max(feet.back.y, feet.front.y) };
  scene.joins.push({ what: isInside ? 'seat-in-sleigh' : isSeated ? 'seat-on-seat' : isJumpingOn ? 'feet-over-seat' : 'feet-on-deck', figure: isSeated ? leadDrawn.anchors.seat : isJumpingOn ? between : feet.front, thing: leadSeat });
  // Measured by tests: side by side on a sofa, each sitter's span across the page clear of the next one's.
  const sofaSitterSpan = (sitter: DrawnBeing): Join => ({ what: 'sofa-sitter-span', figure: { x: sitter.box.x, y: sitter.anchors.seat.y }, thing: { x: sitter.box.x + sitter.box.width, y: sitter.anchors.seat.y } });
  if (isSofaFamily) scene.joins.push(sofaSitterSpan(leadDrawn));
  // Three on a sofa: the smallest of the others sits in the middle, between the grown-ups at the ends (a grown-up in
  // the middle crossed the lead's knees with his own).
  [...sharers].sort((a, b) => naturalHeight(a) - naturalHeight(b)).forEach((sharer, index) => {
    const sharerSeat = sharedSeatAt(sharedSeats[index + 1]!);
    // A pet beside a person is pet-sized: drawn at a child's size a bunny sat as big as the girl.
    const isPetSharer = sharer.figure !== null && !FIGURE_KINDS[sharer.figure.kind].isPerson && FIGURE_KINDS[lead.figure?.kind ?? sharer.figure.kind].isPerson;
    if (isJumpingOn) {
      const jumper = jumpOverSeat(seatedAt(sharer, sharerSeat, 'jumping', 1, jumperScale));
      addFigure(scene, jumper, sharer);
      const { back, front } = jumper.anchors.feet;
      scene.joins.push({ what: 'feet-over-seat', figure: { x: (back.x + front.x) / 2, y: Math.max(back.y, front.y) }, thing: sharerSeat });
      return;
    }
    let sharerDrawn = seatedAt(sharer, sharerSeat, isSofaFamily && !isPetSharer ? 'sitting-in-a-row' : 'sitting', index < sharers.length - 1 ? 1 : -1, isPetSharer ? PET_BESIDE_PERSON : 1);
    // A pet lies with its tummy on the seat plank's top, as one alone on the bench does, along its end of the seat: by
    // its height it lay across half the bench, its head bigger than the boy's.
    if (isBenchPet(sharer)) {
      const facing = index < sharers.length - 1 ? 1 : -1;
      if (sharerDrawn.box.width > drawn.box.width * BENCH_PET_WIDTH) sharerDrawn = seatedAt(sharer, sharerSeat, 'sitting', facing, (PET_BESIDE_PERSON * drawn.box.width * BENCH_PET_WIDTH) / sharerDrawn.box.width);
      sharerDrawn = moveSeated(sharerDrawn, 0, sharerSeat.y + style.linePx / 2 - (sharerDrawn.box.y + sharerDrawn.box.height));
      scene.joins.push({ what: 'pet-on-bench-seat', figure: { x: sharerDrawn.box.x + sharerDrawn.box.width / 2, y: sharerDrawn.box.y + sharerDrawn.box.height }, thing: sharerSeat });
    }
    addFigure(scene, sharerDrawn, sharer);
    scene.joins.push({ what: 'seat-on-seat', figure: sharerDrawn.anchors.seat, thing: sharerSeat });
    if (isSofaFamily) scene.joins.push(sofaSitterSpan(sharerDrawn));
  });
  if (isFishing) {
    // Over the rail: the line drops to the water under the bridge or beside the deck.
    const hand = leadDrawn.anchors.hands.front;
    const length = height * 0.7;
    // Under a bridge the float lands on the river in its arch, not on the stones beside it.
    const water = drawn.anchors?.water ?? { x: Math.min(hand.x + length * 0.95, art.x + art.width * 0.95), y: drawn.box.y + drawn.box.height * 0.92 };
    const rod = fishingRod(hand, 1, length, water, style.linePx, leadDrawn.anchors.hands.back);
    // Both hands on the rod, over it.
    scene.layers.main.push(rod.markup, leadDrawn.grip?.back ?? '', leadDrawn.grip?.front ?? '');
    // The rod's tip up in the sky: no far tree grows round it, as if the line were caught in it.
    scene.subject.push({ x: rod.tip.x - length * 0.1, y: rod.tip.y - length * 0.1, width: length * 0.2, height: length * 0.2 });
    scene.used.add('fishing-pole');
    scene.joins.push({ what: 'line-in-water', figure: hand, thing: water });
  }
  // Out over a lake the water round a dock has its ripples, clear of the dock, the angler and the line.
  if (prop.kind === 'place' && scene.context.setting.name === 'lake') scene.layers.ground.push(lakeRipples(art, scene.horizonY + art.height * LAKE_SHORE, style.linePx, style.detail !== 'low', scene.subject));
  // Friends share a blanket; elsewhere they stand beside the prop.
  if (motif === 'picnic' && seat) {
    // Across the basket from each other, each with something to eat in hand; more friends sit behind the basket,
    // drawn before the two in front so they are half hidden rather than in front of them.
    const blanketAt = scene.layers.main.indexOf(drawn.markup);
    drawHeld(scene, leadDrawn, PICNIC_FOODS[0]!, height, PICNIC_FOOD_SHARE);
    others.slice(0, 3).forEach((character, index) => {
      const isBehind = index > 0;
      const point = { x: drawn.box.x + drawn.box.width * PICNIC_SEATS[index]!, y: seat.y - drawn.box.height * (isBehind ? 0.34 : 0) };
      // Turned to the basket, so the two in front eat facing each other across it. Those behind it sit facing out,
      // drawn before the blanket and its basket so their legs go down out of sight behind them: drawn over the
      // basket, a child sat side on perched on its handle as on an arched seat, its shoes on the plate (judging 23).
      let friend = seatedAt(character, point, seatedPose, point.x > drawn.box.x + drawn.box.width / 2 ? -1 : 1);
      // Whole inside the frame, a hand's width in from it: the far hand planted behind reached over it.
      const margin = style.linePx * 4;
      const overRight = Math.max(0, friend.box.x + friend.box.width - (art.x + art.width - margin));
      friend = moveSeated(friend, Math.max(0, art.x + margin - friend.box.x) - overRight, 0);
      const friendAt = scene.layers.main.length;
      addFigure(scene, friend, character);
      // Measured by tests: each child's shoes under its lap, and the eating hand well above it.
      if (!isBehind)
        for (const kid of [leadDrawn, friend])
          scene.joins.push(
            { what: 'picnic-foot', figure: kid.anchors.feet.front, thing: { x: drawn.box.x + drawn.box.width * PICNIC_PLATE, y: drawn.box.y + drawn.box.height } },
            { what: 'picnic-feet', figure: kid.anchors.feet.back, thing: kid.anchors.feet.front },
            { what: 'picnic-lap', figure: kid.anchors.hands.front, thing: kid.anchors.seat },
          );
      // All the figure's markup goes behind, its pattern too: moving only the last piece left the figure over the basket.
      if (isBehind && blanketAt >= 0) scene.layers.main.splice(blanketAt, 0, ...scene.layers.main.splice(friendAt));
      else drawHeld(scene, friend, PICNIC_FOODS[(index + 1) % PICNIC_FOODS.length]!, height, PICNIC_FOOD_SHARE);
    });
    // Food on the blanket where nobody sits: simple round shapes, clear of the children by their outlines (by their
    // boxes, which the hands planted behind them stretch over the whole blanket, none was left, round 13).
    const foods = ['red-apple', 'cheese-wedge', 'strawberry'];
    const foodSize = art.width * 0.085;
    const figureBoxes = new Set(scene.figures.map((figure) => figure.box));
    let placedFoods = 0;
    for (const [across, down] of PICNIC_FOOD_SPOTS) {
      if (placedFoods >= foods.length) break;
      const food = foods[placedFoods]!;
      const placed = drawMotif({ motif: food, cx: drawn.box.x + drawn.box.width * across, bottom: drawn.box.y + drawn.box.height * down, size: foodSize, linePx: style.linePx, detail: style.detail });
      if (!placed || touchesFigure(scene, placed.box, style.linePx * 2) || [...scene.subject, ...scene.layers.occupied].some((box) => box !== drawn.box && !figureBoxes.has(box) && boxesOverlap(box, placed.box, 0))) continue;
      scene.layers.front.push(placed.markup);
      scene.layers.occupied.push(placed.box);
      scene.layers.drawn.push(food);
      scene.joins.push({ what: 'picnic-food', figure: { x: placed.box.x, y: placed.box.y }, thing: { x: placed.box.x + placed.box.width, y: placed.box.y + placed.box.height } });
      placedFoods++;
    }
    // On a lawn, a bush behind the basket rising between the children's heads, its foot hidden by the blanket: the
    // lawn round the handle stayed bare, since nothing is planted between two figures side by side (round 13).
    const { setting, backdrop } = scene.context;
    if (setting.ground === 'grass' && (backdrop === 'outdoor' || backdrop === 'night') && !scene.context.isRemoved('bush')) {
      const unit = drawn.box.width / 100;
      const behind = bush(drawn.box.x + PICNIC_BUSH.middle * unit, drawn.box.y + PICNIC_BUSH.foot * unit, PICNIC_BUSH.width * unit, style.linePx, style.hasPatterns);
      scene.layers.scatter.push(behind.markup);
      scene.layers.occupied.push(behind.box);
      scene.used.add('bush');
    }
    placeCrowd(scene, others.slice(3), crowdPose);
    return;
  }
  placeCrowd(scene, others.filter((character) => !sharers.includes(character)), crowdPose);
}

/** Where the water meets a rowing boat's hull, as a share of the art's height: low, so the boat and its crew fill the page above. */
const BOAT_WATER_LINE = 0.76;
/** Where each of the crew sits along the boat, as shares of its length, by how many sit in it. */
/** An angler's boat's length against a rower's, by how many sit in it: short enough to leave open water ahead of the bow. */
const BOAT_FOR_ANGLER = [0.68, 0.72, 0.84, 0.88];
const BOAT_SEATS = [[0.5], [0.34, 0.64], [0.24, 0.48, 0.72], [0.2, 0.4, 0.6, 0.8]];

/**
 * In a boat on the water: everyone (up to four) sits in a row along it, each let down inside it until the tops of the
 * hips are below the gunwale, and the near side of the hull drawn again over their legs, as in a sleigh. The one in
 * front rows, holding an oar out past the rowlock, its blade down in the water beside the hull: sat with empty hands,
 * the child was only a head over the gunwale. Fishing, the one in front holds a rod out past the bow instead, its line
 * down to a float on the open water there: with the oar, grandpa fishing from a rowboat was rowing (judging 23).
 */
function drawInBoat(scene: Scene, everyone: BuiltinCharacterSpec[], isFishing: boolean): void {
  const { art, style } = scene;
  const crew = everyone.slice(0, BOAT_SEATS.length);
  // Sailing, the crew sit aft of the mast and the sail fills the sky over the bow; rowing, the one in front has the oar.
  const isSailing = SAILING_WORDS.test(scene.plan.description);
  const isAngling = isFishing && !isSailing;
  // The angler sits in the bow, the rest behind: from a seat further back the rod rose across the faces ahead.
  const seatShares = BOAT_SEATS[crew.length - 1]!.map((share) => (isSailing ? share * 0.62 + 0.04 : share));
  const seats = isAngling ? seatShares.toReversed() : seatShares;
  const artSize = getComposedProp('rowing-boat')!.draw(style.detail);
  // An angler's boat is shorter and to the left, leaving open water ahead of its bow for the float.
  const anglerShare = isAngling ? BOAT_FOR_ANGLER[crew.length - 1]! : 1;
  const length = art.width * (crew.length === 1 ? 0.9 : 0.96) * anglerShare;
  const unit = length / artSize.width;
  const waterY = art.y + art.height * BOAT_WATER_LINE;
  const cx = isAngling ? art.x + art.width * 0.02 + length / 2 : art.x + art.width / 2;
  const boat = drawMotif({ motif: 'rowing-boat', cx, bottom: waterY + (artSize.height - artSize.anchors.water![1]) * unit, size: length, linePx: style.linePx, detail: style.detail });
  if (!boat) return;
  scene.layers.main.push(boat.markup);
  scene.subject.push(boat.box);
  scene.used.add('rowing-boat');
  const rimY = boat.box.y + RIM_Y * unit;
  const height = Math.min(scene.leadHeight * 1.1, (length / anglerShare) * (crew.length === 1 ? 0.6 : 0.5));
  const line = style.linePx;
  const seated: DrawnBeing[] = [];
  crew.forEach((character, index) => {
    const pose: PoseName = index === 0 && !isSailing ? (isAngling ? 'fishing' : 'driving') : 'sitting';
    const x = boat.box.x + boat.box.width * seats[index]!;
    const placement = { pose, cx: x, groundY: rimY, height: height * (naturalHeight(character) / naturalHeight(crew[0]!)), facing: 1 as const, style, prop: null };
    const unheld = drawBeing(character, placement);
    const probe = pose === 'fishing' ? drawBeing(character, { ...placement, fists: rodFists(unheld.anchors.hands) }) : unheld;
    const placed = moveBeing(probe, x - probe.anchors.seat.x, rimY - probe.anchors.seat.y);
    // Down into the boat until the hips are just below the gunwale: the body from the waist up shows over it. Those
    // sitting with their hands down sit deeper, their paws and knees hidden, not specks over the gunwale.
    const drawn = moveBeing(placed, 0, Math.max(0, rimY + (pose === 'sitting' ? height * 0.07 : line * 2) - placed.anchors.hips.y));
    const at = scene.layers.main.length;
    addFigure(scene, drawn, character);
    const box = drawn.box;
    scene.layers.main[at] = `<clipPath id="in-the-boat-${index}"><rect x="${fmt(box.x - line * 4)}" y="${fmt(box.y - line)}" width="${fmt(box.width + line * 8)}" height="${fmt(rimY + line * 3 - box.y)}"/></clipPath><g clip-path="url(#in-the-boat-${index})">${scene.layers.main[at]!}</g>`;
    scene.joins.push({ what: 'seat-in-boat', figure: drawn.anchors.hips, thing: { x, y: rimY } });
    seated.push(drawn);
  });
  // The near side of the hull over everyone's legs, its gunwale line whole: the clip is the hull raised by half a line.
  const hull = `<path d="${NEAR_HULL}" transform="translate(${fmt(boat.box.x)} ${fmt(boat.box.y - line * 0.6)}) scale(${fmt(unit)})"/>`;
  if (isSailing) drawBoatSail(scene, boat.box, unit, rimY);
  scene.layers.main.push(`<clipPath id="boat-side">${hull}</clipPath><g clip-path="url(#boat-side)">${boat.markup}</g>`);
  if (scene.context.setting.name === 'lake') floatOnLake(scene, boat.box, unit, waterY);
  else drawSeaInFront(scene, waterY);
  scene.used.add('water-wave');
  if (seated[0] && isAngling) {
    const angler = seated[0];
    const hand = angler.anchors.hands.front;
    const water = { x: Math.min(boat.box.x + boat.box.width + height * 0.3, art.x + art.width - height * 0.2), y: waterY + height * 0.12 };
    const rod = fishingRod(hand, 1, Math.min(height * 0.9, (water.x - hand.x) * 0.8), water, line, angler.anchors.hands.back);
    scene.layers.main.push(rod.markup, angler.grip?.back ?? '', angler.grip?.front ?? '');
    scene.subject.push(rod.box);
    // No far tree round the rod's tip or behind the angler's arms, as if the line were caught in it or the crown grew
    // out of the sleeve or the gunwale (a bush of circles behind grandpa's arm and the boat looked stuck to them).
    const reach = height * 0.1;
    scene.subject.push({ x: rod.tip.x - reach, y: rod.tip.y - reach, width: water.x - rod.tip.x + reach * 2, height: scene.horizonY - rod.tip.y + reach });
    scene.layers.occupied.push(angler.box, boat.box);
    scene.used.add('fishing-pole');
    scene.joins.push({ what: 'line-in-water', figure: hand, thing: water }, { what: 'rod-in-back-hand', figure: angler.anchors.hands.back, thing: nearestOnSegment(angler.anchors.hands.back, rod.butt, rod.tip) });
  } else if (seated[0] && !isSailing) {
    // The oar from the rower's fist down past the rowlock ahead of it, its blade in the water beside the bow.
    const hand = seated[0].anchors.hands.front;
    const blade = { x: Math.min(boat.box.x + ROWLOCKS[1] * unit + height * 0.2, hand.x + height * 0.4, art.x + art.width - height * 0.14), y: waterY + height * 0.05 };
    const shaft = Math.max(line * 2.6, height * 0.035);
    const angle = (Math.atan2(blade.y - hand.y, blade.x - hand.x) * 180) / Math.PI;
    scene.layers.main.push(
      taperedBar(hand, blade, shaft, shaft, line),
      `<ellipse cx="${fmt(blade.x)}" cy="${fmt(blade.y)}" rx="${fmt(height * 0.12)}" ry="${fmt(height * 0.045)}" transform="rotate(${fmt(angle)} ${fmt(blade.x)} ${fmt(blade.y)})" fill="#fff" stroke="#000" stroke-width="${fmt(line)}"/>`,
      seated[0].grip?.front ?? '',
    );
    scene.joins.push({ what: 'oar-in-hand', figure: hand, thing: blade });
    scene.subject.push({ x: blade.x - height * 0.14, y: blade.y - height * 0.14, width: height * 0.28, height: height * 0.28 });
  }
  if (scene.context.setting.name === 'lake') scene.layers.ground.push(lakeRipples(art, scene.horizonY + art.height * LAKE_SHORE, line, style.detail !== 'low', scene.subject));
  placeCrowd(scene, everyone.slice(crew.length), (_, index) => (index === 0 ? 'waving' : 'standing'));
}

/**
 * A mast standing up out of the boat ahead of the crew, its foot behind the near side of the hull, and a triangular sail
 * bellying out towards the bow, a pennant at the masthead for older children: a bear "sailing a boat" rowed it.
 */
function drawBoatSail(scene: Scene, hull: Box, unit: number, rimY: number): void {
  const { style } = scene;
  const u = (value: number): string => fmt(value * unit);
  const mast = hull.x + 128 * unit;
  const top = rimY - 118 * unit;
  const boom = rimY - 12 * unit;
  const outline = `fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round"`;
  const parts = [
    `<rect x="${fmt(mast - 2.5 * unit)}" y="${fmt(top)}" width="${u(5)}" height="${fmt(rimY + 10 * unit - top)}" rx="${u(2)}" ${outline}/>`,
    `<path d="M${fmt(mast + 4 * unit)} ${fmt(top + 6 * unit)}Q${fmt(mast + 52 * unit)} ${fmt((top + boom) / 2)} ${fmt(mast + 58 * unit)} ${fmt(boom)}L${fmt(mast + 4 * unit)} ${fmt(boom)}Z" ${outline}/>`,
  ];
  if (style.detail !== 'low') parts.push(`<path d="M${fmt(mast - 2.5 * unit)} ${fmt(top + 2 * unit)}l${u(-22)} ${u(5)}l${u(22)} ${u(6)}Z" ${outline}/>`);
  scene.layers.main.push(parts.join(''));
  scene.subject.push({ x: mast - 26 * unit, y: top, width: 86 * unit, height: boom - top });
}

/**
 * A boat afloat on a calm lake: the water line across its hull and a little out on each side, the hull under it hidden
 * (white over its outline), so it sits in the water rather than on it.
 */
function floatOnLake(scene: Scene, hull: Box, unit: number, waterY: number): void {
  const line = scene.style.linePx;
  const step = hull.width / 10;
  let wave = `M${fmt(hull.x + step * 0.45)} ${fmt(waterY)}`;
  for (let crest = 0; crest < 9; crest++) wave += `q${fmt(step / 4)} ${fmt(-step / 6)} ${fmt(step / 2)} 0q${fmt(step / 4)} ${fmt(step / 6)} ${fmt(step / 2)} 0`;
  const below = hull.y + hull.height + line * 2;
  scene.layers.main.push(
    `<clipPath id="under-water"><path d="${wave}V${fmt(below)}H${fmt(hull.x)}Z"/></clipPath>`,
    `<g clip-path="url(#under-water)"><path d="${NEAR_HULL}" transform="translate(${fmt(hull.x)} ${fmt(hull.y)}) scale(${fmt(unit)})" fill="#fff" stroke="#fff" stroke-width="${fmt((line * 2) / unit)}"/></g>`,
    `<path d="${wave}" fill="none" stroke="#000" stroke-width="${fmt(line)}" stroke-linecap="round"/>`,
  );
}

/** The road on a bridge at its crown, where the bridge meets the banks, and how tall its angler stands, as shares of the art's height. */
const BRIDGE = { deck: 0.58, foot: 0.77, figure: 0.44, parapet: 0.09 };

/**
 * On a bridge across the page: the figure stands on the road behind the parapet, the low wall
 * hiding its feet; an angler's rod reaches out over the wall and the line drops to the river in front.
 */
function drawOnBridge(scene: Scene, lead: BuiltinCharacterSpec, pose: PoseName, others: BuiltinCharacterSpec[], crowdPose: (character: BuiltinCharacterSpec, index: number) => PoseName, isFishing: boolean): void {
  const { art, style } = scene;
  const cx = art.x + art.width / 2;
  const deckY = art.y + art.height * BRIDGE.deck;
  const height = art.height * BRIDGE.figure;
  const leadPose: PoseName = isFishing ? 'fishing' : pose === 'sitting' ? 'waving' : pose;
  const placement = { pose: leadPose, cx: cx - (isFishing ? art.width * 0.12 : 0), groundY: deckY, height, facing: 1 as const, style, prop: isFishing || !HOLDING_POSES.has(leadPose) ? null : undefined };
  const unheld = drawBeing(lead, placement);
  // An angler holds the rod in both hands, closed round it: the rod runs from the lower hand up through the higher one.
  const probe = isFishing ? drawBeing(lead, { ...placement, fists: rodFists(unheld.anchors.hands) }) : unheld;
  const drawn = moveBeing(probe, 0, deckY - Math.max(probe.anchors.feet.back.y, probe.anchors.feet.front.y));
  // The wall comes up to the ankles, so the figure stands on the bridge all but seen: up to under the hands it hid all
  // but a child's head and chest, and up to the knees (round 13) he looked sunk into the stonework.
  const parapetTop = deckY - height * BRIDGE.parapet;
  const built = riverBridge({ art, cx, parapetTop, deckY, footY: art.y + art.height * BRIDGE.foot, linePx: style.linePx, detail: style.detail });
  scene.layers.scatter.push(built.river);
  addFigure(scene, drawn, lead);
  keepLandClearBehind(scene, drawn.box);
  scene.layers.main.push(built.bridge);
  scene.subject.push(...built.boxes);
  scene.used.add('stone-bridge');
  scene.used.add('water-wave');
  scene.joins.push(
    { what: 'feet-on-deck', figure: drawn.anchors.feet.front, thing: { x: drawn.anchors.feet.front.x, y: deckY } },
    { what: 'head-over-parapet', figure: { x: cx, y: drawn.box.y }, thing: { x: cx, y: parapetTop } },
  );
  if (isFishing) {
    const hand = drawn.anchors.hands.front;
    const length = Math.min(height * 0.7, Math.max(height * 0.4, (built.float.x - hand.x) * 1.1));
    const rod = fishingRod(hand, 1, length, built.float, style.linePx, drawn.anchors.hands.back);
    scene.layers.main.push(rod.markup, drawn.grip?.back ?? '', drawn.grip?.front ?? '');
    scene.subject.push({ x: rod.tip.x - length * 0.1, y: rod.tip.y - length * 0.1, width: length * 0.2, height: length * 0.2 });
    scene.used.add('fishing-pole');
    scene.joins.push({ what: 'line-in-water', figure: hand, thing: built.float }, { what: 'rod-in-back-hand', figure: drawn.anchors.hands.back, thing: nearestOnSegment(drawn.anchors.hands.back, rod.butt, rod.tip) });
  }
  placeCrowd(scene, others, crowdPose);
}

/**
 * In a sleigh, not on it: the figure is cut off a little below the seat's rim and the sleigh's side is drawn again
 * over its hips, so the legs are hidden inside; seated on the rim, the legs hung out over the side below the runner.
 */
function sitDownIn(scene: Scene, figureAt: number, figure: Box, vehicle: DrawnMotif, rimY: number): void {
  const line = scene.style.linePx;
  const bottom = vehicle.box.y + vehicle.box.height;
  const left = figure.x - line * 4;
  const width = figure.width + line * 8;
  const rect = (top: number): string => `<rect x="${fmt(left)}" y="${fmt(top)}" width="${fmt(width)}" height="${fmt(bottom - top)}"/>`;
  scene.layers.main[figureAt] = `<clipPath id="in-the-sleigh"><rect x="${fmt(left)}" y="${fmt(figure.y - line)}" width="${fmt(width)}" height="${fmt(rimY + line * 2 - figure.y + line)}"/></clipPath><g clip-path="url(#in-the-sleigh)">${scene.layers.main[figureAt]!}</g>`;
  // From just above the rim: higher, the sack of presents behind the seat was drawn again too, its bottom a stray
  // crescent over the figure's arm.
  scene.layers.main.push(`<clipPath id="sleigh-side">${rect(rimY - line * 1.5)}</clipPath><g clip-path="url(#sleigh-side)">${vehicle.markup}</g>`);
}

/** Where friends sit on a picnic blanket, as shares of its width (the lead sits at its `seat`, left of the basket; the first friend across it, the rest behind it), and what those in front eat. */
const PICNIC_SEATS = [0.88, 0.62, 0.38];
const PICNIC_FOODS = ['cookie', 'red-apple', 'strawberry', 'croissant'];
/** A snack in the hand is hand-sized, as a share of the eater's height: at a held thing's usual size a cookie was as big as the head. */
const PICNIC_FOOD_SHARE = 0.13;
/** The middle of the plate in front of the basket, as a share of the blanket's width (props/picnic.ts). */
const PICNIC_PLATE = 0.51;
/**
 * The bush behind a picnic, in the picnic's units (props/picnic.ts, 100 wide): its middle a little left of the basket's
 * (51), so its tallest lobe does not stand round the handle as a second arch, its foot on the blanket's far edge, and
 * wide enough to reach up between the children's heads.
 */
const PICNIC_BUSH = { middle: 45, foot: 24, width: 58 };
/** Where food may lie on the blanket, as shares of its width and height (the food's bottom): in the checks of the strip in front of the children. */
const PICNIC_FOOD_SPOTS = [[0.375, 0.95], [0.625, 0.95], [0.16, 0.97], [0.84, 0.97]] as const;

/** How tall a child in the treehouse stands, in the treehouse's units: a little shorter than its walls and roof. */
const TREEHOUSE_CHILD = 33;
/** How far the platform's underside is below its top, in the treehouse's units. */
const TREEHOUSE_UNDERSIDE = 7;
/** Where the porch's railing plank starts and ends across the porch, in the treehouse's units. */
const TREEHOUSE_RAILING = { left: 74, right: 98 };

/**
 * Friends at play in a treehouse: the lead waves from the porch beside the house, the next looks out of its
 * window, the next climbs the ladder (hands on it below the platform, so its top shows), the next sits on the
 * rope swing; more play at the foot of the tree. Two are up in the treehouse: with one on the porch, one on the
 * swing and one on the ladder nobody played in it and its window was an empty box (round 14). The one at the
 * window looks out without waving: three friends waving read as only waving, not playing (round 13).
 */
function drawTreehouseFriends(scene: Scene, drawn: NonNullable<ReturnType<typeof drawMotif>>, everyone: BuiltinCharacterSpec[], leadPose: PoseName, crowdPose: (character: BuiltinCharacterSpec, index: number) => PoseName): void {
  const { style } = scene;
  const unit = drawn.box.height / 150;
  const anchors = drawn.anchors ?? {};
  const heightOf = (character: BuiltinCharacterSpec): number => TREEHOUSE_CHILD * unit * (naturalHeight(character) / naturalHeight(everyone[0]!));
  const [lead, inWindow, climber, swinger, ...rest] = everyone;
  const porch = anchors.stand!;
  const probe = drawBeing(lead!, { pose: leadPose === 'sitting' ? 'waving' : leadPose, cx: porch.x, groundY: porch.y, height: heightOf(lead!), facing: 1, style, prop: null, expression: 'happy' });
  const feet = { x: (probe.anchors.feet.back.x + probe.anchors.feet.front.x) / 2, y: Math.max(probe.anchors.feet.back.y, probe.anchors.feet.front.y) };
  const onPorch = moveBeing(probe, porch.x - feet.x, porch.y - feet.y + style.linePx);
  addFigure(scene, onPorch, lead!);
  scene.joins.push({ what: 'feet-on-deck', figure: onPorch.anchors.feet.front, thing: porch });
  // A railing along the porch in front of the friend's shins: a post at each end and a plank across, open over the
  // ladder (a bare plank read as a shelf, not a place to play, round 14). One plank: under a second one the legs showed
  // in small pieces between the two.
  const outline = `fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round"`;
  const [railLeft, railRight, railTop] = [drawn.box.x + TREEHOUSE_RAILING.left * unit, drawn.box.x + TREEHOUSE_RAILING.right * unit, porch.y - heightOf(lead!) * 0.24];
  const plank = (y: number): string => `<rect x="${fmt(railLeft)}" y="${fmt(y)}" width="${fmt(railRight - railLeft)}" height="${fmt(2.4 * unit)}" rx="${fmt(unit)}" ${outline}/>`;
  const post = (x: number): string => `<rect x="${fmt(x)}" y="${fmt(railTop - unit)}" width="${fmt(2.4 * unit)}" height="${fmt(porch.y - railTop + unit)}" rx="${fmt(unit * 0.8)}" ${outline}/>`;
  scene.layers.front.push(plank(railTop) + post(railLeft - unit) + post(railRight - 1.4 * unit));
  // The hanging hand rests on the top plank, drawn whole over it: cut off by it, the fingers showed as specks.
  scene.layers.front.push(onPorch.grip?.back ?? '');
  const restingHand = onPorch.anchors.hands.back;
  scene.joins.push({ what: 'hand-on-railing', figure: restingHand, thing: { x: Math.min(Math.max(restingHand.x, railLeft), railRight), y: railTop } });
  if (inWindow) {
    // Head and shoulders in the window, looking out of it: drawn clipped to the window's inside, its frame over the edge.
    const inner = style.linePx * 0.5;
    const window: Box = { x: drawn.box.x + TREEHOUSE_WINDOW.x * unit + inner, y: drawn.box.y + TREEHOUSE_WINDOW.y * unit + inner, width: TREEHOUSE_WINDOW.width * unit - 2 * inner, height: TREEHOUSE_WINDOW.height * unit - 2 * inner };
    const looking = drawBeing(inWindow, { pose: 'standing', cx: 0, groundY: 0, height: heightOf(inWindow), facing: 1, style, prop: null, expression: 'happy' });
    const head = looking.headBox;
    const placed = moveBeing(looking, window.x + window.width * 0.5 - (head.x + head.width / 2), window.y + window.height * 0.12 - head.y);
    scene.layers.main.push(
      `<clipPath id="treehouse-window"><rect x="${fmt(window.x)}" y="${fmt(window.y)}" width="${fmt(window.width)}" height="${fmt(window.height)}"/></clipPath><g clip-path="url(#treehouse-window)">${placed.markup}</g>` +
        `<rect x="${fmt(window.x)}" y="${fmt(window.y)}" width="${fmt(window.width)}" height="${fmt(window.height)}" fill="none" stroke="#000" stroke-width="${fmt(style.linePx)}"/>`,
    );
    scene.figureCount++;
    scene.joins.push({ what: 'in-window', figure: { x: placed.headBox.x + placed.headBox.width / 2, y: placed.headBox.y + placed.headBox.height / 2 }, thing: { x: window.x + window.width / 2, y: window.y + window.height / 2 } });
  }
  if (climber) {
    // Hands on the ladder's rails beside the head, the head just under the platform the ladder reaches.
    const top = anchors.ladder!;
    // Fists closed round the upright rails, which run on above and below them (open hands beside the head hung in the
    // air, round 11).
    const probeClimber = drawBeing(climber, { pose: 'climbing', cx: 0, groundY: 0, height: heightOf(climber), facing: -1, style, prop: null, expression: 'happy', fists: { back: 0, front: 0 } });
    const hands = probeClimber.anchors.hands;
    const middle = (hands.back.x + hands.front.x) / 2;
    const placed = moveBeing(probeClimber, top.x + 1.2 * unit - middle, porch.y + TREEHOUSE_UNDERSIDE * unit + style.linePx * 2 - probeClimber.box.y);
    // The lower foot stands on the nearest rung (between two, the climber floated with the legs dangling).
    const sole = Math.max(placed.anchors.feet.back.y, placed.anchors.feet.front.y);
    const rung = Math.min(...treehouseRungs(style.detail).map((y) => drawn.box.y + y * unit).filter((y) => y >= sole - 4 * unit));
    const climbing = Number.isFinite(rung) ? moveBeing(placed, 0, rung - sole - style.linePx / 2) : placed;
    const foot = climbing.anchors.feet.back.y > climbing.anchors.feet.front.y ? climbing.anchors.feet.back : climbing.anchors.feet.front;
    scene.joins.push({ what: 'foot-on-rung', figure: foot, thing: { x: foot.x, y: rung } });
    const grip = { x: (climbing.anchors.hands.back.x + climbing.anchors.hands.front.x) / 2, y: Math.min(climbing.anchors.hands.back.y, climbing.anchors.hands.front.y) };
    addFigure(scene, climbing, climber, 'front');
    scene.joins.push({ what: 'on-ladder', figure: grip, thing: top });
  }
  if (swinger) {
    const seat = anchors.swing!;
    const probeSwinger = drawBeing(swinger, { pose: 'swinging', cx: 0, groundY: 0, height: heightOf(swinger), facing: 1, style, prop: null, expression: 'happy', fists: { back: 0, front: 0 } });
    // Slid along the seat a little so the near fist closes on the rope: beside it, the hand held nothing.
    const rope = drawn.box.x + TREEHOUSE_SWING.ropes[1] * unit;
    const slide = Math.max(-3 * unit, Math.min(3 * unit, rope - (probeSwinger.anchors.hands.front.x + seat.x - probeSwinger.anchors.seat.x)));
    const swinging = moveBeing(probeSwinger, seat.x - probeSwinger.anchors.seat.x + slide, seat.y - probeSwinger.anchors.seat.y + style.linePx);
    addFigure(scene, swinging, swinger, 'front');
    scene.joins.push({ what: 'on-swing', figure: swinging.anchors.seat, thing: seat });
    scene.joins.push({ what: 'fist-on-rope', figure: swinging.anchors.hands.front, thing: { x: rope, y: swinging.anchors.hands.front.y } });
  }
  placeCrowd(scene, rest, (character, index) => crowdPose(character, index + 4));
}

/**
 * Under a ride through the night sky: a row of snowy houses along the horizon with lit windows, and
 * the sweep of the ride's path trailing behind it.
 */
function drawRooftops(scene: Scene, ride: Box): void {
  const { art, horizonY, style } = scene;
  const count = style.detail === 'low' ? 2 : 3;
  const width = art.width * (style.detail === 'low' ? 0.36 : 0.29);
  let roofTop = horizonY;
  const chimneys: Array<{ x: number; y: number; size: number }> = [];
  for (let index = 0; index < count; index++) {
    const houseWidth = width * (index % 2 === 0 ? 1 : 0.86);
    const cx = Math.min(Math.max(art.x + art.width * ((index + 0.5) / count) + (index % 2 === 0 ? -1 : 1) * art.width * 0.03, art.x + houseWidth * 0.56), art.x + art.width - houseWidth * 0.56);
    // Standing on the snow in front of the horizon, whole, not sunk into it, low enough to fill the snow to the frame's foot.
    const drawn = house(cx, horizonY + art.height * (0.1 + (index % 2) * 0.04), houseWidth, style.linePx, style.hasPatterns, true, true);
    scene.layers.scatter.push(drawn.markup);
    scene.layers.occupied.push(drawn.box);
    roofTop = Math.min(roofTop, drawn.box.y);
    chimneys.push({ ...drawn.chimney, size: houseWidth });
  }
  // Smoke curls up from each chimney into the sky under the ride, where the sky between the sleigh and the roofs
  // was a bare band (round 14): fewer puffs where three would reach the sleigh and its team, none where one would.
  for (const [index, chimney] of chimneys.entries()) {
    const smoke = [3, 2, 1].map((count) => chimneySmoke(chimney.x, chimney.y, chimney.size * 0.13, style.linePx, index % 2 === 0 ? 1 : -1, count)).find(({ box }) => ![ride, ...scene.subject].some((other) => boxesOverlap(other, box, style.linePx * 3)));
    if (!smoke) continue;
    scene.layers.scatter.push(smoke.markup);
    scene.layers.occupied.push(smoke.box);
  }
  // The stars keep to the sky over the roofs: one between two roofs sat on the hilltop like a thing on the ground.
  scene.layers.occupied.push({ x: art.x, y: roofTop - style.linePx * 2, width: art.width, height: horizonY - roofTop });
  scene.layers.drawn.push('house');
  // Snowy firs between the houses, a little nearer, for older children.
  if (style.detail !== 'low') {
    for (let index = 0; index < count - 1; index++) {
      const cx = art.x + art.width * ((index + 1) / count);
      const fir = drawMotif({ motif: 'evergreen-tree', cx, bottom: horizonY + art.height * 0.21, size: art.height * 0.15, linePx: style.linePx, detail: style.detail });
      if (!fir) continue;
      scene.layers.scatter.push(fir.markup);
      scene.layers.occupied.push(fir.box);
    }
    scene.layers.drawn.push('evergreen-tree');
  }
  // The trail: curved lines sweeping up to the back of the sleigh, as if it had just climbed from the rooftops.
  const back = { x: ride.x + ride.width * 0.02, y: ride.y + ride.height * 0.75 };
  const line = `fill="none" stroke="#000" stroke-width="${fmt(Math.max(3, style.linePx * 0.8))}" stroke-linecap="round"`;
  const trail = [0, 1, 2].map((index) => {
    const y = back.y + index * ride.height * 0.12;
    return `<path d="M${fmt(back.x - art.width * 0.02)} ${fmt(y)}Q${fmt(back.x - art.width * 0.12)} ${fmt(y + ride.height * 0.1)} ${fmt(Math.max(art.x + 20, back.x - art.width * 0.2 - index * art.width * 0.03))} ${fmt(y + ride.height * (0.45 + index * 0.1))}" ${line}/>`;
  });
  if (back.x - art.width * 0.12 > art.x) scene.layers.main.push(...trail);
}

/** The sea in front of a ship's hull: the water's edge across it at its water line, rows of waves below, out of the frame. */
/**
 * A ship's main deck seen from the side has a bulwark along it, drawn over whoever stands there so they stand on the
 * deck behind it, shins hidden, instead of on top of the rail's posts. It carries on the rail's posts (the ship's own,
 * where they stand), so it reads as the ship's railing and not as a blank box the figure stands in.
 */
function shipBulwark(ship: Box, artWidth: number, style: AgeStyle): string {
  const unit = ship.width / artWidth;
  const [left, right, top, bottom] = [ship.x + 36.4 * unit, ship.x + 102 * unit, ship.y + MAIN_RAIL_TOP * unit, ship.y + (SHIP_DECK_Y + 5) * unit];
  const outline = `fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round"`;
  // It comes down over the wale, whose top line runs on across it; older children get a cap rail along its top.
  const seam = (y: number): string => `<path d="M${fmt(left)} ${fmt(y)}H${fmt(right)}" fill="none" stroke="#000" stroke-width="${fmt(style.linePx)}"/>`;
  const hasDetail = style.detail !== 'low';
  const cap = hasDetail ? seam(top + 2.8 * unit) : '';
  const postTop = hasDetail ? top + 2.8 * unit : top;
  const deck = ship.y + (SHIP_DECK_Y + 1) * unit;
  let posts = '';
  for (let x = 42; x < 100; x += hasDetail ? 7 : 12) posts += `M${fmt(ship.x + x * unit)} ${fmt(postTop)}V${fmt(deck)}M${fmt(ship.x + (x + 2.2) * unit)} ${fmt(postTop)}V${fmt(deck)}`;
  return `<rect x="${fmt(left)}" y="${fmt(top)}" width="${fmt(right - left)}" height="${fmt(bottom - top)}" rx="${fmt(unit)}" ${outline}/>${cap}${seam(deck)}<path d="${posts}" fill="none" stroke="#000" stroke-width="${fmt(style.linePx * 0.8)}"/>`;
}

function drawSeaInFront(scene: Scene, waterY: number): void {
  const { art, style } = scene;
  const below = art.y + art.height + 100;
  const parts = [waterBand({ x: art.x - 200, y: waterY, width: art.width + 400, height: below - waterY }, 0, style.linePx)];
  const rows = style.detail === 'low' ? 1 : style.hasPatterns ? 3 : 2;
  const baseStep = art.width / (style.detail === 'high' ? 9 : 7);
  for (let row = 1; row <= rows; row++) {
    // For 9-12 the nearer rows' waves are longer and further apart, as the sea comes towards us: rows of one wave line
    // copied read as a pattern, not the sea (round 15, 18).
    const step = style.hasPatterns ? baseStep * (0.7 + row * 0.3) : baseStep;
    const y = waterY + (art.y + art.height - waterY) * (style.hasPatterns ? [0.28, 0.55, 0.84][row - 1]! : row / (rows + 1));
    // From a whole wave outside the frame: shifted half a wave in from its edge, a row began as a loose tail in the sea.
    const start = art.x - 60 - step + (row % 2) * step * 0.5;
    let d = `M${fmt(start)} ${fmt(y)}`;
    for (let x = start; x < art.x + art.width + 60; x += step) d += `q${fmt(step / 4)} ${fmt(-step / 5)} ${fmt(step / 2)} 0q${fmt(step / 4)} ${fmt(step / 5)} ${fmt(step / 2)} 0`;
    parts.push(`<path d="${d}" fill="none" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linecap="round"/>`);
    // Older children get curls of foam on every third crest, shifted row by row: small white caps to leave uncoloured.
    if (!style.hasPatterns) continue;
    const foam: string[] = [];
    for (let crest = start + step / 4 + step * (row % 3); crest < art.x + art.width + 60; crest += step * 3) {
      // Whole inside the frame: one cut by it left a scrap.
      if (crest - step * 0.3 < art.x || crest + step * 0.3 > art.x + art.width) continue;
      const top = y - step / 10;
      foam.push(`M${fmt(crest - step * 0.22)} ${fmt(top + step * 0.02)}q${fmt(step * 0.2)} ${fmt(-step * 0.2)} ${fmt(step * 0.4)} ${fmt(-step * 0.04)}q${fmt(-step * 0.12)} ${fmt(-step * 0.02)} ${fmt(-step * 0.14)} ${fmt(step * 0.08)}q${fmt(-step * 0.1)} ${fmt(-step * 0.02)} ${fmt(-step * 0.26)} ${fmt(-step * 0.02)}Z`);
    }
    parts.push(`<path d="${foam.join('')}" fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round"/>`);
  }
  scene.layers.front.push(parts.join(''));
  scene.layers.occupied.push({ x: art.x, y: waterY, width: art.width, height: art.y + art.height - waterY });
}

/** How far down a creature leaping out of the sea the water line runs, as a share of its height. */
const LEAP_WATER_LINE = 0.7;

/**
 * A creature leaping out of the waves: the sea's near rows drawn over its lower part, so its tail is still in the water,
 * and drops splashing up at each side of it where it breaks the surface.
 */
function drawLeapOutOfSea(scene: Scene): void {
  const { leadBox, style } = scene;
  if (!leadBox) return;
  const waterY = leadBox.y + leadBox.height * LEAP_WATER_LINE;
  drawSeaInFront(scene, waterY);
  const drop = leadBox.width * (style.detail === 'low' ? 0.07 : 0.05);
  const drops = style.detail === 'low' ? SPLASH_DROPS.slice(0, 4) : SPLASH_DROPS;
  const markup = drops.map(([side, rise, scale]) => {
    const cx = leadBox.x + leadBox.width * (side < 0 ? side : 1 + side);
    const r = drop * scale;
    const cy = waterY - leadBox.height * rise;
    // A drop: round below, drawn up to a point, leaning out from the creature.
    const lean = side < 0 ? -r * 0.5 : r * 0.5;
    return `<path d="M${fmt(cx + lean)} ${fmt(cy - r * 2.2)}C${fmt(cx + r * 0.9)} ${fmt(cy - r * 0.6)} ${fmt(cx + r)} ${fmt(cy + r)} ${fmt(cx)} ${fmt(cy + r)}C${fmt(cx - r)} ${fmt(cy + r)} ${fmt(cx - r * 0.9)} ${fmt(cy - r * 0.6)} ${fmt(cx + lean)} ${fmt(cy - r * 2.2)}Z" fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round"/>`;
  });
  scene.layers.front.push(markup.join(''));
  scene.joins.push({ what: 'leaping-out-of-sea', figure: { x: leadBox.x + leadBox.width / 2, y: leadBox.y + leadBox.height }, thing: { x: leadBox.x + leadBox.width / 2, y: waterY } });
}

/** Splash drops round a leaper: the side (left of its box as a share of its width, or right of it), how high over the water line as a share of its height, and size. */
const SPLASH_DROPS: Array<[number, number, number]> = [
  [-0.07, 0.07, 1],
  [0.07, 0.08, 1],
  [-0.23, 0.05, 0.75],
  [0.23, 0.06, 0.8],
  [-0.15, 0.22, 0.65],
  [0.15, 0.24, 0.7],
];

/** The point of the segment from `from` to `to` nearest `point`. */
function nearestOnSegment(point: Point, from: Point, to: Point): Point {
  const [dx, dy] = [to.x - from.x, to.y - from.y];
  const t = Math.max(0, Math.min(1, ((point.x - from.x) * dx + (point.y - from.y) * dy) / (dx * dx + dy * dy || 1)));
  return { x: from.x + dx * t, y: from.y + dy * t };
}

/**
 * How far a swinger's swing is swung forward from hanging straight down, degrees: at 24 the shins hanging off the seat's
 * front ran close along the A-frame's leg, and less leaves a bare patch between her and it.
 */
const SWING_ANGLE = 23;

/**
 * Swinging: the swing set large, the swinger's own swing swung forward from its hook, the swinger seated
 * on it holding both ropes, and arcs behind tracing the swing's path; the other swing hangs empty.
 */
function drawSwinger(scene: Scene, swinger: BuiltinCharacterSpec, others: BuiltinCharacterSpec[], crowdPose: (character: BuiltinCharacterSpec, index: number) => PoseName): void {
  const { art, groundY, style } = scene;
  // Alone on the swing, the set stands a little left of the middle: a bench in the park beside it on the right.
  const size = art.width * (others.length > 0 ? 0.7 : 0.76);
  const cx = art.x + art.width * (others.length > 0 ? 0.6 : 0.42);
  const frame = drawMotif({ motif: 'swing-frame', cx, bottom: groundY, size, linePx: style.linePx, detail: style.detail });
  if (!frame?.anchors?.top || !frame.anchors.seat) return;
  // The hills and the ground's crest stop at the frame's outer legs: seen on between the legs they ran into the ropes and
  // the legs' tops in a tangle of lines. Things on the lawn drawn later (the sand patch, flowers) still show.
  const [u, box] = [frame.box.width / 100, frame.box];
  // Its outline in the frame's units (swing-set.ts): up the outer legs' edges, round the beam's ends.
  const hull = [[1.5, 100], [13.1, 11], [6, 11], [6, 3], [94, 3], [94, 11], [86.9, 11], [98.5, 100]].map(([x, y]) => `${fmt(box.x + x! * u)} ${fmt(box.y + y! * u)}`).join('L');
  scene.layers.ground.push(`<path d="M${hull}Z" fill="#fff"/>`);
  // The arcs tracing where it swings go behind the frame, whose legs hide them.
  const arcsAt = scene.layers.main.length;
  scene.layers.main.push(frame.markup);
  // Only the beam, the swing's reach under it and the two A-frames claim their room: the lawn between the legs, under the swing, still gets its
  // flowers and tufts instead of a blank quarter of the page.
  const whole = frame.box;
  const leg = { ...whole, width: whole.width * 0.34 };
  const claimed = [{ ...whole, height: whole.height * 0.55 }, leg, { ...leg, x: whole.x + whole.width * 0.66 }];
  scene.subject.push(...claimed);
  // What of those boxes it really fills, in the frame's units: the beam and each A-frame's two legs, so the lawn beside
  // and between them gets things too (round 12: its whole box reserved left the lower third bare).
  const shape = (points: number[][]): Point[] => points.map(([x, y]) => ({ x: box.x + x! * u, y: box.y + y! * u }));
  const shapes = [shape([[6, 3], [94, 3], [94, 11], [6, 11]]), shape([[1.5, 100], [13.1, 11], [26, 11], [29, 100]]), shape([[98.5, 100], [86.9, 11], [74, 11], [71, 100]])];
  claimed.forEach((claim, index) => scene.propShapes.push({ box: claim, outline: shapes[index]! }));
  scene.used.add('swing-set');
  if (others.length === 0) {
    const benchWidth = art.width * 0.2;
    // Its legs on the lawn's near edge, level with the swing set's (a little up the lawn it stood above the edge).
    const bench = parkBench(art.x + art.width - benchWidth * 0.54, groundY, benchWidth, style.linePx, style.detail);
    if (bench.box.x > whole.x + whole.width * 0.98) {
      scene.layers.scatter.push(bench.markup);
      scene.layers.occupied.push(bench.box);
      scene.layers.drawn.push('bench');
    }
  }
  // The patch of bare sand that swinging feet wear into the lawn under a swing, a few pebbles in it, across the lawn's
  // near edge: with its lower rim just under the edge the two ran together in a thin sliver.
  const patch = { cx: whole.x + whole.width * 0.5, cy: groundY, rx: whole.width * 0.2, ry: whole.height * 0.045 };
  const outlined = `fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}"`;
  const pebbles = [[-0.5, -0.1, 0.1], [0.1, 0.35, 0.08], [0.55, -0.2, 0.07]].map(([dx, dy, r]) => `<ellipse cx="${fmt(patch.cx + dx! * patch.rx)}" cy="${fmt(patch.cy + dy! * patch.ry)}" rx="${fmt(r! * patch.rx)}" ry="${fmt(r! * patch.rx * 0.6)}" ${outlined}/>`);
  scene.layers.scatter.push(`<ellipse cx="${fmt(patch.cx)}" cy="${fmt(patch.cy)}" rx="${fmt(patch.rx)}" ry="${fmt(patch.ry)}" ${outlined}/>${pebbles.join('')}`);
  scene.layers.occupied.push({ x: patch.cx - patch.rx, y: patch.cy - patch.ry, width: patch.rx * 2, height: patch.ry * 2 });
  const hook = frame.anchors.top;
  const rope = frame.anchors.seat.y - hook.y;
  const unit = size / 100;
  const angle = (SWING_ANGLE * Math.PI) / 180;
  const along = { x: Math.sin(angle), y: Math.cos(angle) };
  const across = { x: along.y, y: -along.x };
  const seat = { x: hook.x + along.x * rope, y: hook.y + along.y * rope };
  const at = (point: Point, offset: number, length: number): Point => ({ x: point.x + across.x * offset + along.x * length, y: point.y + across.y * offset + along.y * length });
  const line = `stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linecap="round" fill="none"`;
  // The path it swings along: arcs behind the swing, from where it was.
  const arcs: string[] = [];
  // They start clear of the left A-frame's inner leg: from further back they ran on between its legs.
  for (const [radius, from, to] of [[1.04, -5, 8], [0.9, -6, 10], [0.76, -7, 12]] as const) {
    const point = (degrees: number): Point => ({ x: hook.x + Math.sin((degrees * Math.PI) / 180) * rope * radius, y: hook.y + Math.cos((degrees * Math.PI) / 180) * rope * radius });
    const [a, b] = [point(from), point(to)];
    arcs.push(`<path d="M${fmt(a.x)} ${fmt(a.y)}A${fmt(rope * radius)} ${fmt(rope * radius)} 0 0 0 ${fmt(b.x)} ${fmt(b.y)}" ${line}/>`);
  }
  scene.layers.main.splice(arcsAt, 0, ...arcs);
  // Seated on the swung seat, a little smaller than the ropes are long, leaning back as a swing goes up.
  const height = Math.min(scene.leadHeight * 0.8, rope * 1.15);
  // The hands closed round the ropes, which run at the swing's angle; the figure is drawn before it leans back with the swing.
  const ropeDegrees = -SWING_ANGLE * 0.3;
  const probe = drawBeing(swinger, { pose: 'swinging', cx: seat.x, groundY: seat.y, height, facing: 1, style, prop: null, fists: { back: ropeDegrees, front: ropeDegrees } });
  const leaning = rotateBeing(moveBeing(probe, seat.x - probe.anchors.seat.x, seat.y - probe.anchors.seat.y - style.linePx), -SWING_ANGLE * 0.7, seat);
  // One swing, all behind her so nothing crosses her: the seat plank under her from behind her back to under
  // her knees, and two unbroken ropes along the swing from the beam to its two ends; she slides along the
  // plank until her front hand is on the front rope.
  const [backFoot, frontFoot] = [at(seat, -13 * unit, 0), at(seat, 14 * unit, 0)];
  const reach = (leaning.anchors.hands.front.x - frontFoot.x) * across.x + (leaning.anchors.hands.front.y - frontFoot.y) * across.y;
  const slide = Math.max(-12 * unit, Math.min(4 * unit, -reach));
  const placed = moveBeing(leaning, across.x * slide, across.y * slide);
  const hand = placed.anchors.hands.front;
  const toBeam = (foot: Point): Point => at(foot, 0, -(foot.y - hook.y - unit) / along.y);
  const [backTop, frontTop] = [toBeam(backFoot), toBeam(frontFoot)];
  const corners = [backFoot, frontFoot, at(frontFoot, 0, 6 * unit), at(backFoot, 0, 6 * unit)];
  scene.layers.main.push(
    `<path d="M${fmt(backTop.x)} ${fmt(backTop.y)}L${fmt(backFoot.x)} ${fmt(backFoot.y)}M${fmt(frontTop.x)} ${fmt(frontTop.y)}L${fmt(frontFoot.x)} ${fmt(frontFoot.y)}" ${line}/>`,
    `<path d="M${corners.map((point) => `${fmt(point.x)} ${fmt(point.y)}`).join('L')}Z" fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round"/>`,
  );
  addFigure(scene, placed, swinger);
  const gripped = nearestOnSegment(hand, frontTop, frontFoot);
  scene.joins.push(
    { what: 'seat-on-swing', figure: placed.anchors.seat, thing: at(seat, slide, 0) },
    { what: 'hand-on-rope', figure: hand, thing: gripped },
    { what: 'rope-to-seat', figure: frontTop, thing: frontFoot },
    // The hands grip the ropes at shoulder height and the feet hang together off the seat's front edge: with the hands in
    // the lap the rope ran down beside the shin, and the feet apart under the knee jumbled two legs (round 14).
    { what: 'hand-by-neck', figure: hand, thing: placed.anchors.neck },
    { what: 'feet-together', figure: placed.anchors.feet.back, thing: placed.anchors.feet.front },
  );
  placeCrowd(scene, others, crowdPose);
}

/**
 * "Waving from her castle": a castle with a keep far taller than she is, she on its balcony in the arched doorway
 * above the gate, the railing in front of her legs. She is sized to the doorway, so the castle stays clearly bigger
 * than her (a third of its height) and her head smaller than its gate.
 */
function drawOnBalcony(scene: Scene, figure: BuiltinCharacterSpec, pose: PoseName, building: string): void {
  const { art, groundY, style } = scene;
  const motif = building === 'castle' ? 'balcony-castle' : sceneArt(building);
  const shape = getComposedProp(motif)?.draw(style.detail);
  // Its size is its longer side: a castle taller than wide may be that much taller than the page is wide.
  const tallness = shape ? Math.max(1, shape.height / shape.width) : 1;
  const castle = drawMotif({ motif, cx: art.x + art.width / 2, bottom: groundY, size: Math.min(art.width * 0.92 * tallness, (groundY - art.y) * 0.97), linePx: style.linePx, detail: style.detail });
  if (!castle) return;
  scene.layers.main.push(castle.markup);
  const { x, y, width: w, height: h } = castle.box;
  // The sky beside the tall keep, over the towers' roofs (a third of the way down), stays free for the sun and clouds.
  scene.subject.push({ x: x + w * 0.27, y, width: w * 0.46, height: h }, { x, y: y + h * 0.33, width: w, height: h * 0.67 });
  // The towers' roofs and flags (in the castle's 200 × 300 units) keep far trees off: a flagpole ran into a fir's crown
  // behind it.
  if (motif === 'balcony-castle') for (const left of [1, 151]) scene.layers.occupied.push({ x: x + (left * w) / 200, y: y + (93 * h) / 300, width: (48 * w) / 200, height: (57 * h) / 300 });
  scene.used.add(building);
  const floorY = castle.anchors?.stand?.y ?? castle.box.y + castle.box.height * 0.62;
  const doorTop = castle.anchors?.top?.y ?? castle.box.y;
  const height = Math.min(art.height * 0.38, (floorY - doorTop) * 0.86);
  const width = Math.min(castle.box.width * 0.5, height * 0.8);
  const region: Box = { x: art.x + art.width / 2 - width / 2, y: floorY - height * 1.1, width, height: height * 1.1 };
  const drawn = drawBeingInBox(figure, { pose, facing: 1, style, prop: null }, region, height);
  addFigure(scene, drawn, figure);
  // No far tree right behind her, where its crown would read as her hair.
  keepLandClearBehind(scene, drawn.box);
  // The balcony: a floor slab and a railing of posts that hides the legs below the knees.
  const outline = `fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round"`;
  const railTop = floorY - height * 0.24;
  const left = art.x + art.width / 2 - width * 0.62;
  const parts = [`<rect x="${fmt(left)}" y="${fmt(railTop)}" width="${fmt(width * 1.24)}" height="${fmt(floorY - railTop + height * 0.06)}" rx="${fmt(style.linePx)}" ${outline}/>`];
  const posts = style.detail === 'low' ? 4 : 7;
  for (let index = 0; index < posts; index++) {
    const x = left + (width * 1.24 * (index + 0.5)) / posts;
    parts.push(`<rect x="${fmt(x - width * 0.035)}" y="${fmt(railTop + height * 0.05)}" width="${fmt(width * 0.07)}" height="${fmt(floorY - railTop - height * 0.05)}" rx="${fmt(width * 0.03)}" ${outline}/>`);
  }
  parts.push(`<rect x="${fmt(left - width * 0.06)}" y="${fmt(floorY)}" width="${fmt(width * 1.36)}" height="${fmt(height * 0.08)}" rx="${fmt(style.linePx)}" ${outline}/>`);
  scene.layers.front.push(parts.join(''));
  // The hanging hand rests on the railing, drawn whole over its top: cut off by the rail, it was a shapeless blob.
  const hand = drawn.anchors.hands.back;
  if (hand.y > railTop - height * 0.12) {
    scene.layers.front.push(drawn.grip?.back ?? '');
    scene.joins.push({ what: 'hand-on-railing', figure: hand, thing: { x: hand.x, y: railTop } });
  }
  scene.layers.front.push(castleGround(castle.box, art.y + art.height, style));
  const head = { x: drawn.box.x + drawn.box.width / 2, y: drawn.box.y };
  scene.joins.push(
    { what: 'feet-on-balcony', figure: drawn.anchors.feet.front, thing: { x: drawn.anchors.feet.front.x, y: floorY } },
    { what: 'head-in-doorway', figure: head, thing: { x: head.x, y: doorTop } },
    { what: 'castle-over-head', figure: head, thing: { x: head.x, y: castle.box.y } },
    { what: 'castle-foot', figure: drawn.anchors.feet.front, thing: { x: head.x, y: castle.box.y + castle.box.height } },
  );
}

/** The castle stands on grass, not on a bare line: a path from its door to the page's foot, tufts along its wall. */
function castleGround(castle: Box, bottom: number, style: AgeStyle): string {
  const base = castle.y + castle.height;
  const room = bottom - base;
  if (room < style.linePx * 8) return '';
  const cx = castle.x + castle.width / 2;
  const top = castle.width * 0.065;
  const foot = castle.width * 0.16;
  const outline = `fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round"`;
  const parts = [
    `<path d="M${fmt(cx - top)} ${fmt(base)}Q${fmt(cx - top * 1.1)} ${fmt(base + room * 0.6)} ${fmt(cx - foot)} ${fmt(bottom)}H${fmt(cx + foot)}Q${fmt(cx + top * 1.1)} ${fmt(base + room * 0.6)} ${fmt(cx + top)} ${fmt(base)}Z" ${outline}/>`,
  ];
  const tufts = style.detail === 'low' ? 2 : 3;
  const size = Math.min(room * 0.8, castle.width * 0.07);
  for (let index = 0; index < tufts; index++) {
    const offset = castle.width * (0.2 + (0.28 * index) / Math.max(1, tufts - 1));
    for (const side of [-1, 1]) parts.push(grassTuft(cx + side * offset, base + room * (0.35 + 0.25 * (index % 2)), size, style.linePx).markup);
  }
  return parts.join('');
}

/** Asleep: lying on a bed (indoors, or one the words name), or on the ground outside. */
function drawSleeper(scene: Scene, sleeper: BuiltinCharacterSpec, pose: PoseName, named: string[], hasCrowd: boolean): void {
  const { art, groundY, style } = scene;
  const hasBed = named.includes('bed') || scene.layout.backdrop === 'room';
  const curledOnCushion = CURLED_ON_CUSHION[sleeper.motif];
  // A pet asleep by the fireplace curls up on a cushion on the hearth's left, leaving the fireplace room: put to bed, the
  // bed filled the room and the fireplace it slept by was left out (review 16).
  const isByHearth = named.includes('fireplace') && !named.includes('bed');
  if ((named.includes('cushion') || isByHearth) && curledOnCushion && !hasCrowd && sleeper.figure !== null && !sleeper.headwear && sleeper.figure.accessories.length === 0) return curlUpOnCushion(scene, sleeper, curledOnCushion, isByHearth);
  if (!hasBed) {
    // Out of doors a creature lies down on its tummy, head on its paws, eyes closed: asleep, not sitting up.
    const isCreature = sleeper.figure !== null && !['child', 'adult', 'grandparent'].includes(sleeper.figure.kind) && !isRideable(sleeper) && pose === 'sleeping';
    const curledArt = CURLED_OUTDOORS[sleeper.motif];
    if (isCreature && curledArt && !sleeper.headwear && sleeper.figure!.accessories.length === 0 && !hasCrowd) return curlUpOutdoors(scene, sleeper, curledArt, named.includes('rocky-cave'));
    // Before a tent the sleeper lies smaller on the left, leaving the tent room to stand big on the right.
    const hasTent = named.includes('camping-tent');
    const tall = (isCreature ? 0.36 : 0.3) * (hasTent ? TENT_SLEEPER_SHARE : 1);
    const width = art.width * (hasCrowd ? 0.55 : 0.84) * (hasTent ? TENT_SLEEPER_SHARE : 1);
    // It lies on a heap of leaves, not on bare grass: the heap lifts it off the ground line.
    const heap = art.height * 0.13;
    const region: Box = { x: art.x + (hasCrowd || hasTent ? art.width * 0.04 : (art.width - width) / 2), y: groundY - heap * 0.7 - art.height * tall, width, height: art.height * tall };
    // Lying on its tummy a creature is about half as long as it stands tall: sized by that, it lay small on its leaves.
    const drawn = drawBeingInBox(sleeper, { pose, facing: 1, style, prop: null, expression: 'sleeping' }, region, scene.leadHeight * (liesOnTummy(sleeper, pose) ? 1.5 : 1));
    if (hasTent) pitchTentBehind(scene, drawn);
    const bedWidth = drawn.box.width * 1.12;
    // The heap's top well up behind the sleeper, so its paws and feet lie on the leaves: with the top just under them,
    // they hung over its front edge.
    const leaves = leafBed(drawn.box.x + drawn.box.width / 2, drawn.box.y + drawn.box.height - heap * 0.6, bedWidth, heap, style.linePx, style.detail === 'low' ? 6 : style.detail === 'medium' ? 9 : 13);
    scene.layers.main.push(leaves.markup);
    scene.subject.push(leaves.box);
    scene.joins.push({ what: 'asleep-on-leaves', figure: { x: drawn.box.x + drawn.box.width / 2, y: drawn.box.y + drawn.box.height }, thing: { x: drawn.box.x + drawn.box.width / 2, y: leaves.box.y } });
    addFigure(scene, drawn, sleeper);
    // A four-legged sleeper lies folded on its legs, its head at the front: a blanket drawn from its shoulder on
    // stood beside its head as a tall thin blade.
    const isOnItsBack = sleeper.figure !== null && !liesOnTummy(sleeper, pose) && FIGURE_KINDS[sleeper.figure.kind].plan.stance !== 'quadruped';
    if (isOnItsBack) {
      // On the back, a blanket drawn up to the shoulders in a low mound down to the leaves, as in a bed: the
      // figure's own blanket seen from above stood up off the leaves like a box.
      const head = drawn.headBox;
      const bottom = drawn.box.y + drawn.box.height;
      const top = drawn.box.y + drawn.box.height * 0.12;
      drawBlanket(scene, { x: head.x + head.width * 1.02, y: top + head.height * 0.25 }, top - head.height * 0.25, drawn.box.x + drawn.box.width + head.width * 0.1, drawn.box.y - head.height * 0.05, bottom);
    }
    drawSnores(scene, drawn);
    return;
  }
  const curled = SLEEPER_ART[sleeper.motif];
  const isCurledPet = curled !== undefined && sleeper.figure !== null && !sleeper.headwear && sleeper.figure.accessories.length === 0;
  // A pet curls up on the bed's own blanket; anyone else sleeps under one drawn over them, the bed's hidden under it.
  const bed = drawMotif({ motif: 'made-bed', cx: art.x + art.width * 0.5, bottom: groundY, size: art.width * 0.94, linePx: style.linePx, detail: style.detail, isSleptIn: !isCurledPet });
  if (!bed) return;
  scene.layers.main.push(bed.markup);
  scene.subject.push(bed.box);
  scene.used.add('bed');
  // The room's backdrop knows by this that the whole bed stands on its floor (no furniture to hide behind it).
  scene.used.add('made-bed');
  // The bed's own pillow is the pillow the words name ("sleeping in bed with a pillow").
  if (named.includes('cushion')) scene.used.add('cushion');
  if (curled && isCurledPet) {
    tuckInPet(scene, bed, curled, sleeper);
    return;
  }
  drawSnores(scene, layInBed(scene, sleeper, pose, bed, 'sleeping'));
}

/** How much smaller a sleeper lying before a tent is than one alone on the leaves. */
const TENT_SLEEPER_SHARE = 0.68;

/**
 * The tent the words name ("sleeping in a tent") pitched behind the sleeper, right of the snores over the head and
 * standing just behind the blanket so its open door shows whole: the sleeper lay on a heap of leaves with no tent
 * anywhere, and the page said it couldn't draw it.
 */
function pitchTentBehind(scene: Scene, sleeper: DrawnBeing): void {
  const { art, style } = scene;
  // As wide as drawSnores makes its letters, which stand just right of the head.
  const snore = Math.max(art.width * (style.detail === 'low' ? 0.17 : 0.13), sleeper.headBox.height * 0.6);
  const left = sleeper.headBox.x + sleeper.headBox.width + snore * 1.3;
  const right = art.x + art.width - style.linePx * 4;
  const tent = drawMotif({ motif: 'camping-tent', cx: (left + right) / 2, bottom: sleeper.box.y + sleeper.box.height * 0.12, size: right - left, linePx: style.linePx, detail: style.detail });
  if (!tent) return;
  scene.layers.main.push(tent.markup);
  scene.subject.push(tent.box);
  scene.used.add('camping-tent');
  scene.joins.push({ what: 'tent-behind-sleeper', figure: { x: sleeper.box.x + sleeper.box.width / 2, y: sleeper.box.y }, thing: { x: tent.box.x + tent.box.width / 2, y: tent.box.y + tent.box.height } });
}

/**
 * A creature asleep out of doors curled up on a heap of leaves, big across the page (round 12: laid on its tummy it
 * was "a pile of overlapping ovals" under a top half of stars), with a pile of its books beside it when it has them.
 * In the cave the words name it lies curled up on the floor inside its mouth, the rock arching over it: the cave stood
 * small and empty behind a bear asleep outside on its leaves (judging 23).
 */
function curlUpOutdoors(scene: Scene, sleeper: BuiltinCharacterSpec, art: string, isInCave: boolean): void {
  const { style, groundY } = scene;
  const frame = scene.art;
  const heap = frame.height * 0.11;
  const size = frame.width * (isInCave ? CAVE_SLEEPER : 0.78) * (scene.plan.scales[sleeper.motif] ?? 1);
  const cx = frame.x + frame.width * (isInCave ? 0.5 : 0.56);
  const cave = isInCave ? drawMotif({ motif: 'cave-mouth', cx, bottom: groundY, size: frame.width * 0.98, linePx: style.linePx, detail: style.detail }) : null;
  if (cave) {
    scene.layers.main.push(cave.markup);
    scene.subject.push(cave.box);
    scene.used.add('rocky-cave');
  }
  // Lying on the heap, its top well up behind the sleeper so the paws and tail lie on the leaves; in the cave, on its floor.
  const bottom = isInCave ? groundY : groundY - heap * 0.9;
  const drawn = drawMotif({ motif: art, cx, bottom, size, linePx: style.linePx, detail: style.detail });
  if (!drawn) return;
  if (isInCave) {
    scene.layers.main.push(drawn.markup);
    scene.subject.push(drawn.box);
    scene.joins.push({ what: 'asleep-in-cave', figure: { x: cx, y: drawn.box.y + drawn.box.height }, thing: { x: cx, y: groundY } });
    if (cave?.anchors?.top) scene.joins.push({ what: 'cave-roof-over-sleeper', figure: { x: cx, y: drawn.box.y }, thing: cave.anchors.top });
  } else {
    const leaves = leafBed(cx, bottom - heap * 0.55, size * 1.06, heap, style.linePx, style.detail === 'low' ? 6 : style.detail === 'medium' ? 9 : 13);
    scene.layers.main.push(leaves.markup, drawn.markup);
    scene.subject.push(leaves.box, drawn.box);
    scene.joins.push({ what: 'asleep-on-leaves', figure: { x: cx, y: drawn.box.y + drawn.box.height }, thing: { x: cx, y: leaves.box.y } });
  }
  scene.used.add(sleeper.motif);
  if (sleeper === scene.lead && !scene.leadBox) scene.leadBox = drawn.box;
  const book = sleeper.figure?.prop;
  if (book && /book/.test(book)) {
    // In front of the heap's corner, on the ground at his head's side.
    const width = frame.width * 0.2;
    const pile = bookPile(frame.x + style.linePx * 4 + width * 0.55, groundY + heap * 0.05, width, style.linePx);
    scene.layers.main.push(pile.markup);
    scene.subject.push(pile.box);
    scene.used.add('books');
  }
  // Over the back behind the head, where the art says.
  const snore = drawn.anchors?.snore ?? drawn.top;
  const letters = Math.max(frame.width * (style.detail === 'low' ? 0.17 : 0.13), drawn.box.width * 0.25);
  const zzz = snoreLetters(snore.x, snore.y - style.linePx * 2, letters, style.linePx);
  scene.layers.main.push(zzz.markup);
  scene.subject.push(zzz.box);
  scene.used.add('zzz');
}

/**
 * A pet asleep on the cushion the words name ("a cat sleeping on a pillow"): the cushion big on the floor of the
 * page, the pet curled up on its top with its snores over it, where the pet slept on a heap of leaves and the page
 * could not draw the pillow.
 */
function curlUpOnCushion(scene: Scene, sleeper: BuiltinCharacterSpec, curled: string, isBesideThing = false): void {
  const { art, groundY, style } = scene;
  const cushion = drawMotif({ motif: 'cushion', cx: art.x + art.width * (isBesideThing ? 0.3 : 0.5), bottom: groundY, size: art.width * (isBesideThing ? 0.5 : 0.8), linePx: style.linePx, detail: style.detail });
  if (!cushion) return;
  scene.layers.main.push(cushion.markup);
  scene.subject.push(cushion.box);
  scene.used.add('cushion');
  const top = cushion.anchors?.top ?? { x: cushion.box.x + cushion.box.width / 2, y: cushion.box.y + cushion.box.height * 0.18 };
  // Sunk a little into the cushion's puffed top, so it lies on it rather than balancing on the curve.
  const size = cushion.box.width * 0.7 * (scene.plan.scales[sleeper.motif] ?? 1);
  const drawn = drawMotif({ motif: curled, cx: top.x, bottom: top.y + cushion.box.height * 0.12, size, linePx: style.linePx, detail: style.detail });
  if (!drawn) return;
  scene.layers.main.push(drawn.markup);
  scene.subject.push(drawn.box);
  scene.figureCount++;
  if (!scene.leadBox) scene.leadBox = drawn.box;
  scene.joins.push({ what: 'asleep-on-cushion', figure: { x: drawn.box.x + drawn.box.width / 2, y: drawn.box.y + drawn.box.height }, thing: top });
  drawSnores(scene, { headBox: { x: drawn.box.x, y: drawn.box.y, width: drawn.box.width * 0.45, height: drawn.box.height * 0.6 } });
}

/** Shares of the made bed's box (props/made-bed.ts): the mattress's top, the footboard's inner side, the blanket's hem. */
const BED_MATTRESS = 57 / 110;

/**
 * A pet curled up asleep on top of the bed's blanket, its head on the pillow, all of it to colour: tucked in
 * under a drawn-up blanket it was a tall sack over a hidden body, its back showing above the blanket as a
 * second arc.
 */
function tuckInPet(scene: Scene, bed: NonNullable<ReturnType<typeof drawMotif>>, curled: string, sleeper: BuiltinCharacterSpec): void {
  const { style } = scene;
  const pillow = bed.anchors?.lie ?? { x: bed.box.x + bed.box.width * 0.33, y: bed.box.y + bed.box.height * 0.46 };
  const blanketY = bed.anchors?.top?.y ?? bed.box.y + bed.box.height * BED_MATTRESS;
  const size = bed.box.width * 0.5 * (scene.plan.scales[sleeper.motif] ?? 1);
  // The curled cat's art is 104 × 70 units, its head centred at (22, 38).
  const unit = size / 104;
  const left = pillow.x - 22 * unit;
  const drawn = drawMotif({ motif: curled, cx: left + size / 2, bottom: blanketY + style.linePx, size, linePx: style.linePx, detail: style.detail });
  if (!drawn) return;
  const at = (u: number, v: number): Point => ({ x: drawn.box.x + u * unit, y: drawn.box.y + v * unit });
  scene.layers.main.push(drawn.markup);
  scene.subject.push(drawn.box);
  scene.figureCount++;
  if (!scene.leadBox) scene.leadBox = drawn.box;
  scene.joins.push({ what: 'asleep-on-bed', figure: { x: drawn.box.x + drawn.box.width / 2, y: drawn.box.y + drawn.box.height }, thing: { x: drawn.box.x + drawn.box.width / 2, y: blanketY } });
  scene.joins.push({ what: 'head-on-pillow', figure: at(22, 38), thing: pillow });
  drawSnores(scene, { headBox: { x: drawn.box.x, y: drawn.box.y, width: drawn.box.width * 0.45, height: drawn.box.height * 0.6 } });
}

/** "Zzz" rising beside a sleeper's head, where the sky is free. */
function drawSnores(scene: Scene, drawn: { headBox: Box; box?: Box }): void {
  const { art, style } = scene;
  // Big enough for the youngest to colour inside each letter.
  const size = Math.max(art.width * (style.detail === 'low' ? 0.17 : 0.13), drawn.headBox.height * 0.6);
  const cx = Math.min(drawn.headBox.x + drawn.headBox.width + size * 0.7, art.x + art.width - size / 2);
  let bottom = Math.max(art.y + size, drawn.headBox.y);
  // Clear above the sleeper where beside its head would lie over its wings or back.
  const body = drawn.box;
  if (body && cx + size / 2 > body.x && cx - size / 2 < body.x + body.width && bottom - size < body.y + body.height && bottom > body.y) bottom = Math.max(art.y + size, body.y - style.linePx * 2);
  // Indoors, clear above the skirting board where the wall meets the floor, not tangled in its lines.
  const skirting = scene.horizonY - 50 - style.linePx * 2;
  if (scene.layout.backdrop === 'room' && bottom > skirting && bottom - size < scene.horizonY + style.linePx) bottom = skirting;
  const zzz = snoreLetters(cx, bottom, size, style.linePx);
  scene.layers.main.push(zzz.markup);
  scene.subject.push(zzz.box);
  scene.used.add('zzz');
}

/**
 * What a thing being made is drawn as, where its icon shows the finished thing badly (a snowman's balls),
 * and how much larger, as its art is taller than it is wide.
 */
const BUILT_ART: Record<string, { art: string; size: number }> = { snowman: { art: 'stacked-snowman', size: 1.35 } };

/** Making something: the figure with its tool on the left, the thing it makes or paints on the right. */
function drawBesideThing(scene: Scene, maker: BuiltinCharacterSpec, thing: string, pose: PoseName, tool: string | null, hasCrowd: boolean): void {
  const { art, groundY, style } = scene;
  const height = scene.leadHeight * (hasCrowd ? 0.85 : 0.95);
  const isPainting = thing === 'framed-picture';
  // A builder stands in from the page's edge: against it, a round penguin was squeezed into the frame (round 13).
  const region: Box = { x: art.x + art.width * (isPainting ? 0.02 : 0.07), y: groundY - height * 1.1, width: art.width * (isPainting ? 0.44 : 0.5), height: height * 1.1 };
  const drawn = drawBeingInBox(maker, { pose: isPainting && pose === 'using' ? 'painting' : pose, facing: 1, style, prop: isPainting ? null : tool }, region, height);
  const thingSize = height * 0.62;
  if (isPainting) {
    // An easel within arm's reach, its canvas at the painter's hand; the brush runs from the hand to a dab of paint on it.
    const hand = drawn.anchors.hands.front;
    const size = Math.min(height * 0.7, art.x + art.width - hand.x - height * 0.06);
    const reach = Math.min(hand.x + height * 0.06 + size * 0.42, art.x + art.width - size * 0.45);
    // Its post is kept off the far hills' dips: standing just under one it read as wedged into the V (round 13).
    const clearance = size * 0.1;
    const dips = farHillDips(art);
    const dip = dips.find((x) => Math.abs(x - reach) < clearance);
    // Further from the painter where there is room: nearer, the canvas came under the hand.
    const cx = dip === undefined ? reach : dip + clearance <= art.x + art.width - size * 0.45 ? dip + clearance : dip - clearance;
    const stand = easel(cx, groundY, hand.y - size * 0.38, size, style.linePx, style.detail);
    const nearestDip = dips.reduce((best, x) => (Math.abs(x - cx) < Math.abs(best - cx) ? x : best));
    scene.joins.push({ what: 'easel-post-by-dip', figure: { x: cx, y: groundY }, thing: { x: nearestDip, y: groundY } });
    scene.layers.main.push(stand.markup);
    scene.subject.push(stand.box);
    // The palette in the far hand held out at the side (the `painting` pose), hanging from the hand by its top edge,
    // drawn over the figure and under the hand's grip: behind the body, its rim ran into a broad body's outline in a
    // squiggle where the painter stood against the page's edge (round 13).
    const back = drawn.anchors.hands.back;
    const palette = drawMotif({ motif: 'artist-palette', cx: Math.max(back.x - height * 0.07, art.x + height * 0.11), bottom: back.y + height * 0.17, size: height * 0.2, linePx: style.linePx, detail: style.detail });
    const isPaletteHeld = palette !== null && !boxesOverlap(palette.box, drawn.headBox, 0);
    addFigure(scene, drawn, maker);
    if (isPaletteHeld) {
      // Paper under the palette, so its thumb hole is white, not a peephole onto what is behind.
      const { x, y, width, height: tall } = palette.box;
      const paper = `<ellipse cx="${fmt(x + width / 2)}" cy="${fmt(y + tall / 2)}" rx="${fmt(width * 0.4)}" ry="${fmt(tall * 0.38)}" fill="#fff"/>`;
      scene.layers.main.push(paper, palette.markup, drawn.grip?.back ?? '');
      scene.used.add('artist-palette');
      scene.joins.push({ what: 'palette-in-hand', figure: back, thing: { x: x + width / 2, y: y + tall / 2 } });
    }
    scene.layers.main.push(drawn.arms?.front ?? '', paintbrush(hand, stand.touch, height * 0.5, style.linePx), drawn.grip?.front ?? '');
    scene.joins.push({ what: 'brush-on-canvas', figure: hand, thing: stand.touch });
    scene.used.add(thing);
    if (tool) scene.used.add(tool);
    return;
  }
  const thingCx = Math.min(drawn.box.x + drawn.box.width + thingSize * 0.45, art.x + art.width - thingSize / 2);
  const hand = drawn.anchors.hands.front;
  const built = BUILT_ART[thing]?.art ?? thing;
  const builtSize = thingSize * (BUILT_ART[thing]?.size ?? 1);
  const draft = drawMotif({ motif: built, cx: thingCx, bottom: groundY, size: builtSize, linePx: style.linePx, detail: style.detail });
  // Moved in until the reaching hand is on the thing being built (patting the snowman), not in the air beside it;
  // a thing lower than the hand (a sandcastle) stays where it is, the hand over it.
  // An icon (an elf's bust) has no reaching hand: moved in to where one would be, the thing went under it.
  const isHandLevel = draft !== null && maker.figure !== null && hand.y > draft.box.y;
  const placed = draft && isHandLevel ? drawMotif({ motif: built, cx: thingCx + hand.x - (draft.box.x + draft.box.width * 0.3), bottom: groundY, size: builtSize, linePx: style.linePx, detail: style.detail }) : draft;
  if (placed) {
    scene.layers.main.push(placed.markup);
    scene.subject.push(placed.box);
    if (isHandLevel) scene.joins.push({ what: 'hand-on-built', figure: hand, thing: { x: placed.box.x + placed.box.width / 2, y: placed.box.y + placed.box.height / 2 } });
  }
  scene.used.add(thing);
  if (tool) scene.used.add(tool);
  addFigure(scene, drawn, maker);
}

/**
 * An angler's fists closed round the rod, which runs from the lower hand up through the higher one: its direction in
 * degrees clockwise from upright, for both hands.
 */
function rodFists({ back, front }: { back: Point; front: Point }): { back: number; front: number } {
  const [lower, upper] = back.y > front.y ? [back, front] : [front, back];
  const degrees = (Math.atan2(upper.x - lower.x, lower.y - upper.y) * 180) / Math.PI;
  return { back: degrees, front: degrees };
}

/** Fishing from the bank: the rod held out over a pond, its line down to a float on the water. */
function drawFisher(scene: Scene, fisher: BuiltinCharacterSpec, pose: PoseName, hasCrowd: boolean): void {
  const { art, groundY, style } = scene;
  drawPond(scene, 0.68);
  const height = scene.leadHeight * 0.9;
  const region: Box = { x: art.x + art.width * 0.02, y: groundY - height * 1.1 - art.height * 0.04, width: art.width * (hasCrowd ? 0.3 : 0.36), height: height * 1.1 };
  const unheld = drawBeingInBox(fisher, { pose, facing: 1, style, prop: null }, region, height);
  const drawn = drawBeingInBox(fisher, { pose, facing: 1, style, prop: null, fists: rodFists(unheld.anchors.hands) }, region, height);
  addFigure(scene, drawn, fisher);
  const water = { x: art.x + art.width * 0.7, y: groundY - art.height * 0.1 };
  const hand = drawn.anchors.hands.front;
  // Its tip no higher than the angler's eyes: risen steeply from both hands, a longer rod poked into a far tree's crown.
  const { back, front } = drawn.anchors.hands;
  const [lower, upper] = back.y > front.y ? [back, front] : [front, back];
  const rise = -rodDirection(lower, upper).y;
  // An upper hand already above the eyes leaves no length under them: the rod then keeps a short angler's rod, not none.
  const eyeHigh = rise > 0 ? Math.max(height * 0.3, (upper.y - (drawn.headBox.y + drawn.headBox.height * 0.5)) / rise) : Infinity;
  const rod = fishingRod(hand, 1, Math.min(height * 0.75, (water.x - hand.x) * 0.95, eyeHigh), water, style.linePx, back);
  scene.layers.main.push(rod.markup, drawn.grip?.back ?? '', drawn.grip?.front ?? '');
  scene.subject.push(rod.box);
  // No bush or far tree on the hills round its tip, as if the line were caught in it.
  const reach = height * 0.08;
  scene.layers.occupied.push({ x: rod.tip.x - reach, y: rod.tip.y - reach, width: reach * 2, height: reach * 2 });
  scene.used.add('fishing-pole');
  scene.joins.push({ what: 'line-in-water', figure: hand, thing: water }, { what: 'rod-in-both-hands', figure: lower, thing: nearestOnSegment(lower, rod.butt, rod.tip) }, { what: 'rod-in-both-hands', figure: upper, thing: nearestOnSegment(upper, rod.butt, rod.tip) });
}

/**
 * A pond on the ground for swimmers and anglers. Swimmers' pond is a wide ellipse seen in perspective, far
 * wider than the page, so what shows is a broad band of water between a far bank and a near one (a whole oval
 * seen from above read as a plate under ducks seen from the side); bulrushes stand small on the far bank and
 * tall on the near one, in its front corners.
 */
function drawPond(scene: Scene, centreShare = 0.5): void {
  const { art, groundY, horizonY, style } = scene;
  const isSwim = centreShare === 0.5;
  if (isSwim && SWIMMING_POOL.test(scene.plan.description)) return drawSwimmingPool(scene);
  // A swamp's water runs from the far trees' feet across the whole page, its far edge nearly straight: as a pond between
  // grassy banks it was a pond in a park (round 19).
  const isSwamp = isSwim && scene.context.setting.name === 'swamp';
  const top = isSwamp ? horizonY + art.height * SWAMP_SHORE : isSwim ? horizonY + art.height * 0.06 : groundY - art.height * 0.21;
  const bottom = isSwamp ? art.y + art.height * SWAMP_FOOT : isSwim ? art.y + art.height * (1 - NEAR_BANK) : groundY + art.height * 0.01;
  const cx = art.x + art.width * centreShare;
  const rx = art.width * (isSwamp ? 1.5 : isSwim ? 0.74 : 0.3);
  const { markup, pond } = pondShape(cx, (top + bottom) / 2, rx, (bottom - top) / 2, style.linePx);
  scene.pond = pond;
  const parts = [markup];
  const ripples = style.detail === 'low' ? 1 : 3;
  for (let index = 0; index < ripples && !isSwim; index++) {
    const y = pond.cy + pond.ry * (0.55 - index * 0.28);
    const x = cx - rx * (0.5 - index * 0.2);
    parts.push(`<path d="M${fmt(x)} ${fmt(y)}q40 -22 80 0q40 22 80 0" fill="none" stroke="#000" stroke-width="${fmt(Math.max(3, style.linePx * 0.7))}" stroke-linecap="round"/>`);
  }
  if (isSwim) {
    const count = style.detail === 'low' ? 2 : 3;
    // Far off, small, behind the water: drawn first, their feet under the pond's white, so the far rim runs
    // unbroken in front of them rather than through their stalks.
    for (const side of [-1, 1]) {
      const x = cx + side * art.width * 0.4;
      // A swamp's big cypresses stand in its water at the far corners, in the reeds' place: far off and small on the
      // shore they were lost among the reeds.
      const cypress = isSwamp ? drawMotif({ motif: 'swamp-cypress-tree', cx: cx + side * art.width * SWAMP_CYPRESS.across, bottom: pondRimY(pond, x, -1) + art.height * 0.03, size: art.width * SWAMP_CYPRESS.width, linePx: style.linePx, detail: style.detail }) : null;
      if (cypress) {
        parts.unshift(cypress.markup);
        scene.layers.occupied.push(cypress.box);
        scene.used.add('swamp-cypress-tree');
        continue;
      }
      const reeds = bulrushes(x, pondRimY(pond, x, -1) + style.linePx * 2, art.height * 0.15, style.linePx, count);
      parts.unshift(reeds.markup);
      scene.layers.occupied.push(reeds.box);
    }
    // Near, on the bank in front of the water in the page's lower corners, where the swimmers leave room: wholly under
    // the near rim, which rises towards the page's sides. Taller, the rim ran across the tips of their heads and leaves
    // and read as cutting through them (round 14, 09).
    const foot = art.y + art.height * 0.98;
    for (const side of [-1, 1]) {
      const x = cx + side * art.width * 0.39;
      const widest = bulrushes(x, foot, art.height * 0.17, style.linePx, count).box;
      const rim = isSwamp ? -Infinity : Math.min(pondRimY(pond, widest.x, 1), pondRimY(pond, widest.x + widest.width, 1));
      const reeds = bulrushes(x, foot, Math.min(art.height * 0.17, foot - rim - style.linePx * 3), style.linePx, count);
      if (!isSwamp) scene.joins.push({ what: 'reeds-under-rim', figure: { x, y: reeds.box.y }, thing: { x, y: rim } });
      else scene.nearReeds = (scene.nearReeds ?? '') + reeds.markup;
      parts.push(reeds.markup);
      scene.layers.occupied.push(reeds.box);
    }
  }
  scene.layers.scatter.push(parts.join(''));
  scene.layers.occupied.push({ x: Math.max(art.x, cx - rx), y: pond.cy - pond.ry, width: Math.min(art.width, 2 * rx), height: 2 * pond.ry });
  scene.used.add('water-wave');
}

/** Birds that wade: in a pond they stand in it. */
const WADERS = new Set(['crane-bird', 'flamingo']);
/** How far below a pond's middle a wading bird's feet stand, as a share of its half-height: in the shallows near us. */
const WADING_DEPTH = 0.45;

/** Ripples on the water either side of a wading bird's foot, so it stands in the water, not on it. */
function drawWadingRipples(scene: Scene, bird: Box): void {
  const width = bird.width * 0.16;
  const foot = bird.x + bird.width / 2;
  const y = scene.groundY - scene.style.linePx;
  const wave = (from: number): string => `M${fmt(from)} ${fmt(y)}q${fmt(width / 4)} ${fmt(-width / 6)} ${fmt(width / 2)} 0q${fmt(width / 4)} ${fmt(width / 6)} ${fmt(width / 2)} 0`;
  scene.layers.main.push(`<path d="${wave(foot - bird.width * 0.08 - width)}${wave(foot + bird.width * 0.08)}" fill="none" stroke="#000" stroke-width="${fmt(scene.style.linePx)}" stroke-linecap="round"/>`);
}

/** The share of the art's height under a swimmers' pond: its near bank. */
const NEAR_BANK = 0.12;
/** Where a swamp's water begins below the horizon, as a share of the art's height: over the far cypresses' feet. */
const SWAMP_SHORE = 0.015;
/** Where a swamp's water would end, as a share of the art's height: past the page's foot, so its near edge never shows. */
const SWAMP_FOOT = 1.05;
/**
 * Spots for a swamp's lily pads, as shares of the art, tried in turn: out on the open water behind the swimmer first,
 * then in front (set down the deep water's height as a pond's are, they touched the frame).
 */
const SWAMP_PADS: ReadonlyArray<readonly [number, number]> = [[0.2, 0.62], [0.8, 0.64], [0.36, 0.95], [0.64, 0.95], [0.5, 0.6]];
/** A swamp's two big cypresses: how far out from the middle each stands and how wide it is, as shares of the art's width. */
const SWAMP_CYPRESS = { across: 0.32, width: 0.38 };

/**
 * A swimming pool across the page for swimmers: the water a rounded basin inside a border of coping tiles, for older
 * children the tiles' joints and a few ripples. The swimmers float in it as in a pond, their lower part under the water.
 * (A ladder at its far edge stood up over the swimmer's head like feelers, and at its near side the water drawn over the
 * swimmer hid all of it but its hooks: it has none.)
 */
function drawSwimmingPool(scene: Scene): void {
  const { art, horizonY, style } = scene;
  // Its far edge up at the horizon, so the swimmer floats well inside it.
  const top = horizonY - art.height * 0.03;
  const bottom = art.y + art.height * (1 - NEAR_BANK * 0.6);
  const [left, right] = [art.x + art.width * 0.06, art.x + art.width * 0.94];
  const coping = art.width * 0.035;
  const radius = art.width * 0.05;
  const outline = `fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round"`;
  const thin = `fill="none" stroke="#000" stroke-width="${fmt(Math.max(3, style.linePx * 0.75))}" stroke-linecap="round"`;
  const roundRect = (inset: number): string => {
    const [x0, y0, x1, y1, r] = [left + inset, top + inset, right - inset, bottom - inset, Math.max(4, radius - inset)];
    return `M${fmt(x0 + r)} ${fmt(y0)}H${fmt(x1 - r)}Q${fmt(x1)} ${fmt(y0)} ${fmt(x1)} ${fmt(y0 + r)}V${fmt(y1 - r)}Q${fmt(x1)} ${fmt(y1)} ${fmt(x1 - r)} ${fmt(y1)}H${fmt(x0 + r)}Q${fmt(x0)} ${fmt(y1)} ${fmt(x0)} ${fmt(y1 - r)}V${fmt(y0 + r)}Q${fmt(x0)} ${fmt(y0)} ${fmt(x0 + r)} ${fmt(y0)}Z`;
  };
  const parts = [`<path d="${roundRect(-coping)}" ${outline}/>`, `<path d="${roundRect(0)}" ${outline}/>`];
  if (style.detail !== 'low') {
    // The coping's tile joints, across the border all round.
    const step = art.width * (style.detail === 'high' ? 0.07 : 0.1);
    const joints: string[] = [];
    for (let x = left + radius + step * 0.5; x < right - radius; x += step) joints.push(`M${fmt(x)} ${fmt(top - coping)}V${fmt(top)}M${fmt(x)} ${fmt(bottom)}V${fmt(bottom + coping)}`);
    for (let y = top + radius + step * 0.5; y < bottom - radius; y += step) joints.push(`M${fmt(left - coping)} ${fmt(y)}H${fmt(left)}M${fmt(right)} ${fmt(y)}H${fmt(right + coping)}`);
    parts.push(`<path d="${joints.join('')}" ${thin}/>`);
  }
  if (style.detail !== 'low') {
    // Ripples on the water near its ends, clear of the swimmers in the middle.
    const ripple = (x: number, y: number): string => `M${fmt(x)} ${fmt(y)}q${fmt(art.width * 0.03)} ${fmt(-art.width * 0.015)} ${fmt(art.width * 0.06)} 0q${fmt(art.width * 0.03)} ${fmt(art.width * 0.015)} ${fmt(art.width * 0.06)} 0`;
    parts.push(`<path d="${ripple(left + art.width * 0.06, bottom - art.height * 0.05)}${ripple(left + art.width * 0.36, bottom - art.height * 0.1)}" ${thin}/>`);
  }
  const inset = style.linePx / 2;
  scene.pond = { cx: (left + right) / 2, cy: (top + bottom) / 2, rx: (right - left) / 2, ry: (bottom - top) / 2, clipPath: roundRect(inset) };
  scene.layers.scatter.push(parts.join(''));
  scene.layers.occupied.push({ x: left - coping, y: top - coping * 2, width: right - left + coping * 2, height: bottom - top + coping * 3 });
  scene.used.add('water-wave');
}

/** Where a pool swimmer's water line runs, as a share of the pool's height, and how far down the body from neck to hips. */
const POOL_SWIMMER = { waterLine: 0.7, chest: 0.32 };

/**
 * A lone person in a swimming pool or a pond swims upright in it, one arm over in a stroke with drops flying off the
 * hand, the water drawn over them from the chest down. The swimming pose lay turned on its side on top of the water
 * line, fully dressed with its shoes and belt showing, its head running over the pool's tiles (round 19), and in a pond
 * lay on its side along the water (judging 19).
 */
function drawPoolSwimmer(scene: Scene, lead: BuiltinCharacterSpec): void {
  const { art, style } = scene;
  const pool = scene.pond!;
  const [poolTop, poolHeight] = [pool.cy - pool.ry, pool.ry * 2];
  const waterY = poolTop + poolHeight * POOL_SWIMMER.waterLine;
  // A pond is a shallow band of water seen far off: the head rises in front of its far bank, or the swimmer was a speck.
  const top = SWIMMING_POOL.test(scene.plan.description) ? poolTop + poolHeight * 0.06 : poolTop - poolHeight * 0.3;
  const placement = { pose: 'waving' as PoseName, facing: 1 as const, style, prop: null, expression: 'happy' as const };
  const region = (height: number): Box => ({ x: pool.cx - pool.rx * 0.6, y: top, width: pool.rx * 1.2, height });
  const chestOf = (drawn: DrawnBeing): number => drawn.anchors.neck.y + (drawn.anchors.hips.y - drawn.anchors.neck.y) * POOL_SWIMMER.chest;
  // Fitted once to learn how far down its box the chest falls, then sized so the chest meets the water line.
  const swimmer = lead.figure ? { ...lead, figure: dressedToSwim(lead.figure, lead.description) } : lead;
  const probe = drawBeingInBox(swimmer, placement, region(poolHeight), art.height);
  const chestShare = (chestOf(probe) - probe.box.y) / probe.box.height;
  const drawn = drawBeingInBox(swimmer, placement, region((waterY - top) / chestShare), art.height);
  const dy = waterY - chestOf(drawn);
  const placed = moveBeing(drawn, 0, dy);
  // Below the water line the body is hidden: its legs and shoes are cut off there, inside the pool or not.
  const shown: Box = { ...placed.box, height: waterY - placed.box.y };
  const cut = `<clipPath id="pool-swimmer"><rect x="${fmt(art.x - 200)}" y="${fmt(art.y - 200)}" width="${fmt(art.width + 400)}" height="${fmt(waterY + style.linePx * 2 - art.y + 200)}"/></clipPath>`;
  scene.layers.main.push(`${cut}<g clip-path="url(#pool-swimmer)">${placed.markup}</g>`);
  scene.subject.push(shown);
  scene.figures.push({ box: shown, head: placed.headBox, hasWings: false });
  scene.figureCount++;
  scene.leadBox = shown;
  // The body below is already cut off at the water line: the water's white need only hide it under the wave's troughs.
  const band = { x: placed.box.x - placed.box.width * 0.15, y: waterY, width: placed.box.width * 1.3, height: style.linePx * 3 };
  const rings = rippleRings({ ...shown, y: waterY - shown.height, height: shown.height }, 1, style.linePx, art, []);
  // Drops flying off the hand over in its stroke, and splashed up beside the body where it meets the water.
  const hand = placed.anchors.hands.front;
  const unit = placed.headBox.width * 0.11;
  const drop = (x: number, y: number, size: number): string => `M${fmt(x)} ${fmt(y - size * 1.6)}Q${fmt(x + size)} ${fmt(y - size * 0.2)} ${fmt(x)} ${fmt(y + size)}Q${fmt(x - size)} ${fmt(y - size * 0.2)} ${fmt(x)} ${fmt(y - size * 1.6)}Z`;
  const drops = [
    drop(hand.x + unit * 3.2, hand.y - unit * 0.5, unit),
    drop(hand.x + unit * 4.2, hand.y + unit * 2.6, unit * 0.8),
    drop(hand.x + unit * 0.8, hand.y - unit * 4.5, unit * 0.8),
    drop(shown.x - unit * 1.5, waterY - unit * 3, unit * 0.9),
    drop(shown.x + shown.width + unit * 1.5, waterY - unit * 3.2, unit * 0.9),
  ];
  const water = `<g clip-path="url(#pond-water)">${waterBand(band, 0, style.linePx)}</g>`;
  scene.layers.front.push(`<clipPath id="pond-water"><path d="${pool.clipPath}"/></clipPath>${water}${rings.markup}<path d="${drops.join('')}" fill="#fff" stroke="#000" stroke-width="${fmt(Math.max(3, style.linePx * 0.8))}" stroke-linejoin="round"/>`);
  scene.layers.occupied.push(rings.box, { x: hand.x - unit * 5, y: hand.y - unit * 3, width: unit * 10, height: unit * 7 });
  const head = placed.headBox;
  scene.joins.push(
    { what: 'chin-above-water', figure: { x: head.x + head.width / 2, y: head.y + head.height }, thing: { x: head.x + head.width / 2, y: waterY } },
    { what: 'head-in-pool', figure: { x: head.x, y: head.y }, thing: { x: pool.cx - pool.rx, y: poolTop } },
    { what: 'head-in-pool', figure: { x: head.x + head.width, y: head.y + head.height }, thing: { x: pool.cx + pool.rx, y: poolTop + poolHeight } },
    { what: 'hand-over-water', figure: hand, thing: { x: hand.x, y: waterY } },
  );
  scene.used.add(lead.motif);
}

/**
 * Where a floater's water line may run: short of the bills of the swimmers in front of it that face it. Running on to
 * their edge, a back duck's wave met the front one's bill (round 13); behind a tail it is hidden anyway.
 */
function lineClearOf(box: Box, inFront: Array<{ box: Box; facesRight: boolean }>, linePx: number): { left: number; right: number } {
  const middle = box.x + box.width / 2;
  const gap = linePx * 7;
  let left = -Infinity;
  let right = Infinity;
  for (const { box: other, facesRight } of inFront) {
    const isLeft = other.x + other.width / 2 < middle;
    if (isLeft && facesRight) left = Math.max(left, other.x + other.width + gap);
    else if (!isLeft && !facesRight) right = Math.min(right, other.x - gap);
  }
  return { left, right };
}

/** The height of the pond's far (-1) or near (1) rim at x. */
function pondRimY(pond: Pond, x: number, side: -1 | 1): number {
  const dx = Math.min(1, Math.abs(x - pond.cx) / pond.rx);
  return pond.cy + side * pond.ry * Math.sqrt(1 - dx * dx);
}

/**
 * Creatures afloat on the pond, each a whole body on the water line: side by side across it, the
 * middle ones a row further back and smaller, overlapping their neighbours a little for depth; rings
 * of ripples spread on the water at each side of them.
 */
function drawFloaters(scene: Scene, everyone: BuiltinCharacterSpec[]): void {
  const { art, style, pond } = scene;
  if (!pond) return;
  const count = everyone.length;
  const across = Math.min(pond.rx, art.width / 2);
  const width = Math.min(art.width * (count === 1 ? 0.6 : 0.43), (across * 2 * 0.9) / Math.max(1, count * 0.7));
  scene.layers.main.push(`<clipPath id="pond-water"><path d="${pond.clipPath}"/></clipPath>`);
  const spots = everyone.map((character, index) => {
    const isBack = count >= 3 && index % 2 === 1;
    const spread = count === 1 ? 0 : (index / (count - 1)) * 2 - 1;
    // The front ones a little apart, so no bill runs into the next one's tail.
    const cx = pond.cx + spread * (across * 0.96 - width * 0.5);
    // Out in the middle of a swamp's water, which runs off the page's foot: low down it crowded the reeds in the corners.
    const waterY = pond.cy + pond.ry * (isBack ? -0.22 : scene.context.setting.name === 'swamp' ? 0 : 0.42);
    // No two alike, as rubber ducks are (round 13): each a little smaller than the one before, and one further back
    // turned to swim the other way.
    const variety = 1 - (index % 3) * 0.07;
    return { character, isBack, cx, waterY, isTurned: isBack && index === 1, size: width * (isBack ? 0.84 : 1) * variety * (scene.plan.scales[character.motif] ?? 1) };
  });
  const rings: Box[] = [];
  const afloat = [...spots.filter((s) => s.isBack), ...spots.filter((s) => !s.isBack)].flatMap((spot) => {
    const drawn = drawMotif({ motif: SWIMMER_ART[spot.character.motif]!, cx: spot.cx, bottom: spot.waterY, size: spot.size, linePx: style.linePx, detail: style.detail, isFlipped: !spot.isTurned });
    return drawn ? [{ spot, drawn }] : [];
  });
  afloat.forEach(({ spot, drawn }, index) => {
    // The keel sits in the water: the water line runs across the bottom of the body, inside the rim.
    const others = afloat.filter((other) => other.drawn !== drawn).map((other) => other.drawn.box);
    const ripple = rippleRings(drawn.box, WATER_LINE, style.linePx, art, others);
    scene.layers.main.push(drawn.markup, `<g clip-path="url(#pond-water)">${waterBand(drawn.box, WATER_LINE, style.linePx, lineClearOf(drawn.box, afloat.slice(index + 1).map((other) => ({ box: other.drawn.box, facesRight: !other.spot.isTurned })), style.linePx))}${ripple.markup}</g>`);
    rings.push(ripple.box);
    scene.subject.push(drawn.box);
    scene.figureCount++;
    if (spot.character === everyone[0] && !scene.leadBox) scene.leadBox = drawn.box;
    scene.joins.push({ what: 'afloat', figure: { x: drawn.box.x + drawn.box.width / 2, y: drawn.box.y + drawn.box.height }, thing: { x: spot.cx, y: drawn.box.y + drawn.box.height * WATER_LINE } });
  });
  scene.used.add(SWIMMER_ART[everyone[0]!.motif]!);
  if (scene.context.setting.name === 'swamp') drawSwampWater(scene, rings);
  else drawLilyPads(scene, rings);
}

/**
 * A swamp's still water round its swimmers: a log afloat in front, lily pads behind and in front and rows of short ripples,
 * all clear of the swimmers and their rings: a wide empty pond round the crocodile read as a park's (round 19).
 */
function drawSwampWater(scene: Scene, rings: Box[]): void {
  const { art, style, pond } = scene;
  if (!pond) return;
  const log = floatingLog(art.x + art.width * 0.5, art.y + art.height * 0.87, art.width * 0.32, style.linePx, style.detail !== 'low');
  if (![...scene.subject, ...rings].some((box) => boxesOverlap(box, log.box, style.linePx * 4))) {
    scene.layers.scatter.push(log.markup);
    scene.layers.occupied.push(log.box);
  }
  const pads = style.detail === 'low' ? 2 : 4;
  const taken = [...scene.subject, ...rings, ...scene.layers.occupied.filter((box) => box.height < pond.ry)];
  let placed = 0;
  for (const [across, down] of SWAMP_PADS) {
    if (placed >= pads) break;
    const pad = lilyPad(art.x + art.width * across, art.y + art.height * down, art.width * (style.detail === 'low' ? 0.08 : 0.06), style.linePx, style.detail !== 'low');
    if (taken.some((box) => boxesOverlap(box, pad.box, style.linePx * 4))) continue;
    scene.layers.scatter.push(pad.markup);
    scene.layers.occupied.push(pad.box);
    taken.push(pad.box);
    placed++;
  }
  const shore = pond.cy - pond.ry * 0.96;
  // Wide of what stands in the water: the reeds' blades curve out past their box, and a ripple ran into one.
  const reach = art.width * 0.05;
  const clear = scene.layers.occupied.filter((box) => box.height < pond.ry).map((box) => ({ ...box, x: box.x - reach, width: box.width + reach * 2 }));
  scene.layers.scatter.push(lakeRipples(art, shore, style.linePx, style.detail !== 'low', [...scene.subject, ...rings, ...clear]));
}

/** Lily pads on the pond's open water in front, clear of the swimmers and their ripples (`rings`). */
function drawLilyPads(scene: Scene, rings: Box[]): void {
  const { art, style, pond } = scene;
  if (!pond) return;
  const across = Math.min(pond.rx, art.width / 2);
  const pads = style.detail === 'low' ? 2 : 4;
  let placed = 0;
  for (const [sx, sy] of [[-0.3, 0.8], [0.3, 0.82], [0, 0.86], [-0.5, 0.4], [0.5, 0.42]] as const) {
    if (placed >= pads) break;
    const pad = lilyPad(pond.cx + sx * across, pond.cy + sy * pond.ry * 0.9, art.width * (style.detail === 'low' ? 0.08 : 0.06), style.linePx, style.detail !== 'low');
    if ([...scene.subject, ...rings].some((box) => boxesOverlap(box, pad.box, 10)) || scene.layers.occupied.some((box) => box.height < pond.ry && boxesOverlap(box, pad.box, 10))) continue;
    scene.layers.scatter.push(pad.markup);
    scene.layers.occupied.push(pad.box);
    placed++;
  }
}

/** How much smaller than a swimmer a creature sat on a lily pad is, so it and its pad float inside the pond. */
const LILY_PAD_SITTER = 0.62;

/** Each creature sat on a lily pad of its own, wider than it is, floating on the pond where its foot was. */
function seatOnLilyPads(scene: Scene): Box[] {
  const { style, pond } = scene;
  if (!pond) return [];
  const pads: Box[] = [];
  for (const box of scene.subject) {
    const foot = { x: box.x + box.width / 2, y: box.y + box.height };
    const pad = lilyPad(foot.x, foot.y - box.height * 0.04, box.width * 0.66, style.linePx, false);
    scene.layers.scatter.push(pad.markup);
    scene.layers.occupied.push(pad.box);
    pads.push(pad.box);
    scene.joins.push({ what: 'on-lily-pad', figure: foot, thing: { x: foot.x, y: pad.box.y + pad.box.height / 2 } });
  }
  scene.used.add('lily-pad');
  return pads;
}

/** How far down a swimmer's box its water line runs. */
const WATER_LINE = 0.9;

/** Two arcs of ripple on the water at each side of a swimmer, spreading out from its water line. */
function rippleRings(box: Box, share: number, linePx: number, art: Box, others: Box[]): { markup: string; box: Box } {
  const y = box.y + box.height * share;
  const arcs: string[] = [];
  for (const side of [-1, 1]) {
    for (const ring of [0, 1]) {
      const near = side < 0 ? box.x - box.width * (0.04 + ring * 0.09) : box.x + box.width * (1.04 + ring * 0.09);
      const length = box.width * (0.12 - ring * 0.03) * side;
      const rise = box.height * (0.05 - ring * 0.01);
      const at = y + box.height * (0.05 + ring * 0.07);
      // Whole inside the frame or not at all: an arc cut by it leaves a speck.
      if (Math.min(near, near + length) < art.x + linePx * 4 || Math.max(near, near + length) > art.x + art.width - linePx * 4) continue;
      // Nor across another swimmer, or where its own rings spread.
      const span: Box = { x: Math.min(near, near + length), y: at - linePx, width: Math.abs(length), height: box.height * 0.08 };
      if (others.some((other) => boxesOverlap(other, span, box.width * 0.12))) continue;
      arcs.push(`M${fmt(near)} ${fmt(at)}q${fmt(length / 2)} ${fmt(rise)} ${fmt(length)} 0`);
    }
  }
  const reach = box.width * 0.26;
  return {
    markup: `<path d="${arcs.join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`,
    box: { x: box.x - reach, y, width: box.width + 2 * reach, height: box.height * 0.18 },
  };
}

/** Water in front of each swimmer's lower body: a white band with a wavy top hides it, as in the water. */
function coverInWater(scene: Scene): void {
  const { style, pond } = scene;
  const bands = scene.subject.map((box) => waterBand(box, 0.62, style.linePx));
  if (!pond) {
    scene.layers.front.push(...bands);
    return;
  }
  // Inside the pond's rim only, so the rim stays one unbroken line.
  scene.layers.front.push(`<clipPath id="pond-water"><path d="${pond.clipPath}"/></clipPath><g clip-path="url(#pond-water)">${bands.join('')}</g>`);
  if (scene.nearReeds) scene.layers.front.push(scene.nearReeds);
}

/** Where a lone thing of the sky hangs, as a share of the art's height below the horizon: above it, its basket clear of the far land. */
const SKY_THING_DROP = -0.08;

/** Where a lone vessel under the sea has its keel, as a share of the art's height: in the open water above the floor. */
const UNDERWATER_VESSEL_KEEL = 0.62;
/** Where a vessel under the sea beside figures has its keel, as a share of the art's height: above their heads. */
const VESSEL_OVER_FIGURES_KEEL = 0.3;

/** A thing that sails under the sea (a submarine) where the page is under it: a ship there rests on the sea floor. */
function isAfloatUnderwater(scene: Scene, prop: ComposedProp | undefined): boolean {
  return scene.layout.backdrop === 'underwater' && prop?.isAfloatUnderwater === true;
}

/** With nobody in the words, the first named thing is the subject, drawn large. */
function drawLoneThing(scene: Scene, named: string[]): void {
  const { art, groundY, style } = scene;
  const motif = named.find((candidate) => motifKind(candidate) !== 'sky') ?? null;
  if (!motif) return named.includes('star') && scene.plan.isNight ? drawStarsAlone(scene) : undefined;
  if (scene.layout === LAYOUTS.bridge && isVehicleOnBridge(scene.plan, motif)) return drawVehicleOnBridge(scene, motif);
  const prop = getComposedProp(sceneArt(motif));
  if (prop?.stands === 'set') return;
  if (scene.layout.backdrop === 'room' && isTableThing(motif)) return drawThingOnTable(scene, motif, named.filter((other) => other !== motif && motifKind(other) !== 'sky' && isTableThing(other)).slice(0, TABLE_COMPANION.most), named.find(isFloating));
  // A thing of the sky (a hot air balloon) floats over the far land, as large as the sky above it allows: stood on the
  // grass it would be landed, not flying.
  // Under the sea a submarine sails through the open water, above the floor's seaweed and coral.
  const bottom = prop?.stands === 'sky' ? scene.horizonY - art.height * (prop.flightHeight ?? -SKY_THING_DROP) : isAfloatUnderwater(scene, prop) ? art.y + art.height * UNDERWATER_VESSEL_KEEL : groundY;
  const size = Math.min(art.width * (prop?.loneShare ?? (prop?.size === 'large' ? 0.8 : 0.6)), prop?.stands === 'sky' ? (bottom - art.y) * 0.92 : Infinity) * (scene.plan.scales[motif] ?? 1);
  const count = countOfThing(scene.plan.description, motif);
  if (count > 1) return drawCountedThings(scene, motif, count, bottom, size);
  const drawn = drawMotif({ motif: sceneArt(motif), cx: art.x + art.width / 2, bottom, size, linePx: style.linePx, detail: style.detail });
  if (!drawn) return;
  scene.layers.main.push(drawn.markup);
  scene.subject.push(drawn.box);
  scene.used.add(motif);
}

/** How far over the horizon the far hills rise, as a share of the art's height: stars keep above them. */
const STARS_OVER_HILLS = 0.12;

/**
 * As many stars as the words count over the night land, big, up to three in a row and the second row between the
 * first's, as the page's subject ("five stars"): out in space among planets and dozens of small stars the count was
 * lost, and in one row of five each was small.
 */
function drawStarsAlone(scene: Scene): void {
  const { art, horizonY, style } = scene;
  const count = countOfThing(scene.plan.description, 'star');
  if (count < 2) return;
  // Clear of the far hills, which rise over the horizon: stars on the hills read as fallen (judging 21).
  const skyHeight = horizonY - art.y - art.height * STARS_OVER_HILLS;
  const line = style.detail === 'high' ? Math.max(3, style.linePx * 0.9) : style.linePx;
  const rows = count <= 3 ? [count] : [Math.ceil(count / 2), Math.floor(count / 2)];
  const size = Math.min((art.width / rows[0]!) * 0.7, (skyHeight / rows.length) * 0.86);
  rows.forEach((inRow, row) => {
    for (let index = 0; index < inRow; index++) {
      const cx = art.x + (art.width * (index + 0.5 + (rows[0]! - inRow) / 2)) / rows[0]!;
      const bottom = art.y + (skyHeight / rows.length) * (row + 0.5) + size / 2 + (index % 2 === 1 ? -size * 0.08 : 0);
      const star = skyStar(cx, bottom, size, line);
      scene.layers.main.push(star.markup);
      scene.subject.push(star.box);
      // Measured by tests: one join per star drawn.
      scene.joins.push({ what: 'counted-thing', figure: { x: cx, y: bottom - size }, thing: { x: cx, y: bottom } });
    }
  });
  // The sky is theirs: a night sky's own little stars along the top spoilt the count.
  scene.layers.occupied.push({ x: art.x, y: art.y, width: art.width, height: horizonY - art.y });
  scene.used.add('star');
}

/** The widest a row of counted things is, as a share of the art's width, and the gap between two as a share of one's width. */
const COUNTED_ROW = { span: 0.92, gap: 0.08, rise: 0.6 } as const;
/**
 * How many stand in each row, back to front, for five or more: a pile, each back one between two in front, its lower
 * part behind them (in two equal rows each back one stood right on the one in front, a stack; one behind three hid
 * behind the middle one). A row rises `rise` of a thing's height over the one in front.
 */
const COUNTED_ROWS: Record<number, number[]> = { 5: [2, 3], 6: [1, 2, 3] };
/** Whether the thing floats up on its string (a balloon): a row of them drawn standing on the grass read as fallen. */
function isFloating(motif: string): boolean {
  return getMotif(sceneArt(motif))?.isFloating === true;
}

/**
 * As many of a lone thing as the words count ("three balloons"), side by side across the page, each as large as the
 * row lets it be: one balloon filled the page and the count was lost. Four or more stand in a pile of rows, the back
 * ones higher up and drawn first, so each stays large enough to colour; in one row every other one is a little
 * higher, and balloons float up off the grass.
 */
function drawCountedThings(scene: Scene, motif: string, count: number, bottom: number, size: number): void {
  const { art, style } = scene;
  const one = drawMotif({ motif: sceneArt(motif), cx: 0, bottom, size, linePx: style.linePx, detail: style.detail });
  if (!one) return;
  const rows = COUNTED_ROWS[count] ?? [count];
  const perRow = Math.max(...rows);
  const scale = Math.min(1, (art.width * COUNTED_ROW.span) / (one.box.width * (perRow + COUNTED_ROW.gap * (perRow - 1))), (bottom - art.y) / (one.box.height * (1.6 + COUNTED_ROW.rise * (rows.length - 1))));
  const [width, height] = [one.box.width * scale, one.box.height * scale];
  const step = width * (1 + COUNTED_ROW.gap);
  const float = isFloating(motif) ? height * 0.35 : 0;
  rows.forEach((inRow, row) => {
    const rowBottom = bottom - float - height * COUNTED_ROW.rise * (rows.length - 1 - row);
    const left = art.x + art.width / 2 - (step * (inRow - 1)) / 2;
    for (let index = 0; index < inRow; index++) {
      const lift = rows.length === 1 && index % 2 === 1 ? height * 0.12 : 0;
      const drawn = drawMotif({ motif: sceneArt(motif), cx: left + step * index, bottom: rowBottom - lift, size: size * scale, linePx: style.linePx, detail: style.detail });
      if (!drawn) continue;
      scene.layers.main.push(drawn.markup);
      scene.subject.push(drawn.box);
      // Measured by tests: one join per thing drawn.
      scene.joins.push({ what: 'counted-thing', figure: { x: drawn.box.x + drawn.box.width / 2, y: drawn.box.y }, thing: { x: drawn.box.x + drawn.box.width / 2, y: drawn.box.y + drawn.box.height } });
    }
  });
  scene.used.add(motif);
}

/** A thing alone on its page that stands on a table in a room: a fishbowl or a cupcake, a cake, a pie, a plate of food. */
function isTableThing(motif: string): boolean {
  return getComposedProp(sceneArt(motif))?.isOnTable === true || motifKind(motif) === 'food';
}

/**
 * How wide the table a lone thing stands on is and the thing at most, as shares of the art's width; how far down the
 * art its top stays, and above what share of the art's height it rises in front of the window, which then is not drawn
 * (kept under the window, a fishbowl or a cake was 60 % of its size alone in the meadow, judging 20); and how far above
 * the art's foot the table stands, near the viewer.
 */
const THING_ON_TABLE = { table: 0.9, thing: 0.62, top: 0.1, underWindow: 0.33, near: 0.035 } as const;
/**
 * A second thing of the table the words name ("a cookie jar", "cupcakes on a plate"): its size as a share of the
 * first's, the first's size with it beside, the gap between them as a share of the table's width, and the widest the
 * row may be as a share of the art's width (wider, a plate's fork ran into the teddy bear by the wall). At most two
 * stand beside the first: "a cup of tea and cookies" dropped its cookies for the teapot.
 */
const TABLE_COMPANION = { size: 0.55, thing: 0.8, gap: 0.04, span: 0.5, most: 2 } as const;

/**
 * A lone thing of the house on a big table near the viewer, the page's subject, as big as the wall above the table
 * lets it be: on the floor a fishbowl or a cupcake stood as big as a chair. Other things of the table the words name
 * stand beside it on the table: left out, the page said it could not draw the jar of "a cookie jar" or the plate of a
 * sushi plate.
 */
function drawThingOnTable(scene: Scene, motif: string, companions: string[], floater?: string): void {
  const { art, style } = scene;
  const table = drawMotif({ motif: 'table', cx: art.x + art.width / 2, bottom: art.y + art.height * (1 - THING_ON_TABLE.near), size: art.width * THING_ON_TABLE.table, linePx: style.linePx, detail: style.detail });
  const top = table?.anchors?.top;
  if (!table || !top) return;
  const fullSize = Math.min(art.width * THING_ON_TABLE.thing, top.y - art.y - art.height * THING_ON_TABLE.top) * (scene.plan.scales[motif] ?? 1);
  const bottom = top.y + style.linePx;
  const count = countOfThing(scene.plan.description, motif);
  if (count > 1 && companions.length === 0) return drawCountedOnTable(scene, table, top, motif, count, fullSize);
  const gap = table.box.width * TABLE_COMPANION.gap;
  const widthAt = (what: string, at: number) => drawMotif({ motif: sceneArt(what), cx: 0, bottom, size: at, linePx: style.linePx, detail: style.detail })?.box.width ?? 0;
  const gaps = gap * companions.length;
  const rowWidth = companions.length === 0 ? 0 : widthAt(motif, fullSize * TABLE_COMPANION.thing) + gaps + companions.reduce((sum, companion) => sum + widthAt(companion, fullSize * TABLE_COMPANION.size), 0);
  const fit = rowWidth > 0 ? Math.min(1, (art.width * TABLE_COMPANION.span - gaps) / (rowWidth - gaps)) : 1;
  const size = companions.length === 0 ? fullSize * (floater === undefined ? 1 : TABLE_BALLOON.thing) : fullSize * TABLE_COMPANION.thing * fit;
  const companionSize = fullSize * TABLE_COMPANION.size * fit;
  const companionWidths = companions.map((companion) => widthAt(companion, companionSize));
  const thingWidth = widthAt(motif, size);
  // The row centred on the table's top together, the first thing to the left.
  const left = top.x - (thingWidth + companionWidths.reduce((sum, width) => sum + (width > 0 ? gap + width : 0), 0)) / 2;
  const thing = drawMotif({ motif: sceneArt(motif), cx: left + thingWidth / 2, bottom, size, linePx: style.linePx, detail: style.detail });
  if (!thing) return;
  if (thing.box.y < art.y + art.height * THING_ON_TABLE.underWindow) scene.context.tallThingOnTable = thing.box;
  scene.layers.main.push(table.markup, thing.markup);
  scene.subject.push(table.box, thing.box);
  scene.used.add(motif);
  scene.used.add('table');
  if (floater !== undefined) floatBeside(scene, top, thing.box, floater);
  let before = thing.box;
  let nextLeft = left + thingWidth;
  companions.forEach((companion, index) => {
    const width = companionWidths[index]!;
    if (width === 0) return;
    const beside = drawMotif({ motif: sceneArt(companion), cx: nextLeft + gap + width / 2, bottom, size: companionSize, linePx: style.linePx, detail: style.detail });
    nextLeft += gap + width;
    if (!beside) return;
    scene.layers.main.push(beside.markup);
    scene.subject.push(beside.box);
    scene.used.add(companion);
    // Measured by tests: its left foot on the table's top, past the right edge of the thing before it.
    scene.joins.push({ what: 'companion-on-table', figure: { x: beside.box.x, y: beside.box.y + beside.box.height }, thing: { x: before.x + before.width, y: top.y } });
    before = beside.box;
  });
  // Measured by tests: the thing's foot rests on the table's top, and how high above it the thing rises.
  scene.joins.push({ what: 'thing-on-table', figure: { x: thing.box.x + thing.box.width / 2, y: thing.box.y + thing.box.height }, thing: top });
  scene.joins.push({ what: 'thing-top-over-table', figure: { x: thing.box.x + thing.box.width / 2, y: thing.box.y }, thing: top });
}

/**
 * Balloons beside the cake on the table: the cake's size with them (so they have room), a balloon's size as a
 * share of the wall's width beside the cake and at most of the art's, and how far up the cake a balloon's knot is.
 */
const TABLE_BALLOON = { thing: 0.82, room: 1.3, most: 0.3, knot: 0.45 } as const;

/**
 * A balloon each side of the thing on the table ("a birthday cake with balloons"), floating in the wall's space beside
 * it: the page dropped the balloons and said it couldn't draw them. (A long string down to the table's corner crossed
 * the floor's boards in slivers.)
 */
function floatBeside(scene: Scene, top: Point, thing: Box, floater: string): void {
  const { art, style } = scene;
  for (const side of [-1, 1] as const) {
    const room = side < 0 ? thing.x - art.x : art.x + art.width - (thing.x + thing.width);
    const size = Math.min(room * TABLE_BALLOON.room, art.width * TABLE_BALLOON.most);
    const cx = side < 0 ? thing.x - room / 2 : thing.x + thing.width + room / 2;
    const knotY = thing.y + thing.height * TABLE_BALLOON.knot;
    const balloon = drawMotif({ motif: sceneArt(floater), cx, bottom: knotY, size, linePx: style.linePx, detail: style.detail });
    if (!balloon) continue;
    scene.layers.main.push(balloon.markup);
    scene.subject.push(balloon.box);
    // Measured by tests: beside the thing, clear of it, above the table's top.
    scene.joins.push({ what: 'balloon-beside-thing', figure: { x: balloon.box.x + balloon.box.width / 2, y: balloon.box.y + balloon.box.height }, thing: { x: side < 0 ? thing.x : thing.x + thing.width, y: top.y } });
  }
  scene.used.add(floater);
}

/** How much of a table's width a row of counted things on it takes at most. */
const COUNTED_ON_TABLE_SPAN = 0.86;

/**
 * As many of a thing as the words count, in a row along the table's top ("two cupcakes"): one cupcake filled the table
 * and the count was lost.
 */
function drawCountedOnTable(scene: Scene, table: NonNullable<ReturnType<typeof drawMotif>>, top: Point, motif: string, count: number, fullSize: number): void {
  const { style } = scene;
  const bottom = top.y + style.linePx;
  const one = drawMotif({ motif: sceneArt(motif), cx: 0, bottom, size: fullSize, linePx: style.linePx, detail: style.detail });
  if (!one) return;
  const scale = Math.min(1, (table.box.width * COUNTED_ON_TABLE_SPAN) / (one.box.width * (count + COUNTED_ROW.gap * (count - 1))));
  const step = one.box.width * scale * (1 + COUNTED_ROW.gap);
  scene.layers.main.push(table.markup);
  scene.subject.push(table.box);
  for (let index = 0; index < count; index++) {
    const drawn = drawMotif({ motif: sceneArt(motif), cx: top.x + step * (index - (count - 1) / 2), bottom, size: fullSize * scale, linePx: style.linePx, detail: style.detail });
    if (!drawn) continue;
    scene.layers.main.push(drawn.markup);
    scene.subject.push(drawn.box);
    // Measured by tests: one join per thing drawn, each on the table's top.
    scene.joins.push({ what: 'counted-thing', figure: { x: drawn.box.x + drawn.box.width / 2, y: drawn.box.y + drawn.box.height }, thing: top });
  }
  scene.used.add(motif);
  scene.used.add('table');
}

/** A vehicle the words put on a bridge ("a train going over a bridge"): it crosses the river on the bridge's road. */
const OVER_BRIDGE = /\b(?:over|across|on)\s+(?:a|the)\s+(?:[a-z]+\s+)?bridge\b/i;
/** How wide a vehicle crossing a bridge is, as a share of the art's width, and how much of its height the parapet hides. */
const BRIDGE_VEHICLE = { width: 0.62, parapet: 0.05 };

function isVehicleOnBridge(plan: ScenePlan, motif: string | undefined): boolean {
  return motif !== undefined && motif !== 'stone-bridge' && motifKind(motif) === 'vehicle' && getComposedProp(sceneArt(motif))?.stands !== 'sky' && plan.extras.includes('stone-bridge') && OVER_BRIDGE.test(plan.description);
}

/**
 * A train or a car crossing the bridge across the page, the parapet drawn over its wheels: beside the vehicle in the
 * middle of the page there was no room for the bridge, and the page said it could not draw it.
 */
function drawVehicleOnBridge(scene: Scene, motif: string): void {
  const { art, style } = scene;
  const cx = art.x + art.width / 2;
  const deckY = art.y + art.height * BRIDGE.deck;
  const drawn = drawMotif({ motif: sceneArt(motif), cx, bottom: deckY, size: art.width * BRIDGE_VEHICLE.width, linePx: style.linePx, detail: style.detail });
  if (!drawn) return;
  const built = riverBridge({ art, cx, parapetTop: deckY - drawn.box.height * BRIDGE_VEHICLE.parapet, deckY, footY: art.y + art.height * BRIDGE.foot, linePx: style.linePx, detail: style.detail });
  scene.layers.scatter.push(built.river);
  scene.layers.main.push(drawn.markup, built.bridge);
  keepLandClearBehind(scene, drawn.box);
  scene.subject.push(drawn.box, ...built.boxes);
  scene.used.add(motif);
  scene.used.add('stone-bridge');
  scene.used.add('water-wave');
}

/** The stage fills the frame: curtains, boards, and a spotlight on where the lead will stand. */
function drawStageSet(scene: Scene, named: string[]): void {
  const { art, style } = scene;
  const motif = [...named, ...scene.context.setting.backdrop, 'stage'].find((candidate) => getComposedProp(candidate)?.stands === 'set')!;
  const prop = getComposedProp(motif)!;
  const { width, height } = prop.draw(style.detail);
  const factor = Math.max(art.width / width, art.height / height);
  const drawn = drawMotif({ motif, cx: art.x + art.width / 2, bottom: art.y + art.height + 30, size: Math.max(width, height) * factor, linePx: style.linePx, detail: style.detail });
  if (!drawn) return;
  scene.layers.far.push(drawn.markup);
  scene.used.add(motif);
  // A ballroom is full of its things (chandelier, columns, windows), with no bare wall: the dancer's notes, put there,
  // lay over the chandelier or across a column's fluting.
  if (motif !== 'stage') scene.subject.push(art);
  const stand = drawn.anchors?.stand;
  if (stand) scene.groundY = stand.y;
}

/**
 * The spotlight's beam on the lead once placed: a white cone with an outline, and the pool of light on the boards.
 * Wide enough that its edges pass clear of the lead, a waving hand too: a fixed cone down the page's middle ran through it.
 */
function drawSpotlight(scene: Scene): void {
  const { art, style } = scene;
  // A lone singer's pool of light takes in her microphone stand too: its foot at the pool's edge was a sliver against the rim.
  const leadBox = scene.figureCount === 1 && scene.leadBox ? scene.subject.reduce(unionBox, scene.leadBox) : scene.leadBox;
  const spotY = scene.groundY;
  const top = art.y - 40;
  const cx = leadBox ? leadBox.x + leadBox.width / 2 : art.x + art.width / 2;
  const reach = leadBox ? leadBox.width / 2 + art.width * 0.04 : 0;
  const share = leadBox ? Math.max(0.1, (leadBox.y - top) / (spotY - top)) : 1;
  const topHalf = Math.max(art.width * 0.05, reach * 0.75);
  const half = Math.max(art.width * 0.2, topHalf + (reach - topHalf) / share, reach);
  // For the youngest only the pool of light: the beam's edges cut the curtains into narrow slivers (round 10).
  const beam = style.detail === 'low' ? '' : `<path d="M${fmt(cx - topHalf)} ${fmt(top)}L${fmt(cx - half)} ${fmt(spotY)}L${fmt(cx + half)} ${fmt(spotY)}L${fmt(cx + topHalf)} ${fmt(top)}Z" fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round"/>`;
  scene.layers.horizon.push(
    beam +
      `<ellipse cx="${fmt(cx)}" cy="${fmt(spotY)}" rx="${fmt(half)}" ry="${fmt(art.height * 0.035)}" fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}"/>`,
  );
  scene.joins.push({ what: 'spotlight-clear-of-lead', figure: { x: leadBox ? leadBox.x : cx, y: leadBox ? leadBox.y : spotY }, thing: { x: cx - topHalf - (half - topHalf) * share, y: leadBox ? leadBox.y : spotY } });
}

function drawRainbow(scene: Scene, skyThings: string[]): void {
  if (!skyThings.includes('rainbow')) return;
  const { art, style } = scene;
  const bands = style.detail === 'low' ? 3 : style.hasPatterns ? 6 : 5;
  scene.layers.drawn.push('rainbow');
  if (isUnderRainbow(scene.plan)) {
    // Over the ground, its feet on the grass either side of the figures; only its bands are taken, the sky inside the arch stays open.
    const drawn = rainbowOverhead(art, scene.groundY - art.height * 0.04, style.linePx, bands);
    scene.layers.ground.push(drawn.markup);
    const band = drawn.box.width * 0.2;
    const { x, y, width, height } = drawn.box;
    // The sky just over its crown is kept too (a sun set down on it read as sitting on the arch), and its shoulders,
    // which leave the sky's top corners open for the sun.
    const gap = art.height * 0.05;
    const shoulder = width * 0.22;
    // Inside the arch, round the figures, the bands frame them: a clump planted there stood against the inner band
    // (round 13, 35). Notes and sky things may still go there.
    scene.lawnKeptClear = [{ x: x + band, y: y + band, width: width - 2 * band, height: height - band }];
    scene.layers.occupied.push(
      { x, y: y + band, width: band, height: height - band },
      { x: x + width - band, y: y + band, width: band, height: height - band },
      { x: x + shoulder, y: y - gap, width: width - 2 * shoulder, height: band * 1.1 + gap },
      { x: x + band * 0.2, y: y + band * 0.4, width: shoulder, height: band },
      { x: x + width - band * 0.2 - shoulder, y: y + band * 0.4, width: shoulder, height: band },
    );
    // Measured by tests: the inner band's top is above the lead's head.
    if (scene.leadBox) scene.joins.push({ what: 'under-rainbow', figure: { x: scene.leadBox.x + scene.leadBox.width / 2, y: scene.leadBox.y }, thing: { x: x + width / 2, y: y + art.width * 0.44 * 0.42 } });
    // Measured by tests: the lead's near side, a fifth of the way down it (a head), inside the inner band there.
    if (scene.leadBox) {
      const { inner } = drawn;
      const at = scene.leadBox.y + scene.leadBox.height * 0.2;
      const half = inner.rx * Math.sqrt(Math.max(0, 1 - ((inner.cy - at) / inner.ry) ** 2));
      scene.joins.push({ what: 'inside-rainbow', figure: { x: scene.leadBox.x + scene.leadBox.width, y: at }, thing: { x: inner.cx + half, y: at } });
    }
    return;
  }
  const drawn = rainbowInFrame(art, scene.horizonY, style.linePx, bands);
  scene.layers.far.push(drawn.markup);
  scene.layers.occupied.push(drawn.box);
}

/** How much smaller figures stand under an arching rainbow, and how far a lone four-legged one stands back from its middle. */
const UNDER_RAINBOW = { height: 0.66, fourLeggedHeight: 0.47, fourLeggedShift: -0.07 } as const;

/** "Under a rainbow": the rainbow arches over the figures rather than standing on the horizon behind them. */
function isUnderRainbow(plan: ScenePlan): boolean {
  return /\bunder\s+(a|the)\s+rainbow\b/i.test(plan.description) && !plan.removed.includes('rainbow');
}

/** Named sky things (planets, the moon, a rocket) up in the open sky, off the subject. */
function drawNamedSky(scene: Scene, motifs: string[]): void {
  const { art, style } = scene;
  const slots = [0.82, 0.18, 0.5, 0.3, 0.7];
  motifs.slice(0, 5).forEach((motif, index) => {
    // Low down last, and a little smaller before it is left out: a flyer in the middle of space leaves Saturn room
    // only below it.
    const tries = [1, 0.8].flatMap((shrink) => [0.04, 0.2, 0.36, 0.52, 0.66, 0.74].map((row) => ({ row, size: art.width * (index === 0 ? 0.22 : 0.15) * shrink })));
    for (const { row, size } of tries) {
      const cx = art.x + art.width * slots[(index + Math.round(row * 10)) % slots.length]!;
      const bottom = art.y + art.height * row + size;
      const box: Box = { x: cx - size / 2, y: bottom - size, width: size, height: size };
      // In space, kept off a turned flyer's outline rather than its box, whose corners are empty.
      const isTaken = scene.layout.backdrop === 'space' ? !isClear(scene, box, 15) : [...scene.subject, ...scene.layers.occupied].some((other) => boxesOverlap(other, box, 15));
      if (isTaken) continue;
      const drawn = namedPlanet(motif, cx, bottom, size, style.linePx, style.detail) ?? drawMotif({ motif, cx, bottom, size, linePx: style.linePx, detail: style.detail });
      if (!drawn) return;
      scene.layers.horizon.push(drawn.markup);
      scene.layers.occupied.push(drawn.box);
      scene.layers.drawn.push(motif);
      return;
    }
  });
}

/** Other named things on the ground next to the subject, where they cover no one. */
function drawGroundThings(scene: Scene, motifs: string[]): void {
  const { art, groundY, style } = scene;
  motifs.slice(0, 4).forEach((motif) => {
    const art_ = sceneArt(motif);
    const prop = getComposedProp(art_);
    const isBig = prop?.size === 'large' || prop?.stands === 'backdrop';
    // A building the words name (a castle guarded) stands large behind the figures, beside the hero.
    const isBuilding = prop?.stands === 'backdrop' && prop.size === 'large';
    // A building guarded stands right behind its guard, wider than the page's middle: beside him it was smaller than he was.
    const isGuarded = isBuilding && scene.plan.verb === 'guarding';
    // A thing the words give a lone lead ("a leprechaun with a pot of gold", "an octopus with a treasure chest") stands
    // at its side, tucked in a little behind it: flush with the frame's edge it stood apart, and the two were not
    // together (judging 19).
    const isWithLead = prop?.besideShare !== undefined && scene.figureCount === 1 && scene.leadBox !== null && prop.words.some((word) => new RegExp(`\\bwith\\s+(?:(?:a|an|the|his|her|its|their)\\s+)?${word}\\b`, 'i').test(scene.plan.description));
    const base = art.width * (isGuarded ? 0.96 : isBuilding ? 0.78 : isBig ? 0.42 : prop?.besideShare ?? (motifKind(motif) === 'being' || motifKind(motif) === 'vehicle' ? 0.26 : style.detail === 'low' ? 0.22 : 0.17)) * (scene.plan.scales[motif] ?? 1) * (scene.isRoomMadeForThing && !isBig && motifs.length === 1 ? ROOM_FOR_THING.thingGrowth : 1);
    for (const shrink of [1, 0.8, 0.6]) {
      const size = base * shrink;
      // A building the scene is about stands near, its foot well down the field; other big things at the horizon.
      // A large building, and a thing that stands big beside a figure, also try standing flush with either side of the
      // frame, beside the hero.
      const besideLead = isWithLead ? sharesBesideLead(scene, size) : [];
      const shares = isGuarded ? [0.5] : [...besideLead, ...(isBuilding || prop?.besideShare ? [1 - size / 2 / art.width, size / 2 / art.width, 0.86, 0.14, 0.7, 0.3, 0.5] : [0.86, 0.14, 0.7, 0.3, 0.5])];
      // A castle guarded stands further down the field still: its gate then comes below the guard's raised sword arm,
      // which hid it, and more sky opens over its towers.
      // Under the sea, where the horizon is the page's top, a submarine sails in the open water over the figures' heads.
      const candidates = shares.map((share) => ({ cx: art.x + art.width * share, bottom: isAfloatUnderwater(scene, prop) ? art.y + art.height * VESSEL_OVER_FIGURES_KEEL : isGuarded ? scene.horizonY + art.height * 0.22 : isBuilding ? scene.horizonY + art.height * 0.16 : isBig ? scene.horizonY + art.height * 0.06 : groundY - art.height * 0.01 }));
      const fits = candidates
        .map((candidate) => drawMotif({ motif: art_, cx: candidate.cx, bottom: candidate.bottom, size, linePx: style.linePx, detail: style.detail, isFlipped: candidate.cx > art.x + art.width / 2 && motifKind(motif) === 'being' }))
        .filter((drawn): drawn is NonNullable<typeof drawn> => drawn !== null && drawn.box.x >= art.x && drawn.box.x + drawn.box.width <= art.x + art.width);
      // Small things keep clear of the figures; a building behind them may be partly hidden, the least it can be.
      const hidden = (box: Box): number => scene.subject.reduce((sum, other) => sum + overlapArea(box, other), 0);
      // Beside its lead it may reach in behind the lead's own box, never over anything else.
      const isBesideLead = (box: Box): boolean => besideLead.some((share) => Math.abs(box.x + box.width / 2 - (art.x + art.width * share)) < 1);
      const drawn = isBuilding ? fits.sort((a, b) => hidden(a.box) - hidden(b.box))[0] : fits.find((candidate) => !scene.subject.some((other) => (other !== scene.leadBox || !isBesideLead(candidate.box)) && boxesOverlap(candidate.box, other, 10)));
      if (!drawn || (isBuilding && !isGuarded && hidden(drawn.box) > drawn.box.width * drawn.box.height * 0.35)) continue;
      // Big things stand behind the figures; small ones in front with them.
      // A building standing down the field is drawn over the ground, or the ground would bury its foot.
      // Beside a figure the thing tucks in behind its legs; beside an octopus it stands in front, whole, the tentacles
      // reaching round behind it: behind them, they hid its near half (judging 19).
      const isBehindLead = isBesideLead(drawn.box) && !(scene.lead?.figure && FIGURE_KINDS[scene.lead.figure.kind].bodyExtras.includes('tentacles'));
      scene.layers[isBuilding || isBehindLead ? 'scatter' : isBig ? 'horizon' : 'main'].push(drawn.markup);
      scene.layers.occupied.push(...(art_ === 'stone-castle' ? skyline(drawn.box, STONE_CASTLE_SKYLINE, 200) : [drawn.box]));
      scene.layers.drawn.push(motif);
      if (!isBig) scene.subject.push(drawn.box);
      // Measured by tests: the thing's near edge is at the lead's side, tucked in behind it.
      const lead = scene.leadBox;
      if (lead && isBesideLead(drawn.box)) {
        const isRight = drawn.box.x + drawn.box.width / 2 > lead.x + lead.width / 2;
        const [inner, outer] = leadSides(scene);
        scene.joins.push({ what: 'thing-beside-lead', figure: { x: isRight ? outer : inner, y: lead.y + lead.height }, thing: { x: isRight ? drawn.box.x : drawn.box.x + drawn.box.width, y: drawn.box.y + drawn.box.height } });
      }
      // The path to a castle is as wide as its gate, its edges going on from the gate's sides: wider, it met the wall
      // beside the gate and, half hidden by the guard's legs, seemed to miss it.
      const gate = art_ === 'stone-castle' ? skyline(drawn.box, [STONE_CASTLE_GATE], 200)[0]! : null;
      // Across a street a stepping-stone path would run over the road's markings: there the door opens on the pavement.
      if (isBuilding && style.detail !== 'low' && scene.context.setting.ground !== 'road') drawPathTo(scene, { x: drawn.box.x + drawn.box.width / 2, y: drawn.box.y + drawn.box.height }, gate ? gate.width / 2 : drawn.box.width * 0.1);
      // Measured by tests: the guard stands beside the gate, most of it open to see.
      const guard = scene.leadBox;
      if (gate && isGuarded && guard) {
        const feet = guard.y + guard.height;
        scene.joins.push({ what: 'guard-by-gate-left', figure: { x: guard.x + guard.width, y: feet }, thing: { x: gate.x, y: gate.y + gate.height } }, { what: 'guard-by-gate-right', figure: { x: guard.x, y: feet }, thing: { x: gate.x + gate.width, y: gate.y } });
      }
      return;
    }
  });
}

/** The lone lead's sides at the ground, px: out past its feet by a shoe (a figure's), or its box's edges. */
function leadSides(scene: Scene): [number, number] {
  const lead = scene.leadBox!;
  const feet = scene.legZones[0];
  return feet ? [feet.x - lead.width * 0.1, feet.x + feet.width + lead.width * 0.1] : [lead.x, lead.x + lead.width];
}

/** How far a thing beside the lead tucks in behind it, as a share of the thing's width. */
const BESIDE_LEAD_TUCK = 0.14;

/**
 * Where a thing `size` wide stands beside the lone lead, as shares of the art's width: on the side with more room first,
 * its near edge tucked in behind the lead's feet (a figure's) or the edge of its box (a creature drawn as one shape).
 */
function sharesBesideLead(scene: Scene, size: number): number[] {
  const { art } = scene;
  const lead = scene.leadBox!;
  const [inner, outer] = leadSides(scene);
  // A creature's box reaches out to its tentacles' or fins' tips: tucked in as far, the thing hid behind them.
  const tuck = size * (scene.legZones.length > 0 ? BESIDE_LEAD_TUCK : BESIDE_LEAD_TUCK / 3);
  const right = (outer + size / 2 - tuck - art.x) / art.width;
  const left = (inner - size / 2 + tuck - art.x) / art.width;
  const isRightRoomier = art.x + art.width - (lead.x + lead.width) >= lead.x - art.x;
  return isRightRoomier ? [right, left] : [left, right];
}

/** A prop's skyline boxes, given in its own units `width` wide, on the page where it was drawn in `box`. */
function skyline(box: Box, parts: ReadonlyArray<readonly [number, number, number, number]>, width: number): Box[] {
  const scale = box.width / width;
  return parts.map(([left, top, right, bottom]) => ({ x: box.x + left * scale, y: box.y + top * scale, width: (right - left) * scale, height: (bottom - top) * scale }));
}

/**
 * Up in the sky the land is far below: a tree near by stands on it at the side away from the flyer,
 * something to fly from and a shape to colour, small enough that the page stays sky.
 */
function drawNearTree(scene: Scene): void {
  const { art, groundY, style } = scene;
  const lead = scene.leadBox;
  const isLeadLeft = lead ? lead.x + lead.width / 2 < art.x + art.width / 2 : false;
  // Small and whole, standing on the low land: the sky stays the page's place.
  const size = art.height * 0.24;
  const cx = isLeadLeft ? art.x + art.width - size * 0.5 : art.x + size * 0.5;
  // A palm by a desert town: a round park tree there made it a meadow.
  const motif = scene.context.setting.name === 'desert-town' ? 'palm-tree' : 'deciduous-tree';
  const drawn = drawMotif({ motif: sceneArt(motif), cx, bottom: groundY + art.height * 0.03, size, linePx: style.linePx, detail: style.detail });
  if (!drawn || scene.subject.some((box) => overlapArea(box, drawn.box) > drawn.box.width * drawn.box.height * 0.25)) return;
  scene.layers.ground.push(drawn.markup);
  scene.layers.occupied.push(drawn.box);
  scene.layers.drawn.push(motif);
}

/** Settings whose open grass gets a path winding in from the horizon, and those fenced like a field. */
const PATHED_SETTINGS = new Set(['park', 'farm', 'castle']);
const WOODLAND_PATH_WORDS = /\b(?:riding hood|paths?|trails?|footpaths?)\b/i;
const FENCED_SETTINGS = new Set(['farm']);

/**
 * For older children the open grass of a park or a farm is a place, not a lawn: a path winding in
 * from the horizon on the side away from the lead, and round a farm a post-and-rail fence.
 */
function drawCountryside(scene: Scene): void {
  const { art, horizonY, style, context } = scene;
  const setting = context.setting.name;
  // A vehicle drives along the track; a swing set stands on the lawn, not across a path.
  // ... nor up to a castle that fills the page (its own door is the way in).
  // ... nor behind a picnic, where only a strip of it would rise from behind the basket.
  const cab = scene.joins.find((join) => join.what === 'hands-on-wheel');
  // A tractor drives along a track across its farm, not up a path from under its cab.
  const isDrivenOnFarm = cab !== undefined && setting === 'farm';
  // A wood has a path where the story walks one through it (Red Riding Hood on her way to grandma's).
  const isWoodlandWalk = setting === 'forest' && WOODLAND_PATH_WORDS.test(context.words);
  const hasPath =
    (PATHED_SETTINGS.has(setting) || isWoodlandWalk) && !isDrivenOnFarm && !scene.layers.drawn.includes('path') && !scene.isMountAloft && !scene.used.has('swing-set') && !scene.used.has('castle') && !scene.used.has('picnic');
  const lead = scene.leadBox ?? scene.subject[0];
  const isLeadLeft = lead ? lead.x + lead.width / 2 < art.x + art.width / 2 : true;
  const pathHalfWidth = art.width * 0.025;
  const fenceFoot = horizonY + art.height * 0.085;
  // The path goes where it runs past the figures, not under them: a cow standing on it had its edge between her legs.
  // A driven vehicle is on the track: it comes down behind the cab, the vehicle's tallest part (behind a tractor's low
  // hood its edges rose as a stray curve).
  const pathX = cab
    ? cab.figure.x
    : [isLeadLeft ? 0.66 : 0.3, 0.5, 0.8, 0.2, isLeadLeft ? 0.3 : 0.66, 0.42, 0.58, 0.74, 0.12, 0.88]
        .map((share) => ({ x: art.x + art.width * share, cost: pathCrowding(scene, art.x + art.width * share, fenceFoot) }))
        .reduce((best, next) => (next.cost < best.cost * 0.8 ? next : best)).x;
  const isFenced = FENCED_SETTINGS.has(setting) && !context.isRemoved('fence');
  if (isFenced) {
    // The gate swings open to the side with no figure just below the fence: round 13 saw its free end's post come
    // down onto a cow's head.
    const swing = art.width * 0.09;
    const isUnderGate = (from: number, to: number): boolean => scene.subject.some((box) => box.x < to && box.x + box.width > from && box.y < fenceFoot + art.height * 0.08);
    const isHingedRight = isUnderGate(pathX - swing, pathX) && !isUnderGate(pathX, pathX + swing);
    const fence = fenceWithGate(art, style.linePx, style.hasPatterns, fenceFoot, hasPath ? pathX : null, pathHalfWidth, isHingedRight);
    scene.layers.scatter.unshift(fence.markup);
    scene.layers.occupied.push(fence.box);
    scene.layers.drawn.push('fence');
  }
  // Through a field's fence the path starts at its foot, at the gate standing open in it; else it comes over the crest
  // of the ground's hill, where its far end meets the crest (further down, its flat end was cut off square on the grass).
  // It is laid first, so the trees and bushes keep their feet off it.
  const crest = context.groundEdge;
  const vehicle = cab ? scene.subject.filter((box) => box.x <= cab.thing.x && cab.thing.x <= box.x + box.width && box.y <= cab.thing.y && cab.thing.y <= box.y + box.height).reduce<Box | undefined>((big, box) => (big && big.width * big.height >= box.width * box.height ? big : box), undefined) : undefined;
  if (isDrivenOnFarm && vehicle) drawFarmTrack(scene, vehicle, isFenced ? fenceFoot : horizonY + art.height * 0.03);
  const path = hasPath ? drawPathTo(scene, { x: pathX, y: isFenced || !crest ? (isFenced ? fenceFoot : horizonY + art.height * 0.03) : crest(pathX) }, pathHalfWidth, isFenced ? undefined : crest, vehicle) : null;
  // A swing's park has its trees and bushes at 6-8 too: the swing set alone on the lawn was a thin park.
  const isPlayPark = setting === 'park' && scene.used.has('swing-set');
  if (setting === 'park' && (style.detail === 'high' || isPlayPark) && !context.isRemoved('deciduous-tree')) drawParkTrees(scene, path);
  if (setting === 'forest') drawWoods(scene);
  // A pitch is level and bare: no bushes on it.
  if ((style.hasPatterns || isPlayPark) && context.setting.ground === 'grass' && setting !== 'stadium' && !context.isRemoved('bush')) drawBushes(scene);
  // A garden has its flower beds in those corners instead.
  if (setting === 'park' && style.hasPatterns && !context.isRemoved('pond') && !/\bgardens?\b/.test(context.words)) drawParkPond(scene);
}

/**
 * A tractor's farm track across the page under its wheels (round 12: a path running up from under the cab read as a hump
 * of ground it sat on) and, for older children, the field behind it ploughed: furrows running back to the horizon from
 * the track to the fence's foot, many strips to colour where the ground either side of the tractor was plain.
 */
function drawFarmTrack(scene: Scene, vehicle: Box, fieldTop: number): void {
  const { art, style, layers, horizonY } = scene;
  const wheels = vehicle.y + vehicle.height;
  const track = dirtTrack(art, wheels, style.linePx, style.detail, [{ x: vehicle.x, y: wheels - art.height * 0.1, width: vehicle.width, height: art.height * 0.1 + style.linePx * 2 }]);
  layers.ground.push(track.back);
  layers.scatter.push(track.front);
  layers.drawn.push('track');
  scene.joins.push({ what: 'wheels-on-track', figure: { x: vehicle.x + vehicle.width / 2, y: wheels }, thing: { x: vehicle.x + vehicle.width / 2, y: wheels - art.height * 0.045 } });
  if (!style.hasPatterns) return;
  layers.drawn.push('ploughed-field');
  const [left, right] = [art.x - 60, art.x + art.width + 60];
  const far = wheels - art.height * 0.045;
  const vanish = { x: art.x + art.width / 2, y: horizonY - art.height * 0.2 };
  const furrows: string[] = [`M${fmt(left)} ${fmt(fieldTop)}H${fmt(right)}`];
  const spacing = art.width / 13;
  for (let index = -9; index <= 9; index++) {
    const x = vanish.x + (index + 0.5) * spacing;
    const share = (fieldTop - vanish.y) / (far - vanish.y);
    furrows.push(`M${fmt(vanish.x + (x - vanish.x) * share)} ${fmt(fieldTop)}L${fmt(x + (x - vanish.x) * 0.2)} ${fmt(far + art.height * 0.05)}`);
  }
  layers.ground.push(
    `<clipPath id="ploughed-field"><path d="${track.farEdge}L${fmt(right)} ${fmt(fieldTop)}L${fmt(left)} ${fmt(fieldTop)}Z"/></clipPath>` +
      `<path d="${furrows.join('')}" clip-path="url(#ploughed-field)" fill="none" stroke="#000" stroke-width="${fmt(style.linePx * 0.8)}"/>`,
  );
}

/**
 * For older children a park has a duck pond in a front corner the figures and the path leave free, lily pads on it
 * and bulrushes at its back: a place to colour, where a lawn dotted with flowers was thin.
 */
function drawParkPond(scene: Scene): void {
  const { art, style, layers, subject } = scene;
  // Smaller where a figure holding a book open with its elbows out leaves less of a corner.
  for (const [share, scale] of [[0.18, 1], [0.82, 1], [0.18, 0.75], [0.82, 0.75], [0.18, 0.6], [0.82, 0.6]] as const) {
    const rx = art.width * 0.15 * scale;
    const ry = art.height * 0.045 * scale;
    const cx = art.x + art.width * share + (share < 0.5 ? -1 : 1) * (art.width * 0.15 - rx) * 0.8;
    const cy = art.y + art.height * 0.93 - ry;
    const reedHeight = ry * 2.6;
    const box: Box = { x: cx - rx, y: cy - ry * 0.4 - reedHeight, width: 2 * rx, height: ry * 1.4 + reedHeight };
    if ([...subject, ...layers.occupied].some((other) => boxesOverlap(other, box, 16))) continue;
    const { markup } = pondShape(cx, cy, rx, ry, style.linePx);
    const reeds = bulrushes(cx + (share < 0.5 ? 1 : -1) * rx * 0.55, cy - ry * 0.4, reedHeight, style.linePx, 3);
    const pads = [lilyPad(cx - rx * 0.4, cy + ry * 0.15, rx * 0.22, style.linePx, true), lilyPad(cx + rx * 0.12, cy + ry * 0.4, rx * 0.16, style.linePx, false)];
    const ripple = `<path d="M${fmt(cx + (share < 0.5 ? -rx * 0.05 : -rx * 0.27))} ${fmt(cy - ry * 0.2)}q${fmt(rx * 0.08)} ${fmt(-ry * 0.18)} ${fmt(rx * 0.16)} 0q${fmt(rx * 0.08)} ${fmt(ry * 0.18)} ${fmt(rx * 0.16)} 0" fill="none" stroke="#000" stroke-width="${fmt(Math.max(3, style.linePx * 0.7))}" stroke-linecap="round"/>`;
    layers.scatter.push(markup + reeds.markup + pads.map((pad) => pad.markup).join('') + ripple);
    layers.occupied.push(box);
    layers.drawn.push('pond');
    return;
  }
}

/**
 * A post-and-rail fence across the field whose foot is at `bottom`; where the path comes through (`gateX`), the rails
 * stop at two gate posts and a barred gate stands swung open towards the viewer, so the path does not run under the rails.
 */
export function fenceWithGate(art: Box, linePx: number, isDense: boolean, bottom: number, gateX: number | null, pathHalfWidth: number, isHingedRight = false): { markup: string; box: Box } {
  const height = art.height * 0.06;
  const outline = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  const parts: string[] = [];
  const rail = Math.max(linePx * 3, height * 0.2);
  const post = Math.max(linePx * 4, art.width * 0.018);
  const railYs = [bottom - height * 0.85, bottom - height * 0.42];
  const gap = gateX === null ? null : { left: gateX - pathHalfWidth * 1.6 - post / 2, right: gateX + pathHalfWidth * 1.6 + post / 2 };
  const spans: Array<[number, number]> = gap ? [[art.x - 60, gap.left], [gap.right, art.x + art.width + 60]] : [[art.x - 60, art.x + art.width + 60]];
  for (const [from, to] of spans) for (const y of railYs) parts.push(`<rect x="${fmt(from)}" y="${fmt(y)}" width="${fmt(to - from)}" height="${fmt(rail)}" rx="${fmt(rail * 0.3)}" ${outline}/>`);
  const postAt = (x: number, top: number): string => `<rect x="${fmt(x - post / 2)}" y="${fmt(top)}" width="${fmt(post)}" height="${fmt(bottom - top)}" rx="${fmt(post * 0.3)}" ${outline}/>`;
  for (let x = art.x + art.width * 0.04; x < art.x + art.width; x += art.width * (isDense ? 0.09 : 0.12)) {
    if (!gap || x + post < gap.left - post || x - post > gap.right + post) parts.push(postAt(x, bottom - height));
  }
  if (gap) {
    // The gate hangs on one post and has swung open into the field: nearer the viewer, its far end is lower. It is
    // one board panel with a bar across its middle, lying in front of the rails: two thin bars and a brace lay along the
    // rails behind them, and round 10's judges saw a crooked gate of muddled lines.
    const hinge = isHingedRight ? gap.right : gap.left;
    const reach = (gap.right - gap.left) * (isHingedRight ? -0.6 : 0.6);
    const drop = height * 0.8;
    const end = hinge - reach;
    const top = railYs[0]!;
    const foot = railYs[1]! + rail;
    const middle = (top + foot) / 2;
    parts.push(`<path d="M${fmt(hinge)} ${fmt(top)}L${fmt(end)} ${fmt(top + drop)}L${fmt(end)} ${fmt(foot + drop)}L${fmt(hinge)} ${fmt(foot)}Z" ${outline}/>`);
    parts.push(`<path d="M${fmt(hinge)} ${fmt(middle)}L${fmt(end)} ${fmt(middle + drop)}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`);
    parts.push(`<rect x="${fmt(end - post * 0.35)}" y="${fmt(bottom - height * 0.95 + drop)}" width="${fmt(post * 0.7)}" height="${fmt(height * 0.7)}" rx="${fmt(post * 0.2)}" ${outline}/>`);
    parts.push(postAt(gap.left, bottom - height * 1.15), postAt(gap.right, bottom - height * 1.15));
  }
  return { markup: parts.join(''), box: { x: art.x, y: bottom - height * 1.15, width: art.width, height: height * (gap ? 1.75 : 1.15) } };
}

/**
 * A forest is trees all round: a big near tree at each side framing the figures, cut by the page's
 * edge, and a row of trees standing close behind them along the far edge of the clearing, not three
 * far trees behind an empty meadow.
 */
function drawWoods(scene: Scene): void {
  const { art, horizonY, style, layers, subject, context } = scene;
  const kinds = ['evergreen-tree', 'deciduous-tree'].filter((motif) => !context.isRemoved(motif));
  if (kinds.length === 0) return;
  const woods: Box[] = [];
  const place = (motif: string, cx: number, bottom: number, size: number, maxHidden: number, isNearer: boolean): void => {
    const drawn = drawMotif({ motif: sceneArt(motif), cx, bottom, size, linePx: style.linePx, detail: style.detail });
    if (!drawn) return;
    const hidden = subject.reduce((sum, box) => sum + overlapArea(box, drawn.box), 0);
    if (hidden > drawn.box.width * drawn.box.height * maxHidden) return;
    // A nearer tree may stand in front of the woods' own trees behind it, not of anything else.
    const others = isNearer ? layers.occupied.filter((box) => !woods.includes(box)) : layers.occupied;
    if (others.some((box) => overlapArea(box, drawn.box) > drawn.box.width * drawn.box.height * 0.3)) return;
    woods.push(drawn.box);
    layers.scatter.push(drawn.markup);
    layers.occupied.push(drawn.box);
    if (!layers.drawn.includes(motif)) layers.drawn.push(motif);
  };
  // Trees at three depths, back to front, each nearer one drawn over those behind it: a row of small ones on the far
  // land, two big broad-leaved ones whose crowns fill the sky between and over the figures, and a fir at each side,
  // whole inside the frame.
  // One row under a big sky, with giant trees cut in half at the edges, did not read as a forest.
  const isLow = style.detail === 'low';
  const farSize = art.width * (isLow ? 0.2 : 0.15);
  const farCount = isLow ? 5 : 7;
  for (let index = 0; index < farCount; index++) {
    const share = (index + 0.5) / farCount;
    place(kinds[index % kinds.length]!, art.x + art.width * share, horizonY + art.height * (0.02 + (index % 2) * 0.015), farSize * (index % 2 === 0 ? 1.1 : 0.9), 0.6, false);
  }
  // A big tree's trunk stands clear of the figures in front of it: its foot goes up, not below the horizon, to a gap
  // above any figure's top under it (round 12: a dragon's horn touched a trunk).
  const trunkClearance = style.linePx * 4;
  for (const [share, depth] of [[0.3, 0.07], [0.7, 0.09]] as const) {
    const cx = art.x + art.width * share;
    const trunkHalf = art.height * 0.4 * 0.08 + trunkClearance;
    const under = subject.filter((box) => box.x < cx + trunkHalf && box.x + box.width > cx - trunkHalf).map((box) => box.y - trunkClearance);
    place(kinds[kinds.length - 1]!, cx, Math.max(horizonY, Math.min(horizonY + art.height * depth, ...under)), art.height * 0.4, 0.6, true);
  }
  const margin = style.linePx * 3;
  for (const side of [0, 1]) {
    const bottom = horizonY + art.height * 0.1;
    const probe = drawMotif({ motif: sceneArt(kinds[0]!), cx: art.x, bottom, size: art.height * 0.3, linePx: style.linePx, detail: style.detail });
    if (!probe) continue;
    // As tall as it can be while no wider than a sixth of the page: a fir's icon is nearly as wide as tall.
    const size = Math.min(art.height * 0.3, (art.height * 0.3 * art.width * 0.17) / probe.box.width);
    const half = (probe.box.width * size) / (art.height * 0.3) / 2;
    place(kinds[0]!, side === 0 ? art.x + margin + half : art.x + art.width - margin - half, bottom, size, 0.6, true);
  }
}


/**
 * For older children a farm's far hills have a line of small trees along them wherever the barn and the figures leave
 * room: with only the fields' stripes there, the upper half of the page was a few clouds in an empty sky.
 */
function drawFarTreeLine(scene: Scene): void {
  const { art, horizonY, style, layers, subject } = scene;
  const size = art.width * 0.1;
  for (let index = 0; index < 17; index++) {
    const share = 0.06 + index * 0.055;
    const drawn = drawMotif({ motif: sceneArt('deciduous-tree'), cx: art.x + art.width * share, bottom: horizonY - art.height * (0.05 + (index % 2) * 0.012), size: size * (index % 2 === 0 ? 1 : 0.82), linePx: style.linePx, detail: style.detail });
    if (!drawn || drawn.box.x < art.x || drawn.box.x + drawn.box.width > art.x + art.width) continue;
    if ([...subject, ...layers.occupied].some((box) => boxesOverlap(box, drawn.box, 10))) continue;
    layers.horizon.push(drawn.markup);
    layers.occupied.push(drawn.box);
    if (!layers.drawn.includes('deciduous-tree')) layers.drawn.push('deciduous-tree');
  }
}

/**
 * For older children a park is wooded: a tree or two standing on the lawn at the sides, in front of
 * the far hills (small trees on the horizon hide behind them), wherever no figure, ball in flight or
 * other thing is.
 */
function drawParkTrees(scene: Scene, path: PathSpan | null): void {
  const { art, horizonY, style, layers, subject } = scene;
  for (const slot of [0.88, 0.12]) {
    // A tree stands beside the path, not in it: moved in from its side, or further back and smaller, until its trunk's
    // foot clears the path's edge (on the path, the path's edge ran through its crown and its trunk stood on the stones).
    const spots = [0.16, 0.1].flatMap((depth) => [0, 0.08, 0.16].map((step) => ({ cx: art.x + art.width * (slot < 0.5 ? slot + step : slot - step), bottom: horizonY + art.height * depth, size: art.width * (depth > 0.12 ? 0.22 : 0.17) })));
    for (const spot of spots) {
      if (isOnPath(path, spot.cx, spot.bottom, spot.size * 0.08)) continue;
      const drawn = drawMotif({ motif: sceneArt('deciduous-tree'), cx: spot.cx, bottom: spot.bottom, size: spot.size, linePx: style.linePx, detail: style.detail });
      if (!drawn || drawn.box.x < art.x || drawn.box.x + drawn.box.width > art.x + art.width) continue;
      // A little of it behind the figure still reads as a tree; under a ball in flight it would look as if it caught it.
      const hidden = subject.reduce((sum, box) => sum + overlapArea(box, drawn.box), 0);
      if (hidden > drawn.box.width * drawn.box.height * 0.15 || subject.some((box) => box.y + box.height < horizonY && boxesOverlap(box, drawn.box, 20))) continue;
      // Its crown may stand in front of the path's far end: only its foot must keep off the path.
      if (layers.occupied.some((box) => !path?.boxes.includes(box) && boxesOverlap(box, drawn.box, 20))) continue;
      layers.scatter.push(drawn.markup);
      layers.occupied.push(drawn.box);
      if (!layers.drawn.includes('deciduous-tree')) layers.drawn.push('deciduous-tree');
      break;
    }
  }
}

/**
 * A path winding from a building's door down to the foot of the page, widening as it comes near,
 * with stepping stones along it for older children; flowers and tufts keep off it.
 */
/** For older children, round bushes along the foot of the far land, where nothing else stands: more to colour than bare grass. */
function drawBushes(scene: Scene): void {
  const { art, horizonY, style, layers, subject } = scene;
  const width = art.width * 0.14;
  const height = width * 0.6;
  const bottom = horizonY + art.height * 0.05;
  const outline = `fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round"`;
  for (let cx = art.x + width * 0.6; cx < art.x + art.width - width * 0.5; cx += width * 1.35) {
    const box: Box = { x: cx - width / 2, y: bottom - height, width, height };
    // Half hidden behind a figure a bush still reads; a scrap of one beside its legs would not.
    if (subject.some((other) => overlapArea(other, box) > box.width * box.height * 0.45) || layers.occupied.some((other) => boxesOverlap(other, box, 10))) continue;
    const left = cx - width / 2;
    const shoulder = bottom - height * 0.5;
    let d = `M${fmt(left + width * 0.04)} ${fmt(bottom)}Q${fmt(left - width * 0.04)} ${fmt(bottom - height * 0.25)} ${fmt(left)} ${fmt(shoulder)}`;
    // Three round bumps along the top, the middle one highest.
    const tops = [0, 0.3, 0.7, 1];
    for (let index = 1; index < tops.length; index++) {
      const radius = (width * (tops[index]! - tops[index - 1]!)) / 2;
      d += `A${fmt(radius)} ${fmt(radius * (index === 2 ? 1.4 : 1.1))} 0 0 1 ${fmt(left + width * tops[index]!)} ${fmt(shoulder)}`;
    }
    d += `Q${fmt(left + width * 1.04)} ${fmt(bottom - height * 0.25)} ${fmt(left + width * 0.96)} ${fmt(bottom)}Z`;
    // Leaf curls inside the bush: open arcs well inside its outline, so they split nothing into slivers.
    const curls = [[0.14, 0.26], [0.45, 0.68], [0.74, 0.26]].map(([sx, sy]) => `M${fmt(left + width * sx!)} ${fmt(bottom - height * sy!)}q${fmt(width * 0.05)} ${fmt(-height * 0.1)} ${fmt(width * 0.1)} 0`).join('');
    layers.scatter.push(`<path d="${d}" ${outline}/><path d="${curls}" fill="none" stroke="#000" stroke-width="${fmt(style.linePx * 0.8)}" stroke-linecap="round"/>`);
    layers.occupied.push(box);
  }
  layers.drawn.push('bush');
}

/** How much of the figures a path from `x` at `top` down to the page's foot would run under, roughly (its straight course). */
function pathCrowding(scene: Scene, x: number, top: number): number {
  const { art } = scene;
  const bottom = art.y + art.height;
  const foot = Math.min(Math.max(x + art.width * 0.12, art.x + art.width * 0.2), art.x + art.width * 0.8);
  let crowding = 0;
  for (let step = 0; step <= 10; step++) {
    const t = step / 10;
    const half = art.width * (0.03 + 0.1 * t);
    const cx = x + (foot - x) * t;
    const cy = top + (bottom - top) * t;
    const band: Box = { x: cx - half, y: cy - art.height * 0.03, width: half * 2, height: art.height * 0.06 };
    // Its legs matter: behind a body the path's edges are hidden, between legs they show as stray lines.
    crowding += scene.figures.reduce((sum, { box }) => sum + overlapArea({ ...box, y: box.y + box.height * 0.55, height: box.height * 0.45 }, band), 0);
  }
  return crowding;
}

/** A path from `door` down to the page's foot; with `topAt`, its far end's corners sit on that line (the ground's crest). */
/** A path on the ground: its boxes in the occupied list and where its edges are at a height. */
interface PathSpan {
  boxes: Box[];
  /** The path's left and right edges at a height on the page, or null above its far end. */
  at: (y: number) => [number, number] | null;
}

/** Whether something standing at `x` with its foot at `y`, `halfWidth` either side, would stand on the path or on its edge. */
function isOnPath(path: PathSpan | null, x: number, y: number, halfWidth: number): boolean {
  const span = path?.at(y);
  return span !== null && span !== undefined && x + halfWidth > span[0] - halfWidth && x - halfWidth < span[1] + halfWidth;
}

function drawPathTo(scene: Scene, door: Point, halfWidth: number, topAt?: (x: number) => number, under?: Box): PathSpan {
  const { art, style } = scene;
  const bottom = art.y + art.height + 40;
  // Under a vehicle driving on it, the path opens out wider than the vehicle, so both its wheels stand on it: narrower,
  // it came out from under the back wheel alone and the front one stood on nothing.
  const foot = under
    ? { x: under.x + under.width / 2, y: bottom }
    : { x: Math.min(Math.max(door.x + art.width * 0.12, art.x + art.width * 0.2), art.x + art.width * 0.8), y: bottom };
  const wide = under ? under.width * 0.56 : art.width * 0.12;
  const depth = bottom - door.y;
  const bend = art.width * 0.08;
  const edge = (side: -1 | 1): [Point, Point, Point, Point] => [
    { x: door.x + side * halfWidth, y: topAt ? topAt(door.x + side * halfWidth) : door.y },
    { x: door.x + side * halfWidth - bend, y: door.y + depth * 0.45 },
    { x: foot.x + side * wide + bend, y: foot.y - depth * 0.45 },
    { x: foot.x + side * wide, y: foot.y },
  ];
  const [l0, l1, l2, l3] = edge(-1);
  const [r0, r1, r2, r3] = edge(1);
  if (under) {
    const wheels = under.y + under.height;
    scene.joins.push({ what: 'vehicle-left-on-path', figure: { x: under.x, y: wheels }, thing: l3 }, { what: 'vehicle-right-on-path', figure: { x: under.x + under.width, y: wheels }, thing: r3 });
  }
  const d = `M${fmt(l0.x)} ${fmt(l0.y)}C${fmt(l1.x)} ${fmt(l1.y)} ${fmt(l2.x)} ${fmt(l2.y)} ${fmt(l3.x)} ${fmt(l3.y)}L${fmt(r3.x)} ${fmt(r3.y)}C${fmt(r2.x)} ${fmt(r2.y)} ${fmt(r1.x)} ${fmt(r1.y)} ${fmt(r0.x)} ${fmt(r0.y)}Z`;
  const outline = `fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round"`;
  const parts = [`<path d="${d}" ${outline}/>`];
  const along = (t: number, points: [Point, Point, Point, Point]): Point => {
    const u = 1 - t;
    const [a, b, c, e] = points;
    return { x: u * u * u * a.x + 3 * u * u * t * b.x + 3 * u * t * t * c.x + t * t * t * e.x, y: u * u * u * a.y + 3 * u * u * t * b.y + 3 * u * t * t * c.y + t * t * t * e.y };
  };
  const stones = style.hasPatterns ? 7 : 5;
  const boxes: Box[] = [];
  const spans: Array<[number, number, number]> = [];
  for (let index = 0; index <= 12; index++) {
    const t = index / 12;
    const [left, right] = [along(t, edge(-1)), along(t, edge(1))];
    const width = right.x - left.x;
    boxes.push({ x: left.x - 20, y: left.y - 40, width: width + 40, height: 80 });
    spans.push([left.y, left.x, right.x]);
    // Stepping stones down the middle, bigger as the path comes near.
    // Not up at the far end, where a stone would be a dot.
    // None under a figure: one under a cow's hooves read as a shadow cutting through them, one by its head as a stalk's knob.
    const stone = { cx: (left.x + right.x) / 2 + (index % 2 === 0 ? -1 : 1) * width * 0.12, cy: left.y, rx: width * 0.22, ry: Math.max(style.linePx * 2.5, width * 0.08) };
    // Tested against the figures' outlines, not their boxes: a boy's arm held out over the path took every stone.
    const stoneBox: Box = { x: stone.cx - stone.rx, y: stone.cy - stone.ry, width: stone.rx * 2, height: stone.ry * 2 };
    // Nor under a thing of theirs (a ball at a kicker's foot).
    const isUnderFigure =
      (scene.outlines.length > 0 ? touchesFigure(scene, stoneBox, style.linePx * 4) : scene.figures.some((figure) => boxesOverlap(figure.box, stoneBox, style.linePx * 2))) ||
      scene.subject.some((box) => !scene.figures.some((figure) => figure.box === box) && boxesOverlap(box, stoneBox, style.linePx * 4));
    if (index % Math.round(12 / stones) === 1 && t > 0.2 && t < 0.97 && !isUnderFigure) parts.push(`<ellipse cx="${fmt(stone.cx)}" cy="${fmt(stone.cy)}" rx="${fmt(stone.rx)}" ry="${fmt(stone.ry)}" ${outline}/>`);
  }
  // Where a figure stands on the path, its edges stop at the figure's belly and go on below its feet: between the legs
  // they were stray lines.
  const legs = scene.legZones.map((zone) => ({ x: zone.x, y: zone.y, width: zone.width, height: zone.height - style.linePx * 2 }));
  const pathBox: Box = { x: Math.min(l0.x, l3.x) - bend, y: door.y, width: Math.max(r0.x, r3.x) - Math.min(l0.x, l3.x) + 2 * bend, height: depth };
  const standing = legs.filter((zone) => boxesOverlap(zone, pathBox, 0));
  // Flat on the ground, it goes under everything that stands on the grass (trees, bushes, a fence's open gate): drawn
  // over them, its edges ran through a tree's crown.
  if (standing.length === 0) scene.layers.scatter.unshift(parts.join(''));
  else {
    const cut = standing.map((zone) => `M${fmt(zone.x)} ${fmt(zone.y)}h${fmt(zone.width)}v${fmt(zone.height)}h${fmt(-zone.width)}Z`).join('');
    const whole = `M${fmt(art.x - 200)} ${fmt(art.y - 200)}h${fmt(art.width + 400)}v${fmt(art.height + 400)}h${fmt(-art.width - 400)}Z`;
    scene.layers.scatter.unshift(`<clipPath id="path-clear"><path d="${whole}${cut}" clip-rule="evenodd"/></clipPath><g clip-path="url(#path-clear)">${parts.join('')}</g>`);
  }
  scene.layers.occupied.push(...boxes);
  scene.layers.drawn.push('path');
  const at = (y: number): [number, number] | null => {
    if (y < spans[0]![0]) return null;
    const below = spans.findIndex(([spanY]) => spanY >= y);
    if (below <= 0) return below === 0 ? [spans[0]![1], spans[0]![2]] : [spans.at(-1)![1], spans.at(-1)![2]];
    const [y0, l0, r0] = spans[below - 1]!;
    const [y1, l1, r1] = spans[below]!;
    const k = (y - y0) / (y1 - y0 || 1);
    return [l0 + (l1 - l0) * k, r0 + (r1 - r0) * k];
  };
  return { boxes, at };
}

function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

function roundPoint(point: Point): Point {
  return { x: Math.round(point.x), y: Math.round(point.y) };
}

/** The page frame; for older children a patterned band of small closed shapes runs around it. */
function frameMarkup(frame: Box, style: AgeStyle): string {
  const linePx = style.linePx;
  const stroke = Math.max(6, linePx * 1.2);
  const parts = [`<rect x="${fmt(frame.x)}" y="${fmt(frame.y)}" width="${fmt(frame.width)}" height="${fmt(frame.height)}" rx="36" fill="none" stroke="#000" stroke-width="${fmt(stroke)}"/>`];
  if (!style.hasPatterns) return parts.join('');
  const band = PATTERN_BAND;
  parts.push(`<rect x="${fmt(frame.x + band)}" y="${fmt(frame.y + band)}" width="${fmt(frame.width - 2 * band)}" height="${fmt(frame.height - 2 * band)}" rx="20" fill="none" stroke="#000" stroke-width="${fmt(stroke)}"/>`);
  const step = 110;
  const dot = (x: number, y: number, index: number): string =>
    index % 2 === 0
      ? `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="18" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}"/>`
      : `<path d="M${fmt(x)} ${fmt(y - 24)} L${fmt(x + 18)} ${fmt(y)} L${fmt(x)} ${fmt(y + 24)} L${fmt(x - 18)} ${fmt(y)} Z" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}"/>`;
  const mid = band / 2;
  let index = 0;
  for (let x = frame.x + band + step / 2; x < frame.x + frame.width - band; x += step) {
    parts.push(dot(x, frame.y + mid, index), dot(x, frame.y + frame.height - mid, index + 1));
    index++;
  }
  for (let y = frame.y + band + step / 2; y < frame.y + frame.height - band; y += step) {
    parts.push(dot(frame.x + mid, y, index), dot(frame.x + frame.width - mid, y, index + 1));
    index++;
  }
  return parts.join('');
}
