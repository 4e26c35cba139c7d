// Tasker profiles: skills, rates, availability, service area and the search document.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, tsvector } from "./columns";
import { users } from "./users";

/** The older days + hours form of a tasker's availability, derived from their weekly hours (legacy-availability.ts). */
export type Availability = { days: string[]; hours?: string; weekdays?: boolean; weekends?: boolean };

export const taskerProfiles = pgTable(
  "tasker_profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    bio: text("bio"),
    skills: text("skills")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hourlyRate: numeric("hourly_rate", { precision: 10, scale: 2 }),
    experience: text("experience"),
    availability: jsonb("availability").$type<Availability>(),
    isVerified: boolean("is_verified").notNull().default(false),
    rating: numeric("rating", { precision: 3, scale: 2 }).notNull().default("0"),
    totalReviews: integer("total_reviews").notNull().default(0),
    completedTasks: integer("completed_tasks").notNull().default(0),
    createdAt: createdAt(),
    // migration 0003 (search): denormalized display fields kept by the 0004 triggers
    displayName: text("display_name"),
    location: text("location"),
    isListed: boolean("is_listed").notNull().default(true),
    searchText: text("search_text"),
    searchDoc: tsvector("search_doc"),
    rankScore: numeric("rank_score", { precision: 8, scale: 4 }).notNull().default("0"),
    // migration 0003 too: tasker tools (service area, private calendar feed token)
    serviceArea: text("service_area"),
    calendarToken: text("calendar_token").unique(),
    // migration 0009 (fast search): lower(trimmed location), the key of tasker_search_entries
    cityKey: text("city_key"),
    // service area: a gazetteer place (or the place the location names) and a travel radius
    basePlaceId: text("base_place_id"),
    baseLat: doublePrecision("base_lat"),
    baseLng: doublePrecision("base_lng"),
    travelRadiusKm: real("travel_radius_km").notNull().default(40),
  },
  (t) => [
    index("tasker_profiles_search_doc_idx").using("gin", t.searchDoc),
    index("tasker_profiles_search_text_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("tasker_profiles_location_trgm_idx").using("gin", sql`lower(${t.location}) gin_trgm_ops`),
    index("tasker_profiles_skills_idx").using("gin", t.skills),
    index("tasker_profiles_rank_idx")
      .on(t.rankScore.desc(), t.id)
      .where(sql`${t.isListed}`),
    index("tasker_profiles_rate_idx")
      .on(t.hourlyRate, t.id)
      .where(sql`${t.isListed}`),
    index("tasker_profiles_reviews_idx")
      .on(t.totalReviews.desc(), t.id)
      .where(sql`${t.isListed}`),
    index("tasker_profiles_city_rank_idx")
      .on(t.cityKey, t.rankScore.desc(), t.id)
      .where(sql`${t.isListed}`),
    index("tasker_profiles_city_rate_idx")
      .on(t.cityKey, t.hourlyRate, t.id)
      .where(sql`${t.isListed}`),
    index("tasker_profiles_city_reviews_idx")
      .on(t.cityKey, t.totalReviews.desc(), t.id)
      .where(sql`${t.isListed}`),
    // area search without a category: a latitude band, then longitude and radius from the index
    index("tasker_profiles_area_idx")
      .on(t.baseLat, t.baseLng, t.travelRadiusKm, t.rankScore, t.hourlyRate, t.totalReviews, t.id)
      .where(sql`${t.isListed} and ${t.baseLat} is not null`),
    check("tasker_profiles_travel_radius_check", sql`${t.travelRadiusKm} >= 1 and ${t.travelRadiusKm} <= 200`),
    check("tasker_profiles_rating_check", sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check("tasker_profiles_hourly_rate_check", sql`${t.hourlyRate} is null or ${t.hourlyRate} >= 0`),
  ],
);
