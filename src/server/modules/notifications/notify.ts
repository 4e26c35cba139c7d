// Queues the transactional e-mails. Every function takes the transaction of the change it
// announces, so a rolled-back change sends nothing. Deleted (anonymized) users get no mail.
import { sql } from "drizzle-orm";
import { shortName } from "../../../contract/names";
import type { Db } from "../../db/connect";
import { queryRows, type PgTimestamp } from "../../db/query";
import { queueMail, type Mail } from "../../lib/mailer";
import { buildReceipt } from "../receipts/service";
import * as emails from "./emails";

type Alias = "c" | "t";
/** A person's mail columns from `users ${alias}`: id, email, first and last name, and whether they get mail. */
export const PERSON = (alias: Alias) =>
  sql.raw(`${alias}.id as ${alias}_id, ${alias}.email as ${alias}_email, ${alias}.first_name as ${alias}_first,
  ${alias}.last_name as ${alias}_last, (${alias}.deleted_at is null and ${alias}.email not like '%@taskly.invalid') as ${alias}_ok`);

/** The columns PERSON("c") and PERSON("t") add: the customer and the tasker. */
export type PeopleRow = {
  c_id: string;
  c_email: string;
  c_first: string;
  c_last: string;
  c_ok: boolean;
  t_id: string;
  t_email: string;
  t_first: string;
  t_last: string;
  t_ok: boolean;
};

/** `urgent`: the booking starts within a day, so the mail goes through quiet hours. */
async function send(
  db: Db,
  row: PeopleRow,
  alias: Alias,
  mail: emails.EmailText,
  { origin, urgent = false }: { origin: string; urgent?: boolean },
): Promise<void> {
  if (!row[`${alias}_ok`]) return;
  await queueMail(db, { to: row[`${alias}_email`].toLowerCase(), userId: row[`${alias}_id`], ...mail, origin, urgent });
}

/** A booking starting within the next 24 hours: news of it is urgent and goes through quiet hours. */
export const withinADay = (start: Date, now = Date.now()) => start.getTime() - now < 24 * 3_600_000;

/** The tasker's business name, else first name and last initial (as on cards). */
const taskerName = (r: PeopleRow & { display_name: string | null }) => r.display_name ?? shortName(r.t_first, r.t_last);

type BookingMailRow = PeopleRow & {
  title: string;
  display_name: string | null;
  scheduled_date: PgTimestamp;
  duration: number | null;
  /** numeric columns: strings from both drivers */
  subtotal: string;
  service_fee: string;
  total_amount: string;
  refund_amount: string | null;
  cancellation_fee: string | null;
  card_brand: string | null;
  card_last4: string | null;
  captured_amount: string | null;
};

async function bookingRow(db: Db, bookingId: string): Promise<BookingMailRow> {
  const [row] = await queryRows<BookingMailRow>(
    db,
    sql`select b.scheduled_date, b.duration, b.total_amount, b.refund_amount, b.cancellation_fee,
      coalesce(b.subtotal, b.total_amount - coalesce(b.service_fee, 0)) as subtotal,
      coalesce(b.service_fee, 0) as service_fee,
      k.title, tp.display_name, p.card_brand, p.card_last4, p.captured_amount, ${PERSON("c")}, ${PERSON("t")}
    from bookings b join tasks k on k.id = b.task_id join users c on c.id = b.customer_id join users t on t.id = b.tasker_id
    left join tasker_profiles tp on tp.user_id = b.tasker_id left join payments p on p.booking_id = b.id
    where b.id = ${bookingId}::uuid`,
  );
  return row;
}

/** What the booking confirmation mails are written from (modules/bookings/booking-call.ts reads it). */
export type BookingConfirmedFacts = PeopleRow & {
  title: string;
  display_name: string | null;
  start: Date;
  duration: number;
  subtotal: string;
  service_fee: string;
  total_amount: string;
  card_brand: string | null;
  card_last4: string | null;
};

/**
 * The booking confirmations to the customer and the tasker, written in the booking's own database
 * call (decision 0054) rather than queued here: deleted (anonymized) users get none.
 */
