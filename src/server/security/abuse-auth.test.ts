// Abuse journeys against sign-in, sessions and the edges of the API, one test per hole: each one
// is what an attacker would try, run against the real server and database.
import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openPostgres, type Database } from "../db/connect";
import { loginFailures, passwordResets } from "../db/schema";
import { DEMO_ACCOUNTS, SHARED_PASSWORD } from "../db/seed";
import { RESET_LINK_INVALID } from "../../contract/password-reset";
import { PASSWORD_BUSY_MESSAGE, passwordWork, withPasswordSlot } from "../modules/auth/passwords";
import { CURRENT_PASSWORD_LIMIT, RESET_ATTEMPTS_PER_ADDRESS } from "../modules/auth/throttle";
import { MAX_SOCKETS_PER_USER } from "../realtime/hub";
import { makeAdmin } from "../test/fixtures";
import { createTestApp, logIn, signUp, uniqueEmail, type Client, type TestApp } from "../test/harness";

/** For journeys with dozens of password hashes or concurrent requests: slow on a busy machine. */
const SLOW = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEV_OUTBOX: "true" });
});
afterAll(() => t.close());

const login = (
  identifier: string,
  password: string,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) => t.app.inject({ method: "POST", url: "/api/auth/login", payload: { identifier, password }, ...options });

/** Settings of the harness that keep load shedding out of the way of bursts fired on purpose. */
const NO_SHEDDING = { MAX_EVENT_LOOP_DELAY_MS: "0", MAX_HEAP_USED_MB: "0", MAX_IN_FLIGHT_REQUESTS: "10000" };

/** The settings of an app beside `t` (without the harness's sign-up allowance). */
const testConfig = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: "test",
    DATA_DIR: ".tmp/test-data",
    DATABASE_URL: t.config.DATABASE_URL,
    ...NO_SHEDDING,
    ...env,
  });

/** An app with other settings on the same database (a second instance when on PostgreSQL). */
async function withApp<T>(env: Record<string, string>, run: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>) {
  const config = testConfig({ LOG_LEVEL: "silent", ...env });
  const app = await buildApp(config, t.database, { clientDir: false, logger: false });
  await app.ready();
  try {
    return await run(app);
  } finally {
    await app.close();
  }
}

