import { Menu, MessageSquare } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetTrigger } from "@/components/ui/sheet";
import { useAuth } from "@/features/auth";
import { CurrencySelector } from "@/features/currency";
import { UnreadBadge } from "@/features/messages";
import { MainLinks } from "./main-links";
import { UserMenu } from "./user-menu";
import { Wordmark } from "./wordmark";

export function Navbar() {
  const { user } = useAuth();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4">
        <Wordmark />
        <MainLinks className="ml-4 hidden items-center gap-1 md:flex" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <CurrencySelector />
          {user ? (
            <>
              <Link
                href="/messages"
                className="relative inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
                aria-label="Messages"
              >
                <MessageSquare className="size-5" aria-hidden="true" />
                <UnreadBadge />
              </Link>
              <UserMenu />
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
          <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
                <Menu className="size-5" />
              </Button>
            </SheetTrigger>
            <SheetContent title="Menu">
              <MainLinks
                className="flex flex-col gap-1"
                linkClassName="text-base py-3"
                onNavigate={() => setDrawerOpen(false)}
              />
              {!user && (
                <div className="mt-2 grid gap-2 border-t border-slate-200 pt-4">
                  <Button variant="outline" asChild onClick={() => setDrawerOpen(false)}>
                    <Link href="/login">Log In</Link>
                  </Button>
                  <Button asChild onClick={() => setDrawerOpen(false)}>
                    <Link href="/signup">Sign Up</Link>
                  </Button>
                </div>
              )}
            </SheetContent>
          </Sheet>
        </div>
      </div>
    </header>
  );
}
