// Transactional e-mail texts: pure functions returning { subject, body, category } in plain text. Links
// start with `origin` (mailOrigin in lib/mailer.ts: PUBLIC_ORIGIN, never the request's Host
// header). Money is in USD; card
// data is the brand and last 4 digits only.

import type { MailCategory } from "../../../contract/notification-preferences";
import { PREFERENCES_PATH } from "../../lib/mailer";

export interface EmailText {
  subject: string;
  body: string;
  /** Its row of the preference grid, or the locked kind that always goes out (README Product notes). */
  category: MailCategory;
}

// Whitespace, control and bidirectional-override characters: each run becomes one space.
// eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
const BREAKS = /[\s\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;
export const USER_TEXT_MAX = 80;

/**
 * Text a user wrote (a title, a name) as a mail may show it: one line, at most `max` characters,
 * in quotes, so it can never pass for a line of ours (like a link to follow).
 */
export function userText(raw: string, { max = USER_TEXT_MAX, quoted = true } = {}): string {
  const line = raw.replace(BREAKS, " ").trim();
  const capped = line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
  return quoted ? `"${capped}"` : capped;
}

/** "Hi Cara,": the one place a user's text goes unquoted (still one line, capped). */
export const greeting = (firstName: string) => `Hi ${userText(firstName, { max: 40, quoted: false })},`;

const SIGNATURE = "\n\n— taskly";

/** A mail's body: the greeting, a blank line, the lines, then the signature. */
export const letter = (firstName: string, lines: string[]) =>
  [greeting(firstName), "", ...lines].join("\n") + SIGNATURE;

// Formatters are built once: building one per call costs more than the rest of an e-mail.
const USD_AMOUNT = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const UTC_DAY = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const UTC_TIME = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "UTC",
});

/** "$1,234.50" from a numeric string like "1234.50". */
export function usd(amount: string | number): string {
  return `$${USD_AMOUNT.format(Number(amount))}`;
}

/** "Saturday, 5 December 2026, 14:00 UTC (2026-12-05)": always UTC, with the ISO date. */
export function whenUtc(date: Date): string {
  return `${UTC_DAY.format(date)}, ${UTC_TIME.format(date)} UTC (${date.toISOString().slice(0, 10)})`;
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
  firstName: string;
  taskTitle: string;
  taskerName: string;
  start: Date;
  duration: number;
  subtotal: string;
  serviceFee: string;
  total: string;
  cardBrand: string | null;
  cardLast4: string | null;
  origin: string;
}

export function bookingConfirmedCustomer(m: BookingConfirmedCustomer): EmailText {
  const card = cardText(m.cardBrand, m.cardLast4) ?? "your card";
  const title = userText(m.taskTitle);
  return {
    category: "bookings",
    subject: `Booking confirmed: ${title}`,
    body: letter(m.firstName, [
      `Your booking is confirmed.`,
      "",
      `Task: ${title}`,
      `Tasker: ${userText(m.taskerName)}`,
      `When: ${whenUtc(m.start)}`,
      `Duration: ${hours(m.duration)}`,
      "",
      `Subtotal: ${usd(m.subtotal)} USD`,
      `Service fee: ${usd(m.serviceFee)} USD`,
      `Total: ${usd(m.total)} USD`,
      "",
      `The total is authorized on ${card} and charged when the job is completed.`,
      `Your bookings: ${m.origin}/my-bookings`,
    ]),
  };
}

export interface BookingConfirmedTasker {
  firstName: string;
  customerFirstName: string;
  taskTitle: string;
  start: Date;
  duration: number;
  origin: string;
}

export function bookingConfirmedTasker(m: BookingConfirmedTasker): EmailText {
  const title = userText(m.taskTitle);
  return {
    category: "bookings",
    subject: `New booking: ${title}`,
    body: letter(m.firstName, [
      `${userText(m.customerFirstName)} booked you.`,
      "",
      `Task: ${title}`,
      `When: ${whenUtc(m.start)}`,
      `Duration: ${hours(m.duration)}`,
      "",
      `Your bookings: ${m.origin}/my-bookings`,
    ]),
  };
}

export interface BookingCancelled {
  firstName: string;
  taskTitle: string;
  start: Date;
  /**
   * "processor": the card processor cancelled the authorization, so nothing can be charged for the job.
   * "admin": taskly's support team cancelled it.
   */
  cancelledBy: "customer" | "tasker" | "processor" | "admin";
  /** The recipient's role: the customer's mail names the refund, the tasker's the fee they keep. */
  to: "customer" | "tasker";
  refund: string;
  fee: string;
  origin: string;
}

