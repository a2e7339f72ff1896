import { fmt, type Box } from '../drawing';

/**
 * What grows on open grass, drawn from closed shapes so every part is a region to colour: flowers
 * with round petals, tufts of grass, a picket fence and flower beds for a garden.
 */
const outline = (linePx: number): string => `fill="#fff" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linejoin="round" stroke-linecap="round"`;

/** A flower standing on the grass: a stem with a leaf and, by `variant`, five round petals, a daisy's six long ones or a tulip's cup. */
export function flower(cx: number, bottom: number, size: number, linePx: number, variant = 0): { markup: string; box: Box } {
  const line = outline(linePx);
  const head = size * 0.2;
  const top = bottom - size + head * 2;
  const stem = Math.max(linePx * 2.4, size * 0.06);
  // The leaf on alternate sides, so a row of flowers is not one stamp repeated.
  const side = variant % 2 === 0 ? 1 : -1;
  const leafRoot = cx + (side * stem) / 2;
  const kind = variant % 3;
  // A daisy's long lower petals reach further down: its leaf grows lower, clear of them.
  const leafFoot = bottom - size * (kind === 1 ? 0.1 : 0.22);
  const parts = [
    `<rect x="${fmt(cx - stem / 2)}" y="${fmt(top)}" width="${fmt(stem)}" height="${fmt(bottom - top)}" rx="${fmt(stem / 2)}" ${line}/>`,
    `<path d="M${fmt(leafRoot)} ${fmt(leafFoot)}q${fmt(side * size * 0.1)} ${fmt(-size * 0.2)} ${fmt(side * size * 0.3)} ${fmt(-size * 0.2)}q${fmt(-side * size * 0.06)} ${fmt(size * 0.2)} ${fmt(-side * size * 0.3)} ${fmt(size * 0.2)}Z" ${line}/>`,
  ];
  if (kind === 2) {
    // A tulip: a cup with three points along its rim.
    const w = head * 1.15;
    const cupTop = top - head * 1.2;
    const cupBottom = top + head * 0.9;
    parts.push(
      `<path d="M${fmt(cx - w)} ${fmt(cupTop)}L${fmt(cx - w * 0.45)} ${fmt(cupTop + head * 0.55)}L${fmt(cx)} ${fmt(cupTop - head * 0.15)}L${fmt(cx + w * 0.45)} ${fmt(cupTop + head * 0.55)}L${fmt(cx + w)} ${fmt(cupTop)}` +
        `Q${fmt(cx + w * 1.1)} ${fmt(cupBottom)} ${fmt(cx)} ${fmt(cupBottom)}Q${fmt(cx - w * 1.1)} ${fmt(cupBottom)} ${fmt(cx - w)} ${fmt(cupTop)}Z" ${line}/>`,
    );
  } else {
    // Five round petals, or six long ones reaching out from a smaller middle (a daisy).
    const petals = kind === 0 ? 5 : 6;
    const [reach, across, along, middle] = kind === 0 ? [1.05, 0.62, 0.62, 0.6] : [1.05, 0.4, 0.72, 0.5];
    for (let index = 0; index < petals; index++) {
      const angle = -Math.PI / 2 + (index * Math.PI * 2) / petals;
      const [px, py] = [cx + Math.cos(angle) * head * reach, top + Math.sin(angle) * head * reach];
      parts.push(`<ellipse cx="${fmt(px)}" cy="${fmt(py)}" rx="${fmt(head * across)}" ry="${fmt(head * along)}" transform="rotate(${fmt((angle * 180) / Math.PI + 90)} ${fmt(px)} ${fmt(py)})" ${line}/>`);
    }
    parts.push(`<circle cx="${fmt(cx)}" cy="${fmt(top)}" r="${fmt(head * middle)}" ${line}/>`);
  }
  return { markup: parts.join(''), box: { x: cx - head * 1.7, y: top - head * 1.7, width: head * 3.4, height: bottom - top + head * 1.7 } };
}

