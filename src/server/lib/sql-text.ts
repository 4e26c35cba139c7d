// Rules for text that goes into SQL as a value.
import { sql } from "drizzle-orm";
import { TASKER_USER_TYPES } from "../../contract/constants";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID: path and body ids are checked before they reach a `::uuid` cast (else a 500). */
export const isUuid = (value: string) => UUID.test(value);

/** The user's text lower-cased for a LIKE pattern, its own %, _ and backslash taken literally. */
const likeLiteral = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** '%austin%' for a case-insensitive LIKE on a lower-cased column, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}

/** 'aus%' for a case-insensitive prefix LIKE on a lower-cased column (a text_pattern_ops index serves it). */
export function prefixPattern(text: string): string {
  return `${likeLiteral(text)}%`;
}

/** The account types that work as taskers, as a text[] value: `user_type = any(${TASKER_TYPES_SQL})`. */
export const TASKER_TYPES_SQL = sql`${`{${TASKER_USER_TYPES.join(",")}}`}::text[]`;
