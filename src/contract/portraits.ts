// Illustrated portraits: the picture a person without a photo is shown with, generated from their id.

/** `<seed>.svg`, the seed 1–64 letters, digits or dashes (a user id is a UUID). */
export const PORTRAIT_FILE_PATTERN = /^[A-Za-z0-9-]{1,64}\.svg$/;

/** The address of a person's portrait: their own photo wins when they uploaded one. */
export function portraitUrl(seed: string, photo?: string | null): string {
  return photo || `/api/portraits/${encodeURIComponent(seed)}.svg`;
}
