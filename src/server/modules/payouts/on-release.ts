// With a processor that pays out on release (Stripe), money released to a tasker goes on at once: in
// the release's own transaction a 'release' payout of their whole available balance is written (the
// payout row, 'pending', and its journal), then sent after the commit, naming the charge the money
// came from (decision 0026). When it cannot go (payouts paused, no enabled destination, less than
// 1.00), the money stays available and the earnings screen says why; a payout on request or the
// weekly run sends it later.
import type { MoneyTransaction } from "../payments/money-transaction";
import type { PaymentProvider } from "../payments/provider";
import { sendPayout, startPayoutIn } from "./payout";

export async function payOutReleased(
  m: MoneyTransaction,
  provider: PaymentProvider,
  taskerId: string,
  sourceRef: string | null,
): Promise<void> {
  if (!provider.paysOutOnRelease) return;
  const started = await startPayoutIn(m.tx, provider, {
    taskerId,
    trigger: "release",
    sourceRef: sourceRef ?? undefined,
  });
  if (started) m.afterCommit(() => sendPayout(m.db, provider, started));
}
