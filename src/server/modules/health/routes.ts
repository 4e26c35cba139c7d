// /api/health answers without touching the database; /api/ready checks the database (with a short
// timeout of its own) and the real-time notification connection, naming whichever part is down.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../../context";
import { errorCode, withTimeout } from "../../db/errors";
import { asNotReady, notReady, notReadySchema, type ReadinessPart } from "./readiness";

/** Readiness answers well within a load balancer's usual 5 s check timeout. */
const READY_PROBE_TIMEOUT_MS = 2000;

const statusSchema = z.object({ status: z.string() });

export async function healthRoutes(app: FastifyInstance, { db, database, config }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/health", { schema: { tags: ["health"], response: { 200: statusSchema } } }, async () => ({
    status: "ok",
  }));
  r.get(
    "/ready",
    {
      schema: { tags: ["health"], response: { 200: statusSchema, 503: notReadySchema } },
      // Load shedding and the error handler answer 503 with { message } before the handler runs.
      preSerialization: async (_request, reply, payload) => (reply.statusCode === 503 ? asNotReady(payload) : payload),
    },
    async (request, reply) => {
      const down: ReadinessPart[] = [];
      try {
        await withTimeout(db.execute(sql`select 1`), READY_PROBE_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ code: errorCode(error) }, "readiness: database check failed");
        down.push("database");
      }
      if (database.notifications && !database.notifications.isUp()) down.push("notifications");
      if (!down.length) return { status: "ready" };
      reply.header("Retry-After", String(config.RETRY_AFTER_SECONDS));
      return reply.status(503).send(notReady(down));
    },
  );

  // One warning per database connection that ended under its client, by its code (never its text).
  const connectionErrors = database.connectionErrors;
  if (connectionErrors) {
    const unsubscribe = connectionErrors.onError((lost) => app.log.warn(lost, "database connection lost"));
    app.addHook("onClose", async () => void unsubscribe());
  }

  // One log line when real-time notifications drop, one when they are back.
  const notifications = database.notifications;
  if (notifications) {
    const logDown = () =>
      app.log.warn({ part: "notifications" }, "real-time notifications are down; reconnecting to PostgreSQL");
    let unsubscribe: () => unknown = () => undefined;
    app.addHook("onReady", async () => {
      if (!notifications.isUp()) logDown();
      unsubscribe = notifications.onChange((up) => {
        if (up) app.log.info({ part: "notifications" }, "real-time notifications are back; clients and caches resync");
        else logDown();
      });
    });
    app.addHook("onClose", async () => void unsubscribe());
  }
}
