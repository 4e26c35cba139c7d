// Reads the session cookie into request.user; requireUser / requireAdmin guard routes on the server.
// Signed-in users are held in memory between requests (lib/session-cache.ts), forgotten on the events
// that change a user's account or end their sessions.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/connect";
import type { users } from "../db/schema";
import { forbidden, unauthorized } from "../lib/http-error";
import type { EventFeed } from "../events/feed";
import { createSessionCache } from "../lib/session-cache";
import { SESSION_COOKIE, findSessionUser, hashToken } from "../lib/sessions";

export type UserRow = typeof users.$inferSelect;

declare module "fastify" {
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
  }
}

export function registerAuth(app: FastifyInstance, database: Database, feed: EventFeed, cacheSeconds: number): void {
  const cache = createSessionCache(feed, cacheSeconds * 1000);
  app.decorateRequest("user", null);
  app.decorateRequest("sessionToken", null);
  app.addHook("onRequest", async (request) => {
    // The matched route, not the raw URL: an encoded path (`/%61pi/...`) runs the same route.
    const route = request.routeOptions.url ?? "";
    if (!route.startsWith("/api/") && !route.startsWith("/uploads/")) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return;
    const tokenHash = hashToken(token);
    const user = await cache.getOrRead(tokenHash, async () => {
      const found = await findSessionUser(database, tokenHash);
      return found && { value: found.user, expiresBy: found.expiresAt.getTime(), tags: [found.user.id] };
    });
    if (!user) return;
    request.user = user;
    request.sessionToken = token;
  });
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.userType !== "admin") throw forbidden("You need admin privileges to do that.");
  return user;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.NODE_ENV === "production",
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.NODE_ENV === "production",
  });
}
