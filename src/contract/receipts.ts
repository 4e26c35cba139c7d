// A booking's itemised receipt for the customer: the job, the service fee, tips, adjustments and
// refunds, read from the ledger, with the card charged.
import { z } from "zod";
import { fundsStatusSchema } from "./earnings";

export const receiptItemSchema = z.object({
  kind: z.enum(["service", "fee", "tip", "adjustment", "refund"]),
  label: z.string(),
  /** Positive: charged; a refund is given back (shown with a minus). */
  amount: z.string(),
  /** The job's hours and hourly rate when the line is hours × rate, so a screen shows the rate in its currency. */
  hours: z.number().int().nullable(),
  rate: z.string().nullable(),
});
export type ReceiptItem = z.infer<typeof receiptItemSchema>;

export const receiptSchema = z.object({
  bookingId: z.string().uuid(),
  number: z.string(),
  taskTitle: z.string(),
  taskerName: z.string(),
  customerName: z.string(),
  scheduledDate: z.string(),
  completedAt: z.string().nullable(),
  items: z.array(receiptItemSchema),
  /** Charged minus refunded. */
  total: z.string(),
  card: z.string().nullable(),
  currency: z.literal("USD"),
  /** The tasker's share: held until `availableAt` unless the customer releases it earlier. */
  payment: z
    .object({ status: fundsStatusSchema, availableAt: z.string(), releasedAt: z.string().nullable() })
    .nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;
