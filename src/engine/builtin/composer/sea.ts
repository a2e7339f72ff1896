import { boxesOverlap, fmt, type Box } from '../drawing';
import type { BackdropContext, Layers } from './backdrops';
import type { AgeStyle } from './age-style';
import { starfishOutline } from '../props/sea-star';

/** A drawn thing of the sea and the box it claims. */
export interface SeaThing {
  markup: string;
  box: Box;
}

const filled = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;
const line = (linePx: number): string => `fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;

/**
 * A fish seen from the side, `length` from nose to tail: an oval body with a forked tail and a fin on its back, a big
 * eye, a gill line and a band across the body to colour apart (two for older children). The icons' fish were a round
 * badge with box fins, which a small child does not read as a fish.
 */
export function seaFish(cx: number, cy: number, length: number, linePx: number, facing: 1 | -1, detail: AgeStyle['detail']): SeaThing {
  const X = (dx: number): number => cx + facing * dx;
  const half = length / 2;
  const bodyLength = length * 0.74;
  const rx = bodyLength / 2;
  const ry = length * 0.25;
  const bodyX = half - rx;
  const tailRoot = bodyX - rx * 0.8;
  const tail = `M${fmt(X(tailRoot))} ${fmt(cy)}L${fmt(X(-half))} ${fmt(cy - length * 0.2)}Q${fmt(X(-half + length * 0.09))} ${fmt(cy)} ${fmt(X(-half))} ${fmt(cy + length * 0.2)}Z`;
  const fin = `M${fmt(X(bodyX - rx * 0.45))} ${fmt(cy - ry * 0.8)}Q${fmt(X(bodyX - rx * 0.3))} ${fmt(cy - ry * 1.55)} ${fmt(X(bodyX + rx * 0.25))} ${fmt(cy - ry * 1.35)}Q${fmt(X(bodyX + rx * 0.1))} ${fmt(cy - ry * 1.1)} ${fmt(X(bodyX + rx * 0.3))} ${fmt(cy - ry * 0.85)}Z`;
  const body = `<ellipse cx="${fmt(X(bodyX))}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}" ${filled(linePx)}/>`;
  // Bands as arcs from the body's top edge to its bottom edge, bowed towards the tail.
  const band = (share: number): string => {
    const dx = rx * share;
    const edge = ry * Math.sqrt(1 - share * share);
    return `M${fmt(X(bodyX + dx))} ${fmt(cy - edge)}Q${fmt(X(bodyX + dx - rx * 0.22))} ${fmt(cy)} ${fmt(X(bodyX + dx))} ${fmt(cy + edge)}`;
  };
  // For the youngest one broad band, as wide as the stripes either side of it: two lines close together were a thin
  // stripe too narrow to colour (round 13).
  const bands = detail === 'low' ? [-0.36, 0.04] : [-0.55, -0.35, -0.05, 0.15];
  const eyeX = X(bodyX + rx * 0.6);
  const eyeY = cy - ry * 0.25;
  const eye = length * 0.075;
  const inner =
    `<path d="${bands.map(band).join('')}${band(0.42)}" ${line(linePx * 0.85)}/>` +
    `<circle cx="${fmt(eyeX)}" cy="${fmt(eyeY)}" r="${fmt(eye)}" ${filled(linePx * 0.85)}/>` +
    `<circle cx="${fmt(eyeX + facing * eye * 0.25)}" cy="${fmt(eyeY)}" r="${fmt(Math.max(linePx * 0.9, eye * 0.45))}" fill="#000"/>` +
    `<path d="M${fmt(X(bodyX + rx * 0.78))} ${fmt(cy + ry * 0.4)}Q${fmt(X(bodyX + rx * 0.86))} ${fmt(cy + ry * 0.5)} ${fmt(X(bodyX + rx * 0.94))} ${fmt(cy + ry * 0.28)}" ${line(linePx * 0.8)}/>`;
  const markup = `<path d="${tail}" ${filled(linePx)}/><path d="${fin}" ${filled(linePx)}/>${body}${inner}`;
  return { markup, box: { x: cx - half, y: cy - ry * 1.55, width: length, height: ry * 2.6 } };
}

/** Bubbles rising: three plain rings, largest at the bottom, for a child to colour in or leave white. */
export function bubbles(cx: number, bottom: number, size: number, linePx: number): SeaThing {
  const rings: Array<[number, number, number]> = [
    [0, -size * 0.2, size * 0.2],
    [size * 0.22, -size * 0.55, size * 0.14],
    [-size * 0.05, -size * 0.85, size * 0.11],
  ];
  const markup = rings.map(([dx, dy, r]) => `<circle cx="${fmt(cx + dx)}" cy="${fmt(bottom + dy)}" r="${fmt(r)}" ${filled(linePx)}/>`).join('');
  return { markup, box: { x: cx - size * 0.2, y: bottom - size * 0.95, width: size * 0.56, height: size * 0.95 } };
}

/** A starfish lying on the sand: five tapering arms with round tips, a ring in the middle for 9-12. */
export function starfish(cx: number, cy: number, radius: number, linePx: number, turn: number, detail: AgeStyle['detail']): SeaThing {
  const middle = detail !== 'high' ? '' : `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(radius * 0.44 * 0.45)}" ${filled(linePx * 0.8)}/>`;
  return { markup: `<path d="${starfishOutline(cx, cy, radius, turn)}" ${filled(linePx)}/>${middle}`, box: { x: cx - radius * 1.05, y: cy - radius * 1.05, width: radius * 2.1, height: radius * 2.1 } };
}

