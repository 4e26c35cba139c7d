// /api/offers: withdraw one's own offer, and the tasker's own offers. Sending and listing a task's
// offers live under /api/tasks/{taskId}/offers (tasks/offer-routes.ts).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { myOfferSchema, offerIdParams, offerSchema } from "../../../contract/tasks";
import type { AppContext } from "../../context";
import { requireUser } from "../../plugins/auth";
import { offerErrors as errors } from "./errors";
import { listMyOffers, withdrawOffer } from "./service";

const tags = ["offers"];

export async function offerRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/:offerId/withdraw",
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
    "/mine",
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
