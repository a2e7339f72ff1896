import { AGE_GROUPS, type AgeGroup, PAGE_WIDTH_PX } from '../../shared/constants';
import type { PageMetadata } from '../types';
import { BUILTIN_ENGINE_NAME, createCharacterSpec, drawCharacter, type BuiltinCharacterSpec } from './character';
import { boxesOverlap, CONTENT, drawMotif, fittedFontSize, fmt, outlinedText, type Box } from './drawing';
import type { Detail } from './motif-library';
import { createRandom, hashString } from './random';
import { DEFAULT_SETTING, NIGHT_SKY, NIGHT_WORDS, SETTINGS, settingByName, type Setting } from './settings';
import type { ComposedProp } from './props/composed-prop';
import { getComposedProp } from './props/prop-library';
import { undrawnNouns } from './undrawn-nouns';
import { matchMotifs, motifKind, tokenize, wordForms } from './word-matching';

/** Everything a scene is drawn from. It travels inside the PNG, so refine can change it and redraw. */
export interface ScenePlan {
  kind: 'scene';
  title: string;
  description: string;
  ageGroup: AgeGroup;
  characters: BuiltinCharacterSpec[];
  setting: string;
  /** Motifs the description names beyond the characters and the setting, in its order. */
  extras: string[];
  /** Motifs added by refine. */
  added: string[];
  /** Motifs, or words of motif names ("tree"), that refine removed. */
  removed: string[];
  /** Size factors by character name or motif. */
  scales: Record<string, number>;
  /** Moon and stars instead of sun and clouds ("at night", "bedtime"). */
  isNight: boolean;
  /** Steps of detail relative to the age group: -1 simpler, +1 more detail. */
  detailShift: number;
  /** Steps of line weight: +1 thicker, -1 thinner. */
  lineShift: number;
  isFlipped: boolean;
  /** Refine instructions applied so far, oldest first. */
  history: string[];
}

interface AgeStyle {
  linePx: number;
  detail: Detail;
  backdrop: number;
  sky: number;
  scatter: number;
  hasPatterns: boolean;
  characterScale: number;
}

/** Detail by age: 3-5 few large shapes and lines of at least 12 px; 9-12 many, fine and patterned. */
const AGE_STYLES: Record<AgeGroup, AgeStyle> = {
  '3-5': { linePx: 14, detail: 'low', backdrop: 1, sky: 2, scatter: 0, hasPatterns: false, characterScale: 1.12 },
  '6-8': { linePx: 9, detail: 'medium', backdrop: 3, sky: 3, scatter: 3, hasPatterns: false, characterScale: 1 },
  '9-12': { linePx: 6, detail: 'high', backdrop: 5, sky: 4, scatter: 7, hasPatterns: true, characterScale: 1 },
};
export const MIN_YOUNG_LINE_PX = 12;
const TITLE_BAND = 260;
const MAX_NAMED_CHARACTERS = 3;
const SKIRTING_PX = 50;
const PATHED_GROUNDS = new Set<Setting['ground']>(['grass', 'sand', 'snow', 'seabed']);
const LARGE_BACKDROP = /tree|mountain|castle|house|building|store|hospital|school|tent|tractor|ship|boat|slide|fountain|umbrella|island|coral/;

/** The plan for a new scene: setting and extras read from the words. */
export function planScene(input: {
  characters: BuiltinCharacterSpec[];
  title: string;
  description: string;
  ageGroup: AgeGroup;
}): ScenePlan {
  const setting = chooseSetting(`${input.title} ${input.description}`);
  // With no saved characters chosen, the creatures the words name become the characters.
  // A composed prop may already show what the words name (the reindeer of a sleigh, a bridge's river).
  const included = new Set(matchMotifs(input.description).flatMap((match) => getComposedProp(match.motif)?.includes ?? []));
  const characters =
    input.characters.length > 0
      ? input.characters
      : matchMotifs(input.description)
          .filter((match) => motifKind(match.motif) === 'being' && !included.has(match.motif))
          .slice(0, MAX_NAMED_CHARACTERS)
          .map((match) => createCharacterSpec(match.words, match.words));
  const characterMotifs = new Set(characters.map((character) => character.motif));
  // Place words draw the setting; matching them again would add e.g. a rocket for "space".
  // Character names are not things either: a robot called Bolt brings no nut and bolt.
  const nameWords = new Set(characters.flatMap((character) => tokenize(character.name)));
  const thingWords = tokenize(input.description).filter(
    (word) => !nameWords.has(word) && !wordForms(word).some((form) => setting.keywords.includes(form)),
  );
  // A place the words name beside the setting is drawn too when a prop was composed for it (a treehouse in the park).
  const extras = matchMotifs(thingWords.join(' '))
    .map((match) => match.motif)
    .filter((motif) => !characterMotifs.has(motif) && !included.has(motif) && (motifKind(motif) !== 'place' || getComposedProp(motif) !== undefined));
  return {
    kind: 'scene',
    title: input.title.trim(),
    description: input.description.trim(),
    ageGroup: input.ageGroup,
    characters,
    setting: setting.name,
    extras: [...new Set(extras)].slice(0, 4),
    added: [],
    removed: [],
    scales: {},
    isNight: tokenize(`${input.title} ${input.description}`).some((word) => NIGHT_WORDS.includes(word)),
    detailShift: 0,
    lineShift: 0,
    isFlipped: false,
    history: [],
  };
}

