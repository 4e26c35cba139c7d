// GET /api/admin/taskers (search by name, email or skill) and PUT /api/admin/taskers/{id} (verification).
import type { AdminTasker } from "@contract/admin";
import { apiRequest } from "@/lib/api";
import { type AdminListParams } from "./keys";
import { adminListQuery } from "./list";

export const adminTaskersQuery = (params: AdminListParams) => adminListQuery<AdminTasker>("taskers", params);

export const setTaskerVerified = (taskerId: string, isVerified: boolean) =>
  apiRequest<AdminTasker>("PUT", `/api/admin/taskers/${taskerId}`, { isVerified });
