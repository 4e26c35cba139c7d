import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import {
  attemptLogin,
  createTestApp,
  logIn,
  sessionCookieFrom,
  signUp,
  uniqueEmail,
  type TestApp,
} from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/register", payload: payload as object, headers });
const validUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Sam",
  lastName: "Rivera",
  email: uniqueEmail("sam"),
  password: "a-long-unique-pass",
  userType: "customer",
  ...overrides,
});

describe("POST /api/auth/register", () => {
  it("creates the account, signs in with a secure cookie, and never returns the hash", async () => {
    const response = await register(validUser({ phone: "+1 512 555 0100", userType: "both" }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ firstName: "Sam", lastName: "Rivera", userType: "both", phone: "+1 512 555 0100" });
    expect(response.body).not.toMatch(/password|argon2/i);
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(/taskly_session=[A-Za-z0-9_-]{40,}/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Expires=/i);
    expect(cookie).not.toMatch(/Secure/); // only in production
  });

  it("stores an argon2id hash with at least OWASP's parameters", async () => {
    const email = uniqueEmail("hash");
    await register(validUser({ email }));
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/);
    const [, m, tCost, p] = /m=(\d+),t=(\d+),p=(\d+)/.exec(row.passwordHash)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19456);
    expect(Number(tCost)).toBeGreaterThanOrEqual(2);
    expect(Number(p)).toBeGreaterThanOrEqual(1);
  });

  it("stores only a hash of the session token", async () => {
    const response = await register(validUser());
    const token = sessionCookieFrom(response.headers["set-cookie"]).split("=")[1];
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, response.json().id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it.each([
    ["firstName", { firstName: "" }, "First name is required"],
    ["lastName", { lastName: "  " }, "Last name is required"],
    ["email", { email: "" }, "Email is required"],
    ["email", { email: "not-an-email" }, "Please enter a valid email address"],
    ["password", { password: "" }, "Password is required"],
    ["password", { password: "short1" }, "Password must be at least 8 characters"],
    ["password", { password: "x".repeat(129) }, "Password must be at most 128 characters"],
  ])("rejects a bad %s with its message", async (field, overrides, message) => {
    const response = await register(validUser(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().fieldErrors[field]).toBe(message);
  });

  it("accepts a 64-character password", async () => {
    const response = await register(validUser({ password: "p".repeat(40) + "q".repeat(24) }));
    expect(response.statusCode).toBe(201);
  });

  it("refuses the most common passwords with a message", async () => {
    const response = await register(validUser({ password: "password123" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("This password is too common. Please choose a less guessable one.");
  });

  it("refuses admin as the account type (400)", async () => {
    const email = uniqueEmail("admin");
    const response = await register(validUser({ email, userType: "admin" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/admin/);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("answers 409 for a taken email (any case) or username", async () => {
    const email = uniqueEmail("taken");
    expect((await register(validUser({ email, username: "takenname" }))).statusCode).toBe(201);
    const again = await register(validUser({ email: email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("An account with this email already exists. Log in instead.");
    const sameName = await register(validUser({ username: "TakenName" }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe("This username is already taken. Please choose another.");
  });

  it("answers malformed JSON with a 400, never a 500", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.c", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  it("answers an oversized body with a 413", async () => {
    const response = await register({ ...validUser(), firstName: "x".repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("The request body is too large.");
  });

  it("refuses a state-changing request from a foreign Origin (CSRF)", async () => {
    const response = await register(validUser(), { origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Cross-site request refused.");
    const same = await register(validUser(), { origin: "http://localhost:80", host: "localhost:80" });
    expect(same.statusCode).toBe(201);
  });
});

describe("POST /api/auth/login", () => {
  const password = "a-long-unique-pass";
  let email: string;
  beforeAll(async () => {
    email = uniqueEmail("login");
    await register(validUser({ email, username: "login_user", password }));
  });

  it("logs in with the email or the username, case-insensitively", async () => {
    for (const identifier of [email, email.toUpperCase(), "login_user", "LOGIN_USER"]) {
      const response = await attemptLogin(t.app, identifier, password);
      expect(response.statusCode).toBe(200);
      expect(response.json().email).toBe(email);
      expect(response.body).not.toMatch(/password|argon2/i);
    }
  });

  it("names each empty field in its message", async () => {
    const response = await attemptLogin(t.app, "", "");
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      identifier: "Please enter your username or email",
      password: "Password is required",
    });
  });

  it("answers 401 for a wrong password or unknown account, with the same message", async () => {
    const wrong = await attemptLogin(t.app, email, "nope-nope-nope");
    const unknown = await attemptLogin(t.app, "who@example.com", password);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it("replaces the session at login", async () => {
    const first = await logIn(t.app, email, password);
    const response = await attemptLogin(t.app, email, password, { headers: { cookie: first.cookie } });
    const second = sessionCookieFrom(response.headers["set-cookie"]);
    expect(second).not.toBe(first.cookie);
    expect((await first.inject({ url: "/api/auth/me" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/auth/me", headers: { cookie: second } })).statusCode).toBe(200);
  });

  it("slows down repeated failures for one identifier with a 429", async () => {
    const target = uniqueEmail("guess");
    await register(validUser({ email: target, password }));
    let last = 0;
    for (let i = 0; i < 9; i++) {
      last = (await attemptLogin(t.app, target, `wrong-${i}-guess`)).statusCode;
    }
    expect(last).toBe(429);
    const blocked = await attemptLogin(t.app, target, password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe("Too many failed login attempts. Please wait 15 minutes and try again.");
  });

  it("slows down repeated failures from one address across identifiers", async () => {
    let status = 0;
    for (let i = 0; i < 32 && status !== 429; i++) {
      status = (await attemptLogin(t.app, `nobody${i}@example.com`, "whatever-pass", { remoteAddress: "203.0.113.9" }))
        .statusCode;
    }
    expect(status).toBe(429);
  });
});

describe("sessions", () => {
  it("GET /api/auth/me answers the user while signed in, 401 after logout", async () => {
    const client = await signUp(t.app, { firstName: "Mia" });
    const me = await client.inject({ url: "/api/auth/me" });
    expect(me.statusCode).toBe(200);
    expect(me.json().firstName).toBe("Mia");
    const out = await client.inject({ method: "POST", url: "/api/auth/logout" });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers["set-cookie"])).toMatch(/taskly_session=;/);
    expect((await client.inject({ url: "/api/auth/me" })).statusCode).toBe(401);
  });

  it("an expired session stops working", async () => {
    const client = await signUp(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, client.user.id));
    expect((await client.inject({ url: "/api/auth/me" })).statusCode).toBe(401);
  });

  it("a suspended user's session stops working and their login is refused with a message", async () => {
    const password = "a-long-unique-pass";
    const client = await signUp(t.app, { password });
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, client.user.id));
    expect((await client.inject({ url: "/api/auth/me" })).statusCode).toBe(401);
    const login = await attemptLogin(t.app, client.user.email, password);
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/suspended/);
  });

  it("a deleted user's session stops working", async () => {
    const client = await signUp(t.app);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, client.user.id));
    expect((await client.inject({ url: "/api/auth/me" })).statusCode).toBe(401);
  });

  it("a junk cookie is simply signed out", async () => {
    const response = await t.app.inject({ url: "/api/auth/me", headers: { cookie: "taskly_session=junk" } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Not signed in.");
  });
});

describe("GET /api/categories and /api/docs", () => {
  it("lists categories", async () => {
    const response = await t.app.inject({ url: "/api/categories" });
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
  });

  it("serves the OpenAPI description", async () => {
    const response = await t.app.inject({ url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty("/api/auth/login");
  });
});
