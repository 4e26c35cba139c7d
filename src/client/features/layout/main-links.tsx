// The three main links of the navbar and the mobile drawer.
import { Link, useLocation } from "wouter";
import type { MouseEvent } from "react";
import { becomeTaskerHref, isAdmin, isTasker, offersBecomeTasker, useAuth } from "@/features/auth";
import type { SessionUser } from "@contract/auth";
import { cn } from "@/lib/utils";

/** On the home page How it Works scrolls smoothly; elsewhere it goes to /#how-it-works. */
export function scrollToHowItWorks(event: MouseEvent, location: string, navigate: (to: string) => void): void {
  event.preventDefault();
  if (location === "/") {
    document.getElementById("how-it-works")?.scrollIntoView({ behavior: "smooth" });
    window.history.replaceState(null, "", "/#how-it-works");
  } else {
    navigate("/#how-it-works");
  }
}

/** The signed-in person's own screens, first in the navbar: never hidden in the avatar menu alone. */
function ownLinks(user: SessionUser | null): [string, string][] {
  if (!user) return [];
  if (isAdmin(user)) return [["/admin/dashboard", "Admin"]];
  const links: [string, string][] = [];
  if (user.userType !== "tasker") links.push(["/my-tasks", "My Tasks"], ["/my-bookings", "My Bookings"]);
  if (isTasker(user)) links.push(["/browse-tasks", "Find Work"], ["/tasker-dashboard", "Dashboard"]);
  return links;
}

export function MainLinks({
  className,
  linkClassName,
  onNavigate,
}: {
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  const { user } = useAuth();
  const [location, navigate] = useLocation();
  const link = cn(
    "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900",
    linkClassName,
  );
  return (
    <nav aria-label="Main" className={className}>
      <Link href="/browse-taskers" className={link} onClick={onNavigate}>
        Find Services
      </Link>
      {ownLinks(user).map(([href, label]) => (
        <Link
          key={href}
          href={href}
          className={cn(link, location === href && "bg-brand-50 text-brand-800")}
          aria-current={location === href ? "page" : undefined}
          onClick={onNavigate}
        >
          {label}
        </Link>
      ))}
      {offersBecomeTasker(user) && (
        <Link href={becomeTaskerHref(user)} className={link} onClick={onNavigate}>
          Become a Tasker
        </Link>
      )}
      {!user && (
        <a
          href="/#how-it-works"
          className={link}
          onClick={(event) => {
            onNavigate?.();
            scrollToHowItWorks(event, location, navigate);
          }}
        >
          How it Works
        </a>
      )}
    </nav>
  );
}