export function bookingConfirmedMails(r: BookingConfirmedFacts, origin: string, now = new Date()): Mail[] {
  const soon = withinADay(r.start, now.getTime());
  const mail = (alias: Alias, text: emails.EmailText): Mail[] =>
    r[`${alias}_ok`]
      ? [{ to: r[`${alias}_email`].toLowerCase(), userId: r[`${alias}_id`], ...text, origin, urgent: soon, now }]
      : [];
  return [
    ...mail(
      "c",
      emails.bookingConfirmedCustomer({
        firstName: r.c_first,
        taskTitle: r.title,
        taskerName: taskerName(r),
        start: r.start,
        duration: r.duration,
        subtotal: r.subtotal,
        serviceFee: r.service_fee,
        total: r.total_amount,
        cardBrand: r.card_brand,
        cardLast4: r.card_last4,
        origin,
      }),
    ),
    ...mail(
      "t",
      emails.bookingConfirmedTasker({
        firstName: r.t_first,
        customerFirstName: r.c_first,
        taskTitle: r.title,
        start: r.start,
        duration: r.duration,
        origin,
      }),
    ),
  ];
}

export async function notifyBookingCancelled(
  db: Db,
  bookingId: string,
  cancelledBy: "customer" | "tasker" | "processor" | "admin",
  origin: string,
): Promise<void> {
  const r = await bookingRow(db, bookingId);
  const base = {
    taskTitle: r.title,
    start: new Date(r.scheduled_date),
    cancelledBy,
    refund: r.refund_amount ?? "0",
    fee: r.cancellation_fee ?? "0",
    origin,
  };
  // The customer always hears about the refund; the tasker when they did not cancel themselves.
  const options = { origin, urgent: withinADay(base.start) };
  await send(db, r, "c", emails.bookingCancelled({ ...base, firstName: r.c_first, to: "customer" }), options);
  if (cancelledBy !== "tasker")
    await send(db, r, "t", emails.bookingCancelled({ ...base, firstName: r.t_first, to: "tasker" }), options);
}

export async function notifyBookingCompleted(db: Db, bookingId: string, origin: string): Promise<void> {
  const r = await bookingRow(db, bookingId);
  const receipt = await buildReceipt(db, bookingId);
  await send(
    db,
    r,
    "c",
    emails.bookingCompleted({
      firstName: r.c_first,
      taskTitle: r.title,
      taskerName: taskerName(r),
      captured: r.captured_amount ?? r.total_amount,
      cardBrand: r.card_brand,
      cardLast4: r.card_last4,
      origin,
      receipt: receipt && receipt.items.length > 0 ? receipt : undefined,
    }),
    { origin },
  );
}

export async function notifyNewOffer(db: Db, offerId: string, origin: string): Promise<void> {
  const [r] = await queryRows<
    PeopleRow & {
      task_id: string;
      proposed_rate: string;
      estimated_duration: number | null;
      title: string;
      display_name: string | null;
    }
  >(
    db,
    sql`select o.task_id, o.proposed_rate, o.estimated_duration, k.title, tp.display_name, ${PERSON("c")}, ${PERSON("t")}
    from task_offers o join tasks k on k.id = o.task_id join users c on c.id = k.customer_id join users t on t.id = o.tasker_id
    left join tasker_profiles tp on tp.user_id = o.tasker_id where o.id = ${offerId}::uuid`,
  );
  await send(
    db,
    r,
    "c",
    emails.newOffer({
      firstName: r.c_first,
      taskTitle: r.title,
      taskId: r.task_id,
      taskerName: taskerName(r),
      rate: r.proposed_rate,
      duration: r.estimated_duration ?? 0,
      origin,
    }),
    { origin },
  );
}

export async function notifyInvitation(db: Db, taskId: string, taskerUserId: string, origin: string): Promise<void> {
  const [r] = await queryRows<PeopleRow & { title: string }>(
    db,
    sql`select k.title, ${PERSON("c")}, ${PERSON("t")}
    from tasks k join users c on c.id = k.customer_id join users t on t.id = ${taskerUserId}::uuid where k.id = ${taskId}::uuid`,
  );
  await send(
    db,
    r,
    "t",
    emails.invitation({
      firstName: r.t_first,
      customerFirstName: r.c_first,
      taskTitle: r.title,
      origin,
    }),
    { origin },
  );
}
