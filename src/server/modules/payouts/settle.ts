// A payout's outcome from the processor: 'paid' with its reference, or 'failed' with a
// 'payout_reversal' journal that puts the money back in the available balance and the booking shares
// back to 'available'. Only a payout still 'pending' changes, so an outcome is applied once.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { recordEvents } from "../../events/record";
import { payoutReversalJournal } from "../ledger/payout-journals";
import { postJournal } from "../ledger/post";
import type { PayoutResult } from "../payments/provider";

export async function settlePayout(
  db: Db,
  payout: { id: string; taskerId: string; amountCents: number },
  result: PayoutResult,
): Promise<void> {
  const told = { payoutId: payout.id, taskerId: payout.taskerId };
  if (result.ok) {
    await db.transaction(async (tx) => {
      const paid = await queryRows<{ id: string }>(
        tx,
        sql`update payouts set status = 'paid', provider_ref = ${result.ref}, settled_at = now()
        where id = ${payout.id}::uuid and status = 'pending' returning id::text`,
      );
      if (paid.length) await recordEvents(tx, { type: "payout.sent", ...told });
    });
    return;
  }
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`update payouts set status = 'failed', failure_message = ${result.message.slice(0, 300)}, settled_at = now()
      where id = ${payout.id}::uuid and status = 'pending' returning id::text`,
    );
    if (!row) return;
    await postJournal(tx, payoutReversalJournal(payout.taskerId, payout.amountCents, `Payout ${payout.id} failed`));
    await tx.execute(sql`update booking_funds set status = 'available', payout_id = null
      where payout_id = ${payout.id}::uuid`);
    await recordEvents(tx, { type: "payout.failed", ...told });
  });
}
