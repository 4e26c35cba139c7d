// /api/health answers without touching the database; /api/ready checks the database.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../../context";

const statusSchema = z.object({ status: z.string() });

export async function healthRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/api/health", { schema: { tags: ["health"], response: { 200: statusSchema } } }, async () => ({ status: "ok" }));
  r.get(
    "/api/ready",
    { schema: { tags: ["health"], response: { 200: statusSchema, 503: statusSchema } } },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: "ready" };
      } catch {
        return reply.status(503).send({ status: "database unreachable" });
      }
    },
  );
}
