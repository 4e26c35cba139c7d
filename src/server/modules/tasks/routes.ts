// /api/tasks: post, read, change, cancel, the customer's list, the open-task board, Get Matched, invitations;
// a task's offers (offer-routes.ts) and the tasker's active bookings (active-routes.ts).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createTaskSchema,
  invitationSchema,
  inviteSchema,
  matchSchema,
  myTaskSchema,
  myTasksQuery,
  openTaskPageSchema,
  openTasksQuery,
  taskIdParams,
  taskSchema,
  editTaskSchema,
} from "../../../contract/tasks";
import type { AppContext } from "../../context";
import { sendJsonPage } from "../../lib/paged-reply";
import { errorResponses } from "../../lib/route-errors";
import { requireUser } from "../../plugins/auth";
import { mailOrigin } from "../../lib/mailer";
import { alertedRoutes } from "../task-alerts/routes";
import { activeTaskRoutes } from "./active-routes";
import { taskOfferRoutes } from "./offer-routes";
import { cancelTask, createTask, getTask, inviteTasker, listMyTasks, updateTask } from "./service";
import { openTasksJson } from "./open-tasks";
import { matchesJson } from "./matches";
import { createMatchCache } from "./match-cache";
import { sendJsonBytes } from "../../lib/json-bytes";
import { processContextOf } from "../bookings/process";

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ["tasks"];

export async function taskRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context;
  const origin = mailOrigin(config);
  const process = processContextOf(context);
  const matches = createMatchCache(context.feed, context.taskerCaches);
  const r = app.withTypeProvider<ZodTypeProvider>();
  await taskOfferRoutes(app, context);
  await activeTaskRoutes(app, context);
  await alertedRoutes(app, context);

  r.post(
    "",
    {
      schema: {
        tags,
        summary: "Post a task (the customer is the signed-in user)",
        body: createTaskSchema,
        response: { 201: taskSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createTask(db, requireUser(request), request.body)),
  );

  r.get(
    "/mine",
    {
      schema: {
        tags,
        summary: "The signed-in customer's tasks, newest first",
        querystring: myTasksQuery,
        response: { 200: z.array(myTaskSchema), ...errors },
      },
    },
    async (request) => listMyTasks(db, requireUser(request), request.query.status),
  );

  r.get(
    "/open",
    {
      schema: {
        tags,
        summary: "Open tasks for taskers, invitations first",
        querystring: openTasksQuery,
        response: { 200: openTaskPageSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendJsonPage(
        request,
        reply,
        await openTasksJson(context.database, context.openTasks, requireUser(request), request.query),
        request.query.limit,
      ),
  );

  r.get(
    "/:taskId",
    {
      schema: {
        tags,
        summary: "A task (its customer, admins, and taskers while open or involved)",
        params: taskIdParams,
        response: { 200: taskSchema, ...errors },
      },
    },
    async (request) => getTask(db, requireUser(request), request.params.taskId),
  );

  r.put(
    "/:taskId",
    {
      schema: {
        tags,
        summary:
          "Change a task: the customer may cancel an open task or replace its photos (photoIds); admins may set any status",
        params: taskIdParams,
        body: editTaskSchema,
        response: { 200: taskSchema, ...errors },
      },
    },
    async (request) => updateTask(db, process, requireUser(request), request.params.taskId, request.body),
  );

  r.post(
    "/:taskId/cancel",
    {
      schema: {
        tags,
        summary: "Cancel an open task (pending offers are declined)",
        params: taskIdParams,
        response: { 200: taskSchema, ...errors },
      },
    },
    async (request) => cancelTask(db, requireUser(request), request.params.taskId),
  );

  r.get(
    "/:taskId/matches",
    {
      schema: {
        tags,
        summary: "Get Matched: up to 10 taskers who fit the task and are free that day",
        params: taskIdParams,
        response: { 200: z.array(matchSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendJsonBytes(reply, await matchesJson(context.database, matches, requireUser(request), request.params.taskId)),
  );

  r.post(
    "/:taskId/invitations",
    {
      schema: {
        tags,
        summary: "Invite a tasker (profile id) to send an offer; idempotent",
        params: taskIdParams,
        body: inviteSchema,
        response: { 200: invitationSchema, 201: invitationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await inviteTasker(db, requireUser(request), request.params.taskId, request.body.taskerId, origin);
      return reply.status(result.created ? 201 : 200).send(result.invitation);
    },
  );
}
