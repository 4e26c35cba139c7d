// POST /api/auth/forgot-password, POST /api/auth/reset-password (registered by the auth module).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "../../../contract/errors";
import { FORGOT_PASSWORD_MESSAGE, forgotPasswordSchema, resetPasswordSchema } from "../../../contract/password-reset";
import type { AppContext } from "../../context";
import { mailOrigin } from "../../lib/mailer";
import { errorResponses } from "../../lib/route-errors";
import { clientAddress } from "../../plugins/client-address";
import { requestPasswordReset, resetPassword } from "./password-reset";

const messageSchema = z.object({ message: z.string() });

export async function passwordResetRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/forgot-password",
    { schema: { tags: ["auth"], body: forgotPasswordSchema, response: { 202: messageSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      await requestPasswordReset(db, request.body.email, mailOrigin(config));
      return reply.status(202).send({ message: FORGOT_PASSWORD_MESSAGE });
    },
  );
  r.post(
    "/reset-password",
    {
      schema: {
        tags: ["auth"],
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request) => {
      await resetPassword(db, request.body.token, request.body.password, clientAddress(request));
      return { message: "Your password has been changed. Please log in." };
    },
  );
}
