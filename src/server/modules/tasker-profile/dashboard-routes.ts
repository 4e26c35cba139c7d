// GET /api/taskers/profile/dashboard for the session tasker (the figures come from dashboard/).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { taskerDashboardSchema } from "../../../contract/dashboard";
import type { AppContext } from "../../context";
import { errorResponses } from "../../lib/route-errors";
import { requireDashboardTasker } from "../dashboard/access";
import { taskerDashboard } from "../dashboard/service";

export async function dashboardRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/dashboard",
    {
      schema: {
        tags: ["tasker dashboard"],
        summary: "Pending offers, invitations, upcoming bookings, earnings per month (last 6)",
        response: { 200: taskerDashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => taskerDashboard(db, requireDashboardTasker(request)),
  );
}
