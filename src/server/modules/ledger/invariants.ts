// The rules the ledger must always satisfy, as queries that list what breaks them. Tests run them
// after every money change; the admin reconcile view shows them. An empty list means it reconciles.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";

export interface LedgerViolation {
  rule: string;
  subject: string;
  detail: string;
}

/** Per booking, in cents: what came in from the card (captures, tips, adjustments), what went back, where it sits. */
export const BOOKING_MONEY_SQL = sql`
  select e.booking_id,
    sum(case when j.kind = 'capture' and e.account = 'customer_authorized' then -e.amount_cents
             when j.kind = 'opening' and e.account in ('customer_card', 'customer_authorized') then -e.amount_cents
             else 0 end)::bigint as captured,
    sum(case when j.kind in ('tip', 'adjustment') and e.account = 'customer_card' then -e.amount_cents else 0 end)::bigint
      as charged_extra,
    sum(case when j.kind = 'refund' and e.account = 'customer_card' then e.amount_cents else 0 end)::bigint as refunded,
    sum(case when e.account in ('tasker_held', 'tasker_available') then e.amount_cents else 0 end)::bigint as tasker_net,
    sum(case when e.account = 'platform_fees' then e.amount_cents else 0 end)::bigint as fees,
    sum(case when e.account = 'customer_authorized' then e.amount_cents else 0 end)::bigint as authorized_open,
    sum(case when e.account = 'tasker_held' then e.amount_cents else 0 end)::bigint as held
  from ledger_entries e join ledger_journals j on j.id = e.journal_id
  where e.booking_id is not null`;

const RULES: { rule: string; query: SQL }[] = [
  {
    rule: "every journal balances",
    query: sql`select journal_id::text as subject, sum(amount_cents)::text as detail
      from ledger_entries group by journal_id having sum(amount_cents) <> 0`,
  },
  {
    rule: "refunds never exceed what was captured",
    query: sql`select booking_id::text as subject, refunded || ' refunded of ' || (captured + charged_extra) as detail
      from (${BOOKING_MONEY_SQL} group by e.booking_id) m where refunded > captured + charged_extra`,
  },
  {
    rule: "tasker net + taskly fee + refunds = captured + tips and adjustments",
    query: sql`select booking_id::text as subject,
        tasker_net || ' + ' || fees || ' + ' || refunded || ' <> ' || captured || ' + ' || charged_extra as detail
      from (${BOOKING_MONEY_SQL} group by e.booking_id) m
      where tasker_net + fees + refunded <> captured + charged_extra`,
  },
  {
    rule: "no booking holds a negative amount for its tasker or on the card",
    query: sql`select booking_id::text as subject, 'held ' || held || ', authorized ' || authorized_open as detail
      from (${BOOKING_MONEY_SQL} group by e.booking_id) m where held < 0 or authorized_open < 0`,
  },
  {
    rule: "no tasker is paid out more than was released to them",
    query: sql`select user_id::text as subject, sum(amount_cents)::text || ' available' as detail
      from ledger_entries where account = 'tasker_available' group by user_id having sum(amount_cents) < 0`,
  },
];

export async function ledgerViolations(db: Db): Promise<LedgerViolation[]> {
  const found: LedgerViolation[] = [];
  for (const { rule, query } of RULES) {
    const rows = await queryRows<{ subject: string; detail: string }>(db, query);
    for (const row of rows) found.push({ rule, subject: row.subject, detail: row.detail });
  }
  return found;
}
