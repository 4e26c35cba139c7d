// Where a tasker's payouts go, and what stops a payout now. With the built-in provider
// (payoutSetup 'bank_account') they go to the bank account given on taskly's form (payout_accounts);
// with Stripe (hosted onboarding) to the tasker's connected account once Stripe has enabled its
// payouts (stripe_accounts, kept current by account.updated webhooks). Payouts, the weekly run and the
// earnings screen all read these rules here.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { ID_REQUIRED_FOR_PAYOUT } from "../../../contract/badges";
import { hasLiveBadge } from "../identity/badges";
import type { PaymentProvider } from "../payments/provider";
import { maskConnectedAccount, readConnectedAccount } from "../payments/stripe/connected-account";

export type Destination = { ok: true; ref: string; masked: string } | { ok: false; reason: string };

export const NO_BANK_ACCOUNT = "Add a payout account before your first payout.";
export const NO_STRIPE_ACCOUNT = "Set up payouts with Stripe to receive your money.";
export const STRIPE_NOT_ENABLED =
  "Stripe has not enabled payouts on your account yet: finish setting up payouts with Stripe.";

export async function payoutDestination(db: Db, provider: PaymentProvider, taskerId: string): Promise<Destination> {
  if (provider.payoutSetup === "bank_account") {
    const [account] = await queryRows<{ destination_ref: string; masked: string }>(
      db,
      sql`select destination_ref, masked from payout_accounts where tasker_id = ${taskerId}::uuid`,
    );
    return account
      ? { ok: true, ref: account.destination_ref, masked: account.masked }
      : { ok: false, reason: NO_BANK_ACCOUNT };
  }
  const connected = await readConnectedAccount(db, taskerId);
  if (!connected) return { ok: false, reason: NO_STRIPE_ACCOUNT };
  if (!connected.payoutsEnabled) return { ok: false, reason: STRIPE_NOT_ENABLED };
  return { ok: true, ref: connected.accountId, masked: maskConnectedAccount(connected.accountId) };
}

/** A condition on a tasker id column: that tasker's payouts have a destination now. */
export function hasDestinationSql(provider: PaymentProvider, taskerId: SQL): SQL {
  return provider.payoutSetup === "bank_account"
    ? sql`exists (select 1 from payout_accounts a where a.tasker_id = ${taskerId})`
    : sql`exists (select 1 from stripe_accounts s where s.tasker_id = ${taskerId} and s.payouts_enabled)`;
}

/** taskly paused this tasker's payouts: the message that says so, else null. */
export async function pausedMessage(db: Db, taskerId: string): Promise<string | null> {
  const [hold] = await queryRows<{ reason: string }>(
    db,
    sql`select reason from payout_holds where tasker_id = ${taskerId}::uuid`,
  );
  return hold ? `Your payouts are paused by taskly (${hold.reason}). Please contact support.` : null;
}

/** With REQUIRE_ID_BEFORE_FIRST_PAYOUT, a tasker without a live "ID verified" badge: why they get no payout. */
export async function idRequiredMessage(db: Db, provider: PaymentProvider, taskerId: string): Promise<string | null> {
  if (!provider.requiresIdBeforePayout) return null;
  return (await hasLiveBadge(db, taskerId, "id_verified")) ? null : ID_REQUIRED_FOR_PAYOUT;
}

/** Why no payout can be made for this tasker now (paused, ID not verified, no destination), or null when one can. */
export async function payoutBlocker(db: Db, provider: PaymentProvider, taskerId: string): Promise<string | null> {
  const paused = (await pausedMessage(db, taskerId)) ?? (await idRequiredMessage(db, provider, taskerId));
  if (paused) return paused;
  const destination = await payoutDestination(db, provider, taskerId);
  return destination.ok ? null : destination.reason;
}
