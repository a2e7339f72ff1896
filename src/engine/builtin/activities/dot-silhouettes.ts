import type { Box } from '../drawing';
import type { Point } from '../figure/geometry';

/**
 * A dot-to-dot picture drawn for joining: the outline that says what it is (the elephant's trunk,
 * ear and tail, the cat's ears and curled tail), and the few inner lines (an eye, the ear's edge, a
 * window) printed as ordinary lines. A new picture is one entry: no code.
 *
 * `outline`: points of the closed outline in the entry's own units (y down), clockwise on the page;
 * `*` marks a corner, a point every age gets a dot on (tips, feet, the notch between ears).
 * Between points the outline runs smoothly, straight into and out of corners.
 * `details`: path data in the same units, stroked; rings for eyes, never filled dots (they read as dots).
 */
export interface DotSilhouette {
  outline: string;
  details: string;
  /** Lines for what a character wears, by accessory name (Mia's glasses), drawn when the character has it. */
  worn?: Record<string, string>;
}

const ring = (x: number, y: number, r: number): string => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

export const DOT_SILHOUETTES: Record<string, DotSilhouette> = {
  elephant: {
    outline: '30,6 52,6 80,10 106,18 120,34 *124,38 *140,60 *123,48 123,64 *121,98 *103,98 *101,82 82,84 *66,82 *64,98 *46,98 44,80 *38,64 32,70 28,82 *26,96 *10,96 *5,88 14,82 15,70 13,52 14,34 20,16',
    details: `M38,14 C62,8 74,30 66,54 C60,66 44,64 42,52 M40,54 Q38,64 30,67 Q34,62 35,53 ${ring(26, 32, 2.6)} M51,98 L51,92 M57,98 L57,92 M108,98 L108,92 M114,98 L114,92`,
  },
  cat: {
    outline: '*16,2 *30,15 42,13 *54,15 *68,2 70,22 70,36 *62,52 72,66 77,86 88,86 92,76 91,64 *95,52 *101,60 102,78 96,93 82,99 *20,99 12,84 14,66 *24,52 16,38 14,22',
    details: `${ring(32, 32, 3)}${ring(52, 32, 3)} M40,40 L44,40 L42,43Z M42,43 Q38,48 34,45 M42,43 Q46,48 50,45 M28,42 L14,40 M28,45 L15,48 M56,42 L70,40 M56,45 L69,48 M34,99 L34,74 M50,99 L50,74`,
  },
  dog: {
    outline: '30,8 46,6 *58,12 *74,34 *70,44 *60,36 60,48 *56,56 78,56 104,58 *116,44 *118,52 112,66 110,78 *110,98 *98,98 *96,82 70,82 *66,98 *54,98 52,80 44,64 *30,60 16,62 6,54 8,42 *18,34 20,18',
    details: `${ring(34, 28, 3)} M8,44 a4,3 0 1 0 8,0 a4,3 0 1 0 -8,0 M12,50 Q20,56 28,52 M46,12 Q40,30 50,40`,
  },
  fish: {
    outline: '*6,52 22,34 46,24 *58,8 *72,16 76,28 92,40 *112,24 *110,52 *112,80 92,64 78,74 *66,90 *58,78 40,78 20,70',
    details: `${ring(24, 46, 3.5)} M38,30 Q46,52 38,72 M12,58 Q16,62 20,60 M52,42 Q56,46 52,50 M62,42 Q66,46 62,50 M72,42 Q76,46 72,50`,
  },
  butterfly: {
    outline: '50,22 58,20 78,6 96,8 100,24 88,44 *66,50 86,60 90,80 78,94 62,90 *54,74 50,80 *46,74 38,90 22,94 10,80 14,60 *34,50 12,44 0,24 4,8 22,6 42,20',
    details: `M47,24 Q50,20 53,24 L53,72 Q50,76 47,72Z M48,22 Q44,10 38,4 M52,22 Q56,10 62,4 ${ring(37, 3, 2)}${ring(63, 3, 2)}${ring(76, 26, 8)}${ring(24, 26, 8)}${ring(72, 74, 6)}${ring(28, 74, 6)}`,
  },
  't-rex': {
    outline: '46,6 *76,6 *82,14 *82,26 *68,28 *70,32 *62,34 58,44 *68,50 *70,58 *62,54 58,56 58,70 50,84 *54,98 *40,98 *36,88 *30,98 *16,98 *16,86 6,78 *-26,74 0,58 16,44 34,36 38,16',
    details: `${ring(62, 15, 2.5)} M76,22 L70,22 M34,62 Q40,72 34,82 M14,50 L18,56 M22,44 L26,50 M30,38 L34,44`,
  },
  rabbit: {
    outline: '*30,4 38,12 40,30 *44,32 *50,10 56,4 60,14 *54,36 60,46 58,60 *50,64 66,72 72,88 *70,98 *34,98 28,92 18,92 12,84 18,76 26,76 26,68 *32,62 24,52 28,38 *32,34 *26,14',
    details: `${ring(50, 46, 2.6)} M58,51 L56,54 M56,54 Q52,58 48,56 M34,14 Q36,22 36,30 M54,14 Q54,22 52,30 M40,98 Q46,84 54,98 M56,98 Q62,86 68,96`,
  },
  unicorn: {
    outline: '*28,-12 *38,8 *46,0 50,10 58,12 63,21 66,26 68,34 72,40 76,48 *82,54 100,52 *120,54 134,56 *142,82 130,74 *124,68 124,76 *124,100 *114,100 *112,82 92,82 *76,82 *74,100 *64,100 *62,78 56,66 48,52 40,44 30,46 18,46 *10,40 13,30 22,20 *30,12',
    details: `M30,4 L36,0 M32,-4 L36,-6 ${ring(31, 26, 2.6)} M15,38 a2,1.5 0 1 0 4,0 a2,1.5 0 1 0 -4,0 M50,14 Q58,26 58,40 M56,18 Q66,30 68,46 M130,62 Q136,70 138,78`,
  },
  star: {
    outline: '*50,0 *62,35 *100,36 *70,58 *81,95 *50,73 *19,95 *30,58 *0,36 *38,35',
    details: `${ring(42, 46, 2.5)}${ring(58, 46, 2.5)} M44,56 Q50,62 56,56`,
  },
  'red-heart': {
    outline: '*50,22 58,10 74,4 90,10 98,26 94,44 76,66 *50,90 24,66 6,44 2,26 10,10 26,4 42,10',
    details: 'M20,22 Q24,14 32,14',
  },
  house: {
    outline: '*50,0 *68,16 *68,4 *80,4 *80,27 *100,44 *90,44 *90,100 *10,100 *10,44 *0,44',
    details: 'M42,100 L42,70 Q50,62 58,70 L58,100 M20,56 H36 V70 H20Z M28,56 V70 M64,56 H80 V70 H64Z M72,56 V70 M44,30 H56 V40 H44Z',
  },
  automobile: {
    outline: '*8,46 *16,40 *34,38 *44,22 *90,22 *106,38 *126,42 *132,50 *132,64 *118,64 116,56 108,52 100,56 *98,64 *42,64 40,56 32,52 24,56 *22,64 *6,64',
    details: `${ring(32, 64, 9)}${ring(108, 64, 9)} M48,38 L56,27 L68,27 L68,38Z M74,38 L74,27 L88,27 L98,38Z M70,46 H76 M10,48 H16`,
  },
  rocket: {
    outline: '*40,0 52,12 58,32 *58,70 *72,86 *72,100 *58,92 *54,96 *26,96 *22,92 *8,100 *8,86 *22,70 *22,32 28,12',
    details: `${ring(40, 40, 8)}${ring(40, 40, 5)} M24,24 Q40,18 56,24 M40,96 L40,74`,
  },
  penguin: {
    outline: '40,0 56,6 62,22 *76,28 *64,32 66,50 *84,70 *72,72 68,84 *72,98 *52,96 *48,100 *30,100 *26,96 *8,98 12,84 10,72 *-2,70 14,50 18,24 24,8',
    details: `${ring(32, 16, 2.6)}${ring(50, 16, 2.6)} M38,24 L46,24 L42,30Z M22,40 Q40,30 58,40 Q62,70 52,92 M22,40 Q18,70 28,92`,
  },
  dragon: {
    outline: '*2,30 12,22 20,16 *26,0 *36,14 44,22 50,34 *58,42 *76,0 *110,12 *96,28 *86,30 *84,46 100,52 116,56 *130,52 *128,40 *148,46 *134,62 *118,74 *116,100 *102,100 *100,86 80,86 *66,86 *64,100 *50,100 *48,74 42,60 34,48 24,42 *8,40',
    details: `${ring(24, 28, 2.6)} M10,36 L22,36 M62,38 L104,14 M66,40 L94,28 M52,56 Q60,70 58,84 M56,62 L62,61 M58,70 L64,70`,
  },
  owl: {
    outline: '*14,2 *26,14 40,12 *54,14 *66,2 70,20 72,40 74,60 70,80 *60,92 *64,98 *50,98 *44,92 *36,92 *30,98 *16,98 *20,92 10,80 6,60 8,40 10,20',
    details: `${ring(28, 32, 9)}${ring(52, 32, 9)}${ring(28, 32, 3)}${ring(52, 32, 3)} M36,42 L44,42 L40,50Z M12,48 Q22,62 20,82 M68,48 Q58,62 60,82 M32,62 q4,4 8,0 q4,4 8,0 M28,72 q4,4 8,0 q4,4 8,0 q4,4 8,0`,
  },
  robot: {
    outline: '*24,10 *66,10 *66,40 *88,40 *88,54 *74,54 *74,100 *54,100 *54,80 *36,80 *36,100 *16,100 *16,54 *2,54 *2,40 *24,40',
    details: `M45,10 V4 ${ring(45, 2, 2)}${ring(36, 22, 4)}${ring(54, 22, 4)} M36,31 H54 M34,50 H56 V66 H34Z ${ring(40, 58, 2.5)}${ring(50, 58, 2.5)}`,
  },
  bear: {
    outline: '18,20 12,12 16,4 24,2 *30,8 45,6 *60,8 66,2 74,4 78,12 *72,20 74,32 68,44 *60,50 76,56 86,64 *82,74 74,76 76,90 70,98 *50,98 *45,93 *40,98 20,98 14,90 16,76 *8,74 4,64 14,56 *30,50 22,44 16,32',
    details: `${ring(37, 24, 2.5)}${ring(53, 24, 2.5)}${ring(45, 35, 7)} M42,32 L48,32 L45,35Z ${ring(22, 10, 3.5)}${ring(68, 10, 3.5)}${ring(45, 74, 12)}`,
  },
  mouse: {
    outline: '*4,70 10,60 20,52 *26,50 24,38 30,28 40,28 46,36 *46,44 56,42 74,46 88,56 94,70 *96,80 108,78 *122,64 *126,68 *110,88 *94,92 *88,98 *80,92 *56,92 *50,98 *42,92 24,88 10,80',
    details: `${ring(16, 64, 2.2)}${ring(36, 38, 5)} M8,70 L0,66 M8,73 L0,77 M60,92 Q66,78 76,92`,
  },
  turtle: {
    outline: '*10,70 14,52 26,36 44,28 62,30 78,42 *86,56 94,50 *106,52 111,61 *102,70 *86,70 *84,78 *90,90 *74,90 *72,78 *34,78 *30,90 *14,90 *20,78 *8,74',
    details: `${ring(101, 59, 2.2)} M12,70 H84 M24,70 Q48,40 76,70 M40,36 L36,70 M60,36 L62,70`,
  },
  bird: {
    outline: '*4,40 *22,36 34,28 50,26 58,14 70,10 80,16 *84,22 *98,26 *84,32 84,44 78,58 64,68 *60,70 *62,82 *56,82 *53,72 *46,72 *48,82 *42,82 *39,70 26,64 16,56',
    details: `${ring(74, 20, 2.5)} M30,42 Q50,32 66,48 Q50,60 30,52Z`,
  },
  girl: {
    outline: '24,36 25,29 22,23 27,18 28,11 34,9 38,4 45,6 52,4 56,9 62,11 63,18 68,23 65,29 66,36 60,44 *54,48 *58,52 72,58 *84,66 *82,72 *62,64 *72,86 *58,86 *58,100 *49,100 *49,86 *41,86 *41,100 *32,100 *32,86 *18,86 *28,64 *8,72 *6,66 18,58 *32,52 *36,48 30,44',
    details: `${ring(38, 30, 2.2)}${ring(52, 30, 2.2)} M40,38 Q45,42 50,38 M30,20 Q45,12 60,20 M30,60 Q45,66 60,60`,
    worn: { glasses: `${ring(38, 30, 5)}${ring(52, 30, 5)} M43,30 L47,30` },
  },
  boy: {
    outline: '26,30 26,18 32,8 44,4 56,6 62,14 64,24 62,34 *56,44 *54,48 *58,52 72,58 *84,66 *82,72 *64,64 *64,80 *62,100 *50,100 *46,82 *42,100 *30,100 *28,80 *26,64 *8,72 *6,66 18,58 *32,52 *36,48 *36,44',
    details: `${ring(38, 28, 2.2)}${ring(52, 28, 2.2)} M40,36 Q45,40 50,36 M28,16 Q44,20 62,14 M28,70 H64`,
    worn: { glasses: `${ring(38, 28, 5)}${ring(52, 28, 5)} M43,28 L47,28` },
  },
};

