// Storing an upload as a photo, and removing photos. The objects are written before the row (a row
// never points at missing objects) and deleted after the row is marked removed.
import { randomUUID } from "node:crypto";
import { and, inArray, isNull, sql } from "drizzle-orm";
import { photoAccessOf, type PhotoUse, type PhotoView } from "../../../contract/photos";
import type { Db } from "../../db/connect";
import { photos, type PhotoVariant } from "../../db/schema";
import type { ObjectStorage } from "../../lib/storage";
import { processPhoto, type ProcessedVariant } from "./process";
import { withPhotoSlot } from "./processing-line";
import { photoViews } from "./views";

/** "p/<id>/<width>.webp" for public photos, "s/<id>/<width>.webp" for private ones. */
export function variantKey(access: "public" | "private", id: string, width: number): string {
  return `${access === "public" ? "p" : "s"}/${id}/${width}.webp`;
}

/** Writes the variants and the photo's row (attached at once when `attached`); answers its id. */
export async function savePhoto(
  db: Db,
  storage: ObjectStorage,
  input: { ownerId: string; access: "public" | "private"; processed: ProcessedVariant[]; attached?: boolean },
): Promise<string> {
  const id = randomUUID();
  const variants: PhotoVariant[] = input.processed.map((v) => ({
    width: v.width,
    height: v.height,
    key: variantKey(input.access, id, v.width),
    bytes: v.bytes.length,
  }));
  await Promise.all(input.processed.map((v, i) => storage.put(variants[i].key, v.bytes, "image/webp")));
  const largest = variants[variants.length - 1];
  try {
    await db.insert(photos).values({
      id,
      ownerId: input.ownerId,
      access: input.access,
      width: largest.width,
      height: largest.height,
      variants,
      attachedAt: input.attached ? sql`now()` : null,
    });
  } catch (error) {
    await storage.delete(variants.map((v) => v.key)).catch(() => undefined);
    throw error;
  }
  return id;
}

/** Processes an upload (in a processing slot) and stores it as a loose photo for `use`. */
export async function uploadPhoto(
  db: Db,
  storage: ObjectStorage,
  ownerId: string,
  use: PhotoUse,
  bytes: Buffer,
): Promise<PhotoView> {
  const processed = await withPhotoSlot(() => processPhoto(bytes));
  const id = await savePhoto(db, storage, { ownerId, access: photoAccessOf(use), processed });
  const view = (await photoViews(db, [id])).get(id);
  if (!view) throw new Error(`Photo ${id} vanished as it was stored`);
  return view;
}

/**
 * Marks the photos removed (they leave every view at once) and answers their objects' keys: delete
 * them with `storage.delete` once the transaction has committed. The hourly prune deletes any a
 * crash left behind.
 */
export async function removePhotos(tx: Db, ids: string[], by: string | null, reason: string): Promise<string[]> {
  if (ids.length === 0) return [];
  const removed = await tx
    .update(photos)
    .set({ removedAt: sql`now()`, removedBy: by, removedReason: reason })
    .where(and(inArray(photos.id, ids), isNull(photos.removedAt)))
    .returning({ variants: photos.variants });
  return removed.flatMap((row) => row.variants.map((v) => v.key));
}
