// GET /api/taskers/{id}/slots (public free start times); the tasker's own schedule
// (GET/PUT /api/taskers/profile/schedule) and calendar import (PUT .../calendar-import, POST .../sync).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  calendarImportInputSchema,
  calendarImportSchema,
  ownScheduleSchema,
  scheduleInputSchema,
  slotsQuerySchema,
  slotsSchema,
} from "../../../contract/availability";
import { apiErrorSchema } from "../../../contract/errors";
import type { AppContext } from "../../context";
import { sendJsonBytes } from "../../lib/json-bytes";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import { requireUser } from "../../plugins/auth";
import { syncNow, updateCalendarImport } from "./calendar-import/on-demand";
import { importOptionsOf } from "./calendar-import/sync";
import { ownSchedule, saveSchedule } from "./schedule";
import { taskerSlotsJson } from "./slots";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const importErrors = { ...errors, 429: apiErrorSchema };

/** GET /:id/slots, registered by the taskers module (/api/taskers). */
export async function slotRoutes(app: FastifyInstance, { database, freeTimes }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/:id/slots",
    {
      schema: {
        tags: ["availability"],
        summary: "Free start times (UTC) of a tasker in a window of at most 62 days",
        params: z.object({ id: z.string().max(100) }),
        querystring: slotsQuerySchema,
        response: { 200: slotsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!isUuid(request.params.id)) throw notFound("Tasker not found");
      return sendJsonBytes(reply, await taskerSlotsJson(database, freeTimes, request.params.id, request.query));
    },
  );
}

/** The tasker's own schedule and calendar import, registered by the tasker-profile module (/api/taskers/profile). */
export async function scheduleRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const importOptions = importOptionsOf(config);

  r.get(
    "/schedule",
    {
      schema: {
        tags: ["availability"],
        summary: "Your weekly hours and booking rules",
        response: { 200: ownScheduleSchema, ...errors },
      },
    },
    async (request) => ownSchedule(db, requireUser(request).id),
  );

  r.put(
    "/schedule",
    {
      schema: {
        tags: ["availability"],
        summary: "Save your time zone, weekly hours, exceptions, vacation, notice, buffer and horizon",
        body: scheduleInputSchema,
        response: { 200: ownScheduleSchema, ...errors },
      },
    },
    async (request) => saveSchedule(db, requireUser(request).id, request.body),
  );

  r.put(
    "/calendar-import",
    {
      schema: {
        tags: ["availability"],
        summary:
          "Import busy times from your calendar's iCalendar URL (null stops importing); imports at once, a few times an hour (429)",
        body: calendarImportInputSchema,
        response: { 200: calendarImportSchema.nullable(), ...importErrors },
      },
    },
    async (request) => updateCalendarImport(db, requireUser(request).id, request.body.url, importOptions),
  );

  r.post(
    "/calendar-import/sync",
    {
      schema: {
        tags: ["availability"],
        summary: "Import your calendar's busy times now, a few times an hour (429)",
        response: { 200: calendarImportSchema, ...importErrors },
      },
    },
    async (request) => syncNow(db, requireUser(request).id, importOptions),
  );
}
