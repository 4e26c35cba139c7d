// The domain events: every change worth telling anyone about, written by the service that makes it
// in the same database transaction (the `events` table), then carried to every API instance after
// commit (src/server/events/). Consumers subscribe by type: the caches forget what a change may
// alter, the real-time hub tells the people concerned, later consumers notify and remind.
// Payloads carry ids and what consumers need to route the event without reading the database
// again; never private text (addresses, message bodies), except where noted for the hub.
import { z } from "zod";
import { messageSchema } from "./messages";

const id = z.string().uuid();

/** A task as its changes travel: who owns it and where it is (Find Work pages depend on both). */
export const eventTaskSchema = z.object({
  id,
  customerId: id,
  categoryId: id,
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type EventTask = z.infer<typeof eventTaskSchema>;

const taskEvent = <T extends string>(type: T) =>
  z.object({ type: z.literal(type), task: eventTaskSchema, before: eventTaskSchema.optional() });
const offerEvent = <T extends string>(type: T) =>
  z.object({ type: z.literal(type), offerId: id, task: eventTaskSchema, taskerId: id });
/**
 * `actorId`: who made the change, where either side (or an admin) may have made it, so that the
 * people it is told to are the others (a cancellation, an accepted new time, a settled dispute).
 */
const actorId = id.optional();
const bookingEvent = <T extends string>(type: T) =>
  z.object({ type: z.literal(type), bookingId: id, task: eventTaskSchema, taskerId: id, actorId });
const disputeEvent = <T extends string>(type: T) =>
  z.object({ type: z.literal(type), disputeId: id, bookingId: id, customerId: id, taskerId: id, actorId });
const payoutEvent = <T extends string>(type: T) => z.object({ type: z.literal(type), payoutId: id, taskerId: id });

/** The reminders the reminders job sends (server/modules/reminders), each once per booking or invitation. */
export const REMINDERS = ["booking-24h", "booking-2h", "review", "invitation"] as const;
export type Reminder = (typeof REMINDERS)[number];

export const domainEventSchema = z.discriminatedUnion("type", [
  taskEvent("task.posted"),
  taskEvent("task.reopened"),
  taskEvent("task.cancelled"),
  /** Set to a status by an admin. */
  taskEvent("task.status-set"),
  /** Its customer changed an open task's photos. */
  taskEvent("task.edited"),
  offerEvent("offer.made"),
  offerEvent("offer.withdrawn"),
  offerEvent("offer.accepted"),
  offerEvent("offer.declined"),
  z.object({ type: z.literal("invitation.sent"), task: eventTaskSchema, taskerId: id }),
  bookingEvent("booking.created"),
  bookingEvent("booking.rescheduled"),
  bookingEvent("booking.started"),
  bookingEvent("booking.completed"),
  bookingEvent("booking.cancelled"),
  bookingEvent("payment.captured"),
  bookingEvent("payment.refunded"),
  bookingEvent("tip.given"),
  bookingEvent("price-change.proposed"),
  bookingEvent("price-change.answered"),
  /** The tasker of a completed booking asks its customer to show the booking's photos in their portfolio. */
  bookingEvent("portfolio-consent.asked"),
  bookingEvent("portfolio-consent.granted"),
  bookingEvent("portfolio-consent.declined"),
  disputeEvent("dispute.opened"),
  disputeEvent("dispute.answered"),
  disputeEvent("dispute.settled"),
  payoutEvent("payout.sent"),
  payoutEvent("payout.failed"),
  /** One side reviewed the other (`reviewerId`; the customer in events written before two-way reviews). */
  z.object({
    type: z.literal("review.written"),
    bookingId: id,
    taskerId: id,
    customerId: id,
    reviewerId: id.optional(),
  }),
  /** A booking's reviews were published (both submitted, or the review window ended). */
  z.object({ type: z.literal("review.published"), bookingId: id, taskerId: id, customerId: id }),
  /** The person reviewed replied to the review (`reviewerId` is told); shown once not held. */
  z.object({
    type: z.literal("review.replied"),
    bookingId: id,
    taskerId: id,
    customerId: id,
    reviewId: id,
    reviewerId: id,
  }),
  /** A reminder came due: a booking's start is near, a completed booking awaits its review, an invitation its answer. */
  z.object({
    type: z.literal("reminder.due"),
    reminder: z.enum(REMINDERS),
    task: eventTaskSchema,
    taskerId: id,
    bookingId: id.optional(),
  }),
  /** The hub forwards each side's view of the message as the sender's transaction presented it. */
  z.object({
    type: z.literal("message.sent"),
    messageId: id,
    senderId: id,
    receiverId: id,
    forSender: messageSchema,
    forReceiver: messageSchema,
    receiverUnread: z.number().int(),
  }),
  z.object({ type: z.literal("messages.read"), userId: id, unread: z.number().int() }),
  /** A message changed after it was sent: moderation hid it, or removed a photo of it. */
  z.object({
    type: z.literal("message.changed"),
    messageId: id,
    conversationId: id,
    senderId: id,
    receiverId: id,
    what: z.enum(["hidden", "photo-removed"]),
  }),
  /**
   * Task alerts told these taskers of a task (their bells show the new count, their Find Work the
   * task). One event per batch
   * of at most TASK_ALERTED_BATCH taskers, so a task that alerts thousands stays a few small rows.
   */
  z.object({ type: z.literal("task.alerted"), taskId: id, taskerIds: z.array(id).max(500) }),
  /**
   * Moderation told these people something under their bell: a reporter their report's outcome, a
   * person an admin's action with its reason (modules/moderation/tell.ts writes the items).
   */
  z.object({ type: z.literal("moderation.told"), userIds: z.array(id).max(500) }),
  /** A person marked notifications read (their bells on every instance show the new count). */
  z.object({ type: z.literal("notifications.read"), userId: id }),
  /** A tasker's profile, service area, weekly hours, calendar, imported busy times or standing. */
  z.object({
    type: z.literal("tasker.changed"),
    taskerId: id,
    what: z.enum(["profile", "area", "schedule", "calendar", "busy-times", "verification", "portfolio"]),
  }),
  /** A user's account (name, type, standing) changed, or the account was deleted. */
  z.object({ type: z.literal("user.changed"), userId: id, what: z.enum(["account", "suspended", "deleted"]) }),
  /**
   * One person blocked or unblocked another. Told to nobody (no live event, notification or e-mail):
   * the caches of answers that keep the two apart hear it (decision 0066).
   */
  z.object({ type: z.literal("block.changed"), blockerId: id, blockedId: id }),
  /** An account was created (a sign-up, or an admin made by the operator): lists of accounts gain it. */
  z.object({ type: z.literal("user.registered"), userId: id }),
  /** Sessions of a user ended: `only` those (token hashes), or all but `except`, or all. */
  z.object({
    type: z.literal("sessions.ended"),
    userId: id,
    only: z.array(z.string()).optional(),
    except: z.string().optional(),
  }),
  z.object({ type: z.literal("categories.changed") }),
  /** An ID check of a tasker was decided: verified (an id_verified badge was granted) or rejected. */
  z.object({
    type: z.literal("id-check.decided"),
    checkId: id,
    taskerId: id,
    outcome: z.enum(["verified", "rejected"]),
  }),
  /** A tasker's badge expires within BADGE_RENEWAL_NOTICE_DAYS: they are told to renew it. */
  z.object({ type: z.literal("badge.expiring"), badgeId: id, taskerId: id }),
]);
/** The most taskers one `task.alerted` event names. */
export const TASK_ALERTED_BATCH = 500;
export type DomainEvent = z.infer<typeof domainEventSchema>;
export type DomainEventType = DomainEvent["type"];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** A task's own change (its place, status or details), as caches of tasks hear it. */
export const TASK_CHANGES = [
  "task.posted",
  "task.reopened",
  "task.cancelled",
  "task.status-set",
  "task.edited",
] as const;
/** A booking's change between a customer and a tasker: its times, status or price (their free times too). */
export const BOOKING_CHANGES = [
  "offer.accepted",
  "booking.created",
  "booking.rescheduled",
  "booking.started",
  "booking.completed",
  "booking.cancelled",
  "payment.refunded",
  "price-change.answered",
] as const;

/** The events that travel to screens on channels of their own (messages, counts) or to no screen. */
const NOT_LIVE = [
  "message.sent",
  "messages.read",
  "message.changed",
  "notifications.read",
  "sessions.ended",
  "user.registered",
  "block.changed",
  "categories.changed",
  "reminder.due",
  "moderation.told",
] as const;
/** The events a person's open screens hear as live events. */
export type LiveEventType = Exclude<DomainEventType, (typeof NOT_LIVE)[number]>;
export const LIVE_EVENT_TYPES = domainEventSchema.options
  .map((option) => option.shape.type.value)
  .filter((type): type is LiveEventType => !(NOT_LIVE as readonly string[]).includes(type));

/**
 * What a signed-in person's open screens hear of an event that concerns them (over the WebSocket,
 * as `{ type: "event", event }`): its type and the ids of what it touched, so the client refetches
 * exactly the screens that show them.
 */
export const liveEventSchema = z.object({
  type: z.string(),
  taskId: id.optional(),
  bookingId: id.optional(),
  offerId: id.optional(),
  disputeId: id.optional(),
  payoutId: id.optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
