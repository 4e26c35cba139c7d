// A payout takes a tasker's available money out to their payout account; a failed payout's
// reversal puts it back.
import type { Journal } from "./accounts";

export function payoutJournal(taskerId: string, cents: number, memo: string): Journal {
  return {
    kind: "payout",
    memo,
    lines: [
      { account: "tasker_available", userId: taskerId, amountCents: -cents },
      { account: "tasker_payouts", userId: taskerId, amountCents: cents },
    ],
  };
}

export function payoutReversalJournal(taskerId: string, cents: number, memo: string): Journal {
  return {
    kind: "payout_reversal",
    memo,
    lines: [
      { account: "tasker_payouts", userId: taskerId, amountCents: -cents },
      { account: "tasker_available", userId: taskerId, amountCents: cents },
    ],
  };
}
