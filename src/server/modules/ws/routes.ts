// GET /api/ws: the WebSocket that pushes new messages and unread counts (realtime/hub.ts).
import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { RealtimeEvent } from "../../../contract/messages";
import type { AppContext } from "../../context";
import { errorCode } from "../../db/errors";
import { hashToken } from "../../lib/sessions";
import { isForeignOrigin } from "../../plugins/security";
import { unreadCount } from "../messages/service";
import { unreadNotifications } from "../notification-centre/service";

const HEARTBEAT_MS = 30_000;

export async function wsRoutes(app: FastifyInstance, { db, config, realtime }: AppContext): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  // A plain GET (no upgrade) gets a JSON answer like every other API error.
  const upgradeRequired = (_request: unknown, reply: FastifyReply) =>
    reply.status(426).send({ message: "Connect to /api/ws with a WebSocket." });
  app.route({
    method: "GET",
    url: "",
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
      if (!realtime.add(userId, socket, request.sessionToken ? hashToken(request.sessionToken) : undefined)) return;
      let alive = true;
      socket.on("pong", () => (alive = true));
      const heartbeat = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, HEARTBEAT_MS);
      socket.on("close", () => clearInterval(heartbeat));
      // A failing query must not take the instance down: the socket just misses its first counts.
      const tell = (read: () => Promise<RealtimeEvent>, what: string): void => {
        read()
          .then((event) => {
            if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
          })
          .catch((error: unknown) => {
            request.log.warn({ route: "/api/ws", code: errorCode(error) }, `${what} for a new socket failed`);
          });
      };
      tell(async () => ({ type: "unread", count: await unreadCount(db, userId) }), "unread count");
      tell(
        async () => ({ type: "notifications", unread: await unreadNotifications(db, userId) }),
        "notification count",
      );
    },
  });
}
