// GET /api/admin/audit: every admin change, newest first.
import type { AuditEntry } from "@contract/admin";
import { type AdminListParams } from "./keys";
import { adminListQuery } from "./list";

export const adminAuditQuery = (params: AdminListParams) => adminListQuery<AuditEntry>("audit", params);
