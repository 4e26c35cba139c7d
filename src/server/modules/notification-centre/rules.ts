// Which domain events become notification centre items, for whom, and what each names and links to.
// Pure: the same rule decides the rows written in the event's transaction (create.ts) and whose bells
// the real-time hub updates after commit. Never the person who acted.
import type { DomainEvent, EventOf } from "../../../contract/events";
import type { NotificationCategory, NotificationKind } from "../../../contract/notifications";

export interface NotificationSpec {
  userId: string;
  kind: NotificationKind;
  category: NotificationCategory;
  subjectType: "task" | "booking" | "dispute" | "payout" | "id-check" | "badge";
  subjectId: string;
  link: string;
  /** Unread items of one person with the same key merge into one with a count. */
  groupKey: string;
  /** Whose name the text gives, and whether as a tasker (their business name) or by first name. */
  actorId?: string;
  actorIsTasker?: boolean;
  /** The task whose title the text gives, directly or through its booking. */
  taskId?: string;
  bookingId?: string;
}

const MY_TASKS = "/my-tasks";
const MY_BOOKINGS = "/my-bookings";
const DASHBOARD = "/tasker-dashboard";

type Party = "customer" | "tasker";

/** The sides of a booking the event goes to: the other side of the actor, or both when none acted. */
function others(parties: Record<Party, string>, actorId: string | undefined): Party[] {
  const all: Party[] = ["customer", "tasker"];
  return actorId ? all.filter((side) => parties[side] !== actorId) : all;
}

/** The items `event` makes, one per person it concerns (none for the person who made it). */
export function notificationsOf(event: DomainEvent): NotificationSpec[] {
  switch (event.type) {
    case "offer.made":
      return [
        {
          userId: event.task.customerId,
          kind: event.type,
          category: "tasks",
          subjectType: "task",
          subjectId: event.task.id,
          link: MY_TASKS,
          groupKey: `offer.made:${event.task.id}`,
          actorId: event.taskerId,
          actorIsTasker: true,
          taskId: event.task.id,
        },
      ];
    case "invitation.sent":
      return [
        {
          userId: event.taskerId,
          kind: event.type,
          category: "tasks",
          subjectType: "task",
          subjectId: event.task.id,
          link: "/browse-tasks",
          groupKey: event.type,
          actorId: event.task.customerId,
          taskId: event.task.id,
        },
      ];
    case "booking.created":
    case "booking.started":
    case "booking.completed":
    case "tip.given":
    case "price-change.proposed":
    case "price-change.answered":
    case "portfolio-consent.asked":
    case "portfolio-consent.granted":
    case "portfolio-consent.declined":
    case "payment.refunded": {
      const to: Party = BOOKING_RECIPIENT[event.type];
      const parties = { customer: event.task.customerId, tasker: event.taskerId };
      const actor: Party = to === "customer" ? "tasker" : "customer";
      return [
        {
          userId: parties[to],
          kind: event.type,
          category: event.type === "tip.given" || event.type === "payment.refunded" ? "money" : "bookings",
          subjectType: "booking",
          subjectId: event.bookingId,
          link:
            event.type === "payment.refunded" ? `/bookings/${event.bookingId}/receipt` : bookingLink(to, event.type),
          groupKey: event.type === "booking.created" ? event.type : `${event.type}:${event.bookingId}`,
          ...(event.type === "payment.refunded" ? {} : { actorId: parties[actor], actorIsTasker: actor === "tasker" }),
          bookingId: event.bookingId,
        },
      ];
    }
    case "booking.rescheduled":
    case "booking.cancelled": {
      const parties = { customer: event.task.customerId, tasker: event.taskerId };
      return others(parties, event.actorId).map((to) => ({
        userId: parties[to],
        kind: event.type,
        category: "bookings",
        subjectType: "booking",
        subjectId: event.bookingId,
        link: MY_BOOKINGS,
        groupKey: `${event.type}:${event.bookingId}`,
        ...(event.actorId ? { actorId: event.actorId, actorIsTasker: event.actorId === event.taskerId } : {}),
        bookingId: event.bookingId,
      }));
    }
    case "dispute.opened":
    case "dispute.answered":
    case "dispute.settled": {
      const parties = { customer: event.customerId, tasker: event.taskerId };
      const fixed: Record<string, Party | undefined> = { "dispute.opened": "tasker", "dispute.answered": "customer" };
      const sides = fixed[event.type] ? [fixed[event.type]!] : others(parties, event.actorId);
      return sides.map((to) => {
        const actor: Party = to === "customer" ? "tasker" : "customer";
        return {
          userId: parties[to],
          kind: event.type,
          category: "disputes",
          subjectType: "dispute",
          subjectId: event.disputeId,
          link: MY_BOOKINGS,
          groupKey: `${event.type}:${event.disputeId}`,
          ...(event.type === "dispute.settled" ? {} : { actorId: parties[actor], actorIsTasker: actor === "tasker" }),
          bookingId: event.bookingId,
        };
      });
    }
    case "payout.sent":
    case "payout.failed":
      return [
        {
          userId: event.taskerId,
          kind: event.type,
          category: "money",
          subjectType: "payout",
          subjectId: event.payoutId,
          link: DASHBOARD,
          groupKey: event.type,
        },
      ];
    case "review.written": {
      // The other side is told a review is waiting (never what it says: it is unpublished).
      const reviewerId = event.reviewerId ?? event.customerId;
      const byTasker = reviewerId === event.taskerId;
      return [
        {
          userId: byTasker ? event.customerId : event.taskerId,
          kind: event.type,
          category: "reviews",
          subjectType: "booking",
          subjectId: event.bookingId,
          link: byTasker ? MY_BOOKINGS : DASHBOARD,
          groupKey: event.type,
          actorId: reviewerId,
          bookingId: event.bookingId,
        },
      ];
    }
    case "review.replied": {
      const toTasker = event.reviewerId === event.taskerId;
      return [
        {
          userId: event.reviewerId,
          kind: event.type,
          category: "reviews",
          subjectType: "booking",
          subjectId: event.bookingId,
          link: toTasker ? DASHBOARD : MY_BOOKINGS,
          groupKey: `${event.type}:${event.reviewId}`,
          actorId: toTasker ? event.customerId : event.taskerId,
          bookingId: event.bookingId,
        },
      ];
    }
    case "reminder.due":
      return reminderItems(event);
    case "id-check.decided":
      return [
        {
          userId: event.taskerId,
          kind: event.outcome === "verified" ? "id-check.verified" : "id-check.rejected",
          category: "account",
          subjectType: "id-check",
          subjectId: event.checkId,
          link: "/tasker-profile#verify-id",
          groupKey: `id-check:${event.checkId}`,
        },
      ];
    case "badge.expiring":
      return [
        {
          userId: event.taskerId,
          kind: event.type,
          category: "account",
          subjectType: "badge",
          subjectId: event.badgeId,
          link: "/tasker-profile#verify-id",
          groupKey: `${event.type}:${event.badgeId}`,
        },
      ];
    default:
      // Tasks a customer changes themselves, withdrawn and accepted offers (a booking tells of the
      // acceptance), the charge at completion (the completion tells of it), messages (their own badge),
      // profiles, accounts and sessions: nothing for the bell.
      return [];
  }
}

