// Load shedding with tiny limits: a saturated instance refuses API requests with 503, Retry-After
// and a message, keeps answering /api/health, and admits requests again once load falls.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

const BUSY = "The server is busy. Please try again in a few seconds.";

describe("at most MAX_IN_FLIGHT_REQUESTS API requests at a time", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAX_IN_FLIGHT_REQUESTS: "1", RETRY_AFTER_SECONDS: "7" });
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
  });
});