/** A smooth rock on the sea floor, a smaller one leaning on it. */
export function seaRock(cx: number, bottom: number, width: number, linePx: number): SeaThing {
  const height = width * 0.55;
  const mound = (x: number, w: number, h: number): string =>
    `M${fmt(x - w / 2)} ${fmt(bottom)}C${fmt(x - w / 2)} ${fmt(bottom - h * 0.9)} ${fmt(x - w * 0.2)} ${fmt(bottom - h)} ${fmt(x + w * 0.05)} ${fmt(bottom - h)}C${fmt(x + w * 0.4)} ${fmt(bottom - h)} ${fmt(x + w / 2)} ${fmt(bottom - h * 0.6)} ${fmt(x + w / 2)} ${fmt(bottom)}Z`;
  const markup = `<path d="${mound(cx, width, height)}" ${filled(linePx)}/><path d="${mound(cx + width * 0.45, width * 0.45, height * 0.5)}" ${filled(linePx)}/>`;
  return { markup, box: { x: cx - width / 2, y: bottom - height, width: width * 1.18, height } };
}

/**
 * Branching coral: a short trunk forking twice into round-tipped branches that fan out, drawn as one outlined tube (a
 * thick black stroke under a thinner white one, so where branches meet there is no line across the join).
 */
export function coral(cx: number, bottom: number, height: number, linePx: number, detail: AgeStyle['detail']): SeaThing {
  const thick = height * (detail === 'low' ? 0.12 : 0.09);
  const h = height - thick / 2 - linePx;
  const parts: string[] = [];
  let reach = 0;
  // Each branch grows from `from` at `angle` (0 up, radians), `length` long as a share of the height, and forks `depth` more times.
  const grow = (from: [number, number], angle: number, length: number, depth: number): void => {
    const to: [number, number] = [from[0] + Math.sin(angle) * length * h, from[1] - Math.cos(angle) * length * h];
    const bend: [number, number] = [(from[0] + to[0]) / 2 - Math.sin(angle) * 0.04 * h, (from[1] + to[1]) / 2 - 0.04 * h];
    parts.push(`M${fmt(cx + from[0])} ${fmt(bottom - from[1] * -1)}Q${fmt(cx + bend[0])} ${fmt(bottom + bend[1])} ${fmt(cx + to[0])} ${fmt(bottom + to[1])}`);
    reach = Math.max(reach, Math.abs(to[0]));
    if (depth === 0) return;
    const spread = 0.48;
    grow(to, angle - spread, length * 1.15, depth - 1);
    grow(to, angle + spread, length * 1.15, depth - 1);
  };
  const trunk = 0.3;
  grow([0, 0], 0, trunk, 2);
  const branches = parts.join('');
  const markup =
    `<path d="${branches}" fill="none" stroke="#000" stroke-width="${fmt(thick + 2 * linePx)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${branches}" fill="none" stroke="#fff" stroke-width="${fmt(thick)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const edge = thick / 2 + linePx;
  return { markup, box: { x: cx - reach - edge, y: bottom - height - edge, width: (reach + edge) * 2, height: height + edge * 2 } };
}

/** A seaweed frond rising from the sand: a closed ribbon that sways from side to side and narrows to a round tip. */
export function seaweedFrond(x: number, base: number, height: number, width: number, linePx: number, phase: number): SeaThing {
  const steps = 36;
  const left: string[] = [];
  const right: string[] = [];
  for (let step = 0; step <= steps; step++) {
    const t = step / steps;
    const centre = x + Math.sin(phase + t * Math.PI * 2.4) * width * 0.55 * Math.min(1, t * 3);
    const halfWidth = (width / 2) * (1 - 0.55 * t);
    const y = base - height * t;
    left.push(`${fmt(centre - halfWidth)} ${fmt(y)}`);
    right.push(`${fmt(centre + halfWidth)} ${fmt(y)}`);
  }
  const path = `M${left.join('L')}A${fmt(width * 0.15)} ${fmt(width * 0.15)} 0 0 1 ${right.reverse().join('L')}Z`;
  return { markup: `<path d="${path}" ${filled(linePx)}/>`, box: { x: x - width * 1.05, y: base - height - width * 0.2, width: width * 2.1, height: height + width * 0.2 } };
}

/** Where a thing would clash: off the art, or over the figures or what is already there. */
export function isBlocked(box: Box, art: Box, taken: Box[], gap: number): boolean {
  return box.x < art.x || box.x + box.width > art.x + art.width || box.y < art.y || taken.some((other) => boxesOverlap(other, box, gap));
}

/** Where the sand starts on an underwater page, as a share of the art's height. */
export const SAND_TOP = 0.87;

/**
 * The sea floor: sand rolling gently across the bottom of the frame, with a few ripples on it for older children.
 * Returns the sand's top edge at `x`, so what grows on it stands on it.
 */
export function seabed(art: Box, linePx: number, detail: AgeStyle['detail']): { markup: string; top: (x: number) => number } {
  const base = art.y + art.height * SAND_TOP;
  const swell = art.height * 0.018;
  const top = (x: number): number => base - swell * Math.sin(((x - art.x) / art.width) * Math.PI * 3);
  const left = art.x - 100;
  const right = art.x + art.width + 100;
  const points: string[] = [];
  for (let x = left; x <= right; x += 40) points.push(`${fmt(x)} ${fmt(top(x))}`);
  const bottom = art.y + art.height + 100;
  let markup = `<path d="M${points.join('L')}L${fmt(right)} ${fmt(bottom)}L${fmt(left)} ${fmt(bottom)}Z" ${filled(linePx)}/>`;
  if (detail !== 'low') {
    const ripples: string[] = [];
    for (const [sx, sy] of [[0.18, 0.45], [0.44, 0.7], [0.7, 0.4], [0.88, 0.75], [0.3, 0.85]] as const) {
      const x = art.x + art.width * sx;
      const y = top(x) + (art.y + art.height - top(x)) * sy;
      ripples.push(`M${fmt(x - art.width * 0.04)} ${fmt(y)}q${fmt(art.width * 0.04)} ${fmt(-art.height * 0.012)} ${fmt(art.width * 0.08)} 0`);
    }
    markup += `<path d="${ripples.join('')}" ${line(linePx * 0.8)}/>`;
  }
  return { markup, top };
}

/** How many fish and bubble clusters swim in the open water, by detail (a hero's companions come on top). */
const SEA_LIFE = { low: { fish: 2, bubbles: 2 }, medium: { fish: 3, bubbles: 3 }, high: { fish: 4, bubbles: 4 } } as const;

/** Places in the water a fish or bubbles may go, as shares of the art, tried in turn. */
const WATER_SLOTS: Array<[number, number]> = [
  [0.17, 0.4], [0.8, 0.12], [0.2, 0.12], [0.82, 0.45], [0.5, 0.08], [0.55, 0.55], [0.14, 0.66], [0.84, 0.68], [0.4, 0.3], [0.66, 0.28], [0.35, 0.7], [0.5, 0.42],
  [0.9, 0.08], [0.1, 0.56], [0.92, 0.3], [0.3, 0.2], [0.12, 0.3], [0.32, 0.36], [0.5, 0.22],
];

/** Words that put the water under a roof of ice ("a narwhal swimming under the ice"). */
const UNDER_ICE = /\b(?:under|beneath|below)\s+(?:the\s+)?(?:ice|sea\s+ice|frozen\s+sea|ice\s+sheet)\b/i;
/** How deep the sheet of ice reaches down from the top of the water, as a share of the art, and its icicles below that. */
const ICE_DEPTH = 0.1;
const ICICLE_DEPTH = 0.06;
/** The icicles hanging under the ice, each this share of the longest: all alike, they read as a bunting's fringe. */
const ICICLES = [1, 0.55, 0.85, 0.45, 0.95, 0.6, 0.5, 1, 0.7];

/**
 * The sheet of ice over the water along the top of the page, its underside rippled and hung with icicles of different
 * lengths: "a narwhal swimming under the ice" swam in open water with fish where the ice was.
 */
function drawIceSheet(layers: Layers, context: BackdropContext): void {
  const { art, style } = context;
  const base = art.y + art.height * ICE_DEPTH;
  const step = art.width / ICICLES.length;
  const underside: string[] = [];
  for (let index = ICICLES.length - 1; index >= 0; index--) {
    const left = art.x + step * index;
    const sag = Math.sin(index * 1.7) * art.height * 0.012;
    const tip = art.height * ICICLE_DEPTH * ICICLES[index]!;
    underside.push(`${fmt(left + step * 0.7)} ${fmt(base + sag)}`, `${fmt(left + step * 0.5)} ${fmt(base + sag + tip)}`, `${fmt(left + step * 0.3)} ${fmt(base + sag)}`);
  }
  // Out past the art on three sides, under the frame's clip, as the sea floor is: inside it, a strip showed between them.
  const sheet = `M${fmt(art.x - 100)} ${fmt(art.y - 100)}H${fmt(art.x + art.width + 100)}V${fmt(base)}L${underside.join('L')}L${fmt(art.x - 100)} ${fmt(base)}Z`;
  // For older children the sheet is slabs of ice, a seam up from the foot of an icicle to the top between each.
  const seams = style.detail === 'low' ? [] : [2, 5, 7].map((index) => {
    const x = art.x + step * (index + 0.3);
    const y = base + Math.sin(index * 1.7) * art.height * 0.012;
    return `M${fmt(x)} ${fmt(y)}L${fmt(x + art.width * 0.03)} ${fmt(art.y - 100)}`;
  });
  layers.horizon.push(`<path d="${sheet}" ${filled(style.linePx)}/>${seams.map((seam) => `<path d="${seam}" ${line(style.linePx)}/>`).join('')}`);
  layers.occupied.push({ x: art.x, y: art.y, width: art.width, height: base + art.height * ICICLE_DEPTH - art.y });
  layers.drawn.push('ice');
}

/** Fish swimming and bubbles rising in the open water, big and few for the youngest, kept off the figures. */
export function drawSeaLife(layers: Layers, context: BackdropContext, subject: Box[]): void {
  const { art, style } = context;
  if (UNDER_ICE.test(context.words)) drawIceSheet(layers, context);
  const wanted = SEA_LIFE[style.detail];
  const young = style.detail === 'low';
  let fish = context.isRemoved('fish') ? wanted.fish : 0;
  let rings = context.isRemoved('bubbles') ? wanted.bubbles : 0;
  for (const [sx, sy] of WATER_SLOTS) {
    if (fish >= wanted.fish && rings >= wanted.bubbles) break;
    const cx = art.x + art.width * sx;
    const cy = art.y + art.height * sy;
    const isFish = fish < wanted.fish && (rings >= wanted.bubbles || fish <= rings);
    for (const shrink of isFish ? [1, 0.8, 0.62, 0.5] : [1, 0.8, 0.66]) {
      const size = art.width * (young ? 0.22 : 0.15) * shrink * (isFish ? 1 : 0.8);
      const drawn = isFish ? seaFish(cx, cy, size, style.linePx, fish % 2 === 0 ? -1 : 1, style.detail) : bubbles(cx, cy + size / 2, size, style.linePx);
      if (isBlocked(drawn.box, art, [...subject, ...layers.occupied], 24) || drawn.box.y + drawn.box.height > art.y + art.height * (SAND_TOP - 0.03)) continue;
      layers.horizon.push(drawn.markup);
      layers.occupied.push(drawn.box);
      layers.drawn.push(isFish ? 'fish' : 'bubbles');
      if (isFish) fish++;
      else rings++;
      break;
    }
  }
}

/**
 * What grows and lies on the sea floor: tall seaweed where the water above is open, coral and rocks where it is
 * lower, a starfish and a shell on the sand in front. Each column along the floor gets the tallest thing its open
 * water allows, so the floor is full and nothing reaches into a figure.
 */
export function drawSeaFloor(layers: Layers, context: BackdropContext, subject: Box[], sandTop: (x: number) => number): void {
  const { art, style, random } = context;
  const young = style.detail === 'low';
  const columns = young ? 5 : style.hasPatterns ? 9 : 7;
  // Seaweed at the sides, so it frames the page; coral and rocks between.
  const kinds = young ? (['seaweed', 'coral', 'rock', 'coral', 'seaweed'] as const) : (['seaweed', 'coral', 'rock', 'seaweed', 'coral', 'rock', 'coral', 'rock', 'seaweed'] as const);
  const taken = (): Box[] => [...subject, ...layers.occupied];
  for (let column = 0; column < columns; column++) {
    const width = art.width / columns;
    const wants = column === columns - 1 ? 'seaweed' : kinds[column % kinds.length]!;
    // Tried at the column's middle, then a little to either side, where the water above may be more open.
    for (const shift of [0, 0.3, -0.3]) {
      const x = art.x + width * (column + 0.5 + shift);
      const base = sandTop(x) + style.linePx * 2;
      const band: Box = { x: x - width * 0.5, y: art.y, width: width, height: base - art.y };
      const ceiling = Math.max(art.y, ...taken().filter((box) => boxesOverlap(box, band, 0) && box.y + box.height < base).map((box) => box.y + box.height));
      const open = base - ceiling - art.height * 0.03;
      const seaweed = (): SeaThing | null => {
        if (open < art.height * 0.13 || context.isRemoved('seaweed')) return null;
        const height = Math.min(open, art.height * (young ? 0.42 : 0.36));
        const frondWidth = art.width * (young ? 0.065 : 0.05);
        const tall = seaweedFrond(x - frondWidth * 0.4, base, height, frondWidth, style.linePx, random() * Math.PI);
        const short = seaweedFrond(x + frondWidth * 0.5, base, height * 0.68, frondWidth * 0.9, style.linePx, random() * Math.PI + 1);
        return { markup: tall.markup + short.markup, box: { x: tall.box.x, y: tall.box.y, width: short.box.x + short.box.width - tall.box.x, height: tall.box.height } };
      };
      const grown = (): SeaThing | null => (open < art.height * 0.08 || context.isRemoved('coral') ? null : coral(x, base, Math.min(open, art.height * (young ? 0.17 : 0.14)), style.linePx, style.detail));
      const rock = (): SeaThing | null => (open < art.height * 0.04 || context.isRemoved('rock') ? null : seaRock(x - width * 0.12, base, Math.min(width * (0.5 + random() * 0.15), open * 1.6), style.linePx));
      // Seaweed wherever the water above is open enough, until the floor has a few: it is what makes the page the sea.
      const wantsSeaweed = wants === 'seaweed' || (open > art.height * 0.2 && layers.drawn.filter((name) => name === 'seaweed').length < (young ? 2 : 3));
      const choices: Array<[string, () => SeaThing | null]> =
        wantsSeaweed ? [['seaweed', seaweed], ['coral', grown], ['rock', rock]] : wants === 'coral' ? [['coral', grown], ['rock', rock]] : [['rock', rock], ['coral', grown]];
      const found = choices.map(([name, make]) => ({ name, drawn: make() })).find(({ drawn }) => drawn && !isBlocked(drawn.box, { ...art, y: art.y - art.height }, taken(), 10));
      if (!found?.drawn) continue;
      layers.scatter.push(found.drawn.markup);
      layers.occupied.push(found.drawn.box);
      layers.drawn.push(found.name);
      break;
    }
  }
  // On the sand in front: a starfish, and a shell for older children, in the widest gaps left.
  const lying = young ? 1 : 2;
  let placed = 0;
  for (const share of [0.5, 0.3, 0.7, 0.12, 0.88]) {
    if (placed >= lying) break;
    const x = art.x + art.width * share;
    const radius = art.width * (young ? 0.065 : 0.04);
    const cy = (sandTop(x) + art.y + art.height) / 2 + radius * 0.2;
    const drawn = placed === 0 ? starfish(x, cy, radius, style.linePx, random() * 0.6, style.detail) : seaRock(x, cy + radius, radius * 1.6, style.linePx);
    if (drawn.box.y + drawn.box.height > art.y + art.height || taken().some((other) => boxesOverlap(other, drawn.box, 12))) continue;
    layers.scatter.push(drawn.markup);
    layers.occupied.push(drawn.box);
    layers.drawn.push(placed === 0 ? 'starfish' : 'rock');
    placed++;
  }
}
