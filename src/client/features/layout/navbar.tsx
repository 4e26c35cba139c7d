import { Menu } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth";
import { CurrencySelector } from "@/features/currency";
import { MainLinks } from "./main-links";
import { Wordmark } from "./wordmark";

// The drawer and the signed-in actions load when needed: neither is in the first load's JavaScript.
const MobileDrawer = lazy(() => import("./mobile-drawer").then((m) => ({ default: m.MobileDrawer })));
const SignedInActions = lazy(() => import("./signed-in-actions").then((m) => ({ default: m.SignedInActions })));

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
            <Suspense fallback={<span className="size-11" aria-hidden="true" />}>
              <SignedInActions />
            </Suspense>
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
