// /api/auth: register, login, logout, me.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { loginSchema, registerSchema, sessionUserSchema } from "../../../contract/auth";
import { apiErrorSchema } from "../../../contract/errors";
import type { AppContext } from "../../context";
import { HttpError, unauthorized } from "../../lib/http-error";
import { clearSessionCookie, requireUser, setSessionCookie } from "../../plugins/auth";
import { authenticate, registerUser, toSessionUser } from "./service";
import { SESSION_COOKIE, createSession, deleteSession } from "./sessions";
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from "./throttle";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

export async function authRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/auth/register",
    { schema: { tags: ["auth"], summary: "Create an account and sign in", body: registerSchema, response: { 201: sessionUserSchema, ...errors } } },
    async (request, reply) => {
      const user = await registerUser(db, request.body);
      const { token, expiresAt } = await createSession(db, user.id, config.SESSION_TTL_DAYS);
      setSessionCookie(reply, config, token, expiresAt);
      return reply.status(201).send(toSessionUser(user));
    },
  );

  r.post(
    "/api/auth/login",
    { schema: { tags: ["auth"], summary: "Sign in with a username or email", body: loginSchema, response: { 200: sessionUserSchema, ...errors } } },
    async (request, reply) => {
      const { identifier, password } = request.body;
      await assertLoginAllowed(db, request.ip, identifier);
      const user = await authenticate(db, identifier, password);
      if (!user) {
        await recordLoginFailure(db, request.ip, identifier);
        throw new HttpError(401, "Invalid email or password. Please try again.");
      }
      if (user.suspendedAt) {
        throw new HttpError(403, "This account has been suspended. Contact support@taskly.example if you think this is a mistake.");
      }
      await clearLoginFailures(db, identifier);
      // A new token at every login: a session fixed before login never becomes authenticated.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(db, previous);
      const { token, expiresAt } = await createSession(db, user.id, config.SESSION_TTL_DAYS);
      setSessionCookie(reply, config, token, expiresAt);
      return toSessionUser(user);
    },
  );

  r.post(
    "/api/auth/logout",
    { schema: { tags: ["auth"], summary: "End the current session", response: { 204: z.null() } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(db, token);
      clearSessionCookie(reply, config);
      return reply.status(204).send(null);
    },
  );

  r.get(
    "/api/auth/me",
    { schema: { tags: ["auth"], summary: "The signed-in user", response: { 200: sessionUserSchema, 401: apiErrorSchema } } },
    async (request) => {
      if (!request.user) throw unauthorized("Not signed in.");
      return toSessionUser(requireUser(request));
    },
  );
}
