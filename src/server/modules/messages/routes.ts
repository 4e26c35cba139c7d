// /api/messages, /api/users/{id}/conversations, /api/conversations/{id}/messages, and the
// WebSocket /api/ws that pushes new messages and unread counts.
import websocket from "@fastify/websocket";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "../../../contract/errors";
import { IDEMPOTENCY_HEADER } from "../../../contract/bookings";
import { conversationSchema, messageSchema, sendMessageSchema, type RealtimeEvent } from "../../../contract/messages";
import type { AppContext } from "../../context";
import { errorCode } from "../../db/errors";
import { forbidden } from "../../lib/http-error";
import { idempotencyHeaders, readIdempotencyKey } from "../../lib/idempotency";
import { requireUser } from "../../plugins/auth";
import { isForeignOrigin } from "../../plugins/security";
import { RealtimeHub } from "../../realtime/hub";
import type { Notice } from "../../realtime/notices";
import { hashToken } from "../auth/sessions";
import { listConversations, presentMessage, readConversation, sendMessage, unreadCount } from "./service";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};
const HEARTBEAT_MS = 30_000;

export async function messageRoutes(app: FastifyInstance, { db, database, config }: AppContext): Promise<void> {
  const hub = new RealtimeHub(database);
  app.addHook("onReady", () => hub.start());
  app.addHook("onClose", () => hub.stop());
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publishQuietly = (log: FastifyBaseLogger, notice: Notice) =>
    hub.publish(notice).catch((error: unknown) => {
      log.warn({ kind: notice.kind, code: errorCode(error) }, "real-time publish failed");
    });

  r.post(
    "/api/messages",
    {
      schema: {
        tags: ["messages"],
        summary: "Send a message (the sender is the signed-in user)",
        description: "Send an Idempotency-Key header to make retries safe: the same key returns the same message.",
        body: sendMessageSchema,
        headers: idempotencyHeaders,
        response: { 201: messageSchema, ...errors, 409: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      const { row, replayed } = await sendMessage(db, user, request.body, key);
      if (replayed) reply.header("idempotent-replayed", "true");
      // The message is stored: a failed publish only delays delivery (clients resync), never fails the send.
      else {
        const [messageId, receiverId] = [String(row.id), String(row.receiver_id)];
        await publishQuietly(request.log, { kind: "message", messageId, senderId: user.id, receiverId });
      }
      return reply.status(201).send(presentMessage(row, user.id, true));
    },
  );

  r.get(
    "/api/users/:id/conversations",
    {
      schema: {
        tags: ["messages"],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.array(conversationSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.params.id !== user.id) throw forbidden("You can only read your own conversations.");
      return listConversations(db, user.id);
    },
  );

  r.get(
    "/api/conversations/:conversationId/messages",
    {
      schema: {
        tags: ["messages"],
        summary: "A conversation's messages, oldest to newest (marks received ones read)",
        params: z.object({ conversationId: z.string().max(64) }),
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(200).default(100),
          before: z.string().max(40).optional(),
        }),
        response: { 200: z.array(messageSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await readConversation(
        db,
        user.id,
        request.params.conversationId,
        request.query.limit,
        request.query.before,
      );
      if (result.marked) await publishQuietly(request.log, { kind: "unread", userId: user.id });
      return result.messages;
    },
  );

  r.get(
    "/api/messages/unread-count",
    { schema: { tags: ["messages"], response: { 200: z.object({ count: z.number().int() }), ...errors } } },
    async (request) => ({
      count: await unreadCount(db, requireUser(request).id),
    }),
  );

  r.get(
    "/api/messages/recent",
    {
      schema: {
        tags: ["messages"],
        summary: "The 5 most recent conversations",
        response: { 200: z.array(conversationSchema), ...errors },
      },
    },
    async (request) => listConversations(db, requireUser(request).id, 5),
  );

  // A plain GET (no upgrade) gets a JSON answer like every other API error.
  const upgradeRequired = (_request: unknown, reply: FastifyReply) =>
    reply.status(426).send({ message: "Connect to /api/ws with a WebSocket." });
  app.route({
    method: "GET",
    url: "/api/ws",
    schema: { hide: true },
    handler: upgradeRequired,
    wsHandler: (socket, request) => {
      if (isForeignOrigin(request, config)) {
        socket.close(4403, "origin not allowed");
        return;
      }
      if (!request.user) {
        socket.close(4401, "unauthorized");
        return;
      }
      const userId = request.user.id;
      hub.add(userId, socket, request.sessionToken ? hashToken(request.sessionToken) : undefined);
      let alive = true;
      socket.on("pong", () => (alive = true));
      const heartbeat = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, HEARTBEAT_MS);
      socket.on("close", () => clearInterval(heartbeat));
      // A failing query must not take the instance down: the socket just misses its first count.
      unreadCount(db, userId)
        .then((count) => {
          const event: RealtimeEvent = { type: "unread", count };
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
        })
        .catch((error: unknown) => {
          request.log.warn({ route: "/api/ws", code: errorCode(error) }, "unread count for a new socket failed");
        });
    },
  });
}
