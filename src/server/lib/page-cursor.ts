// The opaque `cursor` of every paged list (src/contract/pagination.ts): base64url JSON, checked by a
// zod schema when it comes back. Two kinds: a keyset position (the last row's sort value and id)
// where the order allows one, an offset where the order is computed (ranked lists, admin filters).
import { z } from "zod";
import { INVALID_CURSOR_MESSAGE } from "../../contract/pagination";
import { badRequest } from "./http-error";
import { isUuid } from "./sql-text";

export function encodeCursor(position: object): string {
  return Buffer.from(JSON.stringify(position)).toString("base64url");
}

/** The position in `raw`, null without a cursor; a cursor that is not one of ours is a 400. */
export function decodeCursor<T>(raw: string | undefined, schema: z.ZodType<T>): T | null {
  if (!raw) return null;
  try {
    if (/^[A-Za-z0-9_-]+$/.test(raw)) {
      const parsed = schema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
      if (parsed.success) return parsed.data;
    }
  } catch {
    /* not JSON: refused below */
  }
  throw badRequest(INVALID_CURSOR_MESSAGE);
}

/** After the row with sort value `v` (null sorts last) and id `id`. */
export const keysetPosition = z.object({
  v: z.union([z.string().max(64), z.number(), z.null()]),
  id: z.string().refine(isUuid),
});
export type KeysetPosition = z.infer<typeof keysetPosition>;

const offsetPosition = z.object({ o: z.number().int().min(0).max(100_000) });

export const encodeOffset = (offset: number) => encodeCursor({ o: offset });
export const decodeOffset = (raw: string | undefined) => decodeCursor(raw, offsetPosition)?.o ?? 0;

/** The next page's cursor of an offset page: none once `offset + limit` reaches the end. */
export function nextOffsetCursor(offset: number, limit: number, total: number): string | null {
  return offset + limit < total ? encodeOffset(offset + limit) : null;
}

/** A counted page read at the offset in `query.cursor` by `read`, with the next page's cursor. */
export async function countedPageAtOffset<Q extends { cursor?: string; limit: number }, T>(
  query: Q,
  read: (query: Q & { offset: number }) => Promise<{ items: T[]; total: number; totalCapped?: boolean }>,
): Promise<{ items: T[]; total: number; totalCapped?: boolean; nextCursor: string | null }> {
  const offset = decodeOffset(query.cursor);
  const page = await read({ ...query, offset });
  return { ...page, nextCursor: nextOffsetCursor(offset, query.limit, page.total) };
}
