import type { ComposedProp } from './composed-prop';
import { line, polygon, rect, shape } from './prop-shapes';

/** A round-topped window or doorway, as one closed shape. */
function arch(x: number, bottom: number, width: number, height: number): string {
  const r = width / 2;
  return shape(`M${x} ${bottom} V${bottom - height + r} A${r} ${r} 0 0 1 ${x + width} ${bottom - height + r} V${bottom} Z`);
}

/** Merlons along a wall top: the square teeth of a battlement. */
function battlement(left: number, right: number, top: number, size: number): string[] {
  const count = Math.max(2, Math.round((right - left) / (size * 2)));
  const step = (right - left) / count;
  return Array.from({ length: count }, (_, index) => rect(left + index * step + (step - size) / 2, top, size, size * 0.9, 1));
}

type Hole = readonly [number, number, number, number];

/** How big the bricks are by detail: 6-8's half again as big as 9-12's, so there are fewer to colour. */
const BRICK_SIZE = { medium: 1.5, high: 1 } as const;

/**
 * Courses of bricks over a whole wall: a joint along each course from edge to edge, broken where a window or
 * the gate is, and staggered joints between, none near an edge or a hole where it would cut off a sliver.
 * `size` scales the bricks: 6-8 gets fewer, bigger ones (round 14: a few loose stones left the towers' walls
 * large empty areas).
 */
function brickCourses(left: number, right: number, top: number, bottom: number, holes: Hole[], size = 1): string[] {
  const [width, height, margin] = [16 * size, 8 * size, 2.5];
  const shapes: string[] = [];
  const isInHole = (x: number, y0: number, y1: number): boolean => holes.some(([hx0, hy0, hx1, hy1]) => x > hx0 - margin * 2 && x < hx1 + margin * 2 && y1 > hy0 - margin && y0 < hy1 + margin);
  // Each hole is an arch: beside its straight sides and low on its round top a joint runs right up to its outline
  // (stopping short, it left a gap beside the gate); only near the crown, where it would meet the curve at a
  // shallow angle and pinch off a sliver, does it stop short.
  const sides = ([hx0, hy0, hx1]: Hole, y: number): [number, number] | null => {
    const radius = (hx1 - hx0) / 2;
    const rise = hy0 + radius - y;
    if (rise > radius * 0.6) return null;
    const half = rise <= 0 ? radius : Math.sqrt(radius * radius - rise * rise);
    return [hx0 + radius - half, hx1 - radius + half];
  };
  // Stretches of a course left out beside an arch's crown, [y, from, to]: there a joint stopping short of the curve
  // was a dash floating on the wall (round 14, 10 and 27), so the bricks above and below it are one tall stone.
  const merged: Array<[number, number, number]> = [];
  const isMerged = (x: number, y: number): boolean => merged.some(([my, from, to]) => Math.abs(my - y) < 0.01 && x > from && x < to);
  // No course so near the wall's foot that the last one is a thin strip: a taller bottom course instead.
  for (let row = 0, y = top + height; y < bottom - Math.max(margin, height * 0.6); row++, y += height) {
    // The course's joint, split around the holes it meets.
    let start = left;
    let isBesideCrown = false;
    const cuts = holes.filter(([, hy0, , hy1]) => y > hy0 - margin && y < hy1 + margin).sort((a, b) => a[0] - b[0]);
    for (const hole of cuts) {
      const curve = y < hole[3] ? sides(hole, y) : null;
      const [stop, resume] = curve ?? [hole[0] - margin, hole[2] + margin];
      const isCrown = !curve && y < hole[3];
      if (isCrown || isBesideCrown) merged.push([y, start, stop]);
      else if (stop - start > margin * 2) shapes.push(line([start, y], [stop, y]));
      isBesideCrown = isCrown;
      start = Math.max(start, resume);
    }
    if (isBesideCrown) merged.push([y, start, right]);
    else if (right - start > margin * 2) shapes.push(line([start, y], [right, y]));
    // The joints between bricks in the course above this line.
    for (let x = left + (row % 2 === 0 ? width : width / 2); x < right - margin * 2; x += width) {
      if (x - left < margin * 2 || isInHole(x, y - height, y) || isMerged(x, y) || isMerged(x, y - height)) continue;
      shapes.push(line([x, y - height], [x, y]));
    }
  }
  return shapes;
}

/** A tower with a pointed roof overhanging it and a flag on a pole at the tip. */
function tower(x: number, width: number, top: number, hasDetail: boolean, flagLeft: boolean, bottom = 180, eave = 5): string[] {
  const tip = top - width * 1.05;
  const cx = x + width / 2;
  const flagTop = tip - 16;
  const flag = flagLeft ? [[cx, flagTop], [cx - 15, flagTop + 5], [cx, flagTop + 10]] : [[cx, flagTop], [cx + 15, flagTop + 5], [cx, flagTop + 10]];
  const shapes = [
    // The pole a single line: a closed pole this thin would leave a white sliver inside.
    line([cx, flagTop - 1], [cx, tip + 4]),
    polygon(flag as Array<[number, number]>, 1),
    rect(x, top, width, bottom - top),
    polygon([[x - 5, top + 2], [x + width + 5, top + 2], [cx, tip]], 1.5),
    rect(x - 5, top, width + 10, eave, 1.5),
    arch(cx - width * 0.16, top + 34, width * 0.32, 20),
  ];
  if (hasDetail) shapes.push(arch(cx - width * 0.16, top + 78, width * 0.32, 18));
  return shapes;
}

