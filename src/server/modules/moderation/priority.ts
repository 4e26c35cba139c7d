// How urgent a queue item is (decision 0059): the gravest category reported, how many different
// people reported, and how often those people's earlier reports ended in action. A number from 0 to
// 100 and its label; the queue is sorted by it.
import type { ModerationKind, PriorityLabel } from "../../../contract/moderation";
import type { ReportCategory } from "../../../contract/reports";

/** Unsafe behaviour and scams (payment off taskly) first. */
export const CATEGORY_WEIGHT: Record<ReportCategory, number> = {
  unsafe: 40,
  scam: 40,
  harassment: 30,
  inappropriate: 20,
  "no-show": 15,
  spam: 10,
  other: 10,
};

/** What a flag weighs without reports of its own: contact details before a booking are the way to a payment off taskly. */
const FLAG_WEIGHT: Record<ModerationKind, number> = {
  reports: 0,
  "contact-details": 30,
  "many-reports": 35,
  // A held review or reply waits unpublished: it is the author's and the reviewee's until decided.
  "held-review": 30,
};

/** Each reporter after the first adds this much, up to REPORTERS_MAX. */
const PER_REPORTER = 10;
const REPORTERS_MAX = 30;
/** A reporter whose reports all ended in action adds this much; none of them, nothing. */
const TRACK_RECORD_MAX = 30;
/** A reporter with no settled reports yet counts as even. */
const UNKNOWN_TRACK_RECORD = 0.5;

export interface PriorityInput {
  kind: ModerationKind;
  categories: readonly ReportCategory[];
  /** Each distinct reporter's share of settled reports that ended in action (null: none settled yet). */
  trackRecords: readonly (number | null)[];
}

export function priorityOf(input: PriorityInput): { priority: number; priorityLabel: PriorityLabel } {
  const weight = Math.max(FLAG_WEIGHT[input.kind], ...input.categories.map((c) => CATEGORY_WEIGHT[c]));
  const reporters = input.trackRecords.length;
  const extra = Math.min(REPORTERS_MAX, Math.max(0, reporters - 1) * PER_REPORTER);
  const shares = input.trackRecords.map((r) => r ?? UNKNOWN_TRACK_RECORD);
  const track = shares.length ? shares.reduce((a, b) => a + b, 0) / shares.length : UNKNOWN_TRACK_RECORD;
  const priority = Math.min(100, Math.round(weight + extra + track * TRACK_RECORD_MAX));
  return { priority, priorityLabel: labelOf(priority) };
}

function labelOf(priority: number): PriorityLabel {
  if (priority >= 70) return "Urgent";
  if (priority >= 50) return "High";
  if (priority >= 30) return "Medium";
  return "Low";
}
