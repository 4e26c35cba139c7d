// Counts the statements an app sends to its database, at the driver: on PGlite every query and exec
// of the worker's connection (a transaction's begin and end count one each), on node-postgres every
// Client#query (BEGIN and COMMIT included). For the tests of how many round trips a request costs.
import pg from "pg";
import type { PgliteTransaction } from "../db/pglite-proxy";
import type { TestApp } from "./harness";

export interface StatementCounter {
  /** The statements `request` sends while the app answers it. */
  counted<T>(request: () => Promise<T>): Promise<{ result: T; statements: number }>;
  /** Puts the driver back as it was. */
  restore(): void;
}

export function countStatements(t: TestApp): StatementCounter {
  let statements = 0;
  let restore: () => void;
  const pglite = t.database.pglite;
  if (pglite) {
    const { query, exec, transaction } = pglite;
    pglite.query = (...args) => (statements++, query.apply(pglite, args)) as never;
    pglite.exec = (...args) => (statements++, exec.apply(pglite, args));
    pglite.transaction = <T>(callback: (tx: PgliteTransaction) => Promise<T>) => {
      statements += 2;
      return transaction.call<typeof pglite, [(tx: PgliteTransaction) => Promise<T>], Promise<T>>(
        pglite,
        (tx: PgliteTransaction) =>
          callback(
            new Proxy(tx, {
              get: (target, key) =>
                key === "query" || key === "exec"
                  ? (...args: unknown[]) => (statements++, (target[key] as (...a: unknown[]) => unknown)(...args))
                  : Reflect.get(target, key),
            }),
          ),
      );
    };
    restore = () => Object.assign(pglite, { query, exec, transaction });
  } else {
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      statements++;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    restore = () => (pg.Client.prototype.query = query);
  }
  return {
    async counted(request) {
      // Statements of work started before (a previous answer's after-commit announcements) settle first.
      await new Promise((resolve) => setImmediate(resolve));
      const before = statements;
      const result = await request();
      return { result, statements: statements - before };
    },
    restore: () => restore(),
  };
}
