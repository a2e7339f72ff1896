import { describe, expect, it } from 'vitest';
import { getErrorMessage } from './error-message';

describe('error message shown for a failed call', () => {
  it("shows the server's JSON message", () => {
    expect(getErrorMessage(new Error('429: {"message":"Too many previews, try again in a minute"}'), 'x')).toBe(
      'Too many previews, try again in a minute',
    );
  });

  it('shows a plain-text body such as the status text', () => {
    expect(getErrorMessage(new Error('502: Bad Gateway'), 'Failed to generate preview')).toBe('Bad Gateway');
  });

  it('falls back for network errors, HTML pages and JSON without a message', () => {
    expect(getErrorMessage(new TypeError('Failed to fetch'), 'Failed to generate preview')).toBe(
      'Failed to generate preview',
    );
    expect(getErrorMessage(new Error('500: <html>oops</html>'), 'fallback')).toBe('fallback');
    expect(getErrorMessage(new Error('500: {"error":"x"}'), 'fallback')).toBe('fallback');
    expect(getErrorMessage('not an error', 'fallback')).toBe('fallback');
  });
});
