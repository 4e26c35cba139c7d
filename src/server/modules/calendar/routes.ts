// GET /api/taskers/profile/calendar → {url}; POST .../calendar/regenerate; GET /api/calendar/{token}.ics
// (no session: calendar apps fetch it; the token is the secret).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "../../../contract/errors";
import { calendarFeedSchema } from "../../../contract/tasker-profile";
import type { AppContext } from "../../context";
import { notFound } from "../../lib/http-error";
import { requireUser } from "../../plugins/auth";
import { requestOrigin } from "../../plugins/security";
import { calendarFeed, calendarPath, calendarToken, regenerateCalendarToken } from "./service";

const errors = { 401: apiErrorSchema, 404: apiErrorSchema };

export async function calendarRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/taskers/profile/calendar",
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
    "/api/taskers/profile/calendar/regenerate",
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

  r.get(
    "/api/calendar/:file",
    {
      schema: {
        tags: ["tasker calendar"],
        summary: "A tasker's bookings as an iCalendar feed (token from the calendar URL)",
        params: z.object({ file: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const match = /^(.+)\.ics$/.exec(request.params.file);
      if (!match) throw notFound("Calendar not found");
      const body = await calendarFeed(db, match[1]);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("Cache-Control", "private, max-age=300")
        .header("Content-Disposition", 'inline; filename="taskly.ics"')
        .header("X-Robots-Tag", "noindex")
        .send(body);
    },
  );
}
