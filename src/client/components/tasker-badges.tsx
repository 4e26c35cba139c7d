// A tasker's dated badges ("ID verified · Mar 2026"): what was checked and when, in the viewer's
// locale. The server sends only live badges, so nothing expired or revoked is ever shown.
import { useEffect, useState } from "react";
import { BadgeCheck, IdCard } from "lucide-react";
import { BADGE_MEANING, badgeLabel, type BadgeView as TaskerBadge } from "@contract/badge-labels";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** The page is rendered on the server (one page for every visitor) in en-US, then in the viewer's locale. */
function useViewerLocale(): string {
  const [locale, setLocale] = useState("en-US");
  useEffect(() => setLocale(navigator.language || "en-US"), []);
  return locale;
}

export function TaskerBadges({ badges, className }: { badges: readonly TaskerBadge[]; className?: string }) {
  const locale = useViewerLocale();
  if (badges.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label="Badges">
      {badges.map((badge) => {
        const Icon = badge.kind === "id_verified" ? IdCard : BadgeCheck;
        return (
          <li key={badge.kind} title={BADGE_MEANING[badge.kind]}>
            <Badge variant="success" data-testid={`badge-${badge.kind}`}>
              <Icon className="size-3.5" aria-hidden="true" /> {badgeLabel(badge, locale)}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