/**
 * Where the plain castle stands, as boxes [left, top, right, bottom] in its 200 × 180 units: its two towers with
 * their roofs and flags, and the keep with the wall. The sky between the towers' roofs, over the keep, is open:
 * a castle guarded fills the page's width, and kept clear of as one box it left no room for a sun or a cloud.
 */
export const STONE_CASTLE_SKYLINE: ReadonlyArray<readonly [number, number, number, number]> = [
  [0, 0, 50, 180],
  [150, 0, 200, 180],
  [40, 50, 160, 180],
];

/** The castle's gate, [left, top, right, bottom] in its 200 × 180 units: where a path to it meets it. */
export const STONE_CASTLE_GATE = [88, 136, 112, 180] as const;

/**
 * A castle seen from the front: two tall round towers with pointed roofs and flags on poles, a
 * battlemented wall and keep between them, an arched gate with its portcullis. It stands in for the
 * castle icon, which is small and squat beside a figure (see BUILDING_ART in composer/backdrops.ts), so it
 * has no words of its own.
 */
export const stoneCastle: ComposedProp = {
  name: 'stone-castle',
  words: [],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  draw(detail) {
    const hasDetail = detail !== 'low';
    const shapes: string[] = [
      // The curtain wall with its battlement.
      // Kept clear of the keep's sides, so no sliver of wall shows between a merlon and the keep.
      ...battlement(40, 61, 92, 8),
      ...battlement(139, 160, 92, 8),
      rect(40, 100, 120, 80),
      // The keep, taller, in the middle.
      ...battlement(64, 136, 52, 10),
      rect(64, 61, 72, 119),
      ...tower(6, 38, 60, false, true),
      ...tower(156, 38, 60, hasDetail, false),
      arch(88, 180, 24, 44),
      arch(92, 92, 16, 20),
    ];
    if (hasDetail) {
      // Portcullis bars across the gate, from side to side and top to bottom of the arch.
      shapes.push(line([94, 139], [94, 180]), line([100, 136], [100, 180]), line([106, 139], [106, 180]), line([88, 160], [112, 160]));
      shapes.push(arch(48, 140, 10, 16), arch(142, 140, 10, 16));
      // Stonework on the keep, the wall and the towers, clear of windows and the gate.
      const size = BRICK_SIZE[detail];
      shapes.push(...brickCourses(64, 136, 61, 180, [[88, 136, 112, 180], [92, 72, 108, 92]], size));
      shapes.push(...brickCourses(44, 64, 100, 180, [[48, 124, 58, 140]], size), ...brickCourses(136, 156, 100, 180, [[142, 124, 152, 140]], size));
      shapes.push(...brickCourses(6, 44, 65, 180, [[19, 74, 31, 94]], size), ...brickCourses(156, 194, 65, 180, [[169, 74, 181, 94], [169, 120, 181, 138]], size));
    }
    return { width: 200, height: 180, shapes, anchors: { stand: [100, 112], top: [100, 52] } };
  },
};

/**
 * A castle for someone waving from it: the same towers and curtain wall, and behind them a keep far taller
 * than they are, with a tall arched doorway opening onto a balcony (`stand`, where the floor is) above the gate.
 * A figure sized to the doorway is then about a third of the castle's height, its head smaller than the gate,
 * where the plain castle made a figure on its wall taller than the keep.
 */
export const balconyCastle: ComposedProp = {
  name: 'balcony-castle',
  words: [],
  kind: 'place',
  size: 'large',
  stands: 'backdrop',
  draw(detail) {
    const hasDetail = detail !== 'low';
    const [base, floor, doorTop] = [300, 214, 94];
    const shapes: string[] = [
      // The keep first: the towers and the wall stand in front of its foot. The wall between has no merlons:
      // in the narrow gap beside the keep they would show as stubs.
      line([100, 22], [100, 52]),
      polygon([[100, 22], [118, 28], [100, 34]], 1),
      ...battlement(58, 142, 52, 11),
      rect(58, 62, 84, base - 62),
      rect(40, 208, 18, base - 208),
      rect(142, 208, 18, base - 208),
      // Eaves a little deeper than the plain castle's: drawn smaller for its height, a thin one closes to a sliver.
      ...tower(6, 38, 150, hasDetail, true, base, 7),
      ...tower(156, 38, 150, hasDetail, false, base, 7),
      // The doorway onto the balcony and the gate below it, the gate wider than a head at the doorway.
      arch(72, floor, 56, floor - doorTop),
      arch(80, base, 40, 62),
    ];
    if (hasDetail) {
      shapes.push(line([90, base - 54], [90, base]), line([100, base - 60], [100, base]), line([110, base - 54], [110, base]), line([80, base - 28], [120, base - 28]));
      shapes.push(arch(46, 262, 6, 14), arch(148, 262, 6, 14));
      const size = BRICK_SIZE[detail];
      shapes.push(...brickCourses(58, 142, 62, base, [[72, doorTop, 128, floor + 6], [80, base - 62, 120, base]], size));
      shapes.push(...brickCourses(6, 44, 155, base, [[19, 164, 31, 184], [19, 210, 31, 228]], size), ...brickCourses(156, 194, 155, base, [[169, 164, 181, 184], [169, 210, 181, 228]], size));
    }
    return { width: 200, height: base, shapes, anchors: { stand: [100, floor], top: [100, doorTop] } };
  },
};
