// GET /api/places?q=: gazetteer suggestions as you type (public, offline data), ranked for the caller:
// their account's place (country and nearness), else their browser's language region.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "../../../contract/errors";
import { placeQuerySchema, placeSchema } from "../../../contract/places";
import type { Db } from "../../db/connect";
import type { AppContext } from "../../context";
import { countryOfAcceptLanguage, placeForLocation, suggestPlaces, type PlaceSearchContext } from "./service";

async function searchContext(db: Db, request: FastifyRequest): Promise<PlaceSearchContext> {
  const location = request.user?.location?.trim();
  const home = location ? await placeForLocation(db, location) : null;
  if (home) return { countryCode: home.countryCode, near: { lat: home.lat, lng: home.lng } };
  return { countryCode: countryOfAcceptLanguage(request.headers["accept-language"]) };
}

export async function placeRoutes(app: FastifyInstance, { db, database }: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "",
    {
      schema: {
        tags: ["places"],
        summary:
          "Places for a location box: by name (prefix, typos forgiven) or US ZIP code, bigger, nearer and in the caller's country first",
        querystring: placeQuerySchema,
        response: { 200: z.array(placeSchema), 400: apiErrorSchema },
      },
    },
    async (request) => suggestPlaces(database, request.query.q, request.query.limit, await searchContext(db, request)),
  );
}
