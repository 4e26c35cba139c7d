// The tasker's payout account: validated (ibantools for an IBAN, the ABA checksum for a US routing
// number), confirmed with the account's password, registered with the provider, stored masked, and
// the account holder e-mailed. Replacing it replaces the row.
import { sql } from "drizzle-orm";
import { maskIban, maskUsAccount, normalizeIban } from "../../../contract/bank-account";
import type { PayoutAccount, PayoutAccountInput } from "../../../contract/payouts";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { toIso } from "../../lib/dates";
import { badRequest } from "../../lib/http-error";
import { queueMail } from "../../lib/mailer";
import type { UserRow } from "../../plugins/auth";
import { assertCurrentPassword } from "../auth/current-password";
import { payoutAccountChanged } from "../notifications/emails";
import type { PaymentProvider, PayoutDestinationRequest } from "../payments/provider";

type AccountRow = { kind: "iban" | "us_bank"; holder_name: string; country: string; masked: string; updated_at: Date };

export async function readPayoutAccount(db: Db, taskerId: string): Promise<PayoutAccount | null> {
  const [row] = await queryRows<AccountRow>(
    db,
    sql`select kind, holder_name, country, masked, updated_at from payout_accounts where tasker_id = ${taskerId}::uuid`,
  );
  if (!row) return null;
  return {
    kind: row.kind,
    holderName: row.holder_name,
    country: row.country,
    masked: row.masked,
    updatedAt: toIso(row.updated_at),
  };
}

function destinationOf(taskerId: string, input: PayoutAccountInput) {
  const holderName = input.holderName.trim();
  if (input.kind === "iban") {
    const iban = normalizeIban(input.iban);
    if (!iban) throw badRequest("Enter a valid IBAN.", { iban: "Enter a valid IBAN." });
    const request: PayoutDestinationRequest = { kind: "iban", taskerId, holderName, iban };
    return { request, country: iban.slice(0, 2), masked: maskIban(iban) };
  }
  const routingNumber = input.routingNumber.trim();
  const accountNumber = input.accountNumber.trim();
  const request: PayoutDestinationRequest = { kind: "us_bank", taskerId, holderName, routingNumber, accountNumber };
  return { request, country: "US", masked: maskUsAccount(routingNumber, accountNumber) };
}

/**
 * Adds or replaces the payout account: the form's checks first, then the account's password (a
 * stolen session must not redirect the money), then the provider; the account holder is told by
 * e-mail in the transaction that stores it.
 */
export async function savePayoutAccount(
  db: Db,
  provider: PaymentProvider,
  tasker: UserRow,
  input: PayoutAccountInput,
  origin: string,
): Promise<PayoutAccount> {
  const { request, country, masked } = destinationOf(tasker.id, input);
  await assertCurrentPassword(db, tasker, input.currentPassword, {
    field: "currentPassword",
    message: "Your password is incorrect.",
  });
  const created = await provider.createPayoutDestination(request);
  if (!created.ok) throw badRequest(created.message);
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into payout_accounts (tasker_id, holder_name, kind, country, masked, provider, destination_ref)
      values (${tasker.id}::uuid, ${request.holderName}, ${input.kind}, ${country}, ${masked}, ${provider.name}, ${created.ref})
      on conflict (tasker_id) do update set holder_name = excluded.holder_name, kind = excluded.kind,
        country = excluded.country, masked = excluded.masked, provider = excluded.provider,
        destination_ref = excluded.destination_ref, updated_at = now()`);
    const text = payoutAccountChanged({ firstName: tasker.firstName, masked, holderName: request.holderName });
    await queueMail(tx, { to: tasker.email, userId: tasker.id, ...text, origin });
  });
  return (await readPayoutAccount(db, tasker.id))!;
}
