import { describe, expect, it } from 'vitest';
import { formatLimit, formatPlanSummary, formatTierName, getMeterPercent } from './usage-format';

describe('usage formatting', () => {
  it('draws an unlimited limit as an infinity sign', () => {
    expect(formatLimit(null)).toBe('∞');
    expect(formatLimit(4)).toBe('4');
  });

  it('capitalises the tier name', () => {
    expect(formatTierName('free')).toBe('Free');
    expect(formatTierName('studio')).toBe('Studio');
  });

  it('summarises a plan as scenes and characters', () => {
    expect(formatPlanSummary({ scenes: { used: 0, limit: 30 }, characters: { used: 1, limit: 4 } })).toBe(
      '30 scenes & 4 characters',
    );
    expect(formatPlanSummary({ scenes: { used: 0, limit: 50 }, characters: { used: 0, limit: null } })).toBe(
      '50 scenes & ∞ characters',
    );
  });

  it('fills a meter by used over limit, counting unlimited as the given total', () => {
    expect(getMeterPercent(3, 6, 999)).toBe(50);
    expect(getMeterPercent(9, 6, 999)).toBe(100);
    expect(getMeterPercent(999, null, 999)).toBe(100);
    expect(getMeterPercent(0, null, 999)).toBe(0);
    expect(getMeterPercent(0, 0, 999)).toBe(0);
  });
});
