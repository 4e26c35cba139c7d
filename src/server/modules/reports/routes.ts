// /api/reports: a signed-in person reports a profile, message, task or offer, and follows their reports.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createdReportSchema, createReportSchema, myReportsSchema } from "../../../contract/reports";
import type { AppContext } from "../../context";
import { errorResponses } from "../../lib/route-errors";
import { requireUser } from "../../plugins/auth";
import { createReport, listMyReports } from "./service";

const errors = errorResponses(400, 401, 403, 404, 409, 429);

export async function reportRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["reports"];

  r.post(
    "",
    {
      schema: {
        tags,
        summary: "Report a profile, message, task or offer (one report per target; 10 an hour)",
        body: createReportSchema,
        response: { 201: createdReportSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createReport(db, requireUser(request), request.body)),
  );

  r.get(
    "/mine",
    {
      schema: {
        tags,
        summary: "The signed-in person's reports with their status, newest first",
        response: { 200: myReportsSchema, ...errors },
      },
    },
    async (request) => listMyReports(db, requireUser(request)),
  );
}
