// Who an event concerns, and what their screens hear of it: the event's type and the ids of what it
// touched, never its private details.
import type { DomainEvent, LiveEvent } from "../../contract/events";

/** The user ids of the people whose open screens show what `event` changed. */
export function concernedUsers(event: DomainEvent): string[] {
  switch (event.type) {
    case "task.posted":
    case "task.reopened":
    case "task.cancelled":
    case "task.status-set":
    case "task.edited":
      return [event.task.customerId];
    case "invitation.sent":
      return [event.taskerId];
    case "offer.made":
    case "offer.withdrawn":
    case "offer.accepted":
    case "offer.declined":
    case "booking.created":
    case "booking.rescheduled":
    case "booking.started":
    case "booking.completed":
    case "booking.cancelled":
    case "payment.captured":
    case "payment.refunded":
    case "tip.given":
    case "price-change.proposed":
    case "price-change.answered":
    case "portfolio-consent.asked":
    case "portfolio-consent.granted":
    case "portfolio-consent.declined":
      return [event.task.customerId, event.taskerId];
    case "dispute.opened":
    case "dispute.answered":
    case "dispute.settled":
    case "review.written":
    case "review.published":
    case "review.replied":
      return [event.customerId, event.taskerId];
    case "payout.sent":
    case "payout.failed":
    case "tasker.changed":
    case "id-check.decided":
    case "badge.expiring":
      return [event.taskerId];
    case "user.changed":
    case "messages.read":
    case "notifications.read":
    case "sessions.ended":
      return [event.userId];
    case "message.sent":
    case "message.changed":
      return [event.senderId, event.receiverId];
    case "task.alerted":
      return event.taskerIds;
    case "categories.changed":
    case "user.registered":
    case "block.changed":
    case "reminder.due":
    case "moderation.told":
      return [];
  }
}

export function liveEventOf(event: DomainEvent): LiveEvent {
  const live: LiveEvent = { type: event.type };
  if ("task" in event) live.taskId = event.task.id;
  if ("taskId" in event) live.taskId = event.taskId;
  if ("bookingId" in event) live.bookingId = event.bookingId;
  if ("offerId" in event) live.offerId = event.offerId;
  if ("disputeId" in event) live.disputeId = event.disputeId;
  if ("payoutId" in event) live.payoutId = event.payoutId;
  return live;
}
