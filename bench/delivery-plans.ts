// What the one delivery decision costs for a task alert's audience: `deliveryPlans` for 10,000 people
// at once, a third with cells of their own and a third with quiet hours in one of four zones. Prints
// the wall time (best of 5) on PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set (a scratch
// database is made and dropped). `npx tsx bench/delivery-plans.ts`; not part of `npm run bench`.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openPglite, openPostgres, type Database } from "../src/server/db/connect";
import { runMigrations } from "../src/server/db/migrate";
import { queryRows } from "../src/server/db/query";
import { deliveryPlans } from "../src/server/modules/notification-preferences/delivery";

const PEOPLE = 10_000;

async function fill(database: Database): Promise<string[]> {
  const db = database.db;
  await db.execute(sql`insert into users (email, password_hash, first_name, last_name, user_type)
    select 'plan' || g || '@bench.test', 'x', 'Pat', 'Plan', 'tasker' from generate_series(1, ${PEOPLE}) g`);
  const ids = (await queryRows<{ id: string }>(db, sql`select id from users where email like 'plan%@bench.test'`)).map(
    (r) => r.id,
  );
  await db.execute(sql`insert into notification_preferences (user_id, category, channel, enabled)
    select id, 'alerts', c, false from users cross join unnest(array['email', 'push']) c
    where email like 'plan%@bench.test' and abs(hashtext(id::text)) % 3 = 0`);
  await db.execute(sql`insert into notification_settings (user_id, time_zone, quiet_start, quiet_end)
    select id, (array['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo'])[1 + abs(hashtext(id::text)) % 4], 1320, 420
    from users where email like 'plan%@bench.test' and abs(hashtext(id::text)) % 3 = 1`);
  return ids;
}

async function measure(name: string, database: Database): Promise<void> {
  await runMigrations(database);
  const ids = await fill(database);
  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    const plans = await deliveryPlans(database.db, ids, "alerts");
    times.push(performance.now() - started);
    if (plans.size !== PEOPLE) throw new Error(`${plans.size} plans for ${PEOPLE} people`);
  }
  console.log(
    `${name}: deliveryPlans for ${PEOPLE.toLocaleString("en-US")} people: ${Math.min(...times).toFixed(0)} ms (best of 5)`,
  );
}

const pglite = await openPglite();
try {
  await measure("PGlite", pglite);
} finally {
  await pglite.close();
}

const server = process.env.BENCH_DATABASE_URL;
if (server) {
  const name = `taskly_plans_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 2);
  try {
    await measure("PostgreSQL", database);
  } finally {
    await database.close();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}
