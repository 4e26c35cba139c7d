// How the admin audit log reads to a person: actions and changed fields in words, not codes.

const ACTIONS: Record<string, string> = {
  "user.suspend": "Suspended account",
  "user.restore": "Restored account",
  "user.update": "Changed account type",
  "tasker.verify": "Verified tasker",
  "tasker.unverify": "Removed verification",
  "task.status": "Changed task status",
  "payouts.pause": "Paused payouts",
  "payouts.unpause": "Resumed payouts",
  "dispute.opened": "Dispute opened",
  "dispute.accepted": "Dispute accepted by the tasker",
  "dispute.countered": "Dispute countered by the tasker",
  "dispute.escalated": "Dispute sent to taskly",
  "dispute.resolved": "Dispute settled",
  "photo.remove": "Removed photo",
  "moderation.dismiss": "Dismissed reports",
  "moderation.hide": "Hid content",
  "moderation.warn": "Warned",
  "moderation.limit": "Limited account",
  "moderation.suspend": "Suspended after reports",
};

const FIELDS: Record<string, string> = {
  userType: "Account type",
  suspended: "Suspended",
  isVerified: "Verified",
  status: "Status",
  payoutsPaused: "Payouts paused",
  reason: "Reason",
  bookingId: "Booking",
  booking: "Booking",
  captured: "Captured",
  fee: "Late fee",
  requestedRefund: "Refund asked",
  counterRefund: "Counter offer",
  refund: "Refund",
  released: "Released",
  note: "Note",
  removed: "Removed",
  owner: "Owner",
  hidden: "Hidden",
  limitedUntil: "Limited until",
};

const TARGETS: Record<string, string> = {
  user: "Account",
  task: "Task",
  tasker: "Tasker",
  dispute: "Dispute",
  photo: "Photo",
  message: "Message",
  offer: "Offer",
};

/** "Suspended account" for "user.suspend"; an unknown code is shown as it is. */
export function auditActionLabel(action: string): string {
  return ACTIONS[action] ?? action;
}

/** "Account", "Task", "Tasker" for the target's type. */
export function auditTargetLabel(targetType: string): string {
  return TARGETS[targetType] ?? targetType;
}

function valueLabel(value: unknown): string {
  if (value === true) return "Yes";
  if (value === false) return "No";
  if (value == null) return "—";
  return String(value).replaceAll("_", " ");
}

/** The fields of a before/after snapshot in words: "Account type: customer, Suspended: No". */
export function auditSnapshotLabel(snapshot: unknown): string {
  if (!snapshot || typeof snapshot !== "object") return "—";
  const parts = Object.entries(snapshot).map(([key, value]) => `${FIELDS[key] ?? key}: ${valueLabel(value)}`);
  return parts.length ? parts.join(", ") : "—";
}
