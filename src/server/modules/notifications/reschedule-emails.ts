// E-mail texts for moving a booking: a proposed new time, and the answer to it.
import { letter, userText, whenUtc, type EmailText } from "./emails";

export interface RescheduleMail {
  firstName: string;
  taskTitle: string;
  /** Who proposed: the other side of the reader, for a proposal; the reader, for an answer. */
  proposedBy: "customer" | "tasker";
  from: Date;
  to: Date;
  origin: string;
}

export function rescheduleProposed(m: RescheduleMail): EmailText {
  const title = userText(m.taskTitle);
  return {
    category: "bookings",
    subject: `New time proposed: ${title}`,
    body: letter(m.firstName, [
      `The ${m.proposedBy} proposes to move ${title} from ${whenUtc(m.from)} to ${whenUtc(m.to)}.`,
      "Accept or decline it in your bookings.",
      "",
      `Your bookings: ${m.origin}/my-bookings`,
    ]),
  };
}

export function rescheduleAnswered(m: RescheduleMail & { accepted: boolean }): EmailText {
  const title = userText(m.taskTitle);
  const line = m.accepted
    ? `${title} is moved to ${whenUtc(m.to)}.`
    : `Your proposal to move ${title} to ${whenUtc(m.to)} was declined; it stays on ${whenUtc(m.from)}.`;
  return {
    category: "bookings",
    subject: m.accepted ? `Booking moved: ${title}` : `New time declined: ${title}`,
    body: letter(m.firstName, [line, "", `Your bookings: ${m.origin}/my-bookings`]),
  };
}
