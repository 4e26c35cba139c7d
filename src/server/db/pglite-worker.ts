// The worker thread that owns the embedded PGlite database. A PGlite query runs WebAssembly that
// holds its thread until it finishes, so it runs here instead of on the HTTP event loop. Each
// request from pglite-proxy.ts gets one reply with the same id; NOTIFY payloads are forwarded.
import fs from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type ParserOptions, type Transaction } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type {
  SerializedError,
  StatementOptions,
  WorkerMessage,
  WorkerOptions,
  WorkerRequest,
  WorkerResult,
} from "./pglite-messages";

interface OpenTransaction {
  tx: Transaction;
  /** Lets the transaction callback return: PGlite then commits, unless it was rolled back. */
  finish(): void;
  /** Settles when PGlite has committed or rolled back. */
  done: Promise<unknown>;
}

const port = parentPort!;
const { dataDir, relaxedDurability, startParams, honourFsync, templateFile } = workerData as WorkerOptions;
const loadDataDir = templateFile ? new Blob([fs.readFileSync(templateFile)]) : undefined;
const extensions = { pg_trgm, btree_gist };
const opening = PGlite.create({ dataDir, loadDataDir, relaxedDurability, startParams, extensions }).then((pglite) => {
  if (honourFsync) honourFsyncCalls(pglite);
  return pglite;
});
const transactions = new Map<number, OpenTransaction>();
const unsubscribers = new Map<string, () => Promise<void>>();
let nextTransactionId = 1;

function pgliteOptions(options: StatementOptions): Pick<StatementOptions, "rowMode"> & { parsers: ParserOptions } {
  const parsers: ParserOptions = {};
  for (const type of options.unparsedTypes) parsers[type] = (text: string) => text;
  return { rowMode: options.rowMode, parsers };
}

function openTransaction(id: number): OpenTransaction {
  const open = transactions.get(id);
  if (!open) throw new Error("Transaction is closed");
  return open;
}

function runner(client: PGlite, tx: number | undefined): Pick<Transaction, "query" | "exec"> {
  return tx === undefined ? client : openTransaction(tx).tx;
}

/** Starts a transaction and keeps it open until an `end` request; queued behind any open one. */
function begin(client: PGlite): Promise<number> {
  const id = nextTransactionId++;
  return new Promise((resolve, reject) => {
    let finish = () => undefined as void;
    const finished = new Promise<void>((r) => (finish = r));
    const done = client.transaction(async (tx) => {
      transactions.set(id, { tx, finish, done });
      resolve(id);
      await finished;
    });
    done.catch(reject); // BEGIN failed (once resolved, this does nothing)
  });
}

async function end(id: number, commit: boolean): Promise<null> {
  const open = openTransaction(id);
  transactions.delete(id);
  if (!commit && !open.tx.closed) await open.tx.rollback();
  open.finish();
  await open.done; // a failed COMMIT (a transaction already aborted) rejects here
  return null;
}

async function listen(client: PGlite, channel: string): Promise<null> {
  if (unsubscribers.has(channel)) return null;
  const unsubscribe = await client.listen(channel, (payload) => post({ notify: channel, payload }));
  unsubscribers.set(channel, unsubscribe);
  return null;
}

async function unlisten(channel: string): Promise<null> {
  const unsubscribe = unsubscribers.get(channel);
  unsubscribers.delete(channel);
  await unsubscribe?.();
  return null;
}

async function close(client: PGlite, checkpoint: boolean): Promise<null> {
  if (client.closed) return null;
  if (checkpoint) await client.exec("CHECKPOINT");
  await client.close();
  return null;
}

async function handle(request: WorkerRequest): Promise<WorkerResult> {
  const client = await opening;
  switch (request.op) {
    case "ready":
      return null;
    case "query":
      return runner(client, request.tx).query(request.sql, request.params, pgliteOptions(request.options));
    case "exec":
      return runner(client, request.tx).exec(request.sql, pgliteOptions(request.options));
    case "begin":
      return begin(client);
    case "rollback":
      await openTransaction(request.tx).tx.rollback();
      return null;
    case "end":
      return end(request.tx, request.commit);
    case "listen":
      return listen(client, request.channel);
    case "unlisten":
      return unlisten(request.channel);
    case "close":
      return close(client, request.checkpoint);
  }
}

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

function post(message: WorkerMessage): void {
  port.postMessage(message);
}

port.on("message", ({ id, request }: { id: number; request: WorkerRequest }) => {
  handle(request).then(
    (result) => post({ id, ok: true, result }),
    (error: unknown) => post({ id, ok: false, error: serializeError(error) }),
  );
});

interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: { nfd: number }) => number } };
}

/** For bench/durability.ts: PGlite's Node file system ignores fsync(); this makes it sync for real. */
function honourFsyncCalls(pglite: PGlite): void {
  const module = (pglite as unknown as { Module: EmscriptenModule }).Module;
  module.NODEFS.stream_ops.fsync = (stream) => {
    fs.fsyncSync(stream.nfd);
    return 0;
  };
}
