// POST /api/taskers (create your own tasker profile) and PUT /api/taskers/{id} (owner only: 403 for
// anybody else's profile). Registered by the taskers module; the rules live in tasker-profile/.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createTaskerProfileBodySchema,
  ownTaskerProfileSchema,
  updateTaskerProfileBodySchema,
} from "../../../contract/tasker-profile";
import type { AppContext } from "../../context";
import { forbidden, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import { requireUser } from "../../plugins/auth";
import { taskerProfileErrors as errors } from "../tasker-profile/errors";
import { createOwnProfile, profileOwner, updateOwnProfile } from "../tasker-profile/service";

export async function ownProfileRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "",
    {
      schema: {
        tags: ["tasker profile"],
        summary: "Create your tasker profile (a customer becomes 'both')",
        body: createTaskerProfileBodySchema,
        response: { 201: ownTaskerProfileSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createOwnProfile(db, requireUser(request), request.body)),
  );

  r.put(
    "/:id",
    {
      schema: {
        tags: ["tasker profile"],
        summary: "Edit a tasker profile by id: only its owner (others 403)",
        params: z.object({ id: z.string().max(64) }),
        body: updateTaskerProfileBodySchema,
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
