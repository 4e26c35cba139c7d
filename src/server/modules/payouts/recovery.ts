// The recovery of payouts left 'pending': a crash between a payout's steps, or a processor that did
// not answer. Their money already left the available balance (step 1 committed), so each is resent
// with its own idempotency key: the processor sends it once whoever asks and however often, and only
// a still-pending row takes the outcome. Each run claims a batch with `for update skip locked` and
// stamps `retried_at`, a lease: several instances never resend one payout at the same moment.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import type { PaymentProvider } from "../payments/provider";
import { payoutDestination } from "./destination";
import { sendPayout, type StartedPayout } from "./payout";
import { settlePayout } from "./settle";

/** How long a payout stays pending before the recovery job resends it (and between two resends). */
export const RESEND_PENDING_AFTER_MINUTES = 5;

type PendingRow = {
  id: string;
  tasker_id: string;
  amount_cents: number;
  destination_ref: string | null;
  source_ref: string | null;
};

async function claimPending(db: Db, now: Date, limit: number): Promise<PendingRow[]> {
  const before = new Date(now.getTime() - RESEND_PENDING_AFTER_MINUTES * 60_000).toISOString();
  return queryRows<PendingRow>(
    db,
    sql`update payouts set retried_at = ${now.toISOString()}::timestamptz
    where id in (select id from payouts where status = 'pending' and created_at < ${before}::timestamptz
      and (retried_at is null or retried_at < ${before}::timestamptz)
      order by created_at limit ${limit} for update skip locked)
    returning id::text, tasker_id::text, amount_cents::int as amount_cents, destination_ref, source_ref`,
  );
}

/** Resends payouts pending for longer than RESEND_PENDING_AFTER_MINUTES at `now`; returns how many. */
export async function resendPendingPayouts(db: Db, provider: PaymentProvider, now: Date, limit = 50): Promise<number> {
  const rows = await claimPending(db, now, limit);
  for (const row of rows) {
    const payout = { id: row.id, taskerId: row.tasker_id, amountCents: row.amount_cents };
    // A payout written before destinations were kept on the row goes where the tasker's payouts go now.
    const destination = row.destination_ref ?? (await currentDestination(db, provider, row.tasker_id));
    if (!destination) {
      await settlePayout(db, payout, { ok: false, message: "No payout destination." });
      continue;
    }
    const started: StartedPayout = { ...payout, destinationRef: destination, sourceRef: row.source_ref };
    await sendPayout(db, provider, started);
  }
  return rows.length;
}

async function currentDestination(db: Db, provider: PaymentProvider, taskerId: string): Promise<string | null> {
  const destination = await payoutDestination(db, provider, taskerId);
  return destination.ok ? destination.ref : null;
}
