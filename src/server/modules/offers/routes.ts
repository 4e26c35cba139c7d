// Offers: send on a task, list a task's offers, withdraw, and the tasker's own offers.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "../../../contract/errors";
import { createOfferSchema, myOfferSchema, offerIdParams, offerSchema, taskIdParams } from "../../../contract/tasks";
import type { AppContext } from "../../context";
import { requireUser } from "../../plugins/auth";
import { mailOrigin } from "../../lib/mailer";
import { createOffer, listMyOffers, listTaskOffers, withdrawOffer } from "./service";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ["offers"];

export async function offerRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const origin = mailOrigin(config);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/tasks/:taskId/offers",
    {
      schema: {
        tags,
        summary: "Send an offer on an open task (taskers; one pending offer per task)",
        params: taskIdParams,
        body: createOfferSchema,
        response: { 201: offerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createOffer(db, requireUser(request), request.params.taskId, request.body, origin)),
  );

  r.get(
    "/api/tasks/:taskId/offers",
    {
      schema: {
        tags,
        summary: "A task's offers: all for its customer and admins, only their own for a tasker",
        params: taskIdParams,
        response: { 200: z.array(offerSchema), ...errors },
      },
    },
    async (request) => listTaskOffers(db, requireUser(request), request.params.taskId),
  );

  r.post(
    "/api/offers/:offerId/withdraw",
    {
      schema: {
        tags,
        summary: "Withdraw one's own pending offer",
        params: offerIdParams,
        response: { 200: offerSchema, ...errors },
      },
    },
    async (request) => withdrawOffer(db, requireUser(request), request.params.offerId),
  );

  r.get(
    "/api/offers/mine",
    {
      schema: {
        tags,
        summary: "The signed-in tasker's offers with their tasks",
        response: { 200: z.array(myOfferSchema), ...errors },
      },
    },
    async (request) => listMyOffers(db, requireUser(request)),
  );
}
