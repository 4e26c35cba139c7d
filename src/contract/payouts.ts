// Payout accounts and payouts. The account form validates with the same schema as the API.
import { z } from "zod";
import { abaRoutingValid, normalizeIban, usAccountNumberValid } from "./bank-account";

/** The smallest payout, in cents (1.00). */
export const MINIMUM_PAYOUT_CENTS = 100;

const holderName = z.string().trim().min(2, "Enter the account holder's name.").max(100, "At most 100 characters.");
/** Changing where the money goes takes the account's password, like changing the password. */
const currentPassword = z
  .string({ error: "Enter your password to confirm." })
  .min(1, "Enter your password to confirm.")
  .max(200, "Enter your password to confirm.");

export const payoutAccountInputSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("iban"),
    holderName,
    currentPassword,
    iban: z
      .string()
      .max(50, "An IBAN has at most 34 characters.")
      .refine((v) => normalizeIban(v) !== null, "Enter a valid IBAN (check the country code and digits)."),
  }),
  z.object({
    kind: z.literal("us_bank"),
    holderName,
    currentPassword,
    routingNumber: z
      .string()
      .max(20, "A routing number has 9 digits.")
      .trim()
      .refine(abaRoutingValid, "Enter a valid 9-digit US routing number."),
    accountNumber: z
      .string()
      .max(30, "An account number is 4 to 17 digits.")
      .trim()
      .refine(usAccountNumberValid, "An account number is 4 to 17 digits."),
  }),
]);
export type PayoutAccountInput = z.infer<typeof payoutAccountInputSchema>;

export const payoutAccountSchema = z.object({
  kind: z.enum(["iban", "us_bank"]),
  holderName: z.string(),
  country: z.string(),
  /** Only the last digits are kept, e.g. "DE89 •••• 3000". */
  masked: z.string(),
  updatedAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** GET /api/payouts/account: null until the tasker adds one. */
export const payoutAccountResponseSchema = z.object({ account: payoutAccountSchema.nullable() });

export const PAYOUT_STATUSES = ["pending", "paid", "failed"] as const;
export const payoutSchema = z.object({
  id: z.string().uuid(),
  amount: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  /** requested by the tasker; automatic, the weekly run; release, sent as a booking's money was released (Stripe). */
  trigger: z.enum(["requested", "automatic", "release"]),
  destination: z.string(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** POST /api/payouts: the whole available balance, or `amount` of it. */
export const requestPayoutSchema = z
  .object({
    amount: z
      .string()
      .max(12, "Enter an amount like 25.00.")
      .regex(/^\d{1,8}(\.\d{1,2})?$/, "Enter an amount like 25.00.")
      .optional(),
  })
  .nullish();
