// The reminders' e-mail texts (the 2-hour reminder goes by push and in the app only: an e-mail then is noise).
import { type EmailText, letter, userText, whenUtc } from "../notifications/emails";

export function bookingTomorrow(m: {
  firstName: string;
  otherName: string;
  taskTitle: string;
  start: Date;
  to: "customer" | "tasker";
  origin: string;
}): EmailText {
  const title = userText(m.taskTitle);
  const who = userText(m.otherName, { quoted: false });
  return {
    category: "reminders",
    subject: `Tomorrow: ${title}`,
    body: letter(m.firstName, [
      `A reminder: ${title} with ${who} starts ${whenUtc(m.start)}.`,
      "",
      m.to === "customer"
        ? "Need to change the time? Propose a new one from your bookings before then."
        : "Running late or need another time? Message your customer from your bookings.",
      `${m.origin}/my-bookings`,
    ]),
  };
}

export function reviewWaiting(m: {
  firstName: string;
  taskerName: string;
  taskTitle: string;
  origin: string;
}): EmailText {
  const title = userText(m.taskTitle);
  const who = userText(m.taskerName, { quoted: false });
  return {
    category: "reminders",
    subject: `How did ${title} go?`,
    body: letter(m.firstName, [
      `${who} completed ${title}. A review helps other people choose, and helps ${who} get more work.`,
      "If you are happy with the work, you can release the payment to them now from the same screen.",
      "",
      `${m.origin}/my-bookings`,
    ]),
  };
}

export function invitationWaiting(m: {
  firstName: string;
  customerName: string;
  taskTitle: string;
  origin: string;
}): EmailText {
  const title = userText(m.taskTitle);
  return {
    category: "reminders",
    subject: `Still interested? ${title}`,
    body: letter(m.firstName, [
      `${userText(m.customerName, { quoted: false })} invited you to ${title} yesterday and is waiting for your offer.`,
      "",
      `Send an offer from Find Work: ${m.origin}/browse-tasks`,
    ]),
  };
}
