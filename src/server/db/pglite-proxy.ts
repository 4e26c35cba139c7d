// The embedded database as the server sees it: the part of PGlite's client API that Drizzle,
// migrations and db/query.ts use (query, exec, transaction, listen), answered by a worker thread
// (pglite-worker.ts) that owns the PGlite instance, so database work never blocks the HTTP event
// loop. Errors keep their shape (a database error's `code`, `constraint`, message).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { protocol, type ParserOptions, type QueryOptions, type Results } from "@electric-sql/pglite";
import type {
  SerializedError,
  StatementOptions,
  WorkerMessage,
  WorkerOptions,
  WorkerRequest,
  WorkerResult,
} from "./pglite-messages";

export interface PgliteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
}

export interface PgliteTransaction extends PgliteQueries {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type Listener = (payload: string) => void;

interface Pending {
  resolve(result: WorkerResult): void;
  reject(error: Error): void;
}

/** The worker's file: bundled next to dist/server/main.js, else its TypeScript source through tsx. */
function workerFile(): string {
  const candidates = ["./pglite-worker.js", "./pglite-worker-source.mjs"].map((name) =>
    fileURLToPath(new URL(name, import.meta.url)),
  );
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`The database worker was not found (looked for ${candidates.join(", ")})`);
  return found;
}

function statementOptions(options: QueryOptions | undefined): StatementOptions {
  if (options?.serializers || options?.blob || options?.onNotice || options?.paramTypes) {
    throw new Error("Query options other than rowMode and parsers are not supported by the database worker");
  }
  return { rowMode: options?.rowMode, unparsedTypes: Object.keys(options?.parsers ?? {}).map(Number) };
}

/** Applies the caller's parsers to the columns the worker left as text. */
function applyParsers<T>(results: Results<T>, parsers: ParserOptions | undefined): Results<T> {
  if (!parsers || !results.fields) return results;
  const byKey = new Map<string | number, (text: string) => unknown>();
  results.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    const key = results.rows.length > 0 && Array.isArray(results.rows[0]) ? index : field.name;
    if (parse) byKey.set(key, parse);
    else byKey.delete(key); // a later column of the same name wins, as in the row
  });
  if (byKey.size === 0) return results;
  for (const row of results.rows as Record<string | number, unknown>[]) {
    for (const [key, parse] of byKey) {
      const value = row[key];
      if (typeof value === "string") row[key] = parse(value);
    }
  }
  return results;
}

function rebuildError({ name, message, fields }: SerializedError): Error {
  const error =
    "severity" in fields
      ? new protocol.messages.DatabaseError(message, Number(fields.length ?? 0), "error")
      : Object.assign(new Error(message), { name });
  return Object.assign(error, fields);
}

export class PgliteProxy implements PgliteQueries {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<Listener>>();
  #nextId = 1;
  #failure: Error | undefined;

  /** `dataDir` undefined means an in-memory database. */
  static async open(dataDir?: string, options: Omit<WorkerOptions, "dataDir"> = {}): Promise<PgliteProxy> {
    const proxy = new PgliteProxy({ ...options, dataDir });
    try {
      await proxy.#call({ op: "ready" });
    } catch (error) {
      await proxy.#worker.terminate();
      throw error;
    }
    return proxy;
  }

  private constructor(workerData: WorkerOptions) {
    this.#worker = new Worker(workerFile(), { workerData });
    this.#worker.unref(); // only a call in progress keeps the process alive, as with an in-process database
    this.#worker.on("message", (message: WorkerMessage) => this.#receive(message));
    this.#worker.on("error", (error) => this.#fail(error));
    this.#worker.on("exit", () => this.#fail(new Error("The database worker stopped")));
  }

  get closed(): boolean {
    return this.#failure !== undefined;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(undefined, sql, options);
  }

  /** Runs `callback` in one transaction on the worker's connection: committed when it returns,
   * rolled back when it throws. Other statements wait until it ends, as with PGlite itself. */
  async transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#call({ op: "begin" })) as number;
    let closed = false;
    const tx: PgliteTransaction = {
      query: (sql, params = [], options) => this.#query(id, sql, params, options),
      exec: (sql, options) => this.#exec(id, sql, options),
      rollback: async () => {
        await this.#call({ op: "rollback", tx: id });
        closed = true;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      await this.#call({ op: "end", tx: id, commit: false }).catch(() => undefined);
      throw error;
    }
    closed = true;
    await this.#call({ op: "end", tx: id, commit: true });
    return result;
  }

  /** Subscribes to a NOTIFY channel; resolves to the unsubscribe function. */
  async listen(channel: string, callback: Listener): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      await this.#call({ op: "listen", channel });
    }
    listeners.add(callback);
    return () => this.unlisten(channel, callback);
  }

  async unlisten(channel: string, callback?: Listener): Promise<void> {
    const listeners = this.#listeners.get(channel);
    if (!listeners) return;
    if (callback) listeners.delete(callback);
    else listeners.clear();
    if (listeners.size > 0) return;
    this.#listeners.delete(channel);
    await this.#call({ op: "unlisten", channel });
  }

  /** Closes the database (after a CHECKPOINT when asked) and stops the worker. */
  async close({ checkpoint = false } = {}): Promise<void> {
    if (this.closed) return;
    try {
      await this.#call({ op: "close", checkpoint });
    } finally {
      this.#fail(new Error("The database is closed"));
      await this.#worker.terminate();
    }
  }

  async #query<T>(tx: number | undefined, sql: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const results = (await this.#call({
      op: "query",
      sql,
      params,
      options: statementOptions(options),
      tx,
    })) as Results<T>;
    return applyParsers(results, options?.parsers);
  }

  async #exec(tx: number | undefined, sql: string, options?: QueryOptions): Promise<Results[]> {
    const results = (await this.#call({ op: "exec", sql, options: statementOptions(options), tx })) as Results[];
    return results.map((result) => applyParsers(result, options?.parsers));
  }

  #call(request: WorkerRequest): Promise<WorkerResult> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#worker.postMessage({ id, request });
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
    });
  }

  #receive(message: WorkerMessage): void {
    if ("notify" in message) {
      this.#listeners.get(message.notify)?.forEach((listener) => listener(message.payload));
      return;
    }
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (message.ok) pending.resolve(message.result);
    else pending.reject(rebuildError(message.error));
  }

  /** The worker is gone (closed, crashed or stopped): every call in progress fails with `error`. */
  #fail(error: Error): void {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
    this.#worker.unref();
  }
}
