import { boxesOverlap, fmt, type Box } from '../drawing';

/**
 * Patterns for older children: many small areas to colour, clipped inside one large shape so they
 * never cross its outline. Each returns markup drawn right after the shape it fills.
 */

let clipCounter = 0;

/** Unique per page render; reset at the start of each page so the same words give the same bytes. */
export function resetPatternIds(): void {
  clipCounter = 0;
}

function clipped(shapeMarkup: string, content: string): string {
  const id = `pattern-${clipCounter++}`;
  return `<clipPath id="${id}">${shapeMarkup}</clipPath><g clip-path="url(#${id})">${content}</g>`;
}

/**
 * Where the lines of a pattern fall from `from` until `to`, `step` apart. None when the step is zero, negative or not a
 * number, or so small beside the span that more than MAX_PATTERN_LINES would be drawn (such a pattern would be a black
 * fill): an odd shape, a tiny step or a huge box, must not hang a page ('a dog sleeping' at 9-12 once quilted a blanket
 * forever).
 */
const MAX_PATTERN_LINES = 1000;

function stepsAlong(from: number, to: number, step: number): number[] {
  const places: number[] = [];
  if (!(step > 0) || !((to - from) / step <= MAX_PATTERN_LINES)) return places;
  for (let at = from; at < to; at += step) places.push(at);
  return places;
}

function rectMarkup(box: Box, rx = 0): string {
  return `<rect x="${fmt(box.x)}" y="${fmt(box.y)}" width="${fmt(box.width)}" height="${fmt(box.height)}" rx="${fmt(rx)}"/>`;
}

/** Courses of bricks, every second course offset by half a brick. */
export function bricks(box: Box, brickWidth: number, linePx: number): string {
  const height = brickWidth * 0.42;
  const lines: string[] = [];
  for (const y of stepsAlong(box.y + height, box.y + box.height, height)) lines.push(`M${fmt(box.x)} ${fmt(y)}H${fmt(box.x + box.width)}`);
  stepsAlong(box.y, box.y + box.height, height).forEach((y, row) => {
    for (const x of stepsAlong(box.x + (row % 2 === 0 ? brickWidth : brickWidth / 2), box.x + box.width, brickWidth)) lines.push(`M${fmt(x)} ${fmt(y)}v${fmt(height)}`);
  });
  return clipped(rectMarkup(box), `<path d="${lines.join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}"/>`);
}

/**
 * Patchwork fields on a far hill (path data): slanted hedges between fields, furrows ploughed in every other one;
 * none that would reach into a `keepOff` box.
 */
export function fields(hillPath: string, box: Box, fieldWidth: number, linePx: number, keepOff: Box[] = []): string {
  const lines: string[] = [];
  const lean = box.height * 0.35;
  stepsAlong(box.x, box.x + box.width, fieldWidth).forEach((x, index) => {
    const patch: Box = { x, y: box.y, width: fieldWidth + lean, height: box.height };
    if (keepOff.some((other) => boxesOverlap(patch, other, 0))) return;
    lines.push(`M${fmt(x)} ${fmt(box.y)}L${fmt(x + lean)} ${fmt(box.y + box.height)}`);
    if (index % 2 === 1) return;
    for (const y of stepsAlong(box.y + fieldWidth * 0.12, box.y + box.height, fieldWidth * 0.12)) {
      const share = (y - box.y) / box.height;
      lines.push(`M${fmt(x + lean * share)} ${fmt(y)}h${fmt(fieldWidth)}`);
    }
  });
  if (lines.length === 0) return '';
  return clipped(`<path d="${hillPath}"/>`, `<path d="${lines.join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`);
}

