// A tasker's money: balances (held, available, paid out) and one line per booking with its
// gross, taskly's fee, tips, adjustments, refunds and net, read from the ledger.
import { z } from "zod";

export const FUNDS_STATUSES = ["held", "available", "paid_out", "disputed", "refunded"] as const;
export const fundsStatusSchema = z.enum(FUNDS_STATUSES);
export type FundsStatus = z.infer<typeof fundsStatusSchema>;

export const FUNDS_STATUS_LABELS: Record<FundsStatus, string> = {
  held: "Held",
  available: "Available",
  paid_out: "Paid out",
  disputed: "Disputed",
  refunded: "Refunded",
};

/** A booking share's money: by journal kind, and where its net is now. */
export const shareAmountsSchema = z.object({
  /** What the customer paid for the job (captured). */
  gross: z.string(),
  /** taskly's service fees kept (after any refunded share of them). */
  fee: z.string(),
  tips: z.string(),
  adjustments: z.string(),
  refunds: z.string(),
  /** gross − fee + tips + adjustments − refunds: the tasker's share. */
  net: z.string(),
  /** Where the net is now: still held, released and not yet paid out, paid out (they add up to net). */
  held: z.string(),
  available: z.string(),
  paidOut: z.string(),
});

export const earningsLineSchema = z.object({
  bookingId: z.string().uuid(),
  taskTitle: z.string(),
  customerName: z.string(),
  completedAt: z.string().nullable(),
  ...shareAmountsSchema.shape,
  /** 'available' while any of the share can be paid out, 'paid_out' once all of it was. */
  status: fundsStatusSchema,
  /** When a held share becomes available (PAYOUT_HOLD_HOURS after completion). */
  availableAt: z.string(),
  releasedAt: z.string().nullable(),
});
export type EarningsLine = z.infer<typeof earningsLineSchema>;

export const earningsSchema = z.object({
  balance: z.object({ held: z.string(), available: z.string(), paidOut: z.string() }),
  /** Payouts need at least this much available. */
  minimumPayout: z.string(),
  payoutsPaused: z.boolean(),
  /** Why no payout can be made now (paused, no payout account, Stripe has not enabled payouts); null when one can. */
  payoutBlocker: z.string().nullable(),
  /**
   * Where paid-out money went: `bank`, the tasker's bank account (built-in provider); `stripe`, their
   * Stripe account, which Stripe pays out to their bank on its own schedule. With Stripe, released money
   * goes there at once, and 'available' is only money that could not be sent yet.
   */
  paidOutTo: z.enum(["bank", "stripe"]),
  lines: z.array(earningsLineSchema),
});
export type Earnings = z.infer<typeof earningsSchema>;

/** GET /api/earnings/statement?month=2026-11: that month's lines and payouts as CSV. */
export const statementQuerySchema = z.object({
  month: z
    .string()
    .max(7, "Pick a month as YYYY-MM.")
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Pick a month as YYYY-MM.")
    .refine((m) => Number(m.slice(0, 4)) >= 2000 && Number(m.slice(0, 4)) <= 2100, "Pick a month as YYYY-MM."),
});

export const releaseResultSchema = z.object({
  bookingId: z.string().uuid(),
  status: fundsStatusSchema,
  releasedAt: z.string().nullable(),
});
export type ReleaseResult = z.infer<typeof releaseResultSchema>;
