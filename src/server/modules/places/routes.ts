// GET /api/places?q=: gazetteer suggestions as you type (public, offline data).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "../../../contract/errors";
import { placeQuerySchema, placeSchema } from "../../../contract/places";
import type { AppContext } from "../../context";
import { suggestPlaces } from "./service";

export async function placeRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "",
    {
      schema: {
        tags: ["places"],
        summary: "Places whose name starts with q, most populous first (for location boxes)",
        querystring: placeQuerySchema,
        response: { 200: z.array(placeSchema), 400: apiErrorSchema },
      },
    },
    async (request) => suggestPlaces(db, request.query.q, request.query.limit),
  );
}
