import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { LIST_PAGE_DEFAULT, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER, type ListQuery } from '../shared/list-page';
import { HttpError } from './http-error';

/** Where a newest-first list stopped: the last item's creation time, and its id for items of the same time. */
export interface NewestFirstCursor {
  createdAt: string;
  id: string;
}

export const NewestFirstCursorSchema = z
  .tuple([z.string().min(1).max(64), z.string().min(1).max(128)])
  .transform(([createdAt, id]): NewestFirstCursor => ({ createdAt, id }));

/** Where a book's page list stopped: the last page's position. */
export const PositionCursorSchema = z.tuple([z.number().int().min(0)]).transform(([position]) => ({ position }));

/** A page of a list as the repository reads it: `limit` items after `after` (from the start when null). */
export interface PageRequest<Cursor> {
  limit: number;
  after: Cursor | null;
}

export interface ListPage<Item> {
  items: Item[];
  nextCursor: string | null;
  total: number;
}

// A cursor is the last item's sort key, as base64url JSON: opaque to clients, checked when it comes back.
function encodeCursor(key: unknown[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function decodeCursor<Cursor>(cursor: string, schema: z.ZodType<Cursor>): Cursor {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  const parsed = schema.safeParse(key);
  if (!parsed.success) throw new HttpError(400, 'cursor: is not a cursor of this list');
  return parsed.data;
}

/** The page a list request asks for, or null for the whole list (no `limit` and no `cursor`: the spec's call). */
export function pageRequestOf<Cursor>(query: ListQuery, cursorSchema: z.ZodType<Cursor>): PageRequest<Cursor> | null {
  if (query.limit === undefined && query.cursor === undefined) return null;
  return {
    limit: query.limit ?? LIST_PAGE_DEFAULT,
    after: query.cursor === undefined ? null : decodeCursor(query.cursor, cursorSchema),
  };
}

/**
 * The answer from rows read with one row past the page (the extra row only tells that another page
 * follows). `countAll` runs only for a paged request; a whole list counts itself.
 */
export async function toListPage<Row, Item>(
  rows: Row[],
  page: PageRequest<unknown> | null,
  countAll: () => Promise<number>,
  sortKeyOf: (row: Row) => unknown[],
  toItem: (row: Row) => Item,
): Promise<ListPage<Item>> {
  if (!page) return { items: rows.map(toItem), nextCursor: null, total: rows.length };
  const pageRows = rows.slice(0, page.limit);
  const last = pageRows.at(-1);
  const hasMore = rows.length > page.limit && last !== undefined;
  return { items: pageRows.map(toItem), nextCursor: hasMore ? encodeCursor(sortKeyOf(last)) : null, total: await countAll() };
}

/** Puts the page's cursor and the list's size in headers and answers the items, an array as before. */
export function sendListPage<Item>(reply: FastifyReply, page: ListPage<Item>): Item[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}
