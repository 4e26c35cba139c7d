// How far ahead anything may be dated: tasks and bookings alike, checked by the request schemas.
export const MAX_DAYS_AHEAD = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export const TOO_FAR_AHEAD = "Please choose a date within a year from today.";

export function isTooFarAhead(date: Date, now = Date.now()): boolean {
  return date.getTime() > now + MAX_DAYS_AHEAD * DAY_MS;
}

/** A zod refinement for a date string: true unless it parses to a date beyond the horizon. */
export function withinHorizon(parse: (text: string) => Date | null = (text) => new Date(text)) {
  return (text: string): boolean => {
    const date = parse(text);
    return date === null || Number.isNaN(date.getTime()) || !isTooFarAhead(date);
  };
}
