// /api/notification-preferences: the signed-in person's grid of categories × channels, the locked
// messages, quiet hours and their time zone. PUT changes only what it names.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
} from "../../../contract/notification-preferences";
import type { AppContext } from "../../context";
import { errorResponses } from "../../lib/route-errors";
import { requireUser } from "../../plugins/auth";
import { readPreferences, updatePreferences } from "./service";

const tags = ["notifications"];

export async function notificationPreferenceRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "",
    {
      schema: {
        tags,
        summary: "What the signed-in person hears about and how: the grid, locked messages, quiet hours, time zone",
        response: { 200: notificationPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => readPreferences(db, requireUser(request).id),
  );

  r.put(
    "",
    {
      schema: {
        tags,
        summary: "Change cells of the grid, quiet hours (null: none) or the time zone; answers the whole result",
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => updatePreferences(db, requireUser(request).id, request.body),
  );
}
