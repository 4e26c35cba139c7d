// GET /api/taskers/profile/calendar → { url } of the private feed; POST .../calendar/regenerate. The
// feed itself is GET /api/calendar/{token}.ics (calendar/).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { calendarFeedSchema } from "../../../contract/tasker-profile";
import type { AppContext } from "../../context";
import { errorResponses } from "../../lib/route-errors";
import { requireUser } from "../../plugins/auth";
import { requestOrigin } from "../../plugins/security";
import { calendarPath, calendarToken, regenerateCalendarToken } from "../calendar/service";

const errors = errorResponses(401, 404);

export async function calendarFeedRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/calendar",
    {
      schema: {
        tags: ["tasker calendar"],
        summary: "Your private calendar feed URL (iCalendar)",
        response: { 200: calendarFeedSchema, ...errors },
      },
    },
    async (request) => ({
      url: requestOrigin(request, config) + calendarPath(await calendarToken(db, requireUser(request).id)),
    }),
  );

  r.post(
    "/calendar/regenerate",
    {
      schema: {
        tags: ["tasker calendar"],
        summary: "A new calendar feed URL; the old one stops working",
        response: { 200: calendarFeedSchema, ...errors },
      },
    },
    async (request) => ({
      url: requestOrigin(request, config) + calendarPath(await regenerateCalendarToken(db, requireUser(request).id)),
    }),
  );
}
