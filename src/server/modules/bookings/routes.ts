// /api/bookings: book and pay (one transaction, Idempotency-Key), list and read, start, complete,
// cancel with a preview, and review. The payment provider is the built-in one (payments/).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  IDEMPOTENCY_HEADER,
  bookingSchema,
  cancellationPreviewSchema,
  createBookingSchema,
  createReviewSchema,
  createdReviewSchema,
  listBookingsQuerySchema,
} from "../../../contract/bookings";
import { apiErrorSchema } from "../../../contract/errors";
import type { AppContext } from "../../context";
import { idempotencyHeaders, readIdempotencyKey } from "../../lib/idempotency";
import { requireUser } from "../../plugins/auth";
import { mailOrigin } from "../../lib/mailer";
import { BuiltinPaymentProvider } from "../payments/builtin-provider";
import type { PaymentProvider } from "../payments/provider";
import { cancelBooking, cancellationPreview, completeBooking, startBooking } from "./lifecycle";
import { reviewBooking } from "./reviews";
import { createBooking, listBookings, readBooking } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    /** The payment provider bookings charge through. */
    payments: PaymentProvider;
  }
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};
const idParams = z.object({ id: z.string().max(64) });
const tags = ["bookings"];

export async function bookingRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const origin = mailOrigin(config);
  const payments: PaymentProvider = new BuiltinPaymentProvider();
  app.decorate("payments", payments);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/bookings",
    {
      schema: {
        tags,
        summary: "Book a task with a tasker and authorize the payment (the customer is the signed-in user)",
        description:
          "Send an Idempotency-Key header to make retries safe: the same key returns the same booking and charges once.",
        body: createBookingSchema,
        headers: idempotencyHeaders,
        response: { 200: bookingSchema, 201: bookingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      const { booking, replayed } = await createBooking(db, payments, user, request.body, key, origin);
      if (replayed) reply.header("idempotent-replayed", "true");
      return reply.status(replayed ? 200 : 201).send(booking);
    },
  );

  r.get(
    "/api/bookings",
    {
      schema: {
        tags,
        summary: "The signed-in user's bookings as customer or tasker",
        querystring: listBookingsQuerySchema,
        response: { 200: z.array(bookingSchema), ...errors },
      },
    },
    async (request) => listBookings(db, requireUser(request).id, request.query.role, request.query.scope),
  );

  r.get(
    "/api/bookings/:id",
    { schema: { tags, params: idParams, response: { 200: bookingSchema, ...errors } } },
    async (request) => readBooking(db, requireUser(request), request.params.id),
  );

  r.post(
    "/api/bookings/:id/start",
    {
      schema: {
        tags,
        summary: "The tasker starts the job",
        params: idParams,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => startBooking(db, requireUser(request), request.params.id),
  );

  r.post(
    "/api/bookings/:id/complete",
    {
      schema: {
        tags,
        summary: "The tasker completes the job; the payment is captured",
        params: idParams,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => completeBooking(db, payments, requireUser(request), request.params.id, origin),
  );

  r.get(
    "/api/bookings/:id/cancellation",
    {
      schema: {
        tags,
        summary: "What cancelling now would cost and refund",
        params: idParams,
        response: { 200: cancellationPreviewSchema, ...errors },
      },
    },
    async (request) => cancellationPreview(db, requireUser(request), request.params.id),
  );

  r.post(
    "/api/bookings/:id/cancel",
    {
      schema: {
        tags,
        summary: "Cancel a confirmed booking (free until 24 hours before the start)",
        params: idParams,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => cancelBooking(db, payments, requireUser(request), request.params.id, origin),
  );

  r.post(
    "/api/bookings/:bookingId/review",
    {
      schema: {
        tags,
        summary: "The customer reviews a completed booking, once",
        params: z.object({ bookingId: z.string().max(64) }),
        body: createReviewSchema,
        response: { 201: createdReviewSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reviewBooking(db, requireUser(request), request.params.bookingId, request.body)),
  );
}
