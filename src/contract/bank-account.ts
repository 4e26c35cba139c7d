// Payout bank accounts: an IBAN (checked by ibantools: country format and checksum) or a US
// routing number (ABA checksum) + account number. Shared by the form and the API.
import { electronicFormatIBAN, isValidIBAN } from "ibantools";

/** "de89 3704 0044 0532 0130 00" → "DE89370400440532013000", or null when it is not a valid IBAN. */
export function normalizeIban(input: string): string | null {
  const iban = electronicFormatIBAN(input);
  return iban && isValidIBAN(iban) ? iban : null;
}

/** ABA routing number: 9 digits, 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) divisible by 10. */
export function abaRoutingValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing) || routing === "000000000") return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}

/** A US account number: 4 to 17 digits. */
export const US_ACCOUNT_NUMBER = /^\d{4,17}$/;

/** "DE89370400440532013000" → "DE89 •••• 3000": the country, check digits and last 4 only. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}

/** Routing numbers are public (they name the bank); the account number keeps its last 4 digits. */
export function maskUsAccount(routing: string, account: string): string {
  return `Routing ${routing} · •••• ${account.slice(-4)}`;
}
