import type { AgeGroup } from '../../../shared/constants';
import type { AgeStyle } from '../composer/age-style';
import { CONTENT, drawMotif, fmt, type Box } from '../drawing';
import { textOutline } from '../glyph-outlines';
import { pathBounds } from '../path-bounds';
import { createRandom } from '../random';
import type { ActivityPlan } from './activity-plan';
import { activityStyle, drawSubject, subjectName, type ActivityEntry, type ComposedActivity, type Subject } from './page-parts';

/** Height of the band the letters fill, by age: the youngest get the biggest letters. */
const TEXT_BAND_PX: Record<AgeGroup, number> = { '3-5': 1250, '6-8': 1150, '9-12': 1050 };
/** A one-line name smaller than this goes on two lines when it has a space to break at. */
const MIN_ONE_LINE_SIZE = 520;
const LINE_GAP = 0.08;
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

/** Where a long word breaks best near its middle: before a consonant that starts a syllable (Christa|bella). */
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
 * The lines of the name and the font size that fills the band without leaving it. A single word stays
 * on one line while its letters are at least `minWordSize`; longer ones go on two at a syllable-like
 * break with a hyphen ("Christa-" / "bella"), so nobody reads two names.
 */
export function layoutName(text: string, band: Box, minWordSize = MIN_ONE_LINE_SIZE): { lines: TextLine[]; fontSize: number } {
  const fit = (lines: TextLine[]): number => {
    const width = Math.max(...lines.map((line) => line.bounds.maxX - line.bounds.minX));
    const lineHeight = Math.max(...lines.map((line) => line.bounds.maxY - line.bounds.minY));
    const height = lineHeight * lines.length + lineHeight * LINE_GAP * (lines.length - 1);
    return MEASURE_SIZE * Math.min(band.width / width, band.height / height);
  };
  const oneLine = [measure(text)];
  const oneLineSize = fit(oneLine);
  const space = text.indexOf(' ', Math.floor(text.length / 2) - 1) >= 0 ? text.indexOf(' ', Math.floor(text.length / 2) - 1) : text.lastIndexOf(' ');
  if (space <= 0) {
    if (oneLineSize >= minWordSize || text.length < 4) return { lines: oneLine, fontSize: oneLineSize };
    const at = wordBreak(text);
    const split = [measure(`${text.slice(0, at)}-`), measure(text.slice(at))];
    const splitSize = fit(split);
    return splitSize > oneLineSize * 1.3 ? { lines: split, fontSize: splitSize } : { lines: oneLine, fontSize: oneLineSize };
  }
  if (oneLineSize >= MIN_ONE_LINE_SIZE) return { lines: oneLine, fontSize: oneLineSize };
  const twoLines = [measure(text.slice(0, space).trim()), measure(text.slice(space + 1).trim())];
  const twoLineSize = fit(twoLines);
  return twoLineSize > oneLineSize ? { lines: twoLines, fontSize: twoLineSize } : { lines: oneLine, fontSize: oneLineSize };
}

/**
 * How a name page differs by age: where the letters sit (share of the page from the top), how thick
 * their outline is, how big the decorations are, whether the letters carry a pattern, and the smallest
 * letters a single word keeps on one line. 3-5: big letters and a few big pictures strewn around;
 * 6-8 and 9-12: a frame of the named things in a row around the page (`framePx` each), in order.
 */
const NAME_STYLE: Record<AgeGroup, { letterLine: number; topShare: number; decorationPx: number; sizes: number[]; characterShare: number; hasPattern: boolean; framePx: number; minWordSize: number }> = {
  '3-5': { letterLine: 16, topShare: 0, decorationPx: 900, sizes: [1, 0.7, 0.5, 0.35], characterShare: 1, hasPattern: false, framePx: 0, minWordSize: 340 },
  '6-8': { letterLine: 12, topShare: 0, decorationPx: 560, sizes: [], characterShare: 0.85, hasPattern: false, framePx: 230, minWordSize: 250 },
  '9-12': { letterLine: 9, topShare: 0, decorationPx: 480, sizes: [], characterShare: 0.8, hasPattern: true, framePx: 170, minWordSize: 250 },
};
// Icons whose outlines stay clean at every size here (the blossom's stem and the butterfly's wing veins leave slivers of paper).
const DEFAULT_DECORATIONS = ['star', 'red-heart', 'tulip', 'rainbow', 'sun', 'snail'];
/** A frame repeats its pictures in turn: two simple shapes read as a pattern where six would be clutter. */
const DEFAULT_FRAME = ['star', 'red-heart'];
/** Paper between a frame's pictures and its line. */
const FRAME_PAD = 26;
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

