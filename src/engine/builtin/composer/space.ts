import { boxesOverlap, fmt, type Box, type DrawnMotif } from '../drawing';
import type { Detail } from '../motif-library';

/**
 * Space drawn as picture books draw it: planets of different kinds and sizes, and a starfield of
 * small stars over the whole page, with no ground.
 */
const outline = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;

let planetClip = 0;

/** Unique per page render, like the pattern ids. */
export function resetPlanetIds(): void {
  planetClip = 0;
}

/** A band of a ring narrower than this (px) is a sliver, not something to colour. */
const MIN_BAND_PX = 14;

/**
 * Kinds of planet, one small entry each: a ringed one, a striped one, one with craters, one with a moon, an icy one
 * with frozen poles. Five, so a 9-12 page's five planets are all different: with four, its fifth was a second striped
 * one beside the first (round 14: "two near-duplicate planets").
 */
const PLANETS = ['ringed', 'striped', 'cratered', 'mooned', 'icy'] as const;
type PlanetKind = (typeof PLANETS)[number];

export function planetKind(index: number): PlanetKind {
  return PLANETS[index % PLANETS.length]!;
}

/** One planet of the given kind, its body a circle of radius `r`. */
export function planet(cx: number, cy: number, r: number, kind: PlanetKind, linePx: number, detail: Detail): { markup: string; box: Box } {
  const line = outline(linePx);
  const stroke = `fill="none" stroke="#000" stroke-width="${fmt(linePx)}"`;
  const body = `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" ${line}/>`;
  const inside = (content: string): string => {
    const id = `planet-${planetClip++}`;
    return `<clipPath id="${id}"><circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r - linePx / 2)}"/></clipPath><g clip-path="url(#${id})">${content}</g>`;
  };
  const box: Box = { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r };
  if (kind === 'ringed') {
    // The ring: a band round the planet, its back half behind the body and its front half over it. Its inner edge
    // reaches well out past the body's sides, so the gap between ring and body is an area to colour and the ring
    // crosses the body's outline at an angle: a thinner ring hugging the body left a hair of a gap tapering to
    // nothing at each side, and bands on the body just over or under the ring left strips (round 10).
    const rx = r * 1.85;
    const ry = r * 0.5;
    const inner = { rx: r * 1.28, ry: r * 0.26 };
    // The whole ring behind the body, then its front half over it, filled and outlined along its two edges only: its
    // closing ends drawn too left a line across the ring at each side.
    const arc = (a: number, b: number, isFront: boolean): string => `M${fmt(cx - a)} ${fmt(cy)}A${fmt(a)} ${fmt(b)} 0 0 ${isFront ? 0 : 1} ${fmt(cx + a)} ${fmt(cy)}`;
    const oval = (a: number, b: number): string => `M${fmt(cx - a)} ${fmt(cy)}A${fmt(a)} ${fmt(b)} 0 1 0 ${fmt(cx + a)} ${fmt(cy)}A${fmt(a)} ${fmt(b)} 0 1 0 ${fmt(cx - a)} ${fmt(cy)}Z`;
    const back = `<path d="${oval(rx, ry)}${oval(inner.rx, inner.ry)}" fill-rule="evenodd" ${line}/>`;
    const front = `<path d="${arc(rx, ry, true)}L${fmt(cx + inner.rx)} ${fmt(cy)}A${fmt(inner.rx)} ${fmt(inner.ry)} 0 0 1 ${fmt(cx - inner.rx)} ${fmt(cy)}Z" fill="#fff" stroke="none"/><path d="${arc(rx, ry, true)}${arc(inner.rx, inner.ry, true)}" ${stroke}/>`;
    const ringPath = (isFront: boolean): string => (isFront ? front : back);
    // Older children get the ring split into two bands by a gap line, and more bands across the body.
    const middle = { rx: (rx + inner.rx) / 2, ry: (ry + inner.ry) / 2 };
    const ringGap = (isFront: boolean): string =>
      // Only where each band stays wide enough to colour: on a small planet the two would be a double line.
      detail === 'high' && (ry - inner.ry) / 2 - linePx >= MIN_BAND_PX ? `<path d="M${fmt(cx - middle.rx)} ${fmt(cy)}A${fmt(middle.rx)} ${fmt(middle.ry)} 0 0 ${isFront ? 0 : 1} ${fmt(cx + middle.rx)} ${fmt(cy)}" ${stroke}/>` : '';
    // The bands stay well clear of the ring, which covers the body from a quarter to half its radius below the middle,
    // and of where the ring's hidden back edges meet the body's sides (0.17 to 0.44 of its radius above the middle): a
    // band starting there read as the back of the ring drawn across the body (round 13).
    const rows = detail === 'high' ? [-0.62, 0.76] : [-0.62];
    const stripes = detail === 'low' ? '' : inside(`<path d="${rows.map((y) => `M${fmt(cx - r)} ${fmt(cy + r * y)}Q${fmt(cx)} ${fmt(cy + r * (y - 0.12))} ${fmt(cx + r)} ${fmt(cy + r * y)}`).join('')}" ${stroke}/>`);
    return { markup: ringPath(false) + ringGap(false) + body + stripes + ringPath(true) + ringGap(true), box: { x: cx - rx, y: cy - r, width: 2 * rx, height: 2 * r } };
  }
  if (kind === 'striped') {
    const bands = detail === 'low' ? 2 : detail === 'medium' ? 3 : 5;
    const bend = (y: number): string => `M${fmt(cx - r)} ${fmt(y)}Q${fmt(cx)} ${fmt(y + r * 0.18)} ${fmt(cx + r)} ${fmt(y)}`;
    const wave = (y: number): string => `M${fmt(cx - r)} ${fmt(y)}Q${fmt(cx - r * 0.5)} ${fmt(y - r * 0.12)} ${fmt(cx)} ${fmt(y)}T${fmt(cx + r)} ${fmt(y)}`;
    const parts: string[] = [];
    if (detail === 'high') {
      // Belts of different widths, some edges wavy, round a broad one that holds the storm: evenly ruled, they read
      // as a plain striped ball and the storm sat on a band's line (round 14).
      for (const [y, isWavy] of [[-0.72, false], [-0.46, true], [-0.22, false], [0.5, false], [0.74, true]] as const) parts.push(isWavy ? wave(cy + r * y) : bend(cy + r * y));
    } else {
      for (let index = 1; index <= bands; index++) parts.push(bend(cy - r + (2 * r * index) / (bands + 1)));
    }
    // A great storm in the broad belt for older children, and a small one lower down behind it (level, the two read as
    // eyes) on a planet big enough for it to be coloured inside: ovals, the great one with an eye inside it where the
    // ring between them is wide enough.
    const eye = { rx: r * 0.13, ry: r * 0.05 };
    const hasEye = r * 0.11 - eye.ry - linePx >= MIN_BAND_PX;
    const storm =
      detail === 'high'
        ? `<ellipse cx="${fmt(cx + r * 0.28)}" cy="${fmt(cy + r * 0.18)}" rx="${fmt(r * 0.3)}" ry="${fmt(r * 0.11)}" ${line}/>` +
          (r * 0.15 - linePx >= MIN_BAND_PX ? `<ellipse cx="${fmt(cx - r * 0.5)}" cy="${fmt(cy + r * 0.34)}" rx="${fmt(r * 0.15)}" ry="${fmt(r * 0.075)}" ${line}/>` : '') +
          (hasEye ? `<ellipse cx="${fmt(cx + r * 0.28)}" cy="${fmt(cy + r * 0.18)}" rx="${fmt(eye.rx)}" ry="${fmt(eye.ry)}" ${line}/>` : '')
        : '';
    return { markup: body + inside(`<path d="${parts.join('')}" ${stroke}/>${storm}`), box };
  }
  if (kind === 'cratered') {
    // 9-12 adds three small craters round 6-8's.
    const older = [[-0.35, -0.25, 0.22], [0.3, 0.28, 0.18], [0.32, -0.42, 0.12], [-0.2, 0.45, 0.12]];
    const craters = detail === 'low' ? [[-0.35, -0.2, 0.26], [0.32, 0.3, 0.2]] : detail === 'medium' ? older : [...older, [0.55, -0.05, 0.1], [-0.62, 0.18, 0.09], [0.02, -0.68, 0.09]];
    // Older children's craters have a rim inside, the shadowed side of the hollow.
    const rim = (x: number, y: number, size: number): string =>
      detail === 'high' && size >= r * 0.15 ? `<path d="M${fmt(x - size * 0.62)} ${fmt(y + size * 0.1)}A${fmt(size * 0.7)} ${fmt(size * 0.7)} 0 0 0 ${fmt(x + size * 0.2)} ${fmt(y + size * 0.62)}" ${stroke}/>` : '';
    // A crater too small to colour inside is a speck: on a small planet only the larger ones.
    return { markup: body + craters.filter(([, , size]) => size! * r - linePx / 2 >= MIN_BAND_PX).map(([dx, dy, size]) => `<circle cx="${fmt(cx + dx! * r)}" cy="${fmt(cy + dy! * r)}" r="${fmt(size! * r)}" ${line}/>${rim(cx + dx! * r, cy + dy! * r, size! * r)}`).join(''), box };
  }
  if (kind === 'icy') {
    // Ice caps at both poles, their edges jagged like a floe's, and frozen lakes on the band between them, in a slant
    // row: two over one read as a face. On a small planet only the lakes wide enough to colour inside.
    const capEdge = (y: number, teeth: number): string => {
      const half = Math.sqrt(1 - y * y) * r + linePx;
      const step = (half * 2) / teeth;
      const points = Array.from({ length: teeth + 1 }, (_, index) => `${fmt(cx - half + index * step)} ${fmt(cy + r * y + (index % 2 === 0 ? 0 : r * 0.09 * Math.sign(-y)))}`);
      return `M${points.join('L')}`;
    };
    const lakes = detail === 'low' ? [] : detail === 'medium' ? [[-0.25, 0.05, 0.2, 0.1]] : [[-0.5, -0.2, 0.17, 0.08], [-0.02, 0.02, 0.27, 0.11], [0.5, 0.24, 0.13, 0.07]];
    const caps = inside(`<path d="${capEdge(-0.6, 8)}${capEdge(0.66, 7)}" ${stroke}/>`);
    return { markup: body + caps + lakes.filter(([, , , b]) => b! * r * 2 - linePx >= MIN_BAND_PX).map(([dx, dy, a, b]) => `<ellipse cx="${fmt(cx + dx! * r)}" cy="${fmt(cy + dy! * r)}" rx="${fmt(a! * r)}" ry="${fmt(b! * r)}" ${line}/>`).join(''), box };
  }
  // A planet with its own little moon beside it.
  const moon = r * 0.3;
  const mx = cx + r * 1.2;
  const my = cy - r * 0.85;
  // Swirls of cloud across it; older children get more of them, and craters on the moon.
  const swirls = detail === 'high' ? [-0.45, 0.1, 0.55] : [0.1];
  const spots =
    detail === 'low'
      ? ''
      : inside(`<path d="${swirls.map((y) => `M${fmt(cx - r)} ${fmt(cy + r * y)}Q${fmt(cx - r * 0.3)} ${fmt(cy + r * (y - 0.4))} ${fmt(cx + r * 0.2)} ${fmt(cy + r * (y + 0.1))}T${fmt(cx + r)} ${fmt(cy + r * (y - 0.1))}`).join('')}" ${stroke}/>`);
  const moonCraters = detail === 'high' && moon * 0.2 - linePx / 2 >= MIN_BAND_PX ? `<circle cx="${fmt(mx - moon * 0.3)}" cy="${fmt(my - moon * 0.2)}" r="${fmt(moon * 0.28)}" ${line}/><circle cx="${fmt(mx + moon * 0.35)}" cy="${fmt(my + moon * 0.35)}" r="${fmt(moon * 0.2)}" ${line}/>` : '';
  return { markup: body + spots + `<circle cx="${fmt(mx)}" cy="${fmt(my)}" r="${fmt(moon)}" ${line}/>` + moonCraters, box: { x: cx - r, y: my - moon, width: r + mx + moon - cx, height: cy + r - my + moon } };
}