describe("abuse of sign-in and sessions", () => {
  it("hole: the published demo passwords log in only from this computer, and demo data is announced", async () => {
    // A demo account as the seed creates it (the full seed is covered by db/seed.test.ts).
    expect((await t.app.inject({ url: "/api/auth/demo-status" })).json()).toEqual({ demoData: false });
    await signUp(t.app, { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password });
    expect((await t.app.inject({ url: "/api/auth/demo-status" })).json()).toEqual({ demoData: true });
    const attempt = (password: string, options: { remoteAddress?: string; headers?: Record<string, string> }) =>
      login(DEMO_ACCOUNTS.admin.email, password, options);
    const fromNetwork = await attempt(DEMO_ACCOUNTS.admin.password, { remoteAddress: "203.0.113.5" });
    expect(fromNetwork.statusCode).toBe(403);
    expect(fromNetwork.json().message).toMatch(/only work on the computer running taskly/);
    expect(fromNetwork.headers["set-cookie"]).toBeUndefined();
    // A proxy on this computer forwards other machines' requests: they are not local either.
    const proxied = await attempt(DEMO_ACCOUNTS.admin.password, { headers: { "x-forwarded-for": "203.0.113.5" } });
    expect(proxied.statusCode).toBe(403);
    expect((await attempt(SHARED_PASSWORD, { remoteAddress: "203.0.113.5" })).statusCode).toBe(403);
    expect((await attempt(DEMO_ACCOUNTS.admin.password, {})).statusCode).toBe(200);
    // Seeding: the embedded database seeds by default; a PostgreSQL server only when asked to.
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: "postgres://db.example/taskly" }).seedDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://db.example/taskly", SEED_DEMO_DATA: "true" }).seedDemoData).toBe(
      true,
    );
    expect(loadConfig({ SEED_DEMO_DATA: "false" }).seedDemoData).toBe(false);
    // The operator's explicit opt-in lets the demo passwords in from other machines.
    const demo = await signUp(t.app, { email: uniqueEmail("demo"), password: DEMO_ACCOUNTS.tasker.password });
    const optedIn = await withApp({ DEMO_PASSWORDS_ON_NETWORK: "true" }, (app) =>
      app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: "203.0.113.5",
        payload: { identifier: demo.user.email, password: DEMO_ACCOUNTS.tasker.password },
      }),
    );
    expect(optedIn.statusCode).toBe(200);
  });

  it(
    "hole: spoofed X-Forwarded-For does not reset the per-address limit",
    async () => {
      const remoteAddress = "192.0.2.70";
      for (let i = 0; i < 30; i += 1) {
        const failed = await login(`ghost${i}@example.com`, "wrong-password", {
          remoteAddress,
          headers: { "x-forwarded-for": "198.51.100.7" },
        });
        expect(failed.statusCode).toBe(401);
      }
      for (const claimed of ["198.51.100.7", "198.51.100.8", "not-an-ip"]) {
        const next = await login("ghost-next@example.com", "wrong-password", {
          remoteAddress,
          headers: { "x-forwarded-for": claimed },
        });
        expect(next.statusCode).toBe(429);
      }
      const keys = (await t.database.db.select().from(loginFailures)).map((row) => row.key);
      expect(keys.filter((key) => key.includes("198.51.100.7") || key.includes("198.51.100.8"))).toEqual([]);

      // Behind a configured proxy its forwarded address counts, but a value that is not an IP never does.
      await withApp({ TRUST_PROXY: "127.0.0.1" }, async (app) => {
        const viaProxy = (claimed: string) =>
          app.inject({
            method: "POST",
            url: "/api/auth/login",
            headers: { "x-forwarded-for": claimed },
            payload: { identifier: "ghost-proxy@example.com", password: "wrong-password" },
          });
        expect((await viaProxy("203.0.113.77")).statusCode).toBe(401);
        expect((await viaProxy("not-an-ip")).statusCode).toBe(401);
      });
      const proxied = (await t.database.db.select().from(loginFailures)).map((row) => row.key);
      expect(proxied).toContain("ip:203.0.113.77");
      expect(proxied.filter((key) => key.includes("not-an-ip"))).toEqual([]);
      expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
      expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
      expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
      expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, ::1" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "::1"]);

      // Throttling rows expire: once their window has passed, the next failure deletes them.
      await t.database.db.update(loginFailures).set({ windowStart: sql`now() - interval '16 minutes'` });
      await login("ghost-last@example.com", "wrong-password", { remoteAddress: "198.51.100.99" });
      const left = (await t.database.db.select().from(loginFailures)).map((row) => row.key);
      expect(left.sort()).toEqual([
        "id:ghost-last@example.com",
        "ip:198.51.100.99",
        "pair:id:ghost-last@example.com@198.51.100.99",
      ]);
    },
    SLOW,
  );

  it("hole: failures from one address cannot lock the owner out at another", async () => {
    const email = uniqueEmail("owner");
    const username = `owner${Date.now().toString(36)}`;
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { firstName: "Olive", lastName: "Owner", email, username, password: "owners-real-pass-1" },
    });
    expect(registered.statusCode).toBe(201);
    const attacker = "203.0.113.20";
    // Email and username of one account share one counter: 4 + 4 failures reach the limit of 8.
    for (let i = 0; i < 8; i += 1) {
      expect(
        (await login(i % 2 ? email : username.toUpperCase(), "guess-" + i, { remoteAddress: attacker })).statusCode,
      ).toBe(401);
    }
    expect((await login(email, "owners-real-pass-1", { remoteAddress: attacker })).statusCode).toBe(429);
    expect((await login(username, "owners-real-pass-1", { remoteAddress: attacker })).statusCode).toBe(429);
    expect((await login(email, "owners-real-pass-1", { remoteAddress: "198.51.100.30" })).statusCode).toBe(200);
  });

  it(
    "hole: sockets close with 4401 when their session ends, on every instance",
    async () => {
      let secondDb: Database | undefined;
      const second = t.databaseUrl
        ? await buildApp(t.config, (secondDb = await openPostgres(t.databaseUrl, 3)), {
            clientDir: false,
            logger: false,
          })
        : t.app;
      try {
        const address = (await second.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
        const open = async (client: Client) => {
          const socket = new WebSocket(`${address}/api/ws`, { headers: { cookie: client.cookie } });
          const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
          await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
          return { socket, closed };
        };
        const within5s = (closed: Promise<number>) =>
          Promise.race([
            closed,
            new Promise<string>((resolve) => setTimeout(() => resolve("still open after 5 s"), 5000)),
          ]);
        const stillOpen = async (socket: WebSocket) => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return socket.readyState === WebSocket.OPEN;
        };

        // Logout: only the sockets of that session close.
        const ann = await signUp(t.app, { password: "anns-password-1" });
        const annElsewhere = await logIn(t.app, ann.user.email, "anns-password-1");
        const [annHere, annThere] = [await open(ann), await open(annElsewhere)];
        expect((await ann.inject({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(204);
        expect(await within5s(annHere.closed)).toBe(4401);
        expect(await stillOpen(annThere.socket)).toBe(true);

        // Password change: the other sessions end, the one that changed it stays.
        const bob = await signUp(t.app, { password: "bobs-password-1" });
        const bobElsewhere = await logIn(t.app, bob.user.email, "bobs-password-1");
        const [bobHere, bobThere] = [await open(bob), await open(bobElsewhere)];
        const changed = await bob.inject({
          method: "PUT",
          url: "/api/users/me/password",
          payload: { currentPassword: "bobs-password-1", newPassword: "bobs-password-2" },
        });
        expect(changed.statusCode).toBe(204);
        expect(await within5s(bobThere.closed)).toBe(4401);
        expect(await stillOpen(bobHere.socket)).toBe(true);

        // Password reset, suspension and deletion: every socket of the user closes.
        const cat = await signUp(t.app);
        const catSocket = await open(cat);
        await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: cat.user.email } });
        const mails = (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(cat.user.email)}` })).json();
        const token = /token=([A-Za-z0-9_-]+)/.exec(mails[0].body)![1];
        const reset = await t.app.inject({
          method: "POST",
          url: "/api/auth/reset-password",
          payload: { token, password: "cats-new-password-1" },
        });
        expect(reset.statusCode).toBe(200);
        expect(await within5s(catSocket.closed)).toBe(4401);

        const admin = await makeAdmin(t);
        const dan = await signUp(t.app);
        const danSocket = await open(dan);
        const suspended = await admin.inject({
          method: "PUT",
          url: `/api/admin/users/${dan.user.id}`,
          payload: { suspended: true },
        });
        expect(suspended.statusCode).toBe(200);
        expect(await within5s(danSocket.closed)).toBe(4401);

        const eve = await signUp(t.app, { password: "eves-password-1" });
        const eveSocket = await open(eve);
        const deleted = await eve.inject({
          method: "DELETE",
          url: "/api/users/me",
          payload: { password: "eves-password-1" },
        });
        expect(deleted.statusCode).toBe(204);
        expect(await within5s(eveSocket.closed)).toBe(4401);
        bobHere.socket.close();
        annThere.socket.close();
      } finally {
        if (secondDb) {
          await second.close();
          await secondDb.close();
        }
      }
    },
    SLOW,
  );

  it("hole: an encoded /api path gets the Origin check and the session like the plain one", async () => {
    const user = await signUp(t.app, { password: "plain-password-1" });
    const forged = await t.app.inject({
      method: "POST",
      url: "/%61pi/auth/login",
      headers: { origin: "https://evil.example" },
      payload: { identifier: user.user.email, password: "plain-password-1" },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers["set-cookie"]).toBeUndefined();
    const me = await user.inject({ url: "/%61pi/auth/me" });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.user.id);
  });

  it(
    "hole: concurrent requests cannot exceed the message and reset-link limits",
    async () => {
      const sender = await signUp(t.app);
      const receiver = await signUp(t.app);
      const sends = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          sender.inject({
            method: "POST",
            url: "/api/messages",
            payload: { content: `Burst ${i}`, receiverId: receiver.user.id },
          }),
        ),
      );
      const statuses = sends.map((response) => response.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);

      const forgetful = await signUp(t.app);
      const asks = await Promise.all(
        Array.from({ length: 12 }, () =>
          t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: forgetful.user.email } }),
        ),
      );
      expect(asks.every((response) => response.statusCode === 202)).toBe(true);
      const links = await t.database.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, forgetful.user.id));
      expect(links).toHaveLength(5);
    },
    SLOW,
  );

  it("hole: no token of any kind appears in a log line", async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // Every request's line is at debug level.
    const config = testConfig({ LOG_LEVEL: "debug" });
    const app = await buildApp(config, t.database, { clientDir: false, logger: true, logStream });
    await app.ready();
    try {
      const secrets = ["CalendarSecret1", "CalendarSecret2", "ResetSecret3", "ResetSecret4"];
      await app.inject({ url: `/api/calendar/${secrets[0]}.ics` });
      await app.inject({ url: `/%61pi/calendar/${secrets[1]}.ics` });
      await app.inject({ url: `/reset-password?token=${secrets[2]}` });
      await app.inject({ url: `/reset-password?%74oken=${secrets[3]}&step=2` });
    } finally {
      await app.close();
    }
    const log = lines.join("");
    expect(log).toContain("/api/calendar/:file");
    expect(log).toContain("/reset-password?token=[redacted]&step=2");
    for (const secret of ["CalendarSecret", "ResetSecret"]) expect(log).not.toContain(secret);
  });

  it("hole: the mail reader exists only when enabled, for this computer, never through a proxy", async () => {
    const user = await signUp(t.app);
    await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: user.user.email } });
    const outbox = `/api/dev/outbox?to=${encodeURIComponent(user.user.email)}`;
    expect((await t.app.inject({ url: outbox })).statusCode).toBe(200);
    expect((await t.app.inject({ url: outbox, remoteAddress: "203.0.113.40" })).statusCode).toBe(404);
    for (const header of ["forwarded", "x-forwarded-for", "x-real-ip"]) {
      const proxied = await t.app.inject({ url: outbox, headers: { [header]: "203.0.113.40" } });
      expect(proxied.statusCode).toBe(404);
      expect(proxied.body).not.toContain("reset-password");
    }
    // Not enabled: the route does not exist, even in development.
    const closed = await withApp({ NODE_ENV: "development", DEV_OUTBOX: "false" }, (app) =>
      app.inject({ url: outbox }),
    );
    expect(closed.statusCode).toBe(404);
  });
});

const register = (app: Awaited<ReturnType<typeof buildApp>>, remoteAddress: string, email: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress,
    payload: { firstName: "Flo", lastName: "Od", email, password: "flood-password-1" },
  });

const resetWith = (app: Awaited<ReturnType<typeof buildApp>>, remoteAddress: string, token: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    remoteAddress,
    payload: { token, password: "flood-password-1" },
  });

describe("abuse of the expensive password work", () => {
  it(
    "hole: a burst of sign-ups and resets from one address is refused past its limit while other requests answer",
    async () => {
      await withApp({}, async (app) => {
        const signUps = Array.from({ length: 30 }, (_, i) => register(app, "198.51.100.120", uniqueEmail(`flood${i}`)));
        const resets = Array.from({ length: 15 }, () => resetWith(app, "198.51.100.121", "x".repeat(43)));
        const categories = app.inject({ url: "/api/categories" });
        expect((await categories).statusCode).toBe(200);
        const signUpStatuses = (await Promise.all(signUps)).map((response) => response.statusCode);
        // 20 sign-ups an address (SIGN_UPS_PER_ADDRESS); those past the password line's bounds get 503.
        expect(signUpStatuses.filter((status) => status === 429)).toHaveLength(30 - 20);
        expect(signUpStatuses.filter((status) => status !== 429 && status !== 201 && status !== 503)).toEqual([]);
        const resetAnswers = await Promise.all(resets);
        expect(resetAnswers.filter((response) => response.statusCode === 400)).toHaveLength(RESET_ATTEMPTS_PER_ADDRESS);
        const refused = resetAnswers.filter((response) => response.statusCode === 429);
        expect(refused).toHaveLength(15 - RESET_ATTEMPTS_PER_ADDRESS);
        expect(refused[0].json().message).toMatch(/Too many password reset attempts/);
        // Another address is not held up by them.
        expect((await register(app, "198.51.100.122", uniqueEmail("elsewhere"))).statusCode).toBe(201);
      });
    },
    SLOW,
  );

  it("hole: a bad reset token is refused without hashing, and a full password line answers 503, not a stall", async () => {
    // Every password slot taken and the line full: work that needs argon2 cannot start.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const occupied = Array.from({ length: passwordWork().limit + passwordWork().maxQueued }, () =>
      withPasswordSlot(() => held).catch(() => undefined),
    );
    try {
      const badToken = await resetWith(t.app, "198.51.100.130", "not-a-real-token-at-all");
      expect(badToken.statusCode).toBe(400);
      expect(badToken.json().message).toBe(RESET_LINK_INVALID);
      const signUp = await register(t.app, "198.51.100.131", uniqueEmail("busy"));
      expect(signUp.statusCode).toBe(503);
      expect(signUp.headers["retry-after"]).toBe(String(t.config.RETRY_AFTER_SECONDS));
      expect(signUp.json().message).toBe(PASSWORD_BUSY_MESSAGE);
      expect((await t.app.inject({ url: "/api/categories" })).statusCode).toBe(200);
    } finally {
      release();
      await Promise.all(occupied);
    }
    expect((await register(t.app, "198.51.100.131", uniqueEmail("later"))).statusCode).toBe(201);
  });

  it("hole: probing sign-up for taken emails is throttled like signing up", async () => {
    await withApp({}, async (app) => {
      const taken = uniqueEmail("taken");
      expect((await register(app, "198.51.100.140", taken)).statusCode).toBe(201);
      const probes: number[] = [];
      for (let i = 0; i < 21; i += 1) probes.push((await register(app, "198.51.100.141", taken)).statusCode);
      expect(probes.slice(0, 20).every((status) => status === 409)).toBe(true);
      expect(probes[20]).toBe(429);
      // The next attempt from there gets the same answer whether the email is taken or not.
      const fresh = await register(app, "198.51.100.141", uniqueEmail("fresh"));
      const probe = await register(app, "198.51.100.141", taken);
      expect([fresh.statusCode, probe.statusCode]).toEqual([429, 429]);
      expect(probe.json()).toEqual(fresh.json());
    });
  });

  it("hole: forgot-password answers alike for real and unknown emails, and mails only the real one", async () => {
    const real = await signUp(t.app);
    const unknown = uniqueEmail("nobody");
    const ask = (email: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
    const [forReal, forNobody] = [await ask(real.user.email), await ask(unknown)];
    expect(forReal.statusCode).toBe(202);
    expect(forNobody.statusCode).toBe(forReal.statusCode);
    expect(forNobody.body).toBe(forReal.body);
    const outbox = async (email: string) =>
      (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json() as { body: string }[];
    expect(await outbox(unknown)).toEqual([]);
    const mails = await outbox(real.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toMatch(/reset-password\?token=/);
    const links = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, real.user.id));
    expect(links).toHaveLength(1);
  });
});

describe("abuse of the password behind a session", () => {
  const changeWith = (client: Client, currentPassword: string) =>
    client.inject({
      method: "PUT",
      url: "/api/users/me/password",
      payload: { currentPassword, newPassword: "a-brand-new-password-9" },
    });
  const deleteWith = (client: Client, password: string) =>
    client.inject({ method: "DELETE", url: "/api/users/me", payload: { password } });

  it("hole: wrong current passwords are counted per user across the forms that ask for it, then refused", async () => {
    const owner = await signUp(t.app, { password: "owners-password-1" });
    for (let i = 0; i < CURRENT_PASSWORD_LIMIT; i += 1) {
      const wrong = await (i % 2 ? changeWith(owner, `guess-${i}`) : deleteWith(owner, `guess-${i}`));
      expect(wrong.statusCode).toBe(400);
    }
    // Past the limit even the right password is refused, so guessing gets no answer at all.
    const blocked = await changeWith(owner, "owners-password-1");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many wrong passwords/);
    expect((await deleteWith(owner, "owners-password-1")).statusCode).toBe(429);
    // Someone else's count is their own.
    const other = await signUp(t.app, { password: "others-password-1" });
    expect((await changeWith(other, "others-password-1")).statusCode).toBe(204);
    // Once the window has passed, the right password works again.
    await t.database.db
      .update(loginFailures)
      .set({ windowStart: sql`now() - interval '16 minutes'` })
      .where(eq(loginFailures.key, `password:user:${owner.user.id}`));
    expect((await changeWith(owner, "owners-password-1")).statusCode).toBe(204);
  });

  it("hole: the payout bank account changes only with the password, and the account holder is e-mailed", async () => {
    const tasker = await signUp(t.app, { userType: "tasker", firstName: "Tara", password: "taras-password-1" });
    const account = { kind: "iban", holderName: "Mallory Thief", iban: "DE89 3704 0044 0532 0130 00" };
    const put = (payload: object) => tasker.inject({ method: "PUT", url: "/api/payouts/account", payload });
    const readAccount = async () => (await tasker.inject({ url: "/api/payouts/account" })).json().account;
    const mails = async () =>
      (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(tasker.user.email)}` })).json() as {
        subject: string;
        body: string;
      }[];

    const withoutPassword = await put(account);
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json().fieldErrors.currentPassword).toBe("Enter your password to confirm.");
    const wrong = await put({ ...account, currentPassword: "not-taras-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.currentPassword).toBe("Your password is incorrect.");
    expect(await readAccount()).toBeNull();
    expect(await mails()).toEqual([]);

    const saved = await put({ ...account, currentPassword: "taras-password-1" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await readAccount()).toMatchObject({ masked: "DE89 •••• 3000", holderName: "Mallory Thief" });
    const [mail] = await mails();
    expect(mail.subject).toBe("Your taskly payout account was changed");
    expect(mail.body).toContain("DE89 •••• 3000");
    expect(mail.body).toContain('"Mallory Thief"');
  });
});

