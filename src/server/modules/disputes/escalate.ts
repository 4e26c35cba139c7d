// The escalation, the "escalate-disputes" job's work every minute (jobs/background-jobs.ts): disputes
// the tasker did not answer by their deadline go to admins. Safe with several instances: each run claims due rows with `for update skip locked`, so two workers never
// escalate (or mail about) one dispute twice. `now` is a parameter so tests can advance the clock.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { writeAudit } from "../../lib/audit";
import { disputeEscalated } from "../notifications/money-emails";
import { mailBookingParties } from "../notifications/money-notify";

/** Escalates up to `limit` overdue disputes; resolves with their ids. */
export async function escalateOverdueDisputes(db: Db, origin: string, now = new Date(), limit = 50): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await queryRows<{ id: string; booking_id: string }>(
      tx,
      sql`select id::text, booking_id::text from disputes
      where status = 'awaiting_tasker' and respond_by <= ${now.toISOString()}::timestamptz
      order by respond_by limit ${limit} for update skip locked`,
    );
    for (const d of due) {
      await queryRows(
        tx,
        sql`update disputes set status = 'escalated', escalation_reason = 'no_answer', escalated_at = now()
        where id = ${d.id}::uuid`,
      );
      await writeAudit(tx, {
        actorId: null,
        action: "dispute.escalated",
        targetType: "dispute",
        targetId: d.id,
        before: { status: "awaiting_tasker" },
        after: { status: "escalated", reason: "no_answer" },
      });
      const mail = (m: Parameters<typeof disputeEscalated>[0]) => disputeEscalated(m, "no_answer", null);
      await mailBookingParties(tx, d.booking_id, origin, { customer: mail, tasker: mail });
    }
    return due.map((d) => d.id);
  });
}
