// The job runner on the test database (PGlite, or PostgreSQL with DATABASE_URL): jobs sent once by
// key and inside transactions, a runner that dies mid-job (its job runs again elsewhere, its mail
// goes out once), two runners sharing one queue, a graceful stop, a stop while starting.
import { eq, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openPostgres, type Database } from "../db/connect";
import { queryRows } from "../db/query";
import { emailOutbox } from "../db/schema";
import { createOutboxSender } from "../lib/outbox-worker";
import { ORIGIN, queueRaw, startFakeSmtp, startSilentSmtp, type FakeSmtp } from "../test/fake-smtp";
import { createTestApp, type TestApp } from "../test/harness";
import { startBackgroundJobs } from "./background-jobs";
import { createJobRunner, jobIdOf, sendJob, type JobRunner, type RunnerOptions } from "./runner";
import { executorOf } from "./sql-executor";

let t: TestApp;
let smtp: FakeSmtp;
const runners: JobRunner[] = [];
const from = "taskly <no-reply@taskly.local>";

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startFakeSmtp();
});

afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop().catch(() => undefined)));
  await smtp?.close();
  await t?.close();
});

beforeEach(async () => {
  smtp.received = [];
  await t.database.db.delete(emailOutbox);
  await t.database.db.execute(sql`delete from pgboss.job`);
});

const quiet = { warn: () => undefined };

/** A runner that looks at its queues often, so the test does not wait for it. */
function runner(database: Database = t.database, options: Partial<RunnerOptions> = {}): JobRunner {
  const r = createJobRunner(database, { log: quiet, pollingIntervalSeconds: 0.2, ...options });
  runners.push(r);
  return r;
}

