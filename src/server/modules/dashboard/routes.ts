// GET /api/tasks/active and GET /api/taskers/profile/dashboard for the session tasker.
// (GET /api/messages/recent, the third call of the dashboard, lives in the messages module.)
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { activeTaskSchema, taskerDashboardSchema } from "../../../contract/dashboard";
import { apiErrorSchema } from "../../../contract/errors";
import type { AppContext } from "../../context";
import { forbidden } from "../../lib/http-error";
import { isTaskerType, requireUser } from "../../plugins/auth";
import { listActiveTasks, taskerDashboard } from "./service";

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

function requireTasker(request: FastifyRequest) {
  const user = requireUser(request);
  if (!isTaskerType(user.userType)) throw forbidden("Only taskers have a tasker dashboard. Become a tasker first.");
  return user;
}

export async function dashboardRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/tasks/active",
    {
      schema: {
        tags: ["tasker dashboard"],
        summary: "Your confirmed and in-progress bookings as a tasker",
        response: { 200: z.array(activeTaskSchema), ...errors },
      },
    },
    async (request) => listActiveTasks(db, requireTasker(request).id),
  );

  r.get(
    "/api/taskers/profile/dashboard",
    {
      schema: {
        tags: ["tasker dashboard"],
        summary: "Pending offers, invitations, upcoming bookings, earnings per month (last 6)",
        response: { 200: taskerDashboardSchema, ...errors },
      },
    },
    async (request) => taskerDashboard(db, requireTasker(request).id),
  );
}