export function bookingCancelled(m: BookingCancelled): EmailText {
  const who =
    m.cancelledBy === m.to
      ? "You cancelled"
      : m.cancelledBy === "processor" || m.cancelledBy === "admin"
        ? "We cancelled"
        : m.cancelledBy === "customer"
          ? "The customer cancelled"
          : "The tasker cancelled";
  const why =
    m.cancelledBy === "processor"
      ? ["The card processor ended the card's authorization, so nothing can be charged for this booking."]
      : m.cancelledBy === "admin"
        ? ["Our support team cancelled it. Reply to this e-mail if you have any questions."]
        : [];
  const money =
    m.to === "customer"
      ? [
          Number(m.refund) > 0 ? `Refund: ${usd(m.refund)} USD goes back to your card.` : "No refund is due.",
          ...(Number(m.fee) > 0 ? [`Late-cancellation fee: ${usd(m.fee)} USD.`] : []),
        ]
      : Number(m.fee) > 0
        ? [`You keep the late-cancellation fee of ${usd(m.fee)} USD.`]
        : [];
  const title = userText(m.taskTitle);
  return {
    category: m.to === "customer" && (Number(m.refund) > 0 || Number(m.fee) > 0) ? "receipts" : "bookings",
    subject: `Booking cancelled: ${title}`,
    body: letter(m.firstName, [
      `${who} the booking for ${title} on ${whenUtc(m.start)}.`,
      ...why,
      ...(money.length ? ["", ...money] : []),
      "",
      `Your bookings: ${m.origin}/my-bookings`,
    ]),
  };
}

export interface BookingCompleted {
  firstName: string;
  taskTitle: string;
  taskerName: string;
  captured: string;
  cardBrand: string | null;
  cardLast4: string | null;
  origin: string;
  /** The itemised receipt: its number, lines (label, amount) and the page that shows it. */
  receipt?: { number: string; bookingId: string; items: { label: string; amount: string }[] };
}

function receiptLines(m: BookingCompleted): string[] {
  if (!m.receipt) return [];
  const items = m.receipt.items.map((item) => `  ${item.label}: ${usd(item.amount)}`);
  const link = `Your receipt ${m.receipt.number}: ${m.origin}/bookings/${m.receipt.bookingId}/receipt`;
  return ["", ...items, "", link];
}

export function bookingCompleted(m: BookingCompleted): EmailText {
  const card = cardText(m.cardBrand, m.cardLast4);
  const title = userText(m.taskTitle);
  return {
    category: "receipts",
    subject: `Receipt: ${title}`,
    body: letter(m.firstName, [
      `${userText(m.taskerName)} completed ${title}.`,
      ...receiptLines(m),
      "",
      `Charged: ${usd(m.captured)} USD${card ? ` to ${card}` : ""}.`,
      "",
      `How did it go? Leave a review: ${m.origin}/my-bookings`,
    ]),
  };
}

export interface NewOffer {
  firstName: string;
  taskTitle: string;
  taskId: string;
  taskerName: string;
  rate: string;
  duration: number;
  origin: string;
}

export function newOffer(m: NewOffer): EmailText {
  const title = userText(m.taskTitle);
  return {
    category: "offers",
    subject: `New offer on ${title}`,
    body: letter(m.firstName, [
      `${userText(m.taskerName)} offered to do ${title} at ${usd(m.rate)} USD/hour, about ${hours(m.duration)}.`,
      "",
      `See the offers and book: ${m.origin}/booking/${m.taskId}`,
    ]),
  };
}

export interface Invitation {
  firstName: string;
  customerFirstName: string;
  taskTitle: string;
  origin: string;
}

export function invitation(m: Invitation): EmailText {
  const title = userText(m.taskTitle);
  return {
    category: "offers",
    subject: `You're invited: ${title}`,
    body: letter(m.firstName, [
      `${userText(m.customerFirstName)} invited you to send an offer on ${title}.`,
      "",
      `Find it first on Find Work: ${m.origin}/browse-tasks`,
    ]),
  };
}

/** To the account holder whenever the payout account is added or replaced: a stolen session shows here. */
export function payoutAccountChanged(m: { firstName: string; masked: string; holderName: string }): EmailText {
  return {
    category: "security",
    subject: "Your taskly payout account was changed",
    body: letter(m.firstName, [
      `Your taskly earnings are now paid out to ${m.masked} (account holder ${userText(m.holderName)}).`,
      "",
      "If you did not make this change, reset your password now and write to support@taskly.example:",
      "every payout from now on goes to this account.",
    ]),
  };
}

/**
 * The one e-mail a person gets when their quiet hours end, instead of the mail that waited: each
 * waiting mail's subject and link (its category is the outbox's "summary": mail of several kinds).
 */
export function heldMailSummary(m: {
  firstName: string;
  items: { subject: string; link: string }[];
  origin: string;
}): Omit<EmailText, "category"> {
  const count = m.items.length;
  return {
    subject:
      count === 1
        ? "1 update while your notifications were quiet"
        : `${count} updates while your notifications were quiet`,
    body: letter(m.firstName, [
      `While your quiet hours were on, ${count === 1 ? "this e-mail" : `these ${count} e-mails`} waited for you:`,
      "",
      ...m.items.flatMap((item) => [`- ${userText(item.subject, { max: 120, quoted: false })}`, `  ${item.link}`]),
      "",
      `Change your quiet hours or what taskly sends you: ${m.origin}${PREFERENCES_PATH}`,
    ]),
  };
}
