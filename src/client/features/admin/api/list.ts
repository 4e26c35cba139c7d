// GET /api/admin/{users|tasks|taskers|audit}?...: one page of a server-filtered admin list and its
// total. The previous page stays on screen while the next filter loads.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { queryString } from "@/lib/api";
import { apiGetPage } from "@/lib/api-page";
import { adminKeys, type AdminListKind, type AdminListParams } from "./keys";

export const adminListQuery = <T>(kind: AdminListKind, params: AdminListParams) =>
  queryOptions({
    queryKey: adminKeys.filtered(kind, params),
    queryFn: () => apiGetPage<T>(`/api/admin/${kind}${queryString(params)}`),
    placeholderData: keepPreviousData,
  });
