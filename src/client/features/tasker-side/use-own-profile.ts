// The session tasker's own profile (GET /api/taskers/profile); a 404 means "no profile yet".
import { useQuery } from "@tanstack/react-query";
import type { OwnTaskerProfile } from "@contract/tasker-profile";
import { ApiRequestError } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

export const OWN_PROFILE_KEY = ["/api/taskers/profile"];

export function useOwnTaskerProfile(enabled = true) {
  const query = useQuery<OwnTaskerProfile>({ queryKey: OWN_PROFILE_KEY, enabled });
  const missing = query.error instanceof ApiRequestError && query.error.status === 404;
  return { ...query, missing };
}

/** After a profile or booking change: everything the tasker screens read. */
export function invalidateTaskerData(): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => {
      const key = String(q.queryKey[0]);
      return key.startsWith("/api/taskers") || key.startsWith("/api/tasks/active") || key.startsWith("/api/messages/recent");
    },
  });
}
