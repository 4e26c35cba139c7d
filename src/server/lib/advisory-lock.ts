// Serializes transactions that work on one key (e.g. one user's message rate): a PostgreSQL
// advisory lock held until the transaction ends. A check-then-insert under it cannot be raced.
import { sql } from "drizzle-orm";
import type { Db } from "../db/connect";

export async function lockForTransaction(tx: Db, scope: string, id: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${scope}:${id}`}))`);
}
