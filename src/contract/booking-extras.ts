// Money after booking: tips, price adjustments and disputes with partial refunds. Request and
// response shapes shared by the booking screens, the admin Disputes page and the API.
import { z } from "zod";
import { MONEY_PATTERN } from "./bookings";
import { toCents } from "./money";
import { photoViewSchema } from "./photos";

/** A tip is possible this many days after completion. */
export const TIP_WINDOW_DAYS = 30;
/** The tasker answers a dispute within this many hours; then it goes to admins. */
export const DISPUTE_RESPONSE_HOURS = 48;
export const TIP_MIN_CENTS = 100;
export const TIP_MAX_CENTS = 100_000;
export const EXPENSE_MAX_CENTS = 500_000;
export const EXTRA_HOURS_MAX = 8;

/** A positive amount like "12.50", between `minCents` and `maxCents`. */
export function moneyInput(label: string, minCents: number, maxCents: number) {
  const range = `${label} must be between ${(minCents / 100).toFixed(2)} and ${(maxCents / 100).toFixed(2)}`;
  return z
    .string({ error: `${label} is required` })
    .trim()
    .max(20, `${label} must be an amount like 12.50`)
    .regex(MONEY_PATTERN, `${label} must be an amount like 12.50`)
    .refine((v) => toCents(v) >= minCents && toCents(v) <= maxCents, range);
}

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, `${label} needs at least ${min} characters`)
    .max(max, `${label} is too long (${max} characters at most)`);

// Tips.
export const createTipSchema = z.object({ amount: moneyInput("Tip", TIP_MIN_CENTS, TIP_MAX_CENTS) });
export type CreateTipInput = z.input<typeof createTipSchema>;
export const tipSchema = z.object({ id: z.string().uuid(), amount: z.string(), createdAt: z.string() });
export type Tip = z.infer<typeof tipSchema>;

