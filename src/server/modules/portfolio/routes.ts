// /api/portfolio: the signed-in tasker's portfolio (list, add, edit, reorder, remove), the consent
// for a booking's photos (read, ask, answer) and adding a consented booking's photos. Anyone reads a
// tasker's portfolio with their public profile (GET /api/taskers/{id}, `portfolio`).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ownPortfolioSchema,
  portfolioAddSchema,
  portfolioBookingParams,
  portfolioConsentAnswerSchema,
  portfolioConsentSchema,
  portfolioEditSchema,
  portfolioFromBookingSchema,
  portfolioItemParams,
  portfolioItemSchema,
  portfolioOrderSchema,
} from "../../../contract/portfolio";
import type { AppContext } from "../../context";
import { errorResponses } from "../../lib/route-errors";
import { requireUser } from "../../plugins/auth";
import { addFromBooking, answerConsent, askConsent, readConsent } from "./consent";
import { addPhoto, editPhoto, ownPortfolio, removeItem, reorder } from "./service";

const tags = ["portfolio"];
const errors = errorResponses(400, 401, 403, 404, 409);

export async function portfolioRoutes(app: FastifyInstance, { db, storage }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "",
    {
      schema: {
        tags,
        summary: "The signed-in tasker's portfolio, in order",
        response: { 200: ownPortfolioSchema, ...errors },
      },
    },
    async (request) => ownPortfolio(db, requireUser(request).id),
  );

  r.post(
    "",
    {
      schema: {
        tags,
        summary: "Add a photo uploaded with use 'portfolio' (placed last; 30 at most)",
        body: portfolioAddSchema,
        response: { 201: portfolioItemSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addPhoto(db, requireUser(request).id, request.body)),
  );

  r.put(
    "/order",
    {
      schema: {
        tags,
        summary: "Reorder the portfolio: every item id once, first shown first",
        body: portfolioOrderSchema,
        response: { 200: ownPortfolioSchema, ...errors },
      },
    },
    async (request) => reorder(db, requireUser(request).id, request.body.ids),
  );

  r.patch(
    "/:id",
    {
      schema: {
        tags,
        summary: "Change a portfolio photo's caption or category",
        params: portfolioItemParams,
        body: portfolioEditSchema,
        response: { 200: portfolioItemSchema, ...errors },
      },
    },
    async (request) => editPhoto(db, requireUser(request).id, request.params.id, request.body),
  );

  r.delete(
    "/:id",
    {
      schema: {
        tags,
        summary: "Remove a photo from the portfolio",
        params: portfolioItemParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeItem(db, storage, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    "/from-booking",
    {
      schema: {
        tags,
        summary: "Add public copies of a completed booking's photos (only with its customer's consent)",
        body: portfolioFromBookingSchema,
        response: { 201: z.array(portfolioItemSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addFromBooking(db, storage, requireUser(request).id, request.body)),
  );

  r.get(
    "/consents/:bookingId",
    {
      schema: {
        tags,
        summary: "Whether a booking's photos may be shown in its tasker's portfolio (either side of the booking)",
        params: portfolioBookingParams,
        response: { 200: portfolioConsentSchema, ...errors },
      },
    },
    async (request) => readConsent(db, requireUser(request).id, request.params.bookingId),
  );

  r.post(
    "/consents/:bookingId",
    {
      schema: {
        tags,
        summary: "The tasker of a completed booking asks its customer to show the booking's photos",
        params: portfolioBookingParams,
        response: { 201: portfolioConsentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await askConsent(db, requireUser(request).id, request.params.bookingId)),
  );

  r.post(
    "/consents/:bookingId/answer",
    {
      schema: {
        tags,
        summary: "The customer grants or declines showing the booking's photos (and may change their mind)",
        params: portfolioBookingParams,
        body: portfolioConsentAnswerSchema,
        response: { 200: portfolioConsentSchema, ...errors },
      },
    },
    async (request) =>
      answerConsent(db, storage, requireUser(request).id, request.params.bookingId, request.body.granted),
  );
}
