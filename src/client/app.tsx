// The route table: one line per screen. Pages load lazily so `/` stays small.
import { Suspense, useEffect } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { TEXT_PAGE_PATHS } from "@contract/public-pages";
import { PageSkeleton } from "@/components/ui/page-skeleton";
import { lazyPage as page, routePattern, type LazyPage as Page, type ScreenModule } from "@/lib/lazy-page";
import { RequireAdmin } from "@/features/auth";
import { DemoNotice, Footer, Navbar, RouteAnnouncer } from "@/features/layout";
import HomePage from "@/pages/home";

// Every screen's module, each loaded on demand in a chunk of its own.
const SCREENS = import.meta.glob<ScreenModule>(["./pages/**/*.tsx", "!./pages/home.tsx"]);

/** The screen in src/client/pages/<name>.tsx. */
function screen(name: string): Page {
  const key = `./pages/${name}.tsx`;
  const load = SCREENS[key];
  if (!load) throw new Error(`No screen ${key}`);
  return page(load, `src/client/pages/${name}.tsx`);
}

/**
 * An admin screen (src/client/pages/admin/<name>.tsx): it mounts, and so asks for admin data, only
 * for an admin; everyone else sees Access Denied.
 */
function adminScreen(name: string): Page {
  const Screen = screen(`admin/${name}`);
  const Gated = () => (
    <RequireAdmin>
      <Screen />
    </RequireAdmin>
  );
  return Object.assign(Gated, { preload: Screen.preload, source: Screen.source });
}

// [path, screen]; the first match wins. Add a screen with one line here.
const ROUTES: [string, Page][] = [
  ["/login", screen("login")],
  ["/signup", screen("signup")],
  ["/browse-taskers", screen("browse-taskers")],
  ["/services/:category/:city?", screen("services")],
  ["/taskers/:id", screen("tasker-profile")],
  ["/book-tasker/:id", screen("tasker-profile")],
  ["/messages", screen("messages")],
  ["/notifications", screen("notifications")],
  ["/settings/notifications", screen("notification-settings")],
  ["/booking/:taskId", screen("booking")],
  ["/my-bookings", screen("my-bookings")],
  ["/post-task", screen("post-task")],
  ["/my-tasks", screen("my-tasks")],
  ["/browse-tasks", screen("browse-tasks")],
  ["/sitemap", screen("sitemap")],
  ["/forgot-password", screen("forgot-password")],
  ["/reset-password", screen("reset-password")],
  ...TEXT_PAGE_PATHS.map((path): [string, Page] => [path, screen("text-page")]),
  ["/tasker-profile", screen("tasker-profile-settings")],
  ["/tasker-dashboard", screen("tasker-dashboard")],
  ["/profile", screen("profile")],
  ["/edit-profile", screen("edit-profile")],
  ["/admin/dashboard", adminScreen("dashboard")],
  ["/admin/users", adminScreen("users")],
  ["/admin/tasks", adminScreen("tasks")],
  ["/admin/taskers", adminScreen("taskers")],
  ["/admin/id-checks", adminScreen("id-checks")],
  ["/admin/taskers/:id/payouts", adminScreen("tasker-payouts")],
  ["/admin/audit", adminScreen("audit")],
  ["/admin/disputes", adminScreen("disputes")],
  ["/admin/finance", adminScreen("finance")],
  ["/admin/moderation", adminScreen("moderation")],
  ["/admin/moderation/:id", adminScreen("moderation-item")],
  ["/admin/bookings/:id/money", adminScreen("booking-money")],
  ["/bookings/:id/receipt", screen("receipt")],
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

const NotFoundPage = screen("not-found");

/** The lazily loaded screen at `path`; none for home (in the first load) and the admin area. */
export function routeScreen(path: string): Page | null {
  if (path === "/" || path.startsWith("/admin")) return null;
  return ROUTES.find(([pattern]) => routePattern(pattern).test(path))?.[1] ?? NotFoundPage;
}

/** Loads the code of the screen at `path` (before a server-rendered page hydrates). */
export async function preloadRoute(path: string): Promise<void> {
  await routeScreen(path)?.preload(path);
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
