// /api/admin/*: every route answers 401 without a session and 403 for non-admins (one hook for
// the whole plugin, so no route can forget it). Lists answer counted pages (the items, with Link and X-Total-Count headers).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminAuditQuery,
  adminStatsSchema,
  adminTaskPageSchema,
  adminTaskSchema,
  adminTaskerPageSchema,
  adminTaskerSchema,
  adminTasksQuery,
  adminTaskersQuery,
  adminUserPageSchema,
  adminUserSchema,
  adminUsersQuery,
  auditPageSchema,
  updateTaskSchema,
  updateTaskerSchema,
  updateUserSchema,
} from "../../../contract/admin";
import type { AppContext } from "../../context";
import { errorResponses } from "../../lib/route-errors";
import { countedPageAtOffset } from "../../lib/page-cursor";
import { replyWithPage, sendJsonPage } from "../../lib/paged-reply";
import { adminDisputeRoutes } from "../disputes/routes";
import { financeRoutes } from "../finance/routes";
import { moderationRoutes } from "../moderation/routes";
import { adminPhotoRoutes } from "../photos/admin-routes";
import { requireAdmin } from "../../plugins/auth";
import { taskStatusChangeQuery, taskStatusChangeSchema } from "../../../contract/booking-process";
import { processContextOf } from "../bookings/process";
import { previewTaskStatusChange } from "../tasks/admin-status";
import { listAudit } from "./audit";
import { getStats } from "./stats";
import { listTaskers, updateTaskerVerification } from "./taskers";
import { listTasks, updateTaskStatus } from "./tasks";
import { adminUserPageJson } from "./user-search-cache";
import { updateUser } from "./users";

const idParams = z.object({ id: z.string().max(64) });
const errors = errorResponses(400, 401, 403, 404, 409);

export async function adminRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context;
  const process = processContextOf(context);
  await financeRoutes(app, context);
  await adminDisputeRoutes(app, context);
  await adminPhotoRoutes(app, context);
  await moderationRoutes(app, context);
  await app.register(async (admin) => {
    admin.addHook("preHandler", async (request) => {
      requireAdmin(request);
    });
    const r = admin.withTypeProvider<ZodTypeProvider>();
    const tags = ["admin"];

    r.get("/stats", { schema: { tags, response: { 200: adminStatsSchema, ...errors } } }, async () => getStats(db));

    r.get(
      "/users",
      { schema: { tags, querystring: adminUsersQuery, response: { 200: adminUserPageSchema, ...errors } } },
      async (request, reply) =>
        sendJsonPage(
          request,
          reply,
          await adminUserPageJson(db, context.adminUsers, request.query),
          request.query.limit,
        ),
    );
    r.put(
      "/users/:id",
      { schema: { tags, params: idParams, body: updateUserSchema, response: { 200: adminUserSchema, ...errors } } },
      async (request) => updateUser(db, request.user!.id, request.params.id, request.body),
    );

    r.get(
      "/tasks",
      { schema: { tags, querystring: adminTasksQuery, response: { 200: adminTaskPageSchema, ...errors } } },
      async (request, reply) =>
        replyWithPage(
          request,
          reply,
          await countedPageAtOffset(request.query, (query) => listTasks(db, query)),
          request.query.limit,
        ),
    );
    r.put(
      "/tasks/:id",
      { schema: { tags, params: idParams, body: updateTaskSchema, response: { 200: adminTaskSchema, ...errors } } },
      async (request) => updateTaskStatus(db, process, request.user!.id, request.params.id, request.body.status),
    );
    r.get(
      "/tasks/:id/status-change",
      {
        schema: {
          tags,
          summary: "What setting the task to a status would do: the booking transition it fires and the money it moves",
          params: idParams,
          querystring: taskStatusChangeQuery,
          response: { 200: taskStatusChangeSchema, ...errors },
        },
      },
      async (request) => previewTaskStatusChange(db, request.params.id, request.query.status),
    );

    r.get(
      "/taskers",
      { schema: { tags, querystring: adminTaskersQuery, response: { 200: adminTaskerPageSchema, ...errors } } },
      async (request, reply) =>
        replyWithPage(
          request,
          reply,
          await countedPageAtOffset(request.query, (query) => listTaskers(db, query)),
          request.query.limit,
        ),
    );
    r.put(
      "/taskers/:id",
      { schema: { tags, params: idParams, body: updateTaskerSchema, response: { 200: adminTaskerSchema, ...errors } } },
      async (request) => updateTaskerVerification(db, request.user!.id, request.params.id, request.body.isVerified),
    );

    r.get(
      "/audit",
      { schema: { tags, querystring: adminAuditQuery, response: { 200: auditPageSchema, ...errors } } },
      async (request, reply) =>
        replyWithPage(
          request,
          reply,
          await countedPageAtOffset(request.query, (query) => listAudit(db, query.limit, query.offset)),
          request.query.limit,
        ),
    );
  });
}
