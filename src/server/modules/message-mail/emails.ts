// Message e-mails name who wrote and about which task, never what they wrote: the thread is read on
// taskly, where contact details are masked and replies stay on the record.
import { plural } from "../../../contract/plural";
import { type EmailText, letter, userText } from "../notifications/emails";

export interface MessageMail {
  firstName: string;
  senderName: string;
  senderId: string;
  taskTitle: string | null;
  /** Messages this mail is about: 1 for the first, more for a digest. */
  count: number;
  origin: string;
}

export function messageMail(m: MessageMail): EmailText {
  const who = userText(m.senderName, { quoted: false });
  const about = m.taskTitle ? ` about ${userText(m.taskTitle)}` : "";
  const what = m.count === 1 ? "a message" : plural(m.count, "new message");
  return {
    category: "messages",
    subject: m.count === 1 ? `${who} sent you a message${about}` : `${plural(m.count, "new message")} from ${who}`,
    body: letter(m.firstName, [
      `${who} sent you ${what}${about}.`,
      "",
      `Read and reply on taskly: ${m.origin}/messages?to=${m.senderId}`,
    ]),
  };
}
