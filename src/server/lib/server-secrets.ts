// Secrets the server makes for itself once and every instance shares: the first instance to need one
// generates it and stores it in `server_secrets`; every other instance (and every restart) reads that
// row, so links signed by one instance verify on another. A setting that gives the secret wins.
//
// A process serves one database, so a secret read once is kept for the process. buildApp reads them
// before serving, so the transactions of bookings and offers that sign links
// never wait on the table; one read inside a transaction is not kept, since that transaction may
// still roll back the row it created.
import { sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "../db/connect";
import { queryRows } from "../db/query";

const known = new Map<string, Promise<string>>();

/** The secret `name`: the stored one, or `generate()`'s, stored first by whichever instance got there first. */
export function serverSecret(db: Db, name: string, generate: () => string): Promise<string> {
  const cached = known.get(name);
  if (cached) return cached;
  const secret = readOrCreate(db, name, generate);
  if (db instanceof PgTransaction) return secret;
  known.set(name, secret);
  // A failed read (the database away) is tried again next time rather than remembered.
  secret.catch(() => known.delete(name));
  return secret;
}

async function readOrCreate(db: Db, name: string, generate: () => string): Promise<string> {
  const [row] = await queryRows<{ value: string }>(
    db,
    sql`with created as (
      insert into server_secrets (name, value) values (${name}, ${generate()}) on conflict (name) do nothing returning value
    )
    select value from created union all select value from server_secrets where name = ${name} limit 1`,
  );
  if (row) return row.value;
  // Another instance created it while this statement ran: its row is visible to the next statement.
  const [again] = await queryRows<{ value: string }>(db, sql`select value from server_secrets where name = ${name}`);
  if (!again) throw new Error(`Server secret ${name} could not be read`);
  return again.value;
}
