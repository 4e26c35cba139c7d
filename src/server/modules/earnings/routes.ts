// /api/earnings (the tasker's balances and per-booking lines), the monthly statement CSV, and
// POST /api/bookings/{id}/release (the customer releases a held payment early).
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { earningsSchema, releaseResultSchema, statementQuerySchema } from "../../../contract/earnings";
import { apiErrorSchema } from "../../../contract/errors";
import type { AppContext } from "../../context";
import { forbidden } from "../../lib/http-error";
import { isTaskerType } from "../../../contract/constants";
import { requireUser } from "../../plugins/auth";
import { releaseByCustomer } from "./release";
import { earningsOf } from "./service";
import { monthlyStatement } from "./statement";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export function requireTaskerUser(request: FastifyRequest) {
  const user = requireUser(request);
  if (!isTaskerType(user.userType)) throw forbidden("Only taskers have earnings. Become a tasker first.");
  return user;
}

export async function earningsRoutes(app: FastifyInstance, { db, payments }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "",
    {
      schema: {
        tags: ["earnings"],
        summary: "Your balances (held, available, paid out) and earnings per booking",
        response: { 200: earningsSchema, ...errors },
      },
    },
    async (request) => earningsOf(db, payments, requireTaskerUser(request).id),
  );

  r.get(
    "/statement",
    {
      schema: {
        tags: ["earnings"],
        summary: "A month's statement of your earnings and payouts, as CSV",
        querystring: statementQuerySchema,
        produces: ["text/csv"],
        response: { 200: z.string().describe("CSV"), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireTaskerUser(request);
      const csv = await monthlyStatement(db, user.id, request.query.month);
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="taskly-statement-${request.query.month}.csv"`)
        .send(csv);
    },
  );
}

/** POST /:id/release, registered by the bookings module (/api/bookings). */
export async function releaseRoutes(app: FastifyInstance, { db, payments }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/:id/release",
    {
      schema: {
        tags: ["earnings"],
        summary: "The customer releases the held payment to the tasker before the hold ends",
        params: z.object({ id: z.string().max(64) }),
        response: { 200: releaseResultSchema, ...errors },
      },
    },
    async (request) => releaseByCustomer(db, payments, requireUser(request), request.params.id, new Date()),
  );
}
