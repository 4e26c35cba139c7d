// The tasker's side (issue #6): own tasker profile, dashboard, calendar feed, own account.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { calendarRoutes } from "./calendar/routes";
import { dashboardRoutes } from "./dashboard/routes";
import { taskerProfileRoutes } from "./tasker-profile/routes";
import { userRoutes } from "./users/routes";

export async function taskerSideRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await taskerProfileRoutes(app, context);
  await dashboardRoutes(app, context);
  await calendarRoutes(app, context);
  await userRoutes(app, context);
}
