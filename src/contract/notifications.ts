// The notification centre: what a signed-in person reads under the bell. Items are made by the server
// from domain events (src/contract/events.ts) for the people an event concerns, never the person who
// acted; similar unread items are one item with a count ("3 new offers on 'Mount a TV'").
import { z } from "zod";
import { limitedMessage } from "./moderation";
import { plural } from "./plural";

export const NOTIFICATION_CATEGORIES = ["tasks", "bookings", "money", "disputes", "reviews", "account"] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** The kinds of item, named after the event that makes them. */
export const NOTIFICATION_KINDS = [
  "offer.made",
  "invitation.sent",
  "booking.created",
  "booking.rescheduled",
  "booking.started",
  "booking.completed",
  "booking.cancelled",
  "payment.refunded",
  "tip.given",
  "price-change.proposed",
  "price-change.answered",
  "portfolio-consent.asked",
  "portfolio-consent.granted",
  "portfolio-consent.declined",
  "dispute.opened",
  "dispute.answered",
  "dispute.settled",
  "payout.sent",
  "payout.failed",
  "review.written",
  "review.replied",
  "reminder.booking-24h",
  "reminder.booking-2h",
  "reminder.review",
  "reminder.invitation",
  "task.alert",
  "report.reviewed",
  "report.actioned",
  "moderation.warned",
  "moderation.limited",
  "moderation.hidden",
  "moderation.suspended",
  "id-check.verified",
  "id-check.rejected",
  "badge.expiring",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What an item's text names: copied when it was made, never private text (no message, no address). */
export const notificationDataSchema = z.object({
  taskTitle: z.string().optional(),
  actorName: z.string().optional(),
  /** A task alert's reason: "Mounting · 6 km from your base · Saturday". */
  reason: z.string().optional(),
  /** An account limit's end (ISO). */
  until: z.string().optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.string().uuid(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  kind: z.enum(NOTIFICATION_KINDS),
  /** How many events this item stands for (similar unread ones merge). */
  count: z.number().int().min(1),
  /** The item's sentence, made from its kind, count and data. */
  title: z.string(),
  /** The screen it opens: a path on the site. */
  link: z.string(),
  subject: z.object({
    type: z.enum(["task", "booking", "dispute", "payout", "report", "account", "id-check", "badge"]),
    id: z.string().uuid(),
  }),
  data: notificationDataSchema,
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  /** When the newest event it stands for happened; the list is newest first by this. */
  updatedAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationUnreadSchema = z.object({ count: z.number().int().min(0) });
export type NotificationUnread = z.infer<typeof notificationUnreadSchema>;

export const notificationIdParams = z.object({ id: z.string().max(64) });

export const NOTIFICATION_NOT_FOUND = "Notification not found";

const quoted = (title: string | undefined) => {
  const text = (title ?? "").replace(/\s+/g, " ").trim();
  if (!text) return "your task";
  return `'${text.length > 60 ? `${text.slice(0, 59)}…` : text}'`;
};

/** The sentence of an item: "Tara S. sent an offer on 'Mount a TV'", "3 new offers on 'Mount a TV'". */
export function notificationTitle(kind: NotificationKind, count: number, data: NotificationData): string {
  const who = data.actorName?.trim() || "Someone";
  const task = quoted(data.taskTitle);
  const many = count > 1;
  switch (kind) {
    case "offer.made":
      return many ? `${plural(count, "new offer")} on ${task}` : `${who} sent an offer on ${task}`;
    case "invitation.sent":
      return many ? `You were invited to ${plural(count, "task")}` : `${who} invited you to ${task}`;
    case "booking.created":
      return many ? `${plural(count, "new booking")}, the latest ${task}` : `${who} booked you for ${task}`;
    case "booking.rescheduled":
      return many ? `${task} was rescheduled ${count} times` : `${who} accepted a new time for ${task}`;
    case "booking.started":
      return `${who} started ${task}`;
    case "booking.completed":
      return `${who} completed ${task}`;
    case "booking.cancelled":
      return data.actorName ? `${who} cancelled ${task}` : `${task} was cancelled`;
    case "payment.refunded":
      return many ? `${plural(count, "refund")} for ${task}` : `You were refunded for ${task}`;
    case "tip.given":
      return many ? `${plural(count, "tip")} for ${task}` : `${who} tipped you for ${task}`;
    case "price-change.proposed":
      return many
        ? `${plural(count, "price change")} proposed on ${task}`
        : `${who} proposed a price change on ${task}`;
    case "price-change.answered":
      return many
        ? `${plural(count, "price change")} answered on ${task}`
        : `${who} answered your price change on ${task}`;
    case "portfolio-consent.asked":
      return `${who} asks to show the photos of ${task} in their portfolio`;
    case "portfolio-consent.granted":
      return `${who} agreed to show the photos of ${task} in your portfolio`;
    case "portfolio-consent.declined":
      return `${who} declined to show the photos of ${task} in your portfolio`;
    case "dispute.opened":
      return `${who} reported a problem with ${task}`;
    case "dispute.answered":
      return `${who} answered the problem reported with ${task}`;
    case "dispute.settled":
      return `The problem reported with ${task} was settled`;
    case "payout.sent":
      return many ? `${plural(count, "payout")} sent to your bank account` : "A payout was sent to your bank account";
    case "payout.failed":
      return many ? `${plural(count, "payout")} failed` : "A payout failed: check your payout account";
    case "review.written":
      return many ? `${plural(count, "new review")}, the latest for ${task}` : `${who} reviewed ${task}`;
    case "review.replied":
      return `${who} replied to your review of ${task}`;
    case "reminder.booking-24h":
      return data.actorName ? `Tomorrow: ${task} with ${who}` : `Tomorrow: ${task}`;
    case "reminder.booking-2h":
      return data.actorName ? `In 2 hours: ${task} with ${who}` : `In 2 hours: ${task}`;
    case "reminder.review":
      return data.actorName ? `How did ${task} go? Review ${who}` : `How did ${task} go? Leave a review`;
    case "reminder.invitation":
      return many
        ? `${plural(count, "invitation")} waiting for your answer`
        : `${who} is waiting for your answer on ${task}`;
    case "task.alert":
      return many ? `${plural(count, "new task")} near you, the latest ${task}` : `New task near you: ${task}`;
    case "report.reviewed":
      return many
        ? `${plural(count, "report")} reviewed: no action was needed`
        : "We reviewed your report: no action was needed";
    case "report.actioned":
      return many ? `We took action on ${plural(count, "report")} of yours` : "We took action on your report";
    case "moderation.warned":
      return `A warning from taskly: ${data.reason ?? ""}`;
    case "moderation.limited":
      return data.until
        ? limitedMessage(data.until, data.reason ?? "")
        : `Your account is limited: ${data.reason ?? ""}`;
    case "moderation.hidden":
      return `We hid something you posted: ${data.reason ?? ""}`;
    case "moderation.suspended":
      return `Your account is suspended: ${data.reason ?? ""}`;
    case "id-check.verified":
      return "Your ID is verified: your profile shows the ID verified badge";
    case "id-check.rejected":
      return "Your ID could not be verified: see why and try again";
    case "badge.expiring":
      return "A badge on your profile expires within 30 days: renew it to keep it";
  }
}
