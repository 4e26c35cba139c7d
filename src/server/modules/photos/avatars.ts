// Avatars on the photo pipeline: a square 256 px WebP, stored as a public photo through the storage
// driver (so every instance serves it), at /media/p/<id>/256.webp. The profile keeps only its URL.
// Avatars from before photos lived in UPLOADS_DIR/avatars/; legacy-avatars.ts moved them to the
// keys p/avatars/<name>, and /uploads/avatars/<name> redirects there.
import { AVATAR_SIZE } from "../../../contract/users";
import type { Db } from "../../db/connect";
import { HttpError } from "../../lib/http-error";
import type { ObjectStorage } from "../../lib/storage";
import { isUuid } from "../../lib/sql-text";
import { NOT_AN_IMAGE, processSquare } from "./process";
import { withPhotoSlot } from "./processing-line";
import { removePhotos, savePhoto } from "./service";
import { publicUrl } from "./views";

/** Stores `bytes` as the owner's avatar photo; answers its URL. `notAnImage` replaces the format message. */
export async function saveAvatarPhoto(
  db: Db,
  storage: ObjectStorage,
  ownerId: string,
  bytes: Buffer,
  notAnImage: string,
): Promise<string> {
  let processed;
  try {
    processed = await withPhotoSlot(() => processSquare(bytes, AVATAR_SIZE));
  } catch (error) {
    if (error instanceof HttpError && error.message === NOT_AN_IMAGE) throw new HttpError(400, notAnImage);
    throw error;
  }
  const id = await savePhoto(db, storage, { ownerId, access: "public", processed: [processed], attached: true });
  return publicUrl(`p/${id}/${processed.width}.webp`);
}

/** Forgets a replaced or removed avatar: its photo is marked removed and its object deleted. */
export async function forgetAvatar(db: Db, storage: ObjectStorage, url: string | null): Promise<void> {
  if (!url?.startsWith("/media/")) return;
  const key = url.slice("/media/".length);
  const id = key.split("/")[1];
  const keys = isUuid(id) ? await removePhotos(db, [id], null, "Avatar replaced") : [key];
  await storage.delete(keys);
}
