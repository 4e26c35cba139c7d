// Photos attached to a task or a message: the ids a client sends (uploaded first with
// POST /api/photos) and the limit. What a reader gets back is a `PhotoView` (photos.ts).
import { z } from "zod";
import { PHOTOS_PER_ITEM } from "./photos";

export const TOO_MANY_PHOTOS = `You can attach up to ${PHOTOS_PER_ITEM} photos.`;

/** The photos' ids in the order they are shown; the same photo twice is refused. */
export const photoIdsSchema = z
  .array(z.string({ error: "A photo id must be text" }).uuid("A photo id must be a photo's id"), {
    error: "photoIds must be a list of photo ids",
  })
  .max(PHOTOS_PER_ITEM, TOO_MANY_PHOTOS)
  .refine((ids) => new Set(ids).size === ids.length, "The same photo is listed twice.");
