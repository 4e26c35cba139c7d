// Real-time delivery on PostgreSQL with two API instances: 100 connected users (half on each
// instance), 200 messages per second for 8 seconds, each POSTed to a random instance; measures
// the time from POST to the receiver's socket. Run with `npx tsx bench/messages.ts`
// (also part of `npm run bench`). The instances run in their own processes; this one only
// generates load, on the same 2 cores.
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import { WebSocket } from "ws";
import { openPostgres } from "../src/server/db/connect";
import { runMigrations } from "../src/server/db/migrate";
import { queryRows, type Row } from "../src/server/db/query";
import { spawnInstance } from "./spawn-instance";

const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const USERS = 100;
const RATE = 200;
const SECONDS = 9; // the first is warm-up

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function benchMessages(): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query("DROP DATABASE IF EXISTS taskly_bench_msg WITH (FORCE)");
  await admin.query("CREATE DATABASE taskly_bench_msg");
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = "/taskly_bench_msg";
  const dbA = await openPostgres(url.toString(), 10);
  await runMigrations(dbA);

  const users = await queryRows<Row>(
    dbA.db,
    sql`insert into users (email, password_hash, first_name, last_name)
    select 'm' || g || '@bench.test', 'x', 'User', 'N' || g from generate_series(1, ${USERS}) g returning id`,
  );
  const tokens = users.map(() => randomBytes(24).toString("base64url"));
  for (let i = 0; i < users.length; i++) {
    const hash = createHash("sha256").update(tokens[i]).digest("hex");
    await dbA.db.execute(
      sql`insert into sessions (token_hash, user_id, expires_at) values (${hash}, ${users[i].id}::uuid, now() + interval '1 day')`,
    );
  }
  // Each instance in its own process, as in production; this process only generates load.
  const instances = await Promise.all([spawnInstance(url.toString(), 5601), spawnInstance(url.toString(), 5602)]);
  const addresses = ["http://127.0.0.1:5601", "http://127.0.0.1:5602"];

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const sockets = await Promise.all(
    users.map(
      (user, i) =>
        new Promise<WebSocket>((resolve) => {
          const socket = new WebSocket(`${addresses[i % 2].replace("http", "ws")}/api/ws`, {
            headers: { cookie: `taskly_session=${tokens[i]}` },
          });
          socket.on("message", (data) => {
            const event = JSON.parse(String(data));
            if (event.type === "message" && event.message.receiverId === user.id) {
              const started = sentAt.get(event.message.content);
              // The first second warms up pools and JIT and is not measured.
              if (started !== undefined && Number(event.message.content.split(" ").at(-1)) >= RATE)
                latencies.push(performance.now() - started);
            }
          });
          socket.once("open", () => resolve(socket));
        }),
    ),
  );

  let sent = 0;
  let failed = 0;
  const total = RATE * SECONDS;
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
      while (sent < due) {
        const from = sent % USERS;
        const to = (from + 1 + Math.floor(Math.random() * (USERS - 1))) % USERS;
        const content = `bench message ${sent}`;
        sentAt.set(content, performance.now());
        sent += 1;
        void fetch(`${addresses[Math.floor(Math.random() * 2)]}/api/messages`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: `taskly_session=${tokens[from]}` },
          body: JSON.stringify({ content, receiverId: users[to].id }),
        }).then(
          (r) => (r.status === 201 ? undefined : (failed += 1)),
          () => (failed += 1),
        );
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  await new Promise((r) => setTimeout(r, 2000));
  latencies.sort((a, b) => a - b);
  console.log(
    `\nReal-time delivery, PostgreSQL, two instances, ${USERS} connected users, ${RATE} messages/s for ${SECONDS} s`,
  );
  console.log(
    `sent ${sent} (first ${RATE} warm-up), failed ${failed}, measured ${latencies.length}; POST→receiver socket p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
  );
  for (const s of sockets) s.close();
  for (const child of instances) child.kill("SIGTERM");
  await dbA.close();
}

if (process.argv[1]?.endsWith("messages.ts")) {
  benchMessages().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
