import { Link } from "wouter";

/** `compact`: below the small breakpoint only the mark shows (a signed-in header's icons need the room). */
export function Wordmark({ className = "", compact = false }: { className?: string; compact?: boolean }) {
  return (
    <Link
      href="/"
      className={`inline-flex items-center gap-2 rounded-md text-2xl font-extrabold tracking-tight text-brand-700 ${className}`}
      aria-label="taskly home"
    >
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M9 16.5l4.5 4.5L23 11.5"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {compact ? <span className="max-sm:hidden">taskly</span> : "taskly"}
    </Link>
  );
}