/** Turn of a strewn picture, degrees either way: enough to look placed by hand, not so much it looks fallen over. */
const MAX_TURN = 18;
/** Paper between two strewn pictures, as a share of the smaller one's size. */
const STREW_GAP = 0.1;

interface StrewnPicture {
  motif: string;
  size: number;
  turn: number;
}

function boxGap(a: Box, b: Box): number {
  return Math.hypot(Math.max(0, a.x - (b.x + b.width), b.x - (a.x + a.width)), Math.max(0, a.y - (b.y + b.height), b.y - (a.y + a.height)));
}

/**
 * Pictures of the sizes given (biggest first) over the areas, at seeded spots: the biggest spread out
 * (the spot with most paper around it), the smaller tucked in beside what is there; neighbours differ
 * where the words name more than one thing, and each is turned a little. Room is judged on each
 * picture's own ink, turned, so a slim one leaves no square of bare paper beside it.
 */
function strew(areas: Box[], sizes: number[], motifs: string[], occupied: Box[], style: AgeStyle, seed: number): { markup: string; pictures: StrewnPicture[] } {
  const random = createRandom(seed);
  const parts: string[] = [];
  const pictures: StrewnPicture[] = [];
  let previous = '';
  let placed = 0;
  sizes.forEach((size, tier) => {
    const gap = Math.max(30, size * STREW_GAP);
    for (;;) {
      const choices = motifs.length > 1 ? motifs.filter((motif) => motif !== previous) : motifs;
      const motif = choices[(placed + Math.floor(random() * choices.length)) % choices.length]!;
      const turn = (random() * 2 - 1) * MAX_TURN;
      // The picture's ink drawn at the origin, and the box it needs once turned about its middle.
      const probe = drawMotif({ motif, cx: 0, bottom: 0, size, linePx: style.linePx, detail: style.detail });
      if (!probe) return;
      const angle = (turn * Math.PI) / 180;
      const width = probe.box.width * Math.abs(Math.cos(angle)) + probe.box.height * Math.abs(Math.sin(angle));
      const height = probe.box.width * Math.abs(Math.sin(angle)) + probe.box.height * Math.abs(Math.cos(angle));
      // Every spot on a fine grid over the free paper (and flush with its far edges), so no gap big enough is missed.
      const step = Math.max(36, Math.min(width, height) / 8);
      let best: Box | null = null;
      let bestScore = -Infinity;
      for (const area of areas) {
        const along = (start: number, room: number): number[] => (room < 0 ? [] : [...Array.from({ length: Math.floor(room / step) + 1 }, (_, index) => start + index * step), start + room]);
        for (const y of along(area.y, area.height - height)) {
          for (const x of along(area.x, area.width - width)) {
            const footprint = { x, y, width, height };
            let clearance = Infinity;
            for (const other of occupied) {
              clearance = Math.min(clearance, boxGap(footprint, other));
              if (clearance < gap) break;
            }
            if (clearance < gap) continue;
            // The biggest spread out over the paper; the smaller ones tuck in beside what is there.
            const score = (tier === 0 ? clearance : -clearance) + random() * step;
            if (score <= bestScore) continue;
            best = footprint;
            bestScore = score;
          }
        }
      }
      if (!best) return;
      const cx = best.x + width / 2;
      const cy = best.y + height / 2;
      const drawn = drawMotif({ motif, cx: cx - (probe.box.x + probe.box.width / 2), bottom: cy - (probe.box.y + probe.box.height / 2), size, linePx: style.linePx, detail: style.detail });
      occupied.push(best);
      if (!drawn) continue;
      parts.push(`<g transform="rotate(${fmt(turn)} ${fmt(cx)} ${fmt(cy)})">${drawn.markup}</g>`);
      pictures.push({ motif, size: Math.round(size), turn: Math.round(turn) });
      previous = motif;
      placed++;
    }
  });
  return { markup: parts.join(''), pictures };
}

