import type { AgeGroup } from '../../../shared/constants';
import { CONTENT, fmt, type Box } from '../drawing';
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

const VOWEL = /[aeiouyàáâäèéêëìíîïòóôöùúûü]/i;

/** Where a long word breaks best near its middle: before a consonant that starts a syllable (Christa-bella). */
function wordBreak(word: string): number {
  const middle = word.length / 2;
  const candidates: Array<{ at: number; cost: number }> = [];
  for (let at = Math.ceil(word.length * 0.3); at <= Math.floor(word.length * 0.7); at++) {
    const isSyllable = VOWEL.test(word[at - 1]!) && !VOWEL.test(word[at]!) && VOWEL.test(word[at + 1] ?? '');
    const isDouble = !VOWEL.test(word[at - 1]!) && !VOWEL.test(word[at]!);
    candidates.push({ at, cost: Math.abs(at - middle) + (isSyllable ? 0 : isDouble ? 1.5 : 3) });
  }
  return candidates.sort((a, b) => a.cost - b.cost)[0]?.at ?? Math.ceil(middle);
}

/**
 * The lines of the name and the font size that fills the band without leaving it. With
 * `mayBreakWord` (the youngest, for whom letter size matters most) a long single word is hyphenated
 * onto two lines when that makes its letters much bigger.
 */
export function layoutName(text: string, band: Box, mayBreakWord = false): { lines: TextLine[]; fontSize: number } {
  const fit = (lines: TextLine[]): number => {
    const width = Math.max(...lines.map((line) => line.bounds.maxX - line.bounds.minX));
    const lineHeight = Math.max(...lines.map((line) => line.bounds.maxY - line.bounds.minY));
    const height = lineHeight * lines.length + lineHeight * LINE_GAP * (lines.length - 1);
    return MEASURE_SIZE * Math.min(band.width / width, band.height / height);
  };
  const oneLine = [measure(text)];
  const oneLineSize = fit(oneLine);
  const space = text.indexOf(' ', Math.floor(text.length / 2) - 1) >= 0 ? text.indexOf(' ', Math.floor(text.length / 2) - 1) : text.lastIndexOf(' ');
  if (space <= 0 && mayBreakWord && text.length >= 8 && oneLineSize < MIN_ONE_LINE_SIZE) {
    const at = wordBreak(text);
    const hyphenated = [measure(`${text.slice(0, at)}-`), measure(text.slice(at))];
    const hyphenatedSize = fit(hyphenated);
    if (hyphenatedSize > oneLineSize * 1.3) return { lines: hyphenated, fontSize: hyphenatedSize };
  }
  if (oneLineSize >= MIN_ONE_LINE_SIZE || (space <= 0 && oneLineSize >= MIN_UNBROKEN_SIZE)) return { lines: oneLine, fontSize: oneLineSize };
  // Without a space, only very wide words (WWWWWWWWWWWW) are split, in the middle.
  const breakAt = space > 0 ? space : Math.ceil(text.length / 2);
  const twoLines = [measure(text.slice(0, breakAt).trim()), measure(text.slice(space > 0 ? breakAt + 1 : breakAt).trim())];
  const twoLineSize = fit(twoLines);
  return twoLineSize > oneLineSize ? { lines: twoLines, fontSize: twoLineSize } : { lines: oneLine, fontSize: oneLineSize };
}

/**
 * How a name page differs by age: where the letters sit (share of the page from the top), how thick
 * their outline is, how big the decorations around them are, and whether the letters carry a pattern.
 * 3-5: big letters and a few big pictures; 9-12: dotted letters among many small ones.
 */
