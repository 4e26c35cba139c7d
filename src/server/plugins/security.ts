// Security headers (CSP allowing only our own origin) and CSRF protection by Origin check.
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { forbidden } from "../lib/http-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function requestOrigin(request: FastifyRequest, config: Pick<Config, "PUBLIC_ORIGIN">): string {
  if (config.PUBLIC_ORIGIN) return new URL(config.PUBLIC_ORIGIN).origin;
  return `${request.protocol}://${request.host}`;
}

/** True when a browser's Origin header names a site other than ours. */
export function isForeignOrigin(request: FastifyRequest, config: Pick<Config, "PUBLIC_ORIGIN">): boolean {
  const origin = request.headers.origin;
  if (!origin) return request.headers["sec-fetch-site"] === "cross-site";
  return origin !== requestOrigin(request, config);
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Development only: Vite's hot reload runs an inline script and its own WebSocket.
        scriptSrc: ["'self'", ...(config.NODE_ENV === "development" ? ["'unsafe-inline'"] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...(config.NODE_ENV === "development" ? ["ws://localhost:*"] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    hsts: config.NODE_ENV === "production",
  });

  app.addHook("onRequest", async (request) => {
    // Every state-changing request, whatever its path or encoding (`/%61pi/...` runs an API route).
    if (SAFE_METHODS.has(request.method)) return;
    if (isForeignOrigin(request, config)) throw forbidden("Cross-site request refused.");
  });
}
