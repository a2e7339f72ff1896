import type { AgeGroup } from '../../../shared/constants';
import type { AgeStyle } from '../composer/age-style';
import { CONTENT, fmt } from '../drawing';
import { createRandom } from '../random';
import { matchMotifs, tokenize } from '../word-matching';
import type { ActivityPlan } from './activity-plan';
import { KEPT_RIGID_ON_RING, ornament, outlinePath, rigidRingMap, ringMap, straightMap, type OrnamentName } from './ornaments';
import { activityStyle, drawSubject, subjectName, type ActivityEntry, type ComposedActivity, type Subject } from './page-parts';

/**
 * Sectors around the centre (the page's symmetry: outer rings repeat their shapes a multiple of it) and
 * rings by age: 3-5 a few large shapes, 9-12 fine and dense.
 */
const SECTORS: Record<AgeGroup, number> = { '3-5': 8, '6-8': 6, '9-12': 8 };
/** A ring of drawings is this much taller than a ring of ornaments: a figure needs room to be seen. */
const DRAWING_RING_WEIGHT = 1.8;
/** Below this height a character is drawn as its emoji motif: a full figure would be a blot of lines (thick ones for 3-5). */
const MIN_FIGURE_PX: Record<AgeGroup, number> = { '3-5': 500, '6-8': 300, '9-12': 230 };
const RINGS: Record<AgeGroup, number> = { '3-5': 2, '6-8': 5, '9-12': 7 };
const CENTRE_SHARE: Record<AgeGroup, number> = { '3-5': 0.24, '6-8': 0.17, '9-12': 0.13 };
/** Tiles across a square pattern page, and the width of a border page's band. */
const TILES_ACROSS: Record<AgeGroup, number> = { '3-5': 2, '6-8': 3, '9-12': 4 };
const BORDER_PX: Record<AgeGroup, number> = { '3-5': 300, '6-8': 260, '9-12': 220 };

/**
 * Motifs the words name that have a geometric ornament of their own (clean at any size, and a ring of
 * them reads as that thing). Any other motif the words name is drawn as itself around its ring.
 */
const ORNAMENT_MOTIFS: Record<string, OrnamentName> = {
  'red-heart': 'heart',
  star: 'star',
  'glowing-star': 'star',
  herb: 'leaf',
  'leafy-green': 'leaf',
  'maple-leaf': 'leaf',
  'fallen-leaf': 'leaf',
  'four-leaf-clover': 'leaf',
  seedling: 'leaf',
  tulip: 'flower',
  blossom: 'flower',
  'cherry-blossom': 'flower',
  rose: 'flower',
  hibiscus: 'flower',
  sunflower: 'flower',
  butterfly: 'butterfly',
};
/** Shapes between the named rings: plain geometry, so no heart or star appears that the words did not ask for. */
const FILLERS: OrnamentName[] = ['petal', 'dot', 'drop', 'diamond', 'zigzag'];

type Ring = { ornament: OrnamentName } | { subject: Subject };

export function mandalaRingCount(plan: Pick<ActivityPlan, 'ageGroup' | 'amountShift'>): number {
  return Math.min(10, Math.max(2, RINGS[plan.ageGroup] + plan.amountShift));
}

/**
 * The chosen characters a pattern page draws: those the words name (by name or kind), or all of them
 * when the words name nothing else. A pattern "with hearts and stars" shows hearts and stars, not a
 * ring of unicorn heads because a unicorn happened to be chosen.
 */
function charactersNamed(plan: ActivityPlan): ActivityPlan['characters'] {
  const words = new Set(tokenize(plan.description));
  const motifs = new Set(matchMotifs(plan.description).map((match) => match.motif));
  const named = plan.characters.filter((character) => tokenize(character.name).some((word) => words.has(word)) || motifs.has(character.motif));
  return named.length > 0 || plan.things.length > 0 ? named : plan.characters;
}

