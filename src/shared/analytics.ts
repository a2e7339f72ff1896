import { z } from 'zod';
import { ANALYTICS_EVENTS } from './constants';

export const MAX_ANALYTICS_PROPS = 16;
/** Bytes of one event's body: a handful of short properties, never a payload. */
export const MAX_ANALYTICS_EVENT_BYTES = 4 * 1024;

export const AnalyticsEventRequestSchema = z.object({
  name: z.enum(ANALYTICS_EVENTS),
  props: z
    .record(z.string().max(64), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
    .refine((props) => Object.keys(props).length <= MAX_ANALYTICS_PROPS, { message: `At most ${MAX_ANALYTICS_PROPS} properties` })
    .default({}),
});
export type AnalyticsEventRequest = z.input<typeof AnalyticsEventRequestSchema>;
