// What the picker checks before uploading, so a person hears at once about a file the server would
// refuse anyway (the server checks again, by content).
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(",");
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** Why a chosen file cannot be a photo, or null when it may be uploaded. */
export function photoFileProblem(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type))
    return `${file.name} is not a JPEG, PNG, WebP or AVIF photo.`;
  if (file.size > MAX_PHOTO_BYTES) return `${file.name} is larger than 10 MB.`;
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
