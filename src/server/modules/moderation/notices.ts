// What moderation tells people, in words: a reporter only whether action was taken (never which), the
// person acted on what was done and the admin's reason.
import { limitDate, type ModerationAction } from "../../../contract/moderation";
import type { Telling } from "./tell";

export const MY_REPORTS_LINK = "/profile#my-reports";
const ACCOUNT_LINK = "/notifications";

export function reporterNotice(reporterId: string, reportId: string, actioned: boolean, origin: string): Telling {
  const kind = actioned ? "report.actioned" : "report.reviewed";
  return {
    userId: reporterId,
    kind,
    subjectType: "report",
    subjectId: reportId,
    link: MY_REPORTS_LINK,
    groupKey: kind,
    data: {},
    byPreference: true,
    mail: {
      category: "reports",
      subject: actioned ? "We took action on your report" : "We reviewed your report",
      lines: [
        actioned
          ? "Thank you for your report. We looked into it and took action."
          : "Thank you for your report. We looked into it and found nothing that needed action this time.",
        "For the privacy of everyone involved we don't share what was done.",
        "",
        `Your reports: ${origin}${MY_REPORTS_LINK}`,
      ],
    },
  };
}

/** The actions that do something to the person (dismiss and approve do not), and are told to them. */
export type PersonAction = Exclude<ModerationAction, "dismiss" | "approve">;

const WHAT_HAPPENED: Record<PersonAction, (until: string) => string> = {
  hide: () => "We hid something you posted on taskly. Nobody else can see it any more.",
  warn: () => "This is a warning from the taskly team about how you use taskly.",
  limit: (until) =>
    `Your account is limited until ${until}: until then you cannot send messages or offers, or post tasks.`,
  suspend: () => "Your account is suspended: you can no longer log in.",
};

const KIND = {
  hide: "moderation.hidden",
  warn: "moderation.warned",
  limit: "moderation.limited",
  suspend: "moderation.suspended",
} as const;

const SUBJECT = {
  hide: "Something you posted was hidden",
  warn: "A warning from taskly",
  limit: "Your taskly account is limited",
  suspend: "Your taskly account is suspended",
} as const;

export function personNotice(
  userId: string,
  actionId: string,
  action: PersonAction,
  reason: string,
  limitedUntil: Date | null,
): Telling {
  const until = limitedUntil ? limitDate(limitedUntil) : "";
  return {
    userId,
    kind: KIND[action],
    subjectType: "account",
    subjectId: actionId,
    link: ACCOUNT_LINK,
    groupKey: `${KIND[action]}:${actionId}`,
    data: { reason, ...(limitedUntil ? { until: limitedUntil.toISOString() } : {}) },
    byPreference: false,
    mail: {
      category: "safety",
      subject: SUBJECT[action],
      lines: [WHAT_HAPPENED[action](until), "", `The reason: ${reason.replace(/\s+/g, " ").trim()}`],
    },
  };
}
