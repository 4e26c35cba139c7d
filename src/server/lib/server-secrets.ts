// Secrets the server makes for itself once and every instance shares: the first instance to need one
// generates it and stores it in `server_secrets`; every other instance (and every restart) reads that
// row, so links signed by one instance verify on another. A setting that gives the secret wins.
import { sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { queryRows } from "../db/query";

const known = new WeakMap<Db, Map<string, Promise<string>>>();

/** The secret `name`: the stored one, or `generate()`'s, stored first by whichever instance got there first. */
export function serverSecret(db: Db, name: string, generate: () => string): Promise<string> {
  let secrets = known.get(db);
  if (!secrets) known.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrCreate(db, name, generate);
    secrets.set(name, secret);
    // A failed read (the database away) is tried again next time rather than remembered.
    secret.catch(() => secrets.delete(name));
  }
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
  return row.value;
}