/** How far a named ringed planet (Saturn) is tipped, degrees: level, it read as a hat's brim. */
const SATURN_TILT = -20;

/**
 * A ringed planet the words name ("the planets", "Saturn"), tipped, in place of its icon, whose ring crossing the body
 * left thin slivers (round 10); null for any other motif. `size` is the width it fills, as for an icon.
 */
export function namedPlanet(motif: string, cx: number, bottom: number, size: number, linePx: number, detail: Detail): DrawnMotif | null {
  if (motif !== 'ringed-planet') return null;
  // As wide as the icon's box would be and a little more: the ring takes most of the width.
  const r = size / 2.9;
  const cy = bottom - size / 2;
  const drawn = planet(cx, cy, r, 'ringed', linePx, detail);
  const box: Box = { x: cx - r * 1.85, y: cy - r * 1.3, width: r * 3.7, height: r * 2.6 };
  const top = { x: cx, y: box.y };
  return { markup: `<g transform="rotate(${SATURN_TILT} ${fmt(cx)} ${fmt(cy)})">${drawn.markup}</g>`, box, top, face: top };
}

/**
 * A star of the sky drawn as the starfield's are, `size` across, sitting on `bottom`: the icon's star had an outline
 * twice as heavy beside them (round 13, 11).
 */