const NAME_STYLE: Record<AgeGroup, { letterLine: number; topShare: number; decorationPx: number; characterShare: number; hasPattern: boolean }> = {
  '3-5': { letterLine: 16, topShare: 0, decorationPx: 900, characterShare: 1, hasPattern: false },
  '6-8': { letterLine: 12, topShare: 0.14, decorationPx: 560, characterShare: 0.85, hasPattern: false },
  '9-12': { letterLine: 9, topShare: 0.16, decorationPx: 380, characterShare: 0.7, hasPattern: true },
};
// Icons whose outlines stay clean at every size here (the blossom's stem and the butterfly's wing veins leave slivers of paper).
const DEFAULT_DECORATIONS = ['star', 'red-heart', 'tulip', 'rainbow', 'sun', 'snail'];
/**
 * Two wavy bands across the name, clipped to the letters: every letter is split into three parts to
 * colour. The bands cross the letters' strokes steeply, so no sliver of paper forms along an outline.
 */
function letterStripes(letters: string, blocks: Box[], linePx: number): string {
  const waves: string[] = [];
  for (const block of blocks) waves.push(...wavesAcross(block));
  return `<clipPath id="name-letters"><path d="${letters}"/></clipPath><path d="${waves.join('')}" clip-path="url(#name-letters)" fill="none" stroke="#000" stroke-width="${fmt(linePx)}"/>`;
}

function wavesAcross(block: Box): string[] {
  const waves: string[] = [];
  const wavelength = block.height * 0.5;
  const amplitude = block.height * 0.04;
  for (const share of [0.42, 0.7]) {
    const y = block.y + block.height * share;
    const points: string[] = [];
    for (let x = block.x - wavelength; x <= block.x + block.width + wavelength; x += wavelength / 8) {
      points.push(`${fmt(x)} ${fmt(y + Math.sin(((x - block.x) / wavelength) * Math.PI * 2) * amplitude)}`);
    }
    waves.push(`M${points.join('L')}`);
  }
  return waves;
}

/** Spots for decorations of `size` filling a free area in rows, centred, each with a little room around it. */
function gridSpots(area: Box, size: number): Array<{ cx: number; bottom: number; size: number }> {
  const cols = Math.floor(area.width / (size * 1.12));
  const rows = Math.floor(area.height / (size * 1.12));
  // The paper left over is shared out between the pictures, so no band of it stays bare.
  const cellWidth = area.width / Math.max(1, cols);
  const cellHeight = area.height / Math.max(1, rows);
  const spots: Array<{ cx: number; bottom: number; size: number }> = [];
  for (let row = 0; row < rows; row++) {
    // Every other row is shifted half a cell (one picture fewer), so the pictures are strewn, not stacked in columns.
    const isShifted = row % 2 === 1 && cols > 1;
    for (let col = 0; col < cols - (isShifted ? 1 : 0); col++) spots.push({ cx: area.x + (col + (isShifted ? 1 : 0.5)) * cellWidth, bottom: area.y + (row + 1) * cellHeight - (cellHeight - size) / 2, size });
  }
  return spots;
}

