// The live unread count on the navbar Messages icon.
import { useQuery } from "@tanstack/react-query";
import { plural } from "@contract/plural";
import { useAuth } from "@/features/auth";
import { unreadCountQuery } from "./api/unread-count";

export function UnreadBadge() {
  // Asked once the server confirmed the session: a stored user of an expired session would get a 401.
  const { status } = useAuth();
  const { data } = useQuery({ ...unreadCountQuery(), enabled: status === "signedIn" });
  const count = data?.count ?? 0;
  if (!count) return null;
  return (
    <span
      data-testid="unread-badge"
      className="absolute -right-0.5 -top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
    >
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="sr-only">{plural(count, "unread message")}</span>
    </span>
  );
}
