// E-mail texts of money after booking (tips, price changes, disputes): pure functions returning
// { subject, body, category }. The task title and names go through userText; amounts in USD.
import type { MailCategory } from "../../../contract/notification-preferences";
import { letter, usd, userText, whenUtc, type EmailText } from "./emails";

export interface MoneyMail {
  firstName: string;
  taskTitle: string;
  origin: string;
  bookingId: string;
}

function mail(m: MoneyMail, category: MailCategory, subject: string, lines: string[], path: string): EmailText {
  return {
    category,
    subject: `${subject}: ${userText(m.taskTitle)}`,
    body: letter(m.firstName, [...lines, "", `See it on taskly: ${m.origin}${path}`]),
  };
}

const BOOKINGS = "/my-bookings";
/** The customer's receipt, which lists every charge and refund of the booking. */
const receipt = (m: MoneyMail) => `/bookings/${m.bookingId}/receipt`;

export const tipReceived = (m: MoneyMail, amount: string) =>
  mail(
    m,
    "payments",
    "You got a tip",
    [`Your customer tipped ${usd(amount)} USD for ${userText(m.taskTitle)}. All of it is yours.`],
    BOOKINGS,
  );

/** The customer's copy: what was charged, and where the updated receipt is. */
export const tipCharged = (m: MoneyMail, amount: string) =>
  mail(
    m,
    "receipts",
    "Thanks for your tip",
    [
      `We charged ${usd(amount)} USD to your saved card as a tip for ${userText(m.taskTitle)}. All of it goes to your tasker.`,
      "Your receipt now lists it.",
    ],
    receipt(m),
  );

export const adjustmentProposed = (m: MoneyMail, total: string, note: string) =>
  mail(
    m,
    "payments",
    "Price change to approve",
    [
      `Your tasker asks to change the price of ${userText(m.taskTitle)} by ${usd(total)} USD: ${userText(note)}.`,
      "Approve or decline it on My Bookings; approving charges your saved card.",
    ],
    BOOKINGS,
  );

export const adjustmentDecided = (m: MoneyMail, total: string, approved: boolean) =>
  mail(
    m,
    "payments",
    approved ? "Price change approved" : "Price change declined",
    [`Your customer ${approved ? "approved" : "declined"} the change of ${usd(total)} USD.`],
    BOOKINGS,
  );

/** The customer's copy of an approved price change: the charge and the updated receipt. */
export const adjustmentCharged = (m: MoneyMail, total: string) =>
  mail(
    m,
    "receipts",
    "Price change charged",
    [`You approved the change of ${usd(total)} USD; we charged it to your saved card.`, "Your receipt now lists it."],
    receipt(m),
  );

export const disputeOpenedTasker = (m: MoneyMail, requested: string, respondBy: Date) =>
  mail(
    m,
    "payments",
    "A dispute needs your answer",
    [
      `Your customer opened a dispute and asks for a refund of ${usd(requested)} USD. The payment is on hold.`,
      `Accept or make a counter offer by ${whenUtc(respondBy)}; without an answer, taskly decides.`,
    ],
    BOOKINGS,
  );

export const disputeOpenedCustomer = (m: MoneyMail, requested: string, respondBy: Date) =>
  mail(
    m,
    "payments",
    "Your dispute is open",
    [
      `You asked for a refund of ${usd(requested)} USD. The payment is on hold until this is settled.`,
      `Your tasker answers by ${whenUtc(respondBy)}; otherwise taskly's team decides.`,
    ],
    BOOKINGS,
  );

export const disputeEscalated = (m: MoneyMail, why: "countered" | "no_answer", counter: string | null) =>
  mail(
    m,
    "payments",
    "Your dispute goes to taskly's team",
    [
      why === "countered"
        ? `The tasker offered a refund of ${usd(counter ?? "0")} USD instead.`
        : "The tasker did not answer within 48 hours.",
      "taskly's team will review it and decide how the payment is split.",
    ],
    BOOKINGS,
  );

/** Both sides learn the split; the customer's link is the receipt, which shows the refund. */
export const disputeResolved = (
  m: MoneyMail,
  refund: string,
  released: string,
  note: string | null,
  side: "customer" | "tasker",
) =>
  mail(
    m,
    "receipts",
    "Your dispute is settled",
    [
      `Refunded to the customer's card: ${usd(refund)} USD. Released to the tasker: ${usd(released)} USD.`,
      ...(note ? [`Note: ${userText(note, { max: 300 })}`] : []),
    ],
    side === "customer" ? receipt(m) : BOOKINGS,
  );

/** The settled dispute's e-mails to both sides, as `mailBookingParties` takes them. */
export const disputeResolvedMails = (refund: string, released: string, note: string | null) => ({
  customer: (m: MoneyMail) => disputeResolved(m, refund, released, note, "customer"),
  tasker: (m: MoneyMail) => disputeResolved(m, refund, released, note, "tasker"),
});
