ALTER TABLE "tasker_profiles" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "tasker_profiles" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "tasker_profiles" ADD COLUMN "is_listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tasker_profiles" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "tasker_profiles" ADD COLUMN "search_doc" "tsvector";--> statement-breakpoint
ALTER TABLE "tasker_profiles" ADD COLUMN "rank_score" numeric(8, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasker_profiles" ADD COLUMN "service_area" text;--> statement-breakpoint
ALTER TABLE "tasker_profiles" ADD COLUMN "calendar_token" text;--> statement-breakpoint
CREATE INDEX "tasker_profiles_search_doc_idx" ON "tasker_profiles" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "tasker_profiles_search_text_trgm_idx" ON "tasker_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasker_profiles_location_trgm_idx" ON "tasker_profiles" USING gin (lower("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasker_profiles_skills_idx" ON "tasker_profiles" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "tasker_profiles_rank_idx" ON "tasker_profiles" USING btree ("rank_score" DESC NULLS LAST,"id") WHERE "tasker_profiles"."is_listed";--> statement-breakpoint
CREATE INDEX "tasker_profiles_rate_idx" ON "tasker_profiles" USING btree ("hourly_rate","id") WHERE "tasker_profiles"."is_listed";--> statement-breakpoint
CREATE INDEX "tasker_profiles_reviews_idx" ON "tasker_profiles" USING btree ("total_reviews" DESC NULLS LAST,"id") WHERE "tasker_profiles"."is_listed";--> statement-breakpoint
ALTER TABLE "tasker_profiles" ADD CONSTRAINT "tasker_profiles_calendar_token_unique" UNIQUE("calendar_token");