function reminderItems(event: EventOf<"reminder.due">): NotificationSpec[] {
  const kind = `reminder.${event.reminder}` as const;
  const parties = { customer: event.task.customerId, tasker: event.taskerId };
  if (event.reminder === "invitation")
    return [
      {
        userId: event.taskerId,
        kind,
        category: "tasks",
        subjectType: "task",
        subjectId: event.task.id,
        link: "/browse-tasks",
        groupKey: kind,
        actorId: event.task.customerId,
        taskId: event.task.id,
      },
    ];
  if (!event.bookingId) return [];
  const bookingId = event.bookingId;
  // A booking about to start reminds both sides; a completed one asks the customer for a review.
  const sides: Party[] = event.reminder === "review" ? ["customer"] : ["customer", "tasker"];
  return sides.map((to) => {
    const other: Party = to === "customer" ? "tasker" : "customer";
    return {
      userId: parties[to],
      kind,
      category: "bookings",
      subjectType: "booking",
      subjectId: bookingId,
      link: MY_BOOKINGS,
      groupKey: `${kind}:${bookingId}`,
      actorId: parties[other],
      actorIsTasker: other === "tasker",
      bookingId,
    };
  });
}

const BOOKING_RECIPIENT = {
  "booking.created": "tasker",
  "booking.started": "customer",
  "booking.completed": "customer",
  "tip.given": "tasker",
  "price-change.proposed": "customer",
  "price-change.answered": "tasker",
  "portfolio-consent.asked": "customer",
  "portfolio-consent.granted": "tasker",
  "portfolio-consent.declined": "tasker",
  "payment.refunded": "customer",
} as const satisfies Record<string, Party>;

function bookingLink(to: Party, kind: NotificationKind): string {
  return to === "tasker" && kind === "tip.given" ? DASHBOARD : MY_BOOKINGS;
}

/** The people whose bells `event` may change (its items' owners). */
export function notificationRecipients(event: DomainEvent): string[] {
  if (event.type === "notifications.read") return [event.userId];
  // Task alerts write their items set-based in their job (modules/task-alerts/deliver.ts).
  if (event.type === "task.alerted") return event.taskerIds;
  // Moderation writes its items itself, with the admin's reason (modules/moderation/tell.ts).
  if (event.type === "moderation.told") return event.userIds;
  return [...new Set(notificationsOf(event).map((spec) => spec.userId))];
}
