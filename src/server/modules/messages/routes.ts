// /api/messages: send, the unread count, the latest conversations. Reading a conversation lives in
// conversations/, the WebSocket in ws/, a user's conversation list in users/.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IDEMPOTENCY_HEADER } from "../../../contract/bookings";
import { conversationSchema, messageSchema, sendMessageSchema } from "../../../contract/messages";
import type { AppContext } from "../../context";
import { idempotencyHeaders, readIdempotencyKey } from "../../lib/idempotency";
import { requireUser } from "../../plugins/auth";
import { messageErrors as errors } from "./errors";
import { sendJsonBytes } from "../../lib/json-bytes";
import { conversationListJson } from "./inbox-cache";
import { presentMessage, RECENT_CONVERSATIONS, sendMessage, unreadCount } from "./service";

export async function messageRoutes(app: FastifyInstance, { database, db, inbox }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "",
    {
      schema: {
        tags: ["messages"],
        summary: "Send a message (the sender is the signed-in user)",
        description: "Send an Idempotency-Key header to make retries safe: the same key returns the same message.",
        body: sendMessageSchema,
        headers: idempotencyHeaders,
        response: { 201: messageSchema, ...errors, 409: errors[400], 422: errors[400] },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      const { row, photos, replayed } = await sendMessage(db, user, request.body, key);
      if (replayed) reply.header("idempotent-replayed", "true");
      return reply.status(201).send(presentMessage(row, user.id, true, photos));
    },
  );

  r.get(
    "/unread-count",
    { schema: { tags: ["messages"], response: { 200: z.object({ count: z.number().int() }), ...errors } } },
    async (request) => ({
      count: await unreadCount(db, requireUser(request).id),
    }),
  );

  r.get(
    "/recent",
    {
      schema: {
        tags: ["messages"],
        summary: "The 5 most recent conversations",
        response: { 200: z.array(conversationSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendJsonBytes(reply, await conversationListJson(database, inbox, requireUser(request).id, RECENT_CONVERSATIONS)),
  );
}
