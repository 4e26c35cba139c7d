// The transaction of a change that calls the payment processor (decision 0027). Every processor call
// carries an idempotency key named after its cause (`processorKey`) and comes as late in the
// transaction as it can. If the transaction then fails, a call that can be undone (a charge, an
// authorization) is undone at once and its cause counted in processor_attempts, so the next attempt
// sends a new key and is never answered with the undone call. A capture or a refund cannot be
// undone: its cause keeps its key, and the same action retried gets the processor's earlier answer
// and records it. Work that must follow the commit (sending a payout it recorded) runs after it.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";

export interface Undo {
  /** The cause of the call, as given to `processorKey`. */
  cause: string;
  run(): Promise<unknown>;
}

export interface MoneyTransaction {
  tx: Db;
  /** The database outside the transaction, for work after the commit. */
  db: Db;
  /** Undo this processor call (it went through) if the transaction fails after it. */
  undoIfRolledBack(undo: Undo): void;
  /** Run once the transaction has committed; a failure there is left to the recovery jobs. */
  afterCommit(task: () => Promise<unknown>): void;
}

/** The idempotency key of a cause's next attempt: the cause itself until a call of it was undone. */
export async function processorKey(db: Db, cause: string): Promise<string> {
  const [row] = await queryRows<{ undone: number }>(
    db,
    sql`select undone from processor_attempts where cause = ${cause}`,
  );
  return row ? `${cause}#${row.undone + 1}` : cause;
}

/** Undoes a processor call whose change was not recorded, and counts it against its cause. */
export async function undoCall(db: Db, undo: Undo): Promise<void> {
  // Not undone (no answer from the processor): the cause keeps its key, so its next attempt is answered
  // with the call that went through and records it.
  if (
    !(await undo.run().then(
      () => true,
      () => false,
    ))
  )
    return;
  await queryRows(
    db,
    sql`insert into processor_attempts (cause, undone) values (${undo.cause}, 1)
    on conflict (cause) do update set undone = processor_attempts.undone + 1, updated_at = now()`,
  );
}

export async function moneyTransaction<T>(db: Db, work: (m: MoneyTransaction) => Promise<T>): Promise<T> {
  const undos: Undo[] = [];
  const after: (() => Promise<unknown>)[] = [];
  let result: T;
  try {
    result = await db.transaction((tx) =>
      work({ tx, db, undoIfRolledBack: (undo) => undos.push(undo), afterCommit: (task) => after.push(task) }),
    );
  } catch (error) {
    for (const undo of undos.reverse()) await undoCall(db, undo).catch(() => undefined);
    throw error;
  }
  for (const task of after) await task().catch(() => undefined);
  return result;
}
