// GET /api/taskers/profile/dashboard: offers, invitations, upcoming bookings and 6 months of earnings.
import { queryOptions } from "@tanstack/react-query";
import type { TaskerDashboard } from "@contract/dashboard";
import { apiGet } from "@/lib/api";
import { taskerSideKeys } from "./keys";

export const taskerDashboardQuery = () =>
  queryOptions({
    queryKey: taskerSideKeys.dashboard(),
    queryFn: () => apiGet<TaskerDashboard>("/api/taskers/profile/dashboard"),
  });
