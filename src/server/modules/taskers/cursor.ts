// Opaque keyset cursors: base64url JSON of the last row's sort value and id.
import { badRequest } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";

export interface Cursor {
  v: string | number | null;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

export function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as Cursor;
    const okValue =
      parsed.v === null || typeof parsed.v === "number" || (typeof parsed.v === "string" && parsed.v.length < 64);
    if (parsed && typeof parsed.id === "string" && isUuid(parsed.id) && okValue) return parsed;
  } catch {
    /* fall through */
  }
  throw badRequest("The page cursor is invalid. Start again from the first page.");
}
