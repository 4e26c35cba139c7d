// The admin side of money: the ledger's accounts and journal kinds (with the words admins read),
// the finance figures and reconcile list, one booking's money and one tasker's payouts.
import { z } from "zod";
import { bookingExtrasSchema } from "./booking-extras";
import { fundsStatusSchema, shareAmountsSchema } from "./earnings";
import { payoutSchema } from "./payouts";

/** The ledger's accounts. Amounts are signed cents: positive adds to an account. */
export const LEDGER_ACCOUNTS = [
  "customer_card",
  "customer_authorized",
  "tasker_held",
  "tasker_available",
  "tasker_payouts",
  "platform_fees",
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];
export const LEDGER_ACCOUNT_LABELS: Record<LedgerAccount, string> = {
  customer_card: "Customer's card",
  customer_authorized: "Authorized on the card, not yet taken",
  tasker_held: "Tasker's share, held",
  tasker_available: "Tasker's share, available for a payout",
  tasker_payouts: "Paid out to the tasker",
  platform_fees: "taskly fees",
};

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
export const JOURNAL_KIND_LABELS: Record<JournalKind, string> = {
  authorization: "Card authorized",
  capture: "Card charged",
  void: "Authorization released",
  refund: "Refund",
  release: "Released to the tasker",
  payout: "Payout",
  payout_reversal: "Failed payout returned",
  tip: "Tip",
  adjustment: "Price change",
  opening: "Opening balance",
};

export const ledgerViolationSchema = z.object({ rule: z.string(), subject: z.string(), detail: z.string() });

export const adminFinanceSchema = z.object({
  /** Taken from customers' cards: captures, tips and approved adjustments. */
  volume: z.string(),
  /** taskly's service fees (after refunded fee shares). */
  fees: z.string(),
  refunds: z.string(),
  /** Taskers' shares still held. */
  held: z.string(),
  /** Released and waiting for a payout. */
  payable: z.string(),
  paidOut: z.string(),
  /** Sum of every ledger entry, in cents: 0 when the ledger balances. */
  ledgerBalanceCents: z.number().int(),
  reconcile: z.object({ checkedAt: z.string(), violations: z.array(ledgerViolationSchema) }),
  pausedTaskers: z.array(
    z.object({ taskerId: z.string().uuid(), name: z.string(), reason: z.string(), pausedAt: z.string() }),
  ),
  /** The bookings whose money moved last, newest first, each opening its money view. */
  recentBookings: z.array(
    z.object({
      bookingId: z.string().uuid(),
      taskTitle: z.string(),
      lastMovement: z.enum(JOURNAL_KINDS),
      movedAt: z.string(),
    }),
  ),
});
export type AdminFinance = z.infer<typeof adminFinanceSchema>;

export const pausePayoutsSchema = z.object({
  reason: z.string().trim().min(3, "Say why (at least 3 characters).").max(300, "At most 300 characters."),
});

export const payoutPauseStateSchema = z.object({ taskerId: z.string().uuid(), paused: z.boolean() });

/** A tasker's payouts paused by an admin, with the reason given. */
export const payoutPauseSchema = z.object({ reason: z.string(), pausedAt: z.string() });

/** GET /api/admin/bookings/{id}/money: one booking's money, journal by journal, for admins. */
export const adminBookingMoneySchema = z.object({
  bookingId: z.string().uuid(),
  receiptNumber: z.string(),
  taskTitle: z.string(),
  bookingStatus: z.string(),
  customer: z.object({ id: z.string().uuid(), name: z.string() }),
  tasker: z.object({ id: z.string().uuid(), name: z.string() }),
  scheduledDate: z.string(),
  completedAt: z.string().nullable(),
  /** Read from the ledger by journal kind, as the tasker's earnings line shows them. */
  amounts: shareAmountsSchema,
  /** The tasker's share as the tasker reads it (null before the card is charged). */
  fundsStatus: fundsStatusSchema.nullable(),
  availableAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  /** Saved card, tips, price changes and the dispute, as the booking's two sides see them. */
  extras: bookingExtrasSchema,
  /** Every journal of the booking, oldest first; amounts signed ("-105.00" leaves the account). */
  journals: z.array(
    z.object({
      id: z.string().uuid(),
      kind: z.enum(JOURNAL_KINDS),
      memo: z.string().nullable(),
      createdAt: z.string(),
      entries: z.array(z.object({ account: z.enum(LEDGER_ACCOUNTS), amount: z.string() })),
    }),
  ),
});
export type AdminBookingMoney = z.infer<typeof adminBookingMoneySchema>;

/** GET /api/admin/taskers/{id}/payouts: a tasker's balances, payout account, pause and payouts. */
export const adminTaskerPayoutsSchema = z.object({
  taskerId: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  balance: z.object({ held: z.string(), available: z.string(), paidOut: z.string() }),
  /** The masked payout account, or null. */
  account: z.string().nullable(),
  paused: payoutPauseSchema.nullable(),
  payouts: z.array(payoutSchema),
});
export type AdminTaskerPayouts = z.infer<typeof adminTaskerPayoutsSchema>;
