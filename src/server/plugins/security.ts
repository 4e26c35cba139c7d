// Security headers (CSP allowing only our own origin, plus Stripe's script, frames and API when
// payments go through Stripe) and CSRF protection by Origin check.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { usesStripe, type Config } from "../config";
import { forbidden } from "../lib/http-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route takes POSTs from other sites: a mail provider's one-click unsubscribe (RFC 8058) may
     * post from its own pages. Only for a route whose URL carries its own credential and changes
     * nothing but what that credential names.
     */
    crossSitePost?: boolean;
  }
}

/** What Stripe.js needs: its script, the iframes of its card field, and its API for the PaymentMethod. */
const STRIPE_SOURCES = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};
const NO_SOURCES: typeof STRIPE_SOURCES = { script: [], frame: [], connect: [] };

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

/**
 * The headers helmet sets for these options, worked out once at start-up: they never depend on the
 * request, and helmet builds its whole middleware again on every call (a fifth of a small request's time).
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const stripe = usesStripe(config) ? STRIPE_SOURCES : NO_SOURCES;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Development only: Vite's hot reload runs an inline script and its own WebSocket.
        scriptSrc: ["'self'", ...stripe.script, ...(config.NODE_ENV === "development" ? ["'unsafe-inline'"] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...stripe.connect, ...(config.NODE_ENV === "development" ? ["ws://localhost:*"] : [])],
        ...(stripe.frame.length > 0 && { frameSrc: stripe.frame }),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.NODE_ENV === "production",
  });
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  app.addHook("onRequest", async (request) => {
    // Every state-changing request, whatever its path or encoding (`/%61pi/...` runs an API route).
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.crossSitePost && request.method === "POST") return;
    if (isForeignOrigin(request, config)) throw forbidden("Cross-site request refused.");
  });
}
