// Gazetteer places (GET /api/places) and service areas: a tasker's base place and travel radius,
// with its unit helpers in ./distance.
import { z } from "zod";
import { DISTANCE_UNITS, fromKm, toKm, type DistanceUnit } from "./distance";

// The unit helpers live in ./distance (no zod); re-exported for the service area's readers.
export { DISTANCE_UNITS, fromKm, toKm, type DistanceUnit } from "./distance";

export const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  region: z.string().nullable(),
  country: z.string(),
  countryCode: z.string(),
  /** 'Austin, TX', 'Toronto, Ontario, Canada': what a location box shows and a task stores. */
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  population: z.number().int(),
  timeZone: z.string().nullable(),
});
export type Place = z.infer<typeof placeSchema>;

export const PLACE_SUGGESTION_LIMIT = 8;

export const placeQuerySchema = z.object({
  q: z.string().trim().max(120, "Place search is too long (120 characters at most)").default(""),
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(PLACE_SUGGESTION_LIMIT, `Limit must be at most ${PLACE_SUGGESTION_LIMIT}`)
    .default(PLACE_SUGGESTION_LIMIT),
});

export const TRAVEL_RADIUS_KM = { min: 1, max: 200, default: 40 } as const;

export function travelRadiusMessage(unit: DistanceUnit): string {
  const max = Math.floor(fromKm(TRAVEL_RADIUS_KM.max, unit));
  return `Travel radius must be between ${TRAVEL_RADIUS_KM.min} and ${max} ${unit}`;
}

export const serviceAreaInputSchema = z
  .object({
    placeId: z.string({ error: "Please choose your base city from the list" }).trim().min(1).max(120),
    radius: z.coerce.number({ error: "Travel radius must be a number" }).finite("Travel radius must be a number"),
    unit: z.enum(DISTANCE_UNITS, { error: "Unit must be km or mi" }).default("km"),
  })
  .superRefine((v, ctx) => {
    const km = toKm(v.radius, v.unit);
    if (!(km >= TRAVEL_RADIUS_KM.min - 1e-9 && km <= TRAVEL_RADIUS_KM.max + 1e-9))
      ctx.addIssue({ code: "custom", path: ["radius"], message: travelRadiusMessage(v.unit) });
  });
export type ServiceAreaInput = z.input<typeof serviceAreaInputSchema>;

export const serviceAreaSchema = z.object({
  place: placeSchema.nullable(),
  radiusKm: z.number(),
});
export type ServiceArea = z.infer<typeof serviceAreaSchema>;

/** 'Austin, TX' in the United States (state code), else 'Toronto, Ontario, Canada'. */
export function placeLabel(p: {
  name: string;
  region: string | null;
  regionCode: string | null;
  country: string;
  countryCode: string;
}): string {
  if (p.countryCode === "US") return [p.name, p.regionCode ?? p.region].filter(Boolean).join(", ");
  const region = p.region && p.region !== p.name ? p.region : null;
  return [p.name, region, p.country].filter(Boolean).join(", ");
}
