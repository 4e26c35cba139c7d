// The money jobs one server process runs every MONEY_JOBS_INTERVAL_SECONDS: release held shares
// whose hold has ended, resend payouts left pending (recovery.ts), then the weekly automatic
// payouts. All are safe with several instances.
// `now` is a parameter, so tests (and the test-only route) run them at an advanced clock.
import type { Db } from "../../db/connect";
import { errorCode, isDatabaseError } from "../../db/errors";
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

export interface MoneyJobsWorker {
  stop(): Promise<void>;
}

export function startMoneyJobs(
  db: Db,
  provider: PaymentProvider,
  intervalMs: number,
  log: { warn: (message: string) => void },
): MoneyJobsWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runMoneyJobs(db, provider, new Date())
        .catch((error: unknown) => {
          // A database error's text holds SQL and values: its code only.
          const what = isDatabaseError(error) ? `database error ${errorCode(error)}` : String(error);
          log.warn(`Money jobs: ${what}`);
        })
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
