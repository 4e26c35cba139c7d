// /api/taskers/profile: the session tasker's own profile (GET, PUT), dashboard and calendar feed.
import { scheduleRoutes } from "../availability/routes";
import { serviceAreaRoutes } from "../service-area/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ownTaskerProfileSchema, updateTaskerProfileBodySchema } from "../../../contract/tasker-profile";
import type { AppContext } from "../../context";
import { requireUser } from "../../plugins/auth";
import { calendarFeedRoutes } from "./calendar-routes";
import { dashboardRoutes } from "./dashboard-routes";
import { taskerProfileErrors as errors } from "./errors";
import { findOwnProfile, updateOwnProfile } from "./service";

export async function taskerProfileRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await scheduleRoutes(app, context);
  const { db } = context;
  const r = app.withTypeProvider<ZodTypeProvider>();
  await dashboardRoutes(app, context);
  await serviceAreaRoutes(app, context);
  await calendarFeedRoutes(app, context);

  r.get(
    "",
    {
      schema: {
        tags: ["tasker profile"],
        summary: "Your tasker profile with earnings, completed tasks, rating and unread messages",
        description: "null while the account has no tasker profile (a customer, or a new tasker before the form).",
        response: { 200: ownTaskerProfileSchema.nullable(), ...errors },
      },
    },
    async (request) => findOwnProfile(db, requireUser(request).id),
  );

  r.put(
    "",
    {
      schema: {
        tags: ["tasker profile"],
        summary: "Edit your tasker profile (fields left out stay as they are)",
        body: updateTaskerProfileBodySchema,
        response: { 200: ownTaskerProfileSchema, ...errors },
      },
    },
    async (request) => updateOwnProfile(db, requireUser(request).id, request.body),
  );
}
