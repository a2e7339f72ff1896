import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../http-error';

// Helpers for the built-in account pages, which post plain HTML forms and answer in sentences.

const FIELD_LABELS: Record<string, string> = {
  email: 'E-mail',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
};
/** What the page says for an empty field: a sentence, not a field code. */
const MISSING_FIELD_MESSAGES: Record<string, string> = {
  email: 'Please enter your e-mail address.',
  password: 'Please enter your password.',
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
};

/** Lets the plugin's routes read `application/x-www-form-urlencoded` bodies as plain objects. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** A per-client limit for a form route; it answers `HttpError(429, message)` for the page to show. */
export function formRateLimit(max: number, timeWindow: string, message: string) {
  // Counted once the body is read, so a form over the limit gets its typed values back.
  return { max, timeWindow, hook: 'preHandler' as const, errorResponseBuilder: () => new HttpError(429, message) };
}

export function isFormPost(request: FastifyRequest): boolean {
  return request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
}

/** "field: message" for programs; the page says it as a sentence about the field a person sees. */
export function describeInvalidInput(error: z.ZodError, isForm: boolean): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  const isMissing = issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.minimum === 1);
  if (!isForm) return field ? `${field}: ${isMissing ? 'required' : issue.message}` : issue.message;
  if (isMissing) return MISSING_FIELD_MESSAGES[field] ?? 'Please fill in every field.';
  // Our own messages already name the field ("Password must be at least 8 characters").
  const label = FIELD_LABELS[field];
  if (!label || issue.message.startsWith(label)) return `${issue.message}.`;
  return `${label}: ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}.`;
}

/** A text field of a posted form, or undefined. */
export function formText(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}
