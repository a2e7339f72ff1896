import { describe, expect, it } from 'vitest';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../../../shared/user';
import { checkPasswordChange, describeOtherSessionsEnded, fieldErrorOfFailedChange } from './account-security-format';

describe('checkPasswordChange', () => {
  it('accepts a current password and a new one of at least 8 characters', () => {
    expect(checkPasswordChange({ currentPassword: 'x', newPassword: '12345678' })).toBeNull();
  });

  it('puts each problem next to its field', () => {
    expect(checkPasswordChange({ currentPassword: '', newPassword: 'short' })).toEqual({
      currentPassword: 'Enter your current password',
      newPassword: 'Password must be at least 8 characters',
    });
  });
});

describe('fieldErrorOfFailedChange', () => {
  it('shows a wrong current password next to that field', () => {
    const error = new Error(`400: ${JSON.stringify({ message: WRONG_CURRENT_PASSWORD_MESSAGE })}`);
    expect(fieldErrorOfFailedChange(error)).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE });
  });

  it('leaves other failures to a toast', () => {
    expect(fieldErrorOfFailedChange(new Error('429: {"message":"Too many attempts."}'))).toBeNull();
    expect(fieldErrorOfFailedChange(new Error('500: {"message":"Something went wrong"}'))).toBeNull();
  });
});

describe('describeOtherSessionsEnded', () => {
  it('counts the devices in words', () => {
    expect(describeOtherSessionsEnded(0)).toBe('No other device was signed in.');
    expect(describeOtherSessionsEnded(1)).toBe('1 other device was signed out.');
    expect(describeOtherSessionsEnded(3)).toBe('3 other devices were signed out.');
  });
});
