// What a database failure means for the client, and what of it may be logged. One classifier for
// the error handler and /api/ready: an outage (server down, restarting, in recovery, stalled, out
// of connections) is a 503 worth retrying, and so is a write that found the disk full; anything else
// is a bug. A database error's message
// and detail can hold SQL parameters and user text, so logs only ever get its code.

export const UNAVAILABLE_MESSAGE = "taskly is briefly unavailable. Please try again in a moment.";

// 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up, in recovery),
// 53300 too many connections, 57014 statement timeout (or cancel); class 08: connection exceptions.
const OUTAGE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);
const OUTAGE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
// node-postgres reports timeouts and dropped connections by message only.
const OUTAGE_MESSAGES = [
  /^Query read timeout$/,
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Connection (was )?closed/i,
  /^The database did not answer in time$/,
];

/** A file system's "no space" codes (also refused at start-up by disk.ts). */
export const NO_SPACE_CODES = new Set(["ENOSPC", "EDQUOT"]);
/** PostgreSQL's disk_full SQLSTATE. */
const PG_DISK_FULL = "53100";

/** The error and its causes, outermost first (Drizzle wraps the driver's error in `cause`). */
function chain(error: unknown): object[] {
  const out: object[] = [];
  let e: unknown = error;
  while (e && typeof e === "object" && out.length < 5 && !out.includes(e)) {
    out.push(e);
    e = (e as { cause?: unknown }).cause;
  }
  return out;
}

function stringField(e: object, field: "code" | "message"): string | undefined {
  const value = (e as Record<string, unknown>)[field];
  return typeof value === "string" ? value : undefined;
}

/** The PostgreSQL SQLSTATE of a database error (or of its cause), e.g. '23505'. */
export function pgCode(error: unknown): string | undefined {
  for (const e of chain(error)) {
    const code = stringField(e, "code");
    if (code && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** True when the request failed because the database is unreachable, restarting or too slow. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return chain(error).some((e) => {
    const code = stringField(e, "code");
    if (code && (OUTAGE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || OUTAGE_SOCKET_CODES.has(code)))
      return true;
    const message = stringField(e, "message");
    return message !== undefined && OUTAGE_MESSAGES.some((pattern) => pattern.test(message));
  });
}

/** A write that failed for lack of disk space (file system or database), looking through wrapped causes. */
export function isOutOfSpace(error: unknown): boolean {
  return chain(error).some((e) => {
    const code = stringField(e, "code");
    if (code && (NO_SPACE_CODES.has(code) || code === PG_DISK_FULL)) return true;
    const message = stringField(e, "message");
    return message !== undefined && /no space left on device|disk quota exceeded/i.test(message);
  });
}

/** True for an error that came from the database or its driver (its text may hold SQL and values). */
export function isDatabaseError(error: unknown): boolean {
  return chain(error).some(
    (e) =>
      (e as { name?: unknown }).name === "DrizzleQueryError" ||
      "query" in e ||
      "severity" in e ||
      pgCode(e) !== undefined,
  );
}

/** What may be logged about a failure: a code to search for, never the message of a database error. */
export function errorCode(error: unknown): string {
  const sqlState = pgCode(error);
  if (sqlState) return sqlState;
  for (const e of chain(error)) {
    const code = stringField(e, "code");
    if (code) return code;
  }
  for (const e of chain(error)) {
    const message = stringField(e, "message");
    if (message && OUTAGE_MESSAGES.some((pattern) => pattern.test(message)))
      return message.toLowerCase().replace(/\W+/g, "_");
  }
  return error instanceof Error ? error.name : "unknown";
}

/** Rejects with a timeout (an outage to isDatabaseUnavailable) when `work` takes longer than `ms`. */
export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error("The database did not answer in time")), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
