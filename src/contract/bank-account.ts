// Payout bank accounts: an IBAN (checked by ibantools: country format and checksum) or a US
// routing number + account number (checked by us-bank-account-validator: the ABA check digit,
// the length). Shared by the form and the API.
import { electronicFormatIBAN, isValidIBAN } from "ibantools";
import { accountNumber, routingNumber } from "us-bank-account-validator";

/** "de89 3704 0044 0532 0130 00" → "DE89370400440532013000", or null when it is not a valid IBAN. */
export function normalizeIban(input: string): string | null {
  const iban = electronicFormatIBAN(input);
  return iban && isValidIBAN(iban) ? iban : null;
}

/** A US ABA routing number: 9 digits with a valid check digit (us-bank-account-validator); never all zeros. */
export function abaRoutingValid(routing: string): boolean {
  return /^\d{9}$/.test(routing) && routing !== "000000000" && routingNumber(routing).isValid;
}

/** A US account number: 4 to 17 digits (the length rule of us-bank-account-validator, digits only). */
export function usAccountNumberValid(account: string): boolean {
  return /^\d+$/.test(account) && accountNumber(account).isValid;
}

/** "DE89370400440532013000" → "DE89 •••• 3000": the country, check digits and last 4 only. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}

/** Routing numbers are public (they name the bank); the account number keeps its last 4 digits. */
export function maskUsAccount(routing: string, account: string): string {
  return `Routing ${routing} · •••• ${account.slice(-4)}`;
}