function chooseSetting(text: string): Setting {
  const forms = tokenize(text).map((word) => wordForms(word));
  const isNamed = (words: string[] | undefined): boolean => forms.some((wordForms) => wordForms.some((form) => words?.includes(form)));
  const settings = SETTINGS.filter((setting) => (setting.needsAnyOf === undefined || isNamed(setting.needsAnyOf)) && !isNamed(setting.isExcludedBy));
  for (const field of ['keywords', 'hints'] as const) {
    for (const wordFormsOfWord of forms) {
      const found = settings.find((setting) => wordFormsOfWord.some((form) => setting[field].includes(form)));
      if (found) return found;
    }
  }
  return DEFAULT_SETTING;
}

export function sceneStyle(plan: ScenePlan): AgeStyle {
  const ageIndex = AGE_GROUPS.indexOf(plan.ageGroup);
  const detailIndex = ageIndex + plan.detailShift;
  const base = AGE_STYLES[AGE_GROUPS[Math.min(2, Math.max(0, detailIndex))]!];
  // Beyond the ends of the age range, "simpler" and "more detail" keep counting in element numbers.
  const beyond = detailIndex < 0 ? detailIndex : detailIndex > 2 ? detailIndex - 2 : 0;
  const ownLine = AGE_STYLES[plan.ageGroup].linePx;
  let linePx = Math.round(ownLine * Math.pow(1.45, plan.lineShift));
  if (plan.ageGroup === '3-5') linePx = Math.max(MIN_YOUNG_LINE_PX, linePx);
  return {
    ...base,
    linePx: Math.max(3, Math.min(40, linePx)),
    backdrop: Math.max(0, base.backdrop + beyond),
    sky: Math.max(0, base.sky + beyond),
    scatter: Math.max(0, base.scatter + beyond * 3),
  };
}

interface Layout {
  parts: string[];
  occupied: Box[];
  /** Motifs actually drawn, for the page's metadata. */
  drawn: string[];
}

/** Things that may be drawn up in the sky when the ground is full. */
const FLYING = new Set(['rocket', 'airplane', 'small-airplane', 'helicopter', 'flying-saucer', 'balloon', 'kite', 'bird', 'butterfly', 'honeybee', 'parachute', 'dove', 'eagle', 'owl', 'bat', 'dragon', 'person-fairy', 'person-superhero']);
/** Things that belong up in the sky first of all. */
const CELESTIAL = new Set(['ringed-planet', 'globe-showing-americas', 'crescent-moon', 'full-moon', 'star', 'comet', 'milky-way', 'satellite', 'sun', 'cloud', 'rainbow']);

function isSkyThing(motif: string): boolean {
  // Weather emoji include grounded things (snowman, umbrella on the ground): only sky words count.
  return CELESTIAL.has(motif) || (motifKind(motif) === 'sky' && /cloud|sun|moon|star|rainbow|snowflake|comet|wind|lightning|voltage|tornado|planet/.test(motif));
}

