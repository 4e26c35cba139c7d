// A booking's reviews, in the bookings module's scope: POST /api/bookings/{id}/review (either side,
// once), PATCH it (until the other side submits), GET /api/bookings/{id}/reviews (the viewer's side).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createdReviewSchema, createReviewSchema } from "../../../contract/bookings";
import { bookingReviewsSchema, editReviewSchema } from "../../../contract/reviews";
import type { AppContext } from "../../context";
import { errorResponses } from "../../lib/route-errors";
import { requireUser } from "../../plugins/auth";
import { bookingReviews } from "./read";
import { editReview, reviewBooking } from "./write";

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const params = z.object({ bookingId: z.string().max(64) });

export async function bookingReviewRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["reviews"];

  r.post(
    "/:bookingId/review",
    {
      schema: {
        tags,
        summary: "Either person of a completed booking reviews the other, once, within the review window",
        params,
        body: createReviewSchema,
        response: { 201: createdReviewSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reviewBooking(db, requireUser(request), request.params.bookingId, request.body)),
  );

  r.patch(
    "/:bookingId/review",
    {
      schema: {
        tags,
        summary: "Edit your review until the other side submits theirs or it is published",
        params,
        body: editReviewSchema,
        response: { 200: createdReviewSchema, ...errors },
      },
    },
    async (request) => editReview(db, requireUser(request), request.params.bookingId, request.body),
  );

  r.get(
    "/:bookingId/reviews",
    {
      schema: {
        tags,
        summary: "Your review, whether the other side has submitted, the window's end, and both once published",
        params,
        response: { 200: bookingReviewsSchema, ...errors },
      },
    },
    async (request) => bookingReviews(db, requireUser(request), request.params.bookingId),
  );
}