/** A tuft of grass: three pointed blades as one closed shape. */
export function grassTuft(cx: number, bottom: number, size: number, linePx: number): { markup: string; box: Box } {
  const w = size * 0.5;
  const h = size * 0.6;
  const d =
    `M${fmt(cx - w)} ${fmt(bottom)}Q${fmt(cx - w * 0.8)} ${fmt(bottom - h * 0.5)} ${fmt(cx - w * 0.95)} ${fmt(bottom - h * 0.75)}` +
    `Q${fmt(cx - w * 0.45)} ${fmt(bottom - h * 0.55)} ${fmt(cx - w * 0.3)} ${fmt(bottom - h * 0.35)}` +
    `Q${fmt(cx - w * 0.2)} ${fmt(bottom - h * 0.8)} ${fmt(cx)} ${fmt(bottom - h)}` +
    `Q${fmt(cx + w * 0.2)} ${fmt(bottom - h * 0.8)} ${fmt(cx + w * 0.3)} ${fmt(bottom - h * 0.35)}` +
    `Q${fmt(cx + w * 0.45)} ${fmt(bottom - h * 0.55)} ${fmt(cx + w * 0.95)} ${fmt(bottom - h * 0.75)}` +
    `Q${fmt(cx + w * 0.8)} ${fmt(bottom - h * 0.5)} ${fmt(cx + w)} ${fmt(bottom)}Z`;
  return { markup: `<path d="${d}" ${outline(linePx)}/>`, box: { x: cx - w, y: bottom - h, width: 2 * w, height: h } };
}

/** A picket fence along the ground: pointed pickets `breadth` of its height wide on two rails, from `left` to `right`. */
export function picketFence(left: number, right: number, bottom: number, height: number, linePx: number, breadth = 0.22): { markup: string; box: Box } {
  const line = outline(linePx);
  const picket = Math.max(height * breadth, linePx * 5);
  const gap = picket * 0.7;
  const parts = [
    `<rect x="${fmt(left)}" y="${fmt(bottom - height * 0.78)}" width="${fmt(right - left)}" height="${fmt(height * 0.13)}" ${line}/>`,
    `<rect x="${fmt(left)}" y="${fmt(bottom - height * 0.36)}" width="${fmt(right - left)}" height="${fmt(height * 0.13)}" ${line}/>`,
  ];
  for (let x = left + gap / 2; x + picket <= right; x += picket + gap) {
    parts.push(`<path d="M${fmt(x)} ${fmt(bottom)}V${fmt(bottom - height + picket * 0.5)}L${fmt(x + picket / 2)} ${fmt(bottom - height)}L${fmt(x + picket)} ${fmt(bottom - height + picket * 0.5)}V${fmt(bottom)}Z" ${line}/>`);
  }
  return { markup: parts.join(''), box: { x: left, y: bottom - height, width: right - left, height } };
}

/** A flower bed: a mound of earth edged with stones, flowers `tall` times its width growing out of it. */
export function flowerBed(cx: number, bottom: number, width: number, linePx: number, flowers: number, tall = 0.34): { markup: string; box: Box } {
  const line = outline(linePx);
  const height = width * 0.2;
  const parts: string[] = [];
  const flowerSize = width * tall;
  for (let index = 0; index < flowers; index++) {
    const x = cx - width * 0.34 + (width * 0.68 * index) / Math.max(1, flowers - 1);
    parts.push(flower(x, bottom - height * 0.5, flowerSize * (index % 2 === 0 ? 1 : 0.85), linePx, index).markup);
  }
  parts.push(`<path d="M${fmt(cx - width / 2)} ${fmt(bottom)}Q${fmt(cx - width / 2)} ${fmt(bottom - height)} ${fmt(cx)} ${fmt(bottom - height)}Q${fmt(cx + width / 2)} ${fmt(bottom - height)} ${fmt(cx + width / 2)} ${fmt(bottom)}Z" ${line}/>`);
  const stones = Math.max(3, Math.round(width / (height * (linePx >= 12 ? 1.6 : 0.9))));
  for (let index = 0; index < stones; index++) {
    const x = cx - width / 2 + (width * (index + 0.5)) / stones;
    parts.push(`<ellipse cx="${fmt(x)}" cy="${fmt(bottom)}" rx="${fmt(width / stones / 2)}" ry="${fmt(height * 0.28)}" ${line}/>`);
  }
  return { markup: parts.join(''), box: { x: cx - width / 2, y: bottom - height - flowerSize, width, height: height + flowerSize + height * 0.28 } };
}

