import type { Quota } from '../../shared/quota';
import type { Tier } from '../../shared/plans';

export const INFINITY_SIGN = '∞';

/** A limit as shown to the user: the number, or an infinity sign when unlimited. */
export function formatLimit(limit: number | null): string {
  return limit === null ? INFINITY_SIGN : String(limit);
}

/** 'Free', 'Beta', 'Starter'... */
export function formatTierName(tier: Tier): string {
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}

/** The plan box line: '30 scenes & 4 characters', with an infinity sign for unlimited. */
export function formatPlanSummary(quota: Pick<Quota, 'scenes' | 'characters'>): string {
  return `${formatLimit(quota.scenes.limit)} scenes & ${formatLimit(quota.characters.limit)} characters`;
}

/**
 * How full a meter is, 0 to 100. An unlimited limit counts as `unlimitedAs` (999 on the dashboard,
 * spec section 9), so a meter still moves a little instead of staying empty or full.
 */
export function getMeterPercent(used: number, limit: number | null, unlimitedAs: number): number {
  const total = limit ?? unlimitedAs;
  if (total <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (used / total) * 100));
}