// Price adjustments.
export const ADJUSTMENT_KINDS = ["extra_hours", "expense"] as const;
export const ADJUSTMENT_STATUSES = ["pending", "approved", "declined"] as const;
export const createAdjustmentSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("extra_hours"),
      hours: z
        .number({ error: "Hours must be a whole number" })
        .int("Hours must be a whole number")
        .min(1, "At least 1 extra hour")
        .max(EXTRA_HOURS_MAX, `At most ${EXTRA_HOURS_MAX} extra hours`),
      note: text("Note", 3, 500),
    }),
    z.object({
      kind: z.literal("expense"),
      amount: moneyInput("Amount", 1, EXPENSE_MAX_CENTS),
      note: text("Note", 3, 500),
    }),
  ],
  { error: "kind must be extra_hours or expense" },
);
export type CreateAdjustmentInput = z.input<typeof createAdjustmentSchema>;
export const adjustmentSchema = z.object({
  id: z.string().uuid(),
  bookingId: z.string().uuid(),
  kind: z.enum(ADJUSTMENT_KINDS),
  hours: z.number().int().nullable(),
  /** The tasker's part. */
  amount: z.string(),
  /** taskly's service fee on it (extra hours only). */
  serviceFee: z.string(),
  /** What the customer's card is charged on approval. */
  total: z.string(),
  note: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

// Disputes.
export const DISPUTE_REASONS = ["not_completed", "poor_quality", "damage", "overcharged", "other"] as const;
export const DISPUTE_REASON_LABELS: Record<(typeof DISPUTE_REASONS)[number], string> = {
  not_completed: "The job was not finished",
  poor_quality: "The work was poor",
  damage: "Something was damaged",
  overcharged: "I was charged too much",
  other: "Something else",
};
export const DISPUTE_STATUSES = ["awaiting_tasker", "escalated", "resolved"] as const;
export const openDisputeSchema = z.object({
  reason: z.enum(DISPUTE_REASONS, { error: "Choose a reason" }),
  /** Checked against what was captured for the booking on the server. */
  requestedRefund: moneyInput("Requested refund", 1, 99_999_999),
  details: text("Details", 10, 2000),
});
export type OpenDisputeInput = z.input<typeof openDisputeSchema>;
export const respondDisputeSchema = z.discriminatedUnion(
  "response",
  [
    z.object({ response: z.literal("accept"), note: text("Note", 0, 1000).optional() }),
    z.object({
      response: z.literal("counter"),
      /** The refund the tasker offers instead (may be 0.00). */
      counterRefund: z
        .string({ error: "Counter offer is required" })
        .trim()
        .max(20, "Counter offer must be an amount like 12.50")
        .regex(MONEY_PATTERN, "Counter offer must be an amount like 12.50"),
      note: text("Note", 10, 1000),
    }),
  ],
  { error: "response must be accept or counter" },
);
export type RespondDisputeInput = z.input<typeof respondDisputeSchema>;
export const resolveDisputeSchema = z.object({
  /** Refunded to the customer; the rest of the held money is released to the tasker. */
  refund: z
    .string({ error: "Refund is required" })
    .trim()
    .max(20, "Refund must be an amount like 12.50")
    .regex(MONEY_PATTERN, "Refund must be an amount like 12.50"),
  note: text("Note", 10, 1000),
});
export type ResolveDisputeInput = z.input<typeof resolveDisputeSchema>;

export const disputeSchema = z.object({
  id: z.string().uuid(),
  bookingId: z.string().uuid(),
  status: z.enum(DISPUTE_STATUSES),
  reason: z.enum(DISPUTE_REASONS),
  details: z.string(),
  requestedRefund: z.string(),
  /** The tasker's deadline to accept or counter. */
  respondBy: z.string(),
  taskerResponse: z.enum(["accepted", "countered"]).nullable(),
  counterRefund: z.string().nullable(),
  taskerNote: z.string().nullable(),
  escalationReason: z.enum(["countered", "no_answer"]).nullable(),
  escalatedAt: z.string().nullable(),
  /** The refund decided (by the tasker's acceptance or an admin). */
  refund: z.string().nullable(),
  /** The rest of the held money, released to the tasker. */
  released: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Dispute = z.infer<typeof disputeSchema>;

export const FUNDS_STATUSES = ["held", "available", "paid_out", "disputed", "refunded"] as const;

/** GET /api/bookings/{id}/extras: the booking's money after booking, for its customer, tasker or an admin. */
export const bookingExtrasSchema = z.object({
  bookingId: z.string().uuid(),
  /** The card kept as a processor token at booking (for tips and approved changes), or null. */
  savedCard: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
  /** The tasker's share: null before capture. */
  fundsStatus: z.enum(FUNDS_STATUSES).nullable(),
  availableAt: z.string().nullable(),
  /** Taken from the card so far (booking, approved changes, tips) less refunds: the most a dispute can ask back. */
  refundable: z.string(),
  /** Last moment to tip (completion + TIP_WINDOW_DAYS), null while not completed. */
  tipUntil: z.string().nullable(),
  tips: z.array(tipSchema),
  adjustments: z.array(adjustmentSchema),
  dispute: disputeSchema.nullable(),
});
export type BookingExtras = z.infer<typeof bookingExtrasSchema>;

export const adminDisputesQuery = z.object({
  status: z.enum([...DISPUTE_STATUSES, "all"], { error: "Invalid dispute status" }).default("escalated"),
});
export const adminDisputeSchema = disputeSchema.extend({
  taskTitle: z.string(),
  customerName: z.string(),
  taskerName: z.string(),
  bookingTotal: z.string(),
  refundable: z.string(),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;

/**
 * GET /api/admin/disputes/{id}/evidence: the photos the dispute's two people sent each other in
 * messages, newest message first, each with its sender and the time it was sent.
 */
export const disputeEvidenceSchema = z.object({
  messages: z.array(
    z.object({
      messageId: z.string().uuid(),
      senderId: z.string().uuid(),
      senderName: z.string(),
      sentAt: z.string(),
      /** The message's text, the photos' caption (may be empty). */
      content: z.string(),
      photos: z.array(photoViewSchema),
    }),
  ),
});
export type DisputeEvidence = z.infer<typeof disputeEvidenceSchema>;
