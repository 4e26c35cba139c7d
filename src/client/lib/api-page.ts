// Paged lists through the API client, apart from api.ts: the first load reads no paged list, so it
// carries neither this nor the paging headers' parsing.
import {
  LINK_HEADER,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  nextCursorFromLink,
  type CountedPage,
} from "@contract/page-headers";
import { apiFetch } from "./api";

/**
 * One page of a paged list: the body is the page's items, the `Link` header names the next page and
 * `X-Total-Count` (on lists whose screens show a count) the number of items on all pages, a lower
 * bound when `X-Total-Count-Capped` says the list stopped counting.
 */
export async function apiGetPage<T>(url: string): Promise<CountedPage<T>> {
  const response = await apiFetch("GET", url);
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  const items = (await response.json()) as T[];
  return {
    items,
    nextCursor: nextCursorFromLink(response.headers.get(LINK_HEADER)),
    total: Number.isFinite(total) && response.headers.has(TOTAL_COUNT_HEADER) ? total : items.length,
    totalCapped: response.headers.get(TOTAL_COUNT_CAPPED_HEADER) === "true",
  };
}
