import { describe, expect, it } from 'vitest';
import { formatPlanLimits, getFullName, getProfileLimit } from './profile-format';

describe('profile formatting', () => {
  it('shows the full name, or User when either name is missing', () => {
    expect(getFullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(getFullName({ firstName: 'Ada', lastName: null })).toBe('User');
    expect(getFullName({ firstName: null, lastName: 'Lovelace' })).toBe('User');
    expect(getFullName({ firstName: '  ', lastName: 'Lovelace' })).toBe('User');
  });

  it('counts a limit above 10000 as unlimited', () => {
    expect(getProfileLimit(10_000)).toBe(10_000);
    expect(getProfileLimit(10_001)).toBeNull();
    expect(getProfileLimit(null)).toBeNull();
  });

  it('writes the plan limits as scenes per month and characters total', () => {
    expect(formatPlanLimits({ scenes: { used: 0, limit: 30 }, characters: { used: 0, limit: 4 } })).toBe(
      '30 scenes per month; 4 characters total',
    );
    expect(formatPlanLimits({ scenes: { used: 0, limit: 50 }, characters: { used: 0, limit: null } })).toBe(
      '50 scenes per month; unlimited characters',
    );
    expect(formatPlanLimits({ scenes: { used: 0, limit: null }, characters: { used: 0, limit: null } })).toBe(
      'Unlimited',
    );
  });
});
