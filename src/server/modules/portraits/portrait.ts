// An illustrated portrait for a person without a photo: generated from their id, the same picture every time.
import { createAvatar } from "@dicebear/core";
import * as personas from "@dicebear/personas";

/** Soft backgrounds in the brand's family, so a row of portraits reads as one product. */
const BACKGROUNDS = ["b6e3f4", "c0aede", "d1d4f9", "ffd5dc", "ffdfbf", "c7f0db"];

/** The SVG for one seed; a pure function of the seed. */
export function portraitSvg(seed: string): string {
  return createAvatar(personas, { seed, backgroundColor: BACKGROUNDS, backgroundType: ["solid"] }).toString();
}
