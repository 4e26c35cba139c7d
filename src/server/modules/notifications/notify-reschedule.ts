// Queues the e-mails of moving a booking, in the transaction of the change (like notify.ts): the other
// side hears of a proposal, the proposer of the answer (and on acceptance both sides of the new time).
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows, type PgTimestamp } from "../../db/query";
import { queueMail } from "../../lib/mailer";
import type { EmailText } from "./emails";
import { withinADay } from "./notify";
import { rescheduleAnswered, rescheduleProposed } from "./reschedule-emails";

type PartyRow = {
  title: string;
  c_id: string;
  t_id: string;
  scheduled_date: PgTimestamp;
  c_email: string;
  c_first: string;
  c_ok: boolean;
  t_email: string;
  t_first: string;
  t_ok: boolean;
};
type Side = "customer" | "tasker";

async function partiesOf(db: Db, bookingId: string): Promise<PartyRow> {
  const [row] = await queryRows<PartyRow>(
    db,
    sql`select k.title, b.scheduled_date, b.customer_id as c_id, b.tasker_id as t_id, c.email as c_email, c.first_name as c_first,
      (c.deleted_at is null and c.email not like '%@taskly.invalid') as c_ok,
      t.email as t_email, t.first_name as t_first, (t.deleted_at is null and t.email not like '%@taskly.invalid') as t_ok
    from bookings b join tasks k on k.id = b.task_id join users c on c.id = b.customer_id join users t on t.id = b.tasker_id
    where b.id = ${bookingId}::uuid`,
  );
  return row;
}

/** A move from or to a time within the next 24 hours is urgent: it goes through quiet hours. */
async function mailTo(
  db: Db,
  row: PartyRow,
  side: Side,
  mail: (firstName: string) => EmailText,
  { origin, times }: { origin: string; times: Date[] },
): Promise<void> {
  const ok = side === "customer" ? row.c_ok : row.t_ok;
  if (!ok) return;
  const to = (side === "customer" ? row.c_email : row.t_email).toLowerCase();
  const userId = side === "customer" ? row.c_id : row.t_id;
  const urgent = times.some((time) => withinADay(time));
  await queueMail(db, { to, userId, ...mail(side === "customer" ? row.c_first : row.t_first), origin, urgent });
}

const other = (side: Side): Side => (side === "customer" ? "tasker" : "customer");

export async function notifyRescheduleProposed(db: Db, bookingId: string, by: Side, to: Date, origin: string) {
  const row = await partiesOf(db, bookingId);
  const base = { taskTitle: row.title, proposedBy: by, from: new Date(row.scheduled_date), to, origin };
  await mailTo(db, row, other(by), (firstName) => rescheduleProposed({ ...base, firstName }), {
    origin,
    times: [base.from, to],
  });
}

/** To the proposer: their proposal to move the booking `from` → `to` was accepted or declined. */
export async function notifyRescheduleAnswered(
  db: Db,
  bookingId: string,
  answer: { proposer: Side; accepted: boolean; from: Date; to: Date },
  origin: string,
) {
  const row = await partiesOf(db, bookingId);
  const base = { taskTitle: row.title, proposedBy: answer.proposer, ...answer, origin };
  await mailTo(db, row, answer.proposer, (firstName) => rescheduleAnswered({ ...base, firstName }), {
    origin,
    times: [answer.from, answer.to],
  });
}
