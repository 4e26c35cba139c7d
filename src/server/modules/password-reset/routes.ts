// POST /api/auth/forgot-password, POST /api/auth/reset-password; with DEV_OUTBOX=true,
// GET /api/dev/outbox shows this computer the e-mails that would be sent.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { apiErrorSchema } from "../../../contract/errors";
import { FORGOT_PASSWORD_MESSAGE, forgotPasswordSchema, resetPasswordSchema } from "../../../contract/password-reset";
import type { AppContext } from "../../context";
import { emailOutbox } from "../../db/schema";
import { toIso } from "../../lib/dates";
import { notFound } from "../../lib/http-error";
import { isLocalRequest } from "../../plugins/client-address";
import { mailOrigin } from "../../lib/mailer";
import { requestPasswordReset, resetPassword } from "./service";

const messageSchema = z.object({ message: z.string() });

export async function passwordResetRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/auth/forgot-password",
    { schema: { tags: ["auth"], body: forgotPasswordSchema, response: { 202: messageSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      await requestPasswordReset(db, request.body.email, mailOrigin(config));
      return reply.status(202).send({ message: FORGOT_PASSWORD_MESSAGE });
    },
  );
  r.post(
    "/api/auth/reset-password",
    { schema: { tags: ["auth"], body: resetPasswordSchema, response: { 200: messageSchema, 400: apiErrorSchema } } },
    async (request) => {
      await resetPassword(db, request.body.token, request.body.password);
      return { message: "Your password has been changed. Please log in." };
    },
  );
  // A reader of the outgoing mail for a local demo: only when DEV_OUTBOX=true, only from this
  // computer and never through a proxy (anyone else gets the same 404 as an unknown route).
  if (config.DEV_OUTBOX === "true") {
    r.get(
      "/api/dev/outbox",
      {
        schema: {
          hide: true,
          querystring: z.object({ to: z.string().max(254) }),
          response: { 200: z.array(z.object({ subject: z.string(), body: z.string(), createdAt: z.string() })) },
        },
      },
      async (request) => {
        if (!isLocalRequest(request)) throw notFound(`No API route for GET /api/dev/outbox.`);
        const rows = await db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, request.query.to.toLowerCase()))
          .orderBy(desc(emailOutbox.createdAt))
          .limit(10);
        return rows.map((m) => ({ subject: m.subject, body: m.body, createdAt: toIso(m.createdAt) }));
      },
    );
  }
}
