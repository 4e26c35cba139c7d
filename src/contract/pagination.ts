// The one page shape of every paged list API: GET ...?limit=N&cursor=C answers
// { items, nextCursor } (plus `total` where a screen shows a count). `nextCursor` is opaque: send it
// back as `cursor` for the next page; null means this was the last page.
import { z } from "zod";

export const INVALID_CURSOR_MESSAGE = "The page cursor is invalid. Start again from the first page.";

/** The query parameters of a paged list: `cursor` from the previous page, `limit` items per page. */
export function pageQuery(defaultLimit: number, maxLimit: number) {
  return {
    cursor: z.string().max(500, INVALID_CURSOR_MESSAGE).optional(),
    limit: z.coerce
      .number({ error: "Limit must be a number" })
      .int("Limit must be a whole number")
      .min(1, "Limit must be at least 1")
      .max(maxLimit, `Limit must be at most ${maxLimit}`)
      .default(defaultLimit),
  };
}

/** One page of `item`s and the cursor of the next page (null on the last). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/** A page with the number of items on all pages, for screens that show a count. */
export function countedPageSchema<T extends z.ZodType>(item: T) {
  return pageSchema(item).extend({ total: z.number().int() });
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
export interface CountedPage<T> extends Page<T> {
  total: number;
}
