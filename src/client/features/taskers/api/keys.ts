// Query keys of the taskers resource, from the widest to the narrowest: invalidating `all`
// refreshes every tasker list, profile and review page (the own profile keys sit under it too).
import { queryRoots } from "@/lib/query-roots";

export interface TaskerFilters {
  q: string;
  category: string;
  location: string;
  /** rating (default), price, reviews or distance (nearest first, at a known place). */
  sort?: string;
  /** The highest hourly rate in USD. */
  maxRate?: string;
}

export const taskerKeys = {
  all: queryRoots.taskers,
  /** A signed-in viewer's search is their own (people they are apart from by a block are left out);
   *  a visitor's is everybody's, the one a server-rendered page carries. */
  search: (filters: TaskerFilters, viewer: string | null = null) =>
    viewer
      ? ([...queryRoots.taskers, "search", filters, { viewer }] as const)
      : ([...queryRoots.taskers, "search", filters] as const),
  list: (params: { limit: number; sort?: string }) => [...queryRoots.taskers, "list", params] as const,
  /** Every tasker's public profile and reviews. */
  profiles: () => [...queryRoots.taskers, "detail"] as const,
  detail: (id: string) => [...taskerKeys.profiles(), id] as const,
  /** The profile as a signed-in viewer gets it (not found when the tasker blocked them). */
  detailAs: (id: string, viewer: string | null) =>
    viewer ? ([...taskerKeys.detail(id), { viewer }] as const) : taskerKeys.detail(id),
  reviews: (id: string) => [...taskerKeys.detail(id), "reviews"] as const,
  own: () => [...queryRoots.taskers, "own"] as const,
  /** The tasker's own ID verification (under `own`: a change to their profile refreshes it). */
  identity: () => [...taskerKeys.own(), "identity"] as const,
};

export const categoryKeys = {
  all: queryRoots.categories,
  cities: () => [...queryRoots.categories, "cities"] as const,
};