/**
 * A bed of leaves heaped on the ground for a creature asleep out of doors: a low mound with leaves
 * along its rim, each a pointed almond with its midrib, so the sleeper lies on something.
 */
export function leafBed(cx: number, top: number, width: number, height: number, linePx: number, leaves: number): { markup: string; box: Box } {
  const line = outline(linePx);
  const left = cx - width / 2;
  const bottom = top + height;
  // Its foot bows towards the viewer, a heap lying on the ground: a straight foot looked cut off, floating over the grass.
  const mound = `M${fmt(left)} ${fmt(bottom)}Q${fmt(left + width * 0.02)} ${fmt(top)} ${fmt(cx)} ${fmt(top)}Q${fmt(left + width * 0.98)} ${fmt(top)} ${fmt(left + width)} ${fmt(bottom)}Q${fmt(cx)} ${fmt(bottom + height * 0.5)} ${fmt(left)} ${fmt(bottom)}Z`;
  const leaf = (x: number, y: number, length: number, angle: number): string => {
    const w = length * 0.36;
    return (
      `<g transform="translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(angle)})">` +
      `<path d="M${fmt(-length / 2)} 0Q0 ${fmt(-w)} ${fmt(length / 2)} 0Q0 ${fmt(w)} ${fmt(-length / 2)} 0Z" ${line}/>` +
      `<path d="M${fmt(-length * 0.38)} 0H${fmt(length * 0.36)}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}" stroke-linecap="round"/></g>`
    );
  };
  const parts = [`<path d="${mound}" ${line}/>`];
  const length = Math.max(height * 0.5, width / (leaves * 0.75));
  // Leaves sticking up at the heap's two ends, beyond the sleeper (under it a leaf's edge would run along its belly,
  // leaving a sliver), then a row along the front edge, tipped every way like a heap.
  parts.push(leaf(left + width * 0.08, top + height * 0.3, length, -35), leaf(left + width * 0.92, top + height * 0.3, length, 215));
  for (let index = 0; index < leaves; index++) {
    const share = (index + 0.5) / leaves;
    const x = left + width * (0.04 + share * 0.92);
    parts.push(leaf(x, bottom - length * 0.25 + Math.sin(share * Math.PI) * height * 0.18, length, index % 2 === 0 ? -14 : 194));
  }
  return { markup: parts.join(''), box: { x: left - length * 0.3, y: top - length * 0.3, width: width + length * 0.6, height: height * 1.25 + length * 0.3 } };
}

/** A training cone standing on a pitch or a road: a cone with a band round it on a square foot, three areas to colour. */
export function trafficCone(cx: number, bottom: number, size: number, linePx: number): { markup: string; box: Box } {
  const line = outline(linePx);
  const foot = size * 0.12;
  const half = size * 0.34;
  const top = bottom - size;
  const at = (share: number): number => half * 0.2 + (half * 0.8 - half * 0.2) * share;
  const band = (from: number, to: number): string => {
    const [y0, y1] = [top + (bottom - foot - top) * from, top + (bottom - foot - top) * to];
    return `<path d="M${fmt(cx - at(from))} ${fmt(y0)}H${fmt(cx + at(from))}L${fmt(cx + at(to))} ${fmt(y1)}H${fmt(cx - at(to))}Z" ${line}/>`;
  };
  return {
    markup: `<rect x="${fmt(cx - half)}" y="${fmt(bottom - foot)}" width="${fmt(half * 2)}" height="${fmt(foot)}" rx="${fmt(foot * 0.3)}" ${line}/>${band(0, 1)}${band(0.4, 0.65)}`,
    box: { x: cx - half, y: top, width: half * 2, height: size },
  };
}

