import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { emailOutbox, passwordResets } from "../../db/schema";
import { attemptLogin, createTestApp, signUp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEV_OUTBOX: "true" });
});
afterAll(() => t.close());

const forgot = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
const reset = (token: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, password } });
async function linkFor(email: string): Promise<string> {
  const mails = (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json();
  return /token=([A-Za-z0-9_-]+)/.exec(mails[0].body)![1];
}

describe("password reset", () => {
  it("answers the same for unknown emails and sends nothing", async () => {
    const response = await forgot("nobody@example.com");
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toBe("If an account exists for that email, we sent a link to reset the password.");
    expect(
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "nobody@example.com")),
    ).toHaveLength(0);
  });

  it("mails a one-time link that sets a new password and ends old sessions", async () => {
    const user = await signUp(t.app, { password: "old-password-123" });
    expect((await forgot(user.user.email.toUpperCase())).statusCode).toBe(202);
    const token = await linkFor(user.user.email);
    const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.user.id));
    expect(row.tokenHash).not.toContain(token);
    expect((await reset(token, "password123")).json().message).toBe(
      "This password is too common. Please choose a less guessable one.",
    );
    expect((await reset(token, "short")).statusCode).toBe(400);
    const done = await reset(token, "brand-new-password-42");
    expect(done.statusCode).toBe(200);
    expect((await user.inject({ url: "/api/auth/me" })).statusCode).toBe(401);
    const login = await attemptLogin(t.app, user.user.email, "brand-new-password-42");
    expect(login.statusCode).toBe(200);
    const again = await reset(token, "another-new-password-9");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("This reset link is invalid or has expired. Please request a new one.");
  });

  it("builds the link on our own origin, never on a forged Host header", async () => {
    const user = await signUp(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: user.user.email },
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
    });
    expect(response.statusCode).toBe(202);
    const mails = (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(user.user.email)}` })).json();
    expect(mails[0].body).toMatch(/http:\/\/localhost:\d+\/reset-password\?token=/);
    expect(mails[0].body).not.toContain("evil.example");
  });

  it("refuses an expired link, and a newer link replaces an older one", async () => {
    const user = await signUp(t.app);
    await forgot(user.user.email);
    const first = await linkFor(user.user.email);
    await forgot(user.user.email);
    const second = await linkFor(user.user.email);
    expect((await reset(first, "fresh-password-123")).statusCode).toBe(400);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.user.id));
    expect((await reset(second, "fresh-password-123")).statusCode).toBe(400);
  });

  it("has no development outbox unless DEV_OUTBOX=true", async () => {
    const config = loadConfig({ NODE_ENV: "development", LOG_LEVEL: "silent", DATABASE_URL: t.config.DATABASE_URL });
    const plain = await buildApp(config, t.database, { clientDir: false, logger: false });
    try {
      expect((await plain.inject({ url: "/api/dev/outbox?to=a@b.c" })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
