// The route table: one line per screen. Pages load lazily so `/` stays small.
import { Suspense, useEffect } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { PageSkeleton } from "@/features/auth";
import { lazyPage as page, routePattern, type LazyPage as Page } from "@/lib/lazy-page";
import { DemoNotice, Footer, Navbar, RouteAnnouncer } from "@/features/layout";
import HomePage from "@/pages/home";

// [path, component]; the first match wins. Add a screen with one line here.
const ROUTES: [string, Page][] = [
  ["/login", page(() => import("@/pages/login"))],
  ["/signup", page(() => import("@/pages/signup"))],
  ["/browse-taskers", page(() => import("@/pages/browse-taskers"))],
  ["/services/:category/:city?", page(() => import("@/pages/services"))],
  ["/taskers/:id", page(() => import("@/pages/tasker-profile"))],
  ["/book-tasker/:id", page(() => import("@/pages/tasker-profile"))],
  ["/messages", page(() => import("@/pages/messages"))],
  ["/booking/:taskId", page(() => import("@/pages/booking"))],
  ["/my-bookings", page(() => import("@/pages/my-bookings"))],
  ["/post-task", page(() => import("@/pages/post-task"))],
  ["/my-tasks", page(() => import("@/pages/my-tasks"))],
  ["/browse-tasks", page(() => import("@/pages/browse-tasks"))],
  ["/sitemap", page(() => import("@/pages/sitemap"))],
  ["/forgot-password", page(() => import("@/pages/forgot-password"))],
  ["/reset-password", page(() => import("@/pages/reset-password"))],
  ...["/about", "/help", "/safety", "/terms", "/privacy"].map((path): [string, Page] => [
    path,
    page(() => import("@/pages/text-page")),
  ]),
  ["/tasker-profile", page(() => import("@/pages/tasker-profile-settings"))],
  ["/tasker-dashboard", page(() => import("@/pages/tasker-dashboard"))],
  ["/profile", page(() => import("@/pages/profile"))],
  ["/edit-profile", page(() => import("@/pages/edit-profile"))],
  ["/admin/dashboard", page(() => import("@/pages/admin/dashboard"))],
  ["/admin/users", page(() => import("@/pages/admin/users"))],
  ["/admin/tasks", page(() => import("@/pages/admin/tasks"))],
  ["/admin/taskers", page(() => import("@/pages/admin/taskers"))],
  ["/admin/taskers/:id/payouts", page(() => import("@/pages/admin/tasker-payouts"))],
  ["/admin/audit", page(() => import("@/pages/admin/audit"))],
  ["/admin/disputes", page(() => import("@/pages/admin/disputes"))],
  ["/admin/finance", page(() => import("@/pages/admin/finance"))],
  ["/admin/bookings/:id/money", page(() => import("@/pages/admin/booking-money"))],
  ["/bookings/:id/receipt", page(() => import("@/pages/receipt"))],
];

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

const NotFoundPage = page(() => import("@/pages/not-found"));

/** Loads the code of the screen at `path` (before a server-rendered page hydrates). */
export async function preloadRoute(path: string): Promise<void> {
  if (path === "/" || path.startsWith("/admin")) return;
  const route = ROUTES.find(([pattern]) => routePattern(pattern).test(path));
  await (route?.[1] ?? NotFoundPage).preload();
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
            <Route path="/admin">
              <Redirect to="/admin/dashboard" replace />
            </Route>
            {ROUTES.map(([path, Component]) => (
              <Route key={path} path={path} component={Component} />
            ))}
            <Route component={NotFoundPage} />
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