export function skyStar(cx: number, bottom: number, size: number, linePx: number): { markup: string; box: Box } {
  const r = size / 2;
  return { markup: smallStar(cx, bottom - r, r, linePx), box: { x: cx - r, y: bottom - 2 * r, width: 2 * r, height: 2 * r } };
}

/** A star's closed path data, point up within `r` of (cx, cy): five-pointed, or a four-pointed twinkle with `points` 4. */
export function starPath(cx: number, cy: number, r: number, points = 5): string {
  const corners: string[] = [];
  for (let index = 0; index < points * 2; index++) {
    const angle = -Math.PI / 2 + (index * Math.PI) / points;
    const radius = index % 2 === 0 ? r : r * (points === 4 ? 0.38 : 0.45);
    corners.push(`${fmt(cx + Math.cos(angle) * radius)} ${fmt(cy + Math.sin(angle) * radius)}`);
  }
  return `M${corners.join('L')}Z`;
}

/** A small star, one closed shape: five-pointed, or a four-pointed twinkle with `points` 4. */
function smallStar(cx: number, cy: number, r: number, linePx: number, points = 5): string {
  return `<path d="${starPath(cx, cy, r, points)}" ${outline(linePx)}/>`;
}

/**
 * A starfield over the free parts of the page: small stars on a loose grid, kept off the
 * figures and the things already drawn, and off what `isBlocked` finds. Returns the markup and how many it placed.
 */
