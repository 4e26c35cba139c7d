// Writes one balanced journal inside the caller's transaction, so a money movement is recorded
// together with the change that caused it. The database checks the balance again at commit.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import type { Journal } from "./accounts";

export class UnbalancedJournalError extends Error {}

/** The journal's lines that move money, checked: whole cents, the right owners, balanced, not empty. */
export function journalLines(journal: Journal): Journal["lines"] {
  const lines = journal.lines.filter((line) => line.amountCents !== 0);
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountCents))
      throw new UnbalancedJournalError(`Not whole cents: ${line.amountCents}`);
    if ((line.account === "platform_fees") !== (line.userId === null))
      throw new UnbalancedJournalError(`Wrong owner for ${line.account}`);
  }
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (total !== 0) throw new UnbalancedJournalError(`A ${journal.kind} journal is off by ${total} cents`);
  if (lines.length === 0) throw new UnbalancedJournalError(`A ${journal.kind} journal moves nothing`);
  return lines;
}

export async function postJournal(tx: Db, journal: Journal): Promise<string> {
  const lines = journalLines(journal);
  const bookingId = journal.bookingId ?? null;
  const values = sql.join(
    lines.map((line) => sql`(${line.account}, ${line.userId}::uuid, ${bookingId}::uuid, ${line.amountCents}::bigint)`),
    sql`, `,
  );
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`with journal as (
      insert into ledger_journals (kind, booking_id, memo) values (${journal.kind}, ${bookingId}::uuid, ${journal.memo ?? null})
      returning id
    ), entries as (
      insert into ledger_entries (journal_id, account, user_id, booking_id, amount_cents)
      select journal.id, line.account, line.user_id, line.booking_id, line.amount_cents
      from journal, (values ${values}) as line(account, user_id, booking_id, amount_cents)
      returning 1
    )
    select id from journal`,
  );
  return row.id;
}