/** A picture centred on (cx, cy), upright, at most `size` either way. */
function centredMotif(motif: string, cx: number, cy: number, size: number, style: AgeStyle): { markup: string; box: Box } | null {
  const probe = drawMotif({ motif, cx: 0, bottom: 0, size, linePx: style.linePx, detail: style.detail });
  if (!probe) return null;
  return drawMotif({ motif, cx: cx - (probe.box.x + probe.box.width / 2), bottom: cy - (probe.box.y + probe.box.height / 2), size, linePx: style.linePx, detail: style.detail });
}

/**
 * A frame around the page: the pictures in turn, evenly spaced along each side (an odd number, so a
 * side is the same from either end), the same picture in every corner, and a line inside them.
 */
function drawFrame(motifs: string[], size: number, style: AgeStyle, lineWidth: number): { markup: string; inner: Box; pictures: StrewnPicture[] } {
  const cell = size + 2 * FRAME_PAD;
  const outer = { x: CONTENT.left, y: CONTENT.top, width: CONTENT.right - CONTENT.left, height: CONTENT.bottom - CONTENT.top };
  const parts: string[] = [];
  const pictures: StrewnPicture[] = [];
  const place = (motif: string, cx: number, cy: number): void => {
    const drawn = centredMotif(motif, cx, cy, size, style);
    if (!drawn) return;
    parts.push(drawn.markup);
    pictures.push({ motif, size: Math.round(size), turn: 0 });
  };
  const oddCount = (length: number): number => {
    const count = Math.max(1, Math.floor(length / (cell * 1.15)));
    return count % 2 === 1 ? count : count - 1;
  };
  const across = oddCount(outer.width - 2 * cell);
  const down = oddCount(outer.height - 2 * cell);
  for (const [x, y] of [
    [outer.x + cell / 2, outer.y + cell / 2],
    [outer.x + outer.width - cell / 2, outer.y + cell / 2],
    [outer.x + cell / 2, outer.y + outer.height - cell / 2],
    [outer.x + outer.width - cell / 2, outer.y + outer.height - cell / 2],
  ] as const) {
    place(motifs[0]!, x, y);
  }
  for (let index = 0; index < across; index++) {
    const x = outer.x + cell + ((index + 0.5) * (outer.width - 2 * cell)) / across;
    const motif = motifs[(index + 1) % motifs.length]!;
    place(motif, x, outer.y + cell / 2);
    place(motif, x, outer.y + outer.height - cell / 2);
  }
  for (let index = 0; index < down; index++) {
    const y = outer.y + cell + ((index + 0.5) * (outer.height - 2 * cell)) / down;
    const motif = motifs[(index + 1) % motifs.length]!;
    place(motif, outer.x + cell / 2, y);
    place(motif, outer.x + outer.width - cell / 2, y);
  }
  const inner = { x: outer.x + cell, y: outer.y + cell, width: outer.width - 2 * cell, height: outer.height - 2 * cell };
  parts.push(`<rect x="${fmt(inner.x)}" y="${fmt(inner.y)}" width="${fmt(inner.width)}" height="${fmt(inner.height)}" rx="${fmt(size * 0.25)}" fill="none" stroke="#000" stroke-width="${fmt(lineWidth)}"/>`);
  return { markup: parts.join(''), inner, pictures };
}

