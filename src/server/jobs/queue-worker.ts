// One queue's loop in a runner: claim a job (pg-boss `fetch`: `for update skip locked`, marked active
// in the same statement), run its handler, mark it completed or failed. pg-boss's own `work()` does
// the same but leaves the completing statement's promise unawaited, and a database that is away at
// that moment (a PostgreSQL restart) would then end the process with an unhandled rejection; here
// every statement is awaited and a failure logged. A job whose completion was lost stays active
// until its expiry and then runs again, which every handler allows.
import type PgBoss from "pg-boss";
import { errorCode } from "../db/errors";
import type { JobName } from "./catalogue";

export interface QueueWorkerOptions {
  boss: PgBoss;
  name: JobName;
  pollingIntervalMs: number;
  run(job: PgBoss.Job<unknown>): Promise<unknown>;
  warn(message: string): void;
}

export class QueueWorker {
  readonly #options: QueueWorkerOptions;
  #stopping = false;
  #sleep: { wake(): void } | undefined;
  #woken = false;
  #loop: Promise<void> | undefined;
  /** The job being run, if any: failed at once if the stop's wait runs out, so it is retried soon. */
  #current: PgBoss.Job<unknown> | undefined;

  constructor(options: QueueWorkerOptions) {
    this.#options = options;
  }

  start(): void {
    this.#loop ??= this.#run();
  }

  /** Looks for a job now (a job was just sent), or as soon as the current one is done. */
  wake(): void {
    this.#woken = true;
    this.#sleep?.wake();
  }

  /** Takes no new job; resolves when the running one has ended or `timeoutMs` passed (it is then failed). */
  async stop(timeoutMs: number): Promise<void> {
    this.#stopping = true;
    this.#sleep?.wake();
    if (!this.#loop) return;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), timeoutMs)));
    const result = await Promise.race([this.#loop, timedOut]);
    clearTimeout(timer);
    const job = this.#current;
    if (result === "timeout" && job) {
      await this.#settle("fail", job, { message: "The server stopped while this job ran" });
    }
  }

  async #run(): Promise<void> {
    const { boss, name, pollingIntervalMs } = this.#options;
    while (!this.#stopping) {
      this.#woken = false;
      // fetch answers [] when the database is away (pg-boss logs nothing then); the next poll tries again.
      const [job] = await boss.fetch<unknown>(name, { batchSize: 1 }).catch(() => []);
      if (job) {
        await this.#runJob(job);
        continue; // there may be more
      }
      if (!this.#woken && !this.#stopping) await this.#pause(pollingIntervalMs);
    }
  }

  async #runJob(job: PgBoss.Job<unknown>): Promise<void> {
    this.#current = job;
    // As pg-boss's own workers do: a run past the job's expiry counts as failed (it may still be going).
    const expiresInMs = Math.max(1, Number(job.expireInSeconds)) * 1000;
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`The job ran past its expiry (${expiresInMs / 1000} s)`)), expiresInMs);
    });
    try {
      const output = await Promise.race([this.#options.run(job), expired]);
      await this.#settle("complete", job, outputOf(output));
    } catch (error) {
      await this.#settle("fail", job, { message: error instanceof Error ? error.message : String(error) });
    } finally {
      clearTimeout(timer);
    }
  }

  /** Completes or fails a job once (a stop that timed out may have failed it already). */
  async #settle(how: "complete" | "fail", job: PgBoss.Job<unknown>, output: object | undefined): Promise<void> {
    if (this.#current !== job) return;
    this.#current = undefined;
    const { boss, name, warn } = this.#options;
    try {
      if (how === "complete") await boss.complete(name, job.id, output);
      else await boss.fail(name, job.id, output);
    } catch (error) {
      const marked = how === "complete" ? "completed" : "failed";
      warn(
        `Job ${name} ${job.id}: could not be marked ${marked} (${errorCode(error)}); it runs again after its expiry`,
      );
    }
  }

  #pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#sleep = undefined;
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.#sleep = { wake };
    });
  }
}

/** What a handler resolved with, kept as the job's output when it is an object (counts, ids). */
function outputOf(value: unknown): object | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === "object" && !Array.isArray(value) ? value : { value };
}
