// What the picker checks before uploading, so a person hears at once about a file the server would
// refuse anyway (the server checks again, by content).
import { PHOTO_MAX_BYTES, PHOTO_TYPES_TEXT } from "@contract/photos";

export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(",");

/** Why a chosen file cannot be a photo, or null when it may be uploaded. */
export function photoFileProblem(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type))
    return `${file.name} is not a ${PHOTO_TYPES_TEXT} photo.`;
  if (file.size > PHOTO_MAX_BYTES) return `${file.name} is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

/** The list with the item at `from` moved to `to` (both within the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
