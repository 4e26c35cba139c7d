// Load shedding with tiny limits: a saturated instance refuses API requests with 503, Retry-After
// and a message, keeps answering /api/health, and admits requests again once load falls.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

const BUSY = "The server is busy. Please try again in a few seconds.";

describe("at most MAX_IN_FLIGHT_REQUESTS API requests at a time", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAX_IN_FLIGHT_REQUESTS: "1", MAX_QUEUED_REQUESTS: "0", RETRY_AFTER_SECONDS: "7" });
  });
  afterAll(() => t.close());

  /** A request that counts as in flight and answers at once without the database (400: the id is too long). */
  const probe = () => t.app.inject({ url: `/api/taskers/${"x".repeat(65)}` });

  it("refuses the next request while one waits on the database, never /api/health, and recovers", async () => {
    expect((await probe()).statusCode).toBe(400);
    // Hold the categories table, so GET /api/categories waits (on PGlite, behind this transaction).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table service_categories in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    const slow = t.app.inject({ url: "/api/categories" }).then((response) => response); // then() sends it

    let refused = await probe();
    for (let attempt = 0; refused.statusCode !== 503 && attempt < 1000; attempt++) {
      await new Promise(setImmediate); // until the slow request is in flight
      refused = await probe();
    }
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("7");
    expect(refused.json()).toEqual({ message: BUSY });
    const health = await t.app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });

    release();
    await holder;
    expect((await slow).statusCode).toBe(200);
    expect((await probe()).statusCode).toBe(400); // its slot was given back
  });
});

/** Holds the categories table, so GET /api/categories waits until `release()` (on PGlite, behind this transaction). */
async function holdCategories(t: TestApp): Promise<{ release: () => void; done: Promise<unknown> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = t.database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table service_categories in access exclusive mode`);
    locked();
    await released;
  });
  await isLocked;
  return { release, done };
}

describe("a short line in front of the in-flight limit (MAX_QUEUED_REQUESTS)", () => {
  // Each app is made before its test: creating and migrating a database takes longer than a test may.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAX_IN_FLIGHT_REQUESTS: "1", MAX_QUEUED_REQUESTS: "1", MAX_QUEUE_WAIT_MS: "60000" });
  });
  afterAll(() => t.close());

  it("lets a request wait for the busy slot, refuses the one past the line, then serves the waiting one", async () => {
    const hold = await holdCategories(t);
    // Requests reach the admission hook in the order they are sent: the first takes the slot, the
    // second waits in line, the third finds the line full.
    const slow = t.app.inject({ url: "/api/categories" }).then((r) => r.statusCode);
    let waitingStatus = 0;
    const waiting = probe(t).then((r) => (waitingStatus = r.statusCode));
    const refused = await probe(t);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: BUSY });
    expect(waitingStatus).toBe(0); // still in line, neither served nor refused
    hold.release();
    await hold.done;
    expect(await slow).toBe(200);
    expect(await waiting).toBe(400); // it ran once the slot was free
  });
});

describe("the longest wait in line (MAX_QUEUE_WAIT_MS)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAX_IN_FLIGHT_REQUESTS: "1", MAX_QUEUED_REQUESTS: "5", MAX_QUEUE_WAIT_MS: "50" });
  });
  afterAll(() => t.close());

  it("refuses a request that waited longer than MAX_QUEUE_WAIT_MS, and admits again once the slot is free", async () => {
    // The slot stays busy until released, so the probe is refused however long the machine takes.
    const hold = await holdCategories(t);
    const slow = t.app.inject({ url: "/api/categories" }).then((r) => r.statusCode);
    const waited = await probe(t);
    expect(waited.statusCode).toBe(503);
    expect(waited.headers["retry-after"]).toBe("5");
    hold.release();
    await hold.done;
    expect(await slow).toBe(200);
    expect((await probe(t)).statusCode).toBe(400);
  });
});

/** Answers 400 at once without the database when it runs. */
const probe = (app: TestApp) => app.app.inject({ url: `/api/taskers/${"x".repeat(65)}` });

describe("memory and event-loop limits (@fastify/under-pressure)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAX_HEAP_USED_MB: "1" }); // always exceeded once measured
  });
  afterAll(() => t.close());

  it("refuses API requests with 503 and Retry-After once over the heap limit, but not /api/health", async () => {
    let response = await t.app.inject({ url: "/api/categories" });
    for (let attempt = 0; response.statusCode !== 503 && attempt < 300; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100)); // the first sample comes after a second
      response = await t.app.inject({ url: "/api/categories" });
    }
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({ message: BUSY });
    expect((await t.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    // A file, not work on the database or the renderer: served, so a page already sent is whole.
    expect((await t.app.inject({ url: "/robots.txt" })).statusCode).toBe(200);
  });
});
