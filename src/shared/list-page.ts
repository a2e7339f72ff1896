import { z } from 'zod';

// Lists (`GET /api/scenes`, `/api/characters`, `/api/books`, `/api/books/{id}/scenes`) answer a JSON array as
// the spec says. Asked with `limit`, they answer that many items and, when more follow, the cursor of the
// next page in a header; without `limit` they answer every item, so every caller of the spec keeps working.

export const LIST_PAGE_MAX = 100;
/** The page size when a cursor comes without a limit, and the dashboard's. */
export const LIST_PAGE_DEFAULT = 50;

/** The cursor to send back as `cursor` for the next page; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
/** How many items the whole list has, whatever page was asked for. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const ListQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(LIST_PAGE_MAX, `must be at most ${LIST_PAGE_MAX}`)
    .optional(),
  cursor: z
    .string()
    .max(512, 'is not a cursor of this list')
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a cursor of this list')
    .optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;
