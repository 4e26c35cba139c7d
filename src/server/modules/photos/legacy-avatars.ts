// Avatars from before the photo pipeline were files in UPLOADS_DIR/avatars/ behind /uploads/avatars/.
// At start, each instance moves the ones on its disk into the storage driver under p/avatars/<name>
// and rewrites the profiles that point at them; /uploads/avatars/<name> redirects to
// /media/p/avatars/<name>, so old links keep working. Safe to run again and on every instance: a
// file is copied (the same key, the same bytes), the profile rewritten only while it still points at
// the old URL, and the file deleted once both are done.
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { users } from "../../db/schema";
import { isStorageKey, type ObjectStorage } from "../../lib/storage";

export const LEGACY_PREFIX = "/uploads/avatars/";

/** The /media URL an old /uploads/avatars/<name> URL now lives at, or null for anything else. */
export function movedAvatarUrl(oldUrl: string): string | null {
  if (!oldUrl.startsWith(LEGACY_PREFIX)) return null;
  const key = `p/avatars/${oldUrl.slice(LEGACY_PREFIX.length)}`;
  return isStorageKey(key) && key.endsWith(".webp") && key.split("/").length === 3 ? `/media/${key}` : null;
}

/** Moves the avatar files under `uploadsDir/avatars` into storage; answers how many it moved. */
export async function moveLegacyAvatars(db: Db, storage: ObjectStorage, uploadsDir: string): Promise<number> {
  const folder = path.join(uploadsDir, "avatars");
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  let moved = 0;
  for (const name of names) {
    const oldUrl = `${LEGACY_PREFIX}${name}`;
    const newUrl = movedAvatarUrl(oldUrl);
    if (!newUrl) continue;
    await storage.put(newUrl.slice("/media/".length), await fs.readFile(path.join(folder, name)), "image/webp");
    await db.update(users).set({ profileImage: newUrl }).where(eq(users.profileImage, oldUrl));
    await fs.rm(path.join(folder, name), { force: true });
    moved += 1;
  }
  return moved;
}
