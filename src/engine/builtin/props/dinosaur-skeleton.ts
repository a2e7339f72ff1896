import { capsule, pathData, unite, type Point as GeometryPoint } from '../figure/geometry';
import type { Detail } from '../motif-library';
import type { ComposedProp } from './composed-prop';
import { bar, ellipse, polygon, rect, type Point } from './prop-shapes';

/** The plinth's top, where the feet stand, in the drawing's units. */
const PLINTH_TOP = 660;

/** The spine from the tail's tip over the hips and the back up the neck to the skull, with its half-width at each point. */
const SPINE: ReadonlyArray<readonly [number, number, number]> = [
  [60, 380, 8],
  [160, 330, 12],
  [260, 290, 17],
  [370, 262, 22],
  [480, 266, 21],
  [580, 280, 19],
  [650, 266, 17],
  [700, 236, 16],
  [730, 212, 16],
];
/**
 * The ribs: how far along the spine each hangs from, and how long it is. Evenly spaced along the back: bunched towards
 * the chest, the gaps between them closed to white slivers too thin to colour.
 */
const RIBS: ReadonlyArray<readonly [number, number]> = [
  [0.489, 120],
  [0.544, 160],
  [0.6, 180],
  [0.67, 176],
  [0.75, 150],
];
/** Where the skull joins the neck, and how much bigger than drawn the skull is there. */
const SKULL_ROOT: Point = [740, 212];
const SKULL_SCALE = 1.3;

/** A point of the skull as drawn, grown about where it meets the neck. */
function skullPoint([x, y]: Point): Point {
  return [SKULL_ROOT[0] + (x - SKULL_ROOT[0]) * SKULL_SCALE, SKULL_ROOT[1] + (y - SKULL_ROOT[1]) * SKULL_SCALE];
}

/** A bone along points with a half-width at each, as one closed outline. */
function tube(points: ReadonlyArray<readonly [number, number, number]>): string {
  const at = ([x, y]: readonly [number, number, number]): GeometryPoint => ({ x, y });
  return `<path d="${pathData(unite(points.slice(1).map((point, index) => capsule(at(points[index]!), at(point), points[index]![2], point[2]))))}"/>`;
}

/** The spine's point and half-width a share of the way along it. */
function alongSpine(share: number): readonly [number, number, number] {
  const scaled = share * (SPINE.length - 1);
  const index = Math.min(SPINE.length - 2, Math.floor(scaled));
  const [a, b] = [SPINE[index]!, SPINE[index + 1]!];
  const t = scaled - index;
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** A long bone from `from` to `to` with a round knob at each end, as one outline. */
function longBone(from: Point, to: Point, half: number): string {
  const [a, b] = [{ x: from[0], y: from[1] }, { x: to[0], y: to[1] }];
  return `<path d="${pathData(unite([capsule(a, b, half), capsule(a, a, half * 1.45), capsule(b, b, half * 1.45)]))}"/>`;
}

/** A leg from the hip: thigh, shin and foot bones, the knee and ankle knobbed, three toes on the plinth. */
function leg(hipX: number, hipY: number): string[] {
  const knee: Point = [hipX + 52, hipY + 150];
  const ankle: Point = [hipX + 8, PLINTH_TOP - 96];
  const ball: Point = [hipX + 62, PLINTH_TOP - 12];
  return [
    longBone([hipX, hipY], knee, 20),
    longBone(knee, ankle, 15),
    longBone(ankle, ball, 12),
    ...[[-4, 0], [40, 4], [26, -2]].map(([dx, dy]) => bar(ball, [ball[0] + 34 + dx!, PLINTH_TOP - 10 + dy!], 22)),
  ];
}

/**
 * A dinosaur's skeleton on its plinth in a museum ("a dinosaur skeleton in a museum"), where a cartoon T. rex stood
 * waving in a meadow: a big skull with its eye socket and a jaw of teeth, the spine from the tail's tip over the hips
 * and up the neck, ribs curving down under the back, two legs of long knobbed bones standing on a stone plinth with a
 * label. Older children get the skull's openings and the vertebrae's spines.
 */
export const dinosaurSkeleton: ComposedProp = {
  name: 'dinosaur-skeleton',
  words: ['dinosaur skeleton', 'dino skeleton', 'dinosaur bones', 'dinosaur fossil', 't rex skeleton', 'fossil skeleton'],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  isIndoors: true,
  loneShare: 0.9,
  includes: ['t-rex', 'sauropod', 'dinosaur', 'skeleton', 'bone'],
  draw(detail: Detail) {
    const hasDetail = detail !== 'low';
    const shapes: string[] = [
      // The plinth and its label.
      rect(40, PLINTH_TOP, 920, 40, 8),
      rect(70, PLINTH_TOP + 40, 860, 60, 4),
      rect(410, PLINTH_TOP + 52, 180, 36, 6),
    ];
    shapes.push(...leg(272, 284));
    // The ribs hang from the back and curve down and back, longest over the belly; fewer for the youngest, whose thick
    // lines closed up the gaps between six.
    // The youngest's thick lines need wider ribs to leave room to colour inside them.
    const ribHalf = hasDetail ? 10 : 13;
    for (const [share, length] of hasDetail ? RIBS : RIBS.filter((_, index) => index % 2 === 0)) {
      const [x, y] = alongSpine(share);
      const end: Point = [x - 34, y + length];
      const bend: Point = [x + 30, y + length * 0.55];
      const points = Array.from({ length: 9 }, (_, index): readonly [number, number, number] => {
        const t = index / 8;
        return [(1 - t) ** 2 * x + 2 * t * (1 - t) * bend[0] + t ** 2 * end[0], (1 - t) ** 2 * y + 2 * t * (1 - t) * bend[1] + t ** 2 * end[1], ribHalf - t * 4];
      });
      shapes.push(tube(points));
    }
    // The vertebrae's spines stand up along the back, behind the spine.
    if (hasDetail) for (let share = 0.1; share < 0.82; share += 0.07) {
      const [x, y, half] = alongSpine(share);
      shapes.push(bar([x, y], [x - 6, y - half - 22], 12));
    }
    shapes.push(tube(SPINE));
    // The hip bone over the spine, and the little arms at the chest.
    shapes.push(ellipse(360, 280, 70, 34));
    shapes.push(longBone([670, 284], [702, 334], 12), longBone([702, 334], [734, 322], 11));
    shapes.push(...leg(380, 282));
    // The skull: the lower jaw, the teeth along the upper jaw's edge, then the skull over them.
    const at = (points: Point[]): Point[] => points.map(skullPoint);
    const hole = (cx: number, cy: number, rx: number, ry: number): string => ellipse(...skullPoint([cx, cy]), rx * SKULL_SCALE, ry * SKULL_SCALE);
    shapes.push(polygon(at([[760, 236], [880, 232], [952, 226], [948, 250], [870, 268], [780, 262]]), 14));
    for (let x = 872; x < 944; x += 18) shapes.push(polygon(at([[x, 224], [x + 12, 224], [x + 6, 244]]), 2));
    shapes.push(polygon(at([[724, 156], [800, 128], [900, 146], [962, 184], [958, 216], [880, 230], [760, 240]]), 26));
    shapes.push(hole(790, 182, 24, 22));
    if (hasDetail) shapes.push(hole(858, 190, 26, 14), hole(934, 184, 9, 6));
    return { width: 1040, height: PLINTH_TOP + 100, shapes, anchors: {} };
  },
};
