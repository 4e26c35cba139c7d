// The messages between the embedded database's worker thread (pglite-worker.ts) and the proxy
// the server talks to (pglite-proxy.ts). Types only: both sides import them.
import type { Results, RowMode } from "@electric-sql/pglite";

/** PGlite's durability settings; bench/durability.ts measures them (the server uses the defaults). */
export interface PgliteDurability {
  relaxedDurability?: boolean;
  startParams?: string[];
  /** Make PGlite's Node file system honour fsync() (it ignores it); counts the calls for the bench. */
  honourFsync?: boolean;
}

export interface WorkerOptions extends PgliteDurability {
  /** Undefined: an in-memory database. */
  dataDir?: string;
  /** A data directory dumped by PGlite (a tar file) to start from: the tests' migrated template. */
  templateFile?: string;
}

/** A statement's options as they cross the thread boundary: parser functions cannot, so the
 * worker returns the text of these types unparsed and the proxy applies the caller's parsers. */
export interface StatementOptions {
  rowMode?: RowMode;
  unparsedTypes: number[];
}

/** `tx` names an open transaction: the statement runs inside it, in the order sent. */
export type WorkerRequest =
  | { op: "ready" }
  | { op: "query"; sql: string; params: unknown[]; options: StatementOptions; tx?: number }
  | { op: "exec"; sql: string; options: StatementOptions; tx?: number }
  | { op: "begin" }
  | { op: "rollback"; tx: number }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "listen"; channel: string }
  | { op: "unlisten"; channel: string }
  | { op: "close"; checkpoint: boolean };

export type WorkerResult = Results | Results[] | number | null;

/** An error's message, name and its own simple fields (a database error's `code`, `constraint`,
 * `detail`, ...), so the proxy can rebuild it with the same shape. */
export interface SerializedError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type WorkerMessage =
  | { id: number; ok: true; result: WorkerResult }
  | { id: number; ok: false; error: SerializedError }
  | { notify: string; payload: string };
