import { Menu, MessageSquare } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth";
import { CurrencySelector } from "@/features/currency";
import { UnreadBadge } from "@/features/messages";
import { NotificationBell } from "@/features/notifications";
import { MainLinks } from "./main-links";
import { Wordmark } from "./wordmark";

// The drawer and the account menu load when needed: neither is in the first load's JavaScript.
const MobileDrawer = lazy(() => import("./mobile-drawer").then((m) => ({ default: m.MobileDrawer })));
const UserMenu = lazy(() => import("./lazy-user-menu").then((m) => ({ default: m.UserMenu })));

export function Navbar() {
  const { user } = useAuth();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4">
        <Wordmark compact={Boolean(user)} />
        <MainLinks className="ml-4 hidden items-center gap-1 lg:flex" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <CurrencySelector />
          {user ? (
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
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Button variant="ghost" asChild>
                <Link href="/login">Log In</Link>
              </Button>
              <Button asChild>
                <Link href="/signup">Sign Up</Link>
              </Button>
            </div>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu className="size-5" />
          </Button>
          {drawerOpen && (
            <Suspense fallback={null}>
              <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  );
}
