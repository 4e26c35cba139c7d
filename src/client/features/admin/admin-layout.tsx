// The admin area's own top bar: its sections (Moderation with its open count), Main Site, Logout. Only admins
// reach it: the route table gates every admin screen (`adminScreen` in app.tsx).
import { useQuery } from "@tanstack/react-query";
import { Home, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { ErrorNotice } from "@/components/ui/error-notice";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/features/auth";
import { cn } from "@/lib/utils";
import { moderationCountQuery } from "./api/moderation";

const LINKS = [
  ["/admin/dashboard", "Dashboard"],
  ["/admin/users", "Users"],
  ["/admin/tasks", "Tasks"],
  ["/admin/taskers", "Taskers"],
  ["/admin/id-checks", "ID checks"],
  ["/admin/disputes", "Disputes"],
  ["/admin/audit", "Audit"],
  ["/admin/finance", "Finance"],
  ["/admin/moderation", "Moderation"],
] as const;

/** Links that show a count of what waits for an admin. */
const COUNTS: Partial<Record<(typeof LINKS)[number][0], () => ReactNode>> = { "/admin/moderation": ModerationCount };

function ModerationCount() {
  const count = useQuery(moderationCountQuery());
  const open = count.data?.open ?? 0;
  if (open === 0) return null;
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-amber-400 px-1.5 text-xs font-bold text-slate-900">
      {open}
      <span className="sr-only"> open</span>
    </span>
  );
}

/** Pages outside every section's path, by the section they belong to: a booking's money is Finance's
 *  (reached from Finance and from a dispute). */
const BELONGS_TO: Record<string, (typeof LINKS)[number][0]> = { "/admin/bookings/": "/admin/finance" };

/** A section is current on its own page, on every page under it (/admin/moderation/{id}) and on the
 *  pages that belong to it. */
const inSection = (location: string, href: string) =>
  location === href ||
  location.startsWith(`${href}/`) ||
  Object.entries(BELONGS_TO).some(([prefix, section]) => section === href && location.startsWith(prefix));

export function AdminLayout({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const [location, navigate] = useLocation();
  const { logout } = useAuth();
  return (
    <>
      <header className="border-b border-slate-800 bg-slate-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Link href="/admin/dashboard" className="text-lg font-extrabold tracking-tight">
            taskly <span className="font-medium text-slate-400">admin</span>
          </Link>
          <nav
            aria-label="Admin"
            className="order-last -mx-1 flex w-full min-w-0 flex-wrap gap-1 md:order-none md:w-auto md:flex-1"
          >
            {LINKS.map(([href, label]) => {
              const Count = COUNTS[href];
              const current = inSection(location, href);
              return (
                <Link
                  key={href}
                  href={href}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-300 hover:bg-slate-800 hover:text-white",
                    current && "bg-slate-800 text-white",
                  )}
                >
                  {label}
                  {Count && <Count />}
                </Link>
              );
            })}
          </nav>
          <div className="ml-auto flex gap-1">
            <Link
              href="/"
              className="inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm text-slate-300 hover:bg-slate-800 hover:text-white"
            >
              <Home className="size-4" aria-hidden="true" /> Main Site
            </Link>
            <button
              type="button"
              onClick={async () => {
                await logout();
                navigate("/");
              }}
              className="inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm text-slate-300 hover:bg-slate-800 hover:text-white"
            >
              <LogOut className="size-4" aria-hidden="true" /> Logout
            </button>
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {actions}
        </div>
        {children}
      </div>
    </>
  );
}

export function AdminTable({
  head,
  children,
  empty,
  emptyText = "Nothing matches these filters.",
  loading,
  error,
  onRetry,
}: {
  head: string[];
  children: ReactNode;
  empty?: boolean;
  emptyText?: string;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
}) {
  if (error) return <ErrorNotice error={error} fallback="This list could not be loaded." onRetry={onRetry} />;
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone sideways.
    <div
      className="relative max-w-full overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
      tabIndex={0}
      role="region"
      aria-label="Table (scrolls sideways on small screens)"
    >
      <table className="w-full min-w-[720px] text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100" aria-busy={loading || undefined}>
          {loading
            ? [0, 1, 2, 3, 4].map((i) => (
                <tr key={i}>
                  {head.map((h, j) => (
                    <td key={`${h}-${j}`} className="px-4 py-4">
                      <Skeleton className="h-4 w-full max-w-40" />
                    </td>
                  ))}
                </tr>
              ))
            : children}
        </tbody>
      </table>
      {empty && !loading && <p className="px-4 py-10 text-center text-slate-600">{emptyText}</p>}
    </div>
  );
}

export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  placeholder: string;
}) {
  return (
    <div className="grid w-full gap-1.5 sm:w-auto">
      <label htmlFor="admin-search" className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id="admin-search"
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm sm:w-80"
      />
    </div>
  );
}

export { plural } from "@contract/plural";