/** A manhole cover lying flat on the road: an oval lid crossed by a grid of bars, seen from the side. */
export function manholeCover(cx: number, bottom: number, size: number, linePx: number): { markup: string; box: Box } {
  const [rx, ry] = [size / 2, size * 0.2];
  const cy = bottom - ry;
  const bars: string[] = [];
  for (const share of [-0.5, 0, 0.5]) bars.push(`M${fmt(cx + rx * share)} ${fmt(cy - ry * Math.sqrt(1 - share * share))}V${fmt(cy + ry * Math.sqrt(1 - share * share))}`);
  bars.push(`M${fmt(cx - rx)} ${fmt(cy)}H${fmt(cx + rx)}`);
  return {
    markup: `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}" ${outline(linePx)}/><path d="${bars.join('')}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}" stroke-linecap="round"/>`,
    box: { x: cx - rx, y: cy - ry, width: size, height: ry * 2 },
  };
}

/** A corner flag at a pitch's corner: a pole with a knob and a pennant blowing towards `side`, split into two areas. */
export function cornerFlag(x: number, bottom: number, size: number, linePx: number, side: 1 | -1): { markup: string; box: Box } {
  const line = outline(linePx);
  const pole = Math.max(linePx * 2.6, size * 0.035);
  const top = bottom - size;
  const [flagLength, flagHeight] = [size * 0.42, size * 0.3];
  const tip = { x: x + side * flagLength, y: top + flagHeight / 2 };
  const seam = x + (side * flagLength) / 2;
  return {
    markup:
      `<path d="M${fmt(x)} ${fmt(top)}L${fmt(tip.x)} ${fmt(tip.y)}L${fmt(x)} ${fmt(top + flagHeight)}Z" ${line}/>` +
      `<path d="M${fmt(seam)} ${fmt(top + flagHeight / 4)}V${fmt(top + (flagHeight * 3) / 4)}" fill="none" stroke="#000" stroke-width="${fmt(linePx)}"/>` +
      `<rect x="${fmt(x - pole / 2)}" y="${fmt(top)}" width="${fmt(pole)}" height="${fmt(size)}" rx="${fmt(pole / 2)}" ${line}/>` +
      `<circle cx="${fmt(x)}" cy="${fmt(top - pole * 0.6)}" r="${fmt(pole * 0.9)}" ${line}/>`,
    box: { x: Math.min(x - pole, tip.x), y: top - pole * 1.5, width: flagLength + pole, height: size + pole * 1.5 },
  };
}

/**
 * A round bush on the grass: three bumps along its top and leaf curls inside well clear of its edge (more at 9-12).
 * With `hasLeafRow` a second row of bumps runs across it from side to side, so it is two rows of leafy clumps to colour
 * (round 14, 25: a big bush read as an empty outline).
 */
