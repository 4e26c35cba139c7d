// Money after booking on a booking: its extras (read), tips, and price changes the tasker proposes
// and the customer approves or declines. Charges go through the app's payment provider.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adjustmentSchema,
  bookingExtrasSchema,
  createAdjustmentSchema,
  createTipSchema,
  tipSchema,
} from "../../../contract/booking-extras";
import type { AppContext } from "../../context";
import { errorResponses } from "../../lib/route-errors";
import { mailOrigin } from "../../lib/mailer";
import { requireUser } from "../../plugins/auth";
import { decideAdjustment, proposeAdjustment } from "./adjustments";
import { readBookingExtras } from "./read";
import { tipBooking } from "./tips";

const errors = errorResponses(400, 401, 402, 403, 404, 409);
const idParams = z.object({ id: z.string().max(64) });

/** Extras, tips and price-change proposals of a booking, registered by the bookings module (/api/bookings). */
export async function bookingExtrasRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const origin = mailOrigin(config);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["booking money"];

  r.get(
    "/:id/extras",
    {
      schema: {
        tags,
        summary: "The booking's saved card, held share, tips, price changes and dispute",
        params: idParams,
        response: { 200: bookingExtrasSchema, ...errors },
      },
    },
    async (request) => readBookingExtras(db, requireUser(request), request.params.id),
  );

  r.post(
    "/:id/tips",
    {
      schema: {
        tags,
        summary: "The customer tips a completed booking (within 30 days, on the saved card, all to the tasker)",
        params: idParams,
        body: createTipSchema,
        response: { 201: tipSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await tipBooking(db, app.payments, requireUser(request), request.params.id, request.body, origin)),
  );

  r.post(
    "/:id/adjustments",
    {
      schema: {
        tags,
        summary: "The tasker proposes extra hours or an expense during the job",
        params: idParams,
        body: createAdjustmentSchema,
        response: { 201: adjustmentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await proposeAdjustment(db, requireUser(request), request.params.id, request.body, origin)),
  );
}

/** The customer's answer to a price change (/api/adjustments). */
export async function adjustmentRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const origin = mailOrigin(config);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["booking money"];

  for (const decision of ["approve", "decline"] as const) {
    r.post(
      `/:id/${decision}`,
      {
        schema: {
          tags,
          summary:
            decision === "approve"
              ? "The customer approves a price change: the saved card is charged"
              : "The customer declines a price change",
          params: idParams,
          response: { 200: adjustmentSchema, ...errors },
        },
      },
      async (request) =>
        decideAdjustment(db, app.payments, requireUser(request), request.params.id, decision === "approve", origin),
    );
  }
}
