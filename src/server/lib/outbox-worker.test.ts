// The SMTP outbox sender (the "send-mail" job's work) against a real SMTP server (smtp-server) started in the test.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema";
import { ORIGIN, queueRaw, startFakeSmtp, type FakeSmtp } from "../test/fake-smtp";
import { createTestApp, signUp, type TestApp } from "../test/harness";
import { queueMail } from "./mailer";
import { createJobRunner } from "../jobs/runner";
import { createOutboxSender } from "./outbox-worker";

let t: TestApp;
let smtp: FakeSmtp;
let smtpUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startFakeSmtp();
  smtpUrl = smtp.url;
});

afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

beforeEach(async () => {
  smtp.received = [];
  smtp.failWith = null;
  await db().delete(emailOutbox);
});

const db = () => t.database.db;
const row = async (to: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)))[0];

describe("outbox worker", () => {
  it("delivers one mail over SMTP and marks it sent", async () => {
    await queueRaw(db(), {
      to: "cara@example.com",
      subject: "Booking confirmed: Mount a TV",
      body: "Hi Cara,\n\nTotal: $189.00 USD",
    });
    const worker = createOutboxSender(db(), { origin: ORIGIN, smtpUrl, from: "taskly <no-reply@taskly.local>" });
    try {
      expect(await worker.sendDue()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].from).toBe("no-reply@taskly.local");
      expect(smtp.received[0].to).toEqual(["cara@example.com"]);
      expect(smtp.received[0].data).toContain("Subject: Booking confirmed: Mount a TV");
      expect(smtp.received[0].data).toContain("Total: $189.00 USD");
      const r = await row("cara@example.com");
      expect(r.sentAt).toBeInstanceOf(Date);
      expect(r).toMatchObject({ attempts: 1, lastError: null, nextAttemptAt: null });
      // Nothing left to send: a second run sends nothing again.
      expect(await worker.sendDue()).toBe(0);
      expect(smtp.received).toHaveLength(1);
    } finally {
      worker.close();
    }
  });

  it("a failing server: last_error, a retry after the backoff, then delivery", async () => {
    await queueRaw(db(), { to: "retry@example.com", subject: "Hello", body: "Body" });
    const worker = createOutboxSender(db(), {
      origin: ORIGIN,
      smtpUrl,
      from: "taskly <no-reply@taskly.local>",
      backoffMs: () => 60_000,
    });
    try {
      smtp.failWith = "Mailbox busy, try later";
      expect(await worker.sendDue()).toBe(0);
      let r = await row("retry@example.com");
      expect(r.sentAt).toBeNull();
      expect(r.attempts).toBe(1);
      expect(r.lastError).toMatch(/Mailbox busy/);
      expect(r.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);
      // Not before the backoff has passed.
      smtp.failWith = null;
      expect(await worker.sendDue()).toBe(0);
      expect(smtp.received).toHaveLength(0);
      await db()
        .update(emailOutbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(emailOutbox.toAddress, "retry@example.com"));
      expect(await worker.sendDue()).toBe(1);
      r = await row("retry@example.com");
      expect(r.sentAt).toBeInstanceOf(Date);
      expect(r).toMatchObject({ attempts: 2, lastError: null });
      expect(smtp.received.map((m) => m.to[0])).toEqual(["retry@example.com"]);
    } finally {
      worker.close();
    }
  });

  it("gives up after maxAttempts and keeps the last error", async () => {
    await queueRaw(db(), { to: "never@example.com", subject: "Hello", body: "Body" });
    const worker = createOutboxSender(db(), {
      origin: ORIGIN,
      smtpUrl,
      from: "taskly <no-reply@taskly.local>",
      maxAttempts: 3,
      backoffMs: () => -1_000,
    });
    try {
      smtp.failWith = "Mailbox unavailable";
      for (let i = 0; i < 5; i++) await worker.sendDue();
      const r = await row("never@example.com");
      expect(r).toMatchObject({ attempts: 3, sentAt: null, nextAttemptAt: null });
      expect(r.lastError).toMatch(/Mailbox unavailable/);
    } finally {
      worker.close();
    }
  });

  it("an unreachable server is an error on the row, not a crash", async () => {
    await queueRaw(db(), { to: "down@example.com", subject: "Hello", body: "Body" });
    const worker = createOutboxSender(db(), {
      origin: ORIGIN,
      smtpUrl: "smtp://127.0.0.1:1",
      from: "taskly <no-reply@taskly.local>",
    });
    try {
      expect(await worker.sendDue()).toBe(0);
      const r = await row("down@example.com");
      expect(r.attempts).toBe(1);
      expect(r.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      worker.close();
    }
  });

  it("two workers running at once never send one mail twice", async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `m${i}@example.com`);
    for (const to of addresses) await queueRaw(db(), { to, subject: `Mail ${to}`, body: "Body" });
    const options = { origin: ORIGIN, smtpUrl, from: "taskly <no-reply@taskly.local>", batchSize: 3 };
    const a = createOutboxSender(db(), options);
    const b = createOutboxSender(db(), options);
    try {
      let sent = 0;
      for (let round = 0; round < 10 && sent < addresses.length; round++) {
        const counts = await Promise.all([a.sendDue(), b.sendDue(), a.sendDue(), b.sendDue()]);
        sent += counts.reduce((x, y) => x + y, 0);
      }
      expect(sent).toBe(addresses.length);
      expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([...addresses].sort());
      const rows = await db().select().from(emailOutbox);
      expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
    } finally {
      a.close();
      b.close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "PostgreSQL: a row locked by another instance's claim is skipped, not waited for",
    async () => {
      await queueRaw(db(), { to: "locked@example.com", subject: "Locked", body: "Body" });
      await queueRaw(db(), { to: "free@example.com", subject: "Free", body: "Body" });
      const worker = createOutboxSender(db(), { origin: ORIGIN, smtpUrl, from: "taskly <no-reply@taskly.local>" });
      try {
        await db().transaction(async (tx) => {
          // Another instance is in the middle of claiming this row.
          await tx.execute(sql`select id from email_outbox where to_address = 'locked@example.com' for update`);
          expect(await worker.sendDue()).toBe(1);
        });
        expect(smtp.received.map((m) => m.to[0])).toEqual(["free@example.com"]);
        expect((await row("locked@example.com")).attempts).toBe(0);
      } finally {
        worker.close();
      }
    },
  );

  it("the send-mail job of a job runner delivers queued mail by itself", async () => {
    await queueRaw(db(), { to: "poll@example.com", subject: "Polled", body: "Body" });
    const sender = createOutboxSender(db(), { origin: ORIGIN, smtpUrl, from: "taskly <no-reply@taskly.local>" });
    const runner = createJobRunner(t.database, { log: { warn: () => undefined } });
    await runner.every("send-mail", 1, () => sender.sendDue());
    await runner.start();
    try {
      for (let i = 0; i < 250 && !smtp.received.length; i++) await new Promise((r) => setTimeout(r, 20));
      expect(smtp.received.map((m) => m.to[0])).toEqual(["poll@example.com"]);
    } finally {
      await runner.stop();
      sender.close();
    }
    expect((await row("poll@example.com")).sentAt).toBeInstanceOf(Date);
  });

  it("sends each mail's own headers: List-Unsubscribe and List-Unsubscribe-Post reach the SMTP server", async () => {
    const person = await signUp(t.app);
    const queued = await queueMail(db(), {
      to: person.user.email.toLowerCase(),
      userId: person.user.id,
      category: "offers",
      subject: "New offer",
      body: `Hi,\n\nSee it: ${ORIGIN}/my-tasks`,
      origin: ORIGIN,
    });
    expect(queued).toBe(true);
    const worker = createOutboxSender(db(), { origin: ORIGIN, smtpUrl, from: "taskly <no-reply@taskly.local>" });
    try {
      expect(await worker.sendDue()).toBe(1);
      const data = smtp.received[0].data.replace(/\r\n[ \t]+/g, " ");
      expect(data).toMatch(new RegExp(`^List-Unsubscribe: <${ORIGIN}/unsubscribe/[\\w-]+\\.[\\w-]+>\r$`, "m"));
      expect(data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    } finally {
      worker.close();
    }
  });

  it("held mail is never sent on its own; when its quiet hours end, the person gets one summary", async () => {
    const person = await signUp(t.app, { firstName: "Hana" });
    const to = person.user.email.toLowerCase();
    const now = Date.now();
    const hhmm = (ts: number) => new Date(ts).toISOString().slice(11, 16);
    const quiet = await person.inject({
      method: "PUT",
      url: "/api/notification-preferences",
      payload: { quietHours: { start: hhmm(now - 3_600_000), end: hhmm(now + 3_600_000) }, timeZone: "UTC" },
    });
    expect(quiet.statusCode).toBe(200);
    for (const subject of ["First offer", "Second offer"])
      await queueMail(db(), {
        to,
        userId: person.user.id,
        category: "offers",
        subject,
        body: `See ${ORIGIN}/my-tasks`,
        origin: ORIGIN,
      });
    const worker = createOutboxSender(db(), { origin: ORIGIN, smtpUrl, from: "taskly <no-reply@taskly.local>" });
    try {
      expect(await worker.sendDue()).toBe(0);
      expect(smtp.received).toHaveLength(0);
      // The hold ends (as if its time had come).
      await db()
        .update(emailOutbox)
        .set({ heldUntil: new Date(now - 1000) })
        .where(eq(emailOutbox.toAddress, to));
      expect(await worker.sendDue()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      const [summary] = smtp.received;
      expect(summary.to).toEqual([to]);
      expect(summary.data).toContain("Subject: 2 updates while your notifications were quiet");
      expect(summary.data).toContain("- First offer");
      expect(summary.data).toContain("- Second offer");
      expect(summary.data).not.toMatch(/^List-Unsubscribe:/m);
      expect(await worker.sendDue()).toBe(0);
      expect(smtp.received).toHaveLength(1);
    } finally {
      worker.close();
    }
  });
});