export function bush(cx: number, bottom: number, width: number, linePx: number, isDense = false, hasLeafRow = false): { markup: string; box: Box } {
  const height = width * 0.62;
  const left = cx - width / 2;
  const shoulder = bottom - height * 0.5;
  let d = `M${fmt(left + width * 0.05)} ${fmt(bottom)}Q${fmt(left - width * 0.04)} ${fmt(bottom - height * 0.25)} ${fmt(left)} ${fmt(shoulder)}`;
  const tops = [0, 0.3, 0.7, 1];
  for (let index = 1; index < tops.length; index++) {
    const radius = (width * (tops[index]! - tops[index - 1]!)) / 2;
    d += `A${fmt(radius)} ${fmt(radius * (index === 2 ? 1.45 : 1.1))} 0 0 1 ${fmt(left + width * tops[index]!)} ${fmt(shoulder)}`;
  }
  d += `Q${fmt(left + width * 1.04)} ${fmt(bottom - height * 0.25)} ${fmt(left + width * 0.95)} ${fmt(bottom)}Z`;
  // Only on a bush big enough that the band under the row stays several lines deep.
  const isRowed = hasLeafRow && height * 0.25 > linePx * 6;
  // The row starts and ends on the bush's sides halfway up their curves, crossing them at a steep angle, not along them.
  const row = isRowed
    ? `M${fmt(left - width * 0.0075)} ${fmt(bottom - height * 0.25)}` +
      [0.34, 0.66, 1.0075].map((share, index) => `A${fmt(width * 0.18)} ${fmt(height * 0.26)} 0 0 1 ${fmt(left + width * share)} ${fmt(bottom - height * (index === 2 ? 0.25 : 0.3))}`).join('')
    : '';
  // Curls in the clumps above the row (and a few below it), each well clear of every line.
  const spots = isRowed
    ? isDense
      ? [[0.1, 0.6], [0.45, 0.8], [0.8, 0.6], [0.3, 0.1], [0.62, 0.1]]
      : [[0.1, 0.6], [0.45, 0.8], [0.8, 0.6]]
    : isDense
      ? [[0.2, 0.3], [0.46, 0.62], [0.72, 0.3], [0.34, 0.14], [0.6, 0.14]]
      : [[0.18, 0.3], [0.45, 0.6], [0.72, 0.3]];
  const curls = spots.map(([sx, sy]) => `M${fmt(left + width * sx!)} ${fmt(bottom - height * sy!)}q${fmt(width * 0.05)} ${fmt(-height * 0.1)} ${fmt(width * 0.1)} 0`).join('');
  const stroke = `fill="none" stroke="#000" stroke-linecap="round"`;
  return {
    markup: `<path d="${d}" ${outline(linePx)}/>${row ? `<path d="${row}" ${stroke} stroke-width="${fmt(linePx)}"/>` : ''}<path d="${curls}" ${stroke} stroke-width="${fmt(linePx * 0.8)}"/>`,
    box: { x: left - width * 0.04, y: bottom - height * 1.05, width: width * 1.08, height: height * 1.05 },
  };
}

/**
 * A clump on the grass, by `variant` one of four groups, so the clumps dotted over a lawn are not one stamp (round 12:
 * every clump was a flower between two tufts): a flower between two tufts, a tall and a short flower with a tuft between,
 * a flower beside two stones, or a wide bank of tufts with two flowers behind. At night, tufts and stones only.
 */
export function tuftClump(cx: number, bottom: number, size: number, linePx: number, variant: number, hasFlower: boolean): { markup: string; box: Box } {
  const line = outline(linePx);
  const bloom = (x: number, y: number, height: number, kind: number): { markup: string; box: Box } => (hasFlower ? flower(x, y, height, linePx, kind) : grassTuft(x, y, height * 0.7, linePx));
  const stone = (x: number, y: number, width: number): { markup: string; box: Box } => ({
    markup: `<path d="M${fmt(x - width / 2)} ${fmt(y)}Q${fmt(x - width * 0.5)} ${fmt(y - width * 0.55)} ${fmt(x)} ${fmt(y - width * 0.55)}Q${fmt(x + width * 0.55)} ${fmt(y - width * 0.5)} ${fmt(x + width / 2)} ${fmt(y)}Z" ${line}/>`,
    box: { x: x - width / 2, y: y - width * 0.55, width, height: width * 0.55 },
  });
  // Back to front: what stands further back first, so the nearer tufts overlap its foot.
  const parts: Array<{ markup: string; box: Box }> = [];
  // A small clump far up the lawn is one of the two plain groups: a busier one that small crowds its leaves and tufts into specks.
  const group = size < 200 ? (variant % 2) * 2 : variant % 4;
  // The two busier groups a size larger, so neighbouring clumps differ in size as well as in make-up.
  if (group % 2 === 1) size *= group === 1 ? 1.2 : 1.3;
  switch (group) {
    case 1:
      parts.push(bloom(cx - size * 0.28, bottom - size * 0.02, size, variant), bloom(cx + size * 0.3, bottom + size * 0.02, size * 0.72, variant + 1), grassTuft(cx + size * 0.02, bottom + size * 0.05, size * 0.4, linePx), grassTuft(cx + size * 0.52, bottom + size * 0.04, size * 0.36, linePx));
      break;
    case 2:
      parts.push(bloom(cx - size * 0.22, bottom - size * 0.02, size * 0.9, variant), stone(cx + size * 0.3, bottom + size * 0.02, size * 0.42), stone(cx + size * 0.02, bottom + size * 0.06, size * 0.26), grassTuft(cx - size * 0.5, bottom + size * 0.05, size * 0.44, linePx));
      break;
    case 3:
      parts.push(
        bloom(cx - size * 0.3, bottom - size * 0.06, size * 0.95, variant),
        bloom(cx + size * 0.28, bottom - size * 0.08, size * 0.78, variant + 2),
        grassTuft(cx - size * 0.62, bottom + size * 0.03, size * 0.5, linePx),
        grassTuft(cx - size * 0.04, bottom + size * 0.05, size * 0.62, linePx),
        grassTuft(cx + size * 0.58, bottom + size * 0.03, size * 0.44, linePx),
      );
      break;
    default:
      parts.push(bloom(cx, bottom, size, variant), grassTuft(cx - size * 0.36, bottom + size * 0.04, size * 0.5, linePx), grassTuft(cx + size * 0.38, bottom + size * 0.02, size * 0.42, linePx));
  }
  return { markup: parts.map((part) => part.markup).join(''), box: unionOf(parts.map((part) => part.box)) };
}