/** Rows of round-bottomed shingles inside a roof outline (path data). */
export function shingles(roofPath: string, box: Box, size: number, linePx: number): string {
  const arcs: string[] = [];
  stepsAlong(box.y + size * 0.8, box.y + box.height + size, size * 0.8).forEach((y, row) => {
    for (const x of stepsAlong(box.x - (row % 2) * (size / 2), box.x + box.width + size, size)) arcs.push(`M${fmt(x)} ${fmt(y)}a${fmt(size / 2)} ${fmt(size / 2)} 0 0 0 ${fmt(size)} 0`);
  });
  return clipped(`<path d="${roofPath}"/>`, `<path d="${arcs.join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}"/>`);
}

/**
 * Floor boards running away from the viewer: seams fan out from a point far above the middle, so the
 * floor reads as a floor and not as a wall; older children get a few cross joints and grain lines.
 */
export function woodFloor(box: Box, linePx: number, hasGrain: boolean): string {
  const parts: string[] = [];
  const cx = box.x + box.width / 2;
  const vanishY = box.y - box.height * 1.6;
  const boards = 9;
  const bottom = box.y + box.height;
  const xAt = (index: number, y: number): number => {
    const bottomX = box.x - box.width * 0.3 + ((index + 0.5) * box.width * 1.6) / boards;
    return cx + ((bottomX - cx) * (y - vanishY)) / (bottom - vanishY);
  };
  for (let index = 0; index < boards; index++) parts.push(`M${fmt(xAt(index, box.y))} ${fmt(box.y)}L${fmt(xAt(index, bottom))} ${fmt(bottom)}`);
  if (hasGrain) {
    for (let index = 0; index < boards - 1; index++) {
      // Staggered cross joints: each board ends at its own depth.
      const y = box.y + box.height * (0.25 + ((index * 37) % 50) / 100);
      parts.push(`M${fmt(xAt(index, y))} ${fmt(y)}L${fmt(xAt(index + 1, y))} ${fmt(y)}`);
    }
  }
  return clipped(rectMarkup(box), `<path d="${parts.join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`);
}

/** A rainbow wholly inside the art: its feet and their clouds stand on the ground well inside the sides. */
export function rainbowInFrame(art: Box, horizonY: number, linePx: number, bands: number): { markup: string; box: Box } {
  const radius = Math.min(art.width * 0.4, (horizonY - art.y) * 0.92);
  return rainbow(art.x + art.width / 2, horizonY + art.height * 0.04, radius, linePx, bands);
}

/**
 * A rainbow of nested bands standing on the ground, a cloud at each foot. Its feet end below
 * `groundY`, where the ground drawn over them closes every band.
 */
/**
 * A rainbow arching over the whole scene ("under a rainbow"): its feet on the ground near the frame's
 * sides, taller than it is wide, so a figure stands under it with the bands whole above its head.
 */
export function rainbowOverhead(art: Box, groundY: number, linePx: number, bands: number): { markup: string; box: Box; inner: Ellipse } {
  const radius = art.width * 0.44;
  return rainbow(art.x + art.width / 2, groundY, radius, linePx, bands, Math.min((groundY - art.y) * 0.9, radius * 2.2), false);
}

