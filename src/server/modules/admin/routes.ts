// /api/admin/*: every route answers 401 without a session and 403 for non-admins (one hook for
// the whole plugin, so no route can forget it). Lists answer arrays; the total is in X-Total-Count.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminAuditQuery,
  adminStatsSchema,
  adminTaskSchema,
  adminTaskerSchema,
  adminTasksQuery,
  adminTaskersQuery,
  adminUserSchema,
  adminUsersQuery,
  auditEntrySchema,
  updateTaskSchema,
  updateTaskerSchema,
  updateUserSchema,
} from "../../../contract/admin";
import { apiErrorSchema } from "../../../contract/errors";
import { TOTAL_COUNT_HEADER } from "../../../contract/taskers";
import type { AppContext } from "../../context";
import { requireAdmin } from "../../plugins/auth";
import {
  getStats,
  listAudit,
  listTasks,
  listTaskers,
  listUsers,
  updateTaskStatus,
  updateTaskerVerification,
  updateUser,
} from "./service";

const idParams = z.object({ id: z.string().max(64) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export async function adminRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  await app.register(async (admin) => {
    admin.addHook("preHandler", async (request) => {
      requireAdmin(request);
    });
    const r = admin.withTypeProvider<ZodTypeProvider>();
    const tags = ["admin"];

    r.get("/api/admin/stats", { schema: { tags, response: { 200: adminStatsSchema, ...errors } } }, async () =>
      getStats(db),
    );

    r.get(
      "/api/admin/users",
      { schema: { tags, querystring: adminUsersQuery, response: { 200: z.array(adminUserSchema), ...errors } } },
      async (request, reply) => {
        const page = await listUsers(db, request.query);
        reply.header(TOTAL_COUNT_HEADER, String(page.total));
        return page.items;
      },
    );
    r.put(
      "/api/admin/users/:id",
      { schema: { tags, params: idParams, body: updateUserSchema, response: { 200: adminUserSchema, ...errors } } },
      async (request) => updateUser(db, request.user!.id, request.params.id, request.body),
    );

    r.get(
      "/api/admin/tasks",
      { schema: { tags, querystring: adminTasksQuery, response: { 200: z.array(adminTaskSchema), ...errors } } },
      async (request, reply) => {
        const page = await listTasks(db, request.query);
        reply.header(TOTAL_COUNT_HEADER, String(page.total));
        return page.items;
      },
    );
    r.put(
      "/api/admin/tasks/:id",
      { schema: { tags, params: idParams, body: updateTaskSchema, response: { 200: adminTaskSchema, ...errors } } },
      async (request) => updateTaskStatus(db, request.user!.id, request.params.id, request.body.status),
    );

    r.get(
      "/api/admin/taskers",
      { schema: { tags, querystring: adminTaskersQuery, response: { 200: z.array(adminTaskerSchema), ...errors } } },
      async (request, reply) => {
        const page = await listTaskers(db, request.query);
        reply.header(TOTAL_COUNT_HEADER, String(page.total));
        return page.items;
      },
    );
    r.put(
      "/api/admin/taskers/:id",
      { schema: { tags, params: idParams, body: updateTaskerSchema, response: { 200: adminTaskerSchema, ...errors } } },
      async (request) => updateTaskerVerification(db, request.user!.id, request.params.id, request.body.isVerified),
    );

    r.get(
      "/api/admin/audit",
      { schema: { tags, querystring: adminAuditQuery, response: { 200: z.array(auditEntrySchema), ...errors } } },
      async (request, reply) => {
        const page = await listAudit(db, request.query.limit, request.query.offset);
        reply.header(TOTAL_COUNT_HEADER, String(page.total));
        return page.items;
      },
    );
  });
}
