/** Every error answer of the API: `{ message }` with a fitting status (DESIGN.md, API rules). */
export interface ErrorResponse {
  message: string;
}

/**
 * Whether a JSON body is an error answer. Checked by hand rather than with a zod schema: every screen reads
 * errors, the landing page among them, and it ships without zod (docs/decisions/0011-landing-page-budget.md).
 */
export function isErrorResponse(value: unknown): value is ErrorResponse {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}
