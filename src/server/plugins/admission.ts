// Admission of API requests: at most `limit` run at once; up to `maxQueued` more wait in line (first
// come, first served) for at most `maxWaitMs`; anything beyond is refused at once. The short line
// absorbs a burst (50 clients on 32 slots wait a few milliseconds instead of being refused), while its
// bounds keep the wait of every accepted request short under any overload.
export interface AdmissionLimits {
  limit: number;
  maxQueued: number;
  maxWaitMs: number;
  /** Calls `expire` once `ms` have passed; returns its cancel. A timer by default; tests pass a gate. */
  expireAfter?: (ms: number, expire: () => void) => () => void;
}

const timerExpiry = (ms: number, expire: () => void) => {
  const timer = setTimeout(expire, ms);
  return () => clearTimeout(timer);
};

type EntryState = "running" | "waiting" | "left";

interface Entry {
  state: EntryState;
  start: () => void;
  cancelExpiry?: () => void;
}

export interface Admission {
  /**
   * Asks for a slot: `start` is called once the request may run (now or after a wait), `refuse` instead
   * when it may not. Returns `leave`, to call once the request is over, whatever happened to it.
   */
  enter(start: () => void, refuse: () => void): () => void;
  readonly running: number;
  readonly waiting: number;
}

export function createAdmission({
  limit,
  maxQueued,
  maxWaitMs,
  expireAfter = timerExpiry,
}: AdmissionLimits): Admission {
  let running = 0;
  const line: Entry[] = [];

  const run = (entry: Entry) => {
    entry.state = "running";
    running += 1;
    entry.start();
  };
  const dropFromLine = (entry: Entry) => {
    entry.cancelExpiry?.();
    const place = line.indexOf(entry);
    if (place >= 0) line.splice(place, 1);
  };
  const admitWaiting = () => {
    while (running < limit && line.length > 0) {
      const entry = line.shift()!;
      entry.cancelExpiry?.();
      run(entry);
    }
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
    enter(start, refuse) {
      const entry: Entry = { state: "left", start };
      if (running < limit) run(entry);
      else if (line.length < maxQueued && maxWaitMs > 0) {
        entry.state = "waiting";
        entry.cancelExpiry = expireAfter(maxWaitMs, () => {
          dropFromLine(entry);
          entry.state = "left";
          refuse();
        });
        line.push(entry);
      } else refuse();
      return () => {
        if (entry.state === "running") {
          running -= 1;
          admitWaiting();
        } else if (entry.state === "waiting") dropFromLine(entry);
        entry.state = "left";
      };
    },
  };
}
