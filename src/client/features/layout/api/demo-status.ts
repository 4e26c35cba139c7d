// GET /api/auth/demo-status: whether the published demo accounts exist on this server.
import { queryOptions } from "@tanstack/react-query";
import type { DemoStatus } from "@contract/auth";
import { apiGet } from "@/lib/api";

export const demoStatusQuery = () =>
  queryOptions({
    queryKey: ["demo-status"],
    queryFn: () => apiGet<DemoStatus>("/api/auth/demo-status"),
    staleTime: Infinity,
  });
