// Who each event's notification centre items go to: the people it concerns, never the one who acted,
// and each item's text for one and for several.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { DomainEvent } from "../../../contract/events";
import { NOTIFICATION_KINDS, notificationTitle } from "../../../contract/notifications";
import { notificationRecipients, notificationsOf } from "./rules";

const customer = randomUUID();
const tasker = randomUUID();
const admin = randomUUID();
const task = { id: randomUUID(), customerId: customer, categoryId: randomUUID(), lat: null, lng: null };
const booking = { bookingId: randomUUID(), task, taskerId: tasker };
const dispute = { disputeId: randomUUID(), bookingId: booking.bookingId, customerId: customer, taskerId: tasker };

const to = (event: DomainEvent) => notificationsOf(event).map((n) => n.userId);

describe("notification rules", () => {
  it("tell the other side of what one side did", () => {
    expect(to({ type: "offer.made", offerId: randomUUID(), task, taskerId: tasker })).toEqual([customer]);
    expect(to({ type: "invitation.sent", task, taskerId: tasker })).toEqual([tasker]);
    expect(to({ type: "booking.created", ...booking })).toEqual([tasker]);
    expect(to({ type: "booking.started", ...booking })).toEqual([customer]);
    expect(to({ type: "booking.completed", ...booking })).toEqual([customer]);
    expect(to({ type: "tip.given", ...booking })).toEqual([tasker]);
    expect(to({ type: "price-change.proposed", ...booking })).toEqual([customer]);
    expect(to({ type: "price-change.answered", ...booking })).toEqual([tasker]);
    expect(to({ type: "payment.refunded", ...booking })).toEqual([customer]);
    expect(to({ type: "dispute.opened", ...dispute })).toEqual([tasker]);
    expect(to({ type: "dispute.answered", ...dispute, actorId: tasker })).toEqual([customer]);
    expect(to({ type: "payout.sent", payoutId: randomUUID(), taskerId: tasker })).toEqual([tasker]);
    expect(to({ type: "payout.failed", payoutId: randomUUID(), taskerId: tasker })).toEqual([tasker]);
    expect(
      to({ type: "review.written", bookingId: booking.bookingId, taskerId: tasker, customerId: customer }),
    ).toEqual([tasker]);
  });

  it("leave out whoever acted where either side may act, and tell both when no person did", () => {
    expect(to({ type: "booking.cancelled", ...booking, actorId: customer })).toEqual([tasker]);
    expect(to({ type: "booking.cancelled", ...booking, actorId: tasker })).toEqual([customer]);
    expect(to({ type: "booking.cancelled", ...booking })).toEqual([customer, tasker]);
    expect(to({ type: "booking.rescheduled", ...booking, actorId: tasker })).toEqual([customer]);
    expect(to({ type: "dispute.settled", ...dispute, actorId: tasker })).toEqual([customer]);
    expect(to({ type: "dispute.settled", ...dispute, actorId: admin })).toEqual([customer, tasker]);
  });

  it("make nothing of a person's own changes, messages, profiles or sessions", () => {
    expect(to({ type: "task.posted", task })).toEqual([]);
    expect(to({ type: "offer.accepted", offerId: randomUUID(), task, taskerId: tasker })).toEqual([]);
    expect(to({ type: "payment.captured", ...booking })).toEqual([]);
    expect(to({ type: "tasker.changed", taskerId: tasker, what: "profile" })).toEqual([]);
    expect(notificationRecipients({ type: "notifications.read", userId: customer })).toEqual([customer]);
  });

  it("group offers by task and new bookings by kind", () => {
    const [offer] = notificationsOf({ type: "offer.made", offerId: randomUUID(), task, taskerId: tasker });
    const [again] = notificationsOf({ type: "offer.made", offerId: randomUUID(), task, taskerId: randomUUID() });
    expect(offer.groupKey).toBe(again.groupKey);
    const other = notificationsOf({
      type: "offer.made",
      offerId: randomUUID(),
      task: { ...task, id: randomUUID() },
      taskerId: tasker,
    });
    expect(other[0].groupKey).not.toBe(offer.groupKey);
    const [first] = notificationsOf({ type: "booking.created", ...booking });
    const [second] = notificationsOf({ type: "booking.created", ...booking, bookingId: randomUUID() });
    expect(first.groupKey).toBe(second.groupKey);
  });

  it("say every kind for one and for several, naming the task and the person", () => {
    const data = { taskTitle: "Mount a TV", actorName: "Tara S." };
    expect(notificationTitle("offer.made", 1, data)).toBe("Tara S. sent an offer on 'Mount a TV'");
    expect(notificationTitle("offer.made", 3, data)).toBe("3 new offers on 'Mount a TV'");
    expect(notificationTitle("booking.cancelled", 1, { taskTitle: "Mount a TV" })).toBe("'Mount a TV' was cancelled");
    expect(notificationTitle("offer.made", 1, { taskTitle: "x".repeat(100) })).toMatch(
      /^Someone sent an offer on 'x{59}…'$/,
    );
    for (const kind of NOTIFICATION_KINDS)
      for (const count of [1, 2]) expect(notificationTitle(kind, count, data).length, kind).toBeGreaterThan(10);
  });
});
