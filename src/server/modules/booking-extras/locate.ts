// The booking a money change works on, locked for the change: parties, status, the card kept at
// booking and the tasker's held share (booking_funds), so a tip, an approval, a dispute and the
// release job never act on the same booking at once. The booking row is locked `for no key update`:
// money changes still wait for each other, but a release that writes a journal for the booking (its
// foreign key takes a key-share lock on the row) while holding the booking_funds row is never blocked
// by it, so the two never deadlock; the change then waits for the funds row and reads its new status.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";

export interface BookingMoneyRow extends Record<string, unknown> {
  id: string;
  customer_id: string;
  tasker_id: string;
  status: string;
  hourly_rate: string | null;
  completed_at: Date | null;
  provider_ref: string | null;
  card_token: string | null;
  funds_status: string | null;
}

/** Locks the booking (and its booking_funds row, when there is one); 404 unless `userId` may see it. */
export async function lockBookingMoney(tx: Db, bookingId: string, userId: string): Promise<BookingMoneyRow> {
  if (!isUuid(bookingId)) throw notFound("Booking not found");
  const [row] = await queryRows<BookingMoneyRow>(
    tx,
    sql`select b.id::text, b.customer_id::text, b.tasker_id::text, b.status, b.hourly_rate::text, b.completed_at,
      p.provider_ref, p.card_token, f.status as funds_status
    from bookings b left join payments p on p.booking_id = b.id left join booking_funds f on f.booking_id = b.id
    where b.id = ${bookingId}::uuid for no key update of b`,
  );
  if (!row || (row.customer_id !== userId && row.tasker_id !== userId)) throw notFound("Booking not found");
  if (row.funds_status !== null) {
    // The row lock, then a fresh read of the status (another transaction may have changed it while we waited).
    const [funds] = await queryRows<{ status: string }>(
      tx,
      sql`select status from booking_funds where booking_id = ${bookingId}::uuid for update`,
    );
    row.funds_status = funds.status;
  }
  return row;
}

export const partiesOf = (row: { id: string; customer_id: string; tasker_id: string }) => ({
  bookingId: row.id,
  customerId: row.customer_id,
  taskerId: row.tasker_id,
});
