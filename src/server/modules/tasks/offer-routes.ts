// POST and GET /api/tasks/{taskId}/offers (registered by the tasks module; the rules live in offers/).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createOfferSchema, offerSchema, taskIdParams } from "../../../contract/tasks";
import type { AppContext } from "../../context";
import { mailOrigin } from "../../lib/mailer";
import { requireUser } from "../../plugins/auth";
import { offerErrors as errors } from "../offers/errors";
import { createOffer, listTaskOffers } from "../offers/service";

const tags = ["offers"];

export async function taskOfferRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const origin = mailOrigin(config);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/:taskId/offers",
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
    "/:taskId/offers",
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
}
