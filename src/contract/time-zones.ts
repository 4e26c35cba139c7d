// IANA time zones through the platform's Intl data, so the browser and the server agree on names.

/** Answers by name: building an Intl formatter per question is slow. */
const canonicalNames = new Map<string, string | null>();
const REMEMBERED_NAMES = 2000;

/** The canonical spelling of an IANA zone ("america/new_york" → "America/New_York"), or null if unknown. */
export function canonicalTimeZone(name: string): string | null {
  if (!name || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return null;
  const known = canonicalNames.get(name);
  if (known !== undefined) return known;
  let canonical: string | null;
  try {
    canonical = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    canonical = null;
  }
  // Zones are a few hundred names; a flood of made-up ones is not remembered past the limit.
  if (canonicalNames.size < REMEMBERED_NAMES) canonicalNames.set(name, canonical);
  return canonical;
}

/** The browser's (or server's) own zone. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
