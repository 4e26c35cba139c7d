// POST /api/bookings/{id}/tips: the customer tips a completed booking within TIP_WINDOW_DAYS,
// charged on the saved card; all of it goes to the tasker (held with the booking's share, or
// available at once when that was already released, and then paid out like a release with a
// processor that pays out on release). E-mailed to the tasker. With an Idempotency-Key, a retry of
// the same tip (a double click, a browser resending after a lost answer) gets the first tip back and
// charges nothing; without one, every request is a tip of its own.
import { sql } from "drizzle-orm";
import { TIP_WINDOW_DAYS, type CreateTipInput, type Tip } from "../../../contract/booking-extras";
import { fromCents, toCents } from "../../../contract/money";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { recordEvents } from "../../events/record";
import { bookingParties } from "../../events/task-ref";
import { conflict, forbidden } from "../../lib/http-error";
import { claimIdempotencyKey, recordIdempotentResult, requestFingerprint } from "../../lib/idempotency";
import type { UserRow } from "../../plugins/auth";
import { tipJournal } from "../ledger/extra-journals";
import { postJournal } from "../ledger/post";
import { tipCharged, tipReceived } from "../notifications/money-emails";
import { mailBookingParties } from "../notifications/money-notify";
import { moneyTransaction } from "../payments/money-transaction";
import type { PaymentProvider } from "../payments/provider";
import { payOutReleased } from "../payouts/on-release";
import { chargeSavedCard } from "./charge";
import { lockBookingMoney, partiesOf } from "./locate";

type TipRow = { id: string; amount_cents: number; created_at: Date };

const toTip = (row: TipRow): Tip => ({
  id: row.id,
  amount: fromCents(row.amount_cents),
  createdAt: new Date(row.created_at).toISOString(),
});

export async function tipBooking(
  db: Db,
  payments: PaymentProvider,
  user: UserRow,
  bookingId: string,
  input: CreateTipInput,
  origin: string,
  idempotencyKey?: string,
  now = new Date(),
): Promise<{ tip: Tip; replayed: boolean }> {
  const amountCents = toCents(input.amount.trim());
  return moneyTransaction(db, async (m) => {
    const { tx } = m;
    if (idempotencyKey) {
      // Claimed first: a concurrent retry waits here until this transaction ends, then replays it.
      const fingerprint = requestFingerprint(["tip", bookingId, amountCents]);
      const earlier = await claimIdempotencyKey(tx, user.id, idempotencyKey, fingerprint, "tip");
      if (earlier) {
        const [tip] = earlier.tip_id
          ? await queryRows<TipRow>(
              tx,
              sql`select id::text, amount_cents, created_at from booking_tips where id = ${earlier.tip_id}::uuid`,
            )
          : [];
        if (!tip) throw conflict("An identical tip is still being processed.");
        return { tip: toTip(tip), replayed: true };
      }
    }
    const booking = await lockBookingMoney(tx, bookingId, user.id);
    if (booking.customer_id !== user.id) throw forbidden("Only the customer can tip this booking.");
    if (booking.status !== "completed" || !booking.completed_at || booking.funds_status === null)
      throw conflict("You can tip once the job is completed.");
    const until = new Date(booking.completed_at).getTime() + TIP_WINDOW_DAYS * 86_400_000;
    if (now.getTime() > until) throw conflict(`Tips are possible up to ${TIP_WINDOW_DAYS} days after the job.`);
    const stillHeld = booking.funds_status === "held" || booking.funds_status === "disputed";
    const [{ n }] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from booking_tips where booking_id = ${booking.id}::uuid`,
    );
    // The charge's cause: the (n + 1)th tip of this booking.
    const cause = `tip:${booking.id}:${n + 1}`;
    const ref = await chargeSavedCard(m, payments, { cardToken: booking.card_token, amountCents, cause });
    await postJournal(tx, tipJournal(partiesOf(booking), amountCents, !stillHeld));
    const [row] = await queryRows<TipRow>(
      tx,
      sql`insert into booking_tips (booking_id, amount_cents, provider_ref) values (${booking.id}::uuid, ${amountCents}, ${ref})
      returning id::text, amount_cents, created_at`,
    );
    if (idempotencyKey) await recordIdempotentResult(tx, user.id, idempotencyKey, { tipId: row.id });
    if (!stillHeld) await payOutReleased(m, payments, booking.tasker_id, ref);
    const amount = fromCents(amountCents);
    await mailBookingParties(tx, booking.id, origin, {
      tasker: (mail) => tipReceived(mail, amount),
      customer: (mail) => tipCharged(mail, amount),
    });
    await recordEvents(tx, { type: "tip.given", bookingId: booking.id, ...(await bookingParties(tx, booking.id)) });
    return { tip: toTip(row), replayed: false };
  });
}
