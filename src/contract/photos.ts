// Photos: uploaded once (POST /api/photos), stored as sized WebP variants, then attached to a task,
// a message, a portfolio or an avatar. A view carries ready-to-use URLs; private photos' URLs are
// signed and expire, so a view is read fresh with the thing it belongs to.
import { z } from "zod";

/** What a photo is for: task and message photos are private, portfolio photos and avatars public. */
export const PHOTO_USES = ["task", "message", "portfolio", "avatar"] as const;
export type PhotoUse = (typeof PHOTO_USES)[number];
export const photoUseSchema = z.enum(PHOTO_USES);

export type PhotoAccess = "public" | "private";
export function photoAccessOf(use: PhotoUse): PhotoAccess {
  return use === "task" || use === "message" ? "private" : "public";
}

/** Largest file taken. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The widths a photo is stored at (never wider than the original). */
export const PHOTO_WIDTHS = [320, 960, 1920] as const;
/** Per task and per message; per portfolio. */
export const PHOTOS_PER_ITEM = 10;
export const PHOTOS_PER_PORTFOLIO = 30;
export const PHOTO_TYPES_TEXT = "JPEG, PNG, WebP or AVIF";

export const uploadPhotoQuerySchema = z.object({ use: photoUseSchema });

export const photoViewSchema = z.object({
  id: z.string(),
  /** Of the largest stored variant. */
  width: z.number().int(),
  height: z.number().int(),
  /** The 960 px variant, or the largest when the photo is narrower. */
  src: z.string(),
  /** "<url> 320w, <url> 960w, <url> 1920w" for the variants that exist. */
  srcset: z.string(),
  /** The 320 px variant. */
  thumb: z.string(),
});
export type PhotoView = z.infer<typeof photoViewSchema>;

export const removePhotoSchema = z.object({ reason: z.string().trim().min(3).max(500) });
