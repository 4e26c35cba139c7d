// The one paging style of every paged list API: GET ...?limit=N&cursor=C answers the page's items as
// a bare JSON array. The next page travels in a `Link: <url>; rel="next"` header (RFC 8288; absent on
// the last page) whose URL carries the opaque `cursor`, and lists whose screens show a count add
// `X-Total-Count`. See docs/decisions/0034-paging-in-headers.md.
import { z } from "zod";
import { COUNT_CAP, INVALID_CURSOR_MESSAGE, LINK_HEADER, TOTAL_COUNT_HEADER } from "./page-headers";

export * from "./page-headers";

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

const linkHeaderDoc = {
  type: "string",
  description:
    'The next page: `<url>; rel="next"`, the same list with `cursor` and `limit` set. Absent on the last page.',
};
const totalHeaderDoc = { type: "integer", description: "The number of items on all pages." };
const cappedTotalHeaderDoc = {
  type: "integer",
  description: `The number of items on all pages, counted up to ${COUNT_CAP.toLocaleString("en-US")} past the page: when more match, it is a lower bound and the answer also carries \`X-Total-Count-Capped: true\`.`,
};

/** The 200 answer of a paged list: an array of `item`, its next page named in the `Link` header. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.array(item).meta({ headers: { [LINK_HEADER]: linkHeaderDoc } });
}

/** A paged list whose screens show a count: also `X-Total-Count`. */
export function countedPageSchema<T extends z.ZodType>(item: T) {
  return z.array(item).meta({ headers: { [LINK_HEADER]: linkHeaderDoc, [TOTAL_COUNT_HEADER]: totalHeaderDoc } });
}

/**
 * A paged list whose screen shows a count it may cap ("1,000+"): `X-Total-Count`, with
 * `X-Total-Count-Capped` when the count stopped (described in X-Total-Count's documentation).
 */
export function cappedCountPageSchema<T extends z.ZodType>(item: T) {
  return z.array(item).meta({ headers: { [LINK_HEADER]: linkHeaderDoc, [TOTAL_COUNT_HEADER]: cappedTotalHeaderDoc } });
}
