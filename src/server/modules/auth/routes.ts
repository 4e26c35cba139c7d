// /api/auth: register, login, logout, me, session, demo status, and the password-reset pair.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  demoStatusSchema,
  loginSchema,
  registerSchema,
  sessionStateSchema,
  sessionUserSchema,
} from "../../../contract/auth";
import { apiErrorSchema } from "../../../contract/errors";
import type { AppContext } from "../../context";
import { errorResponses } from "../../lib/route-errors";
import { HttpError, unauthorized } from "../../lib/http-error";
import { clearSessionCookie, requireUser, setSessionCookie } from "../../plugins/auth";
import { clientAddress } from "../../plugins/client-address";
import { assertDemoPasswordAllowed, demoAccountsExist } from "./demo";
import { passwordResetRoutes } from "./password-reset-routes";
import { findAccountByIdentifier, registerUser, toSessionUser, verifyAccountPassword } from "./service";
import { SESSION_COOKIE, createSession, deleteSession } from "../../lib/sessions";
import { assertLoginAllowed, clearLoginFailures, loginSubject, recordLoginFailure, throttleKeys } from "./throttle";

const errors = errorResponses(400, 401, 403, 409, 429, 503);

export async function authRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context;
  const r = app.withTypeProvider<ZodTypeProvider>();
  await passwordResetRoutes(app, context);

  r.post(
    "/register",
    {
      schema: {
        tags: ["auth"],
        summary: "Create an account and sign in",
        body: registerSchema,
        response: { 201: sessionUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await registerUser(db, request.body, clientAddress(request), config.SIGN_UPS_PER_ADDRESS);
      const { token, expiresAt } = await createSession(db, user.id, config.SESSION_TTL_DAYS);
      setSessionCookie(reply, config, token, expiresAt);
      return reply.status(201).send(toSessionUser(user));
    },
  );

  r.post(
    "/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in with a username or email",
        body: loginSchema,
        response: { 200: sessionUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { identifier, password } = request.body;
      const account = await findAccountByIdentifier(db, identifier);
      const keys = throttleKeys(clientAddress(request), loginSubject(account?.id, identifier));
      await assertLoginAllowed(db, keys);
      assertDemoPasswordAllowed(request, config, password);
      const user = await verifyAccountPassword(account, password);
      if (!user) {
        await recordLoginFailure(db, keys);
        throw new HttpError(401, "Invalid email or password. Please try again.");
      }
      if (user.suspendedAt) {
        throw new HttpError(
          403,
          "This account has been suspended. Contact support@taskly.example if you think this is a mistake.",
        );
      }
      await clearLoginFailures(db, keys);
      // A new token at every login: a session fixed before login never becomes authenticated.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(db, previous);
      const { token, expiresAt } = await createSession(db, user.id, config.SESSION_TTL_DAYS);
      setSessionCookie(reply, config, token, expiresAt);
      return toSessionUser(user);
    },
  );

  r.post(
    "/logout",
    { schema: { tags: ["auth"], summary: "End the current session", response: { 204: z.null() } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(db, token);
      clearSessionCookie(reply, config);
      return reply.status(204).send(null);
    },
  );

  r.get(
    "/demo-status",
    {
      schema: {
        tags: ["auth"],
        summary: "Whether this site holds the published demo accounts",
        response: { 200: demoStatusSchema },
      },
    },
    async () => ({ demoData: await demoAccountsExist(db) }),
  );

  r.get(
    "/me",
    {
      schema: {
        tags: ["auth"],
        summary: "The signed-in user",
        response: { 200: sessionUserSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized("Not signed in.");
      return toSessionUser(requireUser(request));
    },
  );

  r.get(
    "/session",
    {
      schema: {
        tags: ["auth"],
        summary: "The signed-in user, or null for a visitor who is not signed in",
        response: { 200: sessionStateSchema },
      },
    },
    async (request) => ({ user: request.user ? toSessionUser(request.user) : null }),
  );
}