/** Markup and metadata of a scene page. */
export function composeScene(plan: ScenePlan): { body: string; metadata: PageMetadata } {
  const style = sceneStyle(plan);
  const setting = settingByName(plan.setting);
  const random = createRandom(hashString(`${plan.title}\n${plan.description}\n${plan.ageGroup}`));
  const isRemoved = (motif: string): boolean =>
    plan.removed.includes(motif) || motif.split('-').some((word) => plan.removed.includes(word));
  const hasTitle = plan.title.length > 0;
  const frame: Box = { x: CONTENT.left, y: CONTENT.top + (hasTitle ? TITLE_BAND : 0), width: CONTENT.right - CONTENT.left, height: CONTENT.bottom - CONTENT.top - (hasTitle ? TITLE_BAND : 0) };
  const inset = style.hasPatterns ? 70 : 0;
  const art: Box = { x: frame.x + inset + 30, y: frame.y + inset + 30, width: frame.width - 2 * inset - 60, height: frame.height - 2 * inset - 60 };
  const isIndoor = setting.ground === 'floor';
  const horizon = art.y + art.height * (isIndoor ? 0.55 : 0.5);
  const layout: Layout = { parts: [], occupied: [], drawn: [] };

  // Back to front: sky, horizon backdrop, ground, ground details, characters and things.
  const namedSky = [...plan.extras, ...plan.added].filter((motif) => isSkyThing(motif) && !isRemoved(motif));
  const hasDaySky = setting.sky.includes('sun');
  const settingSky = (plan.isNight && hasDaySky ? NIGHT_SKY : setting.sky).slice(0, style.sky);
  const skyMotifs = [...namedSky, ...settingSky.filter((motif) => !namedSky.includes(motif))].filter((motif) => !isRemoved(motif));
  drawSky(layout, skyMotifs, art, horizon, style, random, isIndoor);

  // Something the words named is drawn in the foreground; the backdrop does not repeat it. Named
  // landmarks (a barn, a lighthouse) stand first on the horizon; a set (a stage) fills the frame.
  const extrasAndAdded = [...plan.extras, ...plan.added];
  const settingThings = (setting.groundProps ?? []).filter((motif) => !extrasAndAdded.includes(motif));
  const named = [...extrasAndAdded, ...settingThings].filter((motif) => !isSkyThing(motif) && !isRemoved(motif));
  const standsIn = (motif: string): string | undefined => getComposedProp(motif)?.stands;
  const landmarks = named.filter((motif) => standsIn(motif) === 'backdrop');
  const sets = [...named, ...setting.backdrop].filter((motif) => standsIn(motif) === 'set' && !isRemoved(motif)).slice(0, 1);
  const backdrop = [
    ...landmarks,
    ...setting.backdrop.filter((motif) => !isRemoved(motif) && !named.includes(motif) && !skyMotifs.includes(motif) && standsIn(motif) !== 'set'),
  ].slice(0, Math.max(style.backdrop, landmarks.length));
  const characters = plan.characters.filter((character) => !isRemoved(character.motif) && !plan.removed.includes(character.name.toLowerCase()));
  const onGround = named.filter((motif) => standsIn(motif) !== 'backdrop' && standsIn(motif) !== 'set');
  // Big things (a treehouse, a ship) stand behind the figures, so they can be big and the figures overlap them.
  const bigThings = onGround.filter((motif) => getComposedProp(motif)?.size === 'large').slice(0, 1);
  const foreground = onGround.filter((motif) => !bigThings.includes(motif));
  if (setting.isFloating) drawSky(layout, backdrop, art, horizon, style, random, false, true);
  else drawBackdrop(layout, backdrop, art, horizon, style, plan.scales, isIndoor);
  layout.parts.push(groundMarkup(setting, art, horizon, style, random));
  const groundIndex = layout.parts.length;
  const groundTop = horizon + art.height * 0.06;
  for (const motif of sets) drawSet(layout, motif, art, style);
  const hasCompany = characters.length > 0 || foreground.length > 0;
  for (const motif of bigThings) drawBigThing(layout, motif, art, style, plan.scales, hasCompany);

  // Beside a big thing the figures stand left of centre, in front of its back end.
  const characterBoxes = drawCharacters(layout, characters, art, style, plan.scales, Math.min(2, foreground.length + bigThings.length));
  drawForeground(layout, foreground, art, horizon, groundTop, style, plan.scales, characterBoxes);
  if (style.hasPatterns && PATHED_GROUNDS.has(setting.ground)) {
    // Laid after the figures so it goes around them, but drawn right on the ground, under everything.
    const path = cobblePath(art, horizon, style.linePx, random, layout.occupied);
    layout.parts.splice(groundIndex, 0, path.markup);
    layout.occupied.push(...path.stones);
  }
  if (style.scatter > 0) drawScatter(layout, setting.scatter.filter((motif) => !isRemoved(motif)), style.scatter, art, groundTop, style, random);
  if (setting.ground === 'grass' && style.detail !== 'low') layout.parts.push(grassTufts(art, horizon, style, random, layout.occupied));

  const matched = [...new Set([...characters.map((character) => character.motif), ...layout.drawn])];
  const clipId = 'scene-art';
  const clip: Box = { x: frame.x + inset, y: frame.y + inset, width: frame.width - 2 * inset, height: frame.height - 2 * inset };
  const sceneArt = `<clipPath id="${clipId}"><rect x="${fmt(clip.x)}" y="${fmt(clip.y)}" width="${fmt(clip.width)}" height="${fmt(clip.height)}" rx="${inset > 0 ? 20 : 36}"/></clipPath><g clip-path="url(#${clipId})">${layout.parts.join('')}</g>`;
  const flipped = plan.isFlipped ? `<g transform="translate(${PAGE_WIDTH_PX} 0) scale(-1 1)">${sceneArt}</g>` : sceneArt;
  const parts = [flipped, frameMarkup(frame, style, style.linePx)];
  if (hasTitle) {
    const size = fittedFontSize(plan.title, frame.width, 190);
    parts.push(outlinedText(plan.title, PAGE_WIDTH_PX / 2, CONTENT.top + TITLE_BAND * 0.72, size, Math.max(8, style.linePx)));
  }
  const nameWords = new Set(characters.flatMap((character) => tokenize(character.name)));
  // What a drawn prop shows of itself (a sleigh's reindeer) counts as drawn.
  const shown = matched.flatMap((motif) => [motif, ...(getComposedProp(motif)?.includes ?? [])]);
  const notDrawn = undrawnNouns(plan.description, { drawn: new Set([...shown, ...plan.removed]), settingWords: setting.keywords, nameWords });
  const metadata: PageMetadata = {
    kind: 'scene',
    description: plan.description,
    matched,
    notDrawn,
    engine: BUILTIN_ENGINE_NAME,
    title: plan.title,
    ageGroup: plan.ageGroup,
    setting: plan.setting,
    characters: characters.map((character) => ({ name: character.name, motif: character.motif })),
    lineWidthPx: style.linePx,
    elementCount: layout.occupied.length,
    plan,
  };
  return { body: parts.join(''), metadata };
}

