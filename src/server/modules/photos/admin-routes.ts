// DELETE /api/admin/photos/{id} { reason }: an admin removes any photo. It leaves every view at once
// and its objects are deleted; the row stays (removed, by whom, why) with an audit entry.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { removePhotoSchema } from "../../../contract/photos";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import { photos } from "../../db/schema";
import { writeAudit } from "../../lib/audit";
import { notFound } from "../../lib/http-error";
import { errorResponses } from "../../lib/route-errors";
import { isUuid } from "../../lib/sql-text";
import { requireAdmin } from "../../plugins/auth";
import { announceRemoval } from "./removal-events";
import { removePhotos } from "./service";

const errors = errorResponses(400, 401, 403, 404);
const NO_PHOTO = "There is no such photo, or it was already removed.";

async function removeAsAdmin(db: Db, adminId: string, id: string, reason: string): Promise<string[]> {
  if (!isUuid(id)) throw notFound(NO_PHOTO);
  return db.transaction(async (tx) => {
    const [photo] = await tx.select().from(photos).where(eq(photos.id, id)).for("update");
    if (!photo || photo.removedAt) throw notFound(NO_PHOTO);
    const keys = await removePhotos(tx, [id], adminId, reason);
    await announceRemoval(tx, id);
    await writeAudit(tx, {
      actorId: adminId,
      action: "photo.remove",
      targetType: "photo",
      targetId: id,
      before: { removed: false, owner: photo.ownerId },
      after: { removed: true, reason },
    });
    return keys;
  });
}

export async function adminPhotoRoutes(app: FastifyInstance, { db, storage }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.delete(
    "/photos/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Remove a photo (any kind) with a reason; it disappears everywhere at once",
        params: z.object({ id: z.string().max(64) }),
        body: removePhotoSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const keys = await removeAsAdmin(db, admin.id, request.params.id, request.body.reason);
      await storage.delete(keys);
      return reply.status(204).send(null);
    },
  );
}
