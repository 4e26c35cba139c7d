CREATE TABLE "tasker_cities" (
	"city_key" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasker_search_entries" (
	"skill" text NOT NULL,
	"tasker_id" uuid NOT NULL,
	"city_key" text,
	"rank_score" numeric(8, 4) NOT NULL,
	"hourly_rate" numeric(10, 2),
	"total_reviews" integer NOT NULL,
	CONSTRAINT "tasker_search_entries_skill_tasker_id_pk" PRIMARY KEY("skill","tasker_id")
);
--> statement-breakpoint
ALTER TABLE "tasker_profiles" ADD COLUMN "city_key" text;--> statement-breakpoint
ALTER TABLE "tasker_search_entries" ADD CONSTRAINT "tasker_search_entries_tasker_id_tasker_profiles_id_fk" FOREIGN KEY ("tasker_id") REFERENCES "public"."tasker_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasker_cities_trgm_idx" ON "tasker_cities" USING gin ("city_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasker_search_entries_tasker_idx" ON "tasker_search_entries" USING btree ("tasker_id");--> statement-breakpoint
CREATE INDEX "tasker_search_entries_rank_idx" ON "tasker_search_entries" USING btree ("skill","rank_score" DESC NULLS LAST,"tasker_id");--> statement-breakpoint
CREATE INDEX "tasker_search_entries_rate_idx" ON "tasker_search_entries" USING btree ("skill","hourly_rate","tasker_id");--> statement-breakpoint
CREATE INDEX "tasker_search_entries_reviews_idx" ON "tasker_search_entries" USING btree ("skill","total_reviews" DESC NULLS LAST,"tasker_id");--> statement-breakpoint
CREATE INDEX "tasker_search_entries_city_rank_idx" ON "tasker_search_entries" USING btree ("skill","city_key","rank_score" DESC NULLS LAST,"tasker_id");--> statement-breakpoint
CREATE INDEX "tasker_search_entries_city_rate_idx" ON "tasker_search_entries" USING btree ("skill","city_key","hourly_rate","tasker_id");--> statement-breakpoint
CREATE INDEX "tasker_search_entries_city_reviews_idx" ON "tasker_search_entries" USING btree ("skill","city_key","total_reviews" DESC NULLS LAST,"tasker_id");--> statement-breakpoint
CREATE INDEX "messages_receiver_idx" ON "messages" USING btree ("receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "tasker_profiles_city_rank_idx" ON "tasker_profiles" USING btree ("city_key","rank_score" DESC NULLS LAST,"id") WHERE "tasker_profiles"."is_listed";--> statement-breakpoint
CREATE INDEX "tasker_profiles_city_rate_idx" ON "tasker_profiles" USING btree ("city_key","hourly_rate","id") WHERE "tasker_profiles"."is_listed";--> statement-breakpoint
CREATE INDEX "tasker_profiles_city_reviews_idx" ON "tasker_profiles" USING btree ("city_key","total_reviews" DESC NULLS LAST,"id") WHERE "tasker_profiles"."is_listed";--> statement-breakpoint
-- The refresh trigger of 0004, now also keeping city_key.
CREATE OR REPLACE FUNCTION taskly_tasker_profiles_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  u record;
BEGIN
  SELECT first_name, last_name, location, suspended_at, deleted_at INTO u FROM users WHERE id = NEW.user_id;
  NEW.display_name := taskly_tasker_display_name(NEW.bio, u.first_name, u.last_name);
  NEW.location := coalesce(nullif(btrim(u.location), ''), NEW.service_area);
  NEW.city_key := nullif(lower(btrim(NEW.location)), '');
  NEW.is_listed := u.suspended_at IS NULL AND u.deleted_at IS NULL;
  NEW.search_text := lower(concat_ws(' ', NEW.display_name, u.first_name, u.last_name,
    array_to_string(NEW.skills, ' '), NEW.bio));
  NEW.search_doc :=
    setweight(to_tsvector('english', coalesce(NEW.display_name, '') || ' ' || coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.skills, ' ')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.bio, '')), 'B');
  -- Bayesian average: a 5.0 from 1 review ranks below a 4.9 from 200.
  NEW.rank_score := round(((NEW.rating * NEW.total_reviews) + 4.0 * 5) / (NEW.total_reviews + 5)
    + CASE WHEN NEW.is_verified THEN 0.05 ELSE 0 END, 4);
  RETURN NEW;
END
$$;--> statement-breakpoint
-- One search entry per listed tasker and skill; every change is announced on
-- taskly_tasker_changed so API instances drop what they cached about that tasker.
CREATE OR REPLACE FUNCTION taskly_tasker_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('taskly_tasker_changed', OLD.id::text);
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' OR NEW.skills IS DISTINCT FROM OLD.skills OR NEW.city_key IS DISTINCT FROM OLD.city_key
     OR NEW.rank_score IS DISTINCT FROM OLD.rank_score OR NEW.hourly_rate IS DISTINCT FROM OLD.hourly_rate
     OR NEW.total_reviews IS DISTINCT FROM OLD.total_reviews OR NEW.is_listed IS DISTINCT FROM OLD.is_listed THEN
    -- A new profile has no entries yet (and a bulk insert must not plan a delete on a table
    -- whose statistics still say it is empty).
    IF TG_OP = 'UPDATE' THEN
      DELETE FROM tasker_search_entries WHERE tasker_id = NEW.id;
    END IF;
    IF NEW.is_listed THEN
      INSERT INTO tasker_search_entries (skill, tasker_id, city_key, rank_score, hourly_rate, total_reviews)
      SELECT DISTINCT s, NEW.id, NEW.city_key, NEW.rank_score, NEW.hourly_rate, NEW.total_reviews
      FROM unnest(NEW.skills) AS s;
    END IF;
    IF NEW.city_key IS NOT NULL THEN
      INSERT INTO tasker_cities (city_key) VALUES (NEW.city_key) ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  PERFORM pg_notify('taskly_tasker_changed', NEW.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tasker_profiles_search_sync AFTER INSERT OR UPDATE OR DELETE ON tasker_profiles
  FOR EACH ROW EXECUTE FUNCTION taskly_tasker_search_sync();--> statement-breakpoint
-- A new review changes the profile's review average: announce it like a profile change.
CREATE OR REPLACE FUNCTION taskly_review_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('taskly_tasker_changed', NEW.tasker_id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER reviews_notify AFTER INSERT OR UPDATE ON reviews
  FOR EACH ROW EXECUTE FUNCTION taskly_review_notify();--> statement-breakpoint
-- Backfill: the refresh trigger fills city_key, the sync trigger the entries and cities.
UPDATE tasker_profiles SET user_id = user_id;--> statement-breakpoint
ANALYZE tasker_profiles;--> statement-breakpoint
ANALYZE tasker_search_entries;
