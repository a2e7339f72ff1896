import { EngineError } from '../types';

/**
 * The messages people see when an image provider fails, one per kind, worded the same for every provider.
 * `provider` is the product name shown to people (OpenAI, Gemini).
 */
export const providerErrors = {
  refused: (provider: string, cause?: unknown) =>
    new EngineError(
      'refused',
      `${provider}'s safety system declined to draw this. Try rewording the description or instructions, leaving out anything that could read as violent, scary or about real people.`,
      { cause },
    ),
  rateLimited: (provider: string, cause?: unknown) =>
    new EngineError('rate_limited', `${provider} is receiving too many requests right now. Please wait a minute and try again.`, {
      cause,
    }),
  outOfCredit: (provider: string, cause?: unknown) =>
    new EngineError('rate_limited', `The ${provider} account behind this site has run out of credit. Please try again later.`, {
      cause,
    }),
  timedOut: (provider: string, timeoutMs: number, cause?: unknown) =>
    new EngineError(
      'timeout',
      `${provider} did not finish the picture within ${Math.round(timeoutMs / 1000)} seconds. Please try again.`,
      { cause },
    ),
  noImage: (provider: string, detail: string, cause?: unknown) =>
    new EngineError('bad_response', `${provider} answered without a usable picture (${detail}). Please try again.`, { cause }),
  rejectedKey: (provider: string, cause?: unknown) =>
    new EngineError('unavailable', `${provider} rejected this site's API key, so no picture can be drawn. Please tell the site's operator.`, {
      cause,
    }),
  rejectedRequest: (provider: string, detail: string, cause?: unknown) =>
    new EngineError('unavailable', `${provider} could not draw this request: ${detail}`, { cause }),
  unreachable: (provider: string, cause?: unknown) =>
    new EngineError('unavailable', `${provider} could not be reached or failed. Please try again in a moment.`, { cause }),
};

/** Keeps a provider's own error text short enough to show in a toast. */
export function shortDetail(text: string, limit = 200): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > limit ? `${oneLine.slice(0, limit - 1)}…` : oneLine;
}