/** An ellipse's middle and half-width and half-height. */
interface Ellipse {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

/** With `isBehindGround` the feet end below the ground line (the ground drawn over them closes the bands); without, on the clouds' flat bases. */
export function rainbow(cx: number, groundY: number, radius: number, linePx: number, bands: number, height = radius, isBehindGround = true): { markup: string; box: Box; inner: Ellipse } {
  const width = radius * 0.42;
  const stroke = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  const arcs: string[] = [];
  const puff = width * 0.62;
  const foot = isBehindGround ? groundY + linePx * 4 : groundY - puff * 0.2;
  for (let band = 0; band < bands; band++) {
    const outer = radius - (band * width) / bands;
    const inner = radius - ((band + 1) * width) / bands;
    // A tall arch keeps each band as thick at its top as at its feet.
    const [outerY, innerY] = [height - (radius - outer), height - (radius - inner)];
    arcs.push(`<path d="M${fmt(cx - outer)} ${fmt(foot)}A${fmt(outer)} ${fmt(outerY)} 0 0 1 ${fmt(cx + outer)} ${fmt(foot)}L${fmt(cx + inner)} ${fmt(foot)}A${fmt(inner)} ${fmt(innerY)} 0 0 0 ${fmt(cx - inner)} ${fmt(foot)}Z" ${stroke}/>`);
  }
  // A puffy cloud over each foot: three circles and a flat base, one outline.
  for (const side of [-1, 1]) {
    const x = cx + side * (radius - width / 2);
    const y = groundY - puff * 0.2;
    const d = `M${fmt(x - puff * 1.3)} ${fmt(y)}a${fmt(puff * 0.5)} ${fmt(puff * 0.5)} 0 0 1 ${fmt(puff * 0.6)} ${fmt(-puff * 0.55)}a${fmt(puff * 0.62)} ${fmt(puff * 0.62)} 0 0 1 ${fmt(puff * 1.2)} ${fmt(-puff * 0.2)}a${fmt(puff * 0.5)} ${fmt(puff * 0.5)} 0 0 1 ${fmt(puff * 0.8)} ${fmt(puff * 0.75)}Z`;
    arcs.push(`<path d="${d}" ${stroke}/>`);
  }
  // The inner band's inner edge, the arch's opening.
  const opening = radius - width;
  const inner = { cx, cy: foot, rx: opening, ry: height - (radius - opening) };
  return { markup: `<g>${arcs.join('')}</g>`, box: { x: cx - radius - puff * 0.3, y: groundY - height - linePx, width: radius * 2 + puff * 0.6, height: height + linePx }, inner };
}

/** Wallpaper of small diamonds. */
export function wallpaper(box: Box, size: number, linePx: number): string {
  const parts: string[] = [];
  stepsAlong(box.y + size, box.y + box.height, size * 1.6).forEach((y, row) => {
    for (const x of stepsAlong(box.x + (row % 2 === 0 ? size : size * 2), box.x + box.width, size * 2)) {
      parts.push(`M${fmt(x)} ${fmt(y - size * 0.4)}l${fmt(size * 0.3)} ${fmt(size * 0.4)}l${fmt(-size * 0.3)} ${fmt(size * 0.4)}l${fmt(-size * 0.3)} ${fmt(-size * 0.4)}Z`);
    }
  });
  return clipped(rectMarkup(box), `<path d="${parts.join('')}" fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"/>`);
}

/** Overlapping scales, clipped to an outline (path data) and kept below the head. */
export function scales(outlinePath: string, box: Box, size: number, linePx: number, isOnSkin?: (point: { x: number; y: number }) => boolean): string {
  const arcs: string[] = [];
  // With `isOnSkin`, only whole scales: one cut by a line left a tiny open arc fragment at a foot or the tail.
  const isWhole = (x: number, y: number, across: number): boolean => !isOnSkin || [{ x, y }, { x: x + across, y }, { x: x + across / 2, y: y + across * 0.45 }].every(isOnSkin);
  const arc = (x: number, y: number, across: number): void => {
    arcs.push(`M${fmt(x)} ${fmt(y)}a${fmt(across / 2)} ${fmt(across * 0.45)} 0 0 0 ${fmt(across)} 0`);
  };
  // Where a whole scale does not fit (a tail, a leg), smaller ones of half the size in its place, on the same rows: big
  // scales alone stopped short at the root of the tail and the top of each leg and left them bare (round 12). The one
  // that reaches into the next place only when that place is small too, or its arc crosses the big one's.
  const half = size / 2;
  const smaller: [number, number][] = [[0, 0], [half, 0], [half / 2, size * 0.3]];
  stepsAlong(box.y + size * 0.6, box.y + box.height + size, size * 0.6).forEach((y, row) => {
    const xs = stepsAlong(box.x - (row % 2) * (size / 2), box.x + box.width + size, size);
    const fits = xs.map((x) => isWhole(x, y, size));
    xs.forEach((x, i) => {
      if (fits[i]) arc(x, y, size);
      else if (isOnSkin) {
        const places = (fits[i + 1] === false ? [...smaller, [half * 1.5, size * 0.3] as [number, number]] : smaller).filter(([dx, dy]) => isWhole(x + dx, y + dy, half));
        // One alone in its place is a crumb of skin (under the chin between the arms), a stray tick, not a scale.
        if (places.length >= 2) for (const [dx, dy] of places) arc(x + dx, y + dy, half);
      }
    });
  });
  const region = clipped(rectMarkup(box), `<path d="${arcs.join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}"/>`);
  return clipped(`<path d="${outlinePath}"/>`, region);
}

/** Gingham checks: rows and columns of squares, every other one outlined again. */
export function checks(box: Box, size: number, linePx: number): string {
  const parts: string[] = [];
  for (const y of stepsAlong(box.y, box.y + box.height, size)) parts.push(`M${fmt(box.x)} ${fmt(y)}H${fmt(box.x + box.width)}`);
  for (const x of stepsAlong(box.x, box.x + box.width, size)) parts.push(`M${fmt(x)} ${fmt(box.y)}V${fmt(box.y + box.height)}`);
  return clipped(rectMarkup(box), `<path d="${parts.join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}"/>`);
}

/** Diamond quilting: seams crossing on the diagonal, clipped to an outline (path data) such as a blanket's. */
export function quilt(outlinePath: string, box: Box, size: number, linePx: number): string {
  const lines: string[] = [];
  for (const offset of stepsAlong(-box.height, box.width + size, size)) {
    lines.push(`M${fmt(box.x + offset)} ${fmt(box.y)}l${fmt(box.height)} ${fmt(box.height)}`, `M${fmt(box.x + offset + box.height)} ${fmt(box.y)}l${fmt(-box.height)} ${fmt(box.height)}`);
  }
  return clipped(`<path d="${outlinePath}"/>`, `<path d="${lines.join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}"/>`);
}

/**
 * A house facade drawn from closed shapes: walls, a gable roof, a door and windows. Older children
 * get bricks on the walls and shingles on the roof.
 */
export function house(cx: number, bottom: number, width: number, linePx: number, hasPatterns: boolean, isNight: boolean, isSnowy = false): { markup: string; box: Box; chimney: { x: number; y: number } } {
  const wallHeight = width * 0.62;
  const roofHeight = width * 0.42;
  const wall: Box = { x: cx - width / 2, y: bottom - wallHeight, width, height: wallHeight };
  const roof = `M${fmt(cx - width * 0.6)} ${fmt(wall.y + 4)}L${fmt(cx)} ${fmt(wall.y - roofHeight)}L${fmt(cx + width * 0.6)} ${fmt(wall.y + 4)}Z`;
  const stroke = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  const parts = [`<rect x="${fmt(wall.x)}" y="${fmt(wall.y)}" width="${fmt(width)}" height="${fmt(wallHeight)}" ${stroke}/>`];
  if (hasPatterns) parts.push(bricks(wall, width * 0.14, linePx * 0.6));
  // A chimney on the right slope, its foot under the roof (round 14: the houses were plain boxes with no chimneys).
  const chimney: Box = { x: cx + width * 0.2, y: wall.y - roofHeight * 0.92, width: width * 0.13, height: roofHeight * 0.7 };
  parts.push(`<rect x="${fmt(chimney.x)}" y="${fmt(chimney.y)}" width="${fmt(chimney.width)}" height="${fmt(chimney.height)}" ${stroke}/>`);
  const cap: Box = { x: chimney.x - width * 0.02, y: chimney.y - width * 0.035, width: chimney.width + width * 0.04, height: width * 0.05 };
  parts.push(`<path d="${roof}" ${stroke}/>`);
  if (hasPatterns) parts.push(shingles(roof, { x: cx - width * 0.6, y: wall.y - roofHeight, width: width * 1.2, height: roofHeight }, width * 0.11, linePx * 0.6));
  parts.push(`<path d="${roof}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"/>`);
  // Snow lies along the roof's ridge and slopes with a scalloped edge, and heaped on the chimney (round 14: Santa's
  // village had bare roofs); elsewhere the chimney has a plain cap.
  if (isSnowy) parts.push(roofSnow(cx, wall.y - roofHeight, width * 0.6, roofHeight + 4, width * 0.085, stroke));
  parts.push(isSnowy
    ? `<path d="M${fmt(cap.x)} ${fmt(cap.y + cap.height)}C${fmt(cap.x - width * 0.01)} ${fmt(cap.y - cap.height * 0.6)} ${fmt(cap.x + cap.width + width * 0.01)} ${fmt(cap.y - cap.height * 0.6)} ${fmt(cap.x + cap.width)} ${fmt(cap.y + cap.height)}Z" ${stroke}/>`
    : `<rect x="${fmt(cap.x)}" y="${fmt(cap.y)}" width="${fmt(cap.width)}" height="${fmt(cap.height)}" rx="${fmt(width * 0.01)}" ${stroke}/>`);
  const door: Box = { x: cx - width * 0.1, y: bottom - wallHeight * 0.55, width: width * 0.2, height: wallHeight * 0.55 };
  parts.push(`<rect x="${fmt(door.x)}" y="${fmt(door.y)}" width="${fmt(door.width)}" height="${fmt(door.height)}" rx="${fmt(width * 0.03)}" ${stroke}/>`);
  parts.push(`<circle cx="${fmt(door.x + door.width * 0.78)}" cy="${fmt(door.y + door.height * 0.55)}" r="${fmt(Math.max(linePx, width * 0.012))}" fill="#000"/>`);
  for (const side of [-1, 1]) {
    const windowBox: Box = { x: cx + side * width * 0.3 - width * 0.11, y: wall.y + wallHeight * 0.22, width: width * 0.22, height: width * 0.2 };
    parts.push(`<rect x="${fmt(windowBox.x)}" y="${fmt(windowBox.y)}" width="${fmt(windowBox.width)}" height="${fmt(windowBox.height)}" ${stroke}/>`);
    parts.push(`<path d="M${fmt(windowBox.x + windowBox.width / 2)} ${fmt(windowBox.y)}v${fmt(windowBox.height)}M${fmt(windowBox.x)} ${fmt(windowBox.y + windowBox.height / 2)}h${fmt(windowBox.width)}" stroke="#000" stroke-width="${fmt(linePx * (isNight ? 1 : 0.8))}"/>`);
  }
  return { markup: `<g>${parts.join('')}</g>`, box: { x: cx - width * 0.6, y: wall.y - roofHeight, width: width * 1.2, height: wallHeight + roofHeight }, chimney: { x: cap.x + cap.width / 2, y: cap.y } };
}

/**
 * Smoke rising from a chimney top at (x, y): `count` puffs, each bigger and further over than the one below it, `size`
 * the lowest one's width, `lean` 1 to drift right or -1 left. Apart, not overlapping: where two puffs touch they pinch
 * off a sliver.
 */
export function chimneySmoke(x: number, y: number, size: number, linePx: number, lean: 1 | -1, count = 3): { markup: string; box: Box } {
  const stroke = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}"`;
  const puffs: string[] = [];
  let [cx, bottom] = [x, y - linePx * 2];
  let box: Box | null = null;
  for (const grow of [1, 1.3, 1.65].slice(0, count)) {
    const [rx, ry] = [(size * grow) / 2, (size * grow) / 2.6];
    const cy = bottom - ry;
    puffs.push(`<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}" ${stroke}/>`);
    const puff = { x: cx - rx - linePx, y: cy - ry - linePx, width: 2 * (rx + linePx), height: 2 * (ry + linePx) };
    box = box ? { x: Math.min(box.x, puff.x), y: puff.y, width: Math.max(box.x + box.width, puff.x + puff.width) - Math.min(box.x, puff.x), height: box.y + box.height - puff.y } : puff;
    bottom = cy - ry - linePx * 2.5;
    cx += lean * rx * 0.9;
  }
  return { markup: `<g>${puffs.join('')}</g>`, box: box! };
}

