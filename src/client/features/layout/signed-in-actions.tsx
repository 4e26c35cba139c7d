// The signed-in navbar's Messages link, bell and account menu. The navbar loads them once someone is
// signed in (never part of the server's HTML): a visitor's page never downloads them.
import { MessageSquare } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { UnreadBadge } from "@/features/messages";
import { NotificationBell } from "@/features/notifications";

const UserMenu = lazy(() => import("./lazy-user-menu").then((m) => ({ default: m.UserMenu })));

export function SignedInActions() {
  return (
    <>
      <Link
        href="/messages"
        className="relative inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
      >
        {/* Named by its text, so the name holds what the badge shows ("Messages 3 unread messages"). */}
        <span className="sr-only">Messages</span>
        <MessageSquare className="size-5" aria-hidden="true" />
        <UnreadBadge />
      </Link>
      <NotificationBell />
      <Suspense fallback={<span className="size-11" aria-hidden="true" />}>
        <UserMenu />
      </Suspense>
    </>
  );
}
