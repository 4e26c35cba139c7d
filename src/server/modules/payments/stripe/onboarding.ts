// A tasker's Stripe Connect Express onboarding: the first request creates their connected account
// (kept in stripe_accounts: it is their payout destination), every request returns a fresh link to
// Stripe's hosted onboarding, which sends them back to their dashboard. account.updated webhooks
// record when payouts are enabled; `readOnboarding` tells the payouts panel where it stands.
import { sql } from "drizzle-orm";
import type { OnboardingLink, OnboardingStatus } from "../../../../contract/payments";
import type { Config } from "../../../config";
import type { Db } from "../../../db/connect";
import { queryRows } from "../../../db/query";
import { HttpError, conflict, forbidden } from "../../../lib/http-error";
import { mailOrigin } from "../../../lib/mailer";
import { isTaskerType } from "../../../../contract/constants";
import { type UserRow } from "../../../plugins/auth";
import type { PaymentProvider } from "../provider";
import { onboardingStatus, readConnectedAccount } from "./connected-account";

const BANK_FORM = "Payouts go to the bank account you add on your dashboard; there is no Stripe setup.";

function requireHostedTasker(payments: PaymentProvider, user: UserRow): void {
  if (!isTaskerType(user.userType)) throw forbidden("Only taskers have a payout account.");
  if (payments.payoutSetup !== "hosted_onboarding") throw conflict(BANK_FORM);
}

export async function readOnboarding(db: Db, payments: PaymentProvider, user: UserRow): Promise<OnboardingStatus> {
  requireHostedTasker(payments, user);
  return onboardingStatus(await readConnectedAccount(db, user.id));
}

export async function startOnboarding(
  db: Db,
  payments: PaymentProvider,
  user: UserRow,
  config: Config,
): Promise<OnboardingLink> {
  requireHostedTasker(payments, user);
  const known = await readConnectedAccount(db, user.id);
  const back = `${mailOrigin(config)}/tasker-dashboard`;
  const result = await payments.startPayoutOnboarding({
    taskerId: user.id,
    email: user.email,
    accountRef: known?.accountId,
    returnUrl: `${back}?payouts=connected`,
    refreshUrl: `${back}?payouts=retry`,
  });
  if (!result.ok) {
    if (result.kind === "unsupported") throw conflict(result.message);
    throw new HttpError(502, result.message);
  }
  await queryRows(
    db,
    sql`insert into stripe_accounts (tasker_id, account_id) values (${user.id}::uuid, ${result.accountRef})
    on conflict (tasker_id) do nothing`,
  );
  return { url: result.url, accountId: result.accountRef };
}
