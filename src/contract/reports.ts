// Reports: a signed-in person tells taskly about a profile, a message, a task or an offer. The server
// attaches what the target showed at that moment; the reporter follows the report's status (never
// what was done about it).
import { z } from "zod";

/** What can be reported. A new kind is one more entry here and in the server's target map. */
export const REPORT_TARGET_TYPES = ["profile", "message", "task", "offer", "review"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_CATEGORIES = ["scam", "harassment", "unsafe", "no-show", "inappropriate", "spam", "other"] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export const REPORT_CATEGORY_LABELS: Record<ReportCategory, string> = {
  scam: "Scam or payment off taskly",
  harassment: "Harassment",
  unsafe: "Unsafe behaviour",
  "no-show": "No-show",
  inappropriate: "Inappropriate content",
  spam: "Spam",
  other: "Other",
};

export const REPORT_STATUSES = ["received", "reviewed", "action-taken"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  received: "Received",
  reviewed: "Reviewed, no action",
  "action-taken": "Action taken",
};

export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  profile: "Profile",
  message: "Message",
  task: "Task",
  offer: "Offer",
  review: "Review",
};

export const REPORT_DETAILS_MAX = 1000;
/** Reports one person may make in an hour. */
export const REPORTS_PER_HOUR = 10;

export const DUPLICATE_REPORT = "You have already reported this. We are looking into it.";
export const SELF_REPORT = "You cannot report yourself.";
export const REPORT_TARGET_NOT_FOUND = "We could not find what you are reporting.";
export const TOO_MANY_REPORTS = "You have sent many reports in the last hour. Please wait before sending another.";

export const createReportSchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES),
    targetId: z.string().uuid("Choose what to report."),
    category: z.enum(REPORT_CATEGORIES, { message: "Choose a reason." }),
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, `At most ${REPORT_DETAILS_MAX.toLocaleString("en-US")} characters.`)
      .optional(),
  })
  .strict();
export type CreateReportInput = z.infer<typeof createReportSchema>;

/** One message of a snapshot: who wrote it and what it said, as stored (unmasked: admins read it). */
export const reportMessageSchema = z.object({
  id: z.string().uuid(),
  senderId: z.string().uuid(),
  senderName: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** The reported message itself. */
  reported: z.boolean(),
});

/** What the target showed when it was reported: a message with its neighbours, or public fields. */
export const reportContextSchema = z.object({
  /** The target's name in words: "Message from Tara S.", "Task 'Mount a TV'". */
  summary: z.string(),
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  messages: z.array(reportMessageSchema).optional(),
});
export type ReportContext = z.infer<typeof reportContextSchema>;

/** A report as its reporter sees it. */
export const myReportSchema = z.object({
  id: z.string().uuid(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string().uuid(),
  /** What was reported, in words (the snapshot's summary). */
  summary: z.string(),
  category: z.enum(REPORT_CATEGORIES),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type MyReport = z.infer<typeof myReportSchema>;

/** The answer to a new report: it, and whom the reporter may block next (the target's owner). */
export const createdReportSchema = myReportSchema.extend({
  person: z.object({ id: z.string().uuid(), name: z.string() }),
});
export type CreatedReport = z.infer<typeof createdReportSchema>;

export const myReportsSchema = z.array(myReportSchema);