/** What the words and the chosen characters put on the page: one ring each, characters first. */
function namedRings(plan: ActivityPlan): Ring[] {
  return [
    ...charactersNamed(plan).map((character): Ring => ({ subject: { character } })),
    ...plan.things.map((motif): Ring => (ORNAMENT_MOTIFS[motif] ? { ornament: ORNAMENT_MOTIFS[motif] } : { subject: { motif } })),
  ].filter((ring, index, all) => !('ornament' in ring) || all.findIndex((other) => 'ornament' in other && other.ornament === ring.ornament) === index);
}

/**
 * Which ring draws what, inside out. Every named motif and chosen character gets a ring (drawings
 * outermost, where there is room for them); plain fillers go between them and a scalloped edge round
 * it off when rings are left; still more rings repeat the named ornaments.
 */
function chooseRings(plan: ActivityPlan, count: number): Ring[] {
  const random = createRandom(plan.seed);
  const named = namedRings(plan).slice(0, 6);
  named.sort((a, b) => Number('ornament' in a) - Number('ornament' in b));
  const total = Math.max(count, named.length);
  let spare = total - named.length;
  const fillers = [...FILLERS].sort(() => random() - 0.5);
  let nextFiller = 0;
  const filler = (): Ring => ({ ornament: fillers[nextFiller++ % fillers.length]! });
  // Built outside in.
  const rings: Ring[] = [];
  if (spare > 0 && named.length < total - 1) {
    rings.push({ ornament: 'dome' });
    spare--;
  }
  named.forEach((ring, index) => {
    rings.push(ring);
    if (spare > 0 && index < named.length - 1) {
      rings.push(filler());
      spare--;
    }
  });
  const ornaments = named.filter((ring) => 'ornament' in ring);
  for (let index = 0; spare > 0; index++, spare--) {
    const isNamed = index % 2 === 1 && ornaments.length > 0;
    rings.push(isNamed ? ornaments[Math.floor(index / 2) % ornaments.length]! : filler());
  }
  return rings.reverse();
}

