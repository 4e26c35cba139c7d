import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { queryPrepared, sqlLiteral } from "./query";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("queryPrepared", () => {
  it("returns exactly the values it was given, quotes and backslashes included", async () => {
    for (const text of ["plain", "it's", "'; drop table users; --", "back\\slash \\' mix", "ünïcödé ✓", ""]) {
      const rows = await queryPrepared(t.database, sql`select ${text}::text as v, ${42}::int as n`);
      expect(rows).toEqual([{ v: text, n: 42 }]);
    }
  });

  it("runs the same statement again from its prepared plan", async () => {
    const first = await queryPrepared(
      t.database,
      sql`select count(*)::int as c from users where email like ${"%@example.com"}`,
    );
    const again = await queryPrepared(
      t.database,
      sql`select count(*)::int as c from users where email like ${"%@example.com"}`,
    );
    expect(again).toEqual(first);
  });
  it("answers concurrent first calls of one statement (prepared once)", async () => {
    const calls = Array.from({ length: 8 }, (_, i) =>
      queryPrepared(t.database, sql`select ${i}::int as i, 'first' as fresh`),
    );
    expect(await Promise.all(calls)).toEqual(Array.from({ length: 8 }, (_, i) => [{ i, fresh: "first" }]));
  });
});

describe("sqlLiteral", () => {
  it("quotes text, keeps finite numbers, and refuses what it cannot write", () => {
    expect(sqlLiteral("o'clock")).toBe("'o''clock'");
    expect(sqlLiteral(12.5)).toBe("12.5");
    expect(sqlLiteral(null)).toBe("null");
    expect(sqlLiteral(Number.NaN)).toBeNull();
    expect(sqlLiteral("nul\0byte")).toBeNull();
    expect(sqlLiteral(new Date())).toBeNull();
  });
});
