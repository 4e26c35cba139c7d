// Distances in km or miles by locale: plain functions without zod, so a page that shows a
// distance ('12 mi away' on a tasker card) loads no schema code.
export const DISTANCE_UNITS = ["km", "mi"] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export const KM_PER_MILE = 1.609344;

/** A radius in the given unit as km. */
export const toKm = (value: number, unit: DistanceUnit) => (unit === "mi" ? value * KM_PER_MILE : value);
/** km in the given unit. */
export const fromKm = (km: number, unit: DistanceUnit) => (unit === "mi" ? km / KM_PER_MILE : km);

/** Miles where people measure in miles (United States, United Kingdom, Liberia, Myanmar), else km. */
export function distanceUnitFor(locale: string | undefined): DistanceUnit {
  const region = (locale ?? "").split(/[-_]/)[1]?.toUpperCase();
  return region && ["US", "GB", "LR", "MM"].includes(region) ? "mi" : "km";
}

/** '3 km away', '12 mi away', 'Under 1 km away'. */
export function distanceLabel(km: number, unit: DistanceUnit): string {
  const value = fromKm(km, unit);
  return value < 1 ? `Under 1 ${unit} away` : `${Math.round(value)} ${unit} away`;
}
