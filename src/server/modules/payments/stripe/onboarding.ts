// A tasker's Stripe Connect Express onboarding: the first request creates their connected account
// (kept in stripe_accounts: it is their payout destination), every request returns a fresh link to
// Stripe's hosted onboarding. account.updated webhooks record when payouts are enabled.
import { sql } from "drizzle-orm";
import type { OnboardingLink } from "../../../../contract/payments";
import type { Config } from "../../../config";
import type { Db } from "../../../db/connect";
import { queryRows } from "../../../db/query";
import { HttpError, conflict, forbidden } from "../../../lib/http-error";
import { mailOrigin } from "../../../lib/mailer";
import { isTaskerType, type UserRow } from "../../../plugins/auth";
import type { PaymentProvider } from "../provider";

export async function startOnboarding(
  db: Db,
  payments: PaymentProvider,
  user: UserRow,
  config: Config,
): Promise<OnboardingLink> {
  if (!isTaskerType(user.userType)) throw forbidden("Only taskers have a payout account.");
  const [known] = await queryRows<{ account_id: string }>(
    db,
    sql`select account_id from stripe_accounts where tasker_id = ${user.id}::uuid`,
  );
  const back = `${mailOrigin(config)}/dashboard`;
  const result = await payments.startPayoutOnboarding({
    taskerId: user.id,
    email: user.email,
    accountRef: known?.account_id,
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
