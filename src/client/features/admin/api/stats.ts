// GET /api/admin/stats: total users, total tasks, pending (open) tasks, completed tasks.
import { queryOptions } from "@tanstack/react-query";
import type { AdminStats } from "@contract/admin";
import { apiGet } from "@/lib/api";
import { adminKeys } from "./keys";

export const adminStatsQuery = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: () => apiGet<AdminStats>("/api/admin/stats") });
