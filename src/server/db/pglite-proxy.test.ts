// PGlite through its worker thread (whatever DATABASE_URL says): statements, transactions,
// errors, LISTEN/NOTIFY, and an HTTP event loop that stays free while the database works.
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { signUp } from "../test/harness";
import { openPglite, type Database } from "./connect";
import { runMigrations } from "./migrate";
import { queryRows } from "./query";
import { serviceCategories, taskerProfiles } from "./schema";

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  // A run on PostgreSQL prepares no PGlite template: then every migration runs here.
  const templateFile = process.env.TASKLY_TEST_PGLITE_TEMPLATE;
  database = await openPglite(undefined, templateFile ? { templateFile } : {});
  if (!templateFile) await runMigrations(database);
  const env = {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: ".tmp/test-data",
    MAX_EVENT_LOOP_DELAY_MS: "0",
    MAX_HEAP_USED_MB: "0",
  };
  const config = loadConfig(env);
  app = await buildApp(config, database, { clientDir: false, logger: false });
  await app.ready();
}, 180_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("PGlite in a worker thread", () => {
  it("runs statements with parameters and returns typed rows", async () => {
    const rows = await queryRows(
      database.db,
      sql`select ${"it's"}::text as t, ${41}::int + 1 as n, ${null}::text as nothing,
      '{"a":[1,2]}'::jsonb as j, array['x','y'] as list, '2026-01-02T03:04:05Z'::timestamptz as at`,
    );
    expect(rows).toEqual([
      { t: "it's", n: 42, nothing: null, j: { a: [1, 2] }, list: ["x", "y"], at: "2026-01-02 03:04:05+00" },
    ]);
    const [inserted] = await database.db
      .insert(serviceCategories)
      .values({ name: "Worker Test", baseRate: "12.50" })
      .returning();
    const [read] = await database.db.select().from(serviceCategories).where(eq(serviceCategories.id, inserted.id));
    expect(read).toEqual(inserted);
    expect(read.baseRate).toBe("12.50");
  });

  it("answers array rows and several statements in one exec", async () => {
    const arrays = await database.pglite!.query("select $1::int as a, $2::text as b", [7, "seven"], {
      rowMode: "array",
    });
    expect(arrays.rows).toEqual([[7, "seven"]]);
    const results = await database.pglite!.exec("select 1 as one; select 'two' as two");
    expect(results.map((r) => r.rows)).toEqual([[{ one: 1 }], [{ two: "two" }]]);
  });

  it("commits a transaction that returns and rolls back one that throws, nothing half-written", async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(serviceCategories).values({ name: "Kept" });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(serviceCategories).values({ name: "Rolled Back" });
        const inside = await tx.select().from(serviceCategories).where(eq(serviceCategories.name, "Rolled Back"));
        expect(inside).toHaveLength(1); // visible inside its own transaction
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const names = (await database.db.select().from(serviceCategories)).map((c) => c.name);
    expect(names).toContain("Kept");
    expect(names).not.toContain("Rolled Back");
  });

  it("keeps a database error's shape: code, constraint and message", async () => {
    await database.db.insert(serviceCategories).values({ name: "Unique Once" });
    const error = await database.db
      .insert(serviceCategories)
      .values({ name: "Unique Once" })
      .catch((e: unknown) => e);
    const cause = (error as { cause?: { code?: string; constraint?: string; message?: string } }).cause;
    expect(cause?.code).toBe("23505");
    expect(cause?.constraint).toMatch(/name/);
    expect(cause?.message).toMatch(/duplicate key value violates unique constraint/);
    const bad = await database.pglite!.query("select * from no_such_table").catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(Error);
    expect((bad as { code?: string }).code).toBe("42P01");
  });

  it("maps a unique violation inside a transaction to its 409 through the API", async () => {
    const [category] = await database.db.insert(serviceCategories).values({ name: "Mounting" }).returning();
    const customer = await signUp(app);
    const tasker = await signUp(app, { userType: "tasker" });
    // Only a listed tasker profile may send offers.
    await database.db
      .insert(taskerProfiles)
      .values({ userId: tasker.user.id, skills: ["Mounting"], hourlyRate: "45.00" });
    const task = await customer.inject({
      method: "POST",
      url: "/api/tasks",
      payload: {
        categoryId: category.id,
        title: "Mount a TV",
        description: "Drywall, bracket provided.",
        location: "Austin, TX",
        budget: "$80-120",
        scheduledDate: new Date(Date.now() + 3 * 86400_000).toISOString(),
      },
    });
    expect(task.statusCode).toBe(201);
    const offer = { message: "I mount TVs every day, can come Saturday.", proposedRate: "45.00", estimatedDuration: 2 };
    const url = `/api/tasks/${task.json().id}/offers`;
    expect((await tasker.inject({ method: "POST", url, payload: offer })).statusCode).toBe(201);
    const duplicate = await tasker.inject({ method: "POST", url, payload: offer });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toMatch(/already have a pending offer/);
  });

  it("delivers NOTIFY payloads to listeners until they unsubscribe", async () => {
    const received: string[] = [];
    let delivered!: () => void;
    const arrived = new Promise<void>((resolve) => (delivered = resolve));
    const unsubscribe = await database.listen("worker_test_channel", (payload) => {
      received.push(payload);
      delivered();
    });
    await database.db.execute(sql`select pg_notify('worker_test_channel', ${"hello"})`);
    await arrived;
    expect(received).toEqual(["hello"]);
    await unsubscribe();
    await database.db.execute(sql`select pg_notify('worker_test_channel', 'after')`);
    await database.db.execute(sql`select 1`); // a later round trip: any stray delivery would have come first
    expect(received).toEqual(["hello"]);
  });

  it("answers /api/health while a long query holds the database (the event loop stays free)", async () => {
    let longQueryDone = false;
    const longQuery = database.db.execute(sql`select pg_sleep(3)`).then(() => (longQueryDone = true));
    const health = await app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(longQueryDone).toBe(false);
    await longQuery;
  });
});
