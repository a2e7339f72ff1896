import { boxesOverlap, fmt, type Box } from '../drawing';

/** A pond on the page: its rim as path data and the ellipse it follows, px. */
export interface Pond {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** The rim, a little inside the drawn line: what water drawn over swimmers is clipped to. */
  clipPath: string;
}

const LOBES = 11;

/**
 * A pond's rim: an ellipse whose radius swells and dips a little around it, joined by smooth curves
 * through the midpoints, so it reads as a pond on the grass and not a bowl or a plate.
 */
export function pondOutline(cx: number, cy: number, rx: number, ry: number): string {
  const points = Array.from({ length: LOBES }, (_, index) => {
    const angle = (index / LOBES) * Math.PI * 2;
    const swell = 1 + 0.045 * Math.sin(index * 2.4 + 0.7) - 0.03 * Math.cos(index * 1.3);
    return { x: cx + Math.cos(angle) * rx * swell, y: cy + Math.sin(angle) * ry * swell };
  });
  const mid = (a: { x: number; y: number }, b: { x: number; y: number }) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const start = mid(points[0]!, points[1]!);
  let d = `M${fmt(start.x)} ${fmt(start.y)}`;
  for (let index = 1; index <= LOBES; index++) {
    const corner = points[index % LOBES]!;
    const next = mid(corner, points[(index + 1) % LOBES]!);
    d += `Q${fmt(corner.x)} ${fmt(corner.y)} ${fmt(next.x)} ${fmt(next.y)}`;
  }
  return `${d}Z`;
}

/** The pond's water with its rim, and where water may be drawn over what floats in it. */
export function pondShape(cx: number, cy: number, rx: number, ry: number, linePx: number): { markup: string; pond: Pond } {
  const outline = pondOutline(cx, cy, rx, ry);
  const inset = linePx / 2;
  return {
    markup: `<path d="${outline}" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"/>`,
    pond: { cx, cy, rx, ry, clipPath: pondOutline(cx, cy, rx - inset, ry - inset) },
  };
}

/**
 * Water in front of the lower part of a swimmer: a white band whose wavy top is the water line, so
 * the part below it is under water. `share` is how far down the box the water line runs.
 */
export function waterBand(box: Box, share: number, linePx: number, lineSpan: { left: number; right: number } = { left: -Infinity, right: Infinity }): string {
  const top = box.y + box.height * share;
  const step = Math.max(60, box.width / 6);
  let wave = `M${fmt(box.x - 20)} ${fmt(top)}`;
  // The wave's line only over its whole waves inside `lineSpan`; the water's white still hides the keel all along.
  let line = '';
  for (let x = box.x - 20; x < box.x + box.width + 20; x += step) {
    const crest = ` q${fmt(step / 4)} ${fmt(-step / 5)} ${fmt(step / 2)} 0 q${fmt(step / 4)} ${fmt(step / 5)} ${fmt(step / 2)} 0`;
    wave += crest;
    if (x >= lineSpan.left && x + step <= lineSpan.right) line += `M${fmt(x)} ${fmt(top)}${crest}`;
  }
  const right = box.x - 20 + Math.ceil((box.width + 40) / step) * step;
  const below = box.y + box.height + linePx * 1.5 + 10;
  const fill = `${wave} L${fmt(right)} ${fmt(below)} L${fmt(box.x - 20)} ${fmt(below)} Z`;
  return `<path d="${fill}" fill="#fff" stroke="none"/><path d="${line}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`;
}

/** A lily pad with its notch, lying flat on the water; older children get a flower on it. */
export function lilyPad(cx: number, cy: number, r: number, linePx: number, hasFlower: boolean): { markup: string; box: Box } {
  const ry = r * 0.42;
  const outline = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  const notch = (angle: number) => ({ x: cx + Math.cos(angle) * r, y: cy + Math.sin(angle) * ry });
  const a = notch(-0.35);
  const b = notch(0.35);
  const parts = [`<path d="M${fmt(cx)} ${fmt(cy)}L${fmt(a.x)} ${fmt(a.y)}A${fmt(r)} ${fmt(ry)} 0 1 0 ${fmt(b.x)} ${fmt(b.y)}Z" ${outline}/>`];
  if (hasFlower) {
    const petal = r * 0.28;
    for (const dx of [-0.6, 0.6, 0]) parts.push(`<ellipse cx="${fmt(cx - r * 0.25 + dx * petal)}" cy="${fmt(cy - petal * (dx === 0 ? 0.9 : 0.5))}" rx="${fmt(petal * 0.5)}" ry="${fmt(petal * 0.8)}" ${outline}/>`);
  }
  return { markup: parts.join(''), box: { x: cx - r, y: cy - ry - (hasFlower ? r * 0.5 : 0), width: 2 * r, height: 2 * ry + (hasFlower ? r * 0.5 : 0) } };
}

