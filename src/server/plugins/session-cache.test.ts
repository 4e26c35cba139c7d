// Signed-in users are held in memory between requests (auth.ts, lib/session-cache.ts): every change a
// user or an admin makes to an account or a session takes effect at once on the instance that made
// it, and within moments on the others.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeAdmin } from "../test/fixtures";
import { clientOn, createTestApp, secondInstance, signUp, type Client, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: "300" });
});
afterAll(() => t.close());

const me = (client: Client) => client.inject({ url: "/api/auth/me" });

/** `read()`'s answer once it is `want`, asked again every 10 ms for up to two seconds; else the last. */
async function becomes<T>(read: () => Promise<T>, want: T): Promise<T> {
  const deadline = Date.now() + 2000;
  let now = await read();
  while (now !== want && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    now = await read();
  }
  return now;
}

const meBecomes = (client: Client, status: number) => becomes(async () => (await me(client)).statusCode, status);

describe("a signed-in user held in memory", () => {
  it("sees their own change on their next request", async () => {
    const client = await signUp(t.app, { firstName: "Mia" });
    expect((await me(client)).json().firstName).toBe("Mia");
    const saved = await client.inject({
      method: "PUT",
      url: "/api/users/me",
      payload: { firstName: "Maya", lastName: "Stone", phone: null, location: null },
    });
    expect(saved.statusCode).toBe(200);
    expect((await me(client)).json().firstName).toBe("Maya");
  });

  it("is signed out by logout on the very next request", async () => {
    const client = await signUp(t.app);
    expect((await me(client)).statusCode).toBe(200);
    const cookie = client.cookie;
    expect((await client.inject({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(204);
    const again = await t.app.inject({ url: "/api/auth/me", headers: { cookie } });
    expect(again.statusCode).toBe(401);
  });

  it("is refused on the next request once an admin suspends them", async () => {
    const client = await signUp(t.app);
    const admin = await makeAdmin(t);
    expect((await me(client)).statusCode).toBe(200);
    const suspend = await admin.inject({
      method: "PUT",
      url: `/api/admin/users/${client.user.id}`,
      payload: { suspended: true },
    });
    expect(suspend.statusCode).toBe(200);
    expect((await me(client)).statusCode).toBe(401);
  });

  it("is refused within moments when the account is suspended, deleted or its session ended on another instance", async () => {
    const suspended = await signUp(t.app);
    const deleted = await signUp(t.app);
    const ended = await signUp(t.app);
    for (const client of [suspended, deleted, ended]) expect((await me(client)).statusCode).toBe(200);
    const other = await secondInstance(t);
    try {
      const admin = clientOn(other.app, await makeAdmin(t));
      const suspend = await admin.inject({
        method: "PUT",
        url: `/api/admin/users/${suspended.user.id}`,
        payload: { suspended: true },
      });
      expect(suspend.statusCode).toBe(200);
      const gone = await clientOn(other.app, deleted).inject({
        method: "DELETE",
        url: "/api/users/me",
        payload: { password: "correct-horse-battery" },
      });
      expect(gone.statusCode).toBe(204);
      const logout = await clientOn(other.app, ended).inject({ method: "POST", url: "/api/auth/logout" });
      expect(logout.statusCode).toBe(204);
      for (const client of [suspended, deleted, ended]) expect(await meBecomes(client, 401)).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("shows a change made on another instance within moments", async () => {
    const client = await signUp(t.app, { firstName: "Ines" });
    expect((await me(client)).json().firstName).toBe("Ines");
    const other = await secondInstance(t);
    try {
      const saved = await clientOn(other.app, client).inject({
        method: "PUT",
        url: "/api/users/me",
        payload: { firstName: "Inez", lastName: "User", phone: null, location: null },
      });
      expect(saved.statusCode).toBe(200);
      expect(await becomes(async () => (await me(client)).json().firstName, "Inez")).toBe("Inez");
    } finally {
      await other.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)("a signed-in user held by two instances", () => {
  let second: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    second = await secondInstance(t);
  });
  afterAll(() => second.close());

  it("answers a user it has seen without asking the database who they are", async () => {
    const client = await signUp(t.app, { firstName: "Lea" });
    expect((await me(client)).statusCode).toBe(200);
    // While another connection holds the sessions table, reading a session would wait for it.
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    await holder.query("begin");
    await holder.query("lock table sessions in access exclusive mode");
    try {
      const again = await me(client);
      expect(again.statusCode).toBe(200);
      expect(again.json().firstName).toBe("Lea");
    } finally {
      await holder.query("rollback");
      await holder.end();
    }
  });

  it("is refused by the other instance within moments of an admin's suspension or a logout", async () => {
    const suspended = await signUp(t.app);
    const loggedOut = await signUp(t.app);
    const admin = await makeAdmin(t);
    const onTwo = (client: Client): Client => clientOn(second.app, client);
    for (const client of [suspended, loggedOut]) expect((await me(onTwo(client))).statusCode).toBe(200);
    const suspend = await admin.inject({
      method: "PUT",
      url: `/api/admin/users/${suspended.user.id}`,
      payload: { suspended: true },
    });
    expect(suspend.statusCode).toBe(200);
    expect((await loggedOut.inject({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(204);
    expect(await meBecomes(onTwo(suspended), 401)).toBe(401);
    expect(await meBecomes(onTwo(loggedOut), 401)).toBe(401);
  });
});
