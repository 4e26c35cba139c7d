// GET /api/tasks/active: the session tasker's confirmed and in-progress bookings (registered by the
// tasks module; the query lives in dashboard/).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { activeTaskSchema } from "../../../contract/dashboard";
import type { AppContext } from "../../context";
import { errorResponses } from "../../lib/route-errors";
import { requireDashboardTasker } from "../dashboard/access";
import { listActiveTasks } from "../dashboard/service";

export async function activeTaskRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/active",
    {
      schema: {
        tags: ["tasker dashboard"],
        summary: "Your confirmed and in-progress bookings as a tasker",
        response: { 200: z.array(activeTaskSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => listActiveTasks(db, requireDashboardTasker(request).id),
  );
}