describe("abuse of real-time connections", () => {
  it("hole: one user cannot hold more than 10 WebSockets; the 11th is closed with 4429 and a reason", async () => {
    const user = await signUp(t.app);
    await withApp({}, async (app) => {
      const address = (await app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
      const open = () => {
        const socket = new WebSocket(`${address}/api/ws`, { headers: { cookie: user.cookie } });
        const closed = new Promise<{ code: number; reason: string }>((resolve) =>
          socket.on("close", (code, reason) => resolve({ code, reason: String(reason) })),
        );
        // A socket that is taken gets its first unread count; one past the limit only its close.
        const taken = new Promise<boolean>((resolve) => {
          socket.once("message", () => resolve(true));
          closed.then(
            () => resolve(false),
            () => resolve(false),
          );
        });
        return { socket, closed, taken };
      };
      const sockets = Array.from({ length: MAX_SOCKETS_PER_USER }, open);
      expect(await Promise.all(sockets.map((s) => s.taken))).toEqual(sockets.map(() => true));
      const extra = open();
      expect(await extra.taken).toBe(false);
      expect(await extra.closed).toEqual({ code: 4429, reason: "too many connections for this user" });
      // Someone else still connects; and once one of the ten closes, the user may open another.
      const other = await signUp(t.app);
      const otherSocket = new WebSocket(`${address}/api/ws`, { headers: { cookie: other.cookie } });
      await new Promise((resolve) => otherSocket.once("message", resolve));
      sockets[0].socket.close();
      await sockets[0].closed;
      const replacement = open();
      expect(await replacement.taken).toBe(true);
      for (const s of [...sockets, replacement]) s.socket.close();
      otherSocket.close();
      await Promise.all([...sockets, replacement].map((s) => s.closed));
    });
  });
});