/**
 * A log afloat, lying along the water: a long rounded trunk with the rings of its cut end towards us at the right, a
 * snapped branch's stub on its top and short ripples at both ends where it lies in the water. Older children get bark
 * lines along it and a second ring.
 */
export function floatingLog(cx: number, waterY: number, width: number, linePx: number, hasDetail: boolean): { markup: string; box: Box } {
  const height = width * 0.2;
  const left = cx - width / 2;
  const right = cx + width / 2 - height * 0.3;
  const top = waterY - height * 0.75;
  const outline = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  const stub = `M${fmt(cx - width * 0.12)} ${fmt(top + linePx)}L${fmt(cx - width * 0.16)} ${fmt(top - height * 0.55)}L${fmt(cx - width * 0.06)} ${fmt(top - height * 0.5)}L${fmt(cx - width * 0.03)} ${fmt(top + linePx)}Z`;
  const parts = [
    `<path d="${stub}" ${outline}/>`,
    `<rect x="${fmt(left)}" y="${fmt(top)}" width="${fmt(right - left)}" height="${fmt(height)}" rx="${fmt(height / 2)}" ${outline}/>`,
    `<ellipse cx="${fmt(right)}" cy="${fmt(top + height / 2)}" rx="${fmt(height * 0.3)}" ry="${fmt(height / 2)}" ${outline}/>`,
    `<ellipse cx="${fmt(right)}" cy="${fmt(top + height / 2)}" rx="${fmt(height * 0.13)}" ry="${fmt(height * 0.22)}" ${outline}/>`,
  ];
  const lines: string[] = [];
  if (hasDetail) for (const [from, to, y] of [[0.12, 0.4, 0.35], [0.5, 0.78, 0.62]] as const) lines.push(`M${fmt(left + (right - left) * from)} ${fmt(top + height * y)}L${fmt(left + (right - left) * to)} ${fmt(top + height * y)}`);
  // Ripples where the log lies in the water, out past each end.
  const ripple = width * 0.09;
  for (const [x, sign] of [[left - linePx * 2, -1], [right + height * 0.3 + linePx * 2, 1]] as const) lines.push(`M${fmt(x)} ${fmt(waterY)}q${fmt((sign * ripple) / 2)} ${fmt(-linePx * 1.6)} ${fmt(sign * ripple)} 0`);
  parts.push(`<path d="${lines.join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`);
  const box = { x: left - ripple - linePx * 2, y: top - height * 0.55, width: width + ripple * 2 + linePx * 4, height: height * 1.55 };
  return { markup: parts.join(''), box };
}

