// GET /api/dev/outbox: JSON for API clients and tests, a readable page with clickable links for a browser.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../test/harness";
import { linkify } from "./outbox-page";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEV_OUTBOX: "true" });
});
afterAll(() => t.close());

/** A browser's own Accept header when it opens an address. */
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

async function userWithResetMail(): Promise<string> {
  const user = await signUp(t.app);
  const forgot = await t.app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    payload: { email: user.user.email },
  });
  expect(forgot.statusCode).toBe(202);
  return user.user.email;
}

const outbox = (email: string, accept?: string) =>
  t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(email)}`, headers: accept ? { accept } : {} });

describe("the development outbox", () => {
  it("answers API clients with the JSON array of mails", async () => {
    const email = await userWithResetMail();
    for (const accept of [undefined, "*/*", "application/json"]) {
      const response = await outbox(email, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.headers.vary).toMatch(/Accept/i);
      const mails = response.json() as { subject: string; body: string; createdAt: string }[];
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe("Reset your taskly password");
      expect(mails[0].body).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]+/);
    }
  });

  it("shows a browser a page with the mail and its reset link as a link", async () => {
    const email = await userWithResetMail();
    const json = (await outbox(email)).json() as { body: string }[];
    const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(json[0].body)![0];

    const response = await outbox(email, BROWSER_ACCEPT);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers.vary).toMatch(/Accept/i);
    expect(response.body).toMatch(/^<!doctype html>/);
    expect(response.body).toContain(`<h1>Outbox for ${email}</h1>`);
    expect(response.body).toContain("<h2>Reset your taskly password</h2>");
    expect(response.body).toContain(`<a href="${link}">${link}</a>`);
  });

  it("says so when an address has no mail, and stays a 404 for another machine", async () => {
    const empty = await outbox("nobody@example.com", BROWSER_ACCEPT);
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain("No e-mails to this address yet.");

    const remote = await t.app.inject({
      url: "/api/dev/outbox?to=nobody@example.com",
      headers: { accept: BROWSER_ACCEPT },
      remoteAddress: "203.0.113.9",
    });
    expect(remote.statusCode).toBe(404);
  });

  it("escapes what a mail says and links only http(s) addresses, without a sentence's full stop", () => {
    expect(linkify('Hi <b>"Sam"</b> & co, open https://taskly.example/a?b=1&c=2. javascript:alert(1)')).toBe(
      'Hi &lt;b&gt;&quot;Sam&quot;&lt;/b&gt; &amp; co, open <a href="https://taskly.example/a?b=1&amp;c=2">' +
        "https://taskly.example/a?b=1&amp;c=2</a>. javascript:alert(1)",
    );
  });
});
