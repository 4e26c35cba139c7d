// Reads a calendar off the event loop: each calendar in a worker thread of its own (parse-worker.ts),
// with a heap limit and a time limit, terminated when the time is up. ical.js can loop forever inside
// one step of a rule, and a big file takes seconds; on the HTTP thread either would stop the server.
// A new worker per calendar (under 100 ms of CPU to start) keeps no state between taskers' files and
// makes the memory limit the calendar's own; few run at once, and a calendar waits for its turn only
// briefly (decision 0035).
import { existsSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { createAdmission } from "../../../plugins/admission";
import type { Interval } from "../slot-engine";
import { ImportError, UNREADABLE } from "./import-error";
import type { ParseMessage, ParseRequest } from "./parse-messages";

/** The heap a calendar may use while it is read (a 10 MB file of 20,000 events needs under 100 MB). */
const MEMORY_LIMIT_MB = 256;
/** Calendars read at once by this process: half the cores, so the HTTP thread and the database keep theirs. */
const AT_ONCE = Math.max(1, Math.floor(os.availableParallelism() / 2));
const WAITING = { maxQueued: 16, maxWaitMs: 10_000 };
/** A worker that has not loaded its code by then is stopped (the time limit counts from its start). */
const STARTUP_LIMIT_MS = 30_000;

const BUSY = "taskly is busy reading other calendars; it tries yours again later.";
const TOO_BIG = "The calendar needs too much memory to read.";
const tooSlow = (ms: number) => `The calendar took too long to read (more than ${Math.round(ms / 100) / 10} seconds).`;

const turns = createAdmission({ limit: AT_ONCE, ...WAITING });

/** The worker's file: bundled next to dist/server/main.js, else its TypeScript source through tsx. */
let found: string | undefined;
function workerFile(): string {
  if (found) return found;
  const candidates = ["./calendar-parse-worker.js", "./parse-worker-source.mjs"].map((name) =>
    fileURLToPath(new URL(name, import.meta.url)),
  );
  found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`The calendar parse worker was not found (looked for ${candidates.join(", ")})`);
  return found;
}

/** Waits for a turn to read a calendar; resolves with the function that gives it back. */
function takeTurn(): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const ticket: { leave?: () => void } = {};
    ticket.leave = turns.enter(
      () => resolve(() => ticket.leave!()),
      () => reject(new ImportError(BUSY)),
    );
  });
}

function runWorker(request: ParseRequest, timeoutMs: number): Promise<Interval[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile(), {
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: MEMORY_LIMIT_MB },
    });
    let timer = setTimeout(() => fail(new ImportError(BUSY)), STARTUP_LIMIT_MS);
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.terminate().catch(() => undefined); // it may have ended already
      outcome();
    };
    const fail = (error: Error) => settle(() => reject(error));
    worker.on("message", (message: ParseMessage) => {
      if ("started" in message) {
        clearTimeout(timer);
        timer = setTimeout(() => fail(new ImportError(tooSlow(timeoutMs))), timeoutMs);
      } else if ("busy" in message) settle(() => resolve(message.busy));
      else fail(new ImportError(message.error));
    });
    worker.on("error", (error: Error & { code?: string }) =>
      fail(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? new ImportError(TOO_BIG) : error),
    );
    worker.on("exit", () => fail(new ImportError(UNREADABLE)));
  });
}

/** The busy times of a calendar text, read in a worker thread within `timeoutMs`; else an ImportError. */
export async function parseInWorker(request: ParseRequest, timeoutMs: number): Promise<Interval[]> {
  const leave = await takeTurn();
  try {
    return await runWorker(request, timeoutMs);
  } finally {
    leave();
  }
}
