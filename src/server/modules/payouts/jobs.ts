// The money jobs, the "money" job's work every MONEY_JOBS_INTERVAL_SECONDS (jobs/background-jobs.ts):
// release held shares whose hold has ended, resend payouts left pending (recovery.ts), then the
// weekly automatic payouts. All are safe with several instances, and to run again.
// `now` is a parameter, so tests (and the test-only route) run them at an advanced clock.
import type { Db } from "../../db/connect";
import { releaseDueFunds } from "../earnings/release";
import type { PaymentProvider } from "../payments/provider";
import { runAutomaticPayouts } from "./automatic";
import { resendPendingPayouts } from "./recovery";

export interface MoneyJobsResult {
  released: number;
  resent: number;
  paidOut: number;
}

export async function runMoneyJobs(db: Db, provider: PaymentProvider, now: Date): Promise<MoneyJobsResult> {
  const released = await releaseDueFunds(db, provider, now);
  const resent = await resendPendingPayouts(db, provider, now);
  const paidOut = await runAutomaticPayouts(db, provider, now);
  return { released, resent, paidOut };
}
