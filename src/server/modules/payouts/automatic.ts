// The weekly automatic payouts: on Mondays (UTC), every tasker with at least 1.00 available, a
// payout destination (destination.ts) and no pause gets one payout of the whole balance for that ISO week. Safe with
// several instances: payOut re-checks the week under the tasker's advisory lock (and a unique
// index on (tasker, week) backs it up).
import { sql } from "drizzle-orm";
import { MINIMUM_PAYOUT_CENTS } from "../../../contract/payouts";
import type { Db } from "../../db/connect";
import { pgCode } from "../../db/errors";
import { queryRows } from "../../db/query";
import { HttpError } from "../../lib/http-error";
import type { PaymentProvider } from "../payments/provider";
import { hasDestinationSql } from "./destination";
import { payOut } from "./payout";

/** 2026-11-23 → "2026-W48" (ISO 8601 week, UTC). */
export function isoWeek(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // the Thursday of this week names its year
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** Runs the weekly payouts when `now` is a Monday (UTC); returns how many payouts were made. */
export async function runAutomaticPayouts(db: Db, provider: PaymentProvider, now: Date): Promise<number> {
  if (now.getUTCDay() !== 1) return 0;
  const week = isoWeek(now);
  const due = await queryRows<{ tasker_id: string }>(
    db,
    sql`select e.user_id::text as tasker_id from ledger_entries e
    where e.account = 'tasker_available' and ${hasDestinationSql(provider, sql`e.user_id`)}
      and not exists (select 1 from payout_holds h where h.tasker_id = e.user_id)
      and not exists (select 1 from payouts p where p.tasker_id = e.user_id and p.auto_week = ${week})
    group by e.user_id having sum(e.amount_cents) >= ${MINIMUM_PAYOUT_CENTS} limit 500`,
  );
  let made = 0;
  for (const { tasker_id: taskerId } of due) {
    try {
      const payout = await payOut(db, provider, { taskerId, trigger: "automatic", autoWeek: week });
      if (payout) made += 1;
    } catch (error) {
      // Paused or emptied since the list was read (or another instance paid it): skip this tasker.
      if (!(error instanceof HttpError) && pgCode(error) !== "23505") throw error;
    }
  }
  return made;
}
