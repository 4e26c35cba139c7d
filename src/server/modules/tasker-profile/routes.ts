// POST /api/taskers (create own tasker profile), GET/PUT /api/taskers/profile (own profile + stats),
// PUT /api/taskers/{id} (owner only: 403 for anybody else's profile).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "../../../contract/errors";
import {
  createTaskerProfileSchema,
  ownTaskerProfileSchema,
  updateTaskerProfileSchema,
} from "../../../contract/tasker-profile";
import type { AppContext } from "../../context";
import { forbidden, notFound } from "../../lib/http-error";
import { requireUser } from "../../plugins/auth";
import { isUuid } from "../../lib/sql-text";
import { createOwnProfile, getOwnProfile, profileOwner, updateOwnProfile } from "./service";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export async function taskerProfileRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/taskers",
    {
      schema: {
        tags: ["tasker profile"],
        summary: "Create your tasker profile (a customer becomes 'both')",
        body: createTaskerProfileSchema,
        response: { 201: ownTaskerProfileSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createOwnProfile(db, requireUser(request), request.body)),
  );

  r.get(
    "/api/taskers/profile",
    {
      schema: {
        tags: ["tasker profile"],
        summary: "Your tasker profile with earnings, completed tasks, rating and unread messages",
        response: { 200: ownTaskerProfileSchema, ...errors },
      },
    },
    async (request) => getOwnProfile(db, requireUser(request).id),
  );

  r.put(
    "/api/taskers/profile",
    {
      schema: {
        tags: ["tasker profile"],
        summary: "Edit your tasker profile (fields left out stay as they are)",
        body: updateTaskerProfileSchema,
        response: { 200: ownTaskerProfileSchema, ...errors },
      },
    },
    async (request) => updateOwnProfile(db, requireUser(request).id, request.body),
  );

  r.put(
    "/api/taskers/:id",
    {
      schema: {
        tags: ["tasker profile"],
        summary: "Edit a tasker profile by id: only its owner (others 403)",
        params: z.object({ id: z.string().max(64) }),
        body: updateTaskerProfileSchema,
        response: { 200: ownTaskerProfileSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const owner = isUuid(request.params.id) ? await profileOwner(db, request.params.id) : null;
      if (!owner) throw notFound("Tasker not found");
      if (owner !== user.id) throw forbidden("You can only edit your own tasker profile.");
      return updateOwnProfile(db, user.id, request.body);
    },
  );
}
