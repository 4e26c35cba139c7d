// Release of held funds: early by the customer ('Looks good, release payment'), or by the release
// job once available_at has passed. Both lock the booking_funds row, so a share is released once:
// the job skips rows another worker holds (`for update skip locked`), the customer's release waits
// for the lock and then finds the row no longer 'held'. With a processor that pays out on release,
// the same transaction writes the payout of the released money (payouts/on-release.ts).
import { sql } from "drizzle-orm";
import type { ReleaseResult } from "../../../contract/earnings";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { toIso } from "../../lib/dates";
import { conflict, forbidden, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import type { UserRow } from "../../plugins/auth";
import { releaseLockedFunds } from "../ledger/release";
import { moneyTransaction } from "../payments/money-transaction";
import type { PaymentProvider } from "../payments/provider";
import { payOutReleased } from "../payouts/on-release";

const REFUSALS: Record<string, string> = {
  available: "This payment was already released to the tasker.",
  paid_out: "This payment was already released and paid out.",
  disputed: "A dispute is open on this booking: its payment stays held until the dispute is resolved.",
  refunded: "This payment was refunded.",
};

type ReleaseRow = { customer_id: string; tasker_id: string; provider_ref: string | null };

export async function releaseByCustomer(
  db: Db,
  provider: PaymentProvider,
  user: UserRow,
  bookingId: string,
  now: Date,
): Promise<ReleaseResult> {
  if (!isUuid(bookingId)) throw notFound("Booking not found");
  return moneyTransaction(db, async (m) => {
    const { tx } = m;
    const [booking] = await queryRows<ReleaseRow>(
      tx,
      sql`select b.customer_id::text, b.tasker_id::text, p.provider_ref from bookings b
      left join payments p on p.booking_id = b.id where b.id = ${bookingId}::uuid`,
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
    await payOutReleased(m, provider, booking.tasker_id, booking.provider_ref);
    const [after] = await queryRows<{ status: ReleaseResult["status"] }>(
      tx,
      sql`select status from booking_funds where booking_id = ${bookingId}::uuid`,
    );
    return { bookingId, status: after.status, releasedAt: toIso(now) };
  });
}

/** Releases every 'held' share whose time has come by `now`, up to `limit`; returns how many. */
export async function releaseDueFunds(db: Db, provider: PaymentProvider, now: Date, limit = 200): Promise<number> {
  return moneyTransaction(db, async (m) => {
    const due = await queryRows<{ booking_id: string; tasker_id: string; provider_ref: string | null }>(
      m.tx,
      sql`select f.booking_id::text, f.tasker_id::text, p.provider_ref from booking_funds f
      left join payments p on p.booking_id = f.booking_id
      where f.status = 'held' and f.available_at <= ${now.toISOString()}::timestamptz
      order by f.available_at limit ${limit} for update of f skip locked`,
    );
    const sources = new Map<string, string | null>();
    for (const f of due) {
      await releaseLockedFunds(m.tx, { bookingId: f.booking_id, taskerId: f.tasker_id }, now, "Hold period ended");
      sources.set(f.tasker_id, f.provider_ref);
    }
    // One payout per tasker, taken in id order: two workers lock taskers in the same order.
    for (const taskerId of [...sources.keys()].sort())
      await payOutReleased(m, provider, taskerId, sources.get(taskerId) ?? null);
    return due.length;
  });
}
