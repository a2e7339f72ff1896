import { AGE_GROUPS, type AgeGroup } from '../../../shared/constants';
import type { Detail } from '../motif-library';

export interface AgeStyle {
  linePx: number;
  detail: Detail;
  /** Backdrop things along the horizon or in the room. */
  backdrop: number;
  /** Things up in the sky (or floating in the water). */
  sky: number;
  /** Small things dotted over open ground, so no large area stays empty. */
  scatter: number;
  /** Patterns clipped inside large shapes (bricks, shingles, wood grain, scales) and a patterned frame. */
  hasPatterns: boolean;
}

/** What there is to colour, by age: 3-5 few large shapes and lines of at least 12 px; 9-12 many, fine and patterned. */
const AGE_STYLES: Record<AgeGroup, AgeStyle> = {
  '3-5': { linePx: 14, detail: 'low', backdrop: 1, sky: 3, scatter: 0, hasPatterns: false },
  '6-8': { linePx: 9, detail: 'medium', backdrop: 3, sky: 3, scatter: 4, hasPatterns: false },
  '9-12': { linePx: 6, detail: 'high', backdrop: 5, sky: 6, scatter: 14, hasPatterns: true },
};
export const MIN_YOUNG_LINE_PX = 12;

export interface StyleShifts {
  ageGroup: AgeGroup;
  /** Steps of detail relative to the age group: -1 simpler, +1 more detail. */
  detailShift: number;
  /** Steps of line weight: +1 thicker, -1 thinner. */
  lineShift: number;
}

export function sceneStyle(plan: StyleShifts): AgeStyle {
  const ageIndex = AGE_GROUPS.indexOf(plan.ageGroup);
  const detailIndex = ageIndex + plan.detailShift;
  const base = AGE_STYLES[AGE_GROUPS[Math.min(2, Math.max(0, detailIndex))]!];
  // Beyond the ends of the age range, "simpler" and "more detail" keep counting in element numbers.
  const beyond = detailIndex < 0 ? detailIndex : detailIndex > 2 ? detailIndex - 2 : 0;
  const ownLine = AGE_STYLES[plan.ageGroup].linePx;
  let linePx = Math.round(ownLine * Math.pow(1.45, plan.lineShift));
  if (plan.ageGroup === '3-5') linePx = Math.max(MIN_YOUNG_LINE_PX, linePx);
  return {
    ...base,
    linePx: Math.max(3, Math.min(40, linePx)),
    backdrop: Math.max(0, base.backdrop + beyond),
    sky: Math.max(0, base.sky + beyond),
    scatter: Math.max(0, base.scatter + beyond * 3),
  };
}
