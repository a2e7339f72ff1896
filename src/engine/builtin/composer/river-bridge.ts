import { fmt, type Box } from '../drawing';
import type { Detail } from '../motif-library';
import type { Point } from '../figure/geometry';
import { grassTuft } from './ground-dressing';
import { bulrushes } from './pond';

/** Where the bridge goes on the page, px: it runs past both sides of the art, so no end of it is cut off flat. */
export interface BridgePlacement {
  art: Box;
  /** The middle of the arch, and of the bridge's hump. */
  cx: number;
  /** The parapet's top at the crown of the hump. */
  parapetTop: number;
  /** The road behind the parapet at the crown: where someone on the bridge stands. */
  deckY: number;
  /** Where the bridge's feet meet the banks, and its arch the water. */
  footY: number;
  linePx: number;
  detail: Detail;
}

export interface RiverBridge {
  /** The river coming out from under the arch and widening to the foot of the page, with its banks' reeds and stones. */
  river: string;
  /** The bridge's face, parapet and arch, drawn over whoever stands on it. */
  bridge: string;
  /** Where an angler's float lands: on the river just in front of the bridge, right of the middle. */
  float: Point;
  /** The bridge's face, and the river as a few boxes down the page: what the backdrop's tufts keep off. */
  boxes: Box[];
  /** Half the arch's width, px. */
  archHalf: number;
}

/** How much the hump lifts the parapet's middle above its ends, as a share of the art's height. */
const HUMP = 0.03;
/** How far the bridge runs past the art on each side, px: the frame's clip cuts it, never a flat end. */
const OVERRUN = 160;

/**
 * A humped stone bridge across the whole page over a river: one arch, the river under it and running
 * towards us between grassy banks. Older children get its stones: the arch's ring of wedge stones,
 * block joints along the parapet and courses on the face either side of the arch.
 */
