import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("health and readiness", () => {
  it("GET /api/health answers ok", async () => {
    const response = await t.app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("GET /api/ready checks the database", async () => {
    const response = await t.app.inject({ url: "/api/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready" });
  });

  it("sends security headers", async () => {
    const response = await t.app.inject({ url: "/api/health" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const response = await t.app.inject({ url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/No API route/);
  });
});

// Load shedding refuses a readiness probe like any API request, before the route runs: the probe
// still gets the readiness shape, naming the instance's capacity as what is down.
describe("readiness while the instance sheds load", () => {
  let busy: TestApp | undefined;
  afterAll(() => busy?.close());

  const expectNotReady = (response: Awaited<ReturnType<TestApp["app"]["inject"]>>, retryAfter: string) => {
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe(retryAfter);
    expect(response.json()).toEqual({
      status: "unavailable",
      message: "The server is busy. Please try again in a few seconds.",
      down: ["capacity"],
    });
  };

  it("answers 503 with { status, down } and Retry-After when every request slot is taken", async () => {
    busy = await createTestApp({ MAX_IN_FLIGHT_REQUESTS: "1", MAX_QUEUED_REQUESTS: "0", RETRY_AFTER_SECONDS: "7" });
    const app = busy;
    // Hold the categories table, so GET /api/categories keeps the one slot (on PGlite, behind this transaction).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = app.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table service_categories in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    const slow = app.app.inject({ url: "/api/categories" }).then((response) => response); // then() sends it

    let ready = await app.app.inject({ url: "/api/ready" });
    for (let attempt = 0; ready.statusCode === 200 && attempt < 1000; attempt++) {
      await new Promise(setImmediate); // until the slow request holds the slot
      ready = await app.app.inject({ url: "/api/ready" });
    }
    expectNotReady(ready, "7");

    release();
    await holder;
    expect((await slow).statusCode).toBe(200);
    const again = await app.app.inject({ url: "/api/ready" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: "ready" });
  });

  it("answers 503 with { status, down } and Retry-After while over its memory limit", async () => {
    await busy?.close();
    busy = await createTestApp({ MAX_HEAP_USED_MB: "1" }); // always exceeded once measured
    let ready = await busy.app.inject({ url: "/api/ready" });
    for (let attempt = 0; ready.statusCode === 200 && attempt < 300; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100)); // the first sample comes after a second
      ready = await busy.app.inject({ url: "/api/ready" });
    }
    expectNotReady(ready, "5");
  });
});

// A probe that carries a session cookie reads the session before the route runs; when that read
// fails (here it waits on a locked table until the statement timeout), the error handler answers.
describe.skipIf(!process.env.DATABASE_URL)("readiness when the session read before it fails", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ SESSION_CACHE_SECONDS: "0" });
  });
  afterAll(() => app.close());

  it("answers 503 with { status, down: ['database'] } and Retry-After", async () => {
    const { cookie } = await signUp(app.app);
    const locker = await app.database.pool!.connect();
    try {
      // Holds the lock for longer than the statement timeout the session read gets.
      await locker.query("set idle_in_transaction_session_timeout = 0");
      await locker.query("begin");
      await locker.query("lock table sessions in access exclusive mode");
      const ready = await app.app.inject({ url: "/api/ready", headers: { cookie } });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers["retry-after"]).toBe("5");
      expect(ready.json()).toEqual({
        status: "unavailable",
        message: "taskly is briefly unavailable. Please try again in a moment.",
        down: ["database"],
      });
    } finally {
      await locker.query("rollback");
      locker.release(true); // not back into the pool with its setting
    }
    expect((await app.app.inject({ url: "/api/ready", headers: { cookie } })).statusCode).toBe(200);
  });
});