/** Bulrushes at the water's edge: a few stems, each a closed rounded bar, with a brown head on top. */
export function bulrushes(cx: number, bottom: number, height: number, linePx: number, count: number): { markup: string; box: Box } {
  const outline = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  const stem = Math.max(linePx * 2.6, height * 0.035);
  const parts: string[] = [];
  const spread = height * 0.22;
  for (let index = 0; index < count; index++) {
    const offset = count === 1 ? 0 : (index / (count - 1) - 0.5) * spread;
    const tall = height * (index % 2 === 0 ? 1 : 0.8);
    const x = cx + offset;
    const lean = offset * 0.35;
    // A long leaf blade curving out from the foot of each stem, away from the middle of the clump, wide enough to colour.
    const side = offset < 0 || (count === 1 && index === 0) ? -1 : 1;
    const blade = tall * 0.8;
    const tip = { x: x + side * blade * 0.45, y: bottom - blade };
    parts.push(
      `<path d="M${fmt(x - side * stem * 0.4)} ${fmt(bottom)}Q${fmt(x - side * stem * 0.2)} ${fmt(bottom - blade * 0.7)} ${fmt(tip.x)} ${fmt(tip.y)}` +
        `Q${fmt(x + side * (blade * 0.3 + stem * 2))} ${fmt(bottom - blade * 0.45)} ${fmt(x + side * stem * 2.6)} ${fmt(bottom)}Z" ${outline}/>`,
    );
    // The stem up to a long slim head, a thin spike above it: a short fat head on the stem's top was a lollipop or a
    // microphone (round 13).
    const headTop = bottom - tall * 0.86;
    parts.push(`<path d="M${fmt(x - stem / 2)} ${fmt(bottom)}L${fmt(x + lean - stem / 2)} ${fmt(headTop)}L${fmt(x + lean + stem / 2)} ${fmt(headTop)}L${fmt(x + stem / 2)} ${fmt(bottom)}Z" ${outline}/>`);
    parts.push(`<path d="M${fmt(x + lean - stem * 0.45)} ${fmt(headTop + stem)}L${fmt(x + lean)} ${fmt(bottom - tall)}L${fmt(x + lean + stem * 0.45)} ${fmt(headTop + stem)}Z" fill="#000" stroke="#000" stroke-width="${fmt(linePx * 0.6)}" stroke-linejoin="round"/>`);
    parts.push(`<rect x="${fmt(x + lean - stem * 1.05)}" y="${fmt(headTop)}" width="${fmt(stem * 2.1)}" height="${fmt(tall * 0.42)}" rx="${fmt(stem * 1.05)}" ${outline}/>`);
  }
  return { markup: parts.join(''), box: { x: cx - spread / 2 - stem * 2, y: bottom - height, width: spread + stem * 4, height } };
}

/** Where a lake's water meets its far shore, as a share of the art's height below the horizon: under the far trees' feet. */
export const LAKE_SHORE = 0.045;

/**
 * A lake from its far shore down to the page's foot: calm water, with reeds at the water's edge under the far bank.
 * Its ripples come with what floats on it (`lakeRipples`), so none is cut off under a boat.
 */
export function lakeWater(art: Box, shoreY: number, linePx: number, hasDetail: boolean): string {
  const bottom = art.y + art.height + 100;
  const parts = [`<rect x="${fmt(art.x - 100)}" y="${fmt(shoreY)}" width="${fmt(art.width + 200)}" height="${fmt(bottom - shoreY)}" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}"/>`];
  // Not for the youngest: at their line the far reeds' heads closed up into blots.
  if (hasDetail) for (const across of [0.05, 0.95]) parts.push(bulrushes(art.x + art.width * across, shoreY + linePx * 3, art.height * 0.08, linePx, 3).markup);
  return parts.join('');
}

/**
 * A lake's ripples and lily pads: short shallow arcs in staggered rows to colour round (the sea's long rows of waves made
 * it the open sea), each whole and clear of what floats on the water.
 */
export function lakeRipples(art: Box, shoreY: number, linePx: number, hasDetail: boolean, clear: Box[]): string {
  const length = art.width * 0.07;
  const ripples: string[] = [];
  // Lily pads in the near corners, where the boat leaves open water; older children get a flower on each.
  const pads: string[] = [];
  const taken = [...clear];
  for (const across of [0.14, 0.85]) {
    const pad = lilyPad(art.x + art.width * across, art.y + art.height * 0.92, art.width * (hasDetail ? 0.085 : 0.1), linePx, hasDetail);
    if (taken.some((other) => boxesOverlap(pad.box, other, linePx * 4))) continue;
    pads.push(pad.markup);
    taken.push(pad.box);
  }
  const rows = hasDetail ? [0.12, 0.3, 0.5, 0.72, 0.9] : [0.2, 0.55, 0.88];
  const depth = art.y + art.height - shoreY;
  const step = art.width / (hasDetail ? 4 : 3);
  rows.forEach((share, row) => {
    const y = shoreY + depth * share;
    for (let x = art.x + step * (row % 2 === 0 ? 0.3 : 0.8); x + length < art.x + art.width; x += step) {
      const box = { x: x - linePx * 2, y: y - linePx * 4, width: length + linePx * 4, height: linePx * 6 };
      if (!taken.some((other) => boxesOverlap(box, other, linePx * 3))) ripples.push(`M${fmt(x)} ${fmt(y)}q${fmt(length / 2)} ${fmt(-linePx * 1.6)} ${fmt(length)} 0`);
    }
  });
  return `<path d="${ripples.join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>${pads.join('')}`;
}
