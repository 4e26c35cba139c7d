// /api/tasks: post, read, change, cancel, the customer's list, the open-task board, Get Matched, invitations.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "../../../contract/errors";
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
  updateTaskSchema,
} from "../../../contract/tasks";
import type { AppContext } from "../../context";
import { requireUser } from "../../plugins/auth";
import { mailOrigin } from "../../lib/mailer";
import {
  cancelTask,
  createTask,
  getTask,
  inviteTasker,
  listMatches,
  listMyTasks,
  listOpenTasks,
  updateTask,
} from "./service";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ["tasks"];

export async function taskRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const origin = mailOrigin(config);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/tasks",
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
    "/api/tasks/mine",
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
    "/api/tasks/open",
    {
      schema: {
        tags,
        summary: "Open tasks for taskers, invitations first",
        querystring: openTasksQuery,
        response: { 200: openTaskPageSchema, ...errors },
      },
    },
    async (request) => listOpenTasks(db, requireUser(request), request.query),
  );

  r.get(
    "/api/tasks/:taskId",
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
    "/api/tasks/:taskId",
    {
      schema: {
        tags,
        summary: "Change a task: the customer may cancel an open task; admins may set any status",
        params: taskIdParams,
        body: updateTaskSchema,
        response: { 200: taskSchema, ...errors },
      },
    },
    async (request) => updateTask(db, requireUser(request), request.params.taskId, request.body),
  );

  r.post(
    "/api/tasks/:taskId/cancel",
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
    "/api/tasks/:taskId/matches",
    {
      schema: {
        tags,
        summary: "Get Matched: up to 10 taskers who fit the task and are free that day",
        params: taskIdParams,
        response: { 200: z.array(matchSchema), ...errors },
      },
    },
    async (request) => listMatches(db, requireUser(request), request.params.taskId),
  );

  r.post(
    "/api/tasks/:taskId/invitations",
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
