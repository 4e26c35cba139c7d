// How every paged list answers (docs/decisions/0034-paging-in-headers.md): the items as the body, the
// next page in a `Link` header (the request's own URL with `cursor` and `limit` set) and, for lists
// whose screens show a count, the total in `X-Total-Count`.
import type { FastifyReply, FastifyRequest } from "fastify";
import { LINK_HEADER, TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER, type Page } from "../../contract/pagination";
import { sendJsonBytes } from "./json-bytes";

/** A page kept as bytes (the cached reads): the items' JSON array and the paging the headers carry. */
export interface JsonPage {
  items: Buffer;
  nextCursor: string | null;
  total?: number;
  totalCapped?: boolean;
}

/** Sets the paging headers of `page` on `reply`; `limit` is the page size the request used. */
export function setPageHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { nextCursor: string | null; total?: number; totalCapped?: boolean },
  limit: number,
): void {
  if (page.nextCursor) {
    const next = new URL(request.url, "http://localhost");
    next.searchParams.set("cursor", page.nextCursor);
    next.searchParams.set("limit", String(limit));
    reply.header(LINK_HEADER, `<${next.pathname}${next.search}>; rel="next"`);
  }
  if (page.total !== undefined) reply.header(TOTAL_COUNT_HEADER, String(page.total));
  if (page.totalCapped) reply.header(TOTAL_COUNT_CAPPED_HEADER, "true");
  // Browsers on other origins may read them too (same-origin pages always can).
  reply.header("Access-Control-Expose-Headers", `${LINK_HEADER}, ${TOTAL_COUNT_HEADER}, ${TOTAL_COUNT_CAPPED_HEADER}`);
}

/** The page's items as the answer, its paging in the headers. */
export function replyWithPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page<T> & { total?: number; totalCapped?: boolean },
  limit: number,
): T[] {
  setPageHeaders(request, reply, page, limit);
  return page.items;
}

/** A page kept as bytes, sent as it is with its paging in the headers. */
export function sendJsonPage(request: FastifyRequest, reply: FastifyReply, page: JsonPage, limit: number) {
  setPageHeaders(request, reply, page, limit);
  return sendJsonBytes(reply, page.items);
}
