// The three main links of the navbar and the mobile drawer.
import { Link, useLocation } from "wouter";
import type { MouseEvent } from "react";
import { becomeTaskerHref, useAuth } from "@/features/auth";
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
      <Link href={becomeTaskerHref(user)} className={link} onClick={onNavigate}>
        Become a Tasker
      </Link>
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
    </nav>
  );
}
