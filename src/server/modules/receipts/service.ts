// A booking's itemised receipt for its customer, from the ledger: the job (what was captured less
// the fee), the service fee, each kind of later charge (tips, adjustments) and refunds; and where the
// tasker's share is (held, available, paid out: as the tasker's earnings line says).
import { cardText } from "../notifications/emails";
import { sql } from "drizzle-orm";
import { fromCents } from "../../../contract/money";
import { shortName } from "../../../contract/names";
import type { FundsStatus } from "../../../contract/earnings";
import type { Receipt, ReceiptItem } from "../../../contract/receipts";
import type { Db } from "../../db/connect";
import { queryRows, type PgTimestamp } from "../../db/query";
import { toIso } from "../../lib/dates";
import { conflict, forbidden, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import type { UserRow } from "../../plugins/auth";
import { bookingAmounts } from "../ledger/booking-amounts";
import { shareSplits, shareStatus } from "../ledger/share-splits";

type ReceiptRow = {
  id: string;
  customer_id: string;
  tasker_id: string;
  status: string;
  title: string;
  duration: number | null;
  hourly_rate: string | null;
  scheduled_date: PgTimestamp;
  completed_at: PgTimestamp | null;
  c_first: string;
  c_last: string;
  t_first: string;
  t_last: string;
  display_name: string | null;
  card_brand: string | null;
  card_last4: string | null;
  funds_status: FundsStatus | null;
  available_at: PgTimestamp | null;
  released_at: PgTimestamp | null;
};

export const receiptNumber = (bookingId: string) => `TK-${bookingId.slice(0, 8).toUpperCase()}`;

function serviceLabel(r: ReceiptRow): string {
  if (r.status === "cancelled") return "Late cancellation (one hour of the booked rate)";
  if (r.duration && r.hourly_rate) return `${r.duration} hour${r.duration === 1 ? "" : "s"} × $${r.hourly_rate}`;
  return "Service";
}

/** The receipt of a booking, for the system (e-mails); `receiptFor` checks who asks. */
export async function buildReceipt(
  db: Db,
  bookingId: string,
): Promise<(Receipt & { customerId: string; taskerId: string }) | null> {
  const [r] = await queryRows<ReceiptRow>(
    db,
    sql`select b.id::text, b.customer_id::text, b.tasker_id::text, b.status, k.title, b.duration, b.hourly_rate::text,
      b.scheduled_date, b.completed_at, c.first_name as c_first, c.last_name as c_last,
      t.first_name as t_first, t.last_name as t_last, tp.display_name, p.card_brand, p.card_last4,
      f.status as funds_status, f.available_at, f.released_at
    from bookings b join tasks k on k.id = b.task_id join users c on c.id = b.customer_id
      join users t on t.id = b.tasker_id left join tasker_profiles tp on tp.user_id = b.tasker_id
      left join payments p on p.booking_id = b.id left join booking_funds f on f.booking_id = b.id
    where b.id = ${bookingId}::uuid`,
  );
  if (!r) return null;
  const a = (await bookingAmounts(db, [bookingId])).get(bookingId);
  const items: ReceiptItem[] = [];
  const line = (kind: ReceiptItem["kind"], label: string, cents: number): ReceiptItem => ({
    kind,
    label,
    amount: fromCents(cents),
    hours: null,
    rate: null,
  });
  if (a && a.captured > 0) {
    const service = line("service", serviceLabel(r), a.captured - a.captureFee);
    const perHour = r.status !== "cancelled" && r.duration && r.hourly_rate;
    items.push(perHour ? { ...service, hours: r.duration, rate: r.hourly_rate } : service);
    if (a.captureFee > 0) items.push(line("fee", "Service fee", a.captureFee));
  }
  if (a && a.tips > 0) items.push(line("tip", "Tips (100% to your tasker)", a.tips));
  if (a && a.adjustments > 0) items.push(line("adjustment", "Approved price changes", a.adjustments));
  if (a && a.refunds > 0) items.push(line("refund", "Refunded to your card", a.refunds));
  const total = a ? a.captured + a.tips + a.adjustments - a.refunds : 0;
  return {
    bookingId: r.id,
    customerId: r.customer_id,
    taskerId: r.tasker_id,
    number: receiptNumber(r.id),
    taskTitle: r.title,
    taskerName: r.display_name ?? shortName(r.t_first, r.t_last),
    customerName: shortName(r.c_first, r.c_last),
    scheduledDate: toIso(r.scheduled_date),
    completedAt: toIso(r.completed_at),
    items,
    total: fromCents(Math.max(0, total)),
    card: cardText(r.card_brand, r.card_last4),
    currency: "USD",
    payment:
      r.funds_status && r.available_at
        ? {
            status: shareStatus(r.funds_status, (await shareSplits(db, r.tasker_id)).get(r.id)),
            availableAt: toIso(r.available_at),
            releasedAt: toIso(r.released_at),
          }
        : null,
  };
}

export async function receiptFor(db: Db, user: UserRow, bookingId: string): Promise<Receipt> {
  if (!isUuid(bookingId)) throw notFound("Booking not found");
  const receipt = await buildReceipt(db, bookingId);
  if (!receipt || (receipt.customerId !== user.id && receipt.taskerId !== user.id)) throw notFound("Booking not found");
  if (receipt.customerId !== user.id) throw forbidden("Only the customer sees the receipt of a booking.");
  if (receipt.items.length === 0)
    throw conflict("There is no receipt yet: the card is charged when the job is completed.");
  const { customerId: _c, taskerId: _t, ...rest } = receipt;
  return rest;
}
