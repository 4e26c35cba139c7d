// Raw SQL through Drizzle, for queries the query builder would obscure. Both drivers (PGlite
// and node-postgres) answer `{ rows }`.
import type { SQL } from "drizzle-orm";
import type { Db } from "./connect";

export type Row = Record<string, unknown>;

export async function queryRows<T extends Row = Row>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