function drawSky(
  layout: Layout,
  motifs: string[],
  art: Box,
  horizon: number,
  style: AgeStyle,
  random: () => number,
  isIndoor: boolean,
  isBackdrop = false,
): void {
  const skyHeight = horizon - art.y;
  const slots = isBackdrop ? [0.5, 0.2, 0.8, 0.35, 0.65, 0.1, 0.9] : [0.14, 0.86, 0.5, 0.32, 0.68];
  motifs.forEach((motif, index) => {
    if (isIndoor && motif === 'window') {
      const size = art.width * 0.3;
      const drawn = drawMotif({ motif, cx: art.x + art.width * 0.75, bottom: art.y + size + 40, size, linePx: style.linePx, detail: style.detail });
      if (drawn) place(layout, drawn.markup, drawn.box, false, motif);
      return;
    }
    if (motif === 'rainbow') {
      const size = art.width * 0.55;
      const drawn = drawMotif({ motif, cx: art.x + art.width / 2, bottom: horizon - skyHeight * 0.15, size, linePx: style.linePx, detail: style.detail });
      if (drawn) place(layout, drawn.markup, drawn.box, true, motif);
      return;
    }
    const isBig = index === 0 && !isBackdrop;
    // Slots across the sky, so items never stack; a slot taken already moves the item down a row.
    const cx = art.x + art.width * slots[index % slots.length]!;
    for (let row = 0; row < 3; row++) {
      // Thick young lines need larger sky shapes, or thin parts (snowflake arms) fill in.
      const young = style.detail === 'low' ? 1.3 : 1;
      const size = art.width * young * (isBig ? 0.2 : isBackdrop ? 0.17 + random() * 0.05 : 0.13 + random() * 0.05);
      const bottom = art.y + size + skyHeight * ((isBig ? 0.04 : 0.06 + random() * 0.1) + row * 0.28 + (isBackdrop ? 0.3 : 0));
      const drawn = drawMotif({ motif, cx, bottom, size, linePx: style.linePx, detail: style.detail });
      if (!drawn || drawn.box.y + drawn.box.height > horizon + art.height * 0.05) return;
      if (!layout.occupied.some((box) => boxesOverlap(box, drawn.box, 20))) {
        place(layout, drawn.markup, drawn.box, false, motif);
        return;
      }
    }
  });
}

