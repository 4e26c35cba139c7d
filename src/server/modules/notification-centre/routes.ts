// /api/notifications: the signed-in person's notification centre. The list is paged (Link rel=next,
// X-Total-Count; decision 0034), newest first; only the owner reads or marks an item (404 otherwise).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notificationIdParams, notificationSchema, notificationUnreadSchema } from "../../../contract/notifications";
import { countedPageSchema, pageQuery } from "../../../contract/pagination";
import type { AppContext } from "../../context";
import { errorResponses } from "../../lib/route-errors";
import { requireUser } from "../../plugins/auth";
import { markAllRead, markRead } from "./service";
import { notificationPageJson, unreadNotificationsHeld } from "./bell-reads";
import { sendJsonPage } from "../../lib/paged-reply";

const tags = ["notifications"];
const errors = errorResponses(400, 401, 404);

export async function notificationRoutes(app: FastifyInstance, { db, bells }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "",
    {
      schema: {
        tags,
        summary: "The signed-in person's notifications, newest first (similar unread ones merged, with a count)",
        querystring: z.object(pageQuery(20, 100)),
        response: { 200: countedPageSchema(notificationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { limit, cursor } = request.query;
      const page = await notificationPageJson(db, bells, user.id, limit, cursor ?? null);
      return sendJsonPage(request, reply, page, limit);
    },
  );

  r.get(
    "/unread-count",
    {
      schema: {
        tags,
        summary: "How many of the signed-in person's notifications are unread (the bell's count)",
        response: { 200: notificationUnreadSchema, ...errors },
      },
    },
    async (request) => ({ count: await unreadNotificationsHeld(db, bells, requireUser(request).id) }),
  );

  r.post(
    "/read-all",
    {
      schema: {
        tags,
        summary: "Mark every notification of the signed-in person read",
        response: { 200: notificationUnreadSchema, ...errors },
      },
    },
    async (request) => markAllRead(db, requireUser(request).id),
  );

  r.post(
    "/:id/read",
    {
      schema: {
        tags,
        summary: "Mark one of one's notifications read",
        params: notificationIdParams,
        response: { 200: notificationSchema, ...errors },
      },
    },
    async (request) => markRead(db, requireUser(request).id, request.params.id),
  );
}
