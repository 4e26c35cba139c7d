// GET /api/taskers (search), /api/taskers/{id}, /api/taskers/{id}/reviews.
import type { FastifyInstance } from "fastify";
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

const idParams = z.object({ id: z.string().max(64) });

export async function taskerRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
      const page = await searchTaskers(db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );

  r.get(
    "/api/taskers/:id",
    { schema: { tags: ["taskers"], summary: "One tasker profile", params: idParams, response: { 200: taskerProfileSchema, 404: apiErrorSchema } } },
    async (request) => getTaskerProfile(db, request.params.id),
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
