// GET /api/bookings/{id}/extras: the booking's saved card, held share, tips, price changes and
// dispute, for its customer, its tasker or an admin.
import { sql } from "drizzle-orm";
import { TIP_WINDOW_DAYS, type Adjustment, type BookingExtras } from "../../../contract/booking-extras";
import { fromCents } from "../../../contract/money";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import type { UserRow } from "../../plugins/auth";
import { DISPUTE_COLUMNS, toDispute, type DisputeRow } from "../disputes/present";
import { bookingFigures, refundableCents } from "./figures";
import { toAdjustment, type AdjustmentRow } from "./present-adjustment";

type HeadRow = {
  customer_id: string;
  tasker_id: string;
  completed_at: Date | null;
  card_token: string | null;
  card_brand: string | null;
  card_last4: string | null;
  funds_status: BookingExtras["fundsStatus"];
  available_at: Date | null;
};

export async function readBookingExtras(db: Db, user: UserRow, bookingId: string): Promise<BookingExtras> {
  const [head] = isUuid(bookingId)
    ? await queryRows<HeadRow>(
        db,
        sql`select b.customer_id::text, b.tasker_id::text, b.completed_at, p.card_token, p.card_brand, p.card_last4,
          f.status as funds_status, f.available_at
        from bookings b left join payments p on p.booking_id = b.id left join booking_funds f on f.booking_id = b.id
        where b.id = ${bookingId}::uuid`,
      )
    : [];
  if (!head || (head.customer_id !== user.id && head.tasker_id !== user.id && user.userType !== "admin"))
    throw notFound("Booking not found");
  const tips = await queryRows<{ id: string; amount_cents: number; created_at: Date }>(
    db,
    sql`select id::text, amount_cents, created_at from booking_tips where booking_id = ${bookingId}::uuid order by created_at`,
  );
  const adjustments = await queryRows<AdjustmentRow>(
    db,
    sql`select * from booking_adjustments where booking_id = ${bookingId}::uuid order by created_at`,
  );
  const [dispute] = await queryRows<DisputeRow>(
    db,
    sql`select ${DISPUTE_COLUMNS} from disputes d where d.booking_id = ${bookingId}::uuid`,
  );
  const completed = head.completed_at ? new Date(head.completed_at) : null;
  return {
    bookingId,
    savedCard: head.card_token ? { brand: head.card_brand, last4: head.card_last4 } : null,
    fundsStatus: head.funds_status,
    availableAt: head.available_at ? new Date(head.available_at).toISOString() : null,
    refundable: fromCents(refundableCents(await bookingFigures(db, bookingId))),
    tipUntil: completed ? new Date(completed.getTime() + TIP_WINDOW_DAYS * 86_400_000).toISOString() : null,
    tips: tips.map((t) => ({
      id: t.id,
      amount: fromCents(t.amount_cents),
      createdAt: new Date(t.created_at).toISOString(),
    })),
    adjustments: adjustments.map((a): Adjustment => toAdjustment(a)),
    dispute: dispute ? toDispute(dispute) : null,
  };
}
