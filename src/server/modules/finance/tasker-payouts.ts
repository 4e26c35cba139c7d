// GET /api/admin/taskers/{id}/payouts: a tasker's balances, payout account (masked), whether an
// admin paused their payouts and why, and their payout history, newest first.
import { sql } from "drizzle-orm";
import type { AdminTaskerPayouts } from "../../../contract/finance";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { toIso } from "../../lib/dates";
import { notFound } from "../../lib/http-error";
import { isUuid, TASKER_TYPES_SQL } from "../../lib/sql-text";
import { taskerBalanceStrings } from "../ledger/booking-amounts";
import { listPayouts } from "../payouts/history";

type TaskerRow = {
  name: string;
  email: string;
  masked: string | null;
  reason: string | null;
  paused_at: Date | null;
};

export async function adminTaskerPayouts(db: Db, taskerId: string): Promise<AdminTaskerPayouts> {
  const [t] = isUuid(taskerId)
    ? await queryRows<TaskerRow>(
        db,
        sql`select u.first_name || ' ' || u.last_name as name, u.email, a.masked, h.reason, h.created_at as paused_at
        from users u left join payout_accounts a on a.tasker_id = u.id left join payout_holds h on h.tasker_id = u.id
        where u.id = ${taskerId}::uuid and u.user_type = any(${TASKER_TYPES_SQL})`,
      )
    : [];
  if (!t) throw notFound("Tasker not found");
  return {
    taskerId,
    name: t.name,
    email: t.email,
    balance: await taskerBalanceStrings(db, taskerId),
    account: t.masked,
    paused: t.paused_at ? { reason: t.reason ?? "", pausedAt: toIso(t.paused_at) } : null,
    payouts: await listPayouts(db, taskerId),
  };
}
