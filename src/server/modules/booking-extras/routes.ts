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
import { IDEMPOTENCY_HEADER } from "../../../contract/bookings";
import type { AppContext } from "../../context";
import { idempotencyHeaders, readIdempotencyKey } from "../../lib/idempotency";
import { errorResponses } from "../../lib/route-errors";
import { mailOrigin } from "../../lib/mailer";
import { requireUser } from "../../plugins/auth";
import { decideAdjustment, proposeAdjustment } from "./adjustments";
import { readBookingExtras } from "./read";
import { tipBooking } from "./tips";

const errors = errorResponses(400, 401, 402, 403, 404, 409, 422);
const RETRY_SAFE =
  "Send an Idempotency-Key header to make retries safe: the same key gets the first answer and charges once.";
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
        description: `${RETRY_SAFE} Without a key, every request is a tip of its own.`,
        params: idParams,
        body: createTipSchema,
        headers: idempotencyHeaders,
        response: { 201: tipSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      const { tip, replayed } = await tipBooking(db, app.payments, user, request.params.id, request.body, origin, key);
      if (replayed) reply.header("idempotent-replayed", "true");
      return reply.status(201).send(tip);
    },
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
          description: RETRY_SAFE,
          params: idParams,
          headers: idempotencyHeaders,
          response: { 200: adjustmentSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
        const approve = decision === "approve";
        const { adjustment, replayed } = await decideAdjustment(
          db,
          app.payments,
          user,
          request.params.id,
          approve,
          origin,
          key,
        );
        if (replayed) reply.header("idempotent-replayed", "true");
        return adjustment;
      },
    );
  }
}
