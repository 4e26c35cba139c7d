// How a tasker is named and placed on cards and profiles (README, Product notes: Names on cards).
import { shortName } from "./names";

export const BUSINESS_MARKER = "Business:";

/** The business name after the 'Business:' marker in the bio, or null. */
export function businessNameFromBio(bio: string | null | undefined): string | null {
  if (!bio) return null;
  const at = bio.indexOf(BUSINESS_MARKER);
  if (at < 0) return null;
  const name = bio.slice(at + BUSINESS_MARKER.length).trim();
  return name || null;
}

/** The bio without the business marker: the description text before it. */
export function descriptionFromBio(bio: string | null | undefined): string {
  if (!bio) return "";
  const at = bio.indexOf(BUSINESS_MARKER);
  return (at < 0 ? bio : bio.slice(0, at)).trim();
}

/** Business name, else first name and last initial, else 'Tasker #' + 8 characters of the id. */
export function displayName(
  bio: string | null | undefined,
  firstName: string | null | undefined,
  lastName: string | null | undefined,
  id: string,
): string {
  const business = businessNameFromBio(bio);
  if (business) return business;
  if (firstName?.trim()) return shortName(firstName, lastName);
  return `Tasker #${id.slice(0, 8)}`;
}

/** The profile heading: like displayName, with 'Professional Tasker #' when there is no name. */
export function profileHeading(
  bio: string | null | undefined,
  firstName: string | null | undefined,
  lastName: string | null | undefined,
  id: string,
): string {
  const name = displayName(bio, firstName, lastName, id);
  return name.startsWith("Tasker #") ? `Professional ${name}` : name;
}

/** The word without its trailing punctuation; a scan, since a regex `[.,]+$` backtracks on long runs. */
function trimTrailingPunctuation(word: string): string {
  let end = word.length;
  while (end > 0 && ".,;:!?".includes(word[end - 1])) end -= 1;
  return word.slice(0, end);
}

/** The first two words after ' from ' in the bio (the bio's location marker), or null. */
export function locationFromBio(bio: string | null | undefined): string | null {
  if (!bio) return null;
  const at = bio.indexOf(" from ");
  if (at < 0) return null;
  const words = bio
    .slice(at + 6)
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map(trimTrailingPunctuation);
  const text = words.filter(Boolean).join(" ");
  return text || null;
}

/** The seed client's location line of a tasker whose place is unknown; cards leave it out rather than make one up. */
export const UNKNOWN_LOCATION = "Local Area";

/** The user's location, else their base city, else the bio rule, else 'Local Area'. */
export function profileLocation(
  userLocation: string | null | undefined,
  bio: string | null | undefined,
  baseCity?: string | null,
): string {
  return userLocation?.trim() || baseCity || locationFromBio(bio) || UNKNOWN_LOCATION;
}

/** Two letters for an avatar: of the display name's words, else of the id. */
export function initialsFor(name: string | null | undefined, fallbackId: string): string {
  const words = (name ?? "")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length >= 2) return (words[0][0] + words[1][0]).toUpperCase();
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return fallbackId.slice(0, 2).toUpperCase();
}

/** Rating with one decimal: the average of the reviews when any, else the rating field, else 0. */
export function profileRating(
  reviewAverage: number | null | undefined,
  ratingField: string | number | null | undefined,
): string {
  if (reviewAverage != null && Number.isFinite(reviewAverage)) return reviewAverage.toFixed(1);
  const n = Number(ratingField);
  return (Number.isFinite(n) ? n : 0).toFixed(1);
}

/** How many ratings a profile counts: every rating behind the average (older history included),
 *  never fewer than the reviews listed. */
export function profileRatingCount(totalReviews: number, reviewsListed: number | undefined): number {
  return Math.max(totalReviews, reviewsListed ?? 0);
}

/** A measured median reply time in minutes, as the profile's Quick Stats label. */
export function responseTimeLabel(medianMinutes: number | null | undefined): string {
  if (medianMinutes == null || !Number.isFinite(medianMinutes)) return "Within 1 hour";
  if (medianMinutes <= 60) return "Within 1 hour";
  if (medianMinutes <= 240) return "Within a few hours";
  if (medianMinutes <= 1440) return "Within a day";
  return "Within a few days";
}

/** The bio that stores a description and a business name: 'description\n\nBusiness: name'. */
export function composeBio(
  description: string | null | undefined,
  businessName: string | null | undefined,
): string | null {
  const text = (description ?? "").trim();
  const business = (businessName ?? "").trim();
  if (!business) return text || null;
  return text ? `${text}\n\n${BUSINESS_MARKER} ${business}` : `${BUSINESS_MARKER} ${business}`;
}
