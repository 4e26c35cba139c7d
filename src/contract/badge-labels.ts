// A badge's words ("ID verified · Mar 2026") and meaning, without zod: the tasker cards on the first
// page read them, and the first load stays free of zod (scripts/first-load-budget.mjs).
export const BADGE_KINDS = ["id_verified", "taskly_verified"] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

/** A badge as an answer carries it (the contract's badgeSchema checks the same shape). */
export interface BadgeView {
  kind: BadgeKind;
  verifiedAt: string;
}

const BADGE_TEXT: Record<BadgeKind, string> = {
  id_verified: "ID verified",
  taskly_verified: "Verified by taskly",
};

/** "ID verified · Mar 2026": what was checked and the month it was, in `locale`. */
export function badgeLabel(badge: BadgeView, locale?: string): string {
  const month = new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(badge.verifiedAt),
  );
  return `${BADGE_TEXT[badge.kind]} · ${month}`;
}

/** What each badge means, for the badge's title and screen readers. */
export const BADGE_MEANING: Record<BadgeKind, string> = {
  id_verified: "An identity document was checked",
  taskly_verified: "taskly reviewed this tasker's profile",
};