async function until(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Still waiting for ${what}`);
}

const jobRows = (name: string) =>
  queryRows<{ id: string; state: string; retry_count: number }>(
    t.database.db,
    sql`select id::text, state::text, retry_count from pgboss.job where name = ${name} order by created_on`,
  );

describe("sending jobs", () => {
  it("a key adds a job once", async () => {
    const first = await sendJob(t.database.db, "money", {}, { key: "2026-11-27", startAfter: 3600 });
    expect(first).toBe(jobIdOf("money", "2026-11-27"));
    expect(await sendJob(t.database.db, "money", {}, { key: "2026-11-27" })).toBeNull();
    expect(await sendJob(t.database.db, "money", {}, { key: "2026-11-28", startAfter: 3600 })).not.toBeNull();
    expect(await jobRows("money")).toHaveLength(2);
  });

  it("in a transaction: the job exists only if the transaction commits", async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await sendJob(tx, "escalate-disputes", {}, { key: "rolled-back", startAfter: 3600 });
        throw new Error("the caller's write failed");
      }),
    ).rejects.toThrow("the caller's write failed");
    expect(await jobRows("escalate-disputes")).toEqual([]);
    await t.database.db.transaction(async (tx) => {
      await sendJob(tx, "escalate-disputes", {}, { key: "committed", startAfter: 3600 });
    });
    expect((await jobRows("escalate-disputes")).map((j) => j.id)).toEqual([jobIdOf("escalate-disputes", "committed")]);
  });

  it("data that does not match the job's type is refused", async () => {
    await expect(sendJob(t.database.db, "money", { now: "yesterday" } as never)).rejects.toThrow(/money: invalid data/);
    expect(await jobRows("money")).toEqual([]);
  });
});

describe("running jobs", () => {
  it("a runner that dies mid-job: another runs the job again after its expiry, and the mail goes out once", async () => {
    // Runs past 2 s count as failed; a failed run is retried 1 s later.
    await t.database.db.execute(
      sql`update pgboss.queue set expire_seconds = 2, retry_delay = 1, retry_backoff = false where name = 'send-mail'`,
    );
    await queueRaw(t.database.db, { to: "crash@example.com", subject: "Once", body: "Only once" });

    // Runner A: its SMTP server hangs, so A claims the job and the mail, then its process "dies":
    // its database connection is gone and it never completes or fails the job.
    const silent = await startSilentSmtp();
    const dbA = t.databaseUrl ? await openPostgres(t.databaseUrl, 2) : t.database;
    let aAlive = true;
    const aExecutor = executorOf(dbA);
    const a = runner(dbA, {
      stopTimeoutMs: 100,
      executor: {
        executeSql: (text, values) =>
          aAlive ? aExecutor.executeSql(text, values) : Promise.reject(new Error("the process is gone")),
      },
    });
    const senderA = createOutboxSender(dbA.db, {
      origin: ORIGIN,
      smtpUrl: silent.url,
      from,
      leaseMs: 1000,
      stallMs: 120_000,
    });
    let crashed: string | undefined;
    await a.every("send-mail", 3600, (_, job) => {
      crashed = job.id;
      return senderA.sendDue();
    });
    await a.start();
    const attempts = async () =>
      (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "crash@example.com")))[0]
        .attempts;
    await until(async () => (await attempts()) === 1, "runner A to claim the mail");
    aAlive = false;
    if (dbA !== t.database) await dbA.close();

    // Runner B, with a working SMTP server, finds the job expired, runs it again, sends the mail.
    const b = runner(t.database, { maintenanceIntervalSeconds: 1 });
    const senderB = createOutboxSender(t.database.db, { origin: ORIGIN, smtpUrl: smtp.url, from });
    const runsB: string[] = [];
    await b.every("send-mail", 3600, async (_, job) => {
      runsB.push(job.id);
      return senderB.sendDue();
    });
    await b.start();
    const job = () => b.boss.getJobById("send-mail", crashed!) as Promise<PgBoss.JobWithMetadata | null>;
    await until(async () => (await job())?.state === "completed", "the job to complete on runner B");
    expect(runsB).toContain(crashed);
    expect((await job())?.retryCount).toBe(1);
    expect(smtp.received.map((m) => m.to)).toEqual([["crash@example.com"]]);

    // A completed job never runs again, whatever maintenance and polling come next.
    const completedOn = (await job())?.completedOn;
    await b.boss.maintain();
    await new Promise((r) => setTimeout(r, 1000));
    expect(runsB.filter((id) => id === crashed)).toHaveLength(1);
    expect((await job())?.completedOn).toEqual(completedOn);
    expect(smtp.received).toHaveLength(1);

    await b.stop();
    await a.stop();
    senderB.close();
    await silent.close();
    senderA.close();
  });

  it("two runners share a queue and never run one job twice", async () => {
    const secondDatabase = t.databaseUrl ? await openPostgres(t.databaseUrl, 3) : t.database;
    try {
      const runs = new Map<string, string[]>();
      const handler = (who: string) => async (_: object, job: { id: string }) => {
        runs.set(job.id, [...(runs.get(job.id) ?? []), who]);
        await new Promise((r) => setTimeout(r, 10)); // long enough for the other runner to look
      };
      const a = runner(t.database);
      const b = runner(secondDatabase);
      await a.work("escalate-disputes", handler("a"));
      await b.work("escalate-disputes", handler("b"));
      const ids: string[] = [];
      for (let i = 0; i < 30; i++) ids.push((await sendJob(t.database.db, "escalate-disputes", {}))!);
      await Promise.all([a.start(), b.start()]);
      await until(
        async () => (await jobRows("escalate-disputes")).every((j) => j.state === "completed"),
        "every job to complete",
      );
      expect([...runs.keys()].sort()).toEqual([...ids].sort());
      expect([...runs.values()].every((who) => who.length === 1)).toBe(true);
      await Promise.all([a.stop(), b.stop()]);
    } finally {
      if (secondDatabase !== t.database) await secondDatabase.close();
    }
  });

  it("a handler with a concurrency runs that many jobs at once, each once", async () => {
    const r = runner();
    let running = 0;
    let most = 0;
    const runs: string[] = [];
    await r.work(
      "escalate-disputes",
      async (_, job) => {
        running += 1;
        most = Math.max(most, running);
        runs.push(job.id);
        await new Promise((resolve) => setTimeout(resolve, 50));
        running -= 1;
      },
      { concurrency: 3 },
    );
    for (let i = 0; i < 9; i++) await sendJob(t.database.db, "escalate-disputes", {});
    await r.start();
    r.wake("escalate-disputes");
    await until(
      async () => (await jobRows("escalate-disputes")).every((j) => j.state === "completed"),
      "every job to complete",
    );
    await r.stop();
    expect(new Set(runs).size).toBe(9);
    expect(runs).toHaveLength(9);
    expect(most).toBe(3);
  });

  it("a periodic job runs one round per period between two runners, each round once", async () => {
    const secondDatabase = t.databaseUrl ? await openPostgres(t.databaseUrl, 3) : t.database;
    try {
      const runs: string[] = [];
      const a = runner(t.database);
      const b = runner(secondDatabase);
      for (const r of [a, b]) await r.every("money", 1, async (_, job) => void runs.push(job.id));
      await Promise.all([a.start(), b.start()]);
      await until(() => runs.length >= 4, "four rounds");
      await Promise.all([a.stop(), b.stop()]);
      expect(new Set(runs).size).toBe(runs.length);
      const slots = await queryRows<{ slot: string; rounds: string }>(
        t.database.db,
        sql`select singleton_on::text as slot, count(*)::text as rounds from pgboss.job where name = 'money' group by 1`,
      );
      expect(slots.every((s) => s.rounds === "1")).toBe(true);
    } finally {
      if (secondDatabase !== t.database) await secondDatabase.close();
    }
  });

  it("a runner whose connection is lost while it starts stops what it started; a new runner runs the jobs", async () => {
    const executor = executorOf(t.database);
    let lost = false;
    const broken = runner(t.database, {
      executor: {
        // The connection goes the first time a periodic job's round is added: after pg-boss started
        // and the first job's workers are polling.
        executeSql(text, values) {
          if (!lost && /insert into/i.test(text) && values?.includes("money")) {
            lost = true;
            return Promise.reject(Object.assign(new Error("terminating connection"), { code: "57P01" }));
          }
          return executor.executeSql(text, values);
        },
      },
    });
    const brokenRuns: string[] = [];
    await broken.work("escalate-disputes", async (_, job) => void brokenRuns.push(job.id));
    await broken.every("money", 1, async (_, job) => void brokenRuns.push(job.id));
    await expect(broken.start()).rejects.toThrow("terminating connection");
    expect(lost).toBe(true);

    const runs: string[] = [];
    const fresh = runner();
    await fresh.work("escalate-disputes", async (_, job) => void runs.push(job.id));
    await fresh.every("money", 1, async (_, job) => void runs.push(job.id));
    await fresh.start();
    const id = await fresh.send("escalate-disputes", {});
    await until(() => runs.includes(id!) && runs.length >= 3, "the new runner's jobs");
    await fresh.stop();
    expect(brokenRuns).toEqual([]);
  });

  it("a failing job is retried, then completes", async () => {
    await t.database.db.execute(
      sql`update pgboss.queue set retry_delay = 1, retry_backoff = false where name = 'escalate-disputes'`,
    );
    const r = runner();
    let runs = 0;
    await r.work("escalate-disputes", async () => {
      runs += 1;
      if (runs === 1) throw new Error("the first run fails");
    });
    await r.start();
    const id = await r.send("escalate-disputes", {});
    await until(async () => (await jobRows("escalate-disputes"))[0]?.state === "completed", "the retry");
    expect(runs).toBe(2);
    expect((await jobRows("escalate-disputes"))[0]).toMatchObject({ id, retry_count: 1 });
    await r.stop();
  });

  it("the server's background jobs follow the settings: mail is sent with SMTP_URL; money jobs off at 0", async () => {
    await queueRaw(t.database.db, { to: "background@example.com", subject: "Hello", body: "Body" });
    const config = {
      ...t.config,
      SMTP_URL: smtp.url,
      MONEY_JOBS_INTERVAL_SECONDS: 0,
      CALENDAR_IMPORT_INTERVAL_MINUTES: 0,
    };
    const jobs = await startBackgroundJobs(t.database, { config, payments: t.app.payments, log: quiet });
    try {
      await until(() => smtp.received.length > 0, "the mail");
      expect(smtp.received.map((m) => m.to)).toEqual([["background@example.com"]]);
      expect((await jobRows("escalate-disputes")).length).toBeGreaterThan(0);
      expect(await jobRows("money")).toEqual([]);
      expect(await jobRows("import-calendars")).toEqual([]);
    } finally {
      await jobs.stop();
    }
  });

  it("without SMTP_URL the mail stays in the outbox, and mail held for quiet hours still becomes its summary", async () => {
    await t.database.db.insert(emailOutbox).values([
      { toAddress: "held@example.com", subject: "Held one", body: "Body", heldUntil: new Date(Date.now() - 1000) },
      { toAddress: "held@example.com", subject: "Held two", body: "Body", heldUntil: new Date(Date.now() - 1000) },
    ]);
    const config = {
      ...t.config,
      SMTP_URL: undefined,
      MONEY_JOBS_INTERVAL_SECONDS: 0,
      CALENDAR_IMPORT_INTERVAL_MINUTES: 0,
    };
    const jobs = await startBackgroundJobs(t.database, { config, payments: t.app.payments, log: quiet });
    const summaries = () => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.category, "summary"));
    try {
      await until(async () => (await summaries()).length > 0, "the summary");
      const [summary] = await summaries();
      expect(summary).toMatchObject({ toAddress: "held@example.com", sentAt: null });
      expect(summary.subject).toBe("2 updates while your notifications were quiet");
      expect(smtp.received).toEqual([]);
    } finally {
      await jobs.stop();
    }
  });

  it("stop waits for the running job to finish", async () => {
    const r = runner();
    let finish: () => void = () => undefined;
    let started = false;
    await r.work("money", async () => {
      started = true;
      await new Promise<void>((resolve) => (finish = resolve));
      return { done: true };
    });
    await r.start();
    const id = await r.send("money", {});
    await until(() => started, "the job to start");
    let stopped = false;
    const stopping = r.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect((await jobRows("money")).find((j) => j.id === id)?.state).toBe("completed");
  });

  it("a stop while the runner starts: no job is taken, so none waits for its expiry", async () => {
    const id = await sendJob(t.database.db, "money", {});
    const r = runner();
    let runs = 0;
    await r.work("money", async () => {
      runs += 1;
    });
    const starting = r.start();
    await r.stop();
    await starting;
    await new Promise((resolve) => setTimeout(resolve, 1000)); // a worker left running would have polled
    expect(runs).toBe(0);
    expect((await jobRows("money")).find((j) => j.id === id)?.state).toBe("created");
    const next = runner();
    await next.work("money", async () => {
      runs += 1;
    });
    await next.start();
    await until(
      async () => (await jobRows("money")).find((j) => j.id === id)?.state === "completed",
      "the next runner",
    );
    expect(runs).toBe(1);
    await next.stop();
  });
});
