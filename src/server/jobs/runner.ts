// The job runner: one per server process (main.ts), on pg-boss, whose queue is kept in the
// `pgboss` schema of taskly's own database (PGlite or PostgreSQL; decision 0044).
//
// - A job is claimed with `for update skip locked` and marked active in one statement, so two
//   runners (two processes on one PostgreSQL) never run one job at once.
// - A run that throws is retried with exponential backoff (the queue's settings, jobs/catalogue.ts);
//   a run whose process died stays active until its expiry, then maintenance (every
//   `maintenanceIntervalSeconds`, on whichever runner gets there first) turns it into a retry.
//   Jobs may therefore run more than once: every handler is safe to run again.
// - Periodic jobs (`every`) schedule their next round when a round starts: one job per time slot
//   of the interval (pg-boss's `singleton_on` slot, unique per queue), so any number of runners
//   keep one round per slot between them, and a round survives any runner's restart.
// - Tests that do not test background work start no runner; `sendJob` needs none.
import { createHash } from "node:crypto";
import PgBoss from "pg-boss";
import type { Database, Db } from "../db/connect";
import { errorCode, isDatabaseError } from "../db/errors";
import { jobCatalogue, type JobData, type JobName } from "./catalogue";
import { QueueWorker } from "./queue-worker";
import { executorFor, executorOf } from "./sql-executor";

export const JOB_SCHEMA = "pgboss";

export interface SendOptions {
  /** Once-only: a job of this name with the same key is added once; a second send is a no-op
   * (returns null) for as long as the first is kept: at least 3 days after it finished. */
  key?: string;
  /** Not before this time, or this many seconds from now. */
  startAfter?: Date | number;
}

export interface RunnerSendOptions extends SendOptions {
  /** Enqueues in the caller's transaction: the job exists only if that transaction commits. */
  tx?: Db;
}

export interface JobContext {
  id: string;
  name: JobName;
}

export type JobHandler<N extends JobName> = (data: JobData<N>, job: JobContext) => Promise<unknown>;

/** Jobs whose data may be empty: the ones that can run on a schedule. */
export type PeriodicJobName = { [N in JobName]: Record<string, never> extends JobData<N> ? N : never }[JobName];

export interface JobRunner {
  send<N extends JobName>(name: N, data: JobData<N>, options?: RunnerSendOptions): Promise<string | null>;
  /**
   * Runs the jobs of `name` in this process (registered before or after `start`), `concurrency` at
   * once (default 1): each is a claim-run-complete loop of its own.
   */
  work<N extends JobName>(name: N, handler: JobHandler<N>, options?: { concurrency?: number }): Promise<void>;
  /** Runs `name` every `seconds` (with `{}` as its data), in whichever runner claims each round. */
  every<N extends PeriodicJobName>(name: N, seconds: number, handler: JobHandler<N>): Promise<void>;
  /** Looks for due jobs of `name` now, rather than at the next poll (after a job was sent in a transaction that has committed). */
  wake(name: JobName): void;
  start(): Promise<void>;
  /** Takes no new jobs and waits (up to `stopTimeoutMs`) for the running ones; a run still going then is retried later. */
  stop(): Promise<void>;
  /** pg-boss itself: queues, job states, failed jobs (`getJobById`, `getQueueSize`, …). */
  readonly boss: PgBoss;
}

export interface RunnerOptions {
  log: { warn(message: string): void };
  /** How often each queue is looked at for jobs that other processes sent (its own are woken at once). */
  pollingIntervalSeconds?: number;
  /** How often expired runs are retried and finished jobs archived. */
  maintenanceIntervalSeconds?: number;
  stopTimeoutMs?: number;
  /** The SQL adapter (tests: a runner whose database connection goes away). */
  executor?: PgBoss.Db;
}

/**
 * pg-boss's settings shared by every instance made here. Completed jobs move to pgboss.archive after
 * a day (no shorter: a period may be up to a day, and its slots must outlive it), failed ones after
 * 7 days, so they can be looked at; the archive keeps them 2 days more. A round of mail every 5 s
 * makes 17,280 jobs a day, which this keeps small enough for the embedded database.
 */
