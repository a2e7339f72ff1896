import type { ComposedProp } from './composed-prop';
import { fmt } from '../svg-number';
import { curve, line, polygon, rect, type Point } from './prop-shapes';

/** The envelope's round top: its centre's height and radius, in the drawing's units. */
const DOME_Y = 46;
const DOME_RADIUS = 44;
/** Where the envelope narrows to its mouth, and the mouth's half-width. */
const MOUTH_Y = 100;
const MOUTH_HALF = 10;
/** Where the crown's seam runs across the top, above which the panels do not go on to meet in a point. */
const CROWN_Y = 10;
/** The foot of the skirt below the mouth, where the ropes start, and the basket's rim, where they end. */
const SKIRT_Y = 109;
const RIM_Y = 122;

/** Where the straight lower side leaves the dome: the point on the circle whose tangent passes the mouth's corner. */
const TANGENT_Y = (() => {
  const [dx, dy] = [MOUTH_HALF, MOUTH_Y - DOME_Y];
  const distance = Math.hypot(dx, dy);
  const angle = Math.atan2(dy, dx) - Math.acos(DOME_RADIUS / distance);
  return DOME_Y + DOME_RADIUS * Math.sin(angle);
})();

/** Half the envelope's width at height y: round above the tangent point, straight down to the mouth below it. */
function envelopeHalf(y: number): number {
  if (y <= TANGENT_Y) return Math.sqrt(Math.max(0, DOME_RADIUS ** 2 - (y - DOME_Y) ** 2));
  const tangentHalf = Math.sqrt(DOME_RADIUS ** 2 - (TANGENT_Y - DOME_Y) ** 2);
  return tangentHalf + ((y - TANGENT_Y) / (MOUTH_Y - TANGENT_Y)) * (MOUTH_HALF - tangentHalf);
}

/** Heights down the envelope: even steps of angle round the dome, so its top is round, not flattened, then the straight side. */
const SAMPLES = [
  ...Array.from({ length: 48 }, (_, index) => DOME_Y - DOME_RADIUS * Math.cos((index / 48) * Math.acos((DOME_Y - TANGENT_Y) / DOME_RADIUS))),
  ...Array.from({ length: 7 }, (_, index) => TANGENT_Y + ((MOUTH_Y - TANGENT_Y) * index) / 6),
];

/** A seam down the envelope at `share` of its half-width from the middle (-1 the left edge, 1 the right). */
function panelSeam(share: number): string {
  const points = SAMPLES.filter((y) => y >= CROWN_Y).map((y): Point => [50 + share * envelopeHalf(y), y]);
  return curve(`M${points.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join(' L')}`);
}

/** Seams between the panels, by age: three wide panels for the youngest, seven for the oldest. */
const PANEL_SEAMS = { low: [-1 / 3, 1 / 3], medium: [-0.6, -0.2, 0.2, 0.6], high: [-5 / 7, -3 / 7, -1 / 7, 1 / 7, 3 / 7, 5 / 7] } as const;

/**
 * A hot air balloon the words name ("a hot air balloon over the hills"): a round envelope of coloured panels narrowing
 * to its mouth, ropes down to a wicker basket. More panels, a band round the envelope and the basket's weave give
 * older children more to colour.
 */
export const hotAirBalloon: ComposedProp = {
  name: 'hot-air-balloon',
  words: ['hot air balloon', 'air balloon'],
  kind: 'vehicle',
  size: 'large',
  stands: 'sky',
  draw(detail) {
    const outline = [...SAMPLES.map((y): Point => [50 + envelopeHalf(y), y]), ...[...SAMPLES].reverse().map((y): Point => [50 - envelopeHalf(y), y])];
    const shapes = [
      // Ropes from the mouth's skirt out to the basket's rim, behind both.
      line([43, SKIRT_Y], [37, RIM_Y]),
      line([57, SKIRT_Y], [63, RIM_Y]),
      polygon(outline),
      polygon([[40, MOUTH_Y], [60, MOUTH_Y], [58, SKIRT_Y], [42, SKIRT_Y]], 1.5),
    ];
    if (detail !== 'low') shapes.push(line([48, SKIRT_Y], [46, RIM_Y]), line([52, SKIRT_Y], [54, RIM_Y]));
    for (const share of PANEL_SEAMS[detail]) shapes.push(panelSeam(share));
    shapes.push(line([50 - envelopeHalf(CROWN_Y), CROWN_Y], [50 + envelopeHalf(CROWN_Y), CROWN_Y]));
    // A band round the envelope's widest part, for the oldest: each panel split into three to colour in turn.
    if (detail === 'high') for (const y of [40, 56]) shapes.push(line([50 - envelopeHalf(y), y], [50 + envelopeHalf(y), y]));
    shapes.push(polygon([[36, RIM_Y + 6], [64, RIM_Y + 6], [62, 144], [38, 144]], 2), rect(33, RIM_Y, 34, 7, 2));
    if (detail !== 'low') for (const x of [44, 50, 56]) shapes.push(line([x, RIM_Y + 7], [x, 144]));
    if (detail === 'high') shapes.push(line([37, 135], [63, 135]));
    return { width: 100, height: 144, shapes, anchors: {} };
  },
};
