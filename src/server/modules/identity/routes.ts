// /api/identity: the signed-in tasker's ID verification (status, the manual upload, a Stripe Identity
// session). The admin's review of manual checks is admin-routes.ts, under /api/admin/id-checks.
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ID_PHOTO_TOO_LARGE, identitySessionSchema, identityStatusSchema } from "../../../contract/badges";
import { PHOTO_MAX_BYTES } from "../../../contract/photos";
import type { AppContext } from "../../context";
import { mailOrigin } from "../../lib/mailer";
import { errorResponses } from "../../lib/route-errors";
import { requireUser } from "../../plugins/auth";
import { countPhotoUpload } from "../auth/throttle";
import { uploadedFile } from "../photos/upload-body";
import { identityProvider } from "./provider";
import { identityStatus, startStripeCheck, submitIdPhoto } from "./service";

const errors = errorResponses(400, 401, 403, 409, 429, 503);

export async function identityRoutes(app: FastifyInstance, { db, storage, config }: AppContext): Promise<void> {
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const provider = identityProvider(config);
  const origin = mailOrigin(config);
  const tags = ["identity"];

  r.get(
    "",
    { schema: { tags, summary: "Your ID verification", response: { 200: identityStatusSchema, ...errors } } },
    async (request) => identityStatus(db, provider, requireUser(request).id, origin),
  );

  r.post(
    "/manual",
    {
      schema: {
        tags,
        summary: "Upload a photo of your ID for taskly to review (multipart field 'file'; JPEG, PNG, WebP or AVIF)",
        consumes: ["multipart/form-data"],
        response: { 201: identityStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await countPhotoUpload(db, user.id);
      const bytes = await uploadedFile(request, ID_PHOTO_TOO_LARGE);
      await submitIdPhoto(db, storage, user, bytes);
      return reply.status(201).send(await identityStatus(db, provider, user.id, origin));
    },
  );

  r.post(
    "/stripe",
    {
      schema: {
        tags,
        summary: "Start a Stripe Identity document check; answers the page to send the tasker to",
        response: { 201: identitySessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await countPhotoUpload(db, user.id);
      return reply.status(201).send(await startStripeCheck(db, provider, user, origin));
    },
  );
}
