// The hourly prune (job "prune-photos"): photos uploaded but never attached (markAttached) within a
// day are deleted with their objects; removed photos whose objects a crash left behind lose them.
import { and, inArray, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { photos } from "../../db/schema";
import type { ObjectStorage } from "../../lib/storage";

export const LOOSE_PHOTO_HOURS = 24;
const BATCH = 200;

export async function prunePhotos(db: Db, storage: ObjectStorage): Promise<number> {
  const cutoff = sql`now() - make_interval(hours => ${LOOSE_PHOTO_HOURS})`;
  const loose = await db
    .select({ id: photos.id, variants: photos.variants })
    .from(photos)
    .where(and(isNull(photos.attachedAt), isNull(photos.removedAt), lt(photos.createdAt, cutoff)))
    .limit(BATCH);
  const removed = await db
    .select({ id: photos.id, variants: photos.variants })
    .from(photos)
    .where(and(isNotNull(photos.removedAt), ne(photos.variants, sql`'[]'::jsonb`)))
    .limit(BATCH);
  // Objects first: a row without objects is harmless, objects without a row would be lost.
  await storage.delete([...loose, ...removed].flatMap((row) => row.variants.map((v) => v.key)));
  if (loose.length)
    await db.delete(photos).where(
      inArray(
        photos.id,
        loose.map((row) => row.id),
      ),
    );
  if (removed.length)
    await db
      .update(photos)
      .set({ variants: [] })
      .where(
        inArray(
          photos.id,
          removed.map((row) => row.id),
        ),
      );
  return loose.length;
}
