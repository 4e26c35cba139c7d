// GET /api/bookings/{id}/receipt: the customer's itemised receipt of a booking.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "../../../contract/errors";
import { receiptSchema } from "../../../contract/receipts";
import type { AppContext } from "../../context";
import { requireUser } from "../../plugins/auth";
import { receiptFor } from "./service";

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export async function receiptRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/:id/receipt",
    {
      schema: {
        tags: ["receipts"],
        summary: "The itemised receipt of your booking: job, service fee, tips, adjustments, refunds",
        params: z.object({ id: z.string().max(64) }),
        response: { 200: receiptSchema, ...errors },
      },
    },
    async (request) => receiptFor(db, requireUser(request), request.params.id),
  );
}
