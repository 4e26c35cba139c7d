// Uniform JSON errors: { message } with the right status; never a stack trace, never a 500 for bad input.
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { UNAVAILABLE_MESSAGE, errorCode, isDatabaseError, isDatabaseUnavailable, isOutOfSpace } from "../db/errors";
import { HttpError } from "../lib/http-error";

const CLIENT_ERROR_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "The request body is not valid JSON." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "The request body is empty." },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "The request body is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: "Unsupported content type." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "Invalid content length." },
  FST_ERR_VALIDATION: { status: 400, message: "Invalid input" },
};

/** `retryAfterSeconds`: the Retry-After of a 503 (the RETRY_AFTER_SECONDS setting). */
export function registerErrorHandling(app: FastifyInstance, retryAfterSeconds: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 503) reply.header("Retry-After", String(retryAfterSeconds));
      return reply.status(error.statusCode).send({ message: error.message, fieldErrors: error.fieldErrors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replace(/\//g, ".");
        if (field && !(field in fieldErrors)) fieldErrors[field] = issue.message ?? "Invalid input";
      }
      const first = error.validation[0]?.message || "Invalid input";
      return reply.status(400).send({ message: first, fieldErrors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its schema");
      return reply.status(500).send({ message: "Something went wrong on our side. Please try again." });
    }
    const known = error.code ? CLIENT_ERROR_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send({ message: error.message || "Too many requests. Please slow down." });
    if (status >= 400 && status < 500) return reply.status(status).send({ message: error.message || "Bad request." });
    // The route pattern, never the URL: a path or query may carry a token.
    const route = request.routeOptions.url ?? "(no route)";
    const operation = { method: request.method, route, code: errorCode(error) };
    if (isDatabaseUnavailable(error)) {
      request.log.warn(operation, "database unavailable");
      reply.header("Retry-After", String(retryAfterSeconds));
      return reply.status(503).send({ message: UNAVAILABLE_MESSAGE });
    }
    if (isOutOfSpace(error)) {
      request.log.error(operation, "out of disk space");
      reply.header("Retry-After", String(retryAfterSeconds));
      const message = "The server is out of disk space, so nothing was saved. Please try again later.";
      return reply.status(503).send({ message });
    }
    // A database error's text holds the SQL and its values: only its code is logged.
    if (isDatabaseError(error)) request.log.error(operation, "database error");
    else request.log.error({ ...operation, err: error }, "unhandled error");
    return reply.status(500).send({ message: "Something went wrong on our side. Please try again." });
  });
}
