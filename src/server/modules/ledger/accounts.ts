// The ledger's accounts and journal kinds. Amounts are signed cents: positive adds to an account.
//   customer_card        the customer's card, outside taskly (negative: charged)
//   customer_authorized  money reserved on the card by an authorization, not yet taken
//   tasker_held          the tasker's share of captured money, held until release
//   tasker_available     released to the tasker, waiting for a payout
//   tasker_payouts       paid out to the tasker's payout account, outside taskly
//   platform_fees        taskly's service fees
export const LEDGER_ACCOUNTS = [
  "customer_card",
  "customer_authorized",
  "tasker_held",
  "tasker_available",
  "tasker_payouts",
  "platform_fees",
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const JOURNAL_KINDS = [
  "authorization",
  "capture",
  "void",
  "refund",
  "release",
  "payout",
  "payout_reversal",
  "tip",
  "adjustment",
  "opening",
] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

/** One entry: `userId` owns a customer_* or tasker_* account and is null for platform_fees. */
export interface LedgerLine {
  account: LedgerAccount;
  userId: string | null;
  amountCents: number;
}

export interface Journal {
  kind: JournalKind;
  bookingId?: string | null;
  memo?: string | null;
  lines: LedgerLine[];
}