function drawBackdrop(layout: Layout, motifs: string[], art: Box, horizon: number, style: AgeStyle, scales: Record<string, number>, isIndoor: boolean): void {
  const count = motifs.length;
  motifs.forEach((motif, index) => {
    // Spread along the horizon; the first (often the landmark: castle, house) gets the widest slot.
    const slot = count === 1 ? 0.78 : 0.1 + (0.8 * index) / (count - 1);
    // Landmarks and trees stand tall on the horizon; small things (a tulip, a teapot) stay small.
    const isLarge = LARGE_BACKDROP.test(motif) || motifKind(motif) === 'place' || isIndoor;
    const share = isLarge ? (index === 0 ? 0.34 : 0.24) : 0.14;
    const prop = getComposedProp(motif);
    const size = prop
      ? composedBackdropSize(prop, art, index, count) * (scales[motif] ?? 1)
      : Math.min(art.width * share * (isIndoor ? 0.7 : 1), (art.width * 0.95) / count) * (scales[motif] ?? 1);
    // Kept whole inside the frame: a landmark cut in half at the edge looks like a mistake.
    const cx = Math.min(Math.max(art.x + art.width * slot, art.x + size / 2), art.x + art.width - size / 2);
    // Indoors things stand on the skirting board's top edge, which is drawn over their feet.
    const bottom = isIndoor ? horizon - SKIRTING_PX + style.linePx : horizon + art.height * 0.04;
    const drawn = drawMotif({ motif, cx, bottom, size, ...style });
    if (drawn) place(layout, drawn.markup, drawn.box, false, motif);
  });
}

/**
 * A composed prop on the horizon. The first large one is the landmark: wide ones (a stadium's stands)
 * span the frame, others take about 60 % of its width; smaller ones keep their size class.
 */
function composedBackdropSize(prop: ComposedProp, art: Box, index: number, count: number): number {
  if (prop.size === 'large') {
    const propArt = prop.draw('low');
    const aspect = propArt.width / propArt.height;
    return art.width * Math.min(1, (index === 0 ? 0.62 : 0.42) * Math.max(1, aspect));
  }
  return Math.min(art.width * (prop.size === 'medium' ? 0.3 : 0.16), (art.width * 0.95) / count);
}

/** A set (a stage) covers the whole art box behind the figures, whose feet land on its floor. */
function drawSet(layout: Layout, motif: string, art: Box, style: AgeStyle): void {
  const prop = getComposedProp(motif);
  if (!prop) return;
  const { width, height } = prop.draw(style.detail);
  const scale = Math.max(art.width / width, art.height / height);
  const drawn = drawMotif({ motif, cx: art.x + art.width / 2, bottom: art.y + art.height + 30, size: Math.max(width, height) * scale, linePx: style.linePx, detail: style.detail });
  if (drawn) place(layout, drawn.markup, art, false, motif);
}

/** A large named thing: the hero when alone, otherwise big and to the right behind the figures. */
function drawBigThing(layout: Layout, motif: string, art: Box, style: AgeStyle, scales: Record<string, number>, hasCompany: boolean): void {
  const prop = getComposedProp(motif);
  if (!prop) return;
  const { width, height } = prop.draw(style.detail);
  const widthShare = (hasCompany ? 0.72 : 0.9) * (scales[motif] ?? 1);
  const size = Math.min(art.width * widthShare * Math.max(1, height / width), art.height * (hasCompany ? 0.62 : 0.72) * Math.max(1, width / height));
  const drawnWidth = (size * width) / Math.max(width, height);
  const cx = hasCompany ? art.x + art.width - drawnWidth / 2 : art.x + art.width / 2;
  // Mirrored beside figures, so what leads (a sleigh's reindeer, a ship's bow) is on the open right.
  const drawn = drawMotif({ motif, cx, bottom: art.y + art.height * (hasCompany ? 0.88 : 0.95), size, linePx: style.linePx, detail: style.detail, isFlipped: hasCompany });
  if (drawn) place(layout, drawn.markup, drawn.box, false, motif);
}

