// After a task or offer changes: refetch everything that shows tasks or offers.
import { invalidateRoots, queryRoots } from "@/lib/query-roots";

export const refreshTaskQueries = (): Promise<void> => invalidateRoots(queryRoots.tasks);
