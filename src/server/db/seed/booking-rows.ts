// Booking and payment rows. A confirmed or in-progress booking is moved a day at a time until it
// clears the tasker's other active bookings by an hour (the exclusion constraint); the payment's
// state follows the booking's.
import { money, type SeedBooking, type SeedContext, type SeedOffer, type SeedTask, type Tasker } from "./model";
import { after, before, DAY, earliest, HOUR } from "./time";

export interface BookingRows {
  /** The first free start at or after `start` on whole days, held for `hours`. */
  reserve(tasker: Tasker, start: Date, hours: number): Date;
  addBooking(task: SeedTask, offer: SeedOffer, status: string, start: Date, createdAt: Date): SeedBooking;
  /** Completed bookings per tasker user id. */
  completedCount: Map<string, number>;
}

export function bookingRows({ newId, clock, rows }: SeedContext): BookingRows {
  const activeSlots = new Map<string, [number, number][]>();
  const reserve = (tasker: Tasker, start: Date, hours: number): Date => {
    const slots = activeSlots.get(tasker.id) ?? [];
    let s = start.getTime();
    while (slots.some(([a, b]) => s < b + HOUR && s + hours * HOUR > a - HOUR)) s += DAY;
    slots.push([s, s + hours * HOUR]);
    activeSlots.set(tasker.id, slots);
    return new Date(s);
  };

  let paymentCounter = 0;
  const completedCount = new Map<string, number>();
  const addBooking = (task: SeedTask, offer: SeedOffer, status: string, start: Date, createdAt: Date): SeedBooking => {
    const end = after(start, offer.hours * HOUR);
    const subtotal = offer.rateCents * offer.hours;
    const fee = Math.round((subtotal * 5) / 100);
    const total = subtotal + fee;
    const booking: SeedBooking = {
      id: newId(),
      task,
      tasker: offer.tasker,
      customer: task.customer,
      start,
      end,
      totalCents: total,
    };
    const paymentStatus = status === "completed" ? "captured" : status === "cancelled" ? "refunded" : "authorized";
    const cancelledAt = status === "cancelled" ? earliest(before(start, DAY), before(clock.now, HOUR)) : null;
    rows.bookings.push({
      id: booking.id,
      taskId: task.id,
      customerId: task.customer.id,
      taskerId: offer.tasker.id,
      offerId: offer.id,
      scheduledDate: start,
      endsAt: end,
      duration: offer.hours,
      hourlyRate: money(offer.rateCents),
      subtotal: money(subtotal),
      serviceFee: money(fee),
      totalAmount: money(total),
      status,
      createdAt,
      startedAt: status === "in_progress" || status === "completed" ? start : null,
      completedAt: status === "completed" ? end : null,
      cancelledAt,
      cancelledBy: cancelledAt ? task.customer.id : null,
      cancellationFee: cancelledAt ? "0.00" : null,
      refundAmount: cancelledAt ? money(total) : null,
    });
    paymentCounter += 1;
    const settledAt = status === "completed" ? end : (cancelledAt ?? createdAt);
    rows.payments.push({
      bookingId: booking.id,
      provider: "builtin",
      providerRef: `seed_${paymentCounter}`,
      status: paymentStatus,
      currency: "USD",
      amount: money(total),
      capturedAmount: paymentStatus === "authorized" ? "0.00" : money(total),
      refundedAmount: paymentStatus === "refunded" ? money(total) : "0.00",
      cardBrand: "visa",
      cardLast4: "4242",
      createdAt,
      updatedAt: settledAt,
    });
    if (status === "completed") completedCount.set(offer.tasker.id, (completedCount.get(offer.tasker.id) ?? 0) + 1);
    return booking;
  };

  return { reserve, addBooking, completedCount };
}