/** A vegetable patch: a mound of earth with three round cabbages on it, each with its leaves' midline. */
export function vegetablePatch(cx: number, bottom: number, width: number, linePx: number): { markup: string; box: Box } {
  const line = outline(linePx);
  const height = width * 0.2;
  const parts: string[] = [];
  const radius = width * 0.13;
  for (const share of [-0.28, 0, 0.28]) {
    const x = cx + width * share;
    const y = bottom - height * 0.55 - radius * 0.7;
    parts.push(
      `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(radius)}" ${line}/>` +
        `<path d="M${fmt(x - radius * 0.55)} ${fmt(y + radius * 0.2)}Q${fmt(x)} ${fmt(y - radius * 0.6)} ${fmt(x + radius * 0.55)} ${fmt(y + radius * 0.2)}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}" stroke-linecap="round"/>`,
    );
  }
  parts.push(`<path d="M${fmt(cx - width / 2)} ${fmt(bottom)}Q${fmt(cx - width * 0.45)} ${fmt(bottom - height)} ${fmt(cx)} ${fmt(bottom - height)}Q${fmt(cx + width * 0.45)} ${fmt(bottom - height)} ${fmt(cx + width / 2)} ${fmt(bottom)}Z" ${line}/>`);
  return { markup: parts.join(''), box: { x: cx - width / 2, y: bottom - height * 0.55 - radius * 1.7, width, height: height * 0.55 + radius * 1.7 } };
}

/** A watering can standing on the grass: its body, a spout reaching up with a rose at its end, and a handle over the top. */
export function wateringCan(cx: number, bottom: number, size: number, linePx: number): { markup: string; box: Box } {
  const line = outline(linePx);
  const [half, height] = [size * 0.26, size * 0.5];
  const top = bottom - height;
  return {
    markup:
      `<path d="M${fmt(cx + half * 0.6)} ${fmt(top + height * 0.3)}Q${fmt(cx)} ${fmt(top - height * 0.55)} ${fmt(cx - half * 0.6)} ${fmt(top + height * 0.3)}" fill="none" stroke="#000" stroke-width="${fmt(Math.max(linePx * 2.2, size * 0.05))}" stroke-linecap="round"/>` +
      `<path d="M${fmt(cx - half)} ${fmt(bottom - height * 0.3)}L${fmt(cx - half - size * 0.36)} ${fmt(top - height * 0.05)}L${fmt(cx - half - size * 0.3)} ${fmt(top - height * 0.15)}L${fmt(cx - half)} ${fmt(bottom - height * 0.62)}Z" ${line}/>` +
      `<path d="M${fmt(cx - half - size * 0.42)} ${fmt(top - height * 0.22)}L${fmt(cx - half - size * 0.26)} ${fmt(top + height * 0.03)}L${fmt(cx - half - size * 0.22)} ${fmt(top - height * 0.35)}Z" ${line}/>` +
      `<rect x="${fmt(cx - half)}" y="${fmt(top)}" width="${fmt(half * 2)}" height="${fmt(height)}" rx="${fmt(half * 0.25)}" ${line}/>` +
      `<rect x="${fmt(cx - half)}" y="${fmt(top + height * 0.35)}" width="${fmt(half * 2)}" height="${fmt(height * 0.25)}" ${line}/>`,
    box: { x: cx - half - size * 0.44, y: top - height * 0.4, width: half * 2 + size * 0.44, height: height * 1.4 },
  };
}