/** Motifs that share a picture: a puppy is a dog, a kitten a cat. */
const SAME_AS: Record<string, string> = {
  'teddy-bear': 'bear',
  panda: 'bear',
  koala: 'bear',
  duck: 'bird',
  'old-woman': 'girl',
  'person-fairy': 'girl',
  'old-man': 'boy',
  child: 'girl',
  woman: 'girl',
  princess: 'girl',
  man: 'boy',
  person: 'boy',
  horse: 'unicorn',
  'sauropod': 't-rex',
  'dinosaur': 't-rex',
  heart: 'red-heart',
  'racing-car': 'automobile',
  'glowing-star': 'star',
  cottage: 'house',
};

export function dotSilhouetteFor(motif: string): { name: string; silhouette: DotSilhouette } | null {
  const name = motif in DOT_SILHOUETTES ? motif : SAME_AS[motif];
  const silhouette = name === undefined ? undefined : DOT_SILHOUETTES[name];
  return name !== undefined && silhouette ? { name, silhouette } : null;
}

interface OutlinePoint extends Point {
  isCorner: boolean;
}

export function parseOutline(outline: string): OutlinePoint[] {
  return outline.trim().split(/\s+/).map((token) => {
    const isCorner = token.startsWith('*');
    const [x, y] = token.replace('*', '').split(',').map(Number);
    return { x: x!, y: y!, isCorner };
  });
}

