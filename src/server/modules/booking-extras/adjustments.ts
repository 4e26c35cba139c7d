// Price changes during the job: the tasker proposes extra hours (at the booked rate, plus the
// service fee) or an expense (passed on without a fee) with a note; the customer approves —
// charging the saved card, an 'adjustment' journal — or declines. One pending change per booking.
// The answer locks the change and checks it is still pending, so it charges once however often it is
// sent; with an Idempotency-Key a retry also gets the first answer back instead of a 409.
import { sql } from "drizzle-orm";
import type { Adjustment, CreateAdjustmentInput } from "../../../contract/booking-extras";
import { bookingAmounts, toCents } from "../../../contract/money";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { recordEvents } from "../../events/record";
import { bookingParties } from "../../events/task-ref";
import { conflict, forbidden, notFound } from "../../lib/http-error";
import { claimIdempotencyKey, recordIdempotentResult, requestFingerprint } from "../../lib/idempotency";
import { isUuid } from "../../lib/sql-text";
import type { UserRow } from "../../plugins/auth";
import { adjustmentJournal } from "../ledger/extra-journals";
import { postJournal } from "../ledger/post";
import { adjustmentCharged, adjustmentDecided, adjustmentProposed } from "../notifications/money-emails";
import { mailBookingParties } from "../notifications/money-notify";
import { moneyTransaction } from "../payments/money-transaction";
import type { PaymentProvider } from "../payments/provider";
import { chargeSavedCard, NO_SAVED_CARD } from "./charge";
import { lockBookingMoney, partiesOf } from "./locate";
import { toAdjustment, type AdjustmentRow } from "./present-adjustment";

export async function proposeAdjustment(
  db: Db,
  user: UserRow,
  bookingId: string,
  input: CreateAdjustmentInput,
  origin: string,
): Promise<Adjustment> {
  return db.transaction(async (tx) => {
    const booking = await lockBookingMoney(tx, bookingId, user.id);
    if (booking.tasker_id !== user.id) throw forbidden("Only the tasker can propose a price change.");
    if (booking.status !== "in_progress")
      throw conflict("A price change can be proposed while the job is in progress.");
    if (!booking.card_token) throw conflict(NO_SAVED_CARD);
    const pending = await queryRows(
      tx,
      sql`select 1 from booking_adjustments where booking_id = ${booking.id}::uuid and status = 'pending'`,
    );
    if (pending.length) throw conflict("A price change is already waiting for the customer's answer.");
    const { amountCents, feeCents, hours } =
      input.kind === "extra_hours"
        ? { ...extraHours(toCents(booking.hourly_rate ?? "0"), input.hours), hours: input.hours }
        : { amountCents: toCents(input.amount.trim()), feeCents: 0, hours: null };
    const [row] = await queryRows<AdjustmentRow>(
      tx,
      sql`insert into booking_adjustments (booking_id, kind, hours, amount_cents, fee_cents, note)
      values (${booking.id}::uuid, ${input.kind}, ${hours}, ${amountCents}, ${feeCents}, ${input.note.trim()}) returning *`,
    );
    const adjustment = toAdjustment(row);
    await mailBookingParties(tx, booking.id, origin, {
      customer: (m) => adjustmentProposed(m, adjustment.total, adjustment.note),
    });
    const parties = await bookingParties(tx, booking.id);
    await recordEvents(tx, { type: "price-change.proposed", bookingId: booking.id, ...parties });
    return adjustment;
  });
}

function extraHours(rateCents: number, hours: number) {
  const a = bookingAmounts(rateCents, hours);
  return { amountCents: a.subtotalCents, feeCents: a.feeCents };
}

export async function decideAdjustment(
  db: Db,
  payments: PaymentProvider,
  user: UserRow,
  adjustmentId: string,
  approve: boolean,
  origin: string,
  idempotencyKey?: string,
): Promise<{ adjustment: Adjustment; replayed: boolean }> {
  return moneyTransaction(db, async (m) => {
    const { tx } = m;
    if (idempotencyKey) {
      // Claimed first: a concurrent retry waits here until this transaction ends, then replays it.
      const fingerprint = requestFingerprint(["adjustment", adjustmentId, approve ? "approve" : "decline"]);
      const earlier = await claimIdempotencyKey(tx, user.id, idempotencyKey, fingerprint, "price-change answer");
      if (earlier) {
        const [row] = earlier.adjustment_id
          ? await queryRows<AdjustmentRow>(
              tx,
              sql`select * from booking_adjustments where id = ${earlier.adjustment_id}::uuid`,
            )
          : [];
        if (!row) throw conflict("An identical answer to this price change is still being processed.");
        return { adjustment: toAdjustment(row), replayed: true };
      }
    }
    const [ref] = isUuid(adjustmentId)
      ? await queryRows<{ booking_id: string }>(
          tx,
          sql`select a.booking_id::text from booking_adjustments a join bookings b on b.id = a.booking_id
          where a.id = ${adjustmentId}::uuid and ${user.id}::uuid in (b.customer_id, b.tasker_id)`,
        )
      : [];
    if (!ref) throw notFound("Price change not found");
    const booking = await lockBookingMoney(tx, ref.booking_id, user.id);
    if (booking.customer_id !== user.id) throw forbidden("Only the customer can approve or decline a price change.");
    const [row] = await queryRows<AdjustmentRow>(
      tx,
      sql`select * from booking_adjustments where id = ${adjustmentId}::uuid for update`,
    );
    if (row.status !== "pending") throw conflict(`This price change was already ${row.status}.`);
    if (approve) {
      const open =
        booking.status === "in_progress" || (booking.status === "completed" && booking.funds_status === "held");
      if (!open) throw conflict("This price change can no longer be approved: the payment was settled.");
      const providerRef = await chargeSavedCard(m, payments, {
        cardToken: booking.card_token,
        amountCents: row.amount_cents + row.fee_cents,
        cause: `adjustment:${row.id}`,
      });
      await postJournal(tx, adjustmentJournal(partiesOf(booking), row.amount_cents, row.fee_cents));
      await queryRows(tx, sql`update booking_adjustments set provider_ref = ${providerRef} where id = ${row.id}::uuid`);
    }
    const [decided] = await queryRows<AdjustmentRow>(
      tx,
      sql`update booking_adjustments set status = ${approve ? "approved" : "declined"}, decided_at = now()
      where id = ${row.id}::uuid returning *`,
    );
    const adjustment = toAdjustment(decided);
    if (idempotencyKey) await recordIdempotentResult(tx, user.id, idempotencyKey, { adjustmentId: adjustment.id });
    await mailBookingParties(tx, booking.id, origin, {
      tasker: (mail) => adjustmentDecided(mail, adjustment.total, approve),
      customer: approve ? (mail) => adjustmentCharged(mail, adjustment.total) : undefined,
    });
    const parties = await bookingParties(tx, booking.id);
    await recordEvents(tx, { type: "price-change.answered", bookingId: booking.id, ...parties });
    return { adjustment, replayed: false };
  });
}