/** A round mandala at (cx, cy): centre rosette, then rings of ornaments or drawings, every ring a multiple of `sectors`. */
function drawMandalaDisc(plan: ActivityPlan, style: AgeStyle, cx: number, cy: number, radius: number, sectors: number, rings: Ring[], isDense: boolean, centreShare = CENTRE_SHARE[plan.ageGroup]): string {
  const parts: string[] = [];
  const centreRadius = radius * centreShare;
  const weights = rings.map((ring) => ('subject' in ring ? DRAWING_RING_WEIGHT : 1));
  const unit = (radius - centreRadius) / weights.reduce((sum, weight) => sum + weight, 0);
  let r0 = centreRadius;
  const circles = [centreRadius * 0.34, centreRadius];
  // The centre: a rosette of petals around a small disc.
  const centreSlot = { w: (Math.PI * centreRadius * 0.34) / sectors, h: centreRadius * 0.66 };
  const centrePetal = ornament('petal', centreSlot, false);
  // A small centre is just a disc: petals there would be too small to colour.
  if (centreSlot.h >= 40) for (let index = 0; index < sectors; index++) parts.push(outlinePath(centrePetal, ringMap(cx, cy, centreRadius * 0.34, (index * 360) / sectors)));
  rings.forEach((ring, index) => {
    const bandHeight = unit * weights[index]!;
    r0 += index === 0 ? 0 : unit * weights[index - 1]!;
    const rMid = r0 + bandHeight / 2;
    circles.push(r0 + bandHeight);
    if ('ornament' in ring) {
      const multiple = Math.min(6, Math.max(1, Math.round((2 * Math.PI * rMid) / (sectors * bandHeight * 1.05))));
      const count = sectors * multiple;
      const slot = { w: (Math.PI * r0) / count, h: bandHeight };
      const shapes = ornament(ring.ornament, slot, isDense);
      const place = KEPT_RIGID_ON_RING.has(ring.ornament) ? rigidRingMap : ringMap;
      for (let copy = 0; copy < count; copy++) parts.push(outlinePath(shapes, place(cx, cy, r0, (copy * 360) / count)));
      return;
    }
    // A drawing repeated around the ring, feet towards the centre: drawn once, turned into place.
    const count = sectors * Math.max(1, Math.floor((2 * Math.PI * rMid) / (sectors * bandHeight * 1.1)));
    const slotWidth = (2 * Math.PI * rMid) / count;
    const width = Math.min(slotWidth * 0.78, bandHeight * 0.9);
    const box = { x: cx - width / 2, y: cy - r0 - bandHeight * 0.9, width, height: bandHeight * 0.8 };
    const subject: Subject = 'character' in ring.subject && box.height < MIN_FIGURE_PX[plan.ageGroup] ? { motif: ring.subject.character.motif } : ring.subject;
    const drawn = drawSubject(subject, box, { ...style, linePx: Math.max(3.5, style.linePx * 0.7) }, 'waving');
    if (!drawn) return;
    for (let copy = 0; copy < count; copy++) parts.push(`<g transform="rotate(${fmt((copy * 360) / count)} ${fmt(cx)} ${fmt(cy)})">${drawn.markup}</g>`);
  });
  const circlePaths = circles.map((r) => `M${fmt(cx - r)} ${fmt(cy)}a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(2 * r)} 0a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(-2 * r)} 0Z`).join('');
  const ornaments = parts.filter((part) => !part.startsWith('<g'));
  const drawings = parts.filter((part) => part.startsWith('<g'));
  return (
    `<path d="${circlePaths}" fill="none" stroke="#000" stroke-width="${fmt(style.linePx)}"/>` +
    drawings.join('') +
    // One path per ornament, not one for the whole disc: the renderer works through a small box for each, several times faster.
    `<g fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round" stroke-linecap="round">${ornaments.map((d) => `<path d="${d}"/>`).join('')}</g>`
  );
}

function composeRound(plan: ActivityPlan, style: AgeStyle): ComposedActivity {
  const cx = (CONTENT.left + CONTENT.right) / 2;
  const cy = (CONTENT.top + CONTENT.bottom) / 2;
  const radius = (CONTENT.right - CONTENT.left) / 2 - style.linePx * 3;
  const sectors = SECTORS[plan.ageGroup];
  const rings = chooseRings(plan, mandalaRingCount(plan));
  const parts = [drawMandalaDisc(plan, style, cx, cy, radius, sectors, rings, plan.ageGroup === '9-12' || plan.detailShift > 0)];
  // Small rosettes fill the corners, so the page has no bare paper above and below the disc.
  const cornerRadius = Math.min(200, (cy - radius - CONTENT.top) * 0.55);
  const inset = cornerRadius + style.linePx * 2;
  for (const [x, y] of [
    [CONTENT.left + inset, CONTENT.top + inset],
    [CONTENT.right - inset, CONTENT.top + inset],
    [CONTENT.left + inset, CONTENT.bottom - inset],
    [CONTENT.right - inset, CONTENT.bottom - inset],
  ] as const) {
    parts.push(drawMandalaDisc(plan, style, x, y, cornerRadius, 8, [{ ornament: 'dome' }], false));
  }
  return {
    body: parts.join(''),
    matched: ringNames(rings),
    facts: { mandala: { variant: 'round', cx, cy, radius, sectors, rings: rings.length } },
  };
}

