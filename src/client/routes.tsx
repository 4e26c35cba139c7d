// The route table of every screen but home: one line per screen. It loads in a chunk of its own
// when the visitor first leaves home (app.tsx), so `/` carries neither the table nor its loaders;
// each screen then loads in a chunk of its own too.
import { lazy } from "react";
import { Redirect, Route, Switch } from "wouter";
import { TEXT_PAGE_PATHS } from "@contract/public-pages";
import { lazyPage as page, routePattern, type LazyPage as Page, type ScreenModule } from "@/lib/lazy-page";

// The admin guard loads with the admin screens.
const RequireAdmin = lazy(() => import("@/features/auth/require-auth").then((m) => ({ default: m.RequireAdmin })));

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

const NotFoundPage = screen("not-found");

/** The lazily loaded screen at `path`; none for home (in the first load) and the admin area. */
export function routeScreen(path: string): Page | null {
  if (path === "/" || path.startsWith("/admin")) return null;
  return ROUTES.find(([pattern]) => routePattern(pattern).test(path))?.[1] ?? NotFoundPage;
}

/** Loads the code of the screen at `path` (before a server-rendered page hydrates; see app.tsx). */
export async function preload(path: string): Promise<void> {
  await routeScreen(path)?.preload(path);
}

/** Every screen's route but home's (app.tsx routes `/`). */
export default function Screens() {
  return (
    <Switch>
      <Route path="/admin">
        <Redirect to="/admin/dashboard" replace />
      </Route>
      {ROUTES.map(([path, Component]) => (
        <Route key={path} path={path} component={Component} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