function unionOf(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  return { x, y, width: Math.max(...boxes.map((box) => box.x + box.width)) - x, height: Math.max(...boxes.map((box) => box.y + box.height)) - y };
}

/**
 * A fallen log lying on the forest floor, its cut end towards the right showing a ring to colour, a broken branch
 * stub on its back and bark lines along it, with a tuft of grass at its foot.
 */
export function fallenLog(cx: number, bottom: number, width: number, linePx: number): { markup: string; box: Box } {
  const line = outline(linePx);
  const height = width * 0.3;
  const [left, right] = [cx - width / 2, cx + width / 2];
  const end = { cx: right - height * 0.28, rx: height * 0.28, ry: height / 2 };
  const middle = bottom - height / 2;
  // The stub first, its foot under the log's back.
  const stubX = left + width * 0.3;
  const stub = `<path d="M${fmt(stubX - height * 0.14)} ${fmt(bottom - height * 0.8)}L${fmt(stubX - height * 0.34)} ${fmt(bottom - height * 1.3)}Q${fmt(stubX - height * 0.2)} ${fmt(bottom - height * 1.42)} ${fmt(stubX - height * 0.06)} ${fmt(bottom - height * 1.34)}L${fmt(stubX + height * 0.16)} ${fmt(bottom - height * 0.8)}Z" ${line}/>`;
  const body = `<path d="M${fmt(end.cx)} ${fmt(bottom)}H${fmt(left + height * 0.4)}Q${fmt(left)} ${fmt(bottom)} ${fmt(left)} ${fmt(middle)}Q${fmt(left)} ${fmt(bottom - height)} ${fmt(left + height * 0.4)} ${fmt(bottom - height)}H${fmt(end.cx)}Z" ${line}/>`;
  const cut = `<ellipse cx="${fmt(end.cx)}" cy="${fmt(middle)}" rx="${fmt(end.rx)}" ry="${fmt(end.ry)}" ${line}/><ellipse cx="${fmt(end.cx)}" cy="${fmt(middle)}" rx="${fmt(end.rx * 0.5)}" ry="${fmt(end.ry * 0.5)}" ${line}/>`;
  // Bark lines along the log's right half, clear of its outline, the stub, the cut end and what grows in front of its left.
  const bark = [[0.45, 0.66, 0.3], [0.55, 0.75, 0.66]]
    .map(([from, to, depth]) => `M${fmt(left + width * from!)} ${fmt(bottom - height * depth!)}Q${fmt(left + (width * (from! + to!)) / 2)} ${fmt(bottom - height * (depth! + 0.1))} ${fmt(left + width * to!)} ${fmt(bottom - height * depth!)}`)
    .join('');
  const tuft = grassTuft(left + width * 0.08, bottom + height * 0.1, height * 0.7, linePx);
  return {
    markup: `${stub}${body}${cut}<path d="${bark}" fill="none" stroke="#000" stroke-width="${fmt(linePx * 0.8)}" stroke-linecap="round"/>${tuft.markup}`,
    box: unionOf([{ x: left, y: bottom - height * 1.42, width, height: height * 1.42 }, tuft.box]),
  };
}
