// POST /api/reports, GET /api/reports/mine, and blocking the person a report named.
import type { CreatedReport, CreateReportInput, MyReport } from "@contract/reports";
import { apiGet, apiRequest } from "@/lib/api";

export const reportKeys = { mine: () => ["reports", "mine"] as const };

export const createReport = (input: CreateReportInput) => apiRequest<CreatedReport>("POST", "/api/reports", input);

export const myReportsQuery = () => ({
  queryKey: reportKeys.mine(),
  queryFn: () => apiGet<MyReport[]>("/api/reports/mine"),
});

/** Blocks a person (the blocks feature's endpoint): offered right after reporting them. */
export const blockUser = (userId: string) => apiRequest<unknown>("POST", "/api/blocks", { userId });
