import { z } from 'zod';

/** `GET /healthz`: the process is up and answering. */
export const LivenessSchema = z.object({ status: z.literal('ok') });

/** `GET /readyz`: 200 when the database and the image store answer, 503 naming what does not. */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({
    database: z.string(),
    storage: z.string(),
  }),
});

export type Readiness = z.infer<typeof ReadinessSchema>;
