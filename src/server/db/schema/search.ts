// Search read models kept by triggers (migration 0009): one row per listed tasker and skill, so a
// category (+ city) search walks one index in rank order and reads only the rows it returns.
import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, numeric, pgTable, primaryKey, real, text, uuid } from "drizzle-orm/pg-core";
import { taskerProfiles } from "./taskers";

export const taskerSearchEntries = pgTable(
  "tasker_search_entries",
  {
    skill: text("skill").notNull(),
    taskerId: uuid("tasker_id")
      .notNull()
      .references(() => taskerProfiles.id, { onDelete: "cascade" }),
    cityKey: text("city_key"),
    rankScore: numeric("rank_score", { precision: 8, scale: 4 }).notNull(),
    hourlyRate: numeric("hourly_rate", { precision: 10, scale: 2 }),
    totalReviews: integer("total_reviews").notNull(),
    // the tasker's service area (base coordinates and travel radius), null without a known base
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    radiusKm: real("radius_km"),
  },
  (t) => [
    primaryKey({ columns: [t.skill, t.taskerId] }),
    index("tasker_search_entries_tasker_idx").on(t.taskerId),
    index("tasker_search_entries_rank_idx").on(t.skill, t.rankScore.desc(), t.taskerId),
    index("tasker_search_entries_rate_idx").on(t.skill, t.hourlyRate, t.taskerId),
    index("tasker_search_entries_reviews_idx").on(t.skill, t.totalReviews.desc(), t.taskerId),
    index("tasker_search_entries_city_rank_idx").on(t.skill, t.cityKey, t.rankScore.desc(), t.taskerId),
    index("tasker_search_entries_city_rate_idx").on(t.skill, t.cityKey, t.hourlyRate, t.taskerId),
    index("tasker_search_entries_city_reviews_idx").on(t.skill, t.cityKey, t.totalReviews.desc(), t.taskerId),
    index("tasker_search_entries_area_idx")
      .on(t.skill, t.lat, t.lng, t.radiusKm, t.rankScore, t.hourlyRate, t.totalReviews, t.taskerId)
      .where(sql`${t.lat} is not null`),
  ],
);

/** Every city key a tasker has had: a location filter first resolves to a few of these. */
export const taskerCities = pgTable("tasker_cities", { cityKey: text("city_key").primaryKey() }, (t) => [
  index("tasker_cities_trgm_idx").using("gin", sql`${t.cityKey} gin_trgm_ops`),
]);
