// The admin users list, asked again, comes from the instance's memory without a statement to the
// database, and every account change is there on the next read: a sign-up, a new name, a suspension
// (and the status filter), a deletion. ADMIN_CACHE_SECONDS=0 reads every time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeAdmin } from "../../test/fixtures";
import { createTestApp, logIn, pageOf, signUp, type Client, type TestApp } from "../../test/harness";
import { countStatements, type StatementCounter } from "../../test/statement-counter";

const PASSWORD = "correct-horse-battery";
let t: TestApp;
let counter: StatementCounter;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_CACHE_SECONDS: "300" });
  counter = countStatements(t);
  admin = await makeAdmin(t);
});
afterAll(async () => {
  counter?.restore();
  await t?.close();
});

interface Listed {
  id: string;
  firstName: string;
  suspendedAt: string | null;
}
const search = async (query: string) => {
  const r = await admin.inject({ url: `/api/admin/users?${query}` });
  expect(r.statusCode, r.body).toBe(200);
  return { ...pageOf<Listed>(r), capped: r.headers["x-total-count-capped"], link: r.headers.link };
};
const names = async (query: string) => (await search(query)).items.map((u) => u.firstName);

describe("the admin users list held in memory", () => {
  it("answers a search, a filter and a page again without a statement, the same as before", async () => {
    for (let i = 0; i < 3; i++) await signUp(t.app, { firstName: "Quincy", lastName: `Held${i}` });
    for (const query of ["q=quincy", "q=quincy&limit=2", "userType=customer&status=active", "limit=1"]) {
      const first = await counter.counted(() => search(query));
      expect(first.statements).toBeGreaterThan(0);
      const again = await counter.counted(() => search(query));
      expect(again.statements).toBe(0);
      expect(again.result).toEqual(first.result);
    }
    const paged = await search("q=quincy&limit=2");
    expect(paged.total).toBe(3);
    expect(paged.link).toMatch(/rel="next"/);
  });

  it("shows a new account, a new name, a suspension and a deletion on the next read", async () => {
    expect(await names("q=zebulon")).toEqual([]);
    const zeb = await signUp(t.app, { firstName: "Zebulon", lastName: "New", password: PASSWORD });
    expect(await names("q=zebulon")).toEqual(["Zebulon"]);

    expect(await names("q=yardley")).toEqual([]);
    const renamed = await zeb.inject({
      method: "PUT",
      url: "/api/users/me",
      payload: { firstName: "Yardley", lastName: "New" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await names("q=yardley")).toEqual(["Yardley"]);
    expect(await names("q=zebulon")).toEqual([]);

    expect(await names("q=yardley&status=suspended")).toEqual([]);
    const suspended = await admin.inject({
      method: "PUT",
      url: `/api/admin/users/${zeb.user.id}`,
      payload: { suspended: true },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await names("q=yardley&status=suspended")).toEqual(["Yardley"]);
    await admin.inject({ method: "PUT", url: `/api/admin/users/${zeb.user.id}`, payload: { suspended: false } });
    expect(await names("q=yardley&status=suspended")).toEqual([]);

    const back = await logIn(t.app, zeb.user.email, PASSWORD); // the suspension ended their sessions
    const gone = await back.inject({ method: "DELETE", url: "/api/users/me", payload: { password: PASSWORD } });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await names("q=yardley")).toEqual([]);
  });

  it("reads every time with ADMIN_CACHE_SECONDS=0", async () => {
    const uncached = await createTestApp({ ADMIN_CACHE_SECONDS: "0" });
    const uncounted = countStatements(uncached);
    try {
      const boss = await makeAdmin(uncached);
      const read = () => boss.inject({ url: "/api/admin/users?q=boss" });
      await read();
      expect((await uncounted.counted(read)).statements).toBeGreaterThan(0);
    } finally {
      uncounted.restore();
      await uncached.close();
    }
  });
});
