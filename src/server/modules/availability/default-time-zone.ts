// The fallback for a tasker's time zone before they choose one, when their base place (gazetteer) has no
// zone or they have no base: from the city of their location text, else New York (see rules.ts).
export const FALLBACK_TIME_ZONE = "America/New_York";

const CITY_ZONES: Record<string, string> = {
  austin: "America/Chicago",
  brooklyn: "America/New_York",
  "new york": "America/New_York",
  denver: "America/Denver",
  seattle: "America/Los_Angeles",
  chicago: "America/Chicago",
  portland: "America/Los_Angeles",
  atlanta: "America/New_York",
  phoenix: "America/Phoenix",
  nashville: "America/Chicago",
  boston: "America/New_York",
  minneapolis: "America/Chicago",
  raleigh: "America/New_York",
  miami: "America/New_York",
  "san diego": "America/Los_Angeles",
  houston: "America/Chicago",
  "los angeles": "America/Los_Angeles",
  "san francisco": "America/Los_Angeles",
};

/** "Austin, TX" → America/Chicago; anything unknown → America/New_York. */
export function defaultTimeZone(location: string | null | undefined): string {
  const city = (location ?? "").split(",")[0].trim().toLowerCase();
  return CITY_ZONES[city] ?? FALLBACK_TIME_ZONE;
}
