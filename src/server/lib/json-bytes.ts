// Answers made once and kept as bytes (the cached reads): they go out as they are.
import type { FastifyReply } from "fastify";

/** Buffers go out as they are: Fastify never runs a serializer on them. */
export function sendJsonBytes(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(body);
}