export function riverBridge(placement: BridgePlacement): RiverBridge {
  const { art, cx, parapetTop, deckY, footY, linePx, detail } = placement;
  const left = art.x - OVERRUN;
  const right = art.x + art.width + OVERRUN;
  const hump = art.height * HUMP;
  const span = Math.max(cx - left, right - cx);
  /** A curve over the whole width with its top at `top` over the arch, lower towards the ends. */
  const humped = (top: number): ((x: number) => number) => (x) => top + hump * ((x - cx) / span) ** 2;
  const curvePath = (top: number): string => `M${fmt(left)} ${fmt(humped(top)(left))}Q${fmt(cx)} ${fmt(top - hump * ((cx - left) / span) ** 2)} ${fmt(right)} ${fmt(humped(top)(right))}`;
  const stroke = `fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round" stroke-linejoin="round"`;
  const thin = `fill="none" stroke="#000" stroke-width="${fmt(Math.max(3, linePx * 0.75))}" stroke-linecap="round"`;
  const outline = `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round"`;

  const ring = Math.max(linePx * 6, art.height * 0.032);
  const coping = Math.max(linePx * 4, art.height * 0.022);
  const isLow = deckY - parapetTop - coping < art.height * 0.05;
  const middleY = isLow ? parapetTop + coping : (parapetTop + coping + deckY) / 2;
  const archHigh = Math.max(art.height * 0.08, footY - deckY - ring - art.height * 0.025);
  const archHalf = Math.min(art.width * 0.24, archHigh * 1.25);
  const outerHalf = archHalf + ring;
  const outerHigh = archHigh + ring;

  // The face from the parapet's top down to the banks, the arch cut out of its foot.
  const face =
    `${curvePath(parapetTop)}L${fmt(right)} ${fmt(footY)}L${fmt(cx + archHalf)} ${fmt(footY)}` +
    `A${fmt(archHalf)} ${fmt(archHigh)} 0 0 0 ${fmt(cx - archHalf)} ${fmt(footY)}L${fmt(left)} ${fmt(footY)}Z`;
  const bridge = [`<path d="${face}" ${outline}/>`];
  // The coping along the parapet's top and the string course where the road is behind it.
  bridge.push(`<path d="${curvePath(parapetTop + coping)}" ${stroke}/>`, `<path d="${curvePath(deckY)}" ${stroke}/>`);
  bridge.push(`<path d="M${fmt(cx + outerHalf)} ${fmt(footY)}A${fmt(outerHalf)} ${fmt(outerHigh)} 0 0 0 ${fmt(cx - outerHalf)} ${fmt(footY)}" ${stroke}/>`);
  if (detail !== 'low') {
    // Wedge stones round the arch, each joint pointing at the arch's middle.
    const stones = detail === 'high' ? 13 : 9;
    for (let index = 1; index < stones; index++) {
      const angle = (Math.PI * index) / stones;
      const at = (halfWidth: number, high: number): string => `${fmt(cx + Math.cos(angle) * halfWidth)} ${fmt(footY - Math.sin(angle) * high)}`;
      bridge.push(`<path d="M${at(archHalf, archHigh)}L${at(outerHalf, outerHigh)}" ${thin}/>`);
    }
    // The parapet in two courses of blocks between the coping and the road, their joints staggered (one course of
    // tall blocks read as a plank fence).
    // A low parapet is one course: split in two, its blocks were slivers too thin to colour.
    const block = art.width * (detail === 'high' ? 0.075 : 0.1);
    if (!isLow) bridge.push(`<path d="${curvePath(middleY)}" ${thin}/>`);
    // No joint just inside the frame, where the frame's line would cut a sliver of a block off.
    const isAtFrame = (x: number): boolean => Math.abs(x - art.x) < block * 0.3 || Math.abs(x - art.x - art.width) < block * 0.3;
    if (!isLow) for (let x = block * 0.5; cx - x > left; x += block) for (const at of [cx - x, cx + x]) if (!isAtFrame(at)) bridge.push(parapetJoint(at, true));
    for (let x = 0; cx - x > left; x += block) for (const at of x > 0 ? [cx - x, cx + x] : [cx]) if (!isAtFrame(at)) bridge.push(parapetJoint(at, false));
    // Courses of stone on the face either side of the arch, the joints staggered row by row, none
    // closer to the arch's ring than half a block (a thin wedge there would be too small to colour).
    const rowHeight = art.height * (detail === 'high' ? 0.045 : 0.06);
    const ringX = (y: number): number => (y <= footY - outerHigh ? 0 : outerHalf * Math.sqrt(1 - ((footY - y) / outerHigh) ** 2));
    // Each course bends with the hump as much as it is near the road: the top ones follow the road's curve, the lowest
    // lie level on the banks, so no course cuts the road's line off into a wedge and slivers at the page's edges.
    const rows = Math.max(2, Math.round((footY - deckY) / rowHeight));
    const row = (footY - deckY) / rows;
    const courseAt = (y: number, x: number): number => y + hump * Math.min(1, Math.max(0, (footY - y) / (footY - deckY))) * ((x - cx) / span) ** 2;
    const course_ = (y: number, from: number, to: number): string => {
      const steps = 12;
      return Array.from({ length: steps + 1 }, (_, index) => {
        const x = from + ((to - from) * index) / steps;
        return `${index === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(courseAt(y, x))}`;
      }).join('');
    };
    let course = 0;
    // The top course's upper edge is the road's line itself.
    for (let y = footY - row; course < rows; y -= row, course++) {
      const reach = ringX(y);
      if (course < rows - 1) bridge.push(`<path d="${course_(y, left, cx - reach)}${course_(y, cx + reach, right)}" ${thin}/>`);
      const below = y + row;
      const clear = Math.max(reach, ringX(below)) + block * 0.5;
      for (let x = course % 2 === 0 ? block * 0.5 : 0; cx - x > left || cx + x < right; x += block) {
        if (x < clear || isAtFrame(cx - x) || isAtFrame(cx + x)) continue;
        const joint = (at: number): string => `M${fmt(at)} ${fmt(courseAt(y, at))}L${fmt(at)} ${fmt(below >= footY ? footY : courseAt(below, at))}`;
        bridge.push(`<path d="${joint(cx - x)}${joint(cx + x)}" ${thin}/>`);
      }
    }
  }

  /** A joint between two blocks of the parapet's upper or lower course. */
  function parapetJoint(x: number, isUpper: boolean): string {
    const middle = humped(middleY)(x);
    const [from, to] = isUpper ? [humped(parapetTop)(x) + coping, middle] : [middle, humped(deckY)(x)];
    return `<path d="M${fmt(x)} ${fmt(from)}L${fmt(x)} ${fmt(to)}" ${thin}/>`;
  }

  // The river: its far water seen through the arch, coming out under it and widening to the page's foot.
  const bottom = art.y + art.height + OVERRUN;
  const below = art.y + art.height - footY;
  // Low in the arch: a third of the way up it read as water reaching almost to its top.
  const waterTop = footY - archHigh * 0.14;
  const spread = art.width * 0.3;
  const step = archHalf / 3;
  let surface = `M${fmt(cx - outerHalf - 40)} ${fmt(waterTop)}`;
  for (let x = cx - outerHalf - 40; x < cx + outerHalf + 40; x += step) surface += `q${fmt(step / 4)} ${fmt(-step / 7)} ${fmt(step / 2)} 0q${fmt(step / 4)} ${fmt(step / 7)} ${fmt(step / 2)} 0`;
  // Each bank's edge is one cubic curve from the arch's pier out to the page's foot.
  const edge = (side: 1 | -1): [Point, Point, Point, Point] => [
    { x: cx + side * archHalf, y: footY },
    { x: cx + side * (archHalf + spread * 0.1), y: footY + (bottom - footY) * 0.3 },
    { x: cx + side * spread * 0.95, y: footY + (bottom - footY) * 0.45 },
    { x: cx + side * spread * (side === 1 ? 1.15 : 1.3), y: bottom },
  ];
  const cubic = (points: [Point, Point, Point, Point]): string => points.slice(1).map((point) => `${fmt(point.x)} ${fmt(point.y)}`).join(' ');
  const onEdge = (side: 1 | -1, t: number): Point => {
    const [a, b, c, d] = edge(side);
    const u = 1 - t;
    return { x: u ** 3 * a.x + 3 * u * u * t * b.x + 3 * u * t * t * c.x + t ** 3 * d.x, y: u ** 3 * a.y + 3 * u * u * t * b.y + 3 * u * t * t * c.y + t ** 3 * d.y };
  };
  const leftEdge = [...edge(-1)].reverse() as [Point, Point, Point, Point];
  const riverShape =
    `${surface}L${fmt(cx + outerHalf + 40)} ${fmt(footY - 2)}L${fmt(cx + archHalf)} ${fmt(footY)}C${cubic(edge(1))}` +
    `L${fmt(leftEdge[0].x)} ${fmt(leftEdge[0].y)}C${cubic(leftEdge)}L${fmt(cx - outerHalf - 40)} ${fmt(footY - 2)}Z`;
  const river = [`<path d="${riverShape}" ${outline}/>`];
  // Ripples on the water, short enough to stay off the banks.
  const ripples: Array<[number, number, number]> = [
    [-0.4, 0.35, 0.7],
    [0.3, 0.6, 0.9],
    [-0.25, 0.85, 1],
  ];
  for (const [dx, dy, size] of ripples.slice(0, detail === 'low' ? 2 : 3)) {
    const x = cx + dx * (archHalf + (spread - archHalf) * dy);
    const y = footY + below * dy;
    const w = archHalf * 0.35 * size;
    river.push(`<path d="M${fmt(x - w)} ${fmt(y)}q${fmt(w / 2)} ${fmt(-w / 4)} ${fmt(w)} 0q${fmt(w / 2)} ${fmt(w / 4)} ${fmt(w)} 0" ${stroke}/>`);
  }
  // The banks: stones in the water along the right one, bulrushes on the left, tufts of grass on both. The stones
  // keep clear of the bank's line (on it, the line ran through them like beads on a string) and the bulrushes' heads
  // well below the bridge (up against its foot they hung from it).
  const banks: string[] = [];
  const stoneSize = art.width * (detail === 'low' ? 0.05 : 0.04);
  const stones: Array<[number, number]> = detail === 'low' ? [[0.36, 1]] : [[0.32, 0.8], [0.52, 1.1]];
  for (const [t, size] of stones) {
    const at = onEdge(1, t);
    river.push(`<ellipse cx="${fmt(at.x - stoneSize * size - linePx * 4)}" cy="${fmt(at.y)}" rx="${fmt(stoneSize * size)}" ry="${fmt(stoneSize * size * 0.62)}" ${outline}/>`);
  }
  const reedsAt = onEdge(-1, 0.7);
  const reedsHeight = Math.min(art.height * 0.1, reedsAt.y - footY - art.height * 0.05);
  const reeds = bulrushes(reedsAt.x - art.width * 0.05, reedsAt.y, reedsHeight, linePx, detail === 'low' ? 2 : 3);
  banks.push(reeds.markup);
  const tuft = art.width * (detail === 'low' ? 0.1 : 0.08);
  for (const [side, t, out] of [[-1, 0.25, 0.2], [1, 0.25, 0.24], [1, 0.72, 0.14]] as Array<[1 | -1, number, number]>) {
    const at = onEdge(side, t);
    banks.push(grassTuft(at.x + side * art.width * out, at.y, tuft, linePx).markup);
  }
  const float = { x: cx + archHalf * 0.55, y: footY + below * 0.12 };
  const boxes: Box[] = [{ x: left, y: parapetTop - hump, width: right - left, height: footY - parapetTop + hump }];
  for (const share of [0, 0.33, 0.66]) {
    const half = Math.max(onEdge(1, Math.min(1, share + 0.34)).x - cx, cx - onEdge(-1, Math.min(1, share + 0.34)).x) + art.width * 0.14;
    boxes.push({ x: cx - half, y: footY + below * share, width: 2 * half, height: below * 0.34 });
  }
  return { river: [...river, ...banks].join(''), bridge: bridge.join(''), float, boxes, archHalf };
}

