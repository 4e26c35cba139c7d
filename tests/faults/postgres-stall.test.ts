// PostgreSQL stalled (every server process SIGSTOPped: connections open, nothing answers). A request
// that needs the database gets 503 with Retry-After within 10 s, /api/ready 503 within 3 s,
// /api/health stays instant; after the server resumes everything works again by itself.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startPrivatePostgres, type PrivatePostgres } from "./private-postgres";
import {
  call,
  prepareDatabase,
  signUp,
  startTasklyServer,
  waitFor,
  type TasklyServer,
  type User,
} from "./taskly-server";

let postgres: PrivatePostgres;
let server: TasklyServer;
let ann: User;
let bob: User;
beforeAll(async () => {
  postgres = await startPrivatePostgres();
  server = await startTasklyServer(await prepareDatabase(postgres, "taskly_stall"));
  ann = await signUp(server.base, "Ann");
  bob = await signUp(server.base, "Bob");
});
afterAll(async () => {
  postgres?.resume();
  await server?.stop();
  postgres?.close();
});

it("answers 503 in bounded time while PostgreSQL is stalled, and recovers after it resumes", async () => {
  expect((await call(server.base, "GET", "/api/messages/unread-count", { cookie: ann.cookie })).status).toBe(200);
  postgres.pause();
  try {
    const [needsDatabase, ready, health] = await Promise.all([
      call(server.base, "GET", "/api/messages/unread-count", { cookie: ann.cookie }),
      call(server.base, "GET", "/api/ready"),
      call(server.base, "GET", "/api/health"),
    ]);
    console.log(
      `stall: database request ${needsDatabase.ms} ms, /api/ready ${ready.ms} ms, /api/health ${health.ms} ms`,
    );
    expect(health).toMatchObject({ status: 200, body: { status: "ok" } });
    expect(health.ms).toBeLessThan(500);
    expect(ready).toMatchObject({ status: 503, body: { status: "unavailable" } });
    expect(ready.body.down).toContain("database");
    expect(ready.ms).toBeLessThan(3000);
    expect(needsDatabase.status).toBe(503);
    expect(needsDatabase.retryAfter).toMatch(/^\d+$/);
    expect(needsDatabase.body.message).toMatch(/briefly unavailable/);
    expect(needsDatabase.ms).toBeLessThan(10_000);
    // A request arriving while earlier ones still wait is bounded too.
    const later = await call(server.base, "POST", "/api/messages", {
      cookie: ann.cookie,
      body: { content: "Hello?", receiverId: bob.id },
    });
    expect(later.status).toBe(503);
    expect(later.ms).toBeLessThan(10_000);
  } finally {
    postgres.resume();
  }
  const recovered = await waitFor(
    async () => (await call(server.base, "GET", "/api/messages/unread-count", { cookie: ann.cookie })).status === 200,
    15_000,
  );
  await waitFor(async () => (await call(server.base, "GET", "/api/ready")).status === 200, 15_000);
  console.log(`stall: database requests answered 200 again ${recovered} ms after resume`);
  expect(server.exited()).toBe(false);
  expect(server.logs.join("\n")).not.toMatch(/select |DrizzleQueryError|correct-horse/i);
});
