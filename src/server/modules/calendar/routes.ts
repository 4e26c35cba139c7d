// GET /api/calendar/{token}.ics: a tasker's bookings as an iCalendar feed (no session: calendar
// apps fetch it; the token is the secret). The feed's URL is served under /api/taskers/profile/calendar.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { notFound } from "../../lib/http-error";
import { calendarFeed } from "./service";

export async function calendarRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/:file",
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
