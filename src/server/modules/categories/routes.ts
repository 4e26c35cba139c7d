// GET /api/categories: the service categories with their base rates; GET /api/categories/cities: the
// cities each is offered in.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { asc } from "drizzle-orm";
import { z } from "zod";
import { categoryCitySchema, categorySchema } from "../../../contract/categories";
import type { AppContext } from "../../context";
import { serviceCategories } from "../../db/schema";
import { offeredCities } from "./cities";

export async function categoryRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "",
      { schema: { tags: ["categories"], summary: "Service categories", response: { 200: z.array(categorySchema) } } },
      async () => db.select().from(serviceCategories).orderBy(asc(serviceCategories.name)),
    )
    .get(
      "/cities",
      {
        schema: {
          tags: ["categories"],
          summary: "The cities each category is offered in by a listed tasker (its landing pages)",
          response: { 200: z.array(categoryCitySchema) },
        },
      },
      async () => offeredCities(db),
    );
}
