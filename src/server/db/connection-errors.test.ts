// PostgreSQL ending a connection under its client (pg_terminate_backend: SQLSTATE 57P01) never ends
// the process: a transaction holding the connection fails as an outage (a 503 to its request), the
// loss is reported by its code, and the pool serves the next query on a new connection.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import type { ConnectionError } from "./connection-errors";
import { isDatabaseUnavailable } from "./errors";
import { queryPrepared, queryRows } from "./query";

const waitUntil = async (condition: () => boolean) => {
  for (let attempt = 0; !condition(); attempt++) {
    if (attempt > 200) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.skipIf(!process.env.DATABASE_URL)("a connection PostgreSQL ends under its client", () => {
  let t: TestApp;
  const lost: ConnectionError[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    t.database.connectionErrors!.onError((error) => lost.push(error));
  });
  afterAll(() => t.close());

  /** Ends the backend `pid` from another connection. */
  const terminate = (pid: number) => t.database.hotPool!.query("select pg_terminate_backend($1)", [pid]);

  it("fails the transaction that held it as an outage, reports it by code and serves the next request", async () => {
    const before = lost.length;
    const transaction = t.database.db.transaction(async (tx) => {
      const [held] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      await terminate(held!.pid);
      await waitUntil(() => lost.length > before); // the connection is gone while the transaction holds it
      await tx.execute(sql`select 1`);
    });
    const error = await transaction.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(lost.slice(before)).toEqual([{ connection: "pool", code: "57P01" }]);

    const ready = await t.app.inject({ url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/categories" })).statusCode).toBe(200);
  });

  it("drops a checked-out connection of the prepared-statement pool and opens a new one", async () => {
    const hotPool = t.database.hotPool!;
    const before = lost.length;
    const client = await hotPool.connect();
    const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
    const open = hotPool.totalCount;
    await t.database.pool!.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
    await waitUntil(() => lost.length > before);
    client.release();
    expect(lost.slice(before)).toEqual([{ connection: "hot-pool", code: "57P01" }]);
    expect(hotPool.totalCount).toBe(open - 1); // discarded, not handed out again
    const [again] = await queryPrepared<{ pid: number }>(t.database, sql`select pg_backend_pid() as pid`);
    expect(again!.pid).not.toBe(rows[0]!.pid);
  });
});
