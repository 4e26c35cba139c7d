-- Service areas: distance on the sphere, location texts resolved to gazetteer places, the tasker's
-- base coordinates and travel radius in the search entries, and task coordinates.

-- Great-circle distance in km (haversine, mean Earth radius). Inlined by the planner.
CREATE OR REPLACE FUNCTION taskly_distance_km(lat1 float8, lng1 float8, lat2 float8, lng2 float8)
RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 2 * 6371.0088 * asin(least(1, sqrt(
    sin(radians(lat2 - lat1) / 2) ^ 2 + cos(radians(lat1)) * cos(radians(lat2)) * sin(radians(lng2 - lng1) / 2) ^ 2)))
$$;--> statement-breakpoint
-- The place a location text names: 'Austin', 'Austin, TX', 'Austin, Texas', 'Paris, France' or
-- '12 Oak St, Austin, TX': one comma-separated part is the name, the part after it (if any) a
-- state code, region, country code or country. The earliest such part wins, then the most
-- populous place; null for free text that names no known place.
CREATE OR REPLACE FUNCTION taskly_place_for(location text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT p.id
  FROM unnest((string_to_array(location, ','))[1:4]) WITH ORDINALITY AS part(text, n)
  JOIN places p ON p.search_key = lower(btrim(part.text))
  CROSS JOIN LATERAL (SELECT lower(btrim(split_part(location, ',', part.n::int + 1))) AS qualifier) q
  WHERE q.qualifier = ''
    OR q.qualifier IN (lower(p.region_code), lower(p.region), lower(p.country_code), lower(p.country))
  ORDER BY part.n, p.population DESC, p.id LIMIT 1
$$;--> statement-breakpoint
-- A tasker's base: the chosen place, else the place their location (or service area) names.
CREATE OR REPLACE FUNCTION taskly_tasker_profiles_place() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  IF NEW.base_place_id IS NULL THEN
    NEW.base_place_id := taskly_place_for(coalesce(
      nullif(btrim((SELECT location FROM users WHERE id = NEW.user_id)), ''), NEW.service_area));
  END IF;
  SELECT lat, lng INTO p FROM places WHERE id = NEW.base_place_id;
  NEW.base_lat := p.lat;
  NEW.base_lng := p.lng;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER tasker_profiles_place BEFORE INSERT OR UPDATE ON tasker_profiles
  FOR EACH ROW EXECUTE FUNCTION taskly_tasker_profiles_place();--> statement-breakpoint
-- The sync trigger of 0009, now also copying the service area into the search entries.
CREATE OR REPLACE FUNCTION taskly_tasker_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('taskly_tasker_changed', OLD.id::text);
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
  PERFORM pg_notify('taskly_tasker_changed', NEW.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A task's coordinates: the chosen place, else the place its location names.
CREATE OR REPLACE FUNCTION taskly_tasks_place() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  IF TG_OP = 'INSERT' OR NEW.location IS DISTINCT FROM OLD.location OR NEW.place_id IS DISTINCT FROM OLD.place_id THEN
    IF NEW.place_id IS NULL OR (TG_OP = 'UPDATE' AND NEW.place_id IS NOT DISTINCT FROM OLD.place_id) THEN
      NEW.place_id := taskly_place_for(NEW.location);
    END IF;
    SELECT lat, lng INTO p FROM places WHERE id = NEW.place_id;
    NEW.lat := p.lat;
    NEW.lng := p.lng;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER tasks_place BEFORE INSERT OR UPDATE ON tasks
  FOR EACH ROW EXECUTE FUNCTION taskly_tasks_place();--> statement-breakpoint
-- Backfill: existing profiles and tasks get the places their locations name.
UPDATE tasker_profiles SET base_place_id = NULL;--> statement-breakpoint
UPDATE tasks SET place_id = taskly_place_for(location);--> statement-breakpoint
ANALYZE tasker_profiles;--> statement-breakpoint
ANALYZE tasker_search_entries;--> statement-breakpoint
ANALYZE tasks;
