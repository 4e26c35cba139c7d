// Release of held funds: early by the customer ('Looks good, release payment'), or by the release
// job once available_at has passed. Both lock the booking_funds row, so a share is released once:
// the job skips rows another worker holds (`for update skip locked`), the customer's release waits
// for the lock and then finds the row no longer 'held'.
import { sql } from "drizzle-orm";
import type { ReleaseResult } from "../../../contract/earnings";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { toIso } from "../../lib/dates";
import { conflict, forbidden, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import type { UserRow } from "../../plugins/auth";
import { releaseLockedFunds } from "../ledger/release";

const REFUSALS: Record<string, string> = {
  available: "This payment was already released to the tasker.",
  paid_out: "This payment was already released and paid out.",
  disputed: "A dispute is open on this booking: its payment stays held until the dispute is resolved.",
  refunded: "This payment was refunded.",
};

export async function releaseByCustomer(db: Db, user: UserRow, bookingId: string, now: Date): Promise<ReleaseResult> {
  if (!isUuid(bookingId)) throw notFound("Booking not found");
  return db.transaction(async (tx) => {
    const [booking] = await queryRows<{ customer_id: string; tasker_id: string }>(
      tx,
      sql`select customer_id::text, tasker_id::text from bookings where id = ${bookingId}::uuid`,
    );
    if (!booking || (booking.customer_id !== user.id && booking.tasker_id !== user.id))
      throw notFound("Booking not found");
    if (booking.customer_id !== user.id) throw forbidden("Only the customer can release this payment.");
    const [funds] = await queryRows<{ status: string }>(
      tx,
      sql`select status from booking_funds where booking_id = ${bookingId}::uuid for update`,
    );
    if (!funds) throw conflict("There is no payment to release yet: it is taken when the job is completed.");
    if (funds.status !== "held") throw conflict(REFUSALS[funds.status] ?? "This payment cannot be released.");
    await releaseLockedFunds(tx, { bookingId, taskerId: booking.tasker_id }, now, "Released early by the customer");
    return { bookingId, status: "available", releasedAt: toIso(now) };
  });
}

/** Releases every 'held' share whose time has come by `now`, up to `limit`; returns how many. */
export async function releaseDueFunds(db: Db, now: Date, limit = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await queryRows<{ booking_id: string; tasker_id: string }>(
      tx,
      sql`select booking_id::text, tasker_id::text from booking_funds
      where status = 'held' and available_at <= ${now.toISOString()}::timestamptz
      order by available_at limit ${limit} for update skip locked`,
    );
    for (const f of due) {
      await releaseLockedFunds(tx, { bookingId: f.booking_id, taskerId: f.tasker_id }, now, "Hold period ended");
    }
    return due.length;
  });
}
