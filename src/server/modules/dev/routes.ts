// GET /api/dev/outbox: with DEV_OUTBOX=true, shows this computer the e-mails that would be sent:
// JSON for tests and API clients, a page with clickable links when a browser asks for HTML.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../../context";
import { emailOutbox } from "../../db/schema";
import { toIso } from "../../lib/dates";
import { notFound } from "../../lib/http-error";
import { isLocalRequest } from "../../plugins/client-address";
import { outboxPage } from "./outbox-page";

export async function devRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  // A reader of the outgoing mail for a local demo: only when DEV_OUTBOX=true, only from this
  // computer and never through a proxy (anyone else gets the same 404 as an unknown route).
  if (config.DEV_OUTBOX !== "true") return;
  app.withTypeProvider<ZodTypeProvider>().get(
    "/outbox",
    {
      schema: {
        hide: true,
        querystring: z.object({ to: z.string().max(254) }),
        // The mails as JSON, or the page (HTML text) for a browser.
        response: {
          200: z.union([
            z.array(
              z.object({
                subject: z.string(),
                body: z.string(),
                createdAt: z.string(),
                category: z.string().nullable(),
                headers: z.record(z.string(), z.string()),
                heldUntil: z.string().nullable(),
                inSummary: z.boolean(),
              }),
            ),
            z.string(),
          ]),
        },
      },
    },
    async (request, reply) => {
      if (!isLocalRequest(request)) throw notFound(`No API route for GET /api/dev/outbox.`);
      const rows = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, request.query.to.toLowerCase()))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(10);
      const mails = rows.map((m) => ({
        subject: m.subject,
        body: m.body,
        createdAt: toIso(m.createdAt),
        category: m.category,
        headers: m.headers,
        heldUntil: toIso(m.heldUntil),
        inSummary: m.summaryId !== null,
      }));
      reply.header("vary", "Accept");
      // A browser's navigation lists text/html; fetch, curl and the tests ask for */* or JSON.
      if (!/\btext\/html\b/i.test(request.headers.accept ?? "")) return mails;
      return reply.type("text/html; charset=utf-8").send(outboxPage(request.query.to, mails));
    },
  );
}
