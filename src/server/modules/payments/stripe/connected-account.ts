// A tasker's Stripe Connect account (stripe_accounts): created by the first onboarding request, its
// state kept current by account.updated webhooks. It is their payout destination once Stripe has
// enabled its payouts.
import { sql } from "drizzle-orm";
import type { OnboardingStatus } from "../../../../contract/payments";
import type { Db } from "../../../db/connect";
import { queryRows } from "../../../db/query";

export interface ConnectedAccount {
  accountId: string;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
}

/** "Stripe account ••••1a2B": what the tasker sees of their connected account. */
export const maskConnectedAccount = (accountId: string) => `Stripe account ••••${accountId.slice(-4)}`;

export async function readConnectedAccount(db: Db, taskerId: string): Promise<ConnectedAccount | null> {
  const [row] = await queryRows<{ account_id: string; details_submitted: boolean; payouts_enabled: boolean }>(
    db,
    sql`select account_id, details_submitted, payouts_enabled from stripe_accounts where tasker_id = ${taskerId}::uuid`,
  );
  return row
    ? { accountId: row.account_id, detailsSubmitted: row.details_submitted, payoutsEnabled: row.payouts_enabled }
    : null;
}

/** Where the tasker's Stripe setup stands, as the payouts panel shows it. */
export function onboardingStatus(account: ConnectedAccount | null): OnboardingStatus {
  if (!account) return { status: "not_started", account: null };
  const masked = maskConnectedAccount(account.accountId);
  if (account.payoutsEnabled) return { status: "enabled", account: masked };
  return { status: account.detailsSubmitted ? "in_review" : "incomplete", account: masked };
}
