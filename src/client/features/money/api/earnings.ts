// GET /api/earnings: the tasker's balances and per-booking lines.
import { queryOptions } from "@tanstack/react-query";
import type { Earnings } from "@contract/earnings";
import { apiGet } from "@/lib/api";
import { moneyKeys } from "./keys";

export const earningsQuery = () =>
  queryOptions({ queryKey: moneyKeys.earnings(), queryFn: () => apiGet<Earnings>("/api/earnings") });