function composeName(plan: ActivityPlan): ComposedActivity {
  const style = activityStyle(plan);
  const look = NAME_STYLE[plan.ageGroup];
  const letterLine = Math.max(6, Math.round(look.letterLine * Math.pow(1.3, plan.lineShift)));
  // "Bigger letters" gives the name more of the page and the pictures less.
  const bandHeight = TEXT_BAND_PX[plan.ageGroup] * (1 + 0.15 * plan.amountShift);
  const band = { x: CONTENT.left + letterLine, y: CONTENT.top + letterLine, width: CONTENT.right - CONTENT.left - 2 * letterLine, height: bandHeight - 2 * letterLine };
  const text = plan.text || 'Name';
  const { lines, fontSize } = layoutName(text, band, plan.ageGroup === '3-5');
  const scale = fontSize / MEASURE_SIZE;
  const lineHeight = Math.max(...lines.map((line) => line.bounds.maxY - line.bounds.minY)) * scale;
  const blockHeight = lineHeight * lines.length + lineHeight * LINE_GAP * (lines.length - 1);
  // Older children get a row of small pictures above the name; the youngest get the name right at the top.
  let top = band.y + Math.max(0, Math.min(look.topShare * (CONTENT.bottom - CONTENT.top), band.height - blockHeight)) + (look.topShare === 0 ? Math.min(60, (band.height - blockHeight) / 2) : 0);
  const blockTop = top;
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
  const letters = paths.join(' ');
  const parts = [`<path d="${letters}" fill="#fff" stroke="#000" stroke-width="${letterLine}" stroke-linejoin="round"/>`];
  const isPatterned = look.hasPattern || plan.detailShift > 0;
  if (isPatterned) {
    parts.push(letterStripes(letters, textBoxes, Math.max(5, letterLine * 0.75)));
    // The outline again over the bands' ends, so each band meets it in one clean line.
    parts.push(`<path d="${letters}" fill="none" stroke="#000" stroke-width="${letterLine}" stroke-linejoin="round"/>`);
  }

  // Below the name: the chosen characters side by side, as tall as the age allows.
  const occupied: Box[] = textBoxes.map((box) => ({ x: box.x - letterLine, y: box.y - letterLine, width: box.width + 2 * letterLine, height: box.height + 2 * letterLine }));
  const below = { x: CONTENT.left, y: blockBottom + letterLine + 70, width: CONTENT.right - CONTENT.left, height: CONTENT.bottom - (blockBottom + letterLine + 70) };
  const characters: Subject[] = plan.characters.slice(0, 3).map((character) => ({ character }));
  const matched: string[] = [];
  if (characters.length > 0) {
    const height = below.height * look.characterShare;
    const slotWidth = Math.min(below.width / characters.length, height * 0.75);
    const left = below.x + (below.width - slotWidth * characters.length) / 2;
    characters.forEach((subject, index) => {
      const box = { x: left + index * slotWidth + 20, y: CONTENT.bottom - height, width: slotWidth - 40, height };
      const drawn = drawSubject(subject, box, style, characters.length === 1 || index % 2 === 0 ? 'waving' : 'jumping', index === 0 && characters.length > 1 ? 1 : -1);
      if (drawn) {
        parts.push(drawn.markup);
        occupied.push(drawn.box);
        matched.push(subjectName(subject));
      }
    });
  }
  // Everywhere else, the things the words name (or friendly ones), as many as fit at the age's size.
  const motifs = plan.things.length > 0 ? plan.things : DEFAULT_DECORATIONS;
  // As many rows as the age's size comes nearest to, then grown or shrunk a little to fill them.
  const rowsBelow = Math.max(1, Math.round(below.height / (look.decorationPx * 1.12)));
  const size = Math.min(look.decorationPx * 1.25, below.height / (rowsBelow * 1.12));
  const above = { x: CONTENT.left, y: CONTENT.top, width: CONTENT.right - CONTENT.left, height: blockTop - letterLine - 40 - CONTENT.top };
  const spots = [...(above.height >= size * 0.6 ? gridSpots(above, Math.min(size, above.height / 1.12)) : []), ...gridSpots(below, size)];
  // Beside the characters the grid's cells are cut by them; smaller pictures fill the gaps at their sides.
  const sideSpots = characters.length > 0 ? gridSpots(below, size * 0.6) : [];
  const before = occupied.length;
  parts.push(decorate([...spots, ...sideSpots], motifs, occupied, style));
  matched.push(...motifs.slice(0, Math.max(0, occupied.length - before)));
  return {
    body: parts.join(''),
    matched: [...new Set(matched)],
    facts: {
      name: {
        text,
        lines: lines.map((line) => line.text),
        fontSize: Math.round(fontSize),
        isPatterned,
        decorations: occupied.length - before,
        boxes: textBoxes.map((box) => ({ x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) })),
      },
    },
  };
}

export const NAME_PAGE: ActivityEntry = {
  compose: composeName,
  more: /\b(bigger|larger) (letters|name|text)\b/,
  fewer: /\b(smaller) (letters|name|text)\b/,
};
