-- The domain event feed (src/server/events/): each service writes the events of a change in the
-- change's own transaction; instances hear of them after commit. The triggers that only announced
-- changes on NOTIFY channels go: a NOTIFY inside a write transaction holds PostgreSQL's global
-- notification lock through the commit's flush and halves write throughput.
CREATE TABLE "events" (
  "id" bigserial PRIMARY KEY,
  "type" text NOT NULL,
  "payload" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");--> statement-breakpoint
DROP TRIGGER IF EXISTS users_signed_in_notify ON users;--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_deleted_notify ON sessions;--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_updated_notify ON sessions;--> statement-breakpoint
DROP FUNCTION IF EXISTS taskly_user_changed_notify();--> statement-breakpoint
DROP FUNCTION IF EXISTS taskly_sessions_changed_notify();--> statement-breakpoint
DROP TRIGGER IF EXISTS tasks_work_changed_notify ON tasks;--> statement-breakpoint
DROP TRIGGER IF EXISTS task_offers_work_changed_notify ON task_offers;--> statement-breakpoint
DROP TRIGGER IF EXISTS tasker_profiles_work_changed_notify ON tasker_profiles;--> statement-breakpoint
DROP TRIGGER IF EXISTS tasker_schedules_work_changed_notify ON tasker_schedules;--> statement-breakpoint
DROP TRIGGER IF EXISTS bookings_work_changed_notify ON bookings;--> statement-breakpoint
DROP TRIGGER IF EXISTS tasker_busy_times_work_changed_notify ON tasker_busy_times;--> statement-breakpoint
DROP TRIGGER IF EXISTS task_invitations_work_changed_notify ON task_invitations;--> statement-breakpoint
DROP TRIGGER IF EXISTS users_work_changed_notify ON users;--> statement-breakpoint
DROP TRIGGER IF EXISTS service_categories_work_changed_notify ON service_categories;--> statement-breakpoint
DROP FUNCTION IF EXISTS taskly_task_work_changed_notify();--> statement-breakpoint
DROP FUNCTION IF EXISTS taskly_offer_work_changed_notify();--> statement-breakpoint
DROP FUNCTION IF EXISTS taskly_tasker_work_changed_notify();--> statement-breakpoint
DROP FUNCTION IF EXISTS taskly_work_changed_everywhere_notify();--> statement-breakpoint
DROP TRIGGER IF EXISTS reviews_notify ON reviews;--> statement-breakpoint
DROP FUNCTION IF EXISTS taskly_review_notify();--> statement-breakpoint
-- The search entries' upkeep stays (it keeps data, not announcements), without its NOTIFY.
CREATE OR REPLACE FUNCTION taskly_tasker_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' OR NEW.skills IS DISTINCT FROM OLD.skills OR NEW.city_key IS DISTINCT FROM OLD.city_key
     OR NEW.rank_score IS DISTINCT FROM OLD.rank_score OR NEW.hourly_rate IS DISTINCT FROM OLD.hourly_rate
     OR NEW.total_reviews IS DISTINCT FROM OLD.total_reviews OR NEW.is_listed IS DISTINCT FROM OLD.is_listed
     OR NEW.base_lat IS DISTINCT FROM OLD.base_lat OR NEW.base_lng IS DISTINCT FROM OLD.base_lng
     OR NEW.travel_radius_km IS DISTINCT FROM OLD.travel_radius_km THEN
    IF TG_OP = 'UPDATE' THEN
      DELETE FROM tasker_search_entries WHERE tasker_id = NEW.id;
    END IF;
    IF NEW.is_listed THEN
      INSERT INTO tasker_search_entries (skill, tasker_id, city_key, rank_score, hourly_rate, total_reviews, lat, lng, radius_km)
      SELECT DISTINCT s, NEW.id, NEW.city_key, NEW.rank_score, NEW.hourly_rate, NEW.total_reviews,
        NEW.base_lat, NEW.base_lng, CASE WHEN NEW.base_lat IS NULL THEN NULL ELSE NEW.travel_radius_km END
      FROM unnest(NEW.skills) AS s;
    END IF;
    IF NEW.city_key IS NOT NULL THEN
      INSERT INTO tasker_cities (city_key) VALUES (NEW.city_key) ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