/**
 * A cap of snow on a pitched roof whose ridge is at (cx, top), its eaves `halfWidth` either side and `height` lower:
 * along the slopes `depth` deep, its lower edge scalloped in drips a child colours white or blue.
 */
function roofSnow(cx: number, top: number, halfWidth: number, height: number, depth: number, stroke: string): string {
  const along = (side: number, t: number, drop: number): string => `${fmt(cx + side * halfWidth * t)} ${fmt(top + height * t + drop)}`;
  // Stopped short of the eaves, where the slope's own corner would pinch the snow's end into a sliver.
  const reach = 0.9;
  const drips = 4;
  const edge: string[] = [];
  for (const side of [1, -1]) {
    for (let step = 0; step < drips; step++) {
      const [from, to] = side === 1 ? [reach - (step * reach) / drips, reach - ((step + 1) * reach) / drips] : [(step * reach) / drips, ((step + 1) * reach) / drips];
      edge.push(`Q${along(side, (from + to) / 2, depth * 1.9)} ${along(side, to, depth)}`);
    }
  }
  return `<path d="M${along(-1, reach, -1)}L${along(0, 0, -1)}L${along(1, reach, -1)}L${along(1, reach, depth)}${edge.join('')}Z" ${stroke}/>`;
}

/** A town building: a tall box with rows of windows, a flat roof ledge and a door; bricks for older children. */
export function townBuilding(x: number, bottom: number, width: number, height: number, linePx: number, hasPatterns: boolean, variant: number): { markup: string; box: Box } {
  const stroke = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  const wall: Box = { x, y: bottom - height, width, height };
  const parts = [`<rect x="${fmt(x)}" y="${fmt(wall.y)}" width="${fmt(width)}" height="${fmt(height)}" ${stroke}/>`];
  if (hasPatterns && variant % 2 === 0) parts.push(bricks(wall, width * 0.16, linePx * 0.6));
  parts.push(`<rect x="${fmt(x - width * 0.05)}" y="${fmt(wall.y - width * 0.06)}" width="${fmt(width * 1.1)}" height="${fmt(width * 0.08)}" rx="${fmt(width * 0.02)}" ${stroke}/>`);
  const columns = 2 + (variant % 2);
  const windowWidth = (width * 0.7) / columns;
  const rows = Math.max(1, Math.floor((height * 0.62) / (windowWidth * 1.5)));
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const wx = x + width * 0.15 + column * (width * 0.7) / columns + windowWidth * 0.12;
      const wy = wall.y + height * 0.08 + row * windowWidth * 1.5;
      parts.push(`<rect x="${fmt(wx)}" y="${fmt(wy)}" width="${fmt(windowWidth * 0.76)}" height="${fmt(windowWidth)}" rx="${fmt(windowWidth * 0.1)}" ${stroke}/>`);
    }
  }
  const doorWidth = width * 0.26;
  const isShop = variant % 2 === 1;
  // Every other building is a shop: its door to one side of a wide shop window, under a striped awning.
  const doorX = isShop ? x + width * 0.1 : x + width / 2 - doorWidth / 2;
  const doorTop = bottom - doorWidth * 1.5;
  parts.push(`<rect x="${fmt(doorX)}" y="${fmt(doorTop)}" width="${fmt(doorWidth)}" height="${fmt(doorWidth * 1.5)}" rx="${fmt(doorWidth * 0.2)}" ${stroke}/>`);
  parts.push(`<circle cx="${fmt(doorX + doorWidth * 0.78)}" cy="${fmt(bottom - doorWidth * 0.7)}" r="${fmt(Math.max(linePx, doorWidth * 0.06))}" fill="#000"/>`);
  if (isShop) {
    const shopX = doorX + doorWidth + width * 0.08;
    const shopWidth = x + width * 0.92 - shopX;
    parts.push(`<rect x="${fmt(shopX)}" y="${fmt(doorTop + doorWidth * 0.4)}" width="${fmt(shopWidth)}" height="${fmt(doorWidth * 0.8)}" rx="${fmt(doorWidth * 0.06)}" ${stroke}/>`);
    // The awning: a sloping band of stripes over door and window with a scalloped hem.
    const top = doorTop - doorWidth * 0.45;
    const hem = doorTop - doorWidth * 0.05;
    const [left, right] = [x + width * 0.04, x + width * 0.96];
    const stripes = 5;
    const step = (right - left) / stripes;
    const band = `M${fmt(left + width * 0.04)} ${fmt(top)}L${fmt(right - width * 0.04)} ${fmt(top)}L${fmt(right)} ${fmt(hem)}` + [...Array(stripes).keys()].reverse().map((index) => `Q${fmt(left + step * (index + 0.5))} ${fmt(hem + step * 0.8)} ${fmt(left + step * index)} ${fmt(hem)}`).join('') + 'Z';
    parts.push(`<path d="${band}" ${stroke}/>`);
    const lines = [...Array(stripes - 1).keys()].map((index) => {
      const at = (index + 1) / stripes;
      const topX = left + width * 0.04 + (right - left - width * 0.08) * at;
      return `M${fmt(topX)} ${fmt(top)}L${fmt(left + step * (index + 1))} ${fmt(hem)}`;
    });
    parts.push(`<path d="${lines.join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}"/>`);
  }
  return { markup: `<g>${parts.join('')}</g>`, box: { x: x - width * 0.05, y: wall.y - width * 0.06, width: width * 1.1, height: height + width * 0.06 } };
}

