// A database that fails a transaction at its very end, for the tests of what happens when a payment
// processor call went through and the transaction that should record it then fails. While `action`
// runs, every transaction that writes a ledger entry is refused at COMMIT (a deferred constraint
// trigger), after every statement in it, processor calls included, has run.
import { sql } from "drizzle-orm";
import type { Db } from "../db/connect";

export async function withFailingCommits<T>(db: Db, action: () => Promise<T>): Promise<T> {
  await db.execute(sql`create or replace function test_refuse_commit() returns trigger language plpgsql as $$
    begin raise exception 'the commit failed (a test of a failing transaction)'; end $$`);
  await db.execute(sql`create constraint trigger test_refuse_commit after insert on ledger_entries
    deferrable initially deferred for each row execute function test_refuse_commit()`);
  try {
    return await action();
  } finally {
    await db.execute(sql`drop trigger test_refuse_commit on ledger_entries`);
  }
}
