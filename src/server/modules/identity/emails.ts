// The e-mails of ID verification and badge renewal (the "Reminders" row of the preference grid).
import type { EmailText } from "../notifications/emails";
import { letter, userText } from "../notifications/emails";

const settingsLink = (origin: string) => `${origin}/tasker-profile#verify-id`;

export function idVerified(m: { firstName: string; until: string; origin: string }): EmailText {
  return {
    category: "reminders",
    subject: "Your ID is verified",
    body: letter(m.firstName, [
      `We checked your ID: your profile now shows the "ID verified" badge until ${m.until}.`,
      "",
      `Your verification: ${settingsLink(m.origin)}`,
    ]),
  };
}

export function idRejected(m: { firstName: string; reason: string; origin: string }): EmailText {
  return {
    category: "reminders",
    subject: "We could not verify your ID",
    body: letter(m.firstName, [
      `We could not verify your ID: ${userText(m.reason, { max: 300 })}`,
      "The photo you sent has been deleted. You can try again with a new one:",
      settingsLink(m.origin),
    ]),
  };
}

export function badgeExpiring(m: { firstName: string; label: string; on: string; origin: string }): EmailText {
  return {
    category: "reminders",
    subject: "A badge on your taskly profile expires soon",
    body: letter(m.firstName, [
      `Your "${m.label}" badge expires on ${m.on}; after that it no longer shows on your profile.`,
      "Renew it to keep it:",
      settingsLink(m.origin),
    ]),
  };
}
