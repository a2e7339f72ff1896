import type { AgeGroup } from '../../../shared/constants';
import { boxesOverlap, CONTENT, drawMotif, type Box } from '../drawing';
import { textOutline } from '../glyph-outlines';
import { pathBounds } from '../path-bounds';
import type { ActivityPlan } from './activity-plan';
import { activityStyle, decorate, drawSubject, subjectName, type ActivityEntry, type ComposedActivity, type Subject } from './page-parts';

/** Height of the band the letters fill, by age: the youngest get the biggest letters. */
const TEXT_BAND_PX: Record<AgeGroup, number> = { '3-5': 1250, '6-8': 1150, '9-12': 1050 };
/** A one-line name smaller than this goes on two lines when it has a space to break at. */
const MIN_ONE_LINE_SIZE = 520;
const LINE_GAP = 0.08;
/** A word without spaces stays whole down to this size. */
const MIN_UNBROKEN_SIZE = 300;
const DEFAULT_FRIENDS = ['star', 'rainbow', 'red-heart'];
const MEASURE_SIZE = 1000;

interface TextLine {
  text: string;
  /** Ink bounds at MEASURE_SIZE with the line centred on x = 0 and its baseline at y = 0. */
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
}

function measure(text: string): TextLine {
  const bounds = pathBounds(textOutline(text, 0, 0, MEASURE_SIZE)) ?? { minX: -1, minY: -1, maxX: 1, maxY: 0 };
  return { text, bounds };
}

/** The lines of the name and the font size that fills the band without leaving it. */
export function layoutName(text: string, band: Box): { lines: TextLine[]; fontSize: number } {
  const fit = (lines: TextLine[]): number => {
    const width = Math.max(...lines.map((line) => line.bounds.maxX - line.bounds.minX));
    const lineHeight = Math.max(...lines.map((line) => line.bounds.maxY - line.bounds.minY));
    const height = lineHeight * lines.length + lineHeight * LINE_GAP * (lines.length - 1);
    return MEASURE_SIZE * Math.min(band.width / width, band.height / height);
  };
  const oneLine = [measure(text)];
  const oneLineSize = fit(oneLine);
  const space = text.indexOf(' ', Math.floor(text.length / 2) - 1) >= 0 ? text.indexOf(' ', Math.floor(text.length / 2) - 1) : text.lastIndexOf(' ');
  if (oneLineSize >= MIN_ONE_LINE_SIZE || (space <= 0 && oneLineSize >= MIN_UNBROKEN_SIZE)) return { lines: oneLine, fontSize: oneLineSize };
  // Without a space, only very wide words (WWWWWWWWWWWW) are split, in the middle.
  const breakAt = space > 0 ? space : Math.ceil(text.length / 2);
  const twoLines = [measure(text.slice(0, breakAt).trim()), measure(text.slice(space > 0 ? breakAt + 1 : breakAt).trim())];
  const twoLineSize = fit(twoLines);
  return twoLineSize > oneLineSize ? { lines: twoLines, fontSize: twoLineSize } : { lines: oneLine, fontSize: oneLineSize };
}

