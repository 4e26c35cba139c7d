// /api/task-alerts: the signed-in tasker's task alerts (list, create, replace, delete) and the
// preview of a draft. `alertedRoutes` adds GET /api/tasks/{taskId}/alerted in the tasks module's scope.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  taskAlertIdParams,
  taskAlertInputSchema,
  taskAlertListSchema,
  taskAlertPreviewInputSchema,
  taskAlertPreviewSchema,
  taskAlertSchema,
  taskAlertedSchema,
} from "../../../contract/task-alerts";
import { taskIdParams } from "../../../contract/tasks";
import type { AppContext } from "../../context";
import { errorResponses } from "../../lib/route-errors";
import { requireUser } from "../../plugins/auth";
import { alertedCount, createAlert, deleteAlert, listAlerts, previewAlert, updateAlert } from "./service";

const tags = ["task alerts"];
const errors = errorResponses(400, 401, 403, 404);

export async function taskAlertRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "",
    {
      schema: {
        tags,
        summary: "The signed-in tasker's task alerts and the service area they use",
        response: { 200: taskAlertListSchema, ...errors },
      },
    },
    async (request) => listAlerts(db, requireUser(request).id),
  );

  r.post(
    "",
    {
      schema: {
        tags,
        summary: "Add a task alert (some of your skills, a lowest budget, weekdays; instant or a daily digest)",
        body: taskAlertInputSchema,
        response: { 201: taskAlertSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createAlert(db, requireUser(request).id, request.body)),
  );

  r.post(
    "/preview",
    {
      schema: {
        tags,
        summary: "How many tasks of the last 14 days a draft alert would have matched, with the newest",
        body: taskAlertPreviewInputSchema,
        response: { 200: taskAlertPreviewSchema, ...errors },
      },
    },
    async (request) => previewAlert(db, requireUser(request).id, request.body),
  );

  r.put(
    "/:id",
    {
      schema: {
        tags,
        summary: "Replace one of your task alerts",
        params: taskAlertIdParams,
        body: taskAlertInputSchema,
        response: { 200: taskAlertSchema, ...errors },
      },
    },
    async (request) => updateAlert(db, requireUser(request).id, request.params.id, request.body),
  );

  r.delete(
    "/:id",
    {
      schema: {
        tags,
        summary: "Delete one of your task alerts",
        params: taskAlertIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAlert(db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/** GET /api/tasks/{taskId}/alerted, registered by the tasks module: its customer's count of alerted taskers. */
export async function alertedRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/:taskId/alerted",
    {
      schema: {
        tags: ["tasks"],
        summary: "How many taskers the task's alerts told of it (its customer only)",
        params: taskIdParams,
        response: { 200: taskAlertedSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => alertedCount(db, requireUser(request).id, request.params.taskId),
  );
}
