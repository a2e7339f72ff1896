import { z } from 'zod';
import { TIERS } from './plans';

const UsageSchema = z.object({ used: z.number().int(), limit: z.number().int().nullable() });

export const QuotaSchema = z.object({
  tier: z.enum(TIERS),
  scenes: UsageSchema,
  characters: UsageSchema,
  books: UsageSchema,
  /** The library's storage limit: saved scenes and characters together, and their image bytes. */
  library: z.object({ items: UsageSchema, bytes: UsageSchema }),
});
export type Quota = z.infer<typeof QuotaSchema>;
