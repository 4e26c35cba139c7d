// A booking's photos on their way into a portfolio. A task's photos are private (signed URLs, for the
// task's people only); a portfolio is public. So a consented photo is copied: its stored variants are
// written again under public keys as a new photo of the tasker's, and the task keeps its private one.
// Withdrawn consent removes the copies.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { photos } from "../../db/schema";
import { queryRows } from "../../db/query";
import type { ObjectStorage } from "../../lib/storage";
import { removePhotos, savePhoto } from "../photos/service";
import { inArray } from "drizzle-orm";

/** The booking's task photos shown now (not removed), in the customer's order. */
export async function bookingPhotoIds(db: Db, bookingId: string): Promise<string[]> {
  const rows = await queryRows<{ photo_id: string }>(
    db,
    sql`select tp.photo_id from bookings b
      join task_photos tp on tp.task_id = b.task_id
      join photos p on p.id = tp.photo_id and p.removed_at is null
    where b.id = ${bookingId}::uuid order by tp.position`,
  );
  return rows.map((r) => r.photo_id);
}

/** Public copies of `photoIds` owned by `ownerId`, in order; answers the new photos' ids. */
export async function copyAsPublic(
  tx: Db,
  storage: ObjectStorage,
  ownerId: string,
  photoIds: string[],
): Promise<string[]> {
  const rows = await tx.select().from(photos).where(inArray(photos.id, photoIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const copies: string[] = [];
  for (const id of photoIds) {
    const original = byId.get(id)!;
    const processed = await Promise.all(
      original.variants.map(async (variant) => {
        const object = await storage.get(variant.key);
        if (!object) throw new Error(`Photo ${id} has no stored object for ${variant.key}`);
        return { width: variant.width, height: variant.height, bytes: object.bytes };
      }),
    );
    copies.push(await savePhoto(tx, storage, { ownerId, access: "public", processed, attached: true }));
  }
  return copies;
}

/**
 * Takes a booking's copies out of the portfolio and marks them removed, in the caller's
 * transaction; answers the objects' keys, to delete once it has committed.
 */
export async function removeBookingCopies(tx: Db, bookingId: string, by: string): Promise<string[]> {
  const rows = await queryRows<{ photo_id: string }>(
    tx,
    sql`delete from portfolio_photos where booking_id = ${bookingId}::uuid returning photo_id`,
  );
  return removePhotos(
    tx,
    rows.map((r) => r.photo_id),
    by,
    "The customer withdrew their consent",
  );
}