function composeName(plan: ActivityPlan): ComposedActivity {
  const style = activityStyle(plan);
  const look = NAME_STYLE[plan.ageGroup];
  const letterLine = Math.max(6, Math.round(look.letterLine * Math.pow(1.3, plan.lineShift)));
  const isFramed = look.framePx > 0;
  const motifs = plan.things.length > 0 ? plan.things : isFramed ? DEFAULT_FRAME : DEFAULT_DECORATIONS;
  const parts: string[] = [];
  const pictures: StrewnPicture[] = [];
  let area: Box = { x: CONTENT.left, y: CONTENT.top, width: CONTENT.right - CONTENT.left, height: CONTENT.bottom - CONTENT.top };
  if (isFramed) {
    const frame = drawFrame(motifs, look.framePx, style, Math.max(6, letterLine * 0.8));
    parts.push(frame.markup);
    pictures.push(...frame.pictures);
    area = { x: frame.inner.x + 40, y: frame.inner.y + 40, width: frame.inner.width - 80, height: frame.inner.height - 80 };
  }
  // "Bigger letters" gives the name more of the page and the pictures less.
  const bandHeight = TEXT_BAND_PX[plan.ageGroup] * (1 + 0.15 * plan.amountShift);
  const band = { x: area.x + letterLine, y: area.y + letterLine, width: area.width - 2 * letterLine, height: Math.min(area.height * 0.6, bandHeight) - 2 * letterLine };
  const text = plan.text || 'Name';
  const { lines, fontSize } = layoutName(text, band, look.minWordSize);
  const scale = fontSize / MEASURE_SIZE;
  const lineHeight = Math.max(...lines.map((line) => line.bounds.maxY - line.bounds.minY)) * scale;
  const blockHeight = lineHeight * lines.length + lineHeight * LINE_GAP * (lines.length - 1);
  let top = band.y + Math.max(0, Math.min(look.topShare * (CONTENT.bottom - CONTENT.top), band.height - blockHeight)) + (look.topShare === 0 ? Math.min(60, (band.height - blockHeight) / 2) : 0);
  const blockTop = top;
  const blockBottom = top + blockHeight;
  const cx = area.x + area.width / 2;
  const paths: string[] = [];
  const textBoxes: Box[] = [];
  for (const line of lines) {
    const baseline = top - line.bounds.minY * scale;
    paths.push(textOutline(line.text, cx, baseline, fontSize));
    textBoxes.push({ x: cx + line.bounds.minX * scale, y: top, width: (line.bounds.maxX - line.bounds.minX) * scale, height: (line.bounds.maxY - line.bounds.minY) * scale });
    top += lineHeight * (1 + LINE_GAP);
  }
  const letters = paths.join(' ');
  parts.push(`<path d="${letters}" fill="#fff" stroke="#000" stroke-width="${letterLine}" stroke-linejoin="round"/>`);
  const isPatterned = look.hasPattern || plan.detailShift > 0;
  if (isPatterned) {
    parts.push(letterStripes(letters, textBoxes, Math.max(5, letterLine * 0.75)));
    // The outline again over the bands' ends, so each band meets it in one clean line.
    parts.push(`<path d="${letters}" fill="none" stroke="#000" stroke-width="${letterLine}" stroke-linejoin="round"/>`);
  }

  // Below the name: the chosen characters side by side, as tall as the age allows.
  const occupied: Box[] = textBoxes.map((box) => ({ x: box.x - letterLine, y: box.y - letterLine, width: box.width + 2 * letterLine, height: box.height + 2 * letterLine }));
  const areaBottom = area.y + area.height;
  const below = { x: area.x, y: blockBottom + letterLine + 70, width: area.width, height: areaBottom - (blockBottom + letterLine + 70) };
  const characters: Subject[] = plan.characters.slice(0, 3).map((character) => ({ character }));
  const matched: string[] = [];
  const drawnCharacters: Box[] = [];
  if (characters.length > 0) {
    const height = below.height * look.characterShare;
    const slotWidth = Math.min(below.width / characters.length, height * 0.75);
    const left = below.x + (below.width - slotWidth * characters.length) / 2;
    characters.forEach((subject, index) => {
      const box = { x: left + index * slotWidth + 20, y: areaBottom - height, width: slotWidth - 40, height };
      const drawn = drawSubject(subject, box, style, characters.length === 1 || index % 2 === 0 ? 'waving' : 'jumping', index === 0 && characters.length > 1 ? 1 : -1);
      if (drawn) {
        parts.push(drawn.markup);
        occupied.push(drawn.box);
        drawnCharacters.push(drawn.box);
        matched.push(subjectName(subject));
      }
    });
  }
  if (isFramed) {
    // Inside the frame, in order: the named things standing either side of the characters on their ground
    // line, or, with no character, a medallion of them.
    const ground = areaBottom - 20;
    const placeStanding = (motif: string, centreX: number, size: number): void => {
      const drawn = drawMotif({ motif, cx: centreX, bottom: ground, size, linePx: style.linePx, detail: style.detail });
      if (!drawn) return;
      parts.push(drawn.markup);
      pictures.push({ motif, size: Math.round(size), turn: 0 });
    };
    if (drawnCharacters.length > 0) {
      const left = Math.min(...drawnCharacters.map((box) => box.x));
      const right = Math.max(...drawnCharacters.map((box) => box.x + box.width));
      const room = Math.min(left - area.x, area.x + area.width - right) - 40;
      const size = Math.min(room, below.height * 0.45, look.decorationPx);
      if (size > 120) {
        placeStanding(motifs[0]!, left - 20 - room / 2, size);
        placeStanding(motifs[0]!, right + 20 + room / 2, size);
      }
    } else {
      // A wreath: the first thing named big in the middle, a ring of small ones around it in turn.
      const ringRadius = Math.min(below.height, area.width) * 0.42;
      const centreY = below.y + below.height / 2;
      const middle = centredMotif(motifs[0]!, cx, centreY, ringRadius * 0.95, style);
      if (middle) {
        parts.push(middle.markup);
        pictures.push({ motif: motifs[0]!, size: Math.round(ringRadius * 0.95), turn: 0 });
      }
      const small = look.framePx;
      const count = 2 * Math.floor((2 * Math.PI * ringRadius) / (small * 1.4) / 2);
      // A circle inside the ring makes it one medallion rather than loose stickers.
      const rim = ringRadius - small * 0.75;
      parts.push(`<circle cx="${fmt(cx)}" cy="${fmt(centreY)}" r="${fmt(rim)}" fill="none" stroke="#000" stroke-width="${fmt(Math.max(6, letterLine * 0.8))}"/>`);
      for (let index = 0; index < count; index++) {
        const angle = (index / count) * Math.PI * 2;
        const motif = motifs[(index + 1) % motifs.length]!;
        const drawn = centredMotif(motif, cx + Math.sin(angle) * ringRadius, centreY - Math.cos(angle) * ringRadius, small, style);
        if (!drawn) continue;
        parts.push(drawn.markup);
        pictures.push({ motif, size: Math.round(small), turn: 0 });
      }
    }
  } else {
    // Everywhere else, the things the words name (or friendly ones), big ones first and smaller ones in
    // the gaps, each a little turned: strewn like stickers, not printed as wallpaper.
    const above = { x: CONTENT.left, y: CONTENT.top, width: CONTENT.right - CONTENT.left, height: blockTop - letterLine - 40 - CONTENT.top };
    const strewn = strew([above, below], look.sizes.map((share) => share * look.decorationPx), motifs, occupied, style, plan.seed);
    parts.push(strewn.markup);
    pictures.push(...strewn.pictures);
  }
  matched.push(...motifs.filter((motif) => pictures.some((picture) => picture.motif === motif)));
  return {
    body: parts.join(''),
    matched: [...new Set(matched)],
    facts: {
      name: {
        text,
        lines: lines.map((line) => line.text),
        fontSize: Math.round(fontSize),
        isPatterned,
        isFramed,
        decorations: pictures.length,
        boxes: textBoxes.map((box) => ({ x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) })),
      },
      pictures,
    },
  };
}

export const NAME_PAGE: ActivityEntry = {
  compose: composeName,
  more: /\b(bigger|larger) (letters|name|text)\b/,
  fewer: /\b(smaller) (letters|name|text)\b/,
};
