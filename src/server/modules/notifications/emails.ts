// Transactional e-mail texts: pure functions returning { subject, body } in plain text. Links
// start with `origin` (mailOrigin in lib/mailer.ts: PUBLIC_ORIGIN, never the request's Host
// header). Money is in USD; card
// data is the brand and last 4 digits only.

export interface EmailText { subject: string; body: string }

const SIGNATURE = "\n\n— taskly";

/** "$1,234.50" from a numeric string like "1234.50". */
export function usd(amount: string | number): string {
  const n = Number(amount);
  return `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** "Saturday, 5 December 2026, 14:00 UTC (2026-12-05)": always UTC, with the ISO date. */
export function whenUtc(date: Date): string {
  const day = date.toLocaleDateString("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const time = date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "UTC" });
  return `${day}, ${time} UTC (${date.toISOString().slice(0, 10)})`;
}

/** "Visa ending in 4242": the brand and the last 4 digits only, never more of the number. */
export function cardText(brand: string | null, last4: string | null): string | null {
  if (!last4 || !/^\d{4}$/.test(last4)) return null;
  const name = brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : "Card";
  return `${name} ending in ${last4}`;
}

function hours(n: number): string {
  return `${n} hour${n === 1 ? "" : "s"}`;
}

export interface BookingConfirmedCustomer {
  firstName: string; taskTitle: string; taskerName: string; start: Date; duration: number;
  subtotal: string; serviceFee: string; total: string; cardBrand: string | null; cardLast4: string | null; origin: string;
}

export function bookingConfirmedCustomer(m: BookingConfirmedCustomer): EmailText {
  const card = cardText(m.cardBrand, m.cardLast4) ?? "your card";
  return {
    subject: `Booking confirmed: ${m.taskTitle}`,
    body: [
      `Hi ${m.firstName},`,
      "",
      `Your booking is confirmed.`,
      "",
      `Task: ${m.taskTitle}`,
      `Tasker: ${m.taskerName}`,
      `When: ${whenUtc(m.start)}`,
      `Duration: ${hours(m.duration)}`,
      "",
      `Subtotal: ${usd(m.subtotal)} USD`,
      `Service fee: ${usd(m.serviceFee)} USD`,
      `Total: ${usd(m.total)} USD`,
      "",
      `The total is authorized on ${card} and charged when the job is completed.`,
      `Your bookings: ${m.origin}/my-bookings`,
    ].join("\n") + SIGNATURE,
  };
}

export interface BookingConfirmedTasker { firstName: string; customerFirstName: string; taskTitle: string; start: Date; duration: number; origin: string }

export function bookingConfirmedTasker(m: BookingConfirmedTasker): EmailText {
  return {
    subject: `New booking: ${m.taskTitle}`,
    body: [
      `Hi ${m.firstName},`,
      "",
      `${m.customerFirstName} booked you.`,
      "",
      `Task: ${m.taskTitle}`,
      `When: ${whenUtc(m.start)}`,
      `Duration: ${hours(m.duration)}`,
      "",
      `Your bookings: ${m.origin}/my-bookings`,
    ].join("\n") + SIGNATURE,
  };
}

export interface BookingCancelled {
  firstName: string; taskTitle: string; start: Date; cancelledBy: "customer" | "tasker";
  /** The recipient's role: the customer's mail names the refund, the tasker's the fee they keep. */
  to: "customer" | "tasker"; refund: string; fee: string; origin: string;
}

export function bookingCancelled(m: BookingCancelled): EmailText {
  const who = m.cancelledBy === m.to ? "You cancelled" : m.cancelledBy === "customer" ? "The customer cancelled" : "The tasker cancelled";
  const money = m.to === "customer"
    ? [Number(m.refund) > 0 ? `Refund: ${usd(m.refund)} USD goes back to your card.` : "No refund is due.",
      ...(Number(m.fee) > 0 ? [`Late-cancellation fee: ${usd(m.fee)} USD.`] : [])]
    : Number(m.fee) > 0 ? [`You keep the late-cancellation fee of ${usd(m.fee)} USD.`] : [];
  return {
    subject: `Booking cancelled: ${m.taskTitle}`,
    body: [
      `Hi ${m.firstName},`,
      "",
      `${who} the booking for "${m.taskTitle}" on ${whenUtc(m.start)}.`,
      ...(money.length ? ["", ...money] : []),
      "",
      `Your bookings: ${m.origin}/my-bookings`,
    ].join("\n") + SIGNATURE,
  };
}

export interface BookingCompleted { firstName: string; taskTitle: string; taskerName: string; captured: string; cardBrand: string | null; cardLast4: string | null; origin: string }

export function bookingCompleted(m: BookingCompleted): EmailText {
  const card = cardText(m.cardBrand, m.cardLast4);
  return {
    subject: `Receipt: ${m.taskTitle}`,
    body: [
      `Hi ${m.firstName},`,
      "",
      `${m.taskerName} completed "${m.taskTitle}".`,
      "",
      `Charged: ${usd(m.captured)} USD${card ? ` to ${card}` : ""}.`,
      "",
      `How did it go? Leave a review: ${m.origin}/my-bookings`,
    ].join("\n") + SIGNATURE,
  };
}

export interface NewOffer { firstName: string; taskTitle: string; taskId: string; taskerName: string; rate: string; duration: number; origin: string }

export function newOffer(m: NewOffer): EmailText {
  return {
    subject: `New offer on ${m.taskTitle}`,
    body: [
      `Hi ${m.firstName},`,
      "",
      `${m.taskerName} offered to do "${m.taskTitle}" at ${usd(m.rate)} USD/hour, about ${hours(m.duration)}.`,
      "",
      `See the offers and book: ${m.origin}/booking/${m.taskId}`,
    ].join("\n") + SIGNATURE,
  };
}

export interface Invitation { firstName: string; customerFirstName: string; taskTitle: string; origin: string }

export function invitation(m: Invitation): EmailText {
  return {
    subject: `You're invited: ${m.taskTitle}`,
    body: [
      `Hi ${m.firstName},`,
      "",
      `${m.customerFirstName} invited you to send an offer on "${m.taskTitle}".`,
      "",
      `Find it first on Find Work: ${m.origin}/browse-tasks`,
    ].join("\n") + SIGNATURE,
  };
}
