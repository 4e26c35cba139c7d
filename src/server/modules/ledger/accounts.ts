// A ledger journal and its lines. The accounts and journal kinds are listed in the contract
// (`contract/finance.ts`), with what each means. Amounts are signed cents: positive adds to an account.
import type { JournalKind, LedgerAccount } from "../../../contract/finance";

export type { JournalKind, LedgerAccount };

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