/** The entry's own bounds, units. */
export function outlineBounds(points: Point[]): { minX: number; minY: number; maxX: number; maxY: number } {
  return {
    minX: Math.min(...points.map((point) => point.x)),
    minY: Math.min(...points.map((point) => point.y)),
    maxX: Math.max(...points.map((point) => point.x)),
    maxY: Math.max(...points.map((point) => point.y)),
  };
}

export interface FittedSilhouette {
  /** The outline densely sampled on the page, clockwise; `corners` are indices into it. */
  curve: Point[];
  corners: number[];
  /** Inner lines, page coordinates (a transform on the entry's path data). */
  detailsTransform: string;
  details: string;
  scale: number;
  box: Box;
}

/** Samples per unit of outline: dense enough that dots can sit anywhere along it. */
const SAMPLES_PER_UNIT = 2;

/**
 * The entry fitted into the box (as large as it goes, centred, a little below the middle) and sampled:
 * cubic pieces through the points, with Catmull-Rom tangents at smooth points and none at corners.
 */
export function fitSilhouette(entry: DotSilhouette, box: Box, wearing: string[] = []): FittedSilhouette {
  const points = parseOutline(entry.outline);
  const count = points.length;
  const tangent = (index: number): Point => {
    const point = points[index]!;
    if (point.isCorner) return { x: 0, y: 0 };
    const previous = points[(index - 1 + count) % count]!;
    const next = points[(index + 1) % count]!;
    return { x: (next.x - previous.x) / 2, y: (next.y - previous.y) / 2 };
  };
  // Sampled in the entry's units first: the curve bulges a little past its points, and it is the curve that must fit.
  const units: Point[] = [];
  const corners: number[] = [];
  points.forEach((start, index) => {
    const end = points[(index + 1) % count]!;
    const t0 = tangent(index);
    const t1 = tangent((index + 1) % count);
    const c1 = { x: start.x + t0.x / 3, y: start.y + t0.y / 3 };
    const c2 = { x: end.x - t1.x / 3, y: end.y - t1.y / 3 };
    if (start.isCorner) corners.push(units.length);
    const steps = Math.max(4, Math.ceil(Math.hypot(end.x - start.x, end.y - start.y) * SAMPLES_PER_UNIT));
    for (let step = 0; step < steps; step++) {
      const t = step / steps;
      const u = 1 - t;
      units.push({
        x: u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
        y: u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y,
      });
    }
  });
  const bounds = outlineBounds(units);
  const scale = Math.min(box.width / (bounds.maxX - bounds.minX), box.height / (bounds.maxY - bounds.minY));
  const width = (bounds.maxX - bounds.minX) * scale;
  const height = (bounds.maxY - bounds.minY) * scale;
  const offsetX = box.x + (box.width - width) / 2 - bounds.minX * scale;
  const offsetY = box.y + (box.height - height) * 0.6 - bounds.minY * scale;
  return {
    curve: units.map((point) => ({ x: offsetX + point.x * scale, y: offsetY + point.y * scale })),
    corners,
    details: [entry.details, ...wearing.map((name) => entry.worn?.[name] ?? '')].join(' '),
    detailsTransform: `translate(${offsetX.toFixed(1)} ${offsetY.toFixed(1)}) scale(${scale.toFixed(4)})`,
    scale,
    box: { x: offsetX + bounds.minX * scale, y: offsetY + bounds.minY * scale, width, height },
  };
}

