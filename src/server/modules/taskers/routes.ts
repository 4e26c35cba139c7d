// GET /api/taskers (search), /api/taskers/{id}, /api/taskers/{id}/reviews.
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "../../../contract/errors";
import {
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
  reviewPageSchema,
  reviewSchema,
  taskerCardSchema,
  taskerProfileSchema,
  taskerSearchSchema,
} from "../../../contract/taskers";
import type { AppContext } from "../../context";
import { getTaskerProfile, listReviews, searchTaskers } from "./service";
import { createTaskerCaches } from "./tasker-cache";

/** Buffers go out as they are: Fastify never runs a serializer on them. */
function sendJsonBytes(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(body);
}

const idParams = z.object({ id: z.string().max(64) });

export async function taskerRoutes(app: FastifyInstance, { db, database, config }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const caches = createTaskerCaches(database, config.TASKER_CACHE_SECONDS);
  await caches.start();

  r.get(
    "/api/taskers",
    {
      schema: {
        tags: ["taskers"],
        summary: "Search tasker profiles (next page cursor in X-Next-Cursor, total in X-Total-Count)",
        querystring: taskerSearchSchema,
        response: { 200: z.array(taskerCardSchema), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const page = await searchTaskers(database, caches, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );

  r.get(
    "/api/taskers/:id",
    {
      schema: {
        tags: ["taskers"],
        summary: "One tasker profile",
        params: idParams,
        response: { 200: taskerProfileSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Served from this instance's cache until the tasker changes (see tasker-cache.ts); the
      // cached body is the schema-checked JSON of the first answer, sent as bytes.
      const cached = caches.profiles.get(request.params.id);
      if (cached) return sendJsonBytes(reply, cached);
      const profile = taskerProfileSchema.parse(await getTaskerProfile(database, request.params.id));
      const body = Buffer.from(JSON.stringify(profile));
      caches.profiles.set(profile.id, body);
      return sendJsonBytes(reply, body);
    },
  );

  r.get(
    "/api/taskers/:id/reviews",
    {
      schema: {
        tags: ["taskers"],
        summary: "A tasker's reviews, newest first",
        params: idParams,
        querystring: reviewPageSchema,
        response: { 200: z.array(reviewSchema), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const page = await listReviews(db, request.params.id, request.query.limit, request.query.cursor);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );
}
