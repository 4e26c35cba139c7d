// POST /api/bookings/{id}/reschedule (propose a new free time), .../reschedule/accept and
// .../reschedule/decline (the other side answers; the proposer may withdraw with decline).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bookingSchema } from "../../../contract/bookings";
import { apiErrorSchema } from "../../../contract/errors";
import { proposeRescheduleSchema } from "../../../contract/reschedule";
import type { AppContext } from "../../context";
import { mailOrigin } from "../../lib/mailer";
import { requireUser } from "../../plugins/auth";
import { answerReschedule, proposeReschedule } from "./reschedule";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const params = z.object({ id: z.string().max(64) });
const tags = ["bookings"];

export async function rescheduleRoutes(app: FastifyInstance, { database, config }: AppContext): Promise<void> {
  const origin = mailOrigin(config);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/:id/reschedule",
    {
      schema: {
        tags,
        summary: "Propose another free time for a confirmed booking (until 24 hours before its start)",
        params,
        body: proposeRescheduleSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => proposeReschedule(database, requireUser(request), request.params.id, request.body, origin),
  );

  for (const answer of ["accept", "decline"] as const) {
    r.post(
      `/:id/reschedule/${answer}`,
      {
        schema: {
          tags,
          summary:
            answer === "accept"
              ? "Accept the other side's proposed time: the booking moves"
              : "Decline the other side's proposed time (or withdraw your own)",
          params,
          response: { 200: bookingSchema, ...errors },
        },
      },
      async (request) => answerReschedule(database, requireUser(request), request.params.id, answer, origin),
    );
  }
}
