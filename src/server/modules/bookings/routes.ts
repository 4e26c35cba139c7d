// /api/bookings: book and pay (one transaction, Idempotency-Key), list and read, start, complete,
// cancel with a preview, and review. The payment provider comes from the app context (payments/).
import { bookingExtrasRoutes } from "../booking-extras/routes";
import { bookingDisputeRoutes } from "../disputes/routes";
import { releaseRoutes } from "../earnings/routes";
import { receiptRoutes } from "../receipts/routes";
import { rescheduleRoutes } from "./reschedule-routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  IDEMPOTENCY_HEADER,
  bookingSchema,
  cancellationPreviewSchema,
  createBookingSchema,
  listBookingsQuerySchema,
} from "../../../contract/bookings";
import type { AppContext } from "../../context";
import { errorResponses } from "../../lib/route-errors";
import { idempotencyHeaders, readIdempotencyKey } from "../../lib/idempotency";
import { requireUser } from "../../plugins/auth";
import { mailOrigin } from "../../lib/mailer";
import { cancellationPreview } from "./cancellation-preview";
import { fireAsParty, processContextOf, type FiredTransition } from "./process";
import { bookingReviewRoutes } from "../reviews/booking-routes";
import { createBooking, listBookings, readBooking } from "./service";

const errors = errorResponses(400, 401, 402, 403, 404, 409, 422);
const idParams = z.object({ id: z.string().max(64) });
const tags = ["bookings"];

export async function bookingRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { database, db, config, payments } = context;
  await rescheduleRoutes(app, context);
  await releaseRoutes(app, context);
  await receiptRoutes(app, context);
  await bookingExtrasRoutes(app, context);
  await bookingDisputeRoutes(app, context);
  await bookingReviewRoutes(app, context);
  const origin = mailOrigin(config);
  const process = processContextOf(context);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "",
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
      const { booking, replayed } = await createBooking(database, payments, user, request.body, key, origin);
      if (replayed) reply.header("idempotent-replayed", "true");
      return reply.status(replayed ? 200 : 201).send(booking);
    },
  );

  r.get(
    "",
    {
      schema: {
        tags,
        summary: "The signed-in user's bookings as customer or tasker",
        querystring: listBookingsQuerySchema,
        response: { 200: z.array(bookingSchema), ...errors },
      },
    },
    async (request) => listBookings(database, requireUser(request).id, request.query.role, request.query.scope),
  );

  r.get("/:id", { schema: { tags, params: idParams, response: { 200: bookingSchema, ...errors } } }, async (request) =>
    readBooking(database, requireUser(request), request.params.id),
  );

  r.get(
    "/:id/cancellation",
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

  // The booking's people move it through the booking process: one route shape per transition.
  const changes: { action: FiredTransition & ("start" | "complete" | "cancel"); summary: string }[] = [
    { action: "start", summary: "The tasker starts the job" },
    { action: "complete", summary: "The tasker completes the job; the payment is captured" },
    { action: "cancel", summary: "Cancel a confirmed booking (free until 24 hours before the start)" },
  ];
  for (const { action, summary } of changes) {
    r.post(
      `/:id/${action}`,
      { schema: { tags, summary, params: idParams, response: { 200: bookingSchema, ...errors } } },
      async (request) => fireAsParty(database, process, requireUser(request), request.params.id, action),
    );
  }
}
