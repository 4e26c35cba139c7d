// GET /api/admin/users (search by name or email) and PUT /api/admin/users/{id} (account type, suspension).
import type { AdminUser } from "@contract/admin";
import type { UserType } from "@contract/constants";
import { apiRequest } from "@/lib/api";
import { type AdminListParams } from "./keys";
import { adminListQuery } from "./list";

export const adminUsersQuery = (params: AdminListParams) => adminListQuery<AdminUser>("users", params);

export const updateAdminUser = (userId: string, change: { userType?: UserType; suspended?: boolean }) =>
  apiRequest<AdminUser>("PUT", `/api/admin/users/${userId}`, change);
