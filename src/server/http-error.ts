/** An expected failure with the status and message the client sees (`{ message }`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);

/** What a plan or rate limit refused: the metrics count refusals by `limit` (colorbook_quota_refusals_total). */
export class LimitRefusal extends HttpError {
  constructor(
    statusCode: 403 | 429,
    message: string,
    readonly limit: string,
  ) {
    super(statusCode, message);
  }
}
