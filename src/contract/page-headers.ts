// The paging of a list answer without its schemas (no zod: the browser's first load reads pages
// through this): the header names, the in-memory page, and the next page's cursor from a Link header.
// See pagination.ts and docs/decisions/0034-paging-in-headers.md.

export const INVALID_CURSOR_MESSAGE = "The page cursor is invalid. Start again from the first page.";
export const LINK_HEADER = "Link";
export const TOTAL_COUNT_HEADER = "X-Total-Count";
/**
 * "true" when a list stopped counting: more items match than `X-Total-Count` says (it is a lower
 * bound). Lists whose screens need no exact number count at most COUNT_CAP items past the page.
 */
export const TOTAL_COUNT_CAPPED_HEADER = "X-Total-Count-Capped";
export const COUNT_CAP = 1000;

/** A page as both sides hold it in memory: the items and the cursor of the next page (null on the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
export interface CountedPage<T> extends Page<T> {
  total: number;
  /** More items match than `total` (a lower bound; see TOTAL_COUNT_CAPPED_HEADER). */
  totalCapped?: boolean;
}

/** The `cursor` of the page a `Link` header names as rel="next"; null when there is none. */
export function nextCursorFromLink(link: string | null | undefined): string | null {
  if (!link) return null;
  for (const value of link.split(",")) {
    const [target, ...params] = value.split(";");
    const url = /^\s*<([^>]*)>\s*$/.exec(target)?.[1];
    const rel = params
      .map((param) => param.split("="))
      .find(([name]) => name.trim().toLowerCase() === "rel")?.[1]
      ?.trim()
      .replace(/^"|"$/g, "");
    if (url !== undefined && rel?.toLowerCase().split(/\s+/).includes("next"))
      return new URL(url, "http://localhost").searchParams.get("cursor");
  }
  return null;
}
