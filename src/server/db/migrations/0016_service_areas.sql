CREATE TABLE "places" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_key" text NOT NULL,
	"region" text,
	"region_code" text,
	"country" text NOT NULL,
	"country_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"population" integer NOT NULL,
	"time_zone" text
);
--> statement-breakpoint
ALTER TABLE "tasker_profiles" ADD COLUMN "base_place_id" text;--> statement-breakpoint
ALTER TABLE "tasker_profiles" ADD COLUMN "base_lat" double precision;--> statement-breakpoint
ALTER TABLE "tasker_profiles" ADD COLUMN "base_lng" double precision;--> statement-breakpoint
ALTER TABLE "tasker_profiles" ADD COLUMN "travel_radius_km" real DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "place_id" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "tasker_search_entries" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "tasker_search_entries" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "tasker_search_entries" ADD COLUMN "radius_km" real;--> statement-breakpoint
CREATE INDEX "places_search_key_idx" ON "places" USING btree ("search_key" text_pattern_ops,"population" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "places_name_idx" ON "places" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tasker_profiles_area_idx" ON "tasker_profiles" USING btree ("base_lat","base_lng","travel_radius_km","rank_score","hourly_rate","total_reviews","id") WHERE "tasker_profiles"."is_listed" and "tasker_profiles"."base_lat" is not null;--> statement-breakpoint
CREATE INDEX "tasks_open_area_idx" ON "tasks" USING btree ("lat","lng","category_id","created_at","id") WHERE "tasks"."status" = 'open' and "tasks"."lat" is not null;--> statement-breakpoint
CREATE INDEX "tasker_search_entries_area_idx" ON "tasker_search_entries" USING btree ("skill","lat","lng","radius_km","rank_score","hourly_rate","total_reviews","tasker_id") WHERE "tasker_search_entries"."lat" is not null;--> statement-breakpoint
ALTER TABLE "tasker_profiles" ADD CONSTRAINT "tasker_profiles_travel_radius_check" CHECK ("tasker_profiles"."travel_radius_km" >= 1 and "tasker_profiles"."travel_radius_km" <= 200);