// node-postgres emits 'error' on a client whose connection ended under it (PostgreSQL restarting or
// failing over, pg_terminate_backend, a network drop), whether the client sits idle in a pool, is
// checked out for a transaction or stands alone; an 'error' event with no listener ends the process.
// Every client gets its listener here. It reports the error's code (never its text, which may hold
// SQL) to whoever watches, and the client is dropped: a pool discards a failed client (an idle one
// at once, a checked-out one when it is released: it is no longer queryable), and the owner of a
// standalone client ends it (`then`).
import type pg from "pg";
import { errorCode } from "./errors";

/** Which connection ended: one of a pool's, the LISTEN connection or the migrations' own. */
export type ConnectionRole = "pool" | "hot-pool" | "notifications" | "migrations";

export interface ConnectionError {
  connection: ConnectionRole;
  /** SQLSTATE (57P01 for a terminated backend) or the driver's code: never the message. */
  code: string;
}

type Watcher = (error: ConnectionError) => void;

export class ConnectionErrors {
  private readonly watchers = new Set<Watcher>();

  /** Called once for every connection that ended with an error; returns the unsubscribe function. */
  onError(watcher: Watcher): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** Gives `client` its 'error' listener. A dropped connection may emit twice (the server's
   *  message, then the closed socket): it is reported, and `then` runs, once. */
  watch(client: pg.ClientBase, connection: ConnectionRole, then?: () => void): void {
    let seen = false;
    client.on("error", (error) => {
      if (seen) return;
      seen = true;
      const report = { connection, code: errorCode(error) };
      for (const watcher of this.watchers) watcher(report);
      then?.();
    });
  }

  /** Every client the pool opens gets its listener. The pool's own 'error' event (an idle client
   *  failed; the pool has already discarded it) is the same error, reported by the client's. */
  watchPool(pool: pg.Pool, connection: ConnectionRole): void {
    pool.on("connect", (client) => this.watch(client, connection));
    pool.on("error", () => undefined);
  }
}
