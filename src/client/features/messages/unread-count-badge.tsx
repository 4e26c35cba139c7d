// The live unread count on the navbar Messages icon (loaded by ./unread-badge once signed in).
import { useQuery } from "@tanstack/react-query";
import { plural } from "@contract/plural";
import { unreadCountQuery } from "./api/unread-count";

export function UnreadCountBadge() {
  const { data } = useQuery(unreadCountQuery());
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
