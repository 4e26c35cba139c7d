// GET /api/categories: the service categories with their base rates.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { asc } from "drizzle-orm";
import { z } from "zod";
import { categorySchema } from "../../../contract/categories";
import type { AppContext } from "../../context";
import { serviceCategories } from "../../db/schema";

export async function categoryRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "",
      { schema: { tags: ["categories"], summary: "Service categories", response: { 200: z.array(categorySchema) } } },
      async () => db.select().from(serviceCategories).orderBy(asc(serviceCategories.name)),
    );
}