function drawCharacters(layout: Layout, characters: BuiltinCharacterSpec[], art: Box, style: AgeStyle, scales: Record<string, number>, reserved: number): Box[] {
  const count = characters.length;
  if (count === 0) return [];
  // Three or more stand in two staggered rows, so each can stay large: every second one a step back.
  const isStaggered = count >= 3;
  const step = isStaggered ? 0.68 : 1;
  // Named things need room beside the characters: each takes about 0.7 of a character's width.
  const share = art.width / ((count - 1) * step + 1 + reserved * 0.7);
  const baseSize = Math.min(art.width * 0.5, share * 0.95) * style.characterScale;
  // One thing goes on the right; a second one on the left.
  // A lone character with one thing beside it: the pair, not the character, is centred.
  const left = count === 1 && reserved === 1 ? art.x + art.width * 0.4 - share / 2 : art.x + (reserved > 1 ? share * 0.7 : 0);
  const placements = characters.map((character, index) => {
    const scale = scales[character.name.toLowerCase()] ?? scales[character.motif] ?? 1;
    const isBack = isStaggered && index % 2 === 1;
    const size = Math.min(baseSize * scale, art.height * 0.55, art.width * 0.9, count > 1 ? share * 0.95 * scale : Infinity) * (isBack ? 0.9 : 1);
    const cx = left + share * (index * step + 0.5);
    const bottom = art.y + art.height * (isBack ? 0.84 : 0.96);
    return { character, size, cx, bottom, index, isBack };
  });
  // The back row first, so the front row covers it like real depth.
  const boxes: Box[] = new Array<Box>(count);
  for (const placement of [...placements.filter((p) => p.isBack), ...placements.filter((p) => !p.isBack)]) {
    // Emoji animals face left: mirroring the left half makes neighbours face each other.
    const isFlipped = count > 1 && placement.index < count / 2;
    const drawn = drawCharacter(placement.character, { cx: placement.cx, bottom: placement.bottom, size: placement.size, linePx: style.linePx, detail: style.detail, isFlipped });
    place(layout, drawn.markup, drawn.box);
    boxes[placement.index] = drawn.box;
  }
  return boxes;
}

/** Named things go next to the characters, where they do not cover anyone. */
function drawForeground(
  layout: Layout,
  motifs: string[],
  art: Box,
  horizon: number,
  groundTop: number,
  style: AgeStyle,
  scales: Record<string, number>,
  characterBoxes: Box[],
): void {
  const bottomLine = art.y + art.height * 0.96;
  const figures = [...characterBoxes];
  motifs.forEach((motif, index) => {
    const isBeing = motifKind(motif) === 'being' || motifKind(motif) === 'vehicle';
    const prop = getComposedProp(motif);
    // Creatures and vehicles next to the characters are figures; a ball or a cake is a prop.
    const share = prop?.size === 'medium' ? 0.34 : isBeing ? 0.3 : style.detail === 'low' ? 0.24 : prop ? 0.2 : 0.17;
    // With no characters, the first named thing is the subject and is drawn large.
    const heroScale = characterBoxes.length === 0 && index === 0 ? 1.7 : 1;
    const base = art.width * share * heroScale * style.characterScale * (scales[motif] ?? 1);
    for (const shrink of [1, 0.85, 0.7, 0.55]) {
      const size = base * shrink;
      const candidates: Array<{ cx: number; bottom: number }> = [];
      for (const box of figures) {
        candidates.push({ cx: box.x + box.width + size * 0.5 + 20, bottom: box.y + box.height });
        candidates.push({ cx: box.x - size * 0.5 - 20, bottom: box.y + box.height });
      }
      for (const fraction of [0.15, 0.85, 0.5, 0.3, 0.7]) candidates.push({ cx: art.x + art.width * fraction, bottom: bottomLine - (index % 2) * art.height * 0.05 });
      // Flying things rather go up into the sky than stand in the middle ground.
      if (FLYING.has(motif)) {
        for (const fraction of [0.5, 0.3, 0.7]) candidates.push({ cx: art.x + art.width * fraction, bottom: horizon - (horizon - art.y) * 0.2 });
      }
      // Then the middle ground just below the horizon, behind the characters' heads.
      for (const fraction of [0.5, 0.25, 0.75, 0.1, 0.9]) candidates.push({ cx: art.x + art.width * fraction, bottom: groundTop + size * 0.8 });
      for (const candidate of candidates) {
        const drawn = drawMotif({ motif, cx: candidate.cx, bottom: candidate.bottom, size, linePx: style.linePx, detail: style.detail });
        if (!drawn) return;
        const isInside = drawn.box.x >= art.x && drawn.box.x + drawn.box.width <= art.x + art.width && drawn.box.y >= art.y && drawn.box.y + drawn.box.height <= art.y + art.height;
        // Backdrop items may be partly hidden behind; characters and other things may not be.
        const isInSky = drawn.box.y + drawn.box.height < horizon;
        const isClear = !figures.some((other) => boxesOverlap(drawn.box, other, 10)) && (!isInSky || !layout.occupied.some((other) => boxesOverlap(drawn.box, other, 10)));
        if (isInside && isClear) {
          place(layout, drawn.markup, drawn.box, false, motif);
          figures.push(drawn.box);
          return;
        }
      }
    }
  });
}

