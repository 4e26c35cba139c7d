// Queues the transactional e-mails. Every function takes the transaction of the change it
// announces, so a rolled-back change sends nothing. Deleted (anonymized) users get no mail.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows, type Row } from "../../db/query";
import { queueMail } from "../../lib/mailer";
import { buildReceipt } from "../receipts/service";
import * as emails from "./emails";

const PERSON = (alias: string) =>
  sql.raw(`${alias}.email as ${alias}_email, ${alias}.first_name as ${alias}_first,
  ${alias}.last_name as ${alias}_last, (${alias}.deleted_at is null and ${alias}.email not like '%@taskly.invalid') as ${alias}_ok`);

async function send(db: Db, row: Row, alias: string, mail: emails.EmailText): Promise<void> {
  if (!row[`${alias}_ok`]) return;
  await queueMail(db, { to: String(row[`${alias}_email`]).toLowerCase(), ...mail });
}

/** The tasker's business name, else first name and last initial (as on cards). */
function taskerName(r: Row): string {
  const last = String(r.t_last ?? "").trim();
  return (
    (r.display_name as string | null) ?? `${String(r.t_first ?? "").trim()}${last ? ` ${last[0].toUpperCase()}.` : ""}`
  );
}

async function bookingRow(db: Db, bookingId: string): Promise<Row> {
  const [row] = await queryRows<Row>(
    db,
    sql`select b.*, k.title, tp.display_name, p.card_brand, p.card_last4, p.captured_amount,
      ${PERSON("c")}, ${PERSON("t")}
    from bookings b join tasks k on k.id = b.task_id join users c on c.id = b.customer_id join users t on t.id = b.tasker_id
    left join tasker_profiles tp on tp.user_id = b.tasker_id left join payments p on p.booking_id = b.id
    where b.id = ${bookingId}::uuid`,
  );
  return row;
}

export async function notifyBookingConfirmed(db: Db, bookingId: string, origin: string): Promise<void> {
  const r = await bookingRow(db, bookingId);
  const start = new Date(r.scheduled_date as Date);
  const duration = Number(r.duration);
  await send(
    db,
    r,
    "c",
    emails.bookingConfirmedCustomer({
      firstName: String(r.c_first),
      taskTitle: String(r.title),
      taskerName: taskerName(r),
      start,
      duration,
      subtotal: String(r.subtotal),
      serviceFee: String(r.service_fee),
      total: String(r.total_amount),
      cardBrand: (r.card_brand as string | null) ?? null,
      cardLast4: (r.card_last4 as string | null) ?? null,
      origin,
    }),
  );
  await send(
    db,
    r,
    "t",
    emails.bookingConfirmedTasker({
      firstName: String(r.t_first),
      customerFirstName: String(r.c_first),
      taskTitle: String(r.title),
      start,
      duration,
      origin,
    }),
  );
}

export async function notifyBookingCancelled(
  db: Db,
  bookingId: string,
  cancelledBy: "customer" | "tasker",
  origin: string,
): Promise<void> {
  const r = await bookingRow(db, bookingId);
  const base = {
    taskTitle: String(r.title),
    start: new Date(r.scheduled_date as Date),
    cancelledBy,
    refund: String(r.refund_amount ?? "0"),
    fee: String(r.cancellation_fee ?? "0"),
    origin,
  };
  // The customer always hears about the refund; the tasker when the customer cancelled.
  await send(db, r, "c", emails.bookingCancelled({ ...base, firstName: String(r.c_first), to: "customer" }));
  if (cancelledBy === "customer")
    await send(db, r, "t", emails.bookingCancelled({ ...base, firstName: String(r.t_first), to: "tasker" }));
}

export async function notifyBookingCompleted(db: Db, bookingId: string, origin: string): Promise<void> {
  const r = await bookingRow(db, bookingId);
  const receipt = await buildReceipt(db, bookingId);
  await send(
    db,
    r,
    "c",
    emails.bookingCompleted({
      firstName: String(r.c_first),
      taskTitle: String(r.title),
      taskerName: taskerName(r),
      captured: String(r.captured_amount ?? r.total_amount),
      cardBrand: (r.card_brand as string | null) ?? null,
      cardLast4: (r.card_last4 as string | null) ?? null,
      origin,
      receipt: receipt && receipt.items.length > 0 ? receipt : undefined,
    }),
  );
}

export async function notifyNewOffer(db: Db, offerId: string, origin: string): Promise<void> {
  const [r] = await queryRows<Row>(
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
      firstName: String(r.c_first),
      taskTitle: String(r.title),
      taskId: String(r.task_id),
      taskerName: taskerName(r),
      rate: String(r.proposed_rate),
      duration: Number(r.estimated_duration),
      origin,
    }),
  );
}

export async function notifyInvitation(db: Db, taskId: string, taskerUserId: string, origin: string): Promise<void> {
  const [r] = await queryRows<Row>(
    db,
    sql`select k.title, ${PERSON("c")}, ${PERSON("t")}
    from tasks k join users c on c.id = k.customer_id join users t on t.id = ${taskerUserId}::uuid where k.id = ${taskId}::uuid`,
  );
  await send(
    db,
    r,
    "t",
    emails.invitation({
      firstName: String(r.t_first),
      customerFirstName: String(r.c_first),
      taskTitle: String(r.title),
      origin,
    }),
  );
}
