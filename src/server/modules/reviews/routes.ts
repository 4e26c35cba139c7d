// /api/reviews: the person reviewed replies to a published review, once.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { replyResultSchema, replySchema } from "../../../contract/reviews";
import type { AppContext } from "../../context";
import { errorResponses } from "../../lib/route-errors";
import { requireUser } from "../../plugins/auth";
import { replyToReview } from "./replies";

const errors = errorResponses(400, 401, 403, 404, 409);

export async function reviewRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/:id/reply",
    {
      schema: {
        tags: ["reviews"],
        summary: "The person reviewed replies to a published review, once, within 30 days of its publication",
        params: z.object({ id: z.string().max(64) }),
        body: replySchema,
        response: { 201: replyResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await replyToReview(db, requireUser(request), request.params.id, request.body.reply)),
  );
}
