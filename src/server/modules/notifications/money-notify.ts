// Queues the e-mails of money after booking to the booking's customer and tasker, in the
// transaction of the change. Deleted (anonymized) users get nothing.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { queueMail } from "../../lib/mailer";
import type { EmailText } from "./emails";
import type { MoneyMail } from "./money-emails";

type PartyRow = {
  side: "customer" | "tasker";
  user_id: string;
  email: string;
  first_name: string;
  title: string;
  ok: boolean;
};

export interface MoneyMails {
  customer?: (m: MoneyMail) => EmailText;
  tasker?: (m: MoneyMail) => EmailText;
}

export async function mailBookingParties(db: Db, bookingId: string, origin: string, mails: MoneyMails): Promise<void> {
  const rows = await queryRows<PartyRow>(
    db,
    sql`select side, u.id as user_id, u.email, u.first_name, k.title,
      (u.deleted_at is null and u.email not like '%@taskly.invalid') as ok
    from bookings b join tasks k on k.id = b.task_id
    cross join lateral (values ('customer', b.customer_id), ('tasker', b.tasker_id)) s(side, user_id)
    join users u on u.id = s.user_id
    where b.id = ${bookingId}::uuid`,
  );
  for (const row of rows) {
    const build = mails[row.side];
    if (!build || !row.ok) continue;
    const text = build({ firstName: row.first_name, taskTitle: row.title, origin, bookingId });
    await queueMail(db, { to: row.email.toLowerCase(), userId: row.user_id, ...text, origin });
  }
}