function drawScatter(layout: Layout, motifs: string[], count: number, art: Box, groundTop: number, style: AgeStyle, random: () => number): void {
  if (motifs.length === 0) return;
  let placed = 0;
  for (let attempt = 0; attempt < count * 8 && placed < count; attempt++) {
    const motif = motifs[Math.floor(random() * motifs.length)]!;
    const size = art.width * (0.06 + random() * 0.03);
    const cx = art.x + size / 2 + random() * (art.width - size);
    const bottom = groundTop + size + random() * (art.y + art.height - groundTop - size - 10);
    const drawn = drawMotif({ motif, cx, bottom, size, linePx: Math.max(3, style.linePx * 0.8), detail: style.detail });
    if (!drawn || layout.occupied.some((box) => boxesOverlap(box, drawn.box, 15))) continue;
    place(layout, drawn.markup, drawn.box, false, motif);
    placed++;
  }
}

function place(layout: Layout, markup: string, box: Box, isBehind = false, motif?: string): void {
  if (isBehind) layout.parts.unshift(markup);
  else layout.parts.push(markup);
  layout.occupied.push(box);
  if (motif) layout.drawn.push(motif);
}

function groundMarkup(setting: Setting, art: Box, horizon: number, style: AgeStyle, random: () => number): string {
  const stroke = `stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round" stroke-linecap="round"`;
  const left = art.x - 100;
  const right = art.x + art.width + 100;
  const bottom = art.y + art.height + 100;
  const parts: string[] = [];
  if (setting.ground === 'floor') {
    parts.push(`<rect x="${fmt(left)}" y="${fmt(horizon)}" width="${fmt(right - left)}" height="${fmt(bottom - horizon)}" fill="#fff" ${stroke}/>`);
    // A skirting board: one long closed strip along the wall.
    parts.push(`<rect x="${fmt(left)}" y="${fmt(horizon - SKIRTING_PX)}" width="${fmt(right - left)}" height="${SKIRTING_PX}" fill="#fff" ${stroke}/>`);
    if (style.hasPatterns) parts.push(floorTiles(art, horizon, style.linePx));
    return parts.join('');
  }
  const amplitude = setting.ground === 'road' || setting.ground === 'water' ? 0 : art.height * 0.025;
  const hills = 3;
  let path = `M${fmt(left)} ${fmt(horizon + amplitude)}`;
  for (let i = 0; i < hills; i++) {
    const x0 = left + ((right - left) * i) / hills;
    const x1 = left + ((right - left) * (i + 1)) / hills;
    const rise = amplitude * (1.2 + random());
    path += ` Q${fmt((x0 + x1) / 2)} ${fmt(horizon - rise)} ${fmt(x1)} ${fmt(horizon + amplitude * (i % 2 === 0 ? -0.2 : 0.6))}`;
  }
  path += ` L${fmt(right)} ${fmt(bottom)} L${fmt(left)} ${fmt(bottom)} Z`;
  parts.push(`<path d="${path}" fill="#fff" ${stroke}/>`);
  if (setting.ground === 'road') {
    const roadTop = horizon + art.height * 0.18;
    parts.push(`<rect x="${fmt(left)}" y="${fmt(roadTop)}" width="${fmt(right - left)}" height="${fmt(art.height * 0.14)}" fill="#fff" ${stroke}/>`);
    for (let x = art.x; x < art.x + art.width; x += 260) {
      parts.push(`<rect x="${fmt(x)}" y="${fmt(roadTop + art.height * 0.065)}" width="140" height="22" rx="8" fill="#fff" ${stroke}/>`);
    }
  }
  if (setting.ground === 'moon') {
    for (let i = 0; i < 4 + (style.hasPatterns ? 4 : 0); i++) {
      const cx = art.x + random() * art.width;
      const cy = horizon + art.height * (0.1 + random() * 0.35);
      const r = art.width * (0.025 + random() * 0.03);
      parts.push(`<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(r)}" ry="${fmt(r * 0.45)}" fill="#fff" ${stroke}/>`);
    }
  }
  if (setting.ground === 'sand' || setting.ground === 'seabed') parts.push(waveLine(art, horizon + art.height * 0.03, style.linePx));
  if (setting.ground === 'water') {
    // Rows of waves: the open sea, with room between rows to colour.
    for (const depth of style.detail === 'low' ? [0.12, 0.3] : [0.08, 0.2, 0.32, 0.44]) parts.push(waveLine(art, horizon + art.height * depth, style.linePx));
  }
  return parts.join('');
}

