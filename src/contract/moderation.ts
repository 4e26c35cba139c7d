// The admins' moderation queue: reported targets and automatic flags, each with a priority, claimed by
// one admin at a time and closed by an action with a reason (decision 0059).
import { z } from "zod";
import {
  REPORT_CATEGORIES,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  reportContextSchema,
  reportMessageSchema,
} from "./reports";

export const MODERATION_KINDS = ["reports", "contact-details", "many-reports", "held-review"] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];
export const MODERATION_KIND_LABELS: Record<ModerationKind, string> = {
  reports: "Reports",
  "contact-details": "Contact details before a booking",
  "many-reports": "Many reports on one person",
  "held-review": "Review or reply held (contact details or a link)",
};

export const MODERATION_STATUSES = ["open", "claimed", "closed"] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const MODERATION_ACTIONS = ["dismiss", "approve", "hide", "warn", "limit", "suspend"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: "Dismiss (no action)",
  approve: "Approve (publish the held review or reply)",
  hide: "Hide content",
  warn: "Warn",
  limit: "Limit for a time",
  suspend: "Suspend",
};

export const PRIORITY_LABELS = ["Low", "Medium", "High", "Urgent"] as const;
export type PriorityLabel = (typeof PRIORITY_LABELS)[number];

/** The longest limit an admin may set, in days. */
export const LIMIT_DAYS_MAX = 365;

/** "12 March" (UTC): how a limit's end is written to the person. */
export function limitDate(until: Date | string): string {
  return new Date(until).toLocaleDateString("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });
}

/** The refusal a limited person reads when they try to message, offer or post a task. */
export function limitedMessage(until: Date | string, reason: string): string {
  return `Your account is limited until ${limitDate(until)}: ${reason}`;
}

export const moderationQueueQuery = z.object({
  status: z.enum(MODERATION_STATUSES).optional(),
  kind: z.enum(MODERATION_KINDS).optional(),
});

const person = z.object({ id: z.string().uuid(), name: z.string() });

export const moderationItemSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(MODERATION_KINDS),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string().uuid(),
  /** The target in words, from its latest report's snapshot, or the flag's own words. */
  summary: z.string(),
  person,
  priority: z.number().int().min(0).max(100),
  priorityLabel: z.enum(PRIORITY_LABELS),
  status: z.enum(MODERATION_STATUSES),
  claimedBy: person.nullable(),
  reportCount: z.number().int().min(0),
  reporterCount: z.number().int().min(0),
  categories: z.array(z.enum(REPORT_CATEGORIES)),
  outcome: z.enum(MODERATION_ACTIONS).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const moderationQueueSchema = z.object({
  items: z.array(moderationItemSchema),
  /** Open items (unclaimed and claimed), the nav's badge. */
  openCount: z.number().int().min(0),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

export const moderationCountSchema = z.object({ open: z.number().int().min(0) });

export const moderationReportSchema = z.object({
  id: z.string().uuid(),
  reporter: person,
  /** Share of the reporter's earlier settled reports that ended in action (null: none yet). */
  reporterTrackRecord: z.number().min(0).max(1).nullable(),
  category: z.enum(REPORT_CATEGORIES),
  details: z.string().nullable(),
  context: reportContextSchema,
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});

export const moderationHistorySchema = z.object({
  id: z.string().uuid(),
  action: z.enum(MODERATION_ACTIONS),
  reason: z.string(),
  admin: person.nullable(),
  limitedUntil: z.string().nullable(),
  createdAt: z.string(),
});

export const moderationItemDetailSchema = z.object({
  item: moderationItemSchema,
  reports: z.array(moderationReportSchema),
  /** A flag's evidence in words ("Contact details in 2 messages to Casey M."). */
  flagNote: z.string().nullable(),
  /** A contact-details flag's messages, as sent (the newest 10). */
  flagMessages: z.array(reportMessageSchema),
  /** What was done about the person before, newest first. */
  history: z.array(moderationHistorySchema),
  /** The person's standing now. */
  standing: z.object({ suspended: z.boolean(), limitedUntil: z.string().nullable() }),
});
export type ModerationItemDetail = z.infer<typeof moderationItemDetailSchema>;

export const moderationActionSchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS),
    reason: z.string().trim().min(3, "Say why (at least 3 characters).").max(500, "At most 500 characters."),
    /** Only for a limit (required there). */
    days: z.number().int().min(1).max(LIMIT_DAYS_MAX).optional(),
  })
  .strict();
export type ModerationActionInput = z.infer<typeof moderationActionSchema>;

export const moderationReportStatusSchema = z.enum(REPORT_STATUSES);