function composeSquare(plan: ActivityPlan, style: AgeStyle): ComposedActivity {
  const across = Math.min(6, Math.max(1, TILES_ACROSS[plan.ageGroup] + plan.amountShift));
  const width = CONTENT.right - CONTENT.left;
  const height = CONTENT.bottom - CONTENT.top;
  const tile = Math.floor(width / across);
  const down = Math.floor(height / tile);
  const left = CONTENT.left + (width - tile * across) / 2;
  const top = CONTENT.top + (height - tile * down) / 2;
  const ringCount = plan.ageGroup === '3-5' ? 1 : 2;
  const rings = chooseRings(ornamentsOnly(plan), ringCount);
  const parts: string[] = [];
  // Where four tiles meet, a small flower joins them into one pattern; the tile lines stop at its rim.
  const rosette = tile * 0.13;
  const isJunction = (col: number, row: number): boolean => col > 0 && col < across && row > 0 && row < down;
  const grid: string[] = [];
  for (let col = 0; col <= across; col++) {
    for (let row = 0; row < down; row++) {
      const y0 = top + row * tile + (isJunction(col, row) ? rosette : 0);
      const y1 = top + (row + 1) * tile - (isJunction(col, row + 1) ? rosette : 0);
      grid.push(`M${fmt(left + col * tile)} ${fmt(y0)}V${fmt(y1)}`);
    }
  }
  for (let row = 0; row <= down; row++) {
    for (let col = 0; col < across; col++) {
      const x0 = left + col * tile + (isJunction(col, row) ? rosette : 0);
      const x1 = left + (col + 1) * tile - (isJunction(col + 1, row) ? rosette : 0);
      grid.push(`M${fmt(x0)} ${fmt(top + row * tile)}H${fmt(x1)}`);
    }
  }
  parts.push(`<path d="${grid.join('')}" fill="none" stroke="#000" stroke-width="${fmt(style.linePx * 1.3)}" stroke-linecap="butt"/>`);
  // Two tile designs in a checkerboard: rings of the named shapes, and a large four-fold flower of them.
  const named = [...new Set(plan.things.map((motif) => ORNAMENT_MOTIFS[motif]).filter((name): name is OrnamentName => name !== undefined))];
  for (let row = 0; row < down; row++) {
    for (let col = 0; col < across; col++) {
      const x = left + (col + 0.5) * tile;
      const y = top + (row + 0.5) * tile;
      if ((row + col) % 2 === 1) parts.push(drawQuatrefoil(style, x, y, tile * 0.4, named[0] ?? 'petal', named[1] ?? 'petal', plan.ageGroup === '9-12'));
      else parts.push(drawMandalaDisc(plan, style, x, y, tile * 0.4, 8, rings, plan.ageGroup === '9-12', 0.3));
    }
  }
  for (let row = 1; row < down; row++) {
    for (let col = 1; col < across; col++) {
      parts.push(drawMandalaDisc(plan, style, left + col * tile, top + row * tile, rosette, 8, [{ ornament: 'petal' }], false, 0.3));
    }
  }
  return { body: parts.join(''), matched: ringNames(rings), facts: { mandala: { variant: 'square', tile, across, down, left: Math.round(left), top: Math.round(top) } } };
}

/**
 * A tile's second design: four large shapes around a small centre disc, points inward (a heart's lobes
 * face out), four of the second shape on the diagonals between them, and a scalloped rim.
 */
function drawQuatrefoil(style: AgeStyle, cx: number, cy: number, radius: number, first: OrnamentName, second: OrnamentName, isDense: boolean): string {
  const centre = radius * 0.13;
  const paths: string[] = [];
  const big = ornament(first, { w: radius * 0.34, h: radius * 0.8 }, isDense);
  const small = ornament(second, { w: radius * 0.17, h: radius * 0.5 }, isDense);
  const scallop = ornament('dome', { w: (Math.PI * radius * 0.84) / 20, h: radius * 0.16 }, false);
  for (let index = 0; index < 4; index++) {
    paths.push(outlinePath(big, rigidRingMap(cx, cy, radius * 0.08, index * 90)));
    paths.push(outlinePath(small, rigidRingMap(cx, cy, radius * 0.36, index * 90 + 45)));
  }
  for (let index = 0; index < 20; index++) paths.push(outlinePath(scallop, ringMap(cx, cy, radius * 0.84, index * 18)));
  const circle = (r: number): string => `M${fmt(cx - r)} ${fmt(cy)}a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(2 * r)} 0a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(-2 * r)} 0Z`;
  return (
    `<path d="${circle(radius * 0.84)}" fill="none" stroke="#000" stroke-width="${fmt(style.linePx)}"/>` +
    `<g fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round" stroke-linecap="round">${paths.map((d) => `<path d="${d}"/>`).join('')}<path d="${circle(centre)}"/></g>`
  );
}

