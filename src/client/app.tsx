// The app shell and home. Every other screen, and the route table that finds it (routes.tsx),
// loads when the visitor first leaves home: `/` carries only what it shows.
import { Suspense, useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import { PageSkeleton } from "@/components/ui/page-skeleton";
import { lazyPage } from "@/lib/lazy-page";
import { DemoNotice, Footer, Navbar, RouteAnnouncer } from "@/features/layout";
import HomePage from "@/pages/home";

const Screens = lazyPage(() => import("./routes"), "src/client/routes.tsx");

/** Loads the code of the screen at `path` (before a server-rendered page hydrates). */
export async function preloadRoute(path: string): Promise<void> {
  if (path !== "/") await Screens.preload(path);
}

function ScrollManager() {
  const [location] = useLocation();
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (hash) {
      // Wait a frame for the target to render, then scroll to the anchor.
      requestAnimationFrame(() => document.getElementById(hash)?.scrollIntoView({ behavior: "smooth" }));
    } else {
      window.scrollTo(0, 0);
    }
  }, [location]);
  return null;
}

export function App() {
  const [location] = useLocation();
  const adminArea = location.startsWith("/admin");
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <ScrollManager />
      <RouteAnnouncer />
      <DemoNotice />
      {!adminArea && <Navbar />}
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSkeleton />}>
          <Switch>
            <Route path="/" component={HomePage} />
            <Route component={Screens} />
          </Switch>
        </Suspense>
      </main>
      {/* On a phone, Messages is a full-screen app screen: no footer under the chat. */}
      {!adminArea && (
        <div className={location.startsWith("/messages") ? "hidden md:block" : undefined}>
          <Footer />
        </div>
      )}
    </div>
  );
}
