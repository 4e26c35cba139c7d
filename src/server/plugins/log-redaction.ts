// The access log's view of a request, with no secret in it: routes that carry a secret in their
// path are logged by their route pattern, and secret-looking query parameters (a private photo's
// signature among them) are masked. The matched route decides, so an encoded path
// (`/%61pi/calendar/...`) is redacted too.
import type { FastifyRequest } from "fastify";

/** Routes whose path holds a secret (the calendar feed token, an e-mail's unsubscribe token). */
const SECRET_PATH_ROUTES = new Set(["/api/calendar/:file", "/unsubscribe/:token"]);
const SECRET_QUERY_KEY = /token|secret|key|password|code|signature/i;
export const REDACTED = "[redacted]";

export function redactUrl(url: string, route: string | undefined): string {
  const [rawPath, query] = splitOnce(url, "?");
  const path = route && SECRET_PATH_ROUTES.has(route) ? route : rawPath;
  if (query === undefined) return path;
  const params = new URLSearchParams(query);
  const safe = [...params.entries()].map(
    ([key, value]) => `${encodeURIComponent(key)}=${SECRET_QUERY_KEY.test(key) ? REDACTED : encodeURIComponent(value)}`,
  );
  return `${path}?${safe.join("&")}`;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

/** pino's `req` serializer: Fastify's default fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url, request.routeOptions?.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