function composeBorder(plan: ActivityPlan, style: AgeStyle): ComposedActivity {
  const band = BORDER_PX[plan.ageGroup];
  const outer = { x: CONTENT.left, y: CONTENT.top, width: CONTENT.right - CONTENT.left, height: CONTENT.bottom - CONTENT.top };
  const inner = { x: outer.x + band, y: outer.y + band, width: outer.width - 2 * band, height: outer.height - 2 * band };
  const rings = chooseRings(ornamentsOnly(plan), 2);
  const named = plan.things.map((motif) => ORNAMENT_MOTIFS[motif]).find((name) => name !== undefined);
  const sideOrnament = named ?? rings.find((ring): ring is { ornament: OrnamentName } => 'ornament' in ring && ring.ornament !== 'dome')?.ornament ?? 'petal';
  const isDense = plan.ageGroup === '9-12' || plan.detailShift > 0;
  const parts: string[] = [];
  const lines = [
    `M${fmt(outer.x)} ${fmt(outer.y)}h${fmt(outer.width)}v${fmt(outer.height)}h${fmt(-outer.width)}Z`,
    `M${fmt(inner.x)} ${fmt(inner.y)}h${fmt(inner.width)}v${fmt(inner.height)}h${fmt(-inner.width)}Z`,
  ];
  // Corner squares, each with a rosette; the sides between them carry a row of ornaments facing out.
  for (const [x, y] of [
    [outer.x, outer.y],
    [inner.x + inner.width, outer.y],
    [outer.x, inner.y + inner.height],
    [inner.x + inner.width, inner.y + inner.height],
  ] as const) {
    lines.push(`M${fmt(x)} ${fmt(y)}h${band}v${band}h${-band}Z`);
    parts.push(drawMandalaDisc(plan, style, x + band / 2, y + band / 2, band * 0.4, 8, [{ ornament: 'petal' }], false));
  }
  const slotLength = band * 0.95;
  const sides: Array<{ from: [number, number]; direction: [number, number]; outward: [number, number]; length: number }> = [
    { from: [inner.x, inner.y], direction: [1, 0], outward: [0, -1], length: inner.width },
    { from: [inner.x, inner.y + inner.height], direction: [1, 0], outward: [0, 1], length: inner.width },
    { from: [inner.x, inner.y], direction: [0, 1], outward: [-1, 0], length: inner.height },
    { from: [inner.x + inner.width, inner.y], direction: [0, 1], outward: [1, 0], length: inner.height },
  ];
  const ornamentPaths: string[] = [];
  const row = (rowSides: typeof sides, name: OrnamentName, height: number, slot: number): void => {
    for (const side of rowSides) {
      const count = Math.max(1, Math.round(side.length / slot));
      const step = side.length / count;
      const shapes = ornament(name, { w: step / 2, h: height }, isDense);
      for (let index = 0; index < count; index++) {
        const base: [number, number] = [side.from[0] + side.direction[0] * step * (index + 0.5), side.from[1] + side.direction[1] * step * (index + 0.5)];
        ornamentPaths.push(outlinePath(shapes, straightMap(base, side.outward)));
      }
    }
  };
  row(sides, sideOrnament, band, slotLength);
  // Older children get a second, finer band inside the first, of another shape, with small squares at its corners.
  let panel = inner;
  if (isDense) {
    const band2 = Math.round(band * 0.42);
    panel = { x: inner.x + band2, y: inner.y + band2, width: inner.width - 2 * band2, height: inner.height - 2 * band2 };
    lines.push(`M${fmt(panel.x)} ${fmt(panel.y)}h${fmt(panel.width)}v${fmt(panel.height)}h${fmt(-panel.width)}Z`);
    for (const [x, y] of [
      [inner.x, inner.y],
      [panel.x + panel.width, inner.y],
      [inner.x, panel.y + panel.height],
      [panel.x + panel.width, panel.y + panel.height],
    ] as const) {
      lines.push(`M${fmt(x)} ${fmt(y)}h${band2}v${band2}h${-band2}Z`);
      const r = band2 * 0.3;
      lines.push(`M${fmt(x + band2 / 2 - r)} ${fmt(y + band2 / 2)}a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(2 * r)} 0a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(-2 * r)} 0Z`);
    }
    const finer = FILLERS.find((name) => name !== sideOrnament && name !== 'petal' && name !== 'zigzag') ?? 'diamond';
    row(
      [
        { from: [panel.x, panel.y], direction: [1, 0], outward: [0, -1], length: panel.width },
        { from: [panel.x, panel.y + panel.height], direction: [1, 0], outward: [0, 1], length: panel.width },
        { from: [panel.x, panel.y], direction: [0, 1], outward: [-1, 0], length: panel.height },
        { from: [panel.x + panel.width, panel.y], direction: [0, 1], outward: [1, 0], length: panel.height },
      ],
      finer,
      band2,
      band2 * 0.9,
    );
  }
  parts.push(`<path d="${lines.join('')}" fill="none" stroke="#000" stroke-width="${fmt(style.linePx * 1.2)}" stroke-linejoin="round"/>`);
  parts.push(`<g fill="#fff" stroke="#000" stroke-width="${fmt(style.linePx)}" stroke-linejoin="round" stroke-linecap="round">${ornamentPaths.map((d) => `<path d="${d}"/>`).join('')}</g>`);
  // The panel frames a character or a thing the words name that is not the border's own ornament; else it is left open to write or draw in.
  const character = charactersNamed(plan)[0];
  const thing = plan.things.find((motif) => ORNAMENT_MOTIFS[motif] === undefined);
  const subject: Subject | null = character ? { character } : thing ? { motif: thing } : null;
  const pad = band * 0.35;
  const drawn = subject && drawSubject(subject, { x: panel.x + pad, y: panel.y + pad, width: panel.width - 2 * pad, height: panel.height - 2 * pad }, style, 'waving');
  if (drawn) parts.push(drawn.markup);
  return {
    body: parts.join(''),
    matched: [sideOrnament, ...(subject ? [subjectName(subject)] : [])],
    facts: { mandala: { variant: 'border', band, panel } },
  };
}

/** Tiles and borders are too small for drawings: only the named things with an ornament of their own. */
function ornamentsOnly(plan: ActivityPlan): ActivityPlan {
  return { ...plan, characters: [], things: plan.things.filter((motif) => ORNAMENT_MOTIFS[motif] !== undefined) };
}

function ringNames(rings: Ring[]): string[] {
  return [...new Set(rings.map((ring) => ('ornament' in ring ? ring.ornament : subjectName(ring.subject))))];
}

function composeMandala(plan: ActivityPlan): ComposedActivity {
  const style = activityStyle(plan);
  if (plan.variant === 'square') return composeSquare(plan, style);
  if (plan.variant === 'border') return composeBorder(plan, style);
  return composeRound(plan, style);
}

export const MANDALA: ActivityEntry = {
  compose: composeMandala,
  more: /\bmore (rings?|circles?|layers?|tiles?|petals?)\b|\bbigger pattern\b/,
  fewer: /\b(fewer|less) (rings?|circles?|layers?|tiles?|petals?)\b/,
};
