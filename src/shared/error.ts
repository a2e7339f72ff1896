import { z } from 'zod';

/** Every error answer of the API: `{ message }` with a fitting status (DESIGN.md, API rules). */
export const ErrorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
