// /api/blocks: the signed-in person's blocked people; block and unblock (rules in service.ts).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { blockInputSchema, blockUserParams, blockedPeopleSchema, blockedPersonSchema } from "../../../contract/blocks";
import type { AppContext } from "../../context";
import { errorResponses } from "../../lib/route-errors";
import { requireUser } from "../../plugins/auth";
import { blockUser, listBlocked, unblockUser } from "./service";

const tags = ["blocks"];
const errors = errorResponses(400, 401, 403, 404, 429);

export async function blockRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "",
    {
      schema: {
        tags,
        summary: "The people the signed-in user blocked, most recent first",
        response: { 200: blockedPeopleSchema, ...errors },
      },
    },
    async (request) => listBlocked(db, requireUser(request)),
  );

  r.post(
    "",
    {
      schema: {
        tags,
        summary: "Block a person (silent: they are not told); blocking again answers the same block with 200",
        body: blockInputSchema,
        response: { 200: blockedPersonSchema, 201: blockedPersonSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { person, created } = await blockUser(db, requireUser(request), request.body.userId);
      return reply.status(created ? 201 : 200).send(person);
    },
  );

  r.delete(
    "/:userId",
    {
      schema: {
        tags,
        summary: "Unblock a person",
        params: blockUserParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await unblockUser(db, requireUser(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );
}
