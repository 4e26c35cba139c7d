// /api/taskers: search, one profile, its reviews; creating and editing your own profile (own-profile-routes.ts).
import { slotRoutes } from "../availability/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "../../../contract/errors";
import {
  reviewPageQuery,
  reviewPageSchema,
  taskerProfileSchema,
  taskerSearchPageSchema,
  taskerSearchSchema,
} from "../../../contract/taskers";
import type { AppContext } from "../../context";
import { sendJsonBytes } from "../../lib/json-bytes";
import { sendJsonPage } from "../../lib/paged-reply";
import { ownProfileRoutes } from "./own-profile-routes";
import { reviewPageJson, searchTaskersJson, taskerProfileJson } from "./service";
import { blockedTaskerProfileIds, taskerBlocked } from "../blocks/rule";
import { notFound } from "../../lib/http-error";
import { ownPendingReviews } from "../reviews/own-pending";

const idParams = z.object({ id: z.string().max(64) });

export async function taskerRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await slotRoutes(app, context);
  const { db, database } = context;
  const r = app.withTypeProvider<ZodTypeProvider>();
  await ownProfileRoutes(app, context);
  const caches = context.taskerCaches;

  r.get(
    "",
    {
      schema: {
        tags: ["taskers"],
        summary: "Search tasker profiles: one page of cards (Link names the next page, X-Total-Count the matches)",
        querystring: taskerSearchSchema,
        response: { 200: taskerSearchPageSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // A signed-in viewer never finds a tasker they are a blocked pair with (blocks/rule.ts).
      const apart = request.user ? await blockedTaskerProfileIds(db, request.user.id) : [];
      const page = await searchTaskersJson(database, caches, request.query, apart);
      return sendJsonPage(request, reply, page, request.query.limit);
    },
  );

  r.get(
    "/:id",
    {
      schema: {
        tags: ["taskers"],
        summary: "One tasker profile",
        params: idParams,
        response: { 200: taskerProfileSchema, 404: apiErrorSchema },
      },
    },
    // Served from this instance's cache until the tasker changes (see tasker-cache.ts), as bytes. A
    // viewer the tasker blocked gets the unknown tasker's answer (decision 0058); the check runs for
    // every signed-in viewer, so its cost tells nothing.
    async (request, reply) => {
      const [body, blocked] = await Promise.all([
        taskerProfileJson(database, caches, request.params.id),
        request.user ? taskerBlocked(db, request.params.id, request.user.id) : false,
      ]);
      if (blocked) throw notFound("Tasker not found");
      return sendJsonBytes(reply, body);
    },
  );

  r.get(
    "/:id/reviews",
    {
      schema: {
        tags: ["taskers"],
        summary: "A tasker's reviews, newest first",
        params: idParams,
        querystring: reviewPageQuery,
        response: { 200: reviewPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const page = await reviewPageJson(db, caches, request.params.id, request.query.limit, request.query.cursor);
      // The shared page of published reviews, with the viewer's own waiting review above it (first page only).
      const own =
        request.user && !request.query.cursor ? await ownPendingReviews(db, request.user.id, request.params.id) : [];
      if (own.length === 0) return sendJsonPage(request, reply, page, request.query.limit);
      const items = [...own, ...(JSON.parse(page.items.toString("utf8")) as unknown[])];
      return sendJsonPage(request, reply, { ...page, items: Buffer.from(JSON.stringify(items)) }, request.query.limit);
    },
  );
}
