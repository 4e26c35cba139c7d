// The IP-location lookup behind GET /api/ip-location, with the third party asked as little as
// possible: an answer is kept per address (an hour; a failure 5 minutes), one lookup per address is
// in flight at a time (concurrent visitors from it share it), and at most 4 lookups run at once. Past
// that a visitor gets no hint rather than another outgoing call; the hint is optional anyway.
import type { IpLocation } from "../../../contract/currency-api";
import { Cache } from "../../lib/cache";

export const LOCATION_LIMITS = { cacheMs: 60 * 60_000, failureCacheMs: 5 * 60_000, entries: 10_000, atOnce: 4 };
export const UNKNOWN: IpLocation = { currency: null, country_code: null };
const TIMEOUT_MS = 2000;

async function fetchLocation(serviceUrl: string, ip: string): Promise<IpLocation> {
  const url = serviceUrl.replace("/json/", () => `/${encodeURIComponent(ip)}/json/`);
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`IP location service answered ${response.status}`);
  const body = (await response.json()) as { currency?: unknown; country_code?: unknown };
  return {
    currency: typeof body.currency === "string" ? body.currency : null,
    country_code: typeof body.country_code === "string" ? body.country_code : null,
  };
}

/** `onFailure` hears of a lookup that failed (its answer is UNKNOWN, kept for a short while). */
export function createLocator(serviceUrl: string, onFailure: () => void): (ip: string) => Promise<IpLocation> {
  const cache = new Cache<IpLocation>({ ttlMs: LOCATION_LIMITS.cacheMs, max: LOCATION_LIMITS.entries });
  const inFlight = new Map<string, Promise<IpLocation>>();
  return (ip) => {
    const known = cache.get(ip) ?? inFlight.get(ip);
    if (known) return Promise.resolve(known);
    if (inFlight.size >= LOCATION_LIMITS.atOnce) return Promise.resolve(UNKNOWN);
    const readAt = cache.epoch;
    const lookup = fetchLocation(serviceUrl, ip)
      .then(
        (location) => {
          cache.set(ip, { value: location }, readAt);
          return location;
        },
        () => {
          onFailure();
          cache.set(ip, { value: UNKNOWN, expiresBy: Date.now() + LOCATION_LIMITS.failureCacheMs }, readAt);
          return UNKNOWN;
        },
      )
      .then((location) => {
        inFlight.delete(ip);
        return location;
      });
    inFlight.set(ip, lookup);
    return lookup;
  };
}
