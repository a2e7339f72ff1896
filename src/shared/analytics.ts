import { z } from 'zod';
import { ANALYTICS_EVENTS } from './constants';

export const AnalyticsEventRequestSchema = z.object({
  name: z.enum(ANALYTICS_EVENTS),
  props: z.record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).default({}),
});
export type AnalyticsEventRequest = z.input<typeof AnalyticsEventRequestSchema>;
