// The counted page every admin list answers: one page of rows and how many rows match, counted up to
// COUNT_CAP past the page's offset ("1,000+ users": an exact count of a large table cost more than
// the page itself, and no admin screen needs it).
import { sql, type SQL } from "drizzle-orm";
import { COUNT_CAP } from "../../../contract/page-headers";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";

export interface Page<T> {
  items: T[];
  total: number;
  /** More rows match than `total`. */
  totalCapped: boolean;
}

/** How many rows `matching` selects, counted up to COUNT_CAP past `offset`. */
export async function cappedCount(
  db: Db,
  matching: SQL,
  offset: number,
): Promise<Pick<Page<never>, "total" | "totalCapped">> {
  const cap = offset + COUNT_CAP;
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (${matching} limit ${cap + 1}) m`,
  );
  return { total: Math.min(total, cap), totalCapped: total > cap };
}

/**
 * Runs the page's query and the count at once. `matching` selects the matching rows (any columns,
 * e.g. `select 1 from … where …`); `offset` is the page's, so every page counts past itself.
 */
export async function countedPage<R extends object, T>(
  db: Db,
  rows: SQL,
  matching: SQL,
  offset: number,
  present: (row: R) => T,
): Promise<Page<T>> {
  const [page, counted] = await Promise.all([queryRows<R>(db, rows), cappedCount(db, matching, offset)]);
  return { items: page.map(present), ...counted };
}
