import { isErrorResponse } from '../../shared/error';

/**
 * The message to show for a failed call. Errors from `throwIfResNotOk` read `'{status}: {body}'`;
 * the server's body is `{ message }` (DESIGN.md, API rules), so that message is what the user sees.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return fallback;
  const body = (match[1] ?? '').trim();
  try {
    const parsed: unknown = JSON.parse(body);
    if (isErrorResponse(parsed) && parsed.message.trim()) return parsed.message;
  } catch {
    // Not JSON: a proxy or the status text; show it if it says anything.
  }
  return body && !body.startsWith('{') && !body.startsWith('<') ? body : fallback;
}
