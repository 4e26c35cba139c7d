-- Keeps tasker_profiles' denormalized display and search columns in step with the profile and
-- its user, so search reads one table through its indexes.
CREATE OR REPLACE FUNCTION taskly_tasker_display_name(bio text, first_name text, last_name text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN bio IS NOT NULL AND position('Business:' in bio) > 0
         AND btrim(substr(bio, position('Business:' in bio) + 9)) <> ''
      THEN btrim(substr(bio, position('Business:' in bio) + 9))
    WHEN coalesce(btrim(first_name), '') <> ''
      THEN btrim(first_name) || coalesce(' ' || nullif(upper(left(btrim(last_name), 1)), '') || '.', '')
    ELSE NULL
  END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION taskly_tasker_profiles_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  u record;
BEGIN
  SELECT first_name, last_name, location, suspended_at, deleted_at INTO u FROM users WHERE id = NEW.user_id;
  NEW.display_name := taskly_tasker_display_name(NEW.bio, u.first_name, u.last_name);
  NEW.location := coalesce(nullif(btrim(u.location), ''), NEW.service_area);
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
CREATE TRIGGER tasker_profiles_refresh BEFORE INSERT OR UPDATE ON tasker_profiles
  FOR EACH ROW EXECUTE FUNCTION taskly_tasker_profiles_refresh();--> statement-breakpoint
CREATE OR REPLACE FUNCTION taskly_users_touch_tasker_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.first_name IS DISTINCT FROM OLD.first_name OR NEW.last_name IS DISTINCT FROM OLD.last_name
     OR NEW.location IS DISTINCT FROM OLD.location OR NEW.suspended_at IS DISTINCT FROM OLD.suspended_at
     OR NEW.deleted_at IS DISTINCT FROM OLD.deleted_at THEN
    UPDATE tasker_profiles SET user_id = user_id WHERE user_id = NEW.id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_touch_tasker_profile AFTER UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION taskly_users_touch_tasker_profile();
