// /api/admin/id-checks: the pending manual ID checks with their photos (signed URLs), and an admin's
// approval or rejection (with a reason), written to the audit log.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminIdCheckSchema, idCheckDecisionSchema, idCheckIdParams } from "../../../contract/badges";
import type { AppContext } from "../../context";
import { mailOrigin } from "../../lib/mailer";
import { errorResponses } from "../../lib/route-errors";
import { requireAdmin } from "../../plugins/auth";
import { decideManualCheck, listPendingChecks } from "./decisions";

const errors = errorResponses(400, 401, 403, 404, 409);

export async function idCheckAdminRoutes(app: FastifyInstance, { db, storage, config }: AppContext): Promise<void> {
  app.addHook("preHandler", async (request) => {
    requireAdmin(request);
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin"];
  r.get(
    "",
    { schema: { tags, summary: "Pending ID checks", response: { 200: z.array(adminIdCheckSchema), ...errors } } },
    async () => listPendingChecks(db),
  );
  r.post(
    "/:id/decision",
    {
      schema: {
        tags,
        summary: "Approve or reject (with a reason) a pending ID check; its photo is deleted",
        params: idCheckIdParams,
        body: idCheckDecisionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await decideManualCheck(
        db,
        storage,
        requireAdmin(request).id,
        request.params.id,
        request.body,
        mailOrigin(config),
      );
      return reply.status(204).send(null);
    },
  );
}