function composeName(plan: ActivityPlan): ComposedActivity {
  const style = activityStyle(plan);
  const letterLine = Math.max(6, Math.round(style.linePx * 1.3));
  // "Bigger letters" gives the name more of the page and the pictures less.
  const bandHeight = TEXT_BAND_PX[plan.ageGroup] * (1 + 0.15 * plan.amountShift);
  const band = { x: CONTENT.left + letterLine, y: CONTENT.top + letterLine, width: CONTENT.right - CONTENT.left - 2 * letterLine, height: bandHeight - 2 * letterLine };
  const text = plan.text || 'Name';
  const { lines, fontSize } = layoutName(text, band);
  const scale = fontSize / MEASURE_SIZE;
  const lineHeight = Math.max(...lines.map((line) => line.bounds.maxY - line.bounds.minY)) * scale;
  const blockHeight = lineHeight * lines.length + lineHeight * LINE_GAP * (lines.length - 1);
  // A long name is a short band of letters: it sits at the top and the pictures below get the room it leaves.
  let top = band.y + Math.min(60, (band.height - blockHeight) / 2);
  const blockBottom = top + blockHeight;
  const cx = (CONTENT.left + CONTENT.right) / 2;
  const paths: string[] = [];
  const textBoxes: Box[] = [];
  for (const line of lines) {
    const baseline = top - line.bounds.minY * scale;
    paths.push(textOutline(line.text, cx, baseline, fontSize));
    textBoxes.push({ x: cx + line.bounds.minX * scale, y: top, width: (line.bounds.maxX - line.bounds.minX) * scale, height: (line.bounds.maxY - line.bounds.minY) * scale });
    top += lineHeight * (1 + LINE_GAP);
  }
  const parts = [`<path d="${paths.join(' ')}" fill="#fff" stroke="#000" stroke-width="${letterLine}" stroke-linejoin="round"/>`];

  // Below the name: the chosen characters (or the things named), side by side, as large as fits.
  const subjects: Subject[] = [
    ...plan.characters.map((character) => ({ character })),
    ...(plan.characters.length === 0 ? plan.things.map((motif) => ({ motif })) : []),
  ].slice(0, 3);
  if (subjects.length === 0) subjects.push(...DEFAULT_FRIENDS.slice(0, plan.ageGroup === '3-5' ? 1 : 2).map((motif) => ({ motif })));
  const areaTop = blockBottom + letterLine + 80;
  const area = { x: CONTENT.left, y: areaTop, width: CONTENT.right - CONTENT.left, height: CONTENT.bottom - areaTop };
  const slotWidth = area.width / subjects.length;
  const occupied: Box[] = [...textBoxes];
  subjects.forEach((subject, index) => {
    const box = { x: area.x + index * slotWidth + 30, y: area.y, width: slotWidth - 60, height: area.height };
    const drawn = drawSubject(subject, box, style, subjects.length === 1 ? 'waving' : index % 2 === 0 ? 'waving' : 'jumping', index === 0 && subjects.length > 1 ? 1 : -1);
    if (drawn) {
      parts.push(drawn.markup);
      occupied.push(drawn.box);
    }
  });
  // Beside a lone character, a few things the words name (or stars and hearts) fill the paper left and right.
  if (subjects.length === 1) {
    const side = Math.min(420, area.width * 0.2);
    const lower = [CONTENT.left + side * 0.6, CONTENT.right - side * 0.6].flatMap((cx) => [
      { cx, bottom: CONTENT.bottom, size: side },
      { cx, bottom: CONTENT.bottom - area.height * 0.45, size: side * 0.8 },
    ]);
    parts.push(decorate(lower, plan.things.length > 0 ? plan.things : ['tulip', 'star', 'sunflower', 'red-heart'], occupied, style));
  }
  // Small stars and hearts beside a short name, where the letters leave paper bare.
  const decorations = plan.things.length > 0 ? plan.things : ['star', 'red-heart'];
  const size = Math.min(260, bandHeight * 0.3);
  let decorationIndex = 0;
  for (const box of textBoxes) {
    for (const x of [(CONTENT.left + box.x) / 2, (box.x + box.width + CONTENT.right) / 2]) {
      const spot = { x: x - size / 2, y: box.y + box.height / 2 - size / 2, width: size, height: size };
      if (spot.x < CONTENT.left || spot.x + size > CONTENT.right || occupied.some((other) => boxesOverlap(spot, other, 30))) continue;
      const drawn = drawMotif({ motif: decorations[decorationIndex++ % decorations.length]!, cx: x, bottom: spot.y + size, size, linePx: style.linePx, detail: style.detail });
      if (drawn) {
        parts.push(drawn.markup);
        occupied.push(drawn.box);
      }
    }
  }
  return {
    body: parts.join(''),
    matched: subjects.map(subjectName),
    facts: { name: { text, lines: lines.map((line) => line.text), fontSize: Math.round(fontSize), boxes: textBoxes.map((box) => ({ x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) })) } },
  };
}

export const NAME_PAGE: ActivityEntry = {
  compose: composeName,
  more: /\b(bigger|larger) (letters|name|text)\b/,
  fewer: /\b(smaller) (letters|name|text)\b/,
};
