// POST /api/photos?use=task|message|portfolio|avatar: upload one image (multipart field 'file'),
// stored as a loose photo until its owner attaches it to a task, a message or their portfolio.
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PHOTO_MAX_BYTES, photoViewSchema, uploadPhotoQuerySchema } from "../../../contract/photos";
import type { AppContext } from "../../context";
import { forbidden } from "../../lib/http-error";
import { errorResponses } from "../../lib/route-errors";
import { requireUser } from "../../plugins/auth";
import { countPhotoUpload } from "../auth/throttle";
import { uploadPhoto } from "./service";
import { uploadedFile } from "./upload-body";

const errors = errorResponses(400, 401, 403, 429, 503);
export const PHOTO_TOO_LARGE = "The photo must be 10 MB or smaller.";

export async function photoRoutes(app: FastifyInstance, { db, storage }: AppContext): Promise<void> {
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/",
    {
      schema: {
        tags: ["photos"],
        summary: "Upload a photo (multipart field 'file': JPEG, PNG, WebP or AVIF, at most 10 MB)",
        consumes: ["multipart/form-data"],
        querystring: uploadPhotoQuerySchema,
        response: { 201: photoViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { use } = request.query;
      if (use === "portfolio" && user.userType !== "tasker" && user.userType !== "both")
        throw forbidden("Only taskers have a portfolio.");
      await countPhotoUpload(db, user.id);
      const bytes = await uploadedFile(request, PHOTO_TOO_LARGE);
      return reply.status(201).send(await uploadPhoto(db, storage, user.id, use, bytes));
    },
  );
}
