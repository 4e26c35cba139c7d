// Query keys of the admin area: `all` covers the stats and every list; `list(kind)` one list with
// all its filters (what a change in that list invalidates).
import { queryRoots } from "@/lib/query-roots";

export type AdminListKind = "users" | "tasks" | "taskers" | "audit";
export type AdminListParams = Record<string, string | undefined>;

export const adminKeys = {
  all: queryRoots.admin,
  stats: () => [...queryRoots.admin, "stats"] as const,
  list: (kind: AdminListKind) => [...queryRoots.admin, kind] as const,
  filtered: (kind: AdminListKind, params: AdminListParams) => [...adminKeys.list(kind), params] as const,
};
