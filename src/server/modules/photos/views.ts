// What other modules use to show and attach photos. Who may see a photo is the caller's decision
// (the task's, the message's, the portfolio's rules); these functions only render and check ownership.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { photoAccessOf, type PhotoUse, type PhotoView } from "../../../contract/photos";
import type { Db } from "../../db/connect";
import { photos, type PhotoVariant } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import { urlSigner } from "./signed-urls";

export const NOT_YOUR_PHOTO = "One of the photos is not yours or no longer exists.";

/** The URL of a public photo's object. */
export const publicUrl = (key: string) => `/media/${key}`;

interface PhotoRow {
  id: string;
  access: "public" | "private";
  width: number;
  height: number;
  variants: PhotoVariant[];
}

function viewOf(row: PhotoRow, urlOf: (key: string) => string): PhotoView {
  const variants = [...row.variants].sort((a, b) => a.width - b.width);
  const main = [...variants].reverse().find((v) => v.width <= 960) ?? variants[0];
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    src: urlOf(main.key),
    srcset: variants.map((v) => `${urlOf(v.key)} ${v.width}w`).join(", "),
    thumb: urlOf(variants[0].key),
  };
}

/** Views of the photos not removed (removed and unknown ids are absent); private URLs signed for an hour. */
export async function photoViews(db: Db, ids: string[]): Promise<Map<string, PhotoView>> {
  const wanted = [...new Set(ids)].filter((id) => isUuid(id));
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: photos.id,
      access: photos.access,
      width: photos.width,
      height: photos.height,
      variants: photos.variants,
    })
    .from(photos)
    .where(and(inArray(photos.id, wanted), isNull(photos.removedAt)));
  const sign = rows.some((row) => row.access === "private") ? await urlSigner(db) : publicUrl;
  return new Map(rows.map((row) => [row.id, viewOf(row, row.access === "private" ? sign : publicUrl)]));
}

/**
 * Refuses (400) unless every id is a photo of `ownerId`, not removed, uploaded for a use with the
 * same access as `use` (a private task photo cannot become a public portfolio photo).
 */
export async function ownPhotos(tx: Db, ownerId: string, ids: string[], use: PhotoUse): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  if (!wanted.every((id) => isUuid(id))) throw badRequest(NOT_YOUR_PHOTO);
  const [{ count }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(photos)
    .where(
      and(
        inArray(photos.id, wanted),
        eq(photos.ownerId, ownerId),
        eq(photos.access, photoAccessOf(use)),
        isNull(photos.removedAt),
      ),
    );
  if (count !== wanted.length) throw badRequest(NOT_YOUR_PHOTO);
}

/** Marks the photos as in use, so the pruning of loose photos leaves them (call it when attaching). */
export async function markAttached(tx: Db, ids: string[]): Promise<void> {
  const wanted = [...new Set(ids)].filter((id) => isUuid(id));
  if (wanted.length === 0) return;
  await tx
    .update(photos)
    .set({ attachedAt: sql`coalesce(${photos.attachedAt}, now())` })
    .where(inArray(photos.id, wanted));
}
