// The counted page every admin list answers: one page of rows and the number of all matching rows.
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";

export interface Page<T> {
  items: T[];
  total: number;
}

/** Runs the page's query and its `count(*)::int as total` query at once. */
export async function countedPage<R extends object, T>(
  db: Db,
  rows: SQL,
  count: SQL,
  present: (row: R) => T,
): Promise<Page<T>> {
  const [page, [{ total }]] = await Promise.all([queryRows<R>(db, rows), queryRows<{ total: number }>(db, count)]);
  return { items: page.map(present), total };
}
