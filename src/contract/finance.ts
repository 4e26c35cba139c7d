// The admin finance view: money figures from the ledger and the reconcile list.
import { z } from "zod";

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
});
export type AdminFinance = z.infer<typeof adminFinanceSchema>;

export const pausePayoutsSchema = z.object({
  reason: z.string().trim().min(3, "Say why (at least 3 characters).").max(300, "At most 300 characters."),
});

export const payoutPauseStateSchema = z.object({ taskerId: z.string().uuid(), paused: z.boolean() });
