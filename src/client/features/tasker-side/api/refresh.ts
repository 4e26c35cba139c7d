// After a profile or booking change: everything the tasker screens read (taskers, active tasks,
// recent messages).
import { messageKeys } from "@/features/messages";
import { queryClient } from "@/lib/query-client";
import { invalidateRoots, queryRoots } from "@/lib/query-roots";
import { taskerSideKeys } from "./keys";

export async function invalidateTaskerData(): Promise<void> {
  await Promise.all([
    invalidateRoots(queryRoots.taskers),
    queryClient.invalidateQueries({ queryKey: taskerSideKeys.activeTasks() }),
    queryClient.invalidateQueries({ queryKey: messageKeys.recent() }),
  ]);
}