/** A fire hydrant on the pavement: a domed cap, a body with a nozzle each side and a bolt on the front, on a base plate. */
export function fireHydrant(cx: number, bottom: number, height: number, linePx: number): { markup: string; box: Box } {
  const stroke = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;
  const half = height * 0.22;
  const bodyTop = bottom - height * 0.78;
  const parts = [
    `<rect x="${fmt(cx - half * 1.5)}" y="${fmt(bodyTop + height * 0.2)}" width="${fmt(half * 3)}" height="${fmt(height * 0.16)}" rx="${fmt(height * 0.05)}" ${stroke}/>`,
    `<path d="M${fmt(cx - half)} ${fmt(bottom - height * 0.1)}L${fmt(cx - half)} ${fmt(bodyTop)}Q${fmt(cx - half)} ${fmt(bottom - height)} ${fmt(cx)} ${fmt(bottom - height)}Q${fmt(cx + half)} ${fmt(bottom - height)} ${fmt(cx + half)} ${fmt(bodyTop)}L${fmt(cx + half)} ${fmt(bottom - height * 0.1)}Z" ${stroke}/>`,
    `<rect x="${fmt(cx - half * 1.3)}" y="${fmt(bodyTop - height * 0.02)}" width="${fmt(half * 2.6)}" height="${fmt(height * 0.08)}" rx="${fmt(height * 0.03)}" ${stroke}/>`,
    `<circle cx="${fmt(cx)}" cy="${fmt(bodyTop + height * 0.28)}" r="${fmt(half * 0.42)}" ${stroke}/>`,
    `<rect x="${fmt(cx - half * 1.35)}" y="${fmt(bottom - height * 0.1)}" width="${fmt(half * 2.7)}" height="${fmt(height * 0.1)}" rx="${fmt(height * 0.03)}" ${stroke}/>`,
  ];
  return { markup: `<g>${parts.join('')}</g>`, box: { x: cx - half * 1.5, y: bottom - height, width: half * 3, height } };
}
