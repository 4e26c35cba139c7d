// Who has a tasker dashboard (GET /api/tasks/active, GET /api/taskers/profile/dashboard).
import type { FastifyRequest } from "fastify";
import { forbidden } from "../../lib/http-error";
import { isTaskerType } from "../../../contract/constants";
import { requireUser, type UserRow } from "../../plugins/auth";

export function requireDashboardTasker(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!isTaskerType(user.userType)) throw forbidden("Only taskers have a tasker dashboard. Become a tasker first.");
  return user;
}
