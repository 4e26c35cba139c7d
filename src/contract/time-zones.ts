// IANA time zones through the platform's Intl data, so the browser and the server agree on names.

/** The canonical spelling of an IANA zone ("america/new_york" → "America/New_York"), or null if unknown. */
export function canonicalTimeZone(name: string): string | null {
  if (!name || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The browser's (or server's) own zone. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