const bossSettings = {
  schema: JOB_SCHEMA,
  schedule: false, // no cron: periodic jobs reschedule themselves (any interval in seconds)
  migrate: false, // the schema is taskly's startup migrations' (jobs/install.ts)
  archiveCompletedAfterSeconds: 24 * 60 * 60,
  archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
  deleteAfterDays: 2,
} as const;

/** A pg-boss instance that only writes jobs, each through the connection it is given. */
const sender = new PgBoss({
  ...bossSettings,
  supervise: false,
  db: {
    executeSql: () => Promise.reject(new Error("Jobs are sent through a connection of their own")),
  },
});

/** The job id a key stands for: the same name and key always give the same id (a UUID-shaped hash). */
export function jobIdOf(name: JobName, key: string): string {
  const hex = createHash("sha256").update(`${name}\n${key}`).digest("hex");
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function checked<N extends JobName>(name: N, data: JobData<N>): JobData<N> {
  const parsed = jobCatalogue[name].data.safeParse(data);
  if (!parsed.success) throw new Error(`Job ${name}: invalid data (${parsed.error.issues[0]?.message})`);
  return parsed.data as JobData<N>;
}

async function sendThrough<N extends JobName>(
  executor: PgBoss.Db,
  name: N,
  data: JobData<N>,
  options: SendOptions,
): Promise<string | null> {
  const id = options.key === undefined ? undefined : jobIdOf(name, options.key);
  if (id) {
    // A finished job moves to the archive, where its id no longer blocks a new job: look there too.
    const archived = await executor.executeSql(`select 1 from ${JOB_SCHEMA}.archive where name = $1 and id = $2`, [
      name,
      id,
    ]);
    if (archived.rows.length > 0) return null;
  }
  return sender.send(name, checked(name, data), {
    db: executor,
    ...(id ? { id, singletonKey: options.key } : {}),
    ...(options.startAfter === undefined ? {} : { startAfter: options.startAfter }),
  });
}

/**
 * Adds a job through `db`: the server's database, or a transaction (the job then exists only if
 * it commits). Needs no runner: a runner in some process runs it. Resolves with the job's id, or
 * null when `key` was already used.
 */
export function sendJob<N extends JobName>(
  db: Db,
  name: N,
  data: JobData<N>,
  options: SendOptions = {},
): Promise<string | null> {
  return sendThrough(executorFor(db), name, data, options);
}

/** The message to log for a failure: a database error's text holds SQL and values, so its code only. */
export function describeFailure(error: unknown): string {
  if (isDatabaseError(error)) return `database error ${errorCode(error)}`;
  return error instanceof Error ? error.message : String(error);
}

export function createJobRunner(database: Database, options: RunnerOptions): JobRunner {
  const executor = options.executor ?? executorOf(database);
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 10;
  const boss = new PgBoss({
    ...bossSettings,
    db: executor,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  });
  boss.on("error", (error) => options.log.warn(`Job runner: ${describeFailure(error)}`));

  const registrations: (() => Promise<void>)[] = [];
  const workers = new Map<JobName, QueueWorker[]>();
  const timers = new Set<NodeJS.Timeout>();
  let state: "idle" | "started" | "stopped" = "idle";
  let bossStarted = false;
  let starting: Promise<void> | undefined;
  /** Read afresh after an await: a stop may have come meanwhile. */
  const stopRequested = () => state === "stopped";

  const wake = (name: JobName) => workers.get(name)?.forEach((worker) => worker.wake());
  const wakeAfter = (name: JobName, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      wake(name);
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  /** The round of the slot now, or (when that slot has its round already) of the next slot. */
  async function scheduleRound(name: PeriodicJobName, seconds: number): Promise<void> {
    const sentAt = Date.now();
    const id = await boss.sendDebounced(name, {}, {}, seconds, name);
    if (!id) return; // this slot and the next have their rounds
    // pg-boss's start of the next slot (Manager.getDebounceStartAfter), checked at once in case the round is due now.
    const slotMs = seconds * 1000;
    const intoSlot = Math.floor((sentAt - Math.floor(sentAt / slotMs) * slotMs) / 1000);
    const nextSlotIn = (seconds - intoSlot + (seconds > 1 ? 1 : 0)) * 1000;
    wakeAfter(name, 50);
    wakeAfter(name, nextSlotIn + 50);
  }

  async function register<N extends JobName>(
    name: N,
    handler: JobHandler<N>,
    periodSeconds?: number,
    concurrency = 1,
  ): Promise<void> {
    if (workers.has(name)) throw new Error(`Job ${name} has a handler already`);
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`Job ${name}: a concurrency of 1 or more`);
    const run = async (job: PgBoss.Job<unknown>) => {
      try {
        if (periodSeconds) await scheduleRound(name as PeriodicJobName, periodSeconds);
        return await handler(checked(name, job.data as JobData<N>), { id: job.id, name });
      } catch (error) {
        const what = describeFailure(error);
        options.log.warn(`Job ${name} ${job.id} failed: ${what}`);
        // Kept as the job's output: like the log, a database error by its code only.
        throw new Error(what, { cause: error });
      }
    };
    const loops = Array.from(
      { length: concurrency },
      () =>
        new QueueWorker({
          boss,
          name,
          pollingIntervalMs: pollingIntervalSeconds * 1000,
          warn: options.log.warn,
          run,
        }),
    );
    workers.set(name, loops);
    for (const worker of loops) worker.start();
    if (periodSeconds) await scheduleRound(name as PeriodicJobName, periodSeconds);
  }

  function whenStarted(run: () => Promise<void>): Promise<void> {
    if (state === "stopped") return Promise.reject(new Error("The job runner has stopped"));
    if (state === "started") return run();
    registrations.push(run);
    return Promise.resolve();
  }

  /** Stops the workers and pg-boss (a second call with nothing running does nothing). */
  async function stopNow(wasStopped = false): Promise<void> {
    state = "stopped";
    if (wasStopped && workers.size === 0) return;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    const timeoutMs = options.stopTimeoutMs ?? 10_000;
    const running = [...workers.values()].flat();
    workers.clear();
    await Promise.all(running.map((worker) => worker.stop(timeoutMs)));
    // Ends maintenance; pg-boss's own workers (none here) are not waited for.
    if (bossStarted) await boss.stop({ graceful: false, close: false });
  }

  return {
    boss,
    async send(name, data, { tx, ...sendOptions } = {}) {
      const id = await sendThrough(tx ? executorFor(tx) : executor, name, data, sendOptions);
      // A job sent in a transaction is not visible before the commit: the caller wakes the runner then.
      if (id && !tx) wake(name);
      return id;
    },
    work: (name, handler, options) => whenStarted(() => register(name, handler, undefined, options?.concurrency)),
    every(name, seconds, handler) {
      if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`Job ${name}: a period of whole seconds`);
      checked(name, {} as JobData<typeof name>);
      return whenStarted(() => register(name, handler, seconds));
    },
    wake,
    start() {
      if (state !== "idle") return starting ?? Promise.resolve();
      starting = (async () => {
        try {
          bossStarted = true;
          await boss.start();
          // A stop while pg-boss started (the server told to end as it starts): take no job at all.
          if (stopRequested()) return;
          state = "started";
          for (const run of registrations.splice(0)) await run();
        } catch (error) {
          // A connection lost half-way (PostgreSQL restarting): the workers already started stop, and
          // this runner is spent (pg-boss cannot start twice); the caller starts a new one.
          await stopNow().catch(() => undefined);
          throw error;
        }
      })();
      return starting;
    },
    async stop() {
      // Waits for a start under way, so that nothing it starts is left running.
      const wasStopped = state === "stopped";
      state = "stopped";
      await starting?.catch(() => undefined);
      await stopNow(wasStopped);
    },
  };
}