/**
 * Every corner gets a dot when they take at most the first share of the dots (a robot is all corners);
 * otherwise at most the second share do: a head is round, and needs dots of its own.
 */
const ALL_CORNERS_SHARE = 0.85;
const CORNER_SHARE = 0.7;

/**
 * Which curve points become dots: every corner (the tips and notches that say what it is), then one
 * at a time where the joined picture strays furthest from the outline (so bends get dots and straight
 * runs few), a little in favour of long stretches, never two dots closer than `minGap` along the way.
 */
export function chooseCurveDots(curve: Point[], corners: number[], count: number, minGap: number): number[] {
  const along = [0];
  for (let index = 1; index <= curve.length; index++) {
    const a = curve[index - 1]!;
    const b = curve[index % curve.length]!;
    along.push(along[index - 1]! + Math.hypot(b.x - a.x, b.y - a.y));
  }
  const perimeter = along[curve.length]!;
  const gapLength = (from: number, to: number): number => (to > from ? along[to]! - along[from]! : perimeter - along[from]! + along[to]!);
  const chosen = corners.length > 0 ? [...corners] : [0, Math.floor(curve.length / 3), Math.floor((2 * curve.length) / 3)];
  // Too many corners for the age: keep the ones the shape would miss most, and leave some dots for the curves.
  const cornerBudget = chosen.length <= count * ALL_CORNERS_SHARE ? chosen.length : Math.max(3, Math.round(count * CORNER_SHARE));
  if (chosen.length > cornerBudget) {
    // What dropping a corner costs: how far the joined line would pass from it.
    const loss = (position: number): number => {
      const point = curve[chosen[position]!]!;
      const a = curve[chosen[(position - 1 + chosen.length) % chosen.length]!]!;
      const b = curve[chosen[(position + 1) % chosen.length]!]!;
      const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      const t = Math.max(0, Math.min(1, ((point.x - a.x) * (b.x - a.x) + (point.y - a.y) * (b.y - a.y)) / (length * length)));
      return Math.hypot(point.x - (a.x + t * (b.x - a.x)), point.y - (a.y + t * (b.y - a.y)));
    };
    while (chosen.length > cornerBudget) {
      let weakest = 0;
      for (let position = 1; position < chosen.length; position++) if (loss(position) < loss(weakest)) weakest = position;
      chosen.splice(weakest, 1);
    }
  }
  const isFull = new Set<number>();
  while (chosen.length < count) {
    let best = -1;
    let bestScore = 0;
    let bestAt = -1;
    for (let position = 0; position < chosen.length; position++) {
      const from = chosen[position]!;
      if (isFull.has(from)) continue;
      const to = chosen[(position + 1) % chosen.length]!;
      const length = gapLength(from, to);
      if (length < 2 * minGap) {
        isFull.add(from);
        continue;
      }
      const a = curve[from]!;
      const b = curve[to]!;
      const chord = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      let deviation = 0;
      let at = -1;
      for (let index = (from + 1) % curve.length; index !== to; index = (index + 1) % curve.length) {
        if (gapLength(from, index) < minGap || gapLength(index, to) < minGap) continue;
        const p = curve[index]!;
        const d = Math.abs((b.x - a.x) * (a.y - p.y) - (a.x - p.x) * (b.y - a.y)) / chord;
        if (d > deviation) {
          deviation = d;
          at = index;
        }
      }
      // Nearly straight: split at the middle instead of at a wobble.
      if (deviation < length * 0.04) {
        let middle = (from + 1) % curve.length;
        while (middle !== to && gapLength(from, middle) < length / 2) middle = (middle + 1) % curve.length;
        at = middle;
      }
      const score = deviation + length * 0.12;
      if (at >= 0 && score > bestScore) {
        bestScore = score;
        best = position;
        bestAt = at;
      }
    }
    if (best < 0) break;
    chosen.splice(best + 1, 0, bestAt);
  }
  // Dot 1 at the top left of the picture, where a child looks first; the rest follow clockwise.
  const first = chosen.reduce((top, index) => (curve[index]!.y + curve[index]!.x * 0.3 < curve[top]!.y + curve[top]!.x * 0.3 ? index : top), chosen[0]!);
  const sorted = [...chosen].sort((a, b) => a - b);
  const start = sorted.indexOf(first);
  return [...sorted.slice(start), ...sorted.slice(0, start)];
}