export function starfield(area: Box, avoid: Box[], count: number, size: number, linePx: number, random: () => number, options: { isBlocked?: (box: Box) => boolean; hasTwinkles?: boolean } = {}): { markup: string; placed: number } {
  const { isBlocked, hasTwinkles = false } = options;
  const parts: string[] = [];
  const columns = Math.max(3, Math.round(Math.sqrt((count * area.width) / area.height)));
  const rows = Math.max(3, Math.ceil(count / columns));
  const cellWidth = area.width / columns;
  const cellHeight = area.height / rows;
  let placed = 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const cx = area.x + cellWidth * (column + 0.2 + random() * 0.6);
      const cy = area.y + cellHeight * (row + 0.2 + random() * 0.6);
      // Stars big enough to colour inside, no black dots: round 11's judges found the dots and the tiniest stars too
      // small to colour.
      const r = size * (0.85 + random() * 0.4);
      const box: Box = { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r };
      if (avoid.some((other) => boxesOverlap(other, box, size * 0.4)) || isBlocked?.(box) === true) continue;
      // Every third a twinkle, larger, where asked (9-12): one star copied over the page read as a stamp.
      const isTwinkle = hasTwinkles && placed % 3 === 1;
      parts.push(smallStar(cx, cy, isTwinkle ? r * 1.15 : r, linePx, isTwinkle ? 4 : 5));
      avoid.push(box);
      placed++;
    }
  }
  return { markup: parts.join(''), placed };
}
