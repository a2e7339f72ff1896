import { describe, expect, it } from 'vitest';
import { getInitials } from './initials';

describe('profile initials', () => {
  it('uses the first letters of first and last name', () => {
    expect(getInitials({ firstName: 'ada', lastName: 'Lovelace', email: 'x@example.com' })).toBe('AL');
  });

  it('falls back to the first letter of the e-mail when a name is missing', () => {
    expect(getInitials({ firstName: 'Ada', lastName: null, email: 'mia@example.com' })).toBe('M');
    expect(getInitials({ firstName: ' ', lastName: 'Lovelace', email: 'mia@example.com' })).toBe('M');
  });

  it('falls back to U when there is neither a full name nor an e-mail', () => {
    expect(getInitials({ firstName: null, lastName: null, email: null })).toBe('U');
    expect(getInitials({ firstName: 'Ada', lastName: null, email: '' })).toBe('U');
  });
});