/** Tufts of grass in the open ground only: near a figure they read as scratches. */
function grassTufts(art: Box, horizon: number, style: AgeStyle, random: () => number, occupied: Box[]): string {
  const count = style.detail === 'high' ? 14 : 7;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = art.x + 40 + random() * (art.width - 80);
    const y = horizon + art.height * (0.1 + random() * 0.38);
    const h = 50 + random() * 30;
    if (occupied.some((box) => boxesOverlap(box, { x: x - 30, y: y - h * 1.3, width: 60, height: h * 1.3 }, 40))) continue;
    parts.push(`<path d="M${fmt(x - 24)} ${fmt(y)} l12 ${fmt(-h)} M${fmt(x)} ${fmt(y)} l0 ${fmt(-h * 1.3)} M${fmt(x + 24)} ${fmt(y)} l-12 ${fmt(-h)}" fill="none" stroke="#000" stroke-width="${fmt(Math.max(3, style.linePx * 0.7))}" stroke-linecap="round"/>`);
  }
  return parts.join('');
}

function waveLine(art: Box, y: number, linePx: number): string {
  let path = `M${fmt(art.x - 100)} ${fmt(y)}`;
  for (let x = art.x - 100; x < art.x + art.width + 100; x += 160) path += ` q40 -36 80 0 q40 36 80 0`;
  return `<path d="${path}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`;
}

/**
 * A winding stone path: a pattern area of many small closed shapes for older children. It winds
 * through whichever third of the ground is most open, and goes around what stands there.
 */
function cobblePath(art: Box, horizon: number, linePx: number, random: () => number, occupied: Box[]): { markup: string; stones: Box[] } {
  const sizes = Array.from({ length: 40 }, () => 0.4 + random() * 0.05);
  const layouts = [0.5, 0.22, 0.78].map((middle) => {
    const parts: string[] = [];
    const stones: Box[] = [];
    const rows = 9;
    let stone = 0;
    for (let row = 0; row < rows; row++) {
      const t = row / (rows - 1);
      const y = horizon + art.height * 0.08 + t * (art.height * 0.4);
      const width = 120 + t * 320;
      const centre = art.x + art.width * (middle + 0.12 * Math.sin(t * Math.PI * 1.5));
      const perRow = 2 + Math.floor(t * 3);
      for (let s = 0; s < perRow; s++) {
        const cx = centre - width / 2 + (width * (s + 0.5)) / perRow;
        const rx = (width / perRow) * sizes[stone++ % sizes.length]!;
        const ry = 14 + t * 22;
        const box: Box = { x: cx - rx, y: y - ry, width: 2 * rx, height: 2 * ry };
        if (occupied.some((other) => boxesOverlap(other, box, 10))) continue;
        parts.push(`<ellipse cx="${fmt(cx)}" cy="${fmt(y)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="#fff" stroke="#000" stroke-width="${fmt(linePx * 0.8)}"/>`);
        stones.push(box);
      }
    }
    return { markup: parts.join(''), stones };
  });
  return layouts.reduce((best, candidate) => (candidate.stones.length > best.stones.length ? candidate : best));
}

function floorTiles(art: Box, horizon: number, linePx: number): string {
  const parts: string[] = [];
  const rows = 5;
  for (let row = 1; row <= rows; row++) {
    const y = horizon + ((art.y + art.height - horizon) * row) / (rows + 1);
    parts.push(`<line x1="${fmt(art.x - 50)}" y1="${fmt(y)}" x2="${fmt(art.x + art.width + 50)}" y2="${fmt(y)}" stroke="#000" stroke-width="${fmt(linePx * 0.8)}"/>`);
  }
  for (let column = -6; column <= 6; column++) {
    const topX = art.x + art.width / 2 + column * 180;
    const bottomX = art.x + art.width / 2 + column * 420;
    parts.push(`<line x1="${fmt(topX)}" y1="${fmt(horizon)}" x2="${fmt(bottomX)}" y2="${fmt(art.y + art.height + 60)}" stroke="#000" stroke-width="${fmt(linePx * 0.8)}"/>`);
  }
  return parts.join('');
}

/** The page frame; for older children a patterned band of small closed shapes runs around it. */
function frameMarkup(frame: Box, style: AgeStyle, linePx: number): string {
  const stroke = Math.max(6, linePx * 1.2);
  const parts = [`<rect x="${fmt(frame.x)}" y="${fmt(frame.y)}" width="${fmt(frame.width)}" height="${fmt(frame.height)}" rx="36" fill="none" stroke="#000" stroke-width="${fmt(stroke)}"/>`];
  if (!style.hasPatterns) return parts.join('');
  const band = 70;
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